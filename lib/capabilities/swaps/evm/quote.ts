import { zeroAddress, type Address, type PublicClient } from 'viem';
import type { EvmChainInfo } from '../../../chains/chains.ts';
import { toChainError } from '../../../chains/rpc-error.ts';
import { PermanentError } from '../../../errors.ts';
import { quoterV2Abi, uniswapV3FactoryAbi } from './abis.ts';
import { candidateRoutes, encodeExactOutputPath, encodePath, routePools, type SwapRoute } from './route.ts';

export interface ExactOutRouteQuote {
  readonly route: SwapRoute;
  /** Input the route needs for the exact output, base units. */
  readonly amountIn: bigint;
  readonly gasEstimate: bigint;
}

export interface RouteQuote {
  readonly route: SwapRoute;
  readonly amountOut: bigint;
  readonly gasEstimate: bigint;
}

const poolKey = (a: Address, b: Address, fee: number): string => `${[a.toLowerCase(), b.toLowerCase()].sort().join('/')}/${fee}`;

/**
 * The best exact-in Uniswap V3 route between two tokens: the candidates
 * whose pools exist (one multicall of `getPool`) are quoted in parallel with
 * QuoterV2 over eth_call, reverting ones are dropped, and the largest output
 * wins (the fewer hops on a tie).
 * @throws PermanentError `NO_ROUTE` naming both tokens and the chain when nothing quotes; the chain's error mapping for RPC failures.
 */
export async function quoteBestRoute(
  client: PublicClient,
  chain: EvmChainInfo,
  params: { tokenIn: { symbol: string; address: Address }; tokenOut: { symbol: string; address: Address }; amountIn: bigint },
): Promise<RouteQuote> {
  const { tokenIn, tokenOut, amountIn } = params;
  const viable = await viableRoutes(client, chain, tokenIn.address, tokenOut.address);
  const quotes = await Promise.all(viable.map((route) => quoteRoute(client, chain, route, amountIn).catch(() => undefined)));
  const best = bestQuote(quotes, (q) => q.amountOut, 'larger');
  if (!best) throw noRoute(chain, tokenIn, tokenOut);
  return best;
}

/** One route's QuoterV2 quote. @throws whatever eth_call throws (a revert means no liquidity). */
async function quoteRoute(client: PublicClient, chain: EvmChainInfo, route: SwapRoute, amountIn: bigint): Promise<RouteQuote> {
  if (route.fees.length === 1) {
    const { result } = await client.simulateContract({
      address: chain.protocols.quoterV2,
      abi: quoterV2Abi,
      functionName: 'quoteExactInputSingle',
      args: [{ tokenIn: route.tokens[0]!, tokenOut: route.tokens[1]!, amountIn, fee: route.fees[0]!, sqrtPriceLimitX96: 0n }],
    });
    return { route, amountOut: result[0], gasEstimate: result[3] };
  }
  const { result } = await client.simulateContract({
    address: chain.protocols.quoterV2,
    abi: quoterV2Abi,
    functionName: 'quoteExactInput',
    args: [encodePath(route.tokens, route.fees), amountIn],
  });
  return { route, amountOut: result[0], gasEstimate: result[3] };
}

/** The candidate routes whose pools all exist (one multicall of `getPool`). */
async function viableRoutes(client: PublicClient, chain: EvmChainInfo, tokenIn: Address, tokenOut: Address): Promise<SwapRoute[]> {
  const candidates = candidateRoutes(chain, tokenIn, tokenOut);
  const pools = new Map<string, { a: Address; b: Address; fee: number }>();
  for (const route of candidates) for (const pool of routePools(route)) pools.set(poolKey(pool.a, pool.b, pool.fee), pool);
  const entries = [...pools.entries()];
  const found = await client
    .multicall({
      multicallAddress: chain.protocols.multicall3,
      allowFailure: true,
      contracts: entries.map(([, p]) => ({
        address: chain.protocols.uniswapV3Factory,
        abi: uniswapV3FactoryAbi,
        functionName: 'getPool' as const,
        args: [p.a, p.b, p.fee] as const,
      })),
    })
    .catch((error: unknown) => {
      throw toChainError(error, chain.label);
    });
  const existing = new Set(entries.filter((_, i) => found[i]?.status === 'success' && found[i]?.result !== zeroAddress).map(([key]) => key));
  return candidates.filter((route) => routePools(route).every((p) => existing.has(poolKey(p.a, p.b, p.fee))));
}

/**
 * The best exact-out Uniswap V3 route: the same candidates as the exact-in
 * search, each quoted with QuoterV2's `quoteExactOutput(Single)`; the
 * smallest input wins (the fewer hops on a tie).
 * @throws PermanentError `NO_ROUTE` when nothing quotes; the chain's error mapping for RPC failures.
 */
export async function quoteBestExactOutRoute(
  client: PublicClient,
  chain: EvmChainInfo,
  params: { tokenIn: { symbol: string; address: Address }; tokenOut: { symbol: string; address: Address }; amountOut: bigint },
): Promise<ExactOutRouteQuote> {
  const { tokenIn, tokenOut, amountOut } = params;
  const viable = await viableRoutes(client, chain, tokenIn.address, tokenOut.address);
  const quotes = await Promise.all(viable.map((route) => quoteExactOutRoute(client, chain, route, amountOut).catch(() => undefined)));
  const best = bestQuote(quotes, (q) => q.amountIn, 'smaller');
  if (!best) throw noRoute(chain, tokenIn, tokenOut);
  return best;
}

/** One route's exact-out QuoterV2 quote. @throws whatever eth_call throws (a revert means too little liquidity). */
async function quoteExactOutRoute(client: PublicClient, chain: EvmChainInfo, route: SwapRoute, amountOut: bigint): Promise<ExactOutRouteQuote> {
  if (route.fees.length === 1) {
    const { result } = await client.simulateContract({
      address: chain.protocols.quoterV2,
      abi: quoterV2Abi,
      functionName: 'quoteExactOutputSingle',
      args: [{ tokenIn: route.tokens[0]!, tokenOut: route.tokens[1]!, amount: amountOut, fee: route.fees[0]!, sqrtPriceLimitX96: 0n }],
    });
    return { route, amountIn: result[0], gasEstimate: result[3] };
  }
  const { result } = await client.simulateContract({
    address: chain.protocols.quoterV2,
    abi: quoterV2Abi,
    functionName: 'quoteExactOutput',
    args: [encodeExactOutputPath(route), amountOut],
  });
  return { route, amountIn: result[0], gasEstimate: result[3] };
}

/** No route has liquidity for the trade. */
function noRoute(chain: EvmChainInfo, tokenIn: { symbol: string; address: string }, tokenOut: { symbol: string; address: string }): PermanentError {
  return new PermanentError('NO_ROUTE', `No Uniswap route from ${tokenIn.symbol} to ${tokenOut.symbol} on ${chain.label} has liquidity for this amount.`, {
    details: { chain: chain.name, tokenIn: tokenIn.address, tokenOut: tokenOut.address },
  });
}

/** The best of the routes that quoted (a zero amount counts as no quote): the larger output or the smaller input, the fewer hops on a tie. */
function bestQuote<Q extends { route: SwapRoute }>(quotes: readonly (Q | undefined)[], amount: (q: Q) => bigint, want: 'larger' | 'smaller'): Q | undefined {
  let best: Q | undefined;
  for (const quote of quotes) {
    if (!quote || amount(quote) === 0n) continue;
    const [a, b] = best ? [amount(quote), amount(best)] : [0n, 0n];
    const better = !best || (want === 'larger' ? a > b : a < b) || (a === b && quote.route.fees.length < best.route.fees.length);
    if (better) best = quote;
  }
  return best;
}
