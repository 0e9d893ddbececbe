import {
  TransactionReceiptNotFoundError,
  keccak256,
  type Address,
  type Hash,
  type LocalAccount,
  type PublicClient,
  type TransactionReceipt,
  type TransactionSerializable,
} from 'viem';
import { TransientError } from '../errors.ts';
import { broadcast } from './broadcast.ts';
import type { PipelineDeps } from './pipeline-deps.ts';
import type { GasAndFees } from './transaction-limits.ts';
import { latestOwnVersion, type SignedVersion, type TxFees, type TxStep, type TxStepStatus } from './tx-step.ts';
import type { StepGuard } from './tx-step-store.ts';

/**
 * What every part of the transaction pipeline shares — the request and input
 * of a step, signing a version, recording a change, sending what was signed —
 * so the executor, the receipt wait, the release and the watcher depend on
 * this module and not on each other.
 */

/** A transaction to send: its gas and fees (absent ones are estimated), where to and, rarely, its nonce. */
export interface StepRequest extends GasAndFees {
  readonly to: Address;
  /** A nonce the caller chose (raw submits); normally the pipeline takes the next one. */
  readonly nonce?: number;
}

export interface StepInput {
  /** Stable across retries: `<jobId>#<n>` for a job's n-th transaction, `submit#<id>` for a submit. */
  readonly stepId: string;
  readonly accountId: string;
  readonly jobId?: string;
  readonly chainId: number;
  readonly chainLabel: string;
  readonly client: PublicClient;
  readonly signer: LocalAccount;
  readonly request: StepRequest;
  /** Called once, right before the first broadcast; throwing (a cancelled job) stops the step and frees its nonce. */
  readonly commit?: () => Promise<void>;
  /**
   * Called right after the first broadcast and again whenever a retry finds the step broadcast or settled
   * (the audit log writes its entry once per step and hash). Must not throw.
   */
  readonly onBroadcast?: (step: TxStep) => Promise<void>;
  /** Wait for the receipt (replacing a stuck transaction), or return once broadcast. */
  readonly wait: boolean;
  /** Longest wait for the receipt in this call, when shorter than the pipeline's (an HTTP request has ~29 s in AWS). */
  readonly waitBudgetMs?: number;
}

/** Signs the step's transaction at its nonce with the given fees (one KMS Sign), stamped with the clock's time. */
export async function signVersion(deps: Pick<PipelineDeps, 'clock'>, signer: LocalAccount, step: TxStep, fees: TxFees, filler = false): Promise<SignedVersion> {
  const base = filler
    ? { to: step.from, value: 0n, gas: 21_000n }
    : { to: step.request.to, value: BigInt(step.request.value), gas: BigInt(step.request.gas), ...(step.request.data ? { data: step.request.data } : {}) };
  const tx: TransactionSerializable =
    fees.gasPrice !== undefined
      ? { ...base, chainId: step.chainId, nonce: step.nonce, type: 'legacy', gasPrice: BigInt(fees.gasPrice) }
      : {
          ...base,
          chainId: step.chainId,
          nonce: step.nonce,
          type: 'eip1559',
          maxFeePerGas: BigInt(fees.maxFeePerGas!),
          maxPriorityFeePerGas: BigInt(fees.maxPriorityFeePerGas!),
        };
  const raw = await signer.signTransaction(tx);
  return { ...fees, hash: keccak256(raw), raw, signedAt: deps.clock.now().toISOString(), ...(filler ? { filler: true } : {}) };
}

/** Applies a conditional change to the step; when another actor moved it first, returns the step as that actor left it. */
export async function advance(deps: PipelineDeps, step: TxStep, expect: TxStepStatus, changes: Partial<TxStep>): Promise<TxStep> {
  const result = await deps.steps.update(step.stepId, expect, { ...changes, updatedAt: deps.clock.now().toISOString() });
  if ('step' in result) return result.step;
  return result.conflict ?? step;
}

/**
 * Records one more signed version of a broadcast step (a fee bump, a cancelling filler) only if nobody else
 * recorded one meanwhile: a version that is not recorded must never be sent, or a mined transaction could go unrecognised.
 * @returns the step with the version, or undefined when another actor got there first (nothing may be sent).
 */
export async function recordVersion(deps: PipelineDeps, step: TxStep, version: SignedVersion, changes: Partial<TxStep> = {}): Promise<TxStep | undefined> {
  const guard: StepGuard = { versions: step.versions.length };
  const result = await deps.steps.update(
    step.stepId,
    step.status,
    { ...changes, versions: [...step.versions, version], updatedAt: deps.clock.now().toISOString() },
    guard,
  );
  return 'step' in result ? result.step : undefined;
}

/**
 * Records that a broadcast step's bytes went out again just now (a resumed
 * wait, a catch-up of a sandbox chain): a missing receipt proves nothing
 * until the stuck time has passed since the latest send, not the first —
 * sent again after a restart, a transaction is mined while the RPC may not
 * show it yet.
 * @returns the step as it now stands.
 */
export async function markResent(deps: Pick<PipelineDeps, 'steps' | 'clock'>, step: TxStep): Promise<TxStep> {
  const now = deps.clock.now().toISOString();
  const result = await deps.steps.update(step.stepId, 'broadcast', { lastBroadcastAt: now, updatedAt: now }, { versions: step.versions.length });
  return 'step' in result ? result.step : (result.conflict ?? step);
}

/** Sends the step's newest own version (not a filler) as it was signed. */
export const sendLatest = (input: Pick<StepInput, 'client' | 'chainLabel'>, step: TxStep) =>
  broadcast(input.client, latestOwnVersion(step)!.raw, input.chainLabel);

/**
 * The receipt of `hash`, or undefined only when the node says it has none.
 * Any other failure (a timeout, a node restarting) throws: read as "not
 * mined", it would let a step give up a nonce its own transaction used, and
 * send the money again under another.
 * @throws TransientError `RECEIPT_UNREADABLE`.
 */
export async function receiptOf(client: PublicClient, hash: Hash): Promise<TransactionReceipt | undefined> {
  try {
    return await client.getTransactionReceipt({ hash });
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return undefined;
    throw new TransientError('RECEIPT_UNREADABLE', `Could not read the receipt of ${hash}; it is looked up again before anything else is sent.`, {
      cause: error,
    });
  }
}
