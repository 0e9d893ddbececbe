import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { publicHandler } from '../lib/http/http-handler.ts';

/** Placeholder until the endpoint lands (issue 15). */
export const makeHandler = (deps: Deps) =>
  publicHandler(deps, async () => ({
    status: 501,
    body: { success: false, error: 'Not Implemented', code: 'NOT_IMPLEMENTED', message: 'This endpoint is not built yet.' },
  }));

export const handler = lambda(makeHandler);
