import { withSolanaRpc } from '../lib/composition/solana-rpc.ts';
import { balancesChains, readBalancesView } from '../lib/capabilities/portfolio/balances-view.ts';
import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { callerAccount } from '../lib/accounts/caller-account.ts';
import { authedHandler } from '../lib/http/http-handler.ts';

/** GET /agent/balances?chains=base,mainnet: the caller's balances per chain, valued (the published bankr client's `balances`). */
export const makeHandler = (deps: Deps) =>
  authedHandler(deps, 'read', async ({ event, caller }) => {
    const chains = balancesChains(event.queryStringParameters?.chains, deps.solana !== undefined);
    return { status: 200, body: await readBalancesView(deps, await callerAccount(deps.accounts, caller.accountId), chains) };
  });

export const handler = lambda(makeHandler, withSolanaRpc);
