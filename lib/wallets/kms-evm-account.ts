/**
 * A viem LocalAccount whose private key stays in the KeyVault (KMS). viem
 * signs messages, typed data and transactions with it exactly as with a
 * private-key account; each signature costs one KeyVault `signDigest` call.
 */
import {
  hashMessage,
  hashTypedData,
  isAddressEqual,
  keccak256,
  recoverAddress,
  serializeSignature,
  serializeTransaction,
  type Address,
  type Hex,
  type LocalAccount,
  type Signature,
} from 'viem';
import { toAccount } from 'viem/accounts';
import type { KeyVault } from './key-vault.ts';

/** The EVM key of a wallet: its KMS key id and the address derived from it at creation. */
export interface KmsEvmKey {
  readonly keyId: string;
  readonly address: Address;
}

/**
 * Signs a 32-byte hash with the KMS key and completes it into an Ethereum
 * signature. KMS returns only `(r, s)`; the recovery bit is found by trying
 * both parities against the address we already know, so no GetPublicKey call
 * is needed: exactly one KMS Sign per signature.
 *
 * @param vault the key vault holding the key.
 * @param key the key id and its known address.
 * @param hash the 32-byte hash to sign.
 * @returns `r`, low `s`, `yParity` and the matching legacy `v` (27/28).
 * @throws Error when neither parity recovers to `key.address` (wrong key id for this address), or what the vault throws.
 */
export async function signHashWithKms(vault: KeyVault, key: KmsEvmKey, hash: Hex): Promise<Signature> {
  const { r, s } = await vault.signDigest({ keyId: key.keyId, digest: hash });
  for (const yParity of [0, 1] as const) {
    const recovered = await recoverAddress({ hash, signature: { r, s, yParity } });
    if (isAddressEqual(recovered, key.address)) return { r, s, yParity, v: yParity === 1 ? 28n : 27n };
  }
  throw new Error(`KMS key ${key.keyId} did not produce a signature for ${key.address}; the key and address do not match`);
}

/**
 * Wraps a KMS-held secp256k1 key as a viem LocalAccount, so wallet and public
 * clients (`sendTransaction`, `signTypedData`, ...) work unchanged.
 *
 * @param vault the key vault holding the key.
 * @param key the key id and the address derived from it when it was created.
 * @returns an account supporting `sign` (raw hash), `signMessage` (EIP-191),
 *   `signTypedData` (EIP-712) and `signTransaction` (every type viem serialises;
 *   EIP-4844 is signed without sidecars, as viem does).
 * @throws InvalidAddressError (from viem) when `key.address` is not an address.
 */
export function toKmsEvmAccount(vault: KeyVault, key: KmsEvmKey): LocalAccount {
  const signHash = (hash: Hex) => signHashWithKms(vault, key, hash);
  return toAccount({
    address: key.address,
    async sign({ hash }) {
      return serializeSignature(await signHash(hash));
    },
    async signMessage({ message }) {
      return serializeSignature(await signHash(hashMessage(message)));
    },
    async signTypedData(typedData) {
      return serializeSignature(await signHash(hashTypedData(typedData)));
    },
    async signTransaction(transaction, options) {
      const serializer = options?.serializer ?? serializeTransaction;
      // The EIP-4844 signing payload excludes the blob sidecars (network wrapper).
      const signable = transaction.type === 'eip4844' ? { ...transaction, sidecars: false } : transaction;
      const signature = await signHash(keccak256(await serializer(signable)));
      return serializer(transaction, signature);
    },
  });
}
