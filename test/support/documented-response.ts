import { endpointDocs, ErrorBodySchema } from '../../lib/http/api-reference.ts';
import { matchRoute } from '../../lib/local/api-gateway-event.ts';

/**
 * Checks a response the tests received against the API reference (the source of /openapi.json): its status must be
 * documented for its route, and a JSON body must fit the documented schema (every error, the error body). So every
 * end-to-end test that calls the service also keeps the document true.
 * @throws Error naming the route, the status and what does not fit.
 */
export function checkDocumentedResponse(method: string, url: string, status: number, body: unknown): void {
  const path = new URL(url, 'http://localhost').pathname;
  const match = matchRoute(method, path);
  if (!match || match.route.method === 'ANY') {
    if (status >= 400 && body !== undefined) expectFits(ErrorBodySchema, body, `${method} ${path} ${status}`);
    return;
  }
  const label = `${match.route.method} ${match.route.path} → ${status}`;
  if (status >= 400) {
    if (body !== undefined) expectFits(ErrorBodySchema, body, label);
    return;
  }
  const doc = endpointDocs[`${match.route.method} ${match.route.path}`];
  const response = doc?.responses[status];
  if (!response) throw new Error(`${label} is not in the API reference (lib/http/api-reference.ts)`);
  if (response.schema) expectFits(response.schema, body, label);
}

function expectFits(schema: { safeParse(value: unknown): { success: boolean; error?: { issues: unknown[] } } }, body: unknown, label: string): void {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`${label}: the body does not fit the API reference: ${JSON.stringify(result.error?.issues).slice(0, 800)}`);
}
