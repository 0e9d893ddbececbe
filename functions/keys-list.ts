import { listKeys } from '../lib/accounts/list-keys.ts';
import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { sessionHandler } from '../lib/http/http-handler.ts';

/** GET /account/keys: the signed-in account's keys (never the keys themselves). */
export const makeHandler = (deps: Deps) =>
  sessionHandler(deps, async ({ session }) => ({ status: 200, body: { success: true, keys: await listKeys(deps, session.accountId) } }));

export const handler = lambda(makeHandler);
