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

  it.each(['/docs', '/docs/'])('GET %s is a page that renders /openapi.json with a renderer this service serves itself (no CDN)', async (path) => {
    const page = await fetch(`${rt.url}${path}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect([page.headers.get('x-content-type-options'), page.headers.get('x-frame-options')]).toEqual(['nosniff', 'DENY']);
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    const spec = /<redoc spec-url="([^"]+)">/.exec(html)?.[1];
    expect((await fetch(new URL(spec!, `${rt.url}${path}`))).status).toBe(200);
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    const script = await fetch(new URL(scripts[0]!, `${rt.url}${path}`));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });
});
