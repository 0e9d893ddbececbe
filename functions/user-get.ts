import { toUserView } from '../lib/accounts/account.ts';
import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { callerAccount } from '../lib/accounts/caller-account.ts';
import { authedHandler } from '../lib/http/http-handler.ts';

/** GET /agent/user and GET /agent/me: the caller's profile and wallet addresses. */
export const makeHandler = (deps: Deps) =>
  authedHandler(deps, 'read', async ({ caller }) => {
    return { status: 200, body: toUserView(await callerAccount(deps.accounts, caller.accountId)) };
  });

export const handler = lambda(makeHandler);
