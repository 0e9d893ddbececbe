/**
 * Dollars for people: 2 decimals with thousands separators ($30,012.50), or
 * 4 significant digits for amounts under a cent ($0.00001), which 2 decimals
 * would show as $0.00.
 */
export function formatUsd(usd: number): string {
  if (usd !== 0 && Math.abs(usd) < 0.01)
    return `$${Number(usd.toPrecision(4)).toLocaleString('en-US', { maximumSignificantDigits: 4, maximumFractionDigits: 20 })}`;
  return `$${usd.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
