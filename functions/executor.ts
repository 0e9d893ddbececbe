import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { runPrompt } from '../lib/agent/run-prompt.ts';
import { withAwsSolana } from '../lib/composition/aws-solana.ts';
import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { processJobBatch } from '../lib/jobs/process-job-batch.ts';
import { runJob } from '../lib/jobs/run-job.ts';

/** SQS (FIFO) → prompt jobs; reports partial batch failures so only failed records come back. */
export const makeHandler =
  (deps: Deps) =>
  async (event: SQSEvent): Promise<SQSBatchResponse> =>
    processJobBatch(deps, event.Records, (message) => runJob(deps, message, (ctx) => runPrompt(deps, ctx)));

export const handler = lambda(makeHandler, withAwsSolana);
