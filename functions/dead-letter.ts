import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { failAbandonedJob } from '../lib/jobs/fail-abandoned-job.ts';
import { processJobBatch } from '../lib/jobs/process-job-batch.ts';

/** Dead-letter queue → fail the jobs the executor gave up on, so none stays pending or processing forever. */
export const makeHandler =
  (deps: Deps) =>
  async (event: SQSEvent): Promise<SQSBatchResponse> =>
    processJobBatch(deps, event.Records, (message) => failAbandonedJob(deps, message));

export const handler = lambda(makeHandler);
