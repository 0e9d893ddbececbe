import { callerAccount } from '../lib/accounts/caller-account.ts';
import { buildFeeClaim, FeeClaimRequestSchema } from '../lib/capabilities/launches/build-fee-claim.ts';
import { creatorFeesReader } from '../lib/capabilities/launches/creator-fees-reader.ts';
import { lambda } from '../lib/composition/lambda.ts';
import { withLaunchProtocol } from '../lib/composition/with-launch-protocol.ts';
import type { Deps } from '../lib/deps.ts';
import { authedHandler } from '../lib/http/http-handler.ts';

/**
 * POST /agent/doppler/claim `{ tokenAddress }`: the transaction that claims a launched token's creator fees to the
 * caller's Base wallet, built for the caller to send with POST /agent/submit (the bankr client's `fees claim`). A key
 * that may submit transactions is needed, as for the submit that follows.
 */
export const makeHandler = (deps: Deps) =>
  authedHandler(deps, 'sign', async (request) => {
    const input = FeeClaimRequestSchema.parse(request.body ?? {});
    const reader = creatorFeesReader(deps);
    const account = await callerAccount(deps.accounts, request.caller.accountId);
    return { status: 200, body: await buildFeeClaim(reader, account.wallets.evm.address, input) };
  });

export const handler = lambda(makeHandler, withLaunchProtocol);
