import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { authedHandler } from '../lib/http/http-handler.ts';
import { withIdempotency } from '../lib/idempotency/with-idempotency.ts';
import { PromptRequestSchema, submitPrompt } from '../lib/jobs/submit-prompt.ts';

/**
 * POST /agent/prompt: store the prompt as a pending job and queue it; 202 with the job and thread ids.
 * With an `Idempotency-Key`, a repeat gets the first job back instead of a second one.
 */
export const makeHandler = (deps: Deps) =>
  authedHandler(deps, 'read', async (request) => {
    const input = PromptRequestSchema.parse(request.body ?? {});
    // When submitPrompt throws, no job will run (one stored but not queued is failed at once): the key is released.
    return withIdempotency(deps, { request, endpoint: 'prompt-create', nothingHappened: () => true }, async () => {
      const job = await submitPrompt(deps, { accountId: request.caller.accountId, ...input });
      return {
        status: 202,
        body: {
          success: true,
          jobId: job.jobId,
          threadId: job.threadId,
          status: job.status,
          message: `Job queued. Poll GET /agent/job/${job.jobId} until it is completed, failed or cancelled.`,
        },
      };
    });
  });

export const handler = lambda(makeHandler);
