import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { publicHandler } from '../lib/http/http-handler.ts';
import { allowedMethods } from '../lib/routes.ts';

/** Any method a known path does not take (the path's `ANY` route): 405 with the methods it does take in `Allow`. */
export const makeHandler = (deps: Deps) =>
  publicHandler(deps, async ({ event }) => {
    const path = event.routeKey.replace(/^\S+\s+/, '');
    const allow = allowedMethods(path).join(', ');
    return {
      status: 405,
      headers: { allow },
      body: {
        success: false,
        error: 'Method Not Allowed',
        code: 'METHOD_NOT_ALLOWED',
        message: `${event.requestContext.http.method} is not allowed on ${event.rawPath}; use ${allow}.`,
      },
    };
  });

export const handler = lambda(makeHandler);
