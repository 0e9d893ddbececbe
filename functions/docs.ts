import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { publicHandler } from '../lib/http/http-handler.ts';
import { redocBundle, redocFileName, referenceHeaders, referencePage, referenceRoot } from '../lib/http/reference-page.ts';

/** GET /docs: the API reference page; GET /docs/redoc.standalone.js: its renderer, served from here rather than a CDN. */
export const makeHandler = (deps: Deps) =>
  publicHandler(deps, async ({ event }) =>
    event.rawPath.endsWith(`/${redocFileName}`)
      ? {
          status: 200,
          body: {},
          headers: referenceHeaders,
          text: { contentType: 'text/javascript; charset=utf-8', body: redocBundle(import.meta.url), cacheSeconds: 86_400 },
        }
      : {
          status: 200,
          body: {},
          headers: referenceHeaders,
          text: { contentType: 'text/html; charset=utf-8', body: referencePage(referenceRoot(event.rawPath)) },
        },
  );

export const handler = lambda(makeHandler);
