import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { authedHandler } from '../lib/http/http-handler.ts';
import { withIdempotency } from '../lib/http/with-idempotency.ts';
import { PromptRequestSchema, submitPrompt } from '../lib/jobs/submit-prompt.ts';

/**
 * POST /agent/prompt: store the prompt as a pending job and queue it; 202 with the job and thread ids.
 * Any key may submit; what the prompt does is checked against the key's scope when it runs.
 * With an `Idempotency-Key`, a repeat gets the first job back instead of a second one.
 */
export const makeHandler = (deps: Deps) =>
  authedHandler(deps, 'read', async (request) => {
    const input = PromptRequestSchema.parse(request.body ?? {});
    const { caller } = request;
    // When submitPrompt throws, no job will run (one stored but not queued is failed at once): the key is released.
    // The daily quota is counted inside, so a replayed response does not count again.
    return withIdempotency(deps, { request, endpoint: 'prompt-create', nothingHappened: () => true }, async () => {
      const job = await submitPrompt(deps, { accountId: caller.accountId, key: { keyId: caller.keyId, scope: caller.scope, ...caller.limits }, ...input });
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
