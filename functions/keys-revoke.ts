import { revokeKey } from '../lib/accounts/revoke-key.ts';
import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { sessionHandler } from '../lib/http/http-handler.ts';

/** DELETE /account/keys/{keyId}: revokes the key at once; revoking it again answers the same. */
export const makeHandler = (deps: Deps) =>
  sessionHandler(deps, async ({ session, params }) => ({
    status: 200,
    body: { success: true, key: await revokeKey(deps, session.accountId, params.keyId ?? '') },
  }));

export const handler = lambda(makeHandler);
