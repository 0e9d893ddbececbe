import type { Address, Hex } from 'viem';
import type { Account } from '../accounts/account.ts';
import type { Job, JobMetadata } from './job.ts';
import type { TxStep } from '../transactions/tx-step.ts';
import type { AuditDetails } from '../audit/audit-log.ts';

/** What a capability sees of the job it runs. */
export interface JobContext {
  readonly job: Job;
  readonly account: Account;
  /**
   * Records a status update (and renews the attempt's lease).
   * @throws JobCancelledError when the job was cancelled meanwhile: stop at once.
   */
  progress(message: string): Promise<void>;
  /**
   * What the job worked out before, or `compute()` now, kept on the job: a
   * resumed attempt reuses the amount its first attempt resolved ("all my
   * USDC" is another number once the USDC was sent). Optional: a bare test
   * context computes every time.
   * @throws JobCancelledError when the job was cancelled meanwhile.
   */
  remember?(key: string, compute: () => Promise<string>): Promise<string>;
  /**
   * A fresh, consistent read of the job's status. Call it right before
   * anything is broadcast.
   * @throws JobCancelledError when the job was cancelled.
   */
  assertNotCancelled(): Promise<void>;
  /**
   * Sends one transaction from the account's EVM wallet through the
   * transaction pipeline and waits for its receipt. The n-th call of a job is
   * its n-th step, so a retried job resumes its steps instead of repeating
   * them. Right before the broadcast the job is committed: from then on it can
   * no longer be cancelled.
   * @throws JobCancelledError when the job was cancelled before the broadcast (nothing was sent).
   */
  sendTransaction(request: { chainId: number; to: Address; data?: Hex; value: bigint; description: string }): Promise<TxStep>;
  /**
   * Opens the job's next Solana step. The n-th call of a job is always
   * `<jobId>#sol<n>`, so a retried job finds the step it already recorded.
   * Optional: a context without it (a bare test context) gets per-capability
   * step ids and a plain `assertNotCancelled` instead of a commit.
   */
  beginSolanaStep?(): SolanaStepHandle;
  /**
   * Records a transaction the job broadcast outside the EVM pipeline (Solana)
   * in the audit log, once per step and hash however often it is called.
   * Never throws. Optional: a bare test context records nothing.
   */
  recordBroadcast?(tx: BroadcastAuditRecord): Promise<void>;
}

/** What a capability tells the audit log about a transaction it broadcast. */
export interface BroadcastAuditRecord {
  readonly chain: string;
  readonly chainId?: number;
  readonly transactionHash: string;
  readonly stepId: string;
  /** When the transaction was signed, as recorded with the step (stable across retries). */
  readonly signedAt: string;
  readonly details?: AuditDetails;
}

/** One Solana step of a job. */
export interface SolanaStepHandle {
  readonly stepId: string;
  /**
   * Commits the job to this step, right before its transaction is signed and
   * recorded: from then on it can no longer be cancelled. Idempotent.
   * @throws JobCancelledError when the job was cancelled first (nothing is signed or sent).
   */
  commit(description: string): Promise<void>;
}

/** What a capability answers when it succeeds. */
export interface JobOutcome {
  readonly response: string;
  readonly richData: readonly unknown[];
  readonly metadata?: JobMetadata;
  /** What the interpreter made of the prompt; stored on the job for the thread's next turn. */
  readonly interpretation?: unknown;
}
