import { scanPrompt } from '../../language/scan-prompt.ts';
import { movingIntentOf, type Interpretation, type ThreadTurn } from './intent.ts';
import { split } from './pasted-layout.ts';

/** Whether a turn asked about a move read from pasted text (its question begins as `confirmed` in pasted-request.ts has it). */
const isFromPaste = (turn: ThreadTurn): boolean =>
  turn.interpretation?.kind === 'ask' && turn.interpretation.question.startsWith('From the text you pasted, as data:');

/**
 * "splitwise says:\n  you owe alice.eth $18.40\n  you owe bob.eth $22.10\n\npay both" → "which token?" → "in USDC on
 * base" (issue 16): the answer to a question about a move read from a paste, when the thread's own answer reader left
 * the move open again (the paste's figures lost with the question), is read as said under that paste in one message
 * ("pay both in USDC on base"), with the answers to any questions asked since ("usdc" → "base"): the paste stays data,
 * its fields are kept, and the move is asked back whole for a yes, never made on this reply. Undefined unless the
 * questions still open began with one about such a move, no answer names a request of its own, asks something or says
 * "no", and the whole comes back asked for a yes.
 * @param readWhole interprets a whole prompt on its own (no thread).
 */
export function pastedAnswered(
  given: string,
  thread: readonly ThreadTurn[],
  reading: Interpretation,
  readWhole: (text: string) => Interpretation,
): Interpretation | undefined {
  // The questions still open, back to the one about the paste ("which token?" → "usdc" → "which chain?" → "base").
  const open = (turn: ThreadTurn | undefined) => turn?.interpretation?.kind === 'ask' && turn.interpretation.pending.awaiting !== 'confirm';
  let at = thread.length - 1;
  while (at > 0 && open(thread[at]) && open(thread[at - 1]) && !isFromPaste(thread[at]!)) at--;
  const last = thread[at];
  if (!last || !open(last) || !isFromPaste(last)) return undefined;
  const answers = [...thread.slice(at + 1).map((turn) => turn.prompt), given].map((text) => text.trim());
  // An answer the thread's reader already completed, or refused, stays as it read it.
  if (reading.kind !== 'ask' || reading.pending.awaiting === 'confirm') return undefined;
  for (const answer of answers) {
    const facts = scanPrompt(answer);
    if (facts.no || facts.actions.length > 0 || /[\n?]/.test(answer)) return undefined;
  }
  const parts = split(last.prompt);
  // (The person's own line as they wrote it: a line the layout completes for them is not theirs to add to.)
  if (!parts || parts.by === 'alone' || !last.prompt.trim().endsWith(parts.own)) return undefined;
  const whole = readWhole(`${parts.pasted}\n\n${parts.own} ${answers.join(' ')}`);
  return whole.kind === 'ask' && whole.pending.awaiting === 'confirm' && movingIntentOf(whole) ? whole : undefined;
}
