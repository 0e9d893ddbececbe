import { ConflictError } from '../errors.ts';
import type { Deps } from '../deps.ts';
import { getJob } from './get-job.ts';
import { transition, type Job } from './job.ts';

/**
 * Cancels a pending or processing job. Cancelling a cancelled job succeeds
 * again; a completed or failed job is refused with its status named. The
 * write is conditional on the status read, and re-read on a race, so a job
 * that completes at the same moment is never reported cancelled.
 * @throws NotFoundError, ConflictError
 */
export async function cancelJob(deps: Pick<Deps, 'jobs' | 'clock'>, accountId: string, jobId: string | undefined): Promise<Job> {
  let job = await getJob(deps, accountId, jobId);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const next = transition(job, { type: 'cancel' }, deps.clock.now());
    if (next.noop) return job;
    const result = await deps.jobs.apply(job, next);
    if ('job' in result) return result.job;
    if (!result.conflict) break;
    job = result.conflict;
  }
  throw new ConflictError('JOB_BUSY', `Job ${jobId} changed while it was being cancelled; please retry.`);
}
