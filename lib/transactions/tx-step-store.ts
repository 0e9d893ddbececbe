import type { Address } from 'viem';
import type { TxStep, TxStepStatus } from './tx-step.ts';

/** Port: durable transaction steps and the per-wallet, per-chain nonce counter. */
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
  /** Conditional update: applies `changes` only if the step still has `expectStatus`; returns the step as stored after. */
  update(stepId: string, expectStatus: TxStepStatus, changes: Partial<TxStep>): Promise<{ step: TxStep } | { conflict: TxStep | undefined }>;
  /** Steps of a wallet on a chain with nonce ≥ `fromNonce`, by nonce. */
  listByNonce(from: Address, chainId: number, fromNonce: number): Promise<TxStep[]>;
}
