import * as z from 'zod';
import { TransientError } from '../errors.ts';
import type { Deps } from '../deps.ts';
import type { ApiKeyScope } from '../accounts/api-key.ts';
import { consumePromptQuota } from '../limits/enforce-limits.ts';
import type { KeyLimits } from '../limits/limits.ts';
import { newJob, transition, type Job } from './job.ts';

export const maxPromptLength = 10_000;

export const PromptRequestSchema = z.object({
  prompt: z
    .string({ error: (issue) => (issue.input === undefined ? 'prompt is required' : 'prompt must be a string') })
    .refine((value) => value.trim().length > 0, 'prompt must not be empty')
    .refine((value) => value.length <= maxPromptLength, `prompt must be at most ${maxPromptLength} characters`)
    .describe('The natural-language instruction; it should name the chain, token and exact amount.'),
  threadId: z
    .string()
    .regex(/^thr_[0-9A-Z]{26}$/, 'threadId must be a thread id returned by an earlier prompt')
    .optional()
    .describe('Continue a conversation started by an earlier prompt of the same account.'),
});
export type PromptRequest = z.infer<typeof PromptRequestSchema>;

/** The API key submitting a prompt: the job records it, runs with its scope, and counts against its daily quota. */
export interface SubmittingKey extends KeyLimits {
  readonly keyId: string;
  readonly scope: ApiKeyScope;
}

/** What an automation's execution adds to a prompt: its own job id (recorded on the automation first), its id and the intent to run as stored. */
export interface AutomationRunInput {
  readonly jobId?: string;
  readonly automationId?: string;
  readonly presetIntent?: unknown;
}

/**
 * Stores a prompt as a pending job, then queues it. With the submitting
 * `key`, one prompt is first counted against the key's daily quota, and the
 * job records the key's id and scope: the executor refuses a move prompt
 * from a read-only key, and a job whose key was revoked before it started.
 * If queueing fails the job is failed at once (it would otherwise stay
 * pending with nothing to run it) and the caller is told to retry.
 * @throws TooManyRequestsError `QUOTA_EXCEEDED` when the key's daily prompt quota is used up (nothing is stored).
 * @throws NotFoundError when `threadId` is not one of the account's threads.
 * @throws TransientError when the queue is unavailable.
 */
export async function submitPrompt(
  deps: Pick<Deps, 'jobs' | 'queue' | 'ids' | 'clock' | 'logger' | 'rates' | 'config' | 'accounts'>,
  input: { accountId: string; key?: SubmittingKey } & PromptRequest & AutomationRunInput,
): Promise<Job> {
  const { key } = input;
  // Counted first, so a refused prompt leaves no job behind.
  if (key) await consumePromptQuota(deps, { accountId: input.accountId, ...key });
  const threadId = input.threadId ?? deps.ids.threadId();
  const job: Job = {
    ...newJob({ jobId: input.jobId ?? deps.ids.jobId(), accountId: input.accountId, threadId, prompt: input.prompt }, deps.clock.now()),
    ...(key ? { keyId: key.keyId, keyScope: key.scope } : {}),
    ...(input.automationId ? { automationId: input.automationId } : {}),
    ...(input.presetIntent !== undefined ? { presetIntent: input.presetIntent } : {}),
  };
  await deps.jobs.create(job, { newThread: input.threadId === undefined });
  try {
    await deps.queue.enqueue({ accountId: job.accountId, jobId: job.jobId });
  } catch (error) {
    deps.logger.error('could not queue job', { jobId: job.jobId, error: error as Error });
    const failed = transition(
      job,
      { type: 'fail', code: 'QUEUE_UNAVAILABLE', error: 'The job could not be queued; nothing was executed. Please retry.' },
      deps.clock.now(),
    );
    await deps.jobs.apply(job, failed);
    throw new TransientError('QUEUE_UNAVAILABLE', 'The job queue is unavailable right now; nothing was executed. Please retry.', { cause: error });
  }
  return job;
}
