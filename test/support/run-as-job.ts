import type { JobContext, JobOutcome } from '../../lib/jobs/job-context.ts';
import type { Deps } from '../../lib/deps.ts';
import { runJob } from '../../lib/jobs/run-job.ts';
import { submitPrompt } from '../../lib/jobs/submit-prompt.ts';

/** Stores a job for the account (not queued) and runs `work` as it, like the executor does; the job as it ended. */
export async function runWorkAsJob(deps: Deps, accountId: string, work: (ctx: JobContext) => Promise<JobOutcome>) {
  const job = await submitPrompt({ ...deps, queue: { enqueue: async () => undefined } }, { accountId, prompt: 'x' });
  await runJob(deps, { accountId, jobId: job.jobId }, work);
  return (await deps.jobs.get(accountId, job.jobId))!;
}
