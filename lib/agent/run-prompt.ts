import { PermanentError } from '../errors.ts';
import type { Deps } from '../deps.ts';
import { readBalances } from '../capabilities/balances/read-balances.ts';
import { sendNative } from '../capabilities/transfers/send-native.ts';
import { interpret } from './interpret.ts';
import type { JobContext, JobOutcome } from './job-context.ts';

/**
 * Turns a prompt into an intent and runs the capability that owns it.
 * @throws PermanentError for a prompt it cannot handle, saying what it can do.
 */
export async function runPrompt(deps: Pick<Deps, 'chains'>, ctx: JobContext): Promise<JobOutcome> {
  const interpretation = interpret(ctx.job.prompt);
  if (interpretation.kind === 'unsupported') throw new PermanentError(interpretation.code, interpretation.reason);
  const { intent } = interpretation;
  switch (intent.kind) {
    case 'balance':
      return readBalances(deps, ctx, intent);
    case 'transfer':
      return sendNative(deps, ctx, intent);
  }
}
