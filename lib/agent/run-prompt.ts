import { requirePromptScope, type PromptKind } from '../accounts/scopes.ts';
import { PermanentError } from '../errors.ts';
import type { Deps } from '../deps.ts';
import { dispatchIntent } from './dispatch-intent.ts';
import { interpretPrompt, type IntentKind, type MoveIntent, type ThreadTurn } from './interpreter/index.ts';
import type { JobContext, JobOutcome } from './job-context.ts';

/** A refusal from the interpreter; the job fails with it and keeps what was understood for the thread. */
export class InterpretationFailure extends PermanentError {
  constructor(
    code: string,
    message: string,
    readonly interpretation: unknown,
  ) {
    super(code, message);
  }
}

/** Whether an intent (or the partial intent a question is about) would move funds. */
const moveKinds: readonly IntentKind[] = ['swap', 'transfer'] satisfies MoveIntent['kind'][];
const promptKind = (kind: IntentKind): PromptKind => (moveKinds.includes(kind) ? 'move' : 'read');

/** The thread's earlier turns, oldest first, as the interpreter reads them. */
async function threadTurns(deps: Pick<Deps, 'jobs'>, ctx: JobContext): Promise<ThreadTurn[]> {
  const jobs = await deps.jobs.listThread(ctx.job.accountId, ctx.job.threadId);
  return jobs
    .filter((job) => job.jobId < ctx.job.jobId)
    .map((job) => ({ prompt: job.prompt, status: job.status, ...(job.interpretation ? { interpretation: job.interpretation as ThreadTurn['interpretation'] } : {}) }));
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
  const interpretation = interpretPrompt(ctx.job.prompt, await threadTurns(deps, ctx));
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
      await ctx.progress(`Understood: ${interpretation.intent.kind}${'chain' in interpretation.intent && interpretation.intent.chain ? ` on ${interpretation.intent.chain}` : ''}.`);
    {
      const outcome = await dispatchIntent(deps, ctx, interpretation.intent);
      const notes = interpretation.notes ?? [];
      return { ...outcome, ...(notes.length > 0 ? { response: `${notes.join(' ')}\n\n${outcome.response}` } : {}), interpretation };
    }
  }
}
