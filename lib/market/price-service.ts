/**
 * Port: what a token is worth in US dollars. Capabilities (portfolio,
 * prices, lookups, trending) ask it; adapters answer from the chain's own
 * liquidity (the sandbox, and any deployment without a market-data key) or
 * from a market-data API in production (see coingecko-price-service.ts).
 */
import type { ChainName } from '../chains/chains.ts';

export interface UsdPrice {
  /** Dollars per whole token. */
  readonly usd: number;
  /** Where the price came from, for people (`uniswap-v3 quoter on Base`, `sandbox market maker`, `coingecko`). */
  readonly source: string;
}

export interface PriceService {
  /**
   * The USD price of one whole token.
   * @param input.chain the chain the token lives on.
   * @param input.token a symbol from the registry (native symbols included), a contract address or an SPL mint.
   * @throws PermanentError `UNKNOWN_TOKEN` for a token the chain does not know, `NO_PRICE` when nothing prices it;
   *   TransientError when the source is unreachable.
   */
  usdPrice(input: { chain: ChainName; token: string }): Promise<UsdPrice>;
}
