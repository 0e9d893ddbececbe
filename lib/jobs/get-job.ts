import { NotFoundError } from '../errors.ts';
import type { JobStore } from './job-store.ts';
import type { Job } from './job.ts';

const jobIdPattern = /^job_[0-9A-Z]{26}$/;

/**
 * The caller's job. An unknown id, a malformed one and another account's job
 * all give the same 404, so ids cannot be probed.
 * @throws NotFoundError
 */
export async function getJob(deps: { jobs: JobStore }, accountId: string, jobId: string | undefined): Promise<Job> {
  const job = jobId && jobIdPattern.test(jobId) ? await deps.jobs.get(accountId, jobId) : undefined;
  if (!job) throw new NotFoundError('JOB_NOT_FOUND', `Job ${jobId ?? ''} was not found.`.replace('  ', ' '));
  return job;
}
