import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { authedHandler } from '../lib/http/http-handler.ts';
import { PromptRequestSchema, submitPrompt } from '../lib/jobs/submit-prompt.ts';

/** POST /agent/prompt: store the prompt as a pending job and queue it; 202 with the job and thread ids. */
export const makeHandler = (deps: Deps) =>
  authedHandler(deps, 'read', async ({ body, caller }) => {
    const input = PromptRequestSchema.parse(body ?? {});
    const job = await submitPrompt(deps, { accountId: caller.accountId, ...input });
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

export const handler = lambda(makeHandler);
