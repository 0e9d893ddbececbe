import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { publicHandler } from '../lib/http/http-handler.ts';

/** GET /_health: liveness, no authentication, no I/O. */
export const makeHandler = (deps: Deps) =>
  publicHandler(deps, async () => ({ status: 200, body: { success: true, status: 'ok', service: 'purser', time: deps.clock.now().toISOString() } }));

export const handler = lambda(makeHandler);
