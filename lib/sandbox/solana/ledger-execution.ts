/**
 * Running transactions on the ledger: `sendTransaction` semantics (verify,
 * refuse duplicates and stale blockhashes, simulate, and only then commit —
 * so a transaction that would fail is rejected with its logs and charges
 * nothing) and `simulateTransaction` semantics.
 */
import { AddressLookupTableAccount, type PublicKey, type VersionedTransaction } from '@solana/web3.js';
import { FailedTransactionMetadata, type SimulatedTransactionInfo, type TransactionMetadata } from 'litesvm/dist/internal.js';
import { JsonRpcError, RpcErrorCode, invalidParams } from './json-rpc.ts';
import { describeTransactionError, fieldlessFailure, type TransactionErrorJson, type TransactionFailure } from './transaction-error.ts';
import { captureBalances, type BalanceSource, type InnerInstructionsJson, type StoredTransaction } from './transaction-record.ts';
import {
  decodeWireTransaction,
  durableNonceAccount,
  innerInstructionsJson,
  nonceMatches,
  returnDataJson,
  signaturesVerify,
  transactionSignature,
} from './transaction-wire.ts';
import type { RecentBlockhash } from './chain-head.ts';
import type { LiteSvm } from 'litesvm/dist/internal.js';
import { snapshotOf, type AccountSnapshot } from './token-state.ts';

/**
 * What executing and simulating need of the ledger: its own contract here, so
 * this module does not import the ledger that imports it. `SolanaLedger`
 * satisfies it.
 */
export interface ExecutionLedger extends BalanceSource {
  readonly svm: LiteSvm;
  readonly slot: number;
  transaction(signature: string): StoredTransaction | undefined;
  commit(record: StoredTransaction, writable: readonly string[]): void;
  latestBlockhash(): RecentBlockhash;
  isBlockhashValid(blockhash: string): boolean;
  getAccount(key: PublicKey): AccountSnapshot | null;
}

/** `simulateTransaction` options the ledger honours. */
export interface SimulationOptions {
  readonly sigVerify?: boolean;
  readonly replaceRecentBlockhash?: boolean;
  /** Accounts to return in their post-simulation state. */
  readonly accounts?: readonly PublicKey[];
  readonly innerInstructions?: boolean;
}

/** The `value` of a simulation, accounts not yet encoded. */
export interface SimulationValue {
  readonly err: TransactionErrorJson | null;
  readonly logs: readonly string[];
  readonly unitsConsumed: number;
  readonly returnData: StoredTransaction['returnData'];
  readonly innerInstructions: readonly InnerInstructionsJson[] | null;
  readonly replacementBlockhash: RecentBlockhash | null;
  readonly postAccounts: ReadonlyArray<AccountSnapshot | null> | null;
}

type RunResult = TransactionMetadata | FailedTransactionMetadata;

/** Runs a signed transaction on the ledger and commits it (`SolanaLedger.submit`). */
export function executeTransaction(ledger: ExecutionLedger, wire: Uint8Array): string {
  const tx = decodeWireTransaction(wire);
  if (!signaturesVerify(tx)) throw signatureFailure();
  const signature = transactionSignature(tx);
  if (ledger.transaction(signature)) throw preflightFailure(fieldlessFailure('AlreadyProcessed'), [], 0);
  if (!blockhashUsable(ledger, tx)) throw preflightFailure(fieldlessFailure('BlockhashNotFound'), [], 0);

  const simulated = simulateWire(ledger, tx, wire, true);
  if (simulated instanceof FailedTransactionMetadata) {
    const failure = describeTransactionError(simulated.err());
    const meta = simulated.meta();
    throw preflightFailure(failure, meta.logs(), Number(meta.computeUnitsConsumed()));
  }

  const { keys, writable, loaded } = resolveAccountKeys(ledger, tx);
  const programs = new Set(tx.message.compiledInstructions.map((ix) => keys[ix.programIdIndex]!.toBase58()));
  const before = captureBalances(keys, ledger, programs);
  const result: RunResult = tx.version === 'legacy' ? ledger.svm.sendLegacyTransaction(wire) : ledger.svm.sendVersionedTransaction(wire);
  const after = captureBalances(keys, ledger, programs);
  // LiteSVM credits fees to no one, so whatever the accounts lost in total is the fee.
  const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);
  const fee = sum(before.lamports) - sum(after.lamports);
  const failed = result instanceof FailedTransactionMetadata;
  const meta = failed ? result.meta() : result;
  const record: StoredTransaction = {
    signature,
    slot: ledger.slot,
    blockTime: Number(ledger.svm.getClock().unixTimestamp),
    wire: Buffer.from(wire).toString('base64'),
    version: tx.version === 'legacy' ? 'legacy' : 0,
    // Preflight passed, so this holds only if execution differs from its simulation; kept honest all the same.
    err: failed ? describeTransactionError(result.err()).err : null,
    fee: (fee > 0n ? fee : 0n).toString(),
    preBalances: before.lamports.map(String),
    postBalances: after.lamports.map(String),
    preTokenBalances: before.tokens,
    postTokenBalances: after.tokens,
    logMessages: meta.logs(),
    innerInstructions: innerInstructionsJson(meta),
    computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
    loadedAddresses: loaded,
    returnData: returnDataJson(meta),
    accountKeys: keys.map((k) => k.toBase58()),
  };
  ledger.commit(
    record,
    keys.filter((_, i) => writable[i]).map((k) => k.toBase58()),
  );
  return signature;
}

/** Simulates a transaction against the ledger, changing nothing (`SolanaLedger.simulate`). */
export function simulateTransaction(ledger: ExecutionLedger, wire: Uint8Array, options: SimulationOptions): SimulationValue {
  if (options.sigVerify && options.replaceRecentBlockhash) throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
  const tx = decodeWireTransaction(wire);
  if (options.sigVerify && !signaturesVerify(tx)) throw signatureFailure();
  let replacementBlockhash: RecentBlockhash | null = null;
  let bytes = wire;
  if (options.replaceRecentBlockhash) {
    replacementBlockhash = ledger.latestBlockhash();
    tx.message.recentBlockhash = replacementBlockhash.blockhash;
    bytes = tx.serialize();
  } else if (!blockhashUsable(ledger, tx)) {
    return { ...emptySimulation, err: 'BlockhashNotFound' };
  }
  // Signatures were checked above when asked for; LiteSVM need not check them again.
  const result = simulateWire(ledger, tx, bytes, false);
  const failed = result instanceof FailedTransactionMetadata;
  const meta = result.meta();
  const postAccounts = options.accounts ? options.accounts.map((key) => (failed ? ledger.getAccount(key) : postAccount(ledger, result, key))) : null;
  return {
    err: failed ? describeTransactionError(result.err()).err : null,
    logs: meta.logs(),
    unitsConsumed: Number(meta.computeUnitsConsumed()),
    returnData: returnDataJson(meta),
    innerInstructions: options.innerInstructions ? innerInstructionsJson(meta) : null,
    replacementBlockhash,
    postAccounts,
  };
}

const emptySimulation: SimulationValue = {
  err: null,
  logs: [],
  unitsConsumed: 0,
  returnData: null,
  innerInstructions: null,
  replacementBlockhash: null,
  postAccounts: null,
};

function simulateWire(
  ledger: ExecutionLedger,
  tx: VersionedTransaction,
  wire: Uint8Array,
  sigVerify: boolean,
): SimulatedTransactionInfo | FailedTransactionMetadata {
  ledger.svm.setSigverify(sigVerify);
  try {
    return tx.version === 'legacy' ? ledger.svm.simulateLegacyTransaction(wire) : ledger.svm.simulateVersionedTransaction(wire);
  } finally {
    ledger.svm.setSigverify(true);
  }
}

function postAccount(ledger: ExecutionLedger, result: SimulatedTransactionInfo, key: PublicKey): AccountSnapshot | null {
  const bytes = Buffer.from(key.toBytes());
  const entry = result.postAccounts().find((e) => bytes.equals(Buffer.from(e.address)));
  return entry ? snapshotOf(entry.account()) : ledger.getAccount(key);
}

// Recent blockhash within its 150 blocks, or a durable nonce whose stored value is the blockhash.
function blockhashUsable(ledger: ExecutionLedger, tx: VersionedTransaction): boolean {
  const blockhash = tx.message.recentBlockhash;
  if (ledger.isBlockhashValid(blockhash)) return true;
  const nonce = durableNonceAccount(tx);
  const account = nonce ? ledger.getAccount(nonce) : null;
  return account !== null && nonceMatches(account.data, blockhash);
}

/** A node answers a bad signature with an RPC error of its own, before any simulation. */
const signatureFailure = (): JsonRpcError =>
  new JsonRpcError(RpcErrorCode.transactionSignatureVerificationFailure, 'Transaction signature verification failure');

/** The error a node's preflight answers with: -32002 carrying err and logs in `data`. */
function preflightFailure(failure: TransactionFailure, logs: readonly string[], unitsConsumed: number): JsonRpcError {
  return new JsonRpcError(RpcErrorCode.sendTransactionPreflightFailure, `Transaction simulation failed: ${failure.message}`, {
    accounts: null,
    err: failure.err,
    innerInstructions: null,
    logs,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed,
  });
}

// Static keys, then the ones loaded from lookup tables (writable first), as the runtime orders them.
function resolveAccountKeys(ledger: ExecutionLedger, tx: VersionedTransaction) {
  const message = tx.message;
  const tables = message.addressTableLookups.map((lookup) => {
    const account = ledger.getAccount(lookup.accountKey);
    if (!account) throw invalidParams(`address lookup table ${lookup.accountKey.toBase58()} not found`);
    return new AddressLookupTableAccount({ key: lookup.accountKey, state: AddressLookupTableAccount.deserialize(account.data) });
  });
  const accountKeys = message.getAccountKeys({ addressLookupTableAccounts: tables });
  const keys = accountKeys.keySegments().flat();
  const writable = keys.map((_, index) => message.isAccountWritable(index));
  const lookups = accountKeys.accountKeysFromLookups;
  const loaded = {
    writable: (lookups?.writable ?? []).map((k) => k.toBase58()),
    readonly: (lookups?.readonly ?? []).map((k) => k.toBase58()),
  };
  return { keys, writable, loaded };
}
