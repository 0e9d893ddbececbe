import * as z from 'zod';
import { routes, type HttpRoute } from '../routes.ts';
import { endpointDoc, ErrorBodySchema, pathParameters, type EndpointDoc } from './api-reference.ts';

/**
 * The OpenAPI 3.1 document of the service, built from the route table and the
 * zod schemas of `api-reference.ts` (zod's own JSON Schema output, draft
 * 2020-12, which OpenAPI 3.1 uses). Nothing of it is written by hand.
 */

type JsonObject = Record<string, unknown>;

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonObject => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', reused: 'inline' }) as JsonObject;
  return rest;
};

/** Which errors a route can answer, by how it authenticates: every route can be malformed, rate limited or fail. */
function errorStatuses(route: HttpRoute, doc: EndpointDoc): number[] {
  const common = [405, 413, 500, 503];
  const input = doc.body || doc.query || pathParameters(route.path).length > 0 ? [400, 404, 409, 415, 422] : [404];
  const auth = route.auth === 'public' ? [429] : [401, 403, 429];
  return [...new Set([...input, ...auth, ...common])].sort((a, b) => a - b);
}

const errorLabels: Readonly<Record<number, string>> = {
  400: 'The request is malformed: `details.field` names the field.',
  401: 'No valid credential.',
  403: "The credential's scope, IP allowlist or Agent API access refuses this request.",
  404: 'Not found (or not yours).',
  405: 'Method not allowed: the `Allow` header lists the methods of this path.',
  409: 'Conflict with the current state (an Idempotency-Key in use, a job that can no longer be cancelled, ...).',
  413: 'The body exceeds 1 MiB.',
  415: 'The body is not JSON.',
  422: 'Understood but refused (insufficient funds, a transaction the chain refuses, ...): `message` says why.',
  429: 'Too many requests or the daily quota: `Retry-After` says when to retry.',
  500: 'A fault on our side: quote `requestId`.',
  503: 'A dependency is unavailable for now: retry.',
};

const security = (route: HttpRoute): JsonObject[] | undefined =>
  route.auth === 'apiKey' ? [{ apiKey: [] }] : route.auth === 'session' ? [{ session: [] }] : [];

function operation(route: HttpRoute): JsonObject {
  const doc = endpointDoc(route);
  const parameters = [
    ...pathParameters(route.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...(doc.query
      ? Object.entries(doc.query.shape).map(([name, schema]) => ({
          name,
          in: 'query',
          required: !(schema as z.ZodType).safeParse(undefined).success,
          schema: jsonSchema(schema as z.ZodType, 'input'),
          ...((schema as z.ZodType).description ? { description: (schema as z.ZodType).description } : {}),
        }))
      : []),
  ];
  const responses: JsonObject = {};
  for (const [status, response] of Object.entries(doc.responses)) {
    responses[status] = {
      description: response.description,
      content: response.schema
        ? { 'application/json': { schema: jsonSchema(response.schema, 'output') } }
        : { [response.contentType ?? 'application/octet-stream']: {} },
    };
  }
  for (const status of errorStatuses(route, doc)) {
    responses[String(status)] = { description: errorLabels[status], content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  }
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: doc.tags,
    security: security(route),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(doc.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(doc.body, 'input') } } } } : {}),
    responses,
  };
}

/** The document; its server is `serverUrl`, or `/` (the origin that served it). */
export function openApiDocument(serverUrl?: string): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of routes) {
    if (route.method === 'ANY') continue;
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Purser API',
      version: '1.0.0',
      description:
        'A self-hostable agent wallet: natural-language prompts run as jobs, signing, transaction submission and wallet reads. ' +
        'The contract is docs/api.md in the repository; this document is generated from the route table and the request and response schemas.',
    },
    servers: [{ url: serverUrl ?? '/', description: serverUrl ? 'This service' : 'The origin that served this document' }],
    paths,
    components: {
      schemas: { Error: jsonSchema(ErrorBodySchema, 'output') },
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'An API key of the account (the Agent API).' },
        session: { type: 'http', scheme: 'bearer', description: 'A session token from POST /auth/email/verify.' },
      },
    },
  };
}
