import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { authedHandler } from '../lib/http/http-handler.ts';
import { cancelJob } from '../lib/jobs/cancel-job.ts';
import { toJobView } from '../lib/jobs/job-view.ts';

/**
 * DELETE /agent/job/{jobId} and POST /agent/job/{jobId}/cancel: cancel a pending or processing job (idempotent).
 * Trade-only and full keys only: cancelling never moves funds, but a read-only key only reads.
 */
export const makeHandler = (deps: Deps) =>
  authedHandler(deps, 'trade', async ({ params, caller }) => {
    const job = await cancelJob(deps, caller.accountId, params.jobId);
    return { status: 200, body: { ...toJobView(job), message: `Job ${job.jobId} is cancelled.` } };
  });

export const handler = lambda(makeHandler);
