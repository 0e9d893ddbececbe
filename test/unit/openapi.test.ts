import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { endpointDocs } from '../../lib/http/api-reference.ts';
import { openApiDocument } from '../../lib/http/openapi-document.ts';
import { routes } from '../../lib/routes.ts';

const documented = routes.filter((route) => route.method !== 'ANY');

describe('the OpenAPI document', () => {
  const document = openApiDocument() as { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown>; security: unknown[] }>> };

  it('is OpenAPI 3.1 with an operation for every route of the table, aliases included', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const route of documented) expect(document.paths[route.path]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    const operations = Object.values(document.paths).flatMap((path) => Object.keys(path));
    expect(operations).toHaveLength(documented.length);
  });

  it("passes Redocly's recommended OpenAPI rules (the document has no licence to name)", async () => {
    const config = await createConfig({ extends: ['recommended'] } as never);
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const found = problems.filter((problem) => problem.ruleId !== 'info-license').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(found).toEqual([]);
  });

  it('fails for a route without a reference entry, and keeps no entry of a route that is gone', () => {
    const keys = new Set(documented.map((route) => `${route.method} ${route.path}`));
    expect(Object.keys(endpointDocs).filter((key) => !keys.has(key))).toEqual([]);
    expect([...keys].filter((key) => !endpointDocs[key])).toEqual([]);
  });

  it('gives every route a success response and the error body for its errors; key routes need X-API-Key', () => {
    for (const route of documented) {
      const op = document.paths[route.path]![route.method.toLowerCase()]!;
      const statuses = Object.keys(op.responses).map(Number);
      expect(
        statuses.some((status) => status < 300),
        `${route.method} ${route.path}`,
      ).toBe(true);
      expect(statuses).toEqual(expect.arrayContaining([405, 500]));
      if (route.auth === 'apiKey') {
        expect(op.security).toEqual([{ apiKey: [] }]);
        expect(statuses).toEqual(expect.arrayContaining([401, 403, 429]));
      }
    }
  });
});
