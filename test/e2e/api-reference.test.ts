import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../lib/routes.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

/** The API documents itself: GET /openapi.json and the reference page at GET /docs, its renderer served locally. */
let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => rt?.stop());

describe('the API reference, served', () => {
  it('GET /openapi.json is an OpenAPI 3.1 document with every route of the table, with no key', async () => {
    const res = await fetch(`${rt.url}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const document = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    for (const route of routes.filter((r) => r.method !== 'ANY')) {
      expect(document.paths[route.path]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
  });

  it('GET /docs is a page that renders /openapi.json with a renderer this service serves itself (no CDN)', async () => {
    const page = await fetch(`${rt.url}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<redoc spec-url="openapi.json">');
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toEqual(['docs/redoc.standalone.js']);
    expect(html).not.toMatch(/https?:\/\//);
    const script = await fetch(new URL(scripts[0]!, `${rt.url}/docs`));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });
});
