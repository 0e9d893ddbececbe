import { fail, movesMadeNow, type Interpretation, type ThreadTurn } from './intent.ts';
import { confirmQuestion } from './owed-yes.ts';

/**
 * The very move the thread's last turn made, sent again in full: `{"cmd":"swap","from":"USDC","to":"AERO","amount":60}`
 * was made at once (AERO is only on Base), and the same body sent again with `"chain":"base"` added made it twice
 * (held-out-32 bot 59). A bot that retries, or a person who adds what they thought was missing, sends the request
 * again; a second identical move right after the first, while the first is made or being made, is refused saying so,
 * and "do it again" makes it a second time (asked back for a yes, follow-up.ts). A move that differs in any field
 * (another amount, token, chain or recipient), one after a read or a question, or one after a job that failed or was
 * cancelled (a retry of what did not happen), is read as it is.
 */
export function sameMoveAgain(given: string, said: readonly ThreadTurn[], reading: Interpretation): Interpretation | undefined {
  if (reading.kind !== 'intent' || !movesMadeNow.has(reading.intent.kind) || repeatAsked.test(given)) return undefined;
  const last = said.at(-1);
  const before = last?.interpretation;
  if (!last || before?.kind !== 'intent' || before.intent.kind !== reading.intent.kind || undone.has(last.status)) return undefined;
  if (canonical(before.intent) !== canonical(reading.intent)) return undefined;
  const what = confirmQuestion(reading.intent)
    .replace(/^Do you want me to /, '')
    .replace(/\? \(yes \/ no\)$/, '');
  return fail(
    'MOVE_REPEATED',
    `Your last message on this thread already asked me to ${what}, and it was ${last.status === 'completed' ? 'made' : 'taken up'}; nothing more was done. To make it a second time, say "do it again".`,
  );
}

/** A second time asked for in words ("do it again", "same again", "one more", "repeat"): the follow-up readers' to read. */
const repeatAsked = /\b(?:again|same|repeat|redo|retry|once more|one more|another|twice|2x)\b/i;

/** Job statuses after which the same move was not made: sending it again is a retry, not a second move. */
const undone = new Set(['failed', 'cancelled']);

/** An intent's fields as one string, keys sorted at every depth, names and addresses in one case. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${key}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return typeof value === 'string' ? JSON.stringify(value.toLowerCase()) : JSON.stringify(value);
}
