import type { Deps } from '../deps.ts';
import { isTerminal, type Job } from './job.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads a job until it ends (completed, failed or cancelled) or `budgetMs`
 * passes, for an endpoint that answers with a job's result (the published
 * client's synchronous token launch). The job runs on its own either way.
 * @returns the ended job, or its last state when the budget ran out.
 */
export async function awaitJobEnd(
  deps: Pick<Deps, 'jobs' | 'clock'>,
  job: Pick<Job, 'accountId' | 'jobId'>,
  budgetMs: number,
  intervalMs = 150,
): Promise<Job | undefined> {
  const deadline = deps.clock.now().getTime() + budgetMs;
  for (;;) {
    const current = await deps.jobs.get(job.accountId, job.jobId);
    if (!current || isTerminal(current.status) || deps.clock.now().getTime() + intervalMs > deadline) return current;
    await pause(intervalMs);
  }
}
