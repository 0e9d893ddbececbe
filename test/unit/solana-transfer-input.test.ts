import { describe, expect, it } from 'vitest';
import { formatBaseUnits, parseSolanaRecipient, resolveSolanaToken, toBaseUnits } from '../../lib/capabilities/transfers/solana/solana-transfer-input.ts';
import { PurserError } from '../../lib/errors.ts';
import { thrown } from '../support/thrown.ts';

const refusal = (run: () => unknown): Pick<PurserError, 'code' | 'message'> => {
  const { code, message } = thrown(run, PurserError);
  return { code, message };
};

describe('toBaseUnits', () => {
  it.each([
    ['1', 9, 1_000_000_000n],
    ['1.25', 9, 1_250_000_000n],
    ['0.000000001', 9, 1n],
    ['12.5', 6, 12_500_000n],
    ['1.5000000', 6, 1_500_000n],
    ['007', 0, 7n],
    ['18446744073709551615', 0, 18_446_744_073_709_551_615n],
  ])('%s with %i decimals is %s', (amount, decimals, expected) => {
    expect(toBaseUnits(amount, decimals, 'T')).toBe(expected);
  });

  it.each([
    ['1.0000001', 6, 'TOO_MANY_DECIMALS', 'USDC has 6 decimals, so 1.0000001 USDC cannot be sent exactly; round it to at most 6 decimals.'],
    ['0', 6, 'INVALID_AMOUNT', 'The amount to send must be more than zero.'],
    ['0.000', 6, 'INVALID_AMOUNT', 'The amount to send must be more than zero.'],
    ['-1', 6, 'INVALID_AMOUNT', '"-1" is not an amount; write it as a plain decimal number like 1.5.'],
    ['1e3', 6, 'INVALID_AMOUNT', '"1e3" is not an amount; write it as a plain decimal number like 1.5.'],
    ['.5', 6, 'INVALID_AMOUNT', '".5" is not an amount; write it as a plain decimal number like 1.5.'],
    ['18446744073709.551616', 6, 'INVALID_AMOUNT', '18446744073709.551616 USDC is more than any Solana account can hold.'],
  ])('rejects %s (%i decimals) with %s', (amount, decimals, code, message) => {
    expect(refusal(() => toBaseUnits(amount, decimals, 'USDC'))).toEqual({ code, message });
  });
});

describe('formatBaseUnits', () => {
  it.each([
    [1_250_000_000n, 9, '1.25'],
    [5000n, 9, '0.000005'],
    [7n, 0, '7'],
    [2_039_280n, 9, '0.00203928'],
    [10_000_000_000n, 6, '10000'],
  ])('%s with %i decimals is %s', (units, decimals, expected) => {
    expect(formatBaseUnits(units, decimals)).toBe(expected);
  });
});

describe('resolveSolanaToken', () => {
  it.each([
    ['SOL', 'native'],
    ['sol', 'native'],
    ['So11111111111111111111111111111111111111112', 'native'],
    ['usdc', 'registry'],
    ['EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 'registry'],
    ['7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', 'mint'],
  ])('%s is a %s token', (token, kind) => {
    expect(resolveSolanaToken(token).kind).toBe(kind);
  });

  it('names the known tokens for an unknown symbol', () => {
    expect(refusal(() => resolveSolanaToken('DOGE'))).toEqual({
      code: 'UNKNOWN_TOKEN',
      message: 'I don\'t know the Solana token "DOGE". Known tokens: SOL, USDC, USDT, BONK, JUP, WIF; or give the token\'s mint address.',
    });
  });
});

describe('parseSolanaRecipient', () => {
  it('parses a base58 address', () => {
    expect(parseSolanaRecipient(' 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU ').toBase58()).toBe('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU');
  });

  it.each(['', 'hello', '0x1234567890123456789012345678901234567890', '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU1111', 'O0Il'.repeat(11)])(
    'rejects %j',
    (to) => {
      expect(refusal(() => parseSolanaRecipient(to)).code).toBe('INVALID_RECIPIENT');
    },
  );
});
