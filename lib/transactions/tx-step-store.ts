import type { Address } from 'viem';
import type { TxStep, TxStepStatus } from './tx-step.ts';

/** A step the transaction watcher follows: every step from the moment it holds a nonce until that nonce is settled. */
export interface WatchedStep {
  readonly stepId: string;
  readonly from: Address;
  readonly chainId: number;
}

/** Only if the step still holds this many signed versions (a replacement recorded by someone else loses). */
export interface StepGuard {
  readonly versions: number;
}

/**
 * Port: durable transaction steps and the per-wallet, per-chain nonce counter.
 * Every step that takes a nonce (`allocate`, `create`) is put on the watch
 * list in the same write, so no nonce is ever held by a step nobody follows.
 */
export interface TxStepStore {
  get(stepId: string): Promise<TxStep | undefined>;
  /** The next nonce the counter would hand out, or undefined before first use. */
  getCounter(from: Address, chainId: number): Promise<number | undefined>;
  /** Sets the counter from `expected` (undefined: not yet created) to `next`; false when it moved meanwhile. */
  setCounter(from: Address, chainId: number, expected: number | undefined, next: number): Promise<boolean>;
  /**
   * In one transaction: advances the counter from `step.nonce` to `step.nonce + 1`
   * and stores the new step. False when the counter moved meanwhile (retry);
   * @throws ConflictError when a step with this id already exists.
   */
  allocate(step: TxStep): Promise<boolean>;
  /** Stores a step whose nonce the caller chose (a submit with an explicit nonce); the counter is left alone. */
  create(step: TxStep): Promise<void>;
  /**
   * Moves a step to a nonce newly taken from the counter (its old nonce was used
   * by something else); same atomicity as `allocate`. False when the counter moved.
   */
  reallocate(step: TxStep, expectStatus: TxStepStatus): Promise<boolean>;
  /**
   * Conditional update: applies `changes` only if the step still has `expectStatus` (and, with a guard, that many
   * versions); returns the step as stored after. A step that reaches `confirmed`, `reverted` or `failed` leaves the watch list.
   */
  update(stepId: string, expectStatus: TxStepStatus, changes: Partial<TxStep>, guard?: StepGuard): Promise<{ step: TxStep } | { conflict: TxStep | undefined }>;
  /** The watch list of one chain: steps whose nonce is not settled yet. */
  listWatched(chainId: number): Promise<WatchedStep[]>;
  /** Takes a step off the watch list (its nonce is settled). Idempotent. */
  unwatch(step: Pick<WatchedStep, 'stepId' | 'chainId'>): Promise<void>;
  /** Steps of a wallet on a chain with nonce ≥ `fromNonce`, by nonce. */
  listByNonce(from: Address, chainId: number, fromNonce: number): Promise<TxStep[]>;
}
