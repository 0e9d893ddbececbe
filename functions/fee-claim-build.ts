import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { authedHandler } from '../lib/http/http-handler.ts';

/** Placeholder until the endpoint lands (issue 15). */
export const makeHandler = (deps: Deps) =>
  authedHandler(deps, 'read', async () => ({
    status: 501,
    body: { success: false, error: 'Not Implemented', code: 'NOT_IMPLEMENTED', message: 'This endpoint is not built yet.' },
  }));

export const handler = lambda(makeHandler);
