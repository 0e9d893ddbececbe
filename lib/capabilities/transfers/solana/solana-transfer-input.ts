/**
 * The pure part of a Solana transfer: which token, which recipient, how many
 * base units. No I/O; every rejection is a PermanentError a person can act on.
 */
import { PublicKey } from '@solana/web3.js';
import { PermanentError } from '../../../errors.ts';
import { findSolanaToken, solanaChain, type SolanaToken } from '../../../chains/chains.ts';

/** The token to send: native SOL, a registry token, or a mint outside the registry (read from chain). */
export type SolanaTokenRef =
  | { readonly kind: 'native'; readonly symbol: 'SOL'; readonly decimals: 9 }
  | { readonly kind: 'registry'; readonly token: SolanaToken }
  | { readonly kind: 'mint'; readonly mint: PublicKey };

const U64_MAX = (1n << 64n) - 1n;

/**
 * Resolves `SOL`, a registry symbol (any case) or a mint.
 * @throws PermanentError `UNKNOWN_TOKEN` naming the tokens there are.
 */
export function resolveSolanaToken(token: string): SolanaTokenRef {
  const text = token.trim();
  if (text.toUpperCase() === 'SOL' || text === 'So11111111111111111111111111111111111111112') return { kind: 'native', symbol: 'SOL', decimals: 9 };
  const known = findSolanaToken(text);
  if (known) return { kind: 'registry', token: known };
  const mint = tryPublicKey(text);
  if (mint) return { kind: 'mint', mint };
  const symbols = ['SOL', ...solanaChain.tokens.map((t) => t.symbol)].join(', ');
  throw new PermanentError('UNKNOWN_TOKEN', `I don't know the Solana token "${text}". Known tokens: ${symbols}; or give the token's mint address.`, {
    details: { field: 'token' },
  });
}

/**
 * Parses a base58 recipient.
 * @throws PermanentError `INVALID_RECIPIENT` for anything that is not a 32-byte base58 public key.
 */
export function parseSolanaRecipient(to: string): PublicKey {
  const key = tryPublicKey(to.trim());
  if (!key) {
    throw new PermanentError('INVALID_RECIPIENT', `"${to}" is not a valid Solana address (a base58 public key of 32 bytes); check it and try again.`, {
      details: { field: 'to' },
    });
  }
  return key;
}

/**
 * Converts a decimal amount to base units, exactly. Trailing zeros past the
 * token's decimals are allowed (the value is still exact); other digits are not.
 * @throws PermanentError `INVALID_AMOUNT` (not a plain decimal, zero, beyond u64), `TOO_MANY_DECIMALS`.
 */
export function toBaseUnits(amount: string, decimals: number, symbol: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) {
    throw new PermanentError('INVALID_AMOUNT', `"${amount}" is not an amount; write it as a plain decimal number like 1.5.`, { details: { field: 'amount' } });
  }
  const whole = match[1]!;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) {
    throw new PermanentError(
      'TOO_MANY_DECIMALS',
      `${symbol} has ${decimals} decimals, so ${amount} ${symbol} cannot be sent exactly; round it to at most ${decimals} decimals.`,
      {
        details: { field: 'amount', decimals },
      },
    );
  }
  const units = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (units === 0n) throw new PermanentError('INVALID_AMOUNT', 'The amount to send must be more than zero.', { details: { field: 'amount' } });
  if (units > U64_MAX)
    throw new PermanentError('INVALID_AMOUNT', `${amount} ${symbol} is more than any Solana account can hold.`, { details: { field: 'amount' } });
  return units;
}

/** Base units as a decimal string without trailing zeros ("1.5", "0.000005"). */
export function formatBaseUnits(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

function tryPublicKey(text: string): PublicKey | undefined {
  // new PublicKey also takes arrays and numbers; only base58 text of the right length is an address.
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text)) return undefined;
  try {
    return new PublicKey(text);
  } catch {
    return undefined;
  }
}
