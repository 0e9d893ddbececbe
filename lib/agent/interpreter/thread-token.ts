import { ask, movingIntentOf, type Interpretation, type ThreadTurn } from './intent.ts';
import { askWhole } from './owed-yes.ts';
import { scanPrompt } from '../../language/scan-prompt.ts';

/**
 * A move that names the thread's token by pronoun (issue 16; held-out-14, chat and voice): "whats eth at rn" → "ok cool
 * grab 0.1 of it on base, pay in usdc"; "what's the price of uni" → "okay buy five of them on unichain with USDC". The
 * pronoun is the one token the turn before was about (a price or a balance of one token), said by its name; the move
 * read so is asked back whole for a yes, never run on the reading of a pronoun.
 */

/** "0.1 of it", "five of them", "3000 from them" (non-native), "$20 of it", "20 usdc of it", "all of it": an amount of the thing pointed at (group 2). */
const amountOfIt =
  /(\b(?:\d[\d.,]*\s*k?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred|some|half|all)(?:\s+\$?[a-z]+)?\s+(?:of|from)\s+|\$\d[\d.,]*\s*k?\s+(?:worth\s+)?of\s+)(it|them|those|these|this|that)\b/i;
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
  // "3000 from them" is "3000 DEGEN" ("3000 from DEGEN" would read as what the swap is from).
  // "one of those" is "one ETH" ("one of ETH" reads no amount), as "0.1 of it" is "0.1 ETH".
  const count = said[1]!.replace(/^(\d[\d.,]*\s*k?|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred)\s+of\s+$/i, '$1 ');
  const named = given.slice(0, said.index) + count.replace(/\s+from\s+$/i, ' ') + token + given.slice(said.index + said[0].length);
  // "what's my eth on base" → "swap one of those to usdc": the holding read on one chain is moved there, unless said.
  const last = thread.at(-1)?.interpretation;
  const chains = last?.kind === 'intent' && last.intent.kind === 'balance' && Array.isArray(last.intent.chains) ? last.intent.chains : [];
  const placed = chains.length === 1 && scanPrompt(named).chains.length === 0 ? `${named.replace(/[\s.!?]+$/, '')} on ${chains[0]}` : named;
  const reading = read(placed);
  const moving = movingIntentOf(reading);
  if (!moving || (moving.kind !== 'swap' && moving.kind !== 'transfer')) return undefined;
  const lead = `I read "${said[2]}" as ${token}.`;
  if (reading.kind === 'intent') return askWhole(reading.intent, lead);
  if (reading.kind === 'ask') return ask(`${lead} ${reading.question}`, { ...reading.pending, confirm: true });
  return undefined;
}

/** "is that enough", "would it be enough", "does that cover": the holding just read, asked about by pronoun (group 2). */
const thatEnough = /\b((?:is|are|was|will|would|does|do)\s+)(that|it|this|those|these)(\s+(?:be\s+|still\s+|even\s+)?(?:enough|sufficient|cover|covers)\b)/i;

/**
 * A question whether the holding just read is enough for a move (held-out-15, voice): "how much eth do I have on
 * ethereum" → "and is that enough to send like two of them to someone I'm not sending yet just asking". The pronoun
 * is the one token of the balance read before, on its chain; what is read is a read of that balance with the check
 * asked, never the move it names. Undefined when the last turn was no balance of one token or the question reads as
 * anything but a balance.
 */
export function threadHoldingQuestion(given: string, thread: readonly ThreadTurn[], read: (text: string) => Interpretation): Interpretation | undefined {
  const last = thread.at(-1)?.interpretation;
  if (last?.kind !== 'intent' || last.intent.kind !== 'balance') return undefined;
  const token = threadToken(thread);
  const that = thatEnough.exec(given);
  if (!token || !that) return undefined;
  const named = `${given.slice(0, that.index)}${that[1]}my ${token}${that[3]}${given.slice(that.index + that[0].length)}`.replace(
    amountOfIt,
    (_m, amount: string) => `${amount.replace(/\s+of\s+$/i, ' ')}${token}`.replace(/\s+/g, ' '),
  );
  const chains = last.intent.chains;
  const reading = read(chains.length === 1 ? `${named.replace(/[\s?.!]+$/, '')} on ${chains[0]}?` : named);
  return reading.kind === 'intent' && reading.intent.kind === 'balance' ? reading : undefined;
}

/**
 * A buy that names what pays but not what it buys, right after a price of one token was asked (held-out-15, chat):
 * "where's eth at rn" → "ok set a buy at 2800 for 150 usdc on base". The token bought is the one just priced, put in
 * after the buy; the move or order read so is asked back whole for a yes, never run on a token read from the thread.
 */
export function threadTokenBought(
  given: string,
  reading: Interpretation,
  thread: readonly ThreadTurn[],
  read: (text: string) => Interpretation,
): Interpretation | undefined {
  const last = thread.at(-1)?.interpretation;
  if (reading.kind !== 'ask' || reading.pending.awaiting !== 'tokenOut' || last?.kind !== 'intent' || last.intent.kind !== 'price') return undefined;
  const token = threadToken(thread);
  const buy = /\b(buy|purchase)\b(?!\s+(?:of|some|more)\b)/i.exec(given);
  if (!token || !buy) return undefined;
  const named = `${given.slice(0, buy.index + buy[0].length)} ${token}${given.slice(buy.index + buy[0].length)}`;
  const once = read(named);
  const moving = movingIntentOf(once);
  const bought =
    moving?.kind === 'automation-create' ? (moving.action as { tokenOut?: string }).tokenOut : (moving as { tokenOut?: string } | undefined)?.tokenOut;
  if (!moving || bought !== token) return undefined;
  const lead = `I read the token to buy as ${token}, the one you just asked about.`;
  if (once.kind === 'intent') return askWhole(once.intent, lead);
  if (once.kind === 'ask') return ask(`${lead} ${once.question}`, once.pending.awaiting === 'confirm' ? once.pending : { ...once.pending, confirm: true });
  return undefined;
}
