import type { Deps } from '../../deps.ts';
import { PermanentError } from '../../errors.ts';
import { namesUnlistedToken, resolveBaseSwapToken } from './swap-launched-token.ts';
import { evmChainByName } from '../../chains/chains.ts';
import { swapToken } from '../swaps/evm/swap-token.ts';

/**
 * Whether the trade an `UNKNOWN_TOKEN` refusal carries (a swap on Base naming
 * a ticker or contract the registry lacks) names a launched token, so it can
 * run: the launch store by symbol, the protocol's `isLaunched` by address.
 * @returns false when the token is not a launched one (the refusal stands).
 * @throws PermanentError `AMBIGUOUS_TOKEN` when two launches share the symbol; TransientError for RPC trouble.
 */
export async function isLaunchedCandidate(deps: Pick<Deps, 'chains' | 'launches' | 'launchProtocol'>, intent: { kind: string }): Promise<boolean> {
  if (intent.kind !== 'swap' || (!deps.launches && !deps.launchProtocol)) return false;
  const swap = intent as { kind: 'swap'; chain: 'base'; tokenIn: string; tokenOut: string };
  if (!namesUnlistedToken(swap)) return false;
  const base = evmChainByName('base')!;
  const unlisted = [swap.tokenIn, swap.tokenOut].filter((t) => !swapToken(base, t));
  try {
    for (const token of unlisted) await resolveBaseSwapToken(deps, token);
    return true;
  } catch (error) {
    if (error instanceof PermanentError && error.code === 'UNKNOWN_TOKEN') return false;
    throw error;
  }
}
