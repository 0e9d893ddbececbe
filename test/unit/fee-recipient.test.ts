import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { FeeRecipientRefSchema, resolveFeeRecipient, type EnsResolver } from '../../lib/capabilities/launches/fee-recipient.ts';
import { LaunchIntentSchema } from '../../lib/capabilities/launches/intent.ts';

const vitalik: Address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
/** A resolver that knows one name, and fails for a name that stands for a chain without an ENS registry (the sandbox). */
const ens: EnsResolver = async (name) => {
  if (name === 'vitalik.eth') return vitalik;
  if (name === 'zero.eth') return '0x0000000000000000000000000000000000000000';
  if (name === 'sandbox.eth') throw new Error('Chain "Ethereum" does not support contract "ensUniversalResolver".');
  return null;
};

describe('resolveFeeRecipient', () => {
  it.each([
    ['wallet, checksummed', 'wallet', vitalik],
    ['wallet, lower-case', 'wallet', vitalik.toLowerCase()],
    ['wallet, padded', 'wallet', `  ${vitalik} `],
    ['an address given as ens', 'ens', vitalik.toLowerCase()],
    ['an address given as an x handle', 'x', vitalik],
    ['an address given as a farcaster handle', 'farcaster', vitalik.toLowerCase()],
    ['an ENS name', 'ens', 'vitalik.eth'],
    ['an ENS name, normalized first', 'ens', 'Vitalik.ETH'],
    ['a type in capitals', 'WALLET', vitalik],
  ])('%s → the checksummed address', async (_, type, value) => {
    expect(await resolveFeeRecipient({ type, value }, ens)).toBe(vitalik);
  });

  it.each([
    [
      'the zero address',
      'wallet',
      '0x0000000000000000000000000000000000000000',
      'INVALID_ADDRESS',
      'The fee recipient cannot be the zero address: fees sent there are lost for good.',
    ],
    [
      'a bad checksum',
      'wallet',
      '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96046',
      'INVALID_ADDRESS',
      'The fee recipient 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96046 fails its checksum: copy the address again.',
    ],
    ['a short wallet', 'wallet', '0x1234', 'INVALID_ADDRESS', '"0x1234" is not a wallet address: pass a 0x address of 40 hex characters as the fee recipient.'],
    [
      'an ENS name without an address',
      'ens',
      'nobody.eth',
      'FEE_RECIPIENT_UNRESOLVED',
      'The ENS name nobody.eth resolves to no address: set its address record, or pass the wallet address (--fee 0x… --fee-type wallet).',
    ],
    [
      'an ENS name resolving to the zero address',
      'ens',
      'zero.eth',
      'FEE_RECIPIENT_UNRESOLVED',
      'The ENS name zero.eth resolves to no address: set its address record, or pass the wallet address (--fee 0x… --fee-type wallet).',
    ],
    [
      'an ENS name on a chain without a registry',
      'ens',
      'sandbox.eth',
      'FEE_RECIPIENT_UNRESOLVED',
      'The ENS name sandbox.eth could not be resolved here: pass its wallet address instead (--fee 0x… --fee-type wallet).',
    ],
    [
      'an ENS name with a disallowed character',
      'ens',
      'vita_lik!.eth',
      'FEE_RECIPIENT_UNRESOLVED',
      '"vita_lik!.eth" is not an ENS name (like vitalik.eth): pass an ENS name or a 0x wallet address.',
    ],
    [
      'not an ENS name',
      'ens',
      'vitalik',
      'FEE_RECIPIENT_UNRESOLVED',
      '"vitalik" is not an ENS name (like vitalik.eth): pass an ENS name or a 0x wallet address.',
    ],
    [
      'an X handle',
      'x',
      '@jack',
      'FEE_RECIPIENT_UNSUPPORTED',
      'Purser cannot map X handles to wallets, so @jack cannot receive the fees: pass the wallet address instead (--fee 0x… --fee-type wallet).',
    ],
    [
      'a Farcaster handle',
      'farcaster',
      'dwr',
      'FEE_RECIPIENT_UNSUPPORTED',
      'Purser cannot map Farcaster handles to wallets, so dwr cannot receive the fees: pass the wallet address instead (--fee 0x… --fee-type wallet).',
    ],
    [
      'an unknown type',
      'email',
      'a@b.c',
      'FEE_RECIPIENT_UNSUPPORTED',
      'Unknown fee recipient type "email": use wallet (a 0x address) or ens (a name like vitalik.eth).',
    ],
  ])('refuses %s with a 400', async (_, type, value, code, message) => {
    await expect(resolveFeeRecipient({ type, value }, ens)).rejects.toMatchObject({ code, message, status: 400 });
  });

  it('does not ask the resolver about an address or a handle', async () => {
    const asked: string[] = [];
    const spy: EnsResolver = async (name) => {
      asked.push(name);
      return vitalik;
    };
    await resolveFeeRecipient({ type: 'wallet', value: vitalik }, spy);
    await resolveFeeRecipient({ type: 'x', value: '@jack' }, spy).catch(() => undefined);
    expect(asked).toEqual([]);
  });
});

describe('FeeRecipientRefSchema', () => {
  it.each([
    [{ type: 'wallet', value: vitalik }, true],
    [{ type: 'ens', value: ' vitalik.eth ' }, true],
    [{ type: 'x', value: '@jack' }, true],
    [{ type: 'email', value: 'a@b.c' }, false],
    [{ type: 'wallet', value: '' }, false],
  ])('%o → valid: %s', (ref, valid) => {
    expect(FeeRecipientRefSchema.safeParse(ref).success).toBe(valid);
  });
});

describe('LaunchIntentSchema feeRecipient', () => {
  const launch = { kind: 'launch', chain: 'base', name: 'Moon Cat', symbol: 'MCAT' };
  it.each([
    ['absent', undefined, true],
    ['checksummed', vitalik, true],
    ['lower-case', vitalik.toLowerCase(), true],
    ['a bad checksum', '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96046', false],
    ['the zero address', '0x0000000000000000000000000000000000000000', false],
    ['an ENS name (resolved before the intent)', 'vitalik.eth', false],
    ['a handle', '@jack', false],
  ])('%s → valid: %s', (_, feeRecipient, valid) => {
    expect(LaunchIntentSchema.safeParse({ ...launch, ...(feeRecipient === undefined ? {} : { feeRecipient }) }).success).toBe(valid);
  });
});
