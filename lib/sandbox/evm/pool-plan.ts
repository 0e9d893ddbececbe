import { encodeAbiParameters, getContractAddress, keccak256, parseUnits, type Address, type Hex } from 'viem';
import type { EvmChainInfo, EvmToken } from '../../chains/chains.ts';

/**
 * Which Uniswap V3 pools the sandbox seeds on a chain, and the price math
 * (sqrtPriceX96 <-> US dollars, full-range ticks, amounts). Pure: no I/O.
 */

/** keccak256 of UniswapV3Pool's creation code: what clients use to compute pool addresses (CREATE2 from the factory). */
export const poolInitCodeHash: Hex = '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54';

/** Fee tiers (hundredths of a bip) and their tick spacing, as enabled on mainnet's factories. */
export const feeTickSpacing: Readonly<Record<number, number>> = { 100: 1, 500: 10, 3000: 60, 10000: 200 };

/** Dollars of each token per pool. Full-range liquidity this deep moves the price ~0.4% on a $10,000 trade. */
export const poolSideUsd = 5_000_000;

// No registry flag says "stablecoin" or "blue chip"; these decide fee tiers and which pools a wrapped-native price move touches.
const stableSymbols: ReadonlySet<string> = new Set(['USDC', 'USDT', 'DAI']);
const majorSymbols: ReadonlySet<string> = new Set(['WETH', 'WBTC', 'cbBTC', 'WPOL']);

/** A USD stablecoin (its price move never changes: it is the unit others are quoted in). */
export const isStablecoin = (symbol: string): boolean => stableSymbols.has(symbol);

/** A pool the sandbox seeds: tokens in Uniswap's order (token0 has the lower address). */
export interface PlannedPool {
  readonly token0: EvmToken;
  readonly token1: EvmToken;
  readonly fee: number;
  readonly tickSpacing: number;
}

const MIN_TICK = -887272;
const Q96 = 2n ** 96n;
const Q192 = 2n ** 192n;

/** The chain's wrapped native token and USD stablecoin entries. @throws Error if the registry lacks them. */
export function anchorTokens(chain: EvmChainInfo): { wrapped: EvmToken; usd: EvmToken } {
  const wrapped = chain.tokens.find((t) => t.symbol === chain.wrappedNativeSymbol);
  const usd = chain.tokens.find((t) => t.symbol === chain.usdSymbol);
  if (!wrapped || !usd) throw new Error(`The ${chain.name} registry entry lacks ${chain.wrappedNativeSymbol} or ${chain.usdSymbol}.`);
  return { wrapped, usd };
}

/**
 * Every token against the wrapped native token and against USDC (the pair
 * WETH/USDC once). 0.05% where both sides are stablecoins or majors, 0.3%
 * otherwise; the wrapped-native/USDC pair also gets a 0.3% pool, because
 * mainnet has both and clients often hard-code either.
 */
export function planPools(chain: EvmChainInfo): PlannedPool[] {
  const { wrapped, usd } = anchorTokens(chain);
  const pools: PlannedPool[] = [];
  const add = (a: EvmToken, b: EvmToken, fee: number): void => {
    const [token0, token1] = sortTokens(a, b);
    pools.push({ token0, token1, fee, tickSpacing: feeTickSpacing[fee] as number });
  };
  const feeFor = (a: EvmToken, b: EvmToken): number => (isBlueChip(a) && isBlueChip(b) ? 500 : 3000);
  add(wrapped, usd, 500);
  add(wrapped, usd, 3000);
  for (const token of chain.tokens) {
    if (token === wrapped || token === usd) continue;
    add(token, wrapped, feeFor(token, wrapped));
    add(token, usd, feeFor(token, usd));
  }
  return pools;
}

const isBlueChip = (token: EvmToken): boolean => stableSymbols.has(token.symbol) || majorSymbols.has(token.symbol);

/** Two tokens in Uniswap's order: lower address first. */
export function sortTokens(a: EvmToken, b: EvmToken): [EvmToken, EvmToken] {
  return a.address.toLowerCase() < b.address.toLowerCase() ? [a, b] : [b, a];
}

/** The pool's address, derived the way clients and the periphery contracts derive it (CREATE2 from the factory). */
export function poolAddress(factory: Address, pool: Pick<PlannedPool, 'token0' | 'token1' | 'fee'>): Address {
  const salt = keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'address' }, { type: 'uint24' }], [pool.token0.address, pool.token1.address, pool.fee]),
  );
  return getContractAddress({ opcode: 'CREATE2', from: factory, salt, bytecodeHash: poolInitCodeHash });
}

/** The lowest and highest usable ticks for a tick spacing: a full-range position. */
export function fullRangeTicks(tickSpacing: number): { tickLower: number; tickUpper: number } {
  const tickUpper = Math.floor(-MIN_TICK / tickSpacing) * tickSpacing;
  return { tickLower: -tickUpper, tickUpper };
}

/**
 * sqrtPriceX96 of a pool where token0 is worth `usd0` dollars and token1 `usd1`
 * (whole tokens): sqrt(token1 base units per token0 base unit) * 2^96.
 */
export function sqrtPriceX96FromUsd(token0: EvmToken, usd0: number, token1: EvmToken, usd1: number): bigint {
  const [n0, d0] = toRational(usd0);
  const [n1, d1] = toRational(usd1);
  const numerator = n0 * d1 * 10n ** BigInt(token1.decimals) * Q192;
  const denominator = d0 * n1 * 10n ** BigInt(token0.decimals);
  return sqrtBigInt(numerator / denominator);
}

/** Whole token1 per whole token0 at `sqrtPriceX96`. */
export function token0PriceInToken1(sqrtPriceX96: bigint, token0: EvmToken, token1: EvmToken): number {
  const ratio = Number(sqrtPriceX96) / Number(Q96);
  return ratio * ratio * 10 ** (token0.decimals - token1.decimals);
}

/** Base units of `token` worth `usd` dollars at `priceUsd` per whole token. */
export function unitsForUsd(token: EvmToken, usd: number, priceUsd: number): bigint {
  return parseUnits(plainDecimal(usd / priceUsd), token.decimals);
}

/** A number as a plain decimal string (no exponent), 15 significant digits at most. */
export function plainDecimal(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new Error(`Not a non-negative finite amount: ${value}`);
  return value.toLocaleString('en-US', { useGrouping: false, maximumSignificantDigits: 15 });
}

/** An exact fraction for a price (from its 15-significant-digit decimal). */
function toRational(value: number): [bigint, bigint] {
  if (!(value > 0)) throw new Error(`A pool price must be positive, got ${value}`);
  const [whole = '0', fraction = ''] = plainDecimal(value).split('.');
  return [BigInt(whole + fraction), 10n ** BigInt(fraction.length)];
}

/** floor(sqrt(n)) by Newton's method. */
export function sqrtBigInt(n: bigint): bigint {
  if (n < 0n) throw new Error('square root of a negative number');
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x && x * x <= n && (x + 1n) * (x + 1n) > n) return x;
    x = y;
  }
}
