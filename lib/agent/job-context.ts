import type { Account } from '../accounts/account.ts';
import type { Job, JobMetadata } from '../jobs/job.ts';

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
   * A fresh, consistent read of the job's status. Call it right before
   * anything is broadcast.
   * @throws JobCancelledError when the job was cancelled.
   */
  assertNotCancelled(): Promise<void>;
}

/** What a capability answers when it succeeds. */
export interface JobOutcome {
  readonly response: string;
  readonly richData: readonly unknown[];
  readonly metadata?: JobMetadata;
}
