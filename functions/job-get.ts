import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { authedHandler } from '../lib/http/http-handler.ts';
import { getJob } from '../lib/jobs/get-job.ts';
import { toJobView } from '../lib/jobs/job-view.ts';

/** GET /agent/job/{jobId} and GET /agent/prompt/{jobId}: the caller's job. */
export const makeHandler = (deps: Deps) =>
  authedHandler(deps, 'read', async ({ params, caller }) => ({
    status: 200,
    body: toJobView(await getJob(deps, caller.accountId, params.jobId)),
  }));

export const handler = lambda(makeHandler);
