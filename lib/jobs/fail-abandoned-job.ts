import type { Deps } from '../deps.ts';
import { isTerminal, transition } from './job.ts';
import type { JobMessage } from './job-queue.ts';

/**
 * Settles a job whose message reached the dead-letter queue (the executor
 * gave up after the queue's retry budget). A job that committed a
 * transaction is handed to the transaction watcher instead of failed: the
 * transaction may be on its way to the chain, and the watcher knows when it
 * is mined or can never be. Any other job is failed; the write is fenced on
 * the attempt, so a late attempt can neither complete it nor broadcast
 * afterwards.
 */
export async function failAbandonedJob(deps: Pick<Deps, 'jobs' | 'clock' | 'logger'>, message: JobMessage): Promise<void> {
  for (let tries = 0; tries < 5; tries += 1) {
    const job = await deps.jobs.get(message.accountId, message.jobId);
    if (!job || isTerminal(job.status)) return;
    if (job.status === 'processing' && job.committedStep !== undefined) {
      // Listed before the status changes: a crash in between leaves a listed job, which the watcher settles either way.
      await deps.jobs.watch(job.accountId, job.jobId);
      const handed = transition(
        job,
        {
          type: 'await',
          message:
            'The executor gave up on this job after its transaction was committed; the transaction watcher follows that transaction and settles the job.',
        },
        deps.clock.now(),
      );
      if ('job' in (await deps.jobs.apply(job, handed))) {
        deps.logger.warn('handed a job from the dead-letter queue to the transaction watcher', { jobId: job.jobId });
        return;
      }
      continue;
    }
    const last = job.statusUpdates.at(-1)?.message;
    const error = `The job could not be completed after ${job.attempt} attempt(s) and was stopped; nothing was sent and nothing further will be executed.${last ? ` Last status: ${last}` : ''}`;
    const result = await deps.jobs.apply(job, transition(job, { type: 'fail', code: 'JOB_ABANDONED', error }, deps.clock.now()));
    if ('job' in result) {
      deps.logger.warn('failed a job from the dead-letter queue', { jobId: job.jobId });
      return;
    }
  }
  throw new Error(`Job ${message.jobId} kept changing while it was being settled from the dead-letter queue.`);
}
