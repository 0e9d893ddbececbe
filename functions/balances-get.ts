import { solanaGateway } from '../lib/adapters/solana/solana-gateway.ts';
import { balancesChains, readBalancesView } from '../lib/capabilities/portfolio/balances-view.ts';
import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { NotFoundError } from '../lib/errors.ts';
import { authedHandler } from '../lib/http/http-handler.ts';

/** GET /agent/balances?chains=base,mainnet: the caller's balances per chain, valued (the published bankr client's `balances`). */
export const makeHandler = (deps: Deps) =>
  authedHandler(deps, 'read', async ({ event, caller }) => {
    const chains = balancesChains(event.queryStringParameters?.chains, deps.solana !== undefined);
    const account = await deps.accounts.get(caller.accountId);
    if (!account) throw new NotFoundError('ACCOUNT_NOT_FOUND', 'The account for this API key no longer exists.');
    return { status: 200, body: await readBalancesView(deps, account, chains) };
  });

export const handler = lambda(makeHandler, (deps, rpcUrls) => {
  const rpcUrl = rpcUrls.solana?.[0];
  return rpcUrl ? { ...deps, solana: solanaGateway({ rpcUrl }) } : deps;
});
