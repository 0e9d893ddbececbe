/**
 * The SwapRouter02 transaction for a quoted route, and the exact approval it
 * needs. Pure: amounts, addresses and the deadline come in, calldata goes out.
 */
import { encodeFunctionData, type Address, type Hex } from 'viem';
import { PermanentError } from '../../../errors.ts';
import { erc20Abi, swapRouter02Abi } from './abis.ts';
import { encodePath, type SwapRoute } from './route.ts';
import type { SwapToken } from './swap-quoter.ts';

/** SwapRouter02's recipient placeholder for "keep the output in the router" (then unwrap it). */
export const ADDRESS_THIS: Address = '0x0000000000000000000000000000000000000002';

/** 1%: used when the person names no slippage. */
export const defaultSlippageBps = 100;

export interface SwapPlanInput {
  readonly router: Address;
  readonly route: SwapRoute;
  readonly tokenIn: SwapToken;
  readonly tokenOut: SwapToken;
  readonly amountIn: bigint;
  /** The quoted output. */
  readonly amountOut: bigint;
  readonly slippageBps: number;
  /** The wallet that receives the output. */
  readonly recipient: Address;
  /** Unix seconds; binds only the native-out multicall. */
  readonly deadline: bigint;
}

export interface SwapPlan {
  readonly to: Address;
  readonly data: Hex;
  readonly value: bigint;
  readonly amountOutMinimum: bigint;
}

/**
 * The least output accepted: `amountOut * (10000 - bps) / 10000`, rounded down.
 * @throws PermanentError `INVALID_SLIPPAGE` outside 0..5000 bps (0–50%) or for a fraction of a bp.
 */
export function minimumAmountOut(amountOut: bigint, slippageBps: number): bigint {
  checkSlippage(slippageBps);
  return (amountOut * BigInt(10_000 - slippageBps)) / 10_000n;
}

/**
 * The router call: native in sends `value` (the router wraps it, since the
 * route starts at WETH9); native out swaps to the router itself and unwraps
 * to the wallet inside `multicall(deadline, ...)`; ERC20 to ERC20 is one
 * plain call. Single-hop routes use `exactInputSingle`, longer ones `exactInput`.
 * @throws PermanentError `INVALID_SLIPPAGE`; Error for a route that does not join the two tokens.
 */
export function planSwap(input: SwapPlanInput): SwapPlan {
  const { route, tokenIn, tokenOut, amountIn } = input;
  const { first, last } = routeEnds(route, tokenIn, tokenOut);
  const amountOutMinimum = minimumAmountOut(input.amountOut, input.slippageBps);
  const swapRecipient = tokenOut.native ? ADDRESS_THIS : input.recipient;
  const swap =
    route.fees.length === 1
      ? encodeFunctionData({
          abi: swapRouter02Abi,
          functionName: 'exactInputSingle',
          args: [{ tokenIn: first, tokenOut: last, fee: route.fees[0]!, recipient: swapRecipient, amountIn, amountOutMinimum, sqrtPriceLimitX96: 0n }],
        })
      : encodeFunctionData({
          abi: swapRouter02Abi,
          functionName: 'exactInput',
          args: [{ path: encodePath(route.tokens, route.fees), recipient: swapRecipient, amountIn, amountOutMinimum }],
        });
  const data = tokenOut.native
    ? encodeFunctionData({
        abi: swapRouter02Abi,
        functionName: 'multicall',
        args: [input.deadline, [swap, encodeFunctionData({ abi: swapRouter02Abi, functionName: 'unwrapWETH9', args: [amountOutMinimum, input.recipient] })]],
      })
    : swap;
  return { to: input.router, data, value: tokenIn.native ? amountIn : 0n, amountOutMinimum };
}

/**
 * The approval a sale of an ERC20 needs: `approve(spender, amount)` for
 * exactly the amount, and only when the current allowance is lower.
 * `undefined` for the native coin or an allowance that already covers it.
 */
export function planApproval(input: {
  token: SwapToken;
  spender: Address;
  amount: bigint;
  allowance: bigint;
}): { to: Address; data: Hex; value: bigint } | undefined {
  if (input.token.native || input.allowance >= input.amount) return undefined;
  return { to: input.token.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [input.spender, input.amount] }), value: 0n };
}

/** @throws PermanentError `INVALID_SLIPPAGE` outside 0..5000 bps (0–50%) or for a fraction of a bp. */
export function checkSlippage(slippageBps: number): void {
  if (!Number.isInteger(slippageBps) || slippageBps < 0 || slippageBps > 5_000) {
    throw new PermanentError('INVALID_SLIPPAGE', `A slippage limit must be a whole number of basis points from 0 to 5000 (50%); got ${slippageBps}.`);
  }
}

/**
 * The first and last token of a route that must go from `tokenIn` to `tokenOut`.
 * @throws Error when it does not (a bug in the caller, not bad input).
 */
export function routeEnds(route: SwapRoute, tokenIn: SwapToken, tokenOut: SwapToken): { first: Address; last: Address } {
  const first = route.tokens[0]!;
  const last = route.tokens[route.tokens.length - 1]!;
  if (first.toLowerCase() !== tokenIn.address.toLowerCase() || last.toLowerCase() !== tokenOut.address.toLowerCase()) {
    throw new Error(`The route ${route.tokens.join(' → ')} does not go from ${tokenIn.symbol} to ${tokenOut.symbol}.`);
  }
  return { first, last };
}
