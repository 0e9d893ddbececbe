import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { publicHandler } from '../lib/http/http-handler.ts';
import { openApiDocument } from '../lib/http/openapi-document.ts';

let document: Record<string, unknown> | undefined;

/** GET /openapi.json: the OpenAPI 3.1 document, generated from the route table and the schemas (built once per process). */
export const makeHandler = (deps: Deps) =>
  publicHandler(deps, async () => {
    document ??= openApiDocument();
    return { status: 200, body: document };
  });

export const handler = lambda(makeHandler);
