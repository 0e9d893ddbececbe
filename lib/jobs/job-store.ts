import type { Job, Transition } from './job.ts';

/** Port to durable job storage. */
export interface JobStore {
  /**
   * Stores a new pending job. With `newThread` the thread is created for the
   * account; otherwise the thread must already belong to the account, checked
   * in the same write.
   * @throws NotFoundError when the thread is unknown or another account's.
   */
  create(job: Job, options: { readonly newThread: boolean }): Promise<void>;
  /** The account's job, or undefined (also for another account's job). */
  get(accountId: string, jobId: string): Promise<Job | undefined>;
  /**
   * Applies a transition as one conditional write.
   * @returns the stored job after the write, or `{ conflict: current }` when the
   * job no longer matched the transition's expectations.
   */
  apply(job: Job, transition: Transition): Promise<{ job: Job } | { conflict: Job | undefined }>;
  /** A thread's jobs, oldest first (single query). */
  listThread(accountId: string, threadId: string): Promise<Job[]>;
  /** Puts a job on the transaction watcher's list (its attempt ended while its transaction may still be mined). Idempotent. */
  watch(accountId: string, jobId: string): Promise<void>;
  /** The jobs on the watcher's list. */
  listWatched(): Promise<Array<{ accountId: string; jobId: string }>>;
  /** Takes a job off the watcher's list. Idempotent. */
  unwatch(accountId: string, jobId: string): Promise<void>;
}
