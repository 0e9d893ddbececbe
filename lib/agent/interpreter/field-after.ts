import { ask, fail, movingIntentOf, type Interpretation, type ThreadTurn } from './intent.ts';
import { askWhole } from './owed-yes.ts';
import { moves } from './choose-action.ts';
import { scanPrompt } from '../../language/scan-prompt.ts';
import { statedAbout } from './answer-statement.ts';
import { valuesOf, wordsOf } from './answer-words.ts';

/**
 * A request whose missing field is said in a sentence after it, in careful prose ("I would like to place a limit order
 * to purchase ETH on Base should the price fall to $2,700. Please allocate 1,500 USDC to this order."): the first
 * sentences are a request that would ask for that field, and the rest is read as the answer the person would have
 * given on the thread (issue 16). The move is put together from two sentences, so it is restated whole and asked for a
 * yes, never run on the first reply. Undefined unless the first part asks for a field of a move and the rest answers
 * it, and nothing else.
 * @param read interprets a prompt as the interpreter does, on the turns given.
 */
export function fieldSaidAfter(prompt: string, read: (text: string, turns: readonly ThreadTurn[]) => Interpretation): Interpretation | undefined {
  if (/[\n\r]/.test(prompt.trim())) return undefined;
  const parts = prompt
    .trim()
    .split(/(?<=[.!?])\s+(?=[a-z"'(])/i)
    .filter(Boolean);
  if (parts.length < 2 || parts.length > 4) return undefined;
  for (let k = 1; k < parts.length; k++) {
    const first = parts.slice(0, k).join(' ');
    const asked = read(first, []);
    if (asked.kind !== 'ask' || !movingIntentOf(asked) || asked.pending.awaiting === 'confirm' || asked.pending.confirm) continue;
    const rest = parts.slice(k).join(' ');
    // "…Then send 1 eth to 0x…": a move of its own after the request is a second request, never its answer.
    if (scanPrompt(rest).actions.some((a) => moves.has(a.action))) return undefined;
    const turn: ThreadTurn = { prompt: first, status: 'completed', interpretation: asked };
    const answered = read(rest, [turn]);
    // The answer completes the same move, past the field asked for ("Not sure, maybe later" answers nothing).
    const done = answered.kind === 'intent' ? answered.intent : answered.kind === 'ask' ? answered.pending : undefined;
    if (!done || !movingIntentOf(answered) || done.kind !== asked.pending.kind) return undefined;
    // "I need to send some USDC to a business partner on Polygon. Their wallet address is 0x…": a field the request
    // lacked besides the one asked for (the payee, while the amount is asked) completes it as far as it goes.
    if (answered.kind === 'ask' && answered.pending.awaiting === asked.pending.awaiting && !addsField(asked.pending, answered.pending)) return undefined;
    // "send 20 usdc to bob on base. 0x… was hacked", "… alice's address is 0x…": said about the value, never given.
    const about = statedAbout(rest, wordsOf(rest), valuesOf(answered), first);
    if (about) return saidAbout(about, asked.pending.awaiting ?? 'missing part');
    const lead = 'I read your message as this one request, its missing part said after it.';
    if (answered.kind === 'intent') return askWhole(answered.intent, lead);
    if (answered.kind !== 'ask') return undefined;
    return answered.pending.awaiting === 'confirm' ? answered : ask(answered.question, { ...answered.pending, confirm: true });
  }
  return undefined;
}

/** Whether a move still asked for has a field the earlier one lacked (and changes none it had). */
function addsField(before: object, after: object): boolean {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const fields = Object.keys(now).filter((k) => k !== 'awaiting' && k !== 'confirm');
  return fields.some((k) => was[k] === undefined) && fields.every((k) => was[k] === undefined || JSON.stringify(was[k]) === JSON.stringify(now[k]));
}

const saidAbout = (about: string, field: string): Interpretation =>
  fail(
    'MOVE_UNCLEAR',
    `You wrote "${about}" after the request, which says something about the ${field === 'to' ? 'recipient' : field} rather than giving it, so nothing was done. Send the request again in full with the ${field === 'to' ? 'recipient' : field} in it, like "send 10 USDC to 0x… on base".`,
  );
