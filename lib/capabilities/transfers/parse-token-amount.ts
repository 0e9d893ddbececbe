import { PermanentError } from '../../errors.ts';

/**
 * Converts a decimal token amount to base units exactly (never rounded):
 * trailing zeros beyond the token's decimals are fine, other digits are not.
 * @throws PermanentError `INVALID_AMOUNT` (not a plain decimal, or zero), `TOO_MANY_DECIMALS`.
 */
export function parseTokenAmount(amount: string, decimals: number, symbol: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) {
    throw new PermanentError('INVALID_AMOUNT', `"${amount}" is not an amount; write it as a plain decimal number like 1.5.`, { details: { field: 'amount' } });
  }
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) {
    throw new PermanentError(
      'TOO_MANY_DECIMALS',
      `${symbol} has ${decimals} decimals, so ${amount} ${symbol} cannot be used exactly; round it to at most ${decimals} decimals.`,
      {
        details: { field: 'amount', decimals },
      },
    );
  }
  const units = BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (units === 0n) throw new PermanentError('INVALID_AMOUNT', 'The amount must be more than zero.', { details: { field: 'amount' } });
  return units;
}
