import { ask, movingIntentOf, type Interpretation, type PartialIntent, type ThreadTurn } from './intent.ts';
import { confirmQuestion } from './owed-yes.ts';

/**
 * A move that names the thread's token by pronoun (issue 16; held-out-14, chat and voice): "whats eth at rn" → "ok cool
 * grab 0.1 of it on base, pay in usdc"; "what's the price of uni" → "okay buy five of them on unichain with USDC". The
 * pronoun is the one token the turn before was about (a price or a balance of one token), said by its name; the move
 * read so is asked back whole for a yes, never run on the reading of a pronoun.
 */

/** "0.1 of it", "five of them", "$20 of it", "20 usdc of it", "all of it": an amount of the thing pointed at (group 2). */
const amountOfIt =
  /(\b(?:\d[\d.,]*\s*k?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred|some|half|all)(?:\s+\$?[a-z]+)?\s+of\s+|\$\d[\d.,]*\s*k?\s+(?:worth\s+)?of\s+)(it|them|those|these)\b/i;
/** "buy it", "grab them": the verb of a trade, then the pronoun (group 2). */
const verbIt = /(\b(?:buy|grab|get|purchase|ape|sell|dump)\s+)(it|them)\b(?!\s+(?:to|for)\s+(?:me|my)\b)/i;

/** The one token the last turn was about, when it was a read of one token's price or balance. */
function threadToken(thread: readonly ThreadTurn[]): string | undefined {
  const last = thread.at(-1)?.interpretation;
  if (last?.kind !== 'intent') return undefined;
  const intent = last.intent;
  if (intent.kind === 'price' && intent.tokens.length === 1) return intent.tokens[0];
  if (intent.kind === 'balance' && Array.isArray(intent.tokens) && intent.tokens.length === 1) return intent.tokens[0];
  return undefined;
}

/**
 * The move a prompt asks for with the thread's token put in for its pronoun, asked back whole for a yes; undefined
 * when the prompt points at no token, the last turn was about no one token, or what is read is no move.
 */
export function threadTokenMove(given: string, thread: readonly ThreadTurn[], read: (text: string) => Interpretation): Interpretation | undefined {
  const token = threadToken(thread);
  if (!token) return undefined;
  const said = amountOfIt.exec(given) ?? verbIt.exec(given);
  if (!said) return undefined;
  const named = given.slice(0, said.index) + said[1] + token + given.slice(said.index + said[0].length);
  const reading = read(named);
  const moving = movingIntentOf(reading);
  if (!moving || (moving.kind !== 'swap' && moving.kind !== 'transfer')) return undefined;
  const lead = `I read "${said[2]}" as ${token}.`;
  if (reading.kind === 'intent') return ask(`${lead} ${confirmQuestion(reading.intent)}`, { ...reading.intent, awaiting: 'confirm' } as PartialIntent);
  if (reading.kind === 'ask') return ask(`${lead} ${reading.question}`, { ...reading.pending, confirm: true });
  return undefined;
}
