import { describe, expect, it } from 'vitest';
import { typedDataProblem } from '../../lib/signing/typed-data-check.ts';

const A = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const permit = {
  domain: { name: 'USD Coin', version: '2', chainId: 8453, verifyingContract: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
  types: {
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  message: { owner: A, spender: A, value: '1000000', nonce: 0, deadline: '0xffffffff' },
};
const mail = {
  domain: { name: 'Ether Mail', version: '1', chainId: '0x1', salt: `0x${'ab'.repeat(32)}` },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallets', type: 'address[]' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person[2]' },
      { name: 'flags', type: 'bool' },
      { name: 'data', type: 'bytes' },
      { name: 'tag', type: 'bytes4' },
      { name: 'delta', type: 'int8' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallets: [A] },
    to: [
      { name: 'Bob', wallets: [] },
      { name: 'Eve', wallets: [A, A] },
    ],
    flags: true,
    data: '0x',
    tag: '0xdeadbeef',
    delta: -128,
  },
};
type Data = typeof mail | typeof permit;
const withMessage = (base: Data, message: Record<string, unknown>) => ({ ...base, message: { ...base.message, ...message } });

describe('typedDataProblem', () => {
  it.each([
    ['a permit', permit],
    ['nested structs, arrays, bytes and a salt', mail],
  ])('passes %s', (_name, data) => {
    expect(typedDataProblem(data)).toBeUndefined();
  });

  it.each([
    ['a uint256 given letters', withMessage(permit, { value: 'abc' }), 'typedData.message.value'],
    ['a negative uint', withMessage(permit, { nonce: -1 }), 'typedData.message.nonce'],
    ['a uint256 over 2^256 − 1', withMessage(permit, { value: (2n ** 256n).toString() }), 'typedData.message.value'],
    ['a fraction', withMessage(permit, { value: 1.5 }), 'typedData.message.value'],
    ['an int8 below −128', withMessage(mail, { delta: -129 }), 'typedData.message.delta'],
    ['bytes given "zz"', withMessage(mail, { data: 'zz' }), 'typedData.message.data'],
    ['bytes of odd length', withMessage(mail, { data: '0xabc' }), 'typedData.message.data'],
    ['a bytes4 of 3 bytes', withMessage(mail, { tag: '0xdeadbe' }), 'typedData.message.tag'],
    ['an invalid address', withMessage(permit, { owner: 'nope' }), 'typedData.message.owner'],
    ['a bad checksum', withMessage(permit, { owner: A.replace('d8dA', 'd8Da') }), 'typedData.message.owner'],
    ['a bool given a string', withMessage(mail, { flags: 'true' }), 'typedData.message.flags'],
    ['a fixed array of the wrong length', withMessage(mail, { to: [{ name: 'Bob', wallets: [] }] }), 'typedData.message.to'],
    ['a list element of the wrong type', withMessage(mail, { from: { name: 'Cow', wallets: ['0x12'] } }), 'typedData.message.from.wallets[0]'],
    ['a missing field', { ...permit, message: { owner: A, spender: A, value: '1', nonce: 0 } }, 'typedData.message.deadline'],
    ['an extra field', withMessage(permit, { extra: 1 }), 'typedData.message.extra'],
    ['a struct given a string', withMessage(mail, { from: 'Cow' }), 'typedData.message.from'],
    ['verifyingContract "nope"', { ...permit, domain: { ...permit.domain, verifyingContract: 'nope' } }, 'typedData.domain.verifyingContract'],
    ['chainId "base"', { ...permit, domain: { ...permit.domain, chainId: 'base' } }, 'typedData.domain.chainId'],
    ['a salt that is not 32 bytes', { ...mail, domain: { ...mail.domain, salt: '0x01' } }, 'typedData.domain.salt'],
    ['an unknown domain field', { ...permit, domain: { ...permit.domain, owner: A } }, 'typedData.domain.owner'],
    [
      'an EIP712Domain declaring another type',
      { ...permit, types: { ...permit.types, EIP712Domain: [{ name: 'chainId', type: 'string' }] } },
      'typedData.types.EIP712Domain[0]',
    ],
    [
      'an EIP712Domain that leaves out a field the domain has',
      { ...permit, types: { ...permit.types, EIP712Domain: [{ name: 'name', type: 'string' }] } },
      'typedData.domain.version',
    ],
    ['an undefined type', { ...permit, types: { Permit: [{ name: 'x', type: 'Thing' }] }, message: { x: 1 } }, 'typedData.types.Permit[0].type'],
    ['an invalid type name', { ...permit, types: { Permit: [{ name: 'x', type: 'uint7' }] }, message: { x: 1 } }, 'typedData.types.Permit[0].type'],
    [
      'a field named twice',
      {
        ...permit,
        types: {
          Permit: [
            { name: 'x', type: 'bool' },
            { name: 'x', type: 'bool' },
          ],
        },
        message: { x: true },
      },
      'typedData.types.Permit[1].name',
    ],
  ])('refuses %s, naming %s', (_name, data, field) => {
    const problem = typedDataProblem(data as Data);
    expect(problem?.field).toBe(field);
    expect(problem?.message).toMatch(new RegExp(`^${field.replace(/[.[\]]/g, '\\$&')}`));
  });

  it('says what the value must be', () => {
    expect(typedDataProblem(withMessage(permit, { value: 'abc' }))?.message).toMatchInlineSnapshot(
      `"typedData.message.value must be an integer (a JSON number, or a decimal or 0x-hex string) (its type is uint256); got "abc"."`,
    );
  });

  it('stops at a depth no real message reaches', () => {
    const types = { Node: [{ name: 'next', type: 'Node[]' }] };
    let message: Record<string, unknown> = { next: [] };
    for (let i = 0; i < 40; i += 1) message = { next: [message] };
    expect(typedDataProblem({ domain: {}, types, primaryType: 'Node', message })?.message).toMatch(/nests deeper than 32 levels/);
  });
});
