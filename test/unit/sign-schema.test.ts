import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../lib/errors.ts';
import { fromZodError } from '../../lib/errors.ts';
import { normaliseSignBody, SignRequestSchema, signatureTypes } from '../../lib/signing/sign-schema.ts';

const to = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const typedData = {
  domain: { name: 'Ether Mail', version: '1', chainId: 8453 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hello' },
};

const issuesOf = (body: unknown) => {
  const result = SignRequestSchema.safeParse(body);
  if (result.success) throw new Error(`expected ${JSON.stringify(body)} to be rejected`);
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

const errorFor = (body: unknown) => {
  const result = SignRequestSchema.safeParse(normaliseSignBody(body));
  if (result.success) throw new Error('expected a failure');
  return fromZodError(result.error);
};

describe('SignRequestSchema: the three types', () => {
  it('lists the three types', () => {
    expect(signatureTypes).toStrictEqual(['personal_sign', 'eth_signTypedData_v4', 'eth_signTransaction']);
  });

  it('parses personal_sign', () => {
    expect(SignRequestSchema.parse({ type: 'personal_sign', message: 'hello' })).toStrictEqual({ type: 'personal_sign', message: 'hello' });
  });

  it('parses eth_signTypedData_v4 with an object', () => {
    expect(SignRequestSchema.parse({ type: 'eth_signTypedData_v4', typedData })).toStrictEqual({ type: 'eth_signTypedData_v4', typedData });
  });

  it('parses eth_signTypedData_v4 with typedData as a JSON string', () => {
    expect(SignRequestSchema.parse({ type: 'eth_signTypedData_v4', typedData: JSON.stringify(typedData) })).toStrictEqual({
      type: 'eth_signTypedData_v4',
      typedData,
    });
  });

  it('parses eth_signTransaction through the transaction schema', () => {
    expect(SignRequestSchema.parse({ type: 'eth_signTransaction', transaction: { to: to.toLowerCase(), chainId: '0x2105', value: '0x1' } })).toStrictEqual({
      type: 'eth_signTransaction',
      transaction: { to, chainId: 8453, value: 1n },
    });
  });
});

describe('normaliseSignBody', () => {
  it('copies signatureType into type', () => {
    expect(normaliseSignBody({ signatureType: 'personal_sign', message: 'hi' })).toStrictEqual({
      signatureType: 'personal_sign',
      type: 'personal_sign',
      message: 'hi',
    });
  });

  it('lets the alias parse', () => {
    expect(SignRequestSchema.parse(normaliseSignBody({ signatureType: 'personal_sign', message: 'hi' }))).toStrictEqual({
      type: 'personal_sign',
      message: 'hi',
    });
  });

  it('prefers type when both are given', () => {
    expect(normaliseSignBody({ type: 'personal_sign', signatureType: 'eth_signTransaction', message: 'hi' })).toMatchObject({ type: 'personal_sign' });
  });

  it('returns a body without the alias unchanged', () => {
    const body = { type: 'personal_sign', message: 'hi' };
    expect(normaliseSignBody(body)).toBe(body);
  });

  it.each([null, undefined, 'text', 5, [{ signatureType: 'personal_sign' }]])('passes %j through', (body) => {
    expect(normaliseSignBody(body)).toBe(body);
  });
});

describe('SignRequestSchema: rejected bodies', () => {
  it.each([
    { name: 'a missing message', body: { type: 'personal_sign' }, path: 'message', message: 'message is required (plain text)' },
    { name: 'a numeric message', body: { type: 'personal_sign', message: 42 }, path: 'message', message: 'message is required (plain text)' },
    { name: 'an empty message', body: { type: 'personal_sign', message: '' }, path: 'message', message: 'message must not be empty' },
    {
      name: 'a primaryType not in types',
      body: { type: 'eth_signTypedData_v4', typedData: { ...typedData, primaryType: 'Person' } },
      path: 'typedData.primaryType',
      message: 'typedData.primaryType must name an entry of typedData.types',
    },
    {
      name: 'a primaryType naming an Object.prototype member',
      body: { type: 'eth_signTypedData_v4', typedData: { ...typedData, primaryType: 'toString' } },
      path: 'typedData.primaryType',
      message: 'typedData.primaryType must name an entry of typedData.types',
    },
    {
      name: 'a missing typedData',
      body: { type: 'eth_signTypedData_v4' },
      path: 'typedData',
      message: 'typedData is required: { domain, types, primaryType, message }',
    },
    {
      name: 'typedData as a string that is not JSON',
      body: { type: 'eth_signTypedData_v4', typedData: '{"domain":' },
      path: 'typedData',
      message: 'typedData is required: { domain, types, primaryType, message }',
    },
    {
      name: 'a missing domain',
      body: { type: 'eth_signTypedData_v4', typedData: { ...typedData, domain: undefined } },
      path: 'typedData.domain',
      message: 'typedData.domain must be an object',
    },
    {
      name: 'types that are not lists of fields',
      body: { type: 'eth_signTypedData_v4', typedData: { ...typedData, types: { Mail: 'string contents' } } },
      path: 'typedData.types.Mail',
      message: 'each entry of typedData.types must be a list of { name, type }',
    },
    {
      name: 'a numeric primaryType',
      body: { type: 'eth_signTypedData_v4', typedData: { ...typedData, primaryType: 1 } },
      path: 'typedData.primaryType',
      message: 'typedData.primaryType must be a string',
    },
    {
      name: 'a message that is a list',
      body: { type: 'eth_signTypedData_v4', typedData: { ...typedData, message: [] } },
      path: 'typedData.message',
      message: 'typedData.message must be an object',
    },
    {
      name: 'a bad transaction field',
      body: { type: 'eth_signTransaction', transaction: { to, chainId: 1, value: '0.1' } },
      path: 'transaction.value',
      message: 'value is in base units (wei) and takes a whole number; 0.1 has a decimal point',
    },
    {
      name: 'an unknown type',
      body: { type: 'eth_sign', message: 'hi' },
      path: 'type',
      message: 'type must be one of personal_sign, eth_signTypedData_v4, eth_signTransaction',
    },
    {
      name: 'no type at all',
      body: { message: 'hi' },
      path: 'type',
      message: 'type must be one of personal_sign, eth_signTypedData_v4, eth_signTransaction',
    },
  ])('rejects $name at $path', ({ body, path, message }) => {
    expect(issuesOf(body)[0]).toStrictEqual({ path, message });
  });

  it('rejects a missing transaction at transaction', () => {
    expect(issuesOf({ type: 'eth_signTransaction' })[0]?.path).toBe('transaction');
  });

  it('rejects an unknown signatureType alias at type', () => {
    expect(issuesOf(normaliseSignBody({ signatureType: 'eth_sign', message: 'hi' }))[0]?.path).toBe('type');
  });
});

describe('fromZodError on a sign body', () => {
  it('is a BadRequestError naming the field', () => {
    const error = errorFor({ type: 'personal_sign', message: '' });
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.message).toMatchInlineSnapshot(`"Invalid message: message must not be empty."`);
  });

  it('names the nested typed-data field', () => {
    expect(errorFor({ type: 'eth_signTypedData_v4', typedData: { ...typedData, primaryType: 'Person' } }).message).toMatchInlineSnapshot(
      `"Invalid typedData.primaryType: typedData.primaryType must name an entry of typedData.types."`,
    );
  });

  it('names type for an unknown signatureType', () => {
    const error = errorFor({ signatureType: 'eth_sign', message: 'hi' });
    expect(error.message).toMatchInlineSnapshot(`"Invalid type: type must be one of personal_sign, eth_signTypedData_v4, eth_signTransaction."`);
    expect(error.details?.field).toBe('type');
  });

  it('names the nested transaction field', () => {
    expect(errorFor({ type: 'eth_signTransaction', transaction: { to, chainId: 1, gasPrice: '0x1', maxFeePerGas: '0x1' } }).message).toMatchInlineSnapshot(
      `"Invalid transaction.gasPrice: give either gasPrice (legacy) or maxFeePerGas/maxPriorityFeePerGas (EIP-1559), not both."`,
    );
  });
});
