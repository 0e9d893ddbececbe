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
