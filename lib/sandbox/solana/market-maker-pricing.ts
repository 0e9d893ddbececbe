/**
 * The sandbox market maker's arithmetic: exact-in output and exact-out
 * input at table prices less a spread, and the slippage bounds. Pure, in
 * base units.
 */

/** Prices become integers at this scale so the maths stays in bigint (1e-12 USD resolution). */
const PRICE_SCALE = 1e12;
const BPS = 10_000n;

/** A USD price as a scaled integer. @throws Error for a price that is not positive and finite. */
function scaledPrice(usd: number): bigint {
  if (!Number.isFinite(usd) || usd <= 0) throw new Error(`not a usable price: ${usd}`);
  const scaled = BigInt(Math.round(usd * PRICE_SCALE));
  if (scaled === 0n) throw new Error(`price ${usd} is below the market maker's resolution`);
  return scaled;
}

/** The two sides' USD prices and decimals, and the maker's spread. */
export interface MakerPair {
  readonly usdIn: number;
  readonly decimalsIn: number;
  readonly usdOut: number;
  readonly decimalsOut: number;
  readonly spreadBps: number;
}

/**
 * Output base units for `amountIn` base units: value at the input price,
 * converted at the output price, less `spreadBps`; rounded down, so the
 * maker never gives away the rounding.
 */
export function quoteExactIn(input: MakerPair & { readonly amountIn: bigint }): bigint {
  const numerator = input.amountIn * scaledPrice(input.usdIn) * 10n ** BigInt(input.decimalsOut) * (BPS - BigInt(input.spreadBps));
  const denominator = scaledPrice(input.usdOut) * 10n ** BigInt(input.decimalsIn) * BPS;
  return numerator / denominator;
}

/** `outAmount` less `slippageBps`, rounded down. */
export function minimumOut(outAmount: bigint, slippageBps: number): bigint {
  return (outAmount * (BPS - BigInt(slippageBps))) / BPS;
}

/**
 * Input base units needed to receive exactly `amountOut` base units: the
 * inverse of {@link quoteExactIn}, rounded up, so the maker never gives away
 * the rounding; `quoteExactIn` of the result is at least `amountOut`.
 */
export function quoteExactOut(input: MakerPair & { readonly amountOut: bigint }): bigint {
  const numerator = input.amountOut * scaledPrice(input.usdOut) * 10n ** BigInt(input.decimalsIn) * BPS;
  const denominator = scaledPrice(input.usdIn) * 10n ** BigInt(input.decimalsOut) * (BPS - BigInt(input.spreadBps));
  return (numerator + denominator - 1n) / denominator;
}

/** `inAmount` plus `slippageBps`, rounded up: the most an exact-out trade may take. */
export function maximumIn(inAmount: bigint, slippageBps: number): bigint {
  return (inAmount * (BPS + BigInt(slippageBps)) + BPS - 1n) / BPS;
}
