/**
 * Candidate Uniswap V3 routes between two tokens of a chain, and the packed
 * path that `exactInput` and `quoteExactInput` take. Pure: no I/O.
 */
import { encodePacked, getAddress, type Address, type Hex } from 'viem';
import type { EvmChainInfo } from '../../../chains/chains.ts';

/** Uniswap V3's fee tiers, hundredths of a bip. */
export const feeTiers = [100, 500, 3000, 10000] as const;
/** The tier of launched tokens' pools (1.2%; the sandbox launchpad enables it), searched only for tokens the registry does not list. */
export const launchFeeTier = 12000;

/** A path through pools: `tokens[i] → tokens[i + 1]` in the pool with fee `fees[i]`. */
export interface SwapRoute {
  readonly tokens: readonly Address[];
  readonly fees: readonly number[];
}

const same = (a: Address, b: Address): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * Every single-hop route (each fee tier) and every two-hop route through
 * the chain's wrapped native token or its USD stablecoin (each pair of fee
 * tiers). Intermediates equal to either end are skipped.
 * @throws Error when both ends are the same token or the registry lacks the anchors.
 */
export function candidateRoutes(chain: EvmChainInfo, tokenIn: Address, tokenOut: Address): SwapRoute[] {
  if (same(tokenIn, tokenOut)) throw new Error(`No route from a token to itself (${tokenIn}).`);
  // A token the registry does not list may be a launched one, whose only pool is against WETH at the launch tier.
  const tiersOf = (token: Address): readonly number[] => (chain.tokens.some((t) => same(t.address, token)) ? feeTiers : [...feeTiers, launchFeeTier]);
  const [tiersIn, tiersOut] = [tiersOf(tokenIn), tiersOf(tokenOut)];
  const direct = tiersIn.length > tiersOut.length ? tiersIn : tiersOut;
  const routes: SwapRoute[] = direct.map((fee) => ({ tokens: [tokenIn, tokenOut], fees: [fee] }));
  for (const symbol of [chain.wrappedNativeSymbol, chain.usdSymbol]) {
    const middle = chain.tokens.find((t) => t.symbol === symbol)?.address;
    if (!middle) throw new Error(`The ${chain.name} registry entry lacks ${symbol}.`);
    if (same(middle, tokenIn) || same(middle, tokenOut)) continue;
    for (const first of tiersIn) for (const second of tiersOut) routes.push({ tokens: [tokenIn, middle, tokenOut], fees: [first, second] });
  }
  return routes;
}

/** The pools a route goes through, as unordered token pairs with their fee. */
export const routePools = (route: SwapRoute): Array<{ a: Address; b: Address; fee: number }> =>
  route.fees.map((fee, i) => ({ a: route.tokens[i]!, b: route.tokens[i + 1]!, fee }));

/**
 * The packed path `token (uint24 fee token)*` for `exactInput`.
 * @throws Error when there is not exactly one fee per hop.
 */
export function encodePath(tokens: readonly Address[], fees: readonly number[]): Hex {
  if (tokens.length < 2 || fees.length !== tokens.length - 1) throw new Error(`A path needs one fee per hop: ${tokens.length} tokens, ${fees.length} fees.`);
  const types: Array<'address' | 'uint24'> = [];
  const values: Array<Address | number> = [];
  tokens.forEach((token, i) => {
    types.push('address');
    values.push(getAddress(token));
    if (i < fees.length) {
      types.push('uint24');
      values.push(fees[i]!);
    }
  });
  return encodePacked(types, values);
}

/**
 * The packed path `exactOutput` and `quoteExactOutput` take: the route
 * reversed, so it starts at the token received and ends at the token paid.
 * @throws Error when there is not exactly one fee per hop.
 */
export function encodeExactOutputPath(route: SwapRoute): Hex {
  return encodePath([...route.tokens].reverse(), [...route.fees].reverse());
}

/** A route for people: `USDC →0.3% WETH →0.05% DEGEN` (symbols from the registry, else addresses). */
export function describeRoute(chain: EvmChainInfo, route: SwapRoute): string {
  const name = (address: Address) => chain.tokens.find((t) => same(t.address, address))?.symbol ?? address;
  return route.tokens.map((t, i) => (i === 0 ? name(t) : ` →${route.fees[i - 1]! / 10_000}% ${name(t)}`)).join('');
}
