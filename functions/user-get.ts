import { toUserView } from '../lib/accounts/account.ts';
import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { NotFoundError } from '../lib/errors.ts';
import { authedHandler } from '../lib/http/http-handler.ts';

/** GET /agent/user and GET /agent/me: the caller's profile and wallet addresses. */
export const makeHandler = (deps: Deps) =>
  authedHandler(deps, 'read', async ({ caller }) => {
    const account = await deps.accounts.get(caller.accountId);
    if (!account) throw new NotFoundError('ACCOUNT_NOT_FOUND', 'The account for this API key no longer exists.');
    return { status: 200, body: toUserView(account) };
  });

export const handler = lambda(makeHandler);
