import * as z from 'zod';
import { plainText } from '../../core/plain-text.ts';
import type { Deps } from '../../deps.ts';
import { BadRequestError, PurserError } from '../../errors.ts';
import { isErrorCode } from '../../error-codes.ts';
import { awaitJobEnd } from '../../jobs/await-job.ts';
import type { Job } from '../../jobs/job.ts';
import { submitPrompt, type SubmittingKey } from '../../jobs/submit-prompt.ts';
import { FeeRecipientRefSchema } from './fee-recipient.ts';
import { LaunchDescriptionSchema, LaunchIntentSchema, type LaunchIntent } from './intent.ts';
import { usableFeeRecipient } from './launch-fee-recipient.ts';

const httpUrl = (field: string) =>
  z.url({ protocol: /^https?$/, error: `${field} must be an http(s) URL` }).max(2048, `${field} must be at most 2048 characters`);

/**
 * The published client's launch request (`bankr launch`), as its typings give
 * it: the name is required, the symbol is made from the name when absent.
 */
export const DeployTokenRequestSchema = z.strictObject({
  tokenName: z
    .string({ error: (issue) => (issue.input === undefined ? 'tokenName is required' : 'tokenName must be a string') })
    .trim()
    .min(1, 'tokenName must not be empty')
    .max(64, 'tokenName must be at most 64 characters')
    .regex(plainText, 'tokenName must not contain control, invisible or direction-changing characters')
    .describe('The token name ("Moon Cat"), as it goes on chain.'),
  tokenSymbol: z
    .string({ error: 'tokenSymbol must be a string' })
    .trim()
    .regex(/^\$?[A-Za-z0-9]{1,12}$/, 'tokenSymbol must be 1 to 12 letters or digits')
    .optional()
    .describe('The ticker (upper-cased, a leading "$" dropped); made from the name when absent.'),
  image: httpUrl('image').optional().describe('An http(s) URL of the token image.'),
  description: z
    .string({ error: 'description must be a string' })
    .max(1000, 'description must be at most 1000 characters')
    .refine((value) => LaunchDescriptionSchema.safeParse(value).success, 'description must not contain control, invisible or direction-changing characters')
    .optional(),
  tweetUrl: httpUrl('tweetUrl').optional().describe('A post about the token; recorded with the launch.'),
  websiteUrl: httpUrl('websiteUrl').optional().describe("The project's website; recorded with the launch."),
  feeRecipient: FeeRecipientRefSchema.optional(),
  simulateOnly: z.boolean({ error: 'simulateOnly must be true or false' }).optional().describe('Check the launch without sending it.'),
});
export type DeployTokenRequest = z.infer<typeof DeployTokenRequestSchema>;

export const DeployTokenResponseSchema = z.object({
  success: z.literal(true),
  tokenAddress: z.string().describe('The launched token.'),
  poolId: z.string().describe('Its pool (the pool address).'),
  txHash: z.string().optional().describe('The launch transaction; absent for a simulation.'),
  activityId: z.string().describe('The launch job: GET /agent/job/{activityId} shows it.'),
  chain: z.literal('base'),
  simulated: z.boolean().optional(),
  feeDistribution: z
    .record(z.string(), z.object({ address: z.string(), bps: z.number().int() }))
    .describe('Who receives the swap fees of the token, by role, in basis points of the fee.'),
});

/** Until the job's outcome, 202: the launch is still running, poll the job. */
export const DeployTokenPendingResponseSchema = z.object({
  success: z.literal(true),
  activityId: z.string(),
  status: z.enum(['pending', 'processing']),
  message: z.string(),
});

/** How long the endpoint waits for its launch job (API Gateway ends a request at 30 s). */
export const deployWaitBudgetMs = 25_000;

/** The ticker made from a name: its letters and digits, upper-cased, at most 12 ("Moon Cat" → MOONCAT). */
export function symbolFromName(name: string): string | undefined {
  const symbol = name
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 12);
  return symbol.length > 0 ? symbol : undefined;
}

/** @throws BadRequestError `INVALID_REQUEST` when no ticker is given and none can be made from the name. */
export function launchIntentOf(request: DeployTokenRequest): LaunchIntent {
  const symbol = request.tokenSymbol?.replace(/^\$/, '').toUpperCase() ?? symbolFromName(request.tokenName);
  if (!symbol) {
    throw new BadRequestError(
      'INVALID_REQUEST',
      'Invalid tokenSymbol: the name has no letters or digits to make a ticker from; give tokenSymbol (1 to 12 letters or digits).',
      {
        details: { field: 'tokenSymbol' },
      },
    );
  }
  return LaunchIntentSchema.parse({
    kind: 'launch',
    chain: 'base',
    name: request.tokenName,
    symbol,
    ...(request.image ? { imageUrl: request.image } : {}),
    ...(request.description ? { description: request.description } : {}),
    ...(request.websiteUrl ? { websiteUrl: request.websiteUrl } : {}),
    ...(request.tweetUrl ? { tweetUrl: request.tweetUrl } : {}),
    ...(request.simulateOnly ? { simulate: true } : {}),
  });
}

/** A failed launch job as an HTTP error: its own code and message, the job named. */
class LaunchJobFailed extends PurserError {}

const failedStatus = (code: string | undefined): number => (code === 'DEPLOYMENT_LIMIT_REACHED' ? 429 : code === 'SCOPE_INSUFFICIENT' ? 403 : 422);

/**
 * POST /token-launches/deploy: launches a token as the prompt "launch … on
 * base" does — the same job, the same cooldown, the same exactly-once
 * pipeline — but from structured fields, and answers with the outcome: it
 * queues the launch job and reads it until it ends. A fee recipient is
 * resolved to a wallet first (an address, or an ENS name); `simulateOnly`
 * runs the job as a simulation, which sends nothing and takes no slot.
 * @returns 200 with the token, pool, transaction and fee split; 202 with the job id when it has not ended in time.
 * @throws BadRequestError for a fee recipient that is not a wallet (`FEE_RECIPIENT_UNSUPPORTED`, `FEE_RECIPIENT_UNRESOLVED`, `INVALID_ADDRESS`).
 * @throws the launch job's failure as a 4xx with its code (429 for the deployment limit).
 */
export async function deployToken(
  deps: Pick<Deps, 'jobs' | 'queue' | 'ids' | 'clock' | 'logger' | 'rates' | 'config' | 'accounts' | 'chains'>,
  input: { accountId: string; key: SubmittingKey; request: DeployTokenRequest },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const feeRecipient = input.request.feeRecipient ? await usableFeeRecipient(deps, input.request.feeRecipient) : undefined;
  const intent = LaunchIntentSchema.parse({ ...launchIntentOf(input.request), ...(feeRecipient ? { feeRecipient } : {}) });
  const job = await submitPrompt(deps, {
    accountId: input.accountId,
    key: input.key,
    prompt: `launch a token called ${intent.name} with symbol ${intent.symbol} on base`,
    presetIntent: intent,
  });
  const ended = await awaitJobEnd(deps, job, deployWaitBudgetMs);
  return deployOutcome(ended ?? job);
}

function deployOutcome(job: Job): { status: number; body: Record<string, unknown> } {
  if (job.status === 'completed') {
    const launch = job.richData?.find((item): item is LaunchRichData => (item as { type?: unknown }).type === 'launch');
    return {
      status: 200,
      body: {
        success: true,
        tokenAddress: launch?.token,
        poolId: launch?.pool ?? '',
        ...(launch?.transactionHash ? { txHash: launch.transactionHash } : {}),
        activityId: job.jobId,
        chain: 'base',
        ...(launch?.simulated ? { simulated: true } : {}),
        feeDistribution: launch?.feeDistribution ?? {},
      },
    };
  }
  if (job.status === 'failed' || job.status === 'cancelled') {
    const code = isErrorCode(job.errorCode) ? job.errorCode : job.status === 'cancelled' ? 'JOB_CANCELLED' : 'LAUNCH_FAILED';
    throw new LaunchJobFailed(code, job.error ?? `The launch job ${job.jobId} was ${job.status}.`, failedStatus(job.errorCode), false, {
      details: { activityId: job.jobId, status: job.status },
    });
  }
  return {
    status: 202,
    body: {
      success: true,
      activityId: job.jobId,
      status: job.status,
      message: `The launch is still running. Poll GET /agent/job/${job.jobId} until it is completed or failed.`,
    },
  };
}

interface LaunchRichData {
  readonly type: 'launch';
  readonly token: string;
  readonly pool?: string;
  readonly creator: string;
  readonly transactionHash?: string;
  readonly simulated?: boolean;
  readonly feeDistribution?: Record<string, { address: string; bps: number }>;
}
