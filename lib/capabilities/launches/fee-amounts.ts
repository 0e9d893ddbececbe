import { formatUnits, type Address } from 'viem';
import { formatUsd } from '../../market/format-usd.ts';
import type { PriceService } from '../../market/price-service.ts';
import { launchedTokenDecimals } from './launch-deps.ts';
import type { LaunchTerms } from './launch-protocol.ts';

/** Dollars per whole WETH and per whole launched token; a token nothing prices is left out. */
export interface FeePrices {
  readonly weth?: number;
  readonly tokens: ReadonlyMap<string, number>;
}

/** Prices WETH and the given tokens on Base; a price that cannot be read is left out, never guessed. */
export async function feePrices(prices: PriceService, tokens: readonly Address[]): Promise<FeePrices> {
  const usd = (token: string) =>
    prices.usdPrice({ chain: 'base', token }).then(
      (p) => p.usd,
      () => undefined,
    );
  const [weth, ...each] = await Promise.all([usd('WETH'), ...tokens.map((t) => usd(t))]);
  const map = new Map<string, number>();
  tokens.forEach((t, i) => {
    if (each[i] !== undefined) map.set(t.toLowerCase(), each[i]!);
  });
  return { ...(weth !== undefined ? { weth } : {}), tokens: map };
}

/** Dollar value of a fee (both sides), or undefined when a side with an amount has no price. */
export function feeUsd(prices: FeePrices, token: Address, weth: bigint, tokenAmount: bigint): number | undefined {
  const tokenUsd = prices.tokens.get(token.toLowerCase());
  if ((weth > 0n && prices.weth === undefined) || (tokenAmount > 0n && tokenUsd === undefined)) return undefined;
  return Number(formatUnits(weth, 18)) * (prices.weth ?? 0) + Number(formatUnits(tokenAmount, launchedTokenDecimals)) * (tokenUsd ?? 0);
}

const withUsd = (text: string, usd: number | undefined): string =>
  usd === undefined ? `${text} (no dollar price available)` : `${text} (≈ ${formatUsd(usd)})`;

/** "0.0123 WETH + 1234.5 MCAT (≈ $45.10)". */
export function describeFee(symbol: string, weth: bigint, tokenAmount: bigint, usd: number | undefined): string {
  return withUsd(`${formatUnits(weth, 18)} WETH + ${formatUnits(tokenAmount, launchedTokenDecimals)} ${symbol}`, usd);
}

/** "1234.5 MCAT (≈ $45.10)": a token's own side, its WETH counted elsewhere. */
export function describeTokenFee(symbol: string, tokenAmount: bigint, usd: number | undefined): string {
  return withUsd(`${formatUnits(tokenAmount, launchedTokenDecimals)} ${symbol}`, usd);
}

/** "0.0123 WETH (≈ $45.10)". */
export function describeWeth(weth: bigint, usd: number | undefined): string {
  return withUsd(`${formatUnits(weth, 18)} WETH`, usd);
}

/** Basis points as a percentage: 120 → "1.2%", 5700 → "57%". */
export const percent = (bps: number): string => `${Number((bps / 100).toFixed(2))}%`;

/** "a 1.2% fee, 57% of it to you". */
export function describeTerms(terms: LaunchTerms, to = 'you'): string {
  return `a ${percent(terms.swapFeeBps)} fee, ${percent(terms.creatorShareBps)} of it to ${to}`;
}
