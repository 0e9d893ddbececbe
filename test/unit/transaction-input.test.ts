import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../lib/errors.ts';
import { fromZodError } from '../../lib/errors.ts';
import { TransactionInputSchema, toViemRequest } from '../../lib/transactions/transaction-input.ts';

const lower = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045';
const checksummed = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
/** The checksummed address with one letter's case flipped. */
const badChecksum = '0xD8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

const issuesOf = (input: unknown) => {
  const result = TransactionInputSchema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

const firstIssue = (input: unknown) => issuesOf(input)[0];

describe('TransactionInputSchema: accepted input', () => {
  it('parses a full EIP-1559 transaction into bigints', () => {
    expect(
      TransactionInputSchema.parse({
        to: checksummed,
        data: '0xa9059cbb',
        value: '0xde0b6b3a7640000',
        chainId: 8453,
        gas: 21000,
        maxFeePerGas: '0x3b9aca00',
        maxPriorityFeePerGas: 1,
        nonce: '0x7',
      }),
    ).toStrictEqual({
      to: checksummed,
      data: '0xa9059cbb',
      value: 10n ** 18n,
      chainId: 8453,
      gas: 21000n,
      maxFeePerGas: 1_000_000_000n,
      maxPriorityFeePerGas: 1n,
      nonce: 7n,
    });
  });

  it('parses a legacy transaction with gasPrice', () => {
    expect(TransactionInputSchema.parse({ to: checksummed, chainId: 1, gasPrice: '0x1' }).gasPrice).toBe(1n);
  });

  it.each([
    { chainId: 8453, expected: 8453 },
    { chainId: '0x2105', expected: 8453 },
    { chainId: '8453', expected: 8453 },
    { chainId: '0x1', expected: 1 },
  ])('reads chainId $chainId as $expected', ({ chainId, expected }) => {
    expect(TransactionInputSchema.parse({ to: checksummed, chainId }).chainId).toBe(expected);
  });

  it.each([
    { value: '0x0', expected: 0n },
    { value: '0xFF', expected: 255n },
    { value: 0, expected: 0n },
    { value: Number.MAX_SAFE_INTEGER, expected: 9_007_199_254_740_991n },
    { value: `0x${'f'.repeat(64)}`, expected: 2n ** 256n - 1n },
    // As the published client sends `--value <wei>`: decimal digits are wei.
    { value: '1', expected: 1n },
    { value: '100000000000000000', expected: 100_000_000_000_000_000n },
    { value: (2n ** 256n - 1n).toString(), expected: 2n ** 256n - 1n },
  ])('reads value $value as $expected', ({ value, expected }) => {
    expect(TransactionInputSchema.parse({ to: checksummed, chainId: 1, value }).value).toBe(expected);
  });

  it('reads gas and a nonce given as decimal digits', () => {
    expect(TransactionInputSchema.parse({ to: checksummed, chainId: 1, gas: '21000', nonce: '7' })).toMatchObject({ gas: 21_000n, nonce: 7n });
  });

  it('accepts a lowercase address and returns it checksummed', () => {
    expect(TransactionInputSchema.parse({ to: lower, chainId: 1 }).to).toBe(checksummed);
  });

  it('accepts "0x" as empty data', () => {
    expect(TransactionInputSchema.parse({ to: checksummed, chainId: 1, data: '0x' }).data).toBe('0x');
  });

  it('drops unknown fields', () => {
    expect(TransactionInputSchema.parse({ to: checksummed, chainId: 1, comment: 'rent' })).toStrictEqual({ to: checksummed, chainId: 1 });
  });

  it('keeps from, checksummed, for the wallet check that refuses any other sender', () => {
    expect(TransactionInputSchema.parse({ to: checksummed, chainId: 1, from: lower })).toStrictEqual({ to: checksummed, chainId: 1, from: checksummed });
  });
});

describe('TransactionInputSchema: rejected input', () => {
  it.each([
    {
      name: 'a bad EIP-55 checksum',
      input: { to: badChecksum, chainId: 1 },
      path: 'to',
      message: 'to has an invalid EIP-55 checksum (use all lowercase, or the checksummed form)',
    },
    {
      name: 'an all-uppercase address',
      input: { to: lower.toUpperCase().replace('0X', '0x'), chainId: 1 },
      path: 'to',
      message: 'to has an invalid EIP-55 checksum (use all lowercase, or the checksummed form)',
    },
    { name: 'a short address', input: { to: '0x1234', chainId: 1 }, path: 'to', message: 'to must be a 20-byte 0x address' },
    { name: 'an ENS name', input: { to: 'vitalik.eth', chainId: 1 }, path: 'to', message: 'to must be a 20-byte 0x address' },
    { name: 'a missing to', input: { chainId: 1 }, path: 'to', message: 'to must be an address' },
    { name: 'a numeric to', input: { to: 1, chainId: 1 }, path: 'to', message: 'to must be an address' },
    {
      name: 'non-hex data',
      input: { to: lower, chainId: 1, data: '0xzz' },
      path: 'data',
      message: 'data must be 0x-prefixed hex with an even number of digits',
    },
    {
      name: 'odd-length data',
      input: { to: lower, chainId: 1, data: '0xabc' },
      path: 'data',
      message: 'data must be 0x-prefixed hex with an even number of digits',
    },
    {
      name: 'unprefixed data',
      input: { to: lower, chainId: 1, data: 'abcd' },
      path: 'data',
      message: 'data must be 0x-prefixed hex with an even number of digits',
    },
    { name: 'numeric data', input: { to: lower, chainId: 1, data: 12 }, path: 'data', message: 'data must be a 0x-prefixed hex string' },
    {
      name: 'non-hex value',
      input: { to: lower, chainId: 1, value: '0xg' },
      path: 'value',
      message: 'value must be a hex quantity like 0x0 (or a non-negative integer)',
    },
    {
      name: 'an empty hex value',
      input: { to: lower, chainId: 1, value: '0x' },
      path: 'value',
      message: 'value must be a hex quantity like 0x0 (or a non-negative integer)',
    },
    {
      name: 'a negative value',
      input: { to: lower, chainId: 1, value: -1 },
      path: 'value',
      message: 'value must be a hex quantity like 0x0 (or a non-negative integer)',
    },
    {
      name: 'a fractional value',
      input: { to: lower, chainId: 1, value: 1.5 },
      path: 'value',
      message: 'value must be a hex quantity like 0x0 (or a non-negative integer)',
    },
    {
      name: 'an unsafe integer value',
      input: { to: lower, chainId: 1, value: 2 ** 60 },
      path: 'value',
      message: 'value must be a hex quantity like 0x0 (or a non-negative integer)',
    },
    {
      name: 'a value with a decimal point (wei are whole)',
      input: { to: lower, chainId: 1, value: '0.1' },
      path: 'value',
      message: 'value is in base units (wei) and takes a whole number; 0.1 has a decimal point',
    },
    { name: 'a boolean value', input: { to: lower, chainId: 1, value: true }, path: 'value', message: 'value must be a hex quantity like 0x0' },
    {
      name: 'gasPrice with maxFeePerGas',
      input: { to: lower, chainId: 1, gasPrice: '0x1', maxFeePerGas: '0x2' },
      path: 'gasPrice',
      message: 'give either gasPrice (legacy) or maxFeePerGas/maxPriorityFeePerGas (EIP-1559), not both',
    },
    {
      name: 'gasPrice with maxPriorityFeePerGas',
      input: { to: lower, chainId: 1, gasPrice: '0x1', maxPriorityFeePerGas: '0x2' },
      path: 'gasPrice',
      message: 'give either gasPrice (legacy) or maxFeePerGas/maxPriorityFeePerGas (EIP-1559), not both',
    },
    { name: 'a missing chainId', input: { to: lower }, path: 'chainId', message: 'chainId must be a number such as 8453' },
    { name: 'a fractional chainId', input: { to: lower, chainId: 1.5 }, path: 'chainId', message: 'chainId must be a positive integer such as 8453' },
  ])('rejects $name at $path', ({ input, path, message }) => {
    expect(firstIssue(input)).toStrictEqual({ path, message });
  });

  // These get zod's default messages rather than the chainId hint; only the path is pinned.
  it.each([
    { name: 'a chain name', chainId: 'base' },
    { name: 'a zero', chainId: 0 },
    { name: 'a negative number', chainId: -1 },
  ])('rejects $name as chainId', ({ chainId }) => {
    expect(firstIssue({ to: lower, chainId })?.path).toBe('chainId');
  });

  it('a non-object is rejected as a whole', () => {
    expect(issuesOf('0x')).toStrictEqual([{ path: '', message: 'Invalid input: expected object, received string' }]);
  });
});

describe('toViemRequest', () => {
  const request = (input: Record<string, unknown>) => toViemRequest(TransactionInputSchema.parse({ to: lower, chainId: 8453, ...input }));

  it('a plain transfer has only to and a zero value', () => {
    expect(request({})).toStrictEqual({ to: checksummed, value: 0n });
  });

  it('drops "0x" data', () => {
    expect(request({ data: '0x' })).toStrictEqual({ to: checksummed, value: 0n });
  });

  it('maps every field and turns the nonce into a number', () => {
    expect(request({ data: '0xa9059cbb', value: '0x10', gas: 21000, nonce: '0x5', maxFeePerGas: '0x3b9aca00', maxPriorityFeePerGas: 1 })).toStrictEqual({
      to: checksummed,
      data: '0xa9059cbb',
      value: 16n,
      gas: 21000n,
      nonce: 5,
      maxFeePerGas: 1_000_000_000n,
      maxPriorityFeePerGas: 1n,
    });
  });

  it('keeps gasPrice for a legacy transaction', () => {
    expect(request({ gasPrice: '0x2' })).toStrictEqual({ to: checksummed, value: 0n, gasPrice: 2n });
  });

  it('keeps a zero nonce, gas and fees', () => {
    expect(request({ nonce: 0, gas: 0, maxFeePerGas: 0, maxPriorityFeePerGas: 0 })).toStrictEqual({
      to: checksummed,
      value: 0n,
      gas: 0n,
      nonce: 0,
      maxFeePerGas: 0n,
      maxPriorityFeePerGas: 0n,
    });
  });
});

describe('fromZodError on a transaction', () => {
  const errorFor = (input: unknown) => {
    const result = TransactionInputSchema.safeParse(input);
    if (result.success) throw new Error('expected a failure');
    return fromZodError(result.error);
  };

  it('is a 400 INVALID_REQUEST naming the first offending field', () => {
    const error = errorFor({ to: badChecksum, chainId: 1 });
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('INVALID_REQUEST');
    expect(error.message).toMatchInlineSnapshot(`"Invalid to: to has an invalid EIP-55 checksum (use all lowercase, or the checksummed form)."`);
    expect(error.details).toMatchInlineSnapshot(`
      {
        "field": "to",
        "issues": [
          {
            "message": "to has an invalid EIP-55 checksum (use all lowercase, or the checksummed form)",
            "path": "to",
          },
        ],
      }
    `);
  });

  it('names the root when the body itself is wrong', () => {
    expect(errorFor(null).message).toMatchInlineSnapshot(`"Invalid body: Invalid input: expected object, received null."`);
  });

  it('names a custom root', () => {
    const result = TransactionInputSchema.safeParse(undefined);
    if (result.success) throw new Error('expected a failure');
    expect(fromZodError(result.error, 'transaction').details?.field).toBe('transaction');
  });
});
