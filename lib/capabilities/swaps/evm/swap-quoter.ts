/**
 * Port: EVM swap quotes. A quoter prices an exact-in (and optionally an
 * exact-out) trade for a wallet and hands back everything needed to carry it
 * out: the approval (if the wallet has not allowed enough) and the swap
 * transaction itself. Adapters: Uniswap
 * V3 through QuoterV2 + SwapRouter02 (the sandbox, and production without an
 * aggregator), and the 0x Swap API (production, when configured).
 */
import type { Address, Hex } from 'viem';
import type { EvmChainInfo } from '../../../chains/chains.ts';

/** A token as the swap code sees it; the native coin is named by its wrapped token's address with `native: true`. */
export interface SwapToken {
  readonly symbol: string;
  readonly address: Address;
  readonly decimals: number;
  readonly native: boolean;
}

export interface SwapQuoteRequest {
  readonly chain: EvmChainInfo;
  readonly tokenIn: SwapToken;
  readonly tokenOut: SwapToken;
  /** Exact input, base units of `tokenIn`. */
  readonly amountIn: bigint;
  /** Tolerated shortfall from the quoted output, basis points. */
  readonly slippageBps: number;
  /** The wallet that pays and receives. */
  readonly taker: Address;
}

/** An exact-out trade: `amountOut` of `tokenOut` is received, whatever input that takes up to the slippage limit. */
export interface SwapExactOutRequest {
  readonly chain: EvmChainInfo;
  readonly tokenIn: SwapToken;
  readonly tokenOut: SwapToken;
  /** Exact output, base units of `tokenOut`. */
  readonly amountOut: bigint;
  /** Tolerated excess over the quoted input, basis points. */
  readonly slippageBps: number;
  /** The wallet that pays and receives. */
  readonly taker: Address;
}

export interface SwapApproval {
  readonly token: Address;
  readonly spender: Address;
  /** Exactly what the swap pulls. */
  readonly amount: bigint;
}

export interface SwapQuote {
  /** `uniswap-v3`, `0x`. */
  readonly provider: string;
  readonly amountIn: bigint;
  /** Expected output, base units of `tokenOut`. */
  readonly amountOut: bigint;
  /** The least output the transaction accepts. */
  readonly minAmountOut: bigint;
  /** Present only when the wallet's current allowance is too low. */
  readonly approval?: SwapApproval;
  readonly transaction: { readonly to: Address; readonly data: Hex; readonly value: bigint };
  /** The route for people (`USDC →0.3% WETH`). */
  readonly routeLabel: string;
  readonly gasEstimate?: bigint;
}

export interface SwapExactOutQuote {
  /** `uniswap-v3`. */
  readonly provider: string;
  /** Exactly what the swap delivers, base units of `tokenOut`. */
  readonly amountOut: bigint;
  /** Expected input, base units of `tokenIn`. */
  readonly amountIn: bigint;
  /** The most input the transaction may take (and, for the native coin, the value it sends; the rest is refunded). */
  readonly maxAmountIn: bigint;
  /** Present only when the wallet's current allowance is below `maxAmountIn`. */
  readonly approval?: SwapApproval;
  readonly transaction: { readonly to: Address; readonly data: Hex; readonly value: bigint };
  readonly routeLabel: string;
  readonly gasEstimate?: bigint;
}

export interface SwapQuoter {
  /**
   * Quotes an exact-in swap for `request.taker`.
   * @throws PermanentError `NO_ROUTE` when the pair cannot be traded; TransientError when the venue is unreachable.
   */
  quote(request: SwapQuoteRequest): Promise<SwapQuote>;
  /**
   * Quotes an exact-out swap for `request.taker`. Optional: a venue that only
   * prices exact-in trades (0x) leaves it out and callers fall back to Uniswap.
   * @throws PermanentError `NO_ROUTE`, `INVALID_SLIPPAGE`; TransientError when the venue is unreachable.
   */
  quoteExactOut?(request: SwapExactOutRequest): Promise<SwapExactOutQuote>;
}
