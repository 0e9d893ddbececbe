/**
 * Signing with the sandbox's own keypairs through Node's native Ed25519:
 * web3.js signs (and re-verifies on serialize) in JavaScript, a few
 * milliseconds a signature, which would dominate every faucet transaction.
 */
import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import type { Keypair, Transaction, VersionedTransaction } from '@solana/web3.js';

// DER prefix of an Ed25519 PKCS#8 private key, before the 32-byte seed.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const keys = new WeakMap<Keypair, KeyObject>();

function privateKeyOf(keypair: Keypair): KeyObject {
  let key = keys.get(keypair);
  if (!key) {
    key = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, keypair.secretKey.subarray(0, 32)]), format: 'der', type: 'pkcs8' });
    keys.set(keypair, key);
  }
  return key;
}

/** Adds `signers`' signatures to a legacy or versioned transaction (its fee payer and blockhash already set). */
export function signWithSandboxKeys(tx: Transaction | VersionedTransaction, signers: readonly Keypair[]): void {
  const message = 'version' in tx ? tx.message.serialize() : tx.serializeMessage();
  for (const signer of signers) tx.addSignature(signer.publicKey, sign(null, message, privateKeyOf(signer)));
}

/** The wire bytes of a transaction the sandbox signed (signatures are checked when it is submitted, not here). */
export const serializeSigned = (tx: Transaction | VersionedTransaction): Uint8Array =>
  'version' in tx ? tx.serialize() : tx.serialize({ verifySignatures: false });
