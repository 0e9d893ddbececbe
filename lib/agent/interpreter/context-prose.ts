import { scanPrompt, type Facts } from '../../language/scan-prompt.ts';
import { verbs } from '../../language/lexicon.ts';
import { ask, movingIntentOf, type Interpretation, type PartialIntent } from './intent.ts';
import { confirmQuestion } from './owed-yes.ts';
import { courtesyIf } from './guards.ts';
import { withoutNotAmounts } from './pasted-fields.ts';
import { correcting, hearsay, reportedVerbs, reporting } from './one-request.ts';

/**
 * Careful prose that says, beside its request, why, for whom or on what background it is asked ("Please transfer 75
 * USDC on Ethereum to 0x…. It is a reimbursement to a supplier for invoice number 1043.", "…, who manages our
 * accounts.", "…so that I limit my losses.", "I run a small bakery and would like to launch…"). What such words are is
 * read from their role, not their wording: a statement about the move, the person or someone else (a subject and a
 * verb of being or having, never a wish or a request), a clause of reason or purpose, a relative clause about a
 * person or thing, a clarification ("To be clear, …") or a sentence that only asks again for what was asked ("Please
 * send both together"). Their numbers, dates, days and conditions are then no amounts, schedules or conditions, and
 * the request is read as if it were alone (issue 16).
 *
 * Context never changes the move, so it may name no amount of a token, address, link, other token or other chain,
 * nothing that corrects, tests or conditions, and no time when its subject is the move itself ("It is due on Friday").
 * A move read this way is asked back whole for a yes (what was left out may have meant more); a read is answered.
 */

/** A sentence that opens as a clarification of what was asked ("To be clear, …", "For context: …"). */
const clarification = /^(?:just\s+)?(?:to be clear|for context|for the record|just so you know|fyi|for your information|to explain|as background)\b[,:]?\s*/i;

/** Who a statement is about: the move ("it", "this"), the person ("I", "we") or someone else ("my grandson"). */
const subject = String.raw`(?:i|we|it|this|that|these|those|they|he|she|(?:my|our|his|her|their|the)\s+[a-z-]+)`;
/** A statement: its subject and a verb of being, having or doing, never a wish, a need or a request. */
const statement = new RegExp(
  String.raw`^(?:(?:and|but|so|also)\s+)?(?:(?:its|thats|im|ive|were|theyre)\b|(${subject})(?:['’](?:s|m|re|ve)\b|(?:\s+(?:already|also|just|really|currently|only|still|simply))?\s+(?:am|is|are|was|were|have|has|had|run|runs|own|owns|manage|manages|work|works|live|lives|turn|turns|do|does|did|keep|keeps|hold|holds|got|[a-z]+ed|lent|gave|paid|made|went|came|took|spent|lost|won|left|met|found|built|bought|sold|sent|no longer [a-z]+|never [a-z]+)\b))(?!\s+(?:to|going to|looking to|trying to|planning to|hoping to|about to|ready to|got to)\b)`,
  'i',
);
/** A sentence that only asks again for what was just asked ("Please send both together", "Kindly process them today"). */
const restated =
  /^(?:(?:please|kindly|and|so|then)\s+)*(?:send|pay|transfer|process|do|make|execute)\s+(?:both|them|it|these|those|this|that|the two|all of them)\b/i;

/** Clauses at a sentence's end that give a reason, a purpose or a description of someone named. */
const trailingClauses: readonly RegExp[] = [
  /(?:,\s*|\s+)(?:who|whom|whose)\s[^.?!]*|,\s*which\s[^.?!]*/i,
  /(?:,\s*|\s+)(?:so that|so as to|in order that|because|given that|seeing as|now that)\s[^.?!]*/i,
  /,\s*(?:as|since)\s+(?:i|we|he|she|they|it|this|that|my|our)\b[^.?!]*/i,
];
/** Background said before the request in its own sentence ("I run a small bakery and would like to …"). */
const leadingBackground =
  /^((?:i|we))\s+(?:run|own|have|manage|work|live|am|are)\b[^,.;:?!]*?\s+and\s+(?=(?:would|'d)\s+like|want|wish|need|am looking|are looking|hope)/i;
/** A list's lead-in that names the move, whom it pays and its chain ("I need to pay two contractors on Base today: …"). */
const listLead = /^(?:(?:i|we)\s+(?:need|want|would like|'d like|have)\s+to\s+|(?:please|kindly)\s+)?(pay|send|transfer)\s+([^:]{0,80}?)\s*:\s*(?=\S)/i;

/** Words that, in context, correct, test, condition, repeat or time the move. */
const blocking = new Set([
  ...correcting,
  ...['unless', 'if', 'once', 'whenever', 'until', 'also', 'another', 'again', 'plus', 'too', 'twice', 'each', 'every', 'instead'],
  // How much of a holding, or one of a series ("so please send all of it", "the first of three purchases").
  ...['all', 'everything', 'half', 'rest', 'remaining', 'entire', 'first', 'installment', 'instalment', 'series'],
]);
/** Words of time: context may say them of a person ("I am comparing the two before I decide"), never of the move. */
const timeWords = new Set([
  ...['today', 'tonight', 'tomorrow', 'before', 'after', 'by', 'until', 'next', 'later', 'soon', 'asap', 'now', 'immediately', 'week', 'weekend'],
  ...['instantly', 'straight', 'minute', 'minutes', 'hour', 'hours', 'day', 'days', 'weeks', 'month', 'months', 'year', 'morning', 'evening'],
  ...['noon', 'midnight', 'end', 'start', 'beginning', 'january', 'february', 'march', 'april', 'june', 'july', 'august', 'september'],
  ...['october', 'november', 'december', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'],
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'daily', 'weekly', 'monthly', 'due', 'deadline'],
]);
/** Words that tie a person's time to the move ("not before Monday", "expecting it on Tuesday", "needs it by Friday"). */
const tiedToMove = new Set(['not', 'dont', 'never', 'longer', 'no', 'expecting', 'expects', 'expect', 'waiting', 'needs', 'need', 'wants', 'want']);
/** Words that say whether a move runs now or waits, not when. */
const nowOrLater = new Set(['now', 'later', 'immediately', 'instantly', 'straight']);
/** Words that name an order: context may say them of an order asked for, never of a move now. */
const orderWords = new Set(['order', 'orders', 'stop', 'limit', 'recurring', 'schedule', 'scheduled', 'dca', 'trigger', 'immediate', 'loss', 'profit']);
/** Words that make any of the prose someone else's ("my boss said so", "as requested"): never read this way. */
const othersWords = new Set(
  [...reporting, ...reportedVerbs, ...[...hearsay].filter((w) => !['from', 'got', 'received', 'via'].includes(w))].filter(
    (w) => !['request', 'confirmed', 'asked', 'required', 'requires'].includes(w),
  ),
);
/** Subjects that are the person or someone else, not the move. */
const personSubject = /^(?:(?:and|but|so|also)\s+)?(?:i|we|they|he|she|who|whom|whose|my|our|his|her|their)\b/i;

/** A piece left out as context, and whether it speaks of a person (whose times are no time of the move). */
interface Left {
  text: string;
  person: boolean;
  /** A sentence that only asks again for what was asked ("Please send both together"). */
  again?: boolean;
}

/** What the request is, and the words left out as context. */
interface Split {
  request: string;
  left: Left[];
}

/** Words that are data of a request, whatever the sentence's role ("Our website is https://…", "It is 10 USDC"). */
function carriesData(text: string): boolean {
  if (/https?:\/\/|www\.|["“”]/i.test(text)) return true;
  const facts = scanPrompt(text);
  return facts.addresses.length > 0 || namesAmount(facts);
}

/** An amount of a token or of dollars ("50 USDC", "$20"); a bare figure ("turns 18", "this quarter") is none. */
const namesAmount = (facts: Facts): boolean =>
  facts.amounts.some((a) => a.tokenIndex !== undefined || a.amount.kind === 'usd' || /^\$/.test(facts.words[a.index] ?? ''));

/** The sentences of a paragraph. */
const sentences = (text: string): string[] =>
  text
    .split(/(?<=[.?!])\s+(?=[a-z"'(])|(?<=;)\s+/i)
    .map((s) => s.replace(/;$/, '').trim())
    .filter(Boolean);

/** A sentence's request with its trailing reasons and descriptions, and its leading background, taken off. */
function ownRequest(sentence: string, left: Left[]): string {
  let text = sentence;
  const lead = leadingBackground.exec(text);
  if (lead) {
    left.push({ text: text.slice(0, lead[0].length), person: true });
    text = `${lead[1]} ${text.slice(lead[0].length)}`;
  }
  const list = listLead.exec(text);
  if (list) {
    // The lead-in's chain stays with the move; who is paid ("two contractors") is context, and "today" is now.
    const chain = /\bon\s+(?:the\s+)?([a-z]+)(?:\s+(?:network|chain))?\b/i.exec(list[2]!);
    const about = list[2]!
      .replace(chain?.[0] ?? '', ' ')
      .replace(/\b(?:today|right now|now)\b/gi, ' ')
      .trim();
    if (about) left.push({ text: about, person: false });
    text = `${list[1]} ${text.slice(list[0].length).replace(/[.!]\s*$/, '')}${chain ? ` on ${chain[1]}` : ''}`;
  }
  return withoutClauses(text, left);
}

/** A sentence with its trailing clauses of reason, purpose or description left out (into `left`). */
function withoutClauses(sentence: string, left: Left[]): string {
  let text = sentence;
  for (const clause of trailingClauses) {
    const found = clause.exec(text);
    if (!found) continue;
    const opened = found[0].replace(/^[,\s]*/, '');
    const said = opened.replace(/^(?:so that|so as to|in order that|because|given that|seeing as|now that|as|since)\s+/i, '');
    left.push({ text: said, person: personSubject.test(said) });
    text = text.slice(0, found.index) + text.slice(found.index + found[0].length);
  }
  return text.trim();
}

/** The prompt's request and its context; undefined when nothing in it reads as context. */
export function splitContext(prompt: string): Split | undefined {
  if (/[\n\r]/.test(prompt.trim())) return undefined;
  const words = scanPrompt(prompt).words;
  if (words.some((w) => othersWords.has(w))) return undefined;
  const left: Left[] = [];
  const requests: string[] = [];
  for (const sentence of sentences(prompt)) {
    const body = sentence.replace(clarification, '');
    const isContext =
      !/\?\s*$/.test(sentence) && !carriesData(body) && !leadingBackground.test(body) && (body !== sentence || statement.test(body) || restated.test(body));
    if (isContext) {
      // "It is a gift for my grandson, who turns 18 on Saturday.": the clause about the grandson is his, not the move's.
      const said = withoutClauses(body, left);
      left.push({ text: said, person: personSubject.test(said), again: restated.test(said) });
      continue;
    }
    requests.push(ownRequest(sentence, left));
  }
  if (left.length === 0 || requests.length === 0) return undefined;
  return { request: requests.join(' '), left };
}

/** Tokens that name the same asset ("bitcoin" beside WBTC). */
const family = (token: string): string =>
  token
    .toUpperCase()
    .replace(/^(?:W|CB)(?=BTC$|ETH$|SOL$|POL$)/, '')
    .replace(/^\$/, '');

/**
 * Whether words left out say nothing that changes the move: no amount of a token, address, link or quote, no other
 * token or chain (a cancel's context names its order: `naming`), nothing that corrects, tests or conditions, no time
 * of the move itself and no order named beside a move now.
 */
function onlyContext(piece: Left, move: Facts, automation: boolean, naming: boolean): boolean {
  if (/https?:\/\/|www\.|["“”]/i.test(piece.text)) return false;
  // "for invoice number 1043", "order #5521": a reference is no amount and names no order.
  const facts = scanPrompt(withoutNotAmounts(piece.text));
  if (facts.addresses.length > 0 || facts.badAmount || facts.unsupportedChain) return false;
  if (namesAmount(facts)) return false;
  const tokens = new Set(move.tokens.map((t) => family(t.key)));
  if (!naming && facts.tokens.some((t) => !tokens.has(family(t.key)))) return false;
  if (!naming && facts.chains.some((c) => !move.chains.includes(c))) return false;
  const { words } = facts;
  if (words.some((w, i) => blocking.has(w) && !courtesyIf(words, i))) return false;
  // "…, so please send all of it": a request of its own inside the context; a sentence that only asks again is none.
  if (!piece.again && words.some((w, i) => ['please', 'pls', 'plz', 'kindly'].includes(w) && verbs.has(words[i + 1] ?? ''))) return false;
  // "this is a stop order and not a sale now": of an order asked for, "now" and "later" only say it is one.
  // A person's "not" or wait beside a time ("I do not want it sent before Monday", "she is expecting it on Tuesday")
  // may be about the move: it is kept.
  const negated = words.some((w) => tiedToMove.has(w));
  const dated = /\b\d{1,2}\s?(?:st|nd|rd|th)\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?\b/i.test(piece.text);
  // "which was delivered on the 3rd": a time told in the past is a story's, never when the move runs.
  const story = piece.person || /\b(?:was|were|had|did)\b/i.test(piece.text);
  if ((!story || negated) && (dated || words.some((w) => timeWords.has(w) && !(automation && nowOrLater.has(w))))) return false;
  return automation || !words.some((w) => orderWords.has(w));
}

/**
 * The request of careful prose read as if alone, its context left out: a read answered, a move asked back whole for a
 * yes, an order's cancel done; undefined when the prompt has no context of this kind or it might change the request.
 * @param read interprets a prompt as the interpreter does (on the prompt's thread).
 */
export function contextRequest(prompt: string, read: (text: string) => Interpretation): Interpretation | undefined {
  const split = splitContext(prompt);
  if (!split) return undefined;
  const reading = read(split.request);
  if (reading.kind === 'fail') return undefined;
  const intent = reading.kind === 'intent' ? reading.intent : reading.kind === 'ask' ? reading.pending : undefined;
  const kind = intent?.kind ?? '';
  const move = scanPrompt(split.request);
  if (!split.left.every((piece) => onlyContext(piece, move, kind.startsWith('automation'), kind === 'automation-cancel'))) return undefined;
  const moving = movingIntentOf(reading);
  // A cancel moves nothing of its own: the order named is stopped, as "cancel that recurring order" alone would be.
  if (!moving || moving.kind === 'automation-cancel') return reading;
  const when = moving.kind.startsWith('automation') ? '' : ', to run now';
  const lead = `I read your message as this one request${when}, leaving out what only explains it.`;
  if (reading.kind === 'intent') return ask(`${lead} ${confirmQuestion(reading.intent)}`, { ...reading.intent, awaiting: 'confirm' } as PartialIntent);
  if (reading.kind === 'ask') return ask(reading.question, { ...reading.pending, confirm: true });
  return undefined;
}
