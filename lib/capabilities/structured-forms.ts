import type { StructuredFields } from './capability.ts';

/** Helpers the capabilities' structured forms share (see `StructuredForm` in capability.ts). */

/** " on base and polygon", or nothing when no chain is named. */
export const onChains = (fields: StructuredFields): string => (fields.chains.length > 0 ? ` on ${fields.chains.join(' and ')}` : '');

/** " slippage 30 bps", " slippage 0.5%", or nothing. */
export const slippageText = (fields: StructuredFields): string =>
  fields.slippageBps !== undefined
    ? ` slippage ${fields.slippageBps} bps`
    : fields.slippage !== undefined
      ? ` slippage ${fields.slippage.replace(/%?$/, '%')}`
      : '';

/** How much of `of`, as a sentence says it: "$25 of ETH", "all my ETH", "50% of my ETH", "0.1 ETH". */
export function amountText(fields: StructuredFields, of: string): string {
  if (fields.usd !== undefined) return `$${fields.usd} of ${of}`;
  const a = fields.amount;
  if (a === undefined) return of;
  if (/^(?:all|max|100%)$/i.test(a)) return `all my ${of}`;
  if (/%$/.test(a)) return `${a} of my ${of}`;
  return `${a} ${of}`;
}

/** A trade's parts, each left out when not given (the reader then asks for it). */
export interface TradeParts {
  readonly side: 'buy' | 'sell';
  readonly tokenIn?: string | undefined;
  readonly tokenOut?: string | undefined;
  /** At most one of the three amounts. */
  readonly amountIn?: string | undefined;
  readonly amountOut?: string | undefined;
  readonly usd?: string | undefined;
}

/** A trade as a sentence says it: "buy 0.5 ETH with USDC", "buy ETH with 1000 USDC", "sell 3 SOL for USDC", "sell all my SOL for USDC". */
export function tradeText(parts: TradeParts): string {
  const { side, tokenIn, tokenOut, amountIn, amountOut, usd } = parts;
  const of = (amount: string | undefined, token: string | undefined) =>
    amount === undefined ? (token ?? '') : /^(?:all|max)$/i.test(amount) ? `all my ${token ?? ''}` : `${amount} ${token ?? ''}`;
  if (side === 'buy') {
    const bought = usd !== undefined ? `$${usd} of ${tokenOut ?? ''}` : of(amountOut, tokenOut);
    const paid = tokenIn !== undefined ? ` with ${of(amountIn, tokenIn)}` : '';
    return `buy ${bought.trim()}${paid}`;
  }
  const sold = usd !== undefined ? `$${usd} of ${tokenIn ?? ''}` : of(amountIn, tokenIn);
  return `sell ${sold.trim()}${tokenOut !== undefined ? ` for ${of(amountOut, tokenOut)}` : ''}`;
}
