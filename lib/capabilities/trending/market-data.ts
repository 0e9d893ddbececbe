/**
 * Port: market data a production deployment buys instead of reading its own
 * chains (trending tokens from an indexer or an API). The adapter that ships
 * is GeckoTerminal's trending pools (`lib/adapters/geckoterminal/`), chosen by
 * the providers secret (`marketData: "geckoterminal"`). Without one,
 * `readTrending` reads the chains' own swaps: Uniswap V3 Swap events on the
 * EVM chains, the sandbox market maker's swaps on Solana.
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
