/**
 * Wire-level helpers for transactions arriving at the sandbox: decoding the
 * bytes a client sent, recognising durable-nonce transactions, and turning
 * LiteSVM execution metadata into the node's JSON pieces.
 */
import { NONCE_ACCOUNT_LENGTH, PublicKey, SystemProgram, VersionedTransaction } from '@solana/web3.js';
import { base58 } from '@scure/base';
import { createPublicKey, verify } from 'node:crypto';
import type { TransactionMetadata } from 'litesvm/dist/internal.js';
import { invalidParams } from './json-rpc.ts';
import type { InnerInstructionsJson, StoredTransaction } from './transaction-record.ts';

/** Parses a wire transaction (legacy or v0). @throws JsonRpcError (-32602) for bytes that are not one. */
export function decodeWireTransaction(wire: Uint8Array): VersionedTransaction {
  let tx: VersionedTransaction;
  try {
    tx = VersionedTransaction.deserialize(wire);
  } catch (error) {
    throw invalidParams(`failed to deserialize solana_transaction::versioned::VersionedTransaction: ${(error as Error).message}`);
  }
  const required = tx.message.header.numRequiredSignatures;
  if (required === 0 || tx.signatures.length !== required || tx.message.staticAccountKeys.length < required) {
    throw invalidParams('transaction failed to sanitize: signature count does not match the message header');
  }
  return tx;
}

/** Decodes the base64 or base58 text a client sent. @throws JsonRpcError for an unknown encoding or undecodable text. */
export function decodeWireText(text: unknown, encoding: unknown = 'base58'): Uint8Array {
  if (typeof text !== 'string') throw invalidParams('the transaction must be an encoded string');
  try {
    if (encoding === 'base64') return Buffer.from(text, 'base64');
    if (encoding === 'base58') return base58.decode(text);
  } catch (error) {
    throw invalidParams(`invalid ${encoding}: ${(error as Error).message}`);
  }
  throw invalidParams(`unsupported encoding: ${String(encoding)}. Supported encodings: base58, base64`);
}

// DER prefix of an Ed25519 SubjectPublicKeyInfo: Node's native verifier takes keys in that form.
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/**
 * Whether every signature verifies against its signer and the message, as a
 * node checks before anything else. Node's native Ed25519, not a JS one: it
 * runs on every transaction sent.
 */
export function signaturesVerify(tx: VersionedTransaction): boolean {
  const message = tx.message.serialize();
  return tx.signatures.every((signature, i) => {
    try {
      const key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, tx.message.staticAccountKeys[i]!.toBuffer()]), format: 'der', type: 'spki' });
      return verify(null, message, key, signature);
    } catch {
      return false;
    }
  });
}

/** The signature that names the transaction: its first one, base58. */
export const transactionSignature = (tx: VersionedTransaction): string => base58.encode(tx.signatures[0]!);

// SystemInstruction::AdvanceNonceAccount, the u32 discriminant 4.
const ADVANCE_NONCE_DISCRIMINANT = 4;

/** The nonce account of a durable-nonce transaction (first instruction advances a nonce), or undefined. */
export function durableNonceAccount(tx: VersionedTransaction): PublicKey | undefined {
  const first = tx.message.compiledInstructions[0];
  if (!first) return undefined;
  const keys = tx.message.staticAccountKeys;
  const program = keys[first.programIdIndex];
  if (!program?.equals(SystemProgram.programId) || first.data.length < 4) return undefined;
  if (Buffer.from(first.data).readUInt32LE(0) !== ADVANCE_NONCE_DISCRIMINANT) return undefined;
  const nonceIndex = first.accountKeyIndexes[0];
  return nonceIndex === undefined ? undefined : keys[nonceIndex];
}

/** Whether `data` is a nonce account's data holding `blockhash` as its stored nonce. */
export function nonceMatches(data: Uint8Array, blockhash: string): boolean {
  // Versions(u32) State(u32) authority(32) nonce(32) fee(8): the nonce sits at byte 40.
  if (data.length !== NONCE_ACCOUNT_LENGTH) return false;
  return base58.encode(data.subarray(40, 72)) === blockhash;
}

/** `meta.innerInstructions` in the `json` encoding (only instructions that made inner calls). */
export function innerInstructionsJson(meta: TransactionMetadata): InnerInstructionsJson[] {
  return meta
    .innerInstructions()
    .map((inner, index) => ({
      index,
      instructions: inner.map((item) => {
        const ix = item.instruction();
        return { programIdIndex: ix.programIdIndex(), accounts: [...ix.accounts()], data: base58.encode(ix.data()), stackHeight: item.stackHeight() };
      }),
    }))
    .filter((entry) => entry.instructions.length > 0);
}

/** `returnData` of a transaction, or null when its programs returned nothing. */
export function returnDataJson(meta: TransactionMetadata): StoredTransaction['returnData'] {
  const returned = meta.returnData();
  const data = returned.data();
  if (data.length === 0) return null;
  return { programId: new PublicKey(returned.programId()).toBase58(), data: [Buffer.from(data).toString('base64'), 'base64'] };
}
