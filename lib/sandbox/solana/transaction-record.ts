/**
 * The sandbox's transaction history entry, and how `getTransaction` renders
 * it. LiteSVM keeps only execution metadata per signature; a node also
 * answers with the transaction itself, its slot, fee and balance changes,
 * so the ledger records those here at commit time.
 */
import { type PublicKey, VersionedTransaction } from '@solana/web3.js';
import { base58 } from '@scure/base';
import { JsonRpcError, RpcErrorCode, invalidParams } from './json-rpc.ts';
import { decodeTokenAccount, uiTokenAmount, type AccountSnapshot, type UiTokenAmount } from './token-state.ts';
import type { TransactionErrorJson } from './transaction-error.ts';
import type { DecimalsOf } from './account-encoding.ts';

/** `preTokenBalances` / `postTokenBalances` entry. */
export interface TokenBalanceJson {
  readonly accountIndex: number;
  readonly mint: string;
  readonly owner: string;
  readonly programId: string;
  readonly uiTokenAmount: UiTokenAmount;
}

/** Inner instructions of one top-level instruction, in the `json` encoding. */
export interface InnerInstructionsJson {
  readonly index: number;
  readonly instructions: ReadonlyArray<{ programIdIndex: number; accounts: number[]; data: string; stackHeight: number }>;
}

/** One committed transaction. Plain JSON (u64 values as strings) so it persists as is. */
export interface StoredTransaction {
  readonly signature: string;
  readonly slot: number;
  readonly blockTime: number;
  /** The wire bytes, base64. */
  readonly wire: string;
  readonly version: 'legacy' | 0;
  readonly err: TransactionErrorJson | null;
  readonly fee: string;
  readonly preBalances: readonly string[];
  readonly postBalances: readonly string[];
  readonly preTokenBalances: readonly TokenBalanceJson[];
  readonly postTokenBalances: readonly TokenBalanceJson[];
  readonly logMessages: readonly string[];
  readonly innerInstructions: readonly InnerInstructionsJson[];
  readonly computeUnitsConsumed: number;
  readonly loadedAddresses: { readonly writable: readonly string[]; readonly readonly: readonly string[] };
  readonly returnData: { readonly programId: string; readonly data: readonly [string, 'base64'] } | null;
  /** Every account the transaction loaded (static keys, then lookup-table ones): the address index. */
  readonly accountKeys: readonly string[];
}

/** Lamport and token balances of a transaction's accounts at one moment. */
export interface BalanceCapture {
  readonly lamports: readonly bigint[];
  readonly tokens: readonly TokenBalanceJson[];
}

/** What balance capture reads from the ledger. */
export interface BalanceSource {
  lamportsOf(key: PublicKey): bigint;
  getAccount(key: PublicKey): AccountSnapshot | null;
  readonly decimalsOf: DecimalsOf;
}

/**
 * Reads the balances a transaction's meta reports, for `keys` in order.
 * Program accounts (`programs`) are read for lamports only: they hold no
 * tokens, and copying their code out of LiteSVM (100 KB and more) on every
 * transaction is what would dominate the sandbox's memory churn.
 */
export function captureBalances(keys: readonly PublicKey[], source: BalanceSource, programs: ReadonlySet<string>): BalanceCapture {
  const lamports: bigint[] = [];
  const tokens: TokenBalanceJson[] = [];
  keys.forEach((key, accountIndex) => {
    if (programs.has(key.toBase58())) {
      lamports.push(source.lamportsOf(key));
      return;
    }
    const account = source.getAccount(key);
    lamports.push(account?.lamports ?? 0n);
    const token = account ? decodeTokenAccount(account) : undefined;
    const decimals = token ? source.decimalsOf(token.mint) : undefined;
    if (account && token && decimals !== undefined) {
      tokens.push({
        accountIndex,
        mint: token.mint.toBase58(),
        owner: token.owner.toBase58(),
        programId: account.owner.toBase58(),
        uiTokenAmount: uiTokenAmount(token.amount, decimals),
      });
    }
  });
  return { lamports, tokens };
}

/** The `transaction` and `meta` of a `getTransaction` answer. @throws JsonRpcError for a v0 transaction without `maxSupportedTransactionVersion`, or an unsupported encoding. */
export function renderTransaction(record: StoredTransaction, config: { encoding?: unknown; maxSupportedTransactionVersion?: unknown }): unknown {
  const { encoding = 'json', maxSupportedTransactionVersion } = config;
  if (record.version === 0 && (maxSupportedTransactionVersion === undefined || maxSupportedTransactionVersion === null)) {
    throw new JsonRpcError(
      RpcErrorCode.unsupportedTransactionVersion,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    );
  }
  const versionField = maxSupportedTransactionVersion === undefined || maxSupportedTransactionVersion === null ? {} : { version: record.version };
  const meta = renderMeta(record);
  const base = { slot: record.slot, blockTime: record.blockTime, ...versionField };
  if (encoding === 'base64') return { ...base, transaction: [record.wire, 'base64'], meta };
  if (encoding === 'base58') return { ...base, transaction: [base58.encode(Buffer.from(record.wire, 'base64')), 'base58'], meta };
  if (encoding !== 'json' && encoding !== 'jsonParsed') throw invalidParams(`unsupported encoding: ${String(encoding)}`);
  const tx = VersionedTransaction.deserialize(Buffer.from(record.wire, 'base64'));
  const message = tx.message;
  const signatures = tx.signatures.map((s) => base58.encode(s));
  const staticKeys = message.staticAccountKeys.map((k) => k.toBase58());
  const lookups = message.addressTableLookups.map((l) => ({
    accountKey: l.accountKey.toBase58(),
    writableIndexes: l.writableIndexes,
    readonlyIndexes: l.readonlyIndexes,
  }));
  if (encoding === 'jsonParsed') return { ...base, transaction: { signatures, message: parsedMessage(record, tx, lookups) }, meta: parsedMeta(meta, record) };
  const instructions = message.compiledInstructions.map((ix) => ({
    programIdIndex: ix.programIdIndex,
    accounts: ix.accountKeyIndexes,
    data: base58.encode(ix.data),
    stackHeight: null,
  }));
  const jsonMessage = {
    accountKeys: staticKeys,
    header: message.header,
    recentBlockhash: message.recentBlockhash,
    instructions,
    ...(record.version === 0 ? { addressTableLookups: lookups } : {}),
  };
  return { ...base, transaction: { signatures, message: jsonMessage }, meta };
}

function renderMeta(record: StoredTransaction): Record<string, unknown> {
  return {
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    fee: BigInt(record.fee),
    preBalances: record.preBalances.map(BigInt),
    postBalances: record.postBalances.map(BigInt),
    innerInstructions: record.innerInstructions,
    logMessages: record.logMessages,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    loadedAddresses: record.loadedAddresses,
    computeUnitsConsumed: record.computeUnitsConsumed,
    ...(record.returnData ? { returnData: record.returnData } : {}),
  };
}

// jsonParsed, partly: account keys gain signer/writable flags and instructions name their program and
// accounts ("partially decoded"); the sandbox does not decode instruction data into program-specific JSON.
function parsedMessage(record: StoredTransaction, tx: VersionedTransaction, lookups: unknown[]): Record<string, unknown> {
  const message = tx.message;
  const staticCount = message.staticAccountKeys.length;
  const accountKeys = record.accountKeys.map((pubkey, index) => ({
    pubkey,
    signer: index < message.header.numRequiredSignatures,
    writable: message.isAccountWritable(index),
    source: index < staticCount ? 'transaction' : 'lookupTable',
  }));
  const instructions = message.compiledInstructions.map((ix) =>
    partiallyDecoded(record.accountKeys, ix.programIdIndex, ix.accountKeyIndexes, base58.encode(ix.data), null),
  );
  return {
    accountKeys,
    recentBlockhash: message.recentBlockhash,
    instructions,
    ...(record.version === 0 ? { addressTableLookups: lookups } : {}),
  };
}

function parsedMeta(meta: Record<string, unknown>, record: StoredTransaction): Record<string, unknown> {
  const innerInstructions = record.innerInstructions.map((inner) => ({
    index: inner.index,
    instructions: inner.instructions.map((ix) => partiallyDecoded(record.accountKeys, ix.programIdIndex, ix.accounts, ix.data, ix.stackHeight)),
  }));
  return { ...meta, innerInstructions };
}

function partiallyDecoded(keys: readonly string[], programIdIndex: number, accounts: readonly number[], data: string, stackHeight: number | null) {
  return { programId: keys[programIdIndex], accounts: accounts.map((i) => keys[i]), data, stackHeight };
}
