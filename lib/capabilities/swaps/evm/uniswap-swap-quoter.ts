import type { Address, PublicClient } from 'viem';
import type { EvmChainInfo } from '../../../chains/chains.ts';
import { toChainError } from '../../../chains/rpc-error.ts';
import { erc20Abi } from './abis.ts';
import { planExactOutSwap } from './plan-exact-out.ts';
import { planSwap } from './plan-swap.ts';
import { quoteBestExactOutRoute, quoteBestRoute } from './quote.ts';
import { describeRoute } from './route.ts';
import type { SwapQuoter, SwapToken } from './swap-quoter.ts';

/** How long a swap's multicall (native in or out) stays valid after its quote, seconds. */
const deadlineSeconds = 1_200n;

/**
 * Uniswap V3 behind the swap port: the best QuoterV2 route, the wallet's
 * allowance to SwapRouter02, and the router call, for exact-in and
 * exact-out trades. The deadline is counted
 * from the chain's latest block, not the local clock (the sandbox's clock can
 * be moved).
 */
export function uniswapSwapQuoter(client: PublicClient): SwapQuoter {
  return {
    async quote(request) {
      const { chain, tokenIn, tokenOut, amountIn, taker } = request;
      const router = chain.protocols.swapRouter02;
      const [best, { allowance, block }] = await Promise.all([
        quoteBestRoute(client, chain, { tokenIn, tokenOut, amountIn }),
        readAllowanceAndHead(client, chain, tokenIn, taker),
      ]);
      const plan = planSwap({
        router,
        route: best.route,
        tokenIn,
        tokenOut,
        amountIn,
        amountOut: best.amountOut,
        slippageBps: request.slippageBps,
        recipient: taker,
        deadline: block.timestamp + deadlineSeconds,
      });
      return {
        provider: 'uniswap-v3',
        amountIn,
        amountOut: best.amountOut,
        minAmountOut: plan.amountOutMinimum,
        ...(allowance !== undefined && allowance < amountIn ? { approval: { token: tokenIn.address, spender: router, amount: amountIn } } : {}),
        transaction: { to: plan.to, data: plan.data, value: plan.value },
        routeLabel: describeRoute(chain, best.route),
        gasEstimate: best.gasEstimate,
      };
    },

    async quoteExactOut(request) {
      const { chain, tokenIn, tokenOut, amountOut, taker } = request;
      const router = chain.protocols.swapRouter02;
      const [best, { allowance, block }] = await Promise.all([
        quoteBestExactOutRoute(client, chain, { tokenIn, tokenOut, amountOut }),
        readAllowanceAndHead(client, chain, tokenIn, taker),
      ]);
      const plan = planExactOutSwap({
        router,
        route: best.route,
        tokenIn,
        tokenOut,
        amountOut,
        amountIn: best.amountIn,
        slippageBps: request.slippageBps,
        recipient: taker,
        deadline: block.timestamp + deadlineSeconds,
      });
      const maxAmountIn = plan.amountInMaximum;
      return {
        provider: 'uniswap-v3',
        amountOut,
        amountIn: best.amountIn,
        maxAmountIn,
        ...(allowance !== undefined && allowance < maxAmountIn ? { approval: { token: tokenIn.address, spender: router, amount: maxAmountIn } } : {}),
        transaction: { to: plan.to, data: plan.data, value: plan.value },
        routeLabel: describeRoute(chain, best.route),
        gasEstimate: best.gasEstimate,
      };
    },
  };
}

/**
 * What both quotes read beside the route: the wallet's allowance to SwapRouter02 (none for the native coin, which
 * needs no approval) and the latest block, whose timestamp the deadline counts from.
 */
async function readAllowanceAndHead(client: PublicClient, chain: EvmChainInfo, tokenIn: SwapToken, taker: Address) {
  const [allowance, block] = await Promise.all([
    tokenIn.native
      ? Promise.resolve(undefined)
      : client.readContract({ address: tokenIn.address, abi: erc20Abi, functionName: 'allowance', args: [taker, chain.protocols.swapRouter02] }),
    client.getBlock({ blockTag: 'latest' }),
  ]).catch((error: unknown) => {
    throw toChainError(error, chain.label);
  });
  return { allowance, block };
}
