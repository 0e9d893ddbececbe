/**
 * The Solana sandbox on disk. One state file holds LiteSVM's own full
 * snapshot (`toBytes`: accounts, sysvars, programs) and the ledger's JSON
 * (head, recent blockhashes, transaction history, moved prices), written
 * atomically (temp file, fsync, rename) so a crash never leaves half a chain.
 * The sandbox's keypairs (mint authority, market maker) live beside it as
 * solana-keygen JSON files readable by the owner only.
 */
import { closeSync, chmodSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { Keypair } from '@solana/web3.js';
import type { LedgerState } from './solana-ledger.ts';

/** Everything persisted besides keypairs. */
export interface SandboxState {
  readonly ledger: LedgerState;
  readonly prices: Readonly<Record<string, number>>;
}

export const STATE_FILE = 'solana-state.bin';
const MAGIC = Buffer.from('PURSER-SOLANA-1\n', 'utf8');
const OWNER_ONLY = 0o600;

/** Creates `dataDir` (owner-only) if missing. */
export function ensureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
}

/** The saved state in `dataDir`, or undefined on a first start. @throws Error when the file is not a sandbox state file. */
export function readState(dataDir: string): { svm: Uint8Array; state: SandboxState } | undefined {
  const path = join(dataDir, STATE_FILE);
  if (!existsSync(path)) return undefined;
  const bytes = readFileSync(path);
  if (!bytes.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error(`${path} is not a Purser Solana sandbox state file; move it away or start with --reset.`);
  const jsonLength = bytes.readUInt32LE(MAGIC.length);
  const jsonStart = MAGIC.length + 4;
  const state = JSON.parse(bytes.subarray(jsonStart, jsonStart + jsonLength).toString('utf8')) as SandboxState;
  return { svm: bytes.subarray(jsonStart + jsonLength), state };
}

/** Writes the state file atomically; `durable` (default) fsyncs it before the rename. */
export function writeState(dataDir: string, svm: Uint8Array, state: SandboxState, { durable = true } = {}): void {
  const json = Buffer.from(JSON.stringify(state), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  const path = join(dataDir, STATE_FILE);
  const temp = `${path}.tmp`;
  const fd = openSync(temp, 'w', OWNER_ONLY);
  try {
    for (const part of [MAGIC, length, json, svm]) writeSync(fd, part);
    if (durable) fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
}

/**
 * The keypair saved at `path`, or a new one saved there (mode 0600). An
 * existing file readable by others is narrowed to its owner: it holds a
 * secret key.
 */
export function loadOrCreateKeypair(path: string): Keypair {
  if (existsSync(path)) {
    if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, OWNER_ONLY);
    return Keypair.fromSecretKey(Uint8Array.from(JSON.parse(readFileSync(path, 'utf8')) as number[]));
  }
  const keypair = Keypair.generate();
  const fd = openSync(path, 'wx', OWNER_ONLY);
  try {
    writeSync(fd, JSON.stringify(Array.from(keypair.secretKey)));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return keypair;
}
