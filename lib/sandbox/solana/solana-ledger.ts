/**
 * The sandbox chain: a LiteSVM instance plus what LiteSVM does not model and
 * an RPC front needs — a head whose slots follow the wall clock and whose
 * blockhashes stay valid for 150 blocks (chain-head.ts), the transaction
 * history with an address index, and change events for subscriptions.
 * Everything is synchronous: one transaction at a time, so a preflight
 * simulation and the commit that follows cannot interleave.
 */
import { PublicKey, type Transaction, type VersionedTransaction } from '@solana/web3.js';
import { Account, Clock, LiteSvm } from 'litesvm/dist/internal.js';
import { decodeMint, snapshotOf, type AccountSnapshot } from './token-state.ts';
import { executeTransaction, simulateTransaction, type SimulationOptions, type SimulationValue } from './ledger-execution.ts';
import { ChainHead, epochOfSlot, type ChainHeadState, type RecentBlockhash } from './chain-head.ts';
import { TransactionHistory } from './transaction-history.ts';
import { serializeSigned } from './sandbox-signing.ts';
import type { StoredTransaction } from './transaction-record.ts';

export type { RecentBlockhash } from './chain-head.ts';

/** What the ledger persists besides LiteSVM's own snapshot. */
export interface LedgerState {
  readonly version: 1;
  readonly head: ChainHeadState;
  readonly transactionCount: number;
  readonly history: readonly StoredTransaction[];
}

/** A change subscriptions care about. */
export type LedgerEvent =
  | { readonly kind: 'transaction'; readonly record: StoredTransaction; readonly writable: readonly string[] }
  | { readonly kind: 'accounts'; readonly addresses: readonly string[] }
  | { readonly kind: 'slot'; readonly slot: number; readonly parent: number };

/** Wall-clock milliseconds; injectable so tests can let a minute pass at once. */
export type Now = () => number;

// Rent-exempt accounts report u64::MAX as their rent epoch on current clusters.
const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615n;

/** The sandbox chain; see the file comment. */
export class SolanaLedger {
  /** @internal the engine; execution helpers reach it, callers use the methods. */
  readonly svm: LiteSvm;
  private readonly head: ChainHead;
  private readonly now: Now;
  private transactionCountValue: number;
  private readonly history = new TransactionHistory();
  private readonly listeners = new Set<(event: LedgerEvent) => void>();
  private changed = false;

  private constructor(svm: LiteSvm, head: ChainHead, state: { transactionCount: number; history: readonly StoredTransaction[] }, now: Now) {
    this.svm = svm;
    // LiteSVM's own checks are replaced by ours: it knows one blockhash (we honour 150 blocks of them),
    // and its history would duplicate the one kept here (duplicates are refused against ours).
    svm.setBlockhashCheck(false);
    svm.setTransactionHistory(0n);
    svm.setSigverify(true);
    this.head = head;
    this.now = now;
    this.transactionCountValue = state.transactionCount;
    for (const record of state.history) this.history.add(record);
  }

  /** A fresh chain with the standard programs and the native mint. */
  static create(options: { now?: Now } = {}): SolanaLedger {
    const now = options.now ?? Date.now;
    const svm = new LiteSvm();
    svm.withNativeMints();
    const head = ChainHead.genesis(Number(svm.getClock().slot), svm.latestBlockhash(), now);
    const ledger = new SolanaLedger(svm, head, { transactionCount: 0, history: [] }, now);
    ledger.updateClock();
    return ledger;
  }

  /** A chain restored from `toSnapshot()` output; the head catches up with the time it was stopped. */
  static restore(svmBytes: Uint8Array, state: LedgerState, options: { now?: Now } = {}): SolanaLedger {
    const now = options.now ?? Date.now;
    return new SolanaLedger(LiteSvm.fromBytes(svmBytes), new ChainHead(state.head, now), state, now);
  }

  /** LiteSVM's bytes and the ledger's own state, for persistence; clears the changed flag. */
  toSnapshot(): { svm: Uint8Array; state: LedgerState } {
    this.changed = false;
    return {
      svm: this.svm.toBytes(),
      state: {
        version: 1,
        head: this.head.toState(),
        transactionCount: this.transactionCountValue,
        history: this.history.all(),
      },
    };
  }

  /** Whether anything changed since the last snapshot. */
  get hasChanges(): boolean {
    return this.changed;
  }
  get slot(): number {
    this.sync();
    return this.head.slot;
  }
  get blockHeight(): number {
    this.sync();
    return this.head.blockHeight;
  }
  get transactionCount(): number {
    return this.transactionCountValue;
  }

  /** The newest blockhash, the head brought up to now first. */
  latestBlockhash(): RecentBlockhash {
    this.sync();
    return this.head.latest;
  }

  /** Whether a transaction with this blockhash may still land. */
  isBlockhashValid(blockhash: string): boolean {
    this.sync();
    return this.head.isValid(blockhash);
  }

  /** The account at `key`, or null when it holds no lamports (a node reports those as absent). */
  getAccount(key: PublicKey): AccountSnapshot | null {
    const account = this.svm.getAccount(key.toBytes());
    return account ? snapshotOf(account) : null;
  }

  /** An account's lamports without copying its data out of LiteSVM (cheap for program accounts). */
  lamportsOf(key: PublicKey): bigint {
    return this.svm.getBalance(key.toBytes()) ?? 0n;
  }

  /** Writes an account directly (genesis mints, top-ups), notifying subscribers as a transaction would. */
  setAccount(key: PublicKey, account: { lamports: bigint; data: Uint8Array; owner: PublicKey; executable?: boolean }): void {
    this.svm.setAccount(key.toBytes(), new Account(account.lamports, account.data, account.owner.toBytes(), account.executable ?? false, RENT_EXEMPT_EPOCH));
    this.changed = true;
    this.emit({ kind: 'accounts', addresses: [key.toBase58()] });
  }

  /** A mint's decimals, or undefined when `mint` is not one. */
  readonly decimalsOf = (mint: PublicKey): number | undefined => {
    const account = this.getAccount(mint);
    return account ? decodeMint(account)?.decimals : undefined;
  };

  /** Every account a program owns. */
  programAccounts(programId: PublicKey): Array<{ pubkey: PublicKey; account: AccountSnapshot }> {
    return this.svm.getProgramAccounts(programId.toBytes()).flatMap((entry) => {
      const account = snapshotOf(entry.account());
      return account ? [{ pubkey: new PublicKey(entry.address), account }] : [];
    });
  }

  /** Lamports an account of `dataLength` bytes needs to exist. */
  minimumBalanceForRentExemption(dataLength: number): bigint {
    return this.svm.minimumBalanceForRentExemption(BigInt(dataLength));
  }

  /** Epoch, slot index and epoch length of the current slot, by the chain's epoch schedule. */
  epochInfo(): { epoch: number; slotIndex: number; slotsInEpoch: number } {
    return epochOfSlot(this.slot, this.svm.getEpochSchedule());
  }

  /**
   * Preflights then commits wire bytes, as `sendTransaction` does.
   * @returns the signature.
   * @throws JsonRpcError when the transaction would fail (nothing is charged) or cannot be decoded.
   */
  submit(wire: Uint8Array): string {
    return executeTransaction(this, wire);
  }

  /** Submits a transaction the sandbox built and signed itself. @throws JsonRpcError as {@link submit}. */
  execute(tx: Transaction | VersionedTransaction): string {
    return this.submit(serializeSigned(tx));
  }

  /** Runs wire bytes without committing them, as `simulateTransaction` does. */
  simulate(wire: Uint8Array, options: SimulationOptions): SimulationValue {
    return simulateTransaction(this, wire, options);
  }

  /** A committed transaction by signature, while it is in the history. */
  transaction(signature: string): StoredTransaction | undefined {
    return this.history.get(signature);
  }

  /** Transactions that loaded `address`, newest first, paged like `getSignaturesForAddress`. */
  signaturesForAddress(address: string, page: { limit: number; before?: string; until?: string }): StoredTransaction[] {
    return this.history.forAddress(address, page);
  }

  /** Listens for changes; returns the unsubscribe function. */
  subscribe(listener: (event: LedgerEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** @internal Records a committed transaction and issues a fresh blockhash for the next one. */
  commit(record: StoredTransaction, writable: readonly string[]): void {
    this.history.add(record);
    this.transactionCountValue += 1;
    this.changed = true;
    this.emit({ kind: 'transaction', record, writable });
    this.svm.expireBlockhash();
    this.head.register(this.svm.latestBlockhash());
  }

  /**
   * Brings the head up to the wall clock: new slots get a new blockhash and
   * the Clock sysvar follows. Not a change worth saving: a restored head
   * catches up the same way.
   */
  sync(): void {
    const step = this.head.advanceToNow();
    if (!step) return;
    this.updateClock();
    this.svm.expireBlockhash();
    this.head.register(this.svm.latestBlockhash());
    this.emit({ kind: 'slot', ...step });
  }

  // Programs read Clock: keep its slot and epoch on the head and its time on the wall clock.
  private updateClock(): void {
    const previous = this.svm.getClock();
    const { epoch } = epochOfSlot(this.head.slot, this.svm.getEpochSchedule());
    const now = BigInt(Math.floor(this.now() / 1000));
    const epochStart = BigInt(epoch) === previous.epoch && previous.epochStartTimestamp > 0n ? previous.epochStartTimestamp : now;
    this.svm.setClock(new Clock(BigInt(this.head.slot), epochStart, BigInt(epoch), BigInt(epoch + 1), now));
  }

  private emit(event: LedgerEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // A subscriber's failure (a closed socket) must not undo or stop a commit.
      }
    }
  }
}
