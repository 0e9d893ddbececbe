import { scanPrompt } from '../../language/scan-prompt.ts';
import { moves } from './choose-action.ts';
import { movingIntentOf, type Interpretation, type ThreadTurn } from './intent.ts';
import { askWhole } from './owed-yes.ts';
import { doing, pointer, split } from './pasted-layout.ts';

/**
 * "INVOICE … Pay to: 0x…\n\ncan you check i have enough usdc on base for this?" → "great, pay it then"; an email with an
 * address → "ok send him the 0.5 SOL on solana"; a plan table → "ok do row 2 now": on the turn after a message with
 * pasted text that was answered (a read, never a question of ours), the person's words that point back at the paste and
 * ask for a move are read under that paste, as if said below it in one message. The paste stays data: whatever it gives
 * the move is asked back whole for a yes, never made on this reply.
 * @param read interprets a whole prompt on its own (no thread).
 */
export function pastedEarlier(
  given: string,
  thread: readonly ThreadTurn[],
  reading: Interpretation,
  read: (text: string) => Interpretation,
): Interpretation | undefined {
  // Only a turn the person's words alone left undone: refused, or asked what it lacks.
  if (reading.kind === 'intent' || (reading.kind === 'ask' && reading.pending.awaiting === 'confirm')) return undefined;
  const previous = thread.at(-1);
  if (!previous || previous.interpretation?.kind === 'ask' || /\n/.test(given.trim())) return undefined;
  if (!pointer.test(given) && !rowSaid.test(given)) return undefined;
  // A verb of a move of the person's own ("pay it", "send him …"), or a row picked: "ok do that" alone points at whatever
  // the paste urged, and is no request to make it.
  const facts = scanPrompt(given);
  if (!doing.test(given) || !(facts.actions.some((a) => moves.has(a.action)) || rowSaid.test(given))) return undefined;
  const layout = split(previous.prompt);
  if (!layout || layout.by === 'alone') return undefined;
  const under = read(`${layout.pasted}\n\n${given.trim()}`);
  const move = movingIntentOf(under);
  if (!move) return undefined;
  if (under.kind === 'intent') return askWhole(under.intent, 'From the text you pasted before, as data:');
  return under.kind === 'ask' ? under : undefined;
}

/** "row 2", "line 3", "#2": a place in a pasted table or list, pointed at by its number. */
const rowSaid = /\b(?:row|line|item|step|entry)\s*#?\d\b|#\d\b/i;
