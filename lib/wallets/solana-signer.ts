/**
 * Signs Solana transactions with the KMS-held Ed25519 key. The signature is
 * verified against the wallet address before it is attached, so a key/address
 * mix-up fails here instead of as an opaque "signature verification failed"
 * from the cluster.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { PublicKey, type Transaction, VersionedTransaction } from '@solana/web3.js';
import type { KeyVault } from './key-vault.ts';

/** The Solana key of a wallet: its KMS key id and base58 address. */
export interface KmsSolanaKey {
  readonly keyId: string;
  readonly address: string;
}

/**
 * Signs arbitrary bytes (a serialized transaction message, or an off-chain
 * message) with the wallet's Ed25519 key: one KMS Sign call.
 *
 * @param vault the key vault holding the key.
 * @param key the key id and its base58 address.
 * @param message the exact bytes to sign.
 * @returns the 64-byte signature, verified against `key.address`.
 * @throws Error when the address is not a valid public key or the signature does not verify; or what the vault throws.
 */
export async function signSolanaBytes(vault: KeyVault, key: KmsSolanaKey, message: Uint8Array): Promise<Uint8Array> {
  const publicKey = new PublicKey(key.address);
  const signature = await vault.signEd25519({ keyId: key.keyId, message });
  if (!ed25519.verify(signature, message, publicKey.toBytes())) {
    throw new Error(`KMS key ${key.keyId} did not produce a valid signature for ${key.address}`);
  }
  return signature;
}

/**
 * Signs a legacy or versioned transaction as `key.address` and attaches the
 * signature in place. The fee payer, recent blockhash and instructions must be
 * final: any change afterwards invalidates the signature.
 *
 * @param vault the key vault holding the key.
 * @param key the key id and its base58 address.
 * @param transaction the transaction to sign; `key.address` must be one of its required signers.
 * @returns the same transaction, now carrying the signature.
 * @throws Error when the address is not a required signer, or as {@link signSolanaBytes}.
 */
export async function signSolanaTransaction<T extends Transaction | VersionedTransaction>(vault: KeyVault, key: KmsSolanaKey, transaction: T): Promise<T> {
  const publicKey = new PublicKey(key.address);
  // Check signer membership before signing, so a misuse costs no KMS call.
  if (transaction instanceof VersionedTransaction) {
    const { staticAccountKeys, header } = transaction.message;
    requireSigner(staticAccountKeys.slice(0, header.numRequiredSignatures), publicKey);
    const signature = await signSolanaBytes(vault, key, transaction.message.serialize());
    transaction.addSignature(publicKey, signature);
  } else {
    // serializeMessage() compiles the signer list and throws if the fee payer or blockhash is missing.
    const message = transaction.serializeMessage();
    requireSigner(
      transaction.signatures.map((entry) => entry.publicKey),
      publicKey,
    );
    transaction.addSignature(publicKey, Buffer.from(await signSolanaBytes(vault, key, message)));
  }
  return transaction;
}

function requireSigner(signers: readonly PublicKey[], publicKey: PublicKey): void {
  if (!signers.some((signer) => signer.equals(publicKey))) {
    throw new Error(`${publicKey.toBase58()} is not a required signer of this transaction`);
  }
}
