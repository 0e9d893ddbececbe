import type { Deps } from '../deps.ts';
import { onChainPriceService } from '../market/on-chain-price-service.ts';
import type { WatcherDeps } from './run-due-automations.ts';

/** The watcher's deps: the service's, plus the price service jobs use (the chains' own liquidity), so a trigger sees the price a trade would. */
export function watcherDeps(deps: Deps): WatcherDeps {
  return { ...deps, prices: onChainPriceService({ chains: deps.chains, ...(deps.solanaSwaps ? { solanaSwaps: deps.solanaSwaps } : {}) }) };
}
