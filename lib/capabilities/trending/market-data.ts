/**
 * Port: market data a production deployment buys instead of reading its own
 * chains (trending tokens from an indexer or an API such as CoinGecko's
 * `/onchain/networks/{network}/trending_pools`). No adapter ships yet:
 * `readTrending` reads the sandbox's (and any chain's) own Uniswap V3 Swap
 * events when none is given.
 */
import type { ChainName } from '../../chains/chains.ts';

export interface TrendingToken {
  readonly symbol: string;
  /** Contract address or mint. */
  readonly address: string;
  readonly volumeUsd: number;
  readonly swaps: number;
}

export interface MarketData {
  /**
   * Tokens of `chain` ranked by recent swap volume, highest first.
   * @throws PermanentError when the chain is not covered; TransientError when the source is unreachable.
   */
  trending(input: { chain: ChainName }): Promise<TrendingToken[]>;
}
