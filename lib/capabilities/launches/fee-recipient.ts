import { getAddress, isAddress, zeroAddress, type Address } from 'viem';
import { normalize } from 'viem/ens';
import * as z from 'zod';
import { BadRequestError, PurserError } from '../../errors.ts';

/** How the published client names a launch's fee recipient (`bankr launch --fee <value> --fee-type <type>`), as its request carries it. */
export const FeeRecipientRefSchema = z
  .strictObject({
    type: z.enum(['wallet', 'ens', 'x', 'farcaster']).describe('What `value` is: a wallet address, an ENS name, an X or a Farcaster handle.'),
    value: z.string().trim().min(1).max(255).describe('The 0x address, ENS name (vitalik.eth) or handle.'),
  })
  .describe("Who earns the launch's creator fees instead of the caller. Only wallet addresses and ENS names can be resolved.");

/** A fee recipient as named; `type` beyond the client's four is refused by `resolveFeeRecipient`. */
export interface FeeRecipientRef {
  readonly type: string;
  readonly value: string;
}

/** Resolves a normalized ENS name to its address (Ethereum's `getEnsAddress`), or null when it has none. */
export type EnsResolver = (name: string) => Promise<Address | null | undefined>;

const addressPattern = /^0x[0-9a-fA-F]{40}$/;

/**
 * The wallet a launch's creator fees go to, from the client's `--fee` and
 * `--fee-type`. A 0x address is taken as it is, whatever the type (a social
 * handle is never 42 hex characters, so it cannot be one); an ENS name goes
 * through `resolveEns`; an X or Farcaster handle is refused, since Purser
 * has no way to map a handle to a wallet. Pure but for the resolver.
 * @returns the checksummed address.
 * @throws BadRequestError `INVALID_ADDRESS` for a bad checksum, the zero address or a malformed wallet;
 *   `FEE_RECIPIENT_UNRESOLVED` when the ENS name resolves to nothing (or cannot be resolved);
 *   `FEE_RECIPIENT_UNSUPPORTED` for a social handle or an unknown type.
 */
export async function resolveFeeRecipient(ref: FeeRecipientRef, resolveEns: EnsResolver): Promise<Address> {
  const value = ref.value.trim();
  const type = ref.type.trim().toLowerCase();
  if (addressPattern.test(value) || type === 'wallet') return walletAddress(value);
  if (type === 'ens') {
    const name = ensName(value);
    if (!name) {
      throw new BadRequestError('FEE_RECIPIENT_UNRESOLVED', `"${value}" is not an ENS name (like vitalik.eth): pass an ENS name or a 0x wallet address.`);
    }
    const resolved = await resolveEns(name).catch((error: unknown) => {
      if (error instanceof PurserError) throw error;
      throw new BadRequestError(
        'FEE_RECIPIENT_UNRESOLVED',
        `The ENS name ${value} could not be resolved here: pass its wallet address instead (--fee 0x… --fee-type wallet).`,
        { cause: error, details: { name: value } },
      );
    });
    if (!resolved || resolved.toLowerCase() === zeroAddress) {
      throw new BadRequestError(
        'FEE_RECIPIENT_UNRESOLVED',
        `The ENS name ${value} resolves to no address: set its address record, or pass the wallet address (--fee 0x… --fee-type wallet).`,
        { details: { name: value } },
      );
    }
    return walletAddress(resolved);
  }
  if (type === 'x' || type === 'farcaster') {
    throw new BadRequestError(
      'FEE_RECIPIENT_UNSUPPORTED',
      `Purser cannot map ${type === 'x' ? 'X' : 'Farcaster'} handles to wallets, so ${value} cannot receive the fees: pass the wallet address instead (--fee 0x… --fee-type wallet).`,
      { details: { type, value } },
    );
  }
  throw new BadRequestError(
    'FEE_RECIPIENT_UNSUPPORTED',
    `Unknown fee recipient type "${ref.type}": use wallet (a 0x address) or ens (a name like vitalik.eth).`,
    { details: { type: ref.type } },
  );
}

/** The normalized name (ENSIP-15, as `getEnsAddress` wants it), or undefined when it is not one with a dot. */
function ensName(value: string): string | undefined {
  if (!/^[^\s.]+(\.[^\s.]+)+$/.test(value)) return undefined;
  try {
    return normalize(value);
  } catch {
    return undefined;
  }
}

/** A 0x address, its checksum checked when mixed-case; never the zero address. */
function walletAddress(value: string): Address {
  if (!addressPattern.test(value)) {
    throw new BadRequestError('INVALID_ADDRESS', `"${value}" is not a wallet address: pass a 0x address of 40 hex characters as the fee recipient.`);
  }
  if (!isAddress(value, { strict: true })) {
    throw new BadRequestError('INVALID_ADDRESS', `The fee recipient ${value} fails its checksum: copy the address again.`);
  }
  if (value.toLowerCase() === zeroAddress) {
    throw new BadRequestError('INVALID_ADDRESS', 'The fee recipient cannot be the zero address: fees sent there are lost for good.');
  }
  return getAddress(value);
}
