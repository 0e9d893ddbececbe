import { requirePromptScope } from '../accounts/scopes.ts';
import { PermanentError, type ErrorCode } from '../errors.ts';
import type { Deps } from '../deps.ts';
import * as z from 'zod';
import { AutomationActionSchema } from '../capabilities/automations/intent.ts';
import { LaunchIntentSchema } from '../capabilities/launches/intent.ts';
import { dispatchIntent, scopeOfKind } from '../capabilities/index.ts';
import { isLaunchedCandidate } from '../capabilities/launches/launched-candidate.ts';
import { settleChoices } from './settle-choices.ts';
import { interpretPrompt, type ThreadTurn } from './interpreter/index.ts';
import type { JobContext, JobOutcome } from '../jobs/job-context.ts';

/** A refusal from the interpreter; the job fails with it and keeps what was understood for the thread. */
export class InterpretationFailure extends PermanentError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly interpretation: unknown,
  ) {
    super(code, message);
  }
}

/** Whether an intent (or the partial intent a question is about) would move funds: its capability's descriptor decides, and a kind none declares counts as a move. */
const promptKind = (kind: string) => (scopeOfKind(kind) === 'trade' ? 'move' : 'read');

/** What a job may carry to run as it is: an automation's trade or transfer, or a launch asked for by POST /token-launches/deploy. */
const PresetIntentSchema = z.discriminatedUnion('kind', [...AutomationActionSchema.options, LaunchIntentSchema]);

/**
 * Runs the intent stored on the job (an automation's action, a launch from
 * the deploy endpoint) exactly as it was stored, never a re-interpretation of
 * its words; the key's scope is checked as for any prompt.
 * @throws PermanentError `INVALID_PRESET_INTENT` when the stored intent is not a trade, transfer or launch.
 */
async function runPresetIntent(deps: Deps, ctx: JobContext, preset: unknown): Promise<JobOutcome & { interpretation: unknown }> {
  const parsed = PresetIntentSchema.safeParse(preset);
  if (!parsed.success)
    throw new PermanentError('INVALID_PRESET_INTENT', 'The stored action of this job is not a trade, transfer or launch I can run; nothing was done.');
  const intent = parsed.data;
  requirePromptScope(ctx.job.keyScope, promptKind(intent.kind));
  await ctx.progress(`Running ${ctx.job.automationId ? `automation ${ctx.job.automationId}` : 'the stored action'}: ${intent.kind} on ${intent.chain}.`);
  const interpretation = { kind: 'intent', intent } as const;
  return { ...(await dispatchIntent(deps, ctx, intent)), interpretation };
}

/** The thread's earlier turns, oldest first, as the interpreter reads them. */
async function threadTurns(deps: Pick<Deps, 'jobs'>, ctx: JobContext): Promise<ThreadTurn[]> {
  const jobs = await deps.jobs.listThread(ctx.job.accountId, ctx.job.threadId);
  return jobs
    .filter((job) => job.jobId < ctx.job.jobId)
    .map((job) => ({
      prompt: job.prompt,
      status: job.status,
      ...(job.interpretation ? { interpretation: job.interpretation as ThreadTurn['interpretation'] } : {}),
    }));
}

/**
 * Turns a prompt into an intent — reading the thread's earlier turns for
 * follow-ups and answers — and runs the capability that owns it. A missing
 * chain, amount or recipient for a move is asked, never guessed: the job
 * completes with the question, and the next prompt on the thread answers it.
 * A move (or a question about one) from a read-only key stops here, before
 * anything is signed.
 * @throws ForbiddenError `SCOPE_INSUFFICIENT` for a move prompt of a read-only key.
 * @throws InterpretationFailure for a prompt it refuses (unknown token, unsupported chain, ...).
 */
export async function runPrompt(deps: Deps, ctx: JobContext): Promise<JobOutcome & { interpretation: unknown }> {
  if (ctx.job.presetIntent !== undefined) return runPresetIntent(deps, ctx, ctx.job.presetIntent);
  let interpretation = interpretPrompt(ctx.job.prompt, await threadTurns(deps, ctx), deps.clock.now());
  // "buy $20 of $MCAT on base": the interpreter cannot know launched tokens; the trade it refused runs (or its missing amount is asked) when the token is one.
  const candidate = interpretation.kind === 'fail' ? interpretation.candidate : undefined;
  if (candidate && (await isLaunchedCandidate(deps, 'intent' in candidate ? candidate.intent : candidate.pending))) {
    interpretation = 'intent' in candidate ? { kind: 'intent', ...candidate } : { kind: 'ask', ...candidate };
  }
  // "…if it goes below one fifty" ($1.50 or $150), "need exactly 2 mil bonk" (2,000 or 2,000,000): the one reading the
  // token's price leaves asked back for a yes.
  if (interpretation.kind === 'ask' && interpretation.choices) interpretation = await settleChoices(deps.prices, interpretation);
  switch (interpretation.kind) {
    case 'fail':
      throw new InterpretationFailure(interpretation.code, interpretation.message, interpretation);
    case 'ask':
      requirePromptScope(ctx.job.keyScope, promptKind(interpretation.pending.kind));
      return {
        response: interpretation.question,
        richData: [{ type: 'question', question: interpretation.question, awaiting: interpretation.pending.awaiting ?? null }],
        interpretation,
      };
    case 'intent':
      requirePromptScope(ctx.job.keyScope, promptKind(interpretation.intent.kind));
      await ctx.progress(
        `Understood: ${interpretation.intent.kind}${'chain' in interpretation.intent && interpretation.intent.chain ? ` on ${interpretation.intent.chain}` : ''}.`,
      );
      {
        const outcome = await dispatchIntent(deps, ctx, interpretation.intent);
        const notes = interpretation.notes ?? [];
        // A capability may end in a question of its own (a transfer to the account's own wallet): the thread's next turn answers that.
        return {
          ...outcome,
          ...(notes.length > 0 ? { response: `${notes.join(' ')}\n\n${outcome.response}` } : {}),
          interpretation: outcome.interpretation ?? interpretation,
        };
      }
  }
}
