import { fail, movingIntentOf, type Interpretation, type ThreadTurn } from './intent.ts';

/** A share said of something: "half", "a quarter", "a third", "50%", "30 percent", "all of it", "everything". */
const shareSaid = /\b(?:half|quarter|third|all|everything|entire|whole)\b|\d\s*%|\bper ?cent\b/i;
/** Words that say whose share it is: the holding ("half my degen", "half of what I have", "50% of the balance"). */
const ofHolding = /\b(?:my|mine|our|balance|holdings?|bag|stack|wallet|i have|i hold|i own|i got)\b/i;

/**
 * "buy 100 degen" → "send half to bob.eth" → "degen": a bare share said right after a move is a share of that move
 * as much as of the holding (half of the 100 bought, or half of all DEGEN held?), and the two can differ by any amount;
 * read as the holding's, it sent half of everything held. It is refused, naming both, unless the person said whose
 * share it is. `undefined` when the reading carries no share, or no move was made on the thread before it was said.
 */
export function shareAfterMove(given: string, thread: readonly ThreadTurn[], reading: Interpretation): Interpretation | undefined {
  const moving = reading.kind === 'fail' ? undefined : movingIntentOf(reading);
  const amount = (moving as { amount?: { kind?: string } } | undefined)?.amount;
  if (amount?.kind !== 'fraction') return undefined;
  // The turn that said the share: this one, or the latest earlier one (an answer on the thread completes it).
  const prompts = [...thread.map((t) => t.prompt), given];
  let at = prompts.length - 1;
  while (at >= 0 && !shareSaid.test(prompts[at]!)) at--;
  if (at < 0 || ofHolding.test(prompts[at]!)) return undefined;
  const before = thread
    .slice(0, at)
    .reverse()
    .find((t) => t.status === 'completed' && t.interpretation?.kind === 'intent' && movingIntentOf(t.interpretation));
  if (!before) return undefined;
  return fail(
    'MOVE_UNCLEAR',
    `"${prompts[at]}" names a share without saying of what: of the move just made ("${before.prompt}"), or of everything you hold? Say the exact amount, or "half my …" for a share of the holding. Nothing was done.`,
  );
}
