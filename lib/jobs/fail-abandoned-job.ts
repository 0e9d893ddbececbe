import type { Deps } from '../deps.ts';
import { isTerminal, transition } from './job.ts';
import type { JobMessage } from './job-queue.ts';

/**
 * Fails a job whose message reached the dead-letter queue (the executor gave
 * up after the queue's retry budget). The write is fenced on the attempt, so
 * a late attempt can neither complete it nor broadcast afterwards.
 */
export async function failAbandonedJob(deps: Pick<Deps, 'jobs' | 'clock' | 'logger' | 'steps'>, message: JobMessage): Promise<void> {
  for (let tries = 0; tries < 5; tries += 1) {
    const job = await deps.jobs.get(message.accountId, message.jobId);
    if (!job || isTerminal(job.status)) return;
    const last = job.statusUpdates.at(-1)?.message;
    // A committed step was (or was about to be) broadcast: say so rather than imply nothing happened on chain.
    const step = job.committedStep ? await deps.steps.get(job.committedStep) : undefined;
    const sent = step?.versions.filter((v) => !v.filler).at(-1)?.hash;
    const onChain = sent ? ` Its transaction ${sent} had already been broadcast and may still be mined; check it before retrying.` : '';
    const error = `The job could not be completed after ${job.attempt} attempt(s) and was stopped; nothing further will be executed.${onChain}${last ? ` Last status: ${last}` : ''}`;
    const result = await deps.jobs.apply(job, transition(job, { type: 'fail', code: 'JOB_ABANDONED', error }, deps.clock.now()));
    if ('job' in result) {
      deps.logger.warn('failed a job from the dead-letter queue', { jobId: job.jobId });
      return;
    }
  }
  throw new Error(`Job ${message.jobId} kept changing while it was being failed from the dead-letter queue.`);
}
