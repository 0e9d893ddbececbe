import type { ApiKeyScope } from '../accounts/api-key.ts';
import * as z from 'zod';
import { ConflictError } from '../errors.ts';

export const jobStatuses = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;
export const JobStatusSchema = z.enum(jobStatuses);
export type JobStatus = z.infer<typeof JobStatusSchema>;

export const terminalStatuses: readonly JobStatus[] = ['completed', 'failed', 'cancelled'];
export const isTerminal = (status: JobStatus): boolean => terminalStatuses.includes(status);

export interface StatusUpdate {
  readonly at: string;
  readonly status: JobStatus;
  readonly message: string;
}

export interface JobMetadata {
  readonly transactionHash?: string;
  readonly chain?: string;
  readonly [key: string]: unknown;
}

/** A prompt job as stored. Timestamps are ISO-8601 strings. */
export interface Job {
  readonly jobId: string;
  readonly accountId: string;
  readonly threadId: string;
  readonly status: JobStatus;
  readonly prompt: string;
  readonly createdAt: string;
  readonly startedAt?: string;
  readonly completedAt?: string;
  readonly cancelledAt?: string;
  readonly statusUpdates: readonly StatusUpdate[];
  readonly response?: string;
  readonly richData?: readonly unknown[];
  readonly metadata?: JobMetadata;
  readonly error?: string;
  readonly errorCode?: string;
  /** Executor attempts so far; also the fencing token of the current attempt. */
  readonly attempt: number;
  /** Until when the current attempt owns the job; a later attempt may take over after it. */
  readonly leaseUntil?: string;
  /** The transaction step about to be (or already) broadcast; from then on the job can no longer be cancelled. */
  readonly committedStep?: string;
  /** What the interpreter made of the prompt (an intent, or the question asked): later turns of the thread build on it. */
  readonly interpretation?: unknown;
  /** The API key that submitted the job; the job acts with that key's scope and stops if it is revoked. */
  readonly keyId?: string;
  readonly keyScope?: ApiKeyScope;
  /** The automation this job is an execution of; shown as `metadata.automationId`. */
  readonly automationId?: string;
  /** An intent to run as it is, instead of interpreting the prompt: an automation's stored action (still checked against the key's scope). */
  readonly presetIntent?: unknown;
  /**
   * What an attempt worked out before its first transaction and a resumed attempt must reuse, not work out again
   * ("all my USDC" is a different number once the USDC was sent): decimal amounts by name.
   */
  readonly memo?: Readonly<Record<string, string>>;
}

export type JobEvent =
  | { readonly type: 'start'; readonly leaseMs: number }
  | { readonly type: 'progress'; readonly message: string; readonly leaseMs: number }
  | {
      readonly type: 'complete';
      readonly response: string;
      readonly richData: readonly unknown[];
      readonly metadata?: JobMetadata;
      readonly interpretation?: unknown;
    }
  | { readonly type: 'fail'; readonly error: string; readonly code: string; readonly interpretation?: unknown }
  | { readonly type: 'commit'; readonly stepId: string; readonly message: string; readonly leaseMs: number }
  /** The attempt stops and hands the job to the transaction watcher: its committed transaction may still be mined. */
  | { readonly type: 'await'; readonly message: string }
  /** Keeps a value a resumed attempt must reuse (see `Job.memo`). */
  | { readonly type: 'remember'; readonly key: string; readonly value: string }
  | { readonly type: 'cancel' }
  /** Sandbox only: the chain forgot a completed job's transaction in a hard stop and did not take it again. */
  | { readonly type: 'lose'; readonly error: string; readonly code: string };

/**
 * What a transition writes: the statuses (and attempt) the stored job must
 * still have for the write to apply, the fields to set, and the status
 * updates to append. Stores apply it as one conditional write, so two racing
 * writers can never both win.
 */
export interface JobChange {
  readonly expect: {
    readonly status: readonly JobStatus[];
    readonly attempt?: number;
    readonly leaseExpiredAt?: string;
    /** Only while no transaction has been committed (a cancel must not race a broadcast). */
    readonly uncommitted?: boolean;
  };
  readonly set: Partial<Omit<Job, 'statusUpdates' | 'jobId' | 'accountId'>>;
  readonly append: readonly StatusUpdate[];
  readonly remove: ReadonlyArray<'leaseUntil'>;
}

export interface Transition {
  readonly job: Job;
  readonly change: JobChange;
  /** True when the event changes nothing (cancelling a cancelled job). */
  readonly noop: boolean;
}

const refuse = (job: Job, event: JobEvent): never => {
  if (event.type === 'cancel' && job.status === 'processing') {
    throw new ConflictError(
      'JOB_COMMITTED',
      `Job ${job.jobId} is processing and its transaction has already been sent to the chain; it can no longer be cancelled.`,
      { details: { status: job.status, committedStep: job.committedStep } },
    );
  }
  if (event.type === 'cancel') {
    throw new ConflictError('JOB_NOT_CANCELLABLE', `Job ${job.jobId} is already ${job.status} and cannot be cancelled.`, {
      details: { status: job.status },
    });
  }
  throw new ConflictError('INVALID_JOB_TRANSITION', `Job ${job.jobId} is ${job.status}; cannot ${event.type} it.`, {
    details: { status: job.status, event: event.type },
  });
};

const apply = (job: Job, change: Omit<JobChange, 'remove'> & { remove?: JobChange['remove'] }): Transition => {
  const remove = change.remove ?? [];
  const next: Record<string, unknown> = { ...job, ...change.set, statusUpdates: [...job.statusUpdates, ...change.append] };
  for (const field of remove) delete next[field];
  return { job: next as unknown as Job, change: { ...change, remove }, noop: false };
};

const leaseEnd = (now: Date, leaseMs: number): string => new Date(now.getTime() + leaseMs).toISOString();

/**
 * The job state machine (SPEC.md part 3), pure. Returns the next job and the
 * conditional change that produces it, or throws `ConflictError` for a
 * transition the machine does not allow.
 *
 * - `start`: pending → processing; or processing → processing when the
 *   previous attempt's lease has expired (its executor died), bumping `attempt`.
 * - `progress`: processing → processing, appends a status update, renews the lease.
 * - `complete` / `fail`: processing → terminal (`fail` also from pending, for
 *   jobs swept from the dead-letter queue before they ever ran).
 * - `commit`: processing → processing, right before a transaction is
 *   broadcast; from then on `cancel` is refused, so a cancelled job never has
 *   a transaction on chain. Committing the same step again is a no-op.
 * - `await`: processing → processing with the lease given up: the attempt
 *   ends without failing a job whose transaction may still be mined; the
 *   transaction watcher resumes it (or fails it, saying nothing was sent)
 *   once the chain has decided.
 * - `remember`: processing → processing, keeps a value in `memo` for a
 *   resumed attempt, no status update.
 * - `cancel`: pending | processing (nothing committed) → cancelled;
 *   cancelled → cancelled is a no-op.
 * - `lose`: completed → failed, sandbox only: a sandbox chain brought back
 *   from a hard stop without the job's transaction, which it then refused or
 *   ran differently, so "completed" is no longer true of the chain.
 */
export function transition(job: Job, event: JobEvent, now: Date): Transition {
  const at = now.toISOString();
  switch (event.type) {
    case 'start': {
      if (job.status === 'pending') {
        return apply(job, {
          expect: { status: ['pending'] },
          set: { status: 'processing', startedAt: at, attempt: job.attempt + 1, leaseUntil: leaseEnd(now, event.leaseMs) },
          append: [{ at, status: 'processing', message: 'Started processing your request.' }],
        });
      }
      if (job.status === 'processing' && job.leaseUntil !== undefined && job.leaseUntil <= at) {
        return apply(job, {
          expect: { status: ['processing'], attempt: job.attempt, leaseExpiredAt: at },
          set: { attempt: job.attempt + 1, leaseUntil: leaseEnd(now, event.leaseMs) },
          append: [{ at, status: 'processing', message: 'Resumed after an interrupted attempt.' }],
        });
      }
      return refuse(job, event);
    }
    case 'progress':
      if (job.status !== 'processing') return refuse(job, event);
      return apply(job, {
        expect: { status: ['processing'], attempt: job.attempt },
        set: { leaseUntil: leaseEnd(now, event.leaseMs) },
        append: [{ at, status: 'processing', message: event.message }],
      });
    case 'complete':
      if (job.status !== 'processing') return refuse(job, event);
      return apply(job, {
        expect: { status: ['processing'], attempt: job.attempt },
        set: {
          status: 'completed',
          completedAt: at,
          response: event.response,
          richData: event.richData,
          ...(event.metadata ? { metadata: event.metadata } : {}),
          ...(event.interpretation !== undefined ? { interpretation: event.interpretation } : {}),
        },
        append: [{ at, status: 'completed', message: 'Completed.' }],
        remove: ['leaseUntil'],
      });
    case 'fail':
      if (job.status !== 'processing' && job.status !== 'pending') return refuse(job, event);
      return apply(job, {
        expect: job.status === 'processing' ? { status: ['processing'], attempt: job.attempt } : { status: ['pending'] },
        set: {
          status: 'failed',
          completedAt: at,
          error: event.error,
          errorCode: event.code,
          ...(event.interpretation !== undefined ? { interpretation: event.interpretation } : {}),
        },
        append: [{ at, status: 'failed', message: event.error }],
        remove: ['leaseUntil'],
      });
    case 'commit':
      if (job.status !== 'processing') return refuse(job, event);
      if (job.committedStep === event.stepId) {
        return { job, change: { expect: { status: ['processing'], attempt: job.attempt }, set: {}, append: [], remove: [] }, noop: true };
      }
      return apply(job, {
        expect: { status: ['processing'], attempt: job.attempt },
        set: { committedStep: event.stepId, leaseUntil: leaseEnd(now, event.leaseMs) },
        append: [{ at, status: 'processing', message: event.message }],
      });
    case 'await':
      if (job.status !== 'processing') return refuse(job, event);
      return apply(job, {
        expect: { status: ['processing'], attempt: job.attempt },
        set: { leaseUntil: at },
        append: [{ at, status: 'processing', message: event.message }],
      });
    case 'remember':
      if (job.status !== 'processing') return refuse(job, event);
      return apply(job, {
        expect: { status: ['processing'], attempt: job.attempt },
        set: { memo: { ...job.memo, [event.key]: event.value } },
        append: [],
      });
    case 'cancel':
      if (job.status === 'cancelled') {
        return { job, change: { expect: { status: ['cancelled'] }, set: {}, append: [], remove: [] }, noop: true };
      }
      if ((job.status !== 'pending' && job.status !== 'processing') || job.committedStep !== undefined) return refuse(job, event);
      return apply(job, {
        expect: { status: ['pending', 'processing'], uncommitted: true },
        set: { status: 'cancelled', cancelledAt: at },
        append: [{ at, status: 'cancelled', message: 'Cancelled at your request.' }],
        remove: ['leaseUntil'],
      });
    case 'lose':
      if (job.status !== 'completed') return refuse(job, event);
      return apply(job, {
        expect: { status: ['completed'] },
        set: { status: 'failed', error: event.error, errorCode: event.code },
        append: [{ at, status: 'failed', message: event.error }],
      });
  }
}

/** A new job, as `POST /agent/prompt` stores it. */
export function newJob(input: { jobId: string; accountId: string; threadId: string; prompt: string }, now: Date): Job {
  const at = now.toISOString();
  return {
    ...input,
    status: 'pending',
    createdAt: at,
    statusUpdates: [{ at, status: 'pending', message: 'Queued.' }],
    attempt: 0,
  };
}
