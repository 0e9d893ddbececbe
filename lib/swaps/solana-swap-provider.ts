/**
 * Port: swaps on Solana. A provider quotes an exact-in or exact-out trade
 * and builds the transaction for it; the caller's wallet signs and sends it through any
 * RPC. SOL is named by the wrapped-SOL mint (as aggregators name it) but
 * moved as native lamports, so a wallet needs no wrapped-SOL account.
 * Adapters: the sandbox market maker, and Jupiter in production.
 */
/** The wrapped-SOL mint, which names SOL in quotes. */
export const WRAPPED_SOL_MINT = 'So11111111111111111111111111111111111111112';

/** `ExactIn`: `amount` is spent exactly; `ExactOut`: `amount` is received exactly. */
export type SolanaSwapMode = 'ExactIn' | 'ExactOut';

export interface SolanaQuoteRequest {
  readonly inputMint: string;
  readonly outputMint: string;
  /** Exact input (ExactIn) or exact output (ExactOut), in that token's base units. */
  readonly amount: bigint;
  /** Tolerated shortfall from `outAmount` (ExactIn) or excess over `inAmount` (ExactOut), in basis points. */
  readonly slippageBps: number;
  /** `ExactIn` when absent. */
  readonly swapMode?: SolanaSwapMode;
}

export interface SolanaQuote {
  /** Which provider made the quote (`sandbox-market-maker`, `jupiter`). */
  readonly provider: string;
  readonly inputMint: string;
  readonly outputMint: string;
  /** Exact input (ExactIn) or the expected input (ExactOut), base units. */
  readonly inAmount: bigint;
  /** Expected output (ExactIn) or the exact output (ExactOut), base units. */
  readonly outAmount: bigint;
  /** The least output the transaction accepts: `outAmount` less slippage (ExactIn), `outAmount` itself (ExactOut). */
  readonly minOutAmount: bigint;
  /** `ExactIn` when absent. */
  readonly swapMode?: SolanaSwapMode;
  /** ExactOut only: the most input the transaction takes, `inAmount` plus slippage. */
  readonly maxInAmount?: bigint;
  readonly slippageBps: number;
  /** Price impact as a fraction (0.01 = 1%). */
  readonly priceImpactPct: number;
  /** Venues the route goes through, for people. */
  readonly routeLabel: string;
  /** The provider's own quote, handed back unchanged to `buildSwapTransaction`. */
  readonly raw: unknown;
}

export interface SolanaSwapTransaction {
  /** Base64 wire transaction; the user's signature slot is empty, the provider's (if any) filled. */
  readonly transaction: string;
  /** The block height after which the transaction's blockhash no longer lands. */
  readonly lastValidBlockHeight: number;
}

export interface SolanaSwapProvider {
  /**
   * Quotes an exact-in swap, or an exact-out one with `swapMode: 'ExactOut'`.
   * @throws PermanentError `NO_ROUTE` when the pair cannot be traded; TransientError when the provider is unreachable.
   */
  quote(request: SolanaQuoteRequest): Promise<SolanaQuote>;
  /**
   * Builds the swap transaction for `quote`, paid by `userPublicKey`.
   * @throws PermanentError (`PRICE_MOVED`, `SWAP_REJECTED`) or TransientError as `quote` does.
   */
  buildSwapTransaction(input: { readonly quote: SolanaQuote; readonly userPublicKey: string }): Promise<SolanaSwapTransaction>;
  /**
   * The one on-chain account that is this provider's liquidity, when it has
   * one (the sandbox market maker: its holdings are its depth, its swaps the
   * market's trades); absent for an aggregator such as Jupiter. Undefined when
   * it cannot be read.
   */
  venue?(): Promise<string | undefined>;
}

/** A quote as JSON (base-unit amounts as decimal strings), for crossing a process boundary. */
export type SolanaQuoteJson = Omit<SolanaQuote, 'inAmount' | 'outAmount' | 'minOutAmount' | 'maxInAmount'> & {
  readonly inAmount: string;
  readonly outAmount: string;
  readonly minOutAmount: string;
  readonly maxInAmount?: string;
};

/** A quote as JSON. */
export const quoteToJson = (quote: SolanaQuote): SolanaQuoteJson => {
  const { maxInAmount, ...rest } = quote;
  return {
    ...rest,
    inAmount: quote.inAmount.toString(),
    outAmount: quote.outAmount.toString(),
    minOutAmount: quote.minOutAmount.toString(),
    ...(maxInAmount === undefined ? {} : { maxInAmount: maxInAmount.toString() }),
  };
};

/** A quote back from JSON. @throws SyntaxError (from BigInt) when an amount is not an integer string. */
export const quoteFromJson = (json: SolanaQuoteJson): SolanaQuote => {
  const { maxInAmount, ...rest } = json;
  return {
    ...rest,
    inAmount: BigInt(json.inAmount),
    outAmount: BigInt(json.outAmount),
    minOutAmount: BigInt(json.minOutAmount),
    ...(maxInAmount === undefined ? {} : { maxInAmount: BigInt(maxInAmount) }),
  };
};
