/**
 * The SwapRouter02 transaction for an exact-out trade on a quoted route.
 * Pure: amounts, addresses and the deadline come in, calldata goes out.
 */
import { encodeFunctionData, type Address, type Hex } from 'viem';
import { swapRouter02Abi } from './abis.ts';
import { ADDRESS_THIS, checkSlippage, routeEnds } from './plan-swap.ts';
import { encodeExactOutputPath, type SwapRoute } from './route.ts';
import type { SwapToken } from './swap-quoter.ts';

export interface ExactOutPlanInput {
  readonly router: Address;
  /** In trading order: `tokens[0]` is paid, the last token is received. */
  readonly route: SwapRoute;
  readonly tokenIn: SwapToken;
  readonly tokenOut: SwapToken;
  /** Exactly what the wallet receives. */
  readonly amountOut: bigint;
  /** The quoted input. */
  readonly amountIn: bigint;
  readonly slippageBps: number;
  /** The wallet that receives the output. */
  readonly recipient: Address;
  /** Unix seconds; binds the multicall (native in or out). */
  readonly deadline: bigint;
}

export interface ExactOutPlan {
  readonly to: Address;
  readonly data: Hex;
  readonly value: bigint;
  readonly amountInMaximum: bigint;
}

/**
 * The most input accepted: `amountIn * (10000 + bps) / 10000`, rounded up.
 * @throws PermanentError `INVALID_SLIPPAGE` outside 0..5000 bps (0–50%) or for a fraction of a bp.
 */
export function maximumAmountIn(amountIn: bigint, slippageBps: number): bigint {
  checkSlippage(slippageBps);
  const scaled = amountIn * BigInt(10_000 + slippageBps);
  return (scaled + 9_999n) / 10_000n;
}

/**
 * The router call for an exact output. Single-hop routes use
 * `exactOutputSingle`, longer ones `exactOutput` with the path reversed
 * (received token first). Native in sends `amountInMaximum` as value and
 * ends the multicall with `refundETH()`, so what the swap did not use comes
 * back; native out swaps to the router itself and unwraps exactly
 * `amountOut` to the wallet. ERC20 to ERC20 is one plain call.
 * @throws PermanentError `INVALID_SLIPPAGE`; Error for a route that does not join the two tokens.
 */
export function planExactOutSwap(input: ExactOutPlanInput): ExactOutPlan {
  const { route, tokenIn, tokenOut, amountOut } = input;
  const { first, last } = routeEnds(route, tokenIn, tokenOut);
  if (tokenIn.native && tokenOut.native) throw new Error('A swap cannot both pay and receive the native coin.');
  const amountInMaximum = maximumAmountIn(input.amountIn, input.slippageBps);
  const recipient = tokenOut.native ? ADDRESS_THIS : input.recipient;
  const swap =
    route.fees.length === 1
      ? encodeFunctionData({
          abi: swapRouter02Abi,
          functionName: 'exactOutputSingle',
          args: [{ tokenIn: first, tokenOut: last, fee: route.fees[0]!, recipient, amountOut, amountInMaximum, sqrtPriceLimitX96: 0n }],
        })
      : encodeFunctionData({
          abi: swapRouter02Abi,
          functionName: 'exactOutput',
          args: [{ path: encodeExactOutputPath(route), recipient, amountOut, amountInMaximum }],
        });
  const calls: Hex[] = [swap];
  if (tokenIn.native) calls.push(encodeFunctionData({ abi: swapRouter02Abi, functionName: 'refundETH' }));
  if (tokenOut.native) calls.push(encodeFunctionData({ abi: swapRouter02Abi, functionName: 'unwrapWETH9', args: [amountOut, input.recipient] }));
  const data = calls.length === 1 ? swap : encodeFunctionData({ abi: swapRouter02Abi, functionName: 'multicall', args: [input.deadline, calls] });
  return { to: input.router, data, value: tokenIn.native ? amountInMaximum : 0n, amountInMaximum };
}
