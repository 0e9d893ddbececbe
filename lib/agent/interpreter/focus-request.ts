import { fail, moneyMovingKinds, type Interpretation } from './intent.ts';
import { askWhole } from './owed-yes.ts';
import { verbs } from '../../language/lexicon.ts';
import { readRequest } from './read-request.ts';
import { moves } from './choose-action.ts';
import { refersBack } from './swap-draft.ts';
import { scanPrompt, stripQuoted, type Facts } from '../../language/scan-prompt.ts';

const pastTense = new Set(['bought', 'sold', 'swapped', 'sent', 'traded', 'transferred', 'moved', 'aped']);
const fillers = new Set([
  'ok',
  'okay',
  'so',
  'hey',
  'hi',
  'yo',
  'pls',
  'please',
  'can',
  'could',
  'would',
  'you',
  'u',
  'gm',
  'and',
  'also',
  'now',
  'first',
  'then',
  'just',
  'kindly',
]);
const pronouns = new Set(['her', 'him', 'them', 'there', 'it', 'that', 'this']);

/** Sentences of a prompt, quoted text removed: split after . ! ? followed by a space, and at line breaks. */
function sentences(prompt: string): string[] {
  return stripQuoted(prompt)
    .split(/(?<=[.!?…])\s+(?=\S)|\n+/)
    .map((s) => s.trim())
    .filter((s) => /[a-z0-9]/i.test(s));
}

/** "Send 5 usdc…", "pls check my balance": a sentence that starts with an instruction (not "I sold…", not "don't…"). */
function instructs(facts: Facts): boolean {
  const first = facts.words.findIndex((w) => !fillers.has(w));
  const word = facts.words[first] ?? '';
  return verbs.has(word) && !pastTense.has(word) && facts.actions.some((a) => a.index === first);
}

const understood = (it: Interpretation): boolean => !(it.kind === 'fail' && it.code === 'UNRECOGNIZED');

/**
 * A prompt of several sentences, most of them context ("my cousin told me
 * about base… anyway could you check how much usdc i have on base?"): the
 * request is the last sentence that asks for something, with what follows
 * it. An earlier sentence that itself instructs a move is a second request,
 * refused. A transfer whose recipient is a pronoun ("send her 45 USDC") takes
 * the one address the context gives. Returns `undefined` for a one-sentence
 * prompt, or when the whole prompt must be read as one.
 */
export function focusRequest(prompt: string, whole: Interpretation): Interpretation | undefined {
  const parts = sentences(prompt);
  if (parts.length < 2) return undefined;
  const scanned = parts.map((p) => scanPrompt(p));
  // The last sentence that asks for something; a move told in the past ("I finally moved some money") is context.
  const readings = scanned.map((f) => readRequest(f));
  let at = -1;
  for (let i = parts.length - 1; i >= 0 && at < 0; i--) {
    const onlyPast = scanned[i]!.actions.length > 0 && scanned[i]!.actions.every((a) => pastTense.has(scanned[i]!.words[a.index]!));
    // A sentence that names an action, or asks a question; "I don't have his address handy" is context.
    // A "?" in a table's cell ("USDC | polygon | ?") is a blank to fill in, not a question.
    const asks = scanned[i]!.actions.length > 0 || (/\?\s*$/.test(parts[i]!) && !/\|\s*\?\s*$/.test(parts[i]!));
    const reading = readings[i]!;
    const refused = reading.kind === 'fail' && reading.code === 'NEGATED';
    if (understood(readings[i]!) && !onlyPast && !refused && asks) at = i;
  }
  if (at < 0) return undefined;
  const focus = scanPrompt(parts.slice(at).join(' '));
  const focusMoves = focus.actions.some((a) => moves.has(a.action) && !pastTense.has(focus.words[a.index]!));
  // An earlier instruction, or an earlier question that is itself a request ("what's my net worth? … buy 1 eth"), is a second request.
  const earlierRequest = parts.slice(0, at).some((part, i) => {
    const f = scanned[i]!;
    const reading = readings[i]!;
    const negatedHere = reading.kind === 'fail' && reading.code === 'NEGATED';
    const moving = !negatedHere && f.actions.some((a) => moves.has(a.action) && !pastTense.has(f.words[a.index]!));
    return (instructs(f) && moving) || (focusMoves && /\?\s*$/.test(part) && readings[i]!.kind === 'intent');
  });
  if (earlierRequest && (instructs(scanned[at]!) || focusMoves)) {
    return fail('ONE_ACTION', 'One action per prompt for now: send the steps as separate prompts. Nothing was done.');
  }
  const result = readRequest(focus);
  // "…0x… on Ethereum. Could you look up what it is and its price? I will not be buying it.": a request sentence read
  // as "something not to do" once cut from what it points at, where the whole prompt is a read, is that read.
  if (result.kind === 'fail' && result.code === 'NEGATED' && isRead(whole)) return whole;
  if (result.kind === 'ask' && result.pending.kind === 'transfer' && result.pending.awaiting === 'to' && focus.words.some((w) => pronouns.has(w))) {
    const addresses = scanPrompt(parts.join(' ')).addresses.filter((a) => a.type === 'evm' || a.type === 'solana');
    const distinct = [...new Set(addresses.map((a) => a.raw))];
    if (distinct.length === 1) return readRequest(scanPrompt(`${parts.slice(at).join(' ')} to ${distinct[0]}`));
  }
  if (!preferWhole(result, whole, focus)) return result;
  // A move whose amount comes from the sentence before it is asked back whole for a yes, never run on the prompt itself.
  return pointsBackAtAmount(focus) && whole.kind === 'intent' && moneyMovingKinds.has(whole.intent.kind) ? askWhole(whole.intent) : whole;
}

/**
 * "We require exactly 1,000 DEGEN on Base. Could you acquire precisely that amount, paying in USDC?": the request's
 * move points back at the amount the sentence before it names, and the whole prompt reads as that one move. Only an
 * amount ("that amount", "that quantity"): "I have 1 eth. can you swap it?" says what is held, not how much to move.
 */
function pointsBackAtAmount(facts: Facts): boolean {
  const verb = facts.actions.find((a) => moves.has(a.action));
  return verb !== undefined && refersBack(facts.words, verb.index) === 'amount';
}

// Any kind that moves funds (a wrap read from a swap's words too) is no read.
const isRead = (it: Interpretation): boolean => it.kind === 'intent' && !moneyMovingKinds.has(it.intent.kind);

/**
 * When the request sentence leaves out what the context says ("dai depeg?
 * whats the price", "…solana. what's trending there?"), the reading of the
 * whole prompt is the better one — as long as it moves nothing on its own.
 */
function preferWhole(focus: Interpretation, whole: Interpretation, facts: Facts): boolean {
  if (focus.kind === 'ask') {
    if (isRead(whole) || whole.kind === 'ask') return true;
    if (pointsBackAtAmount(facts) && whole.kind === 'intent') return true;
    return whole.kind === 'fail' && (whole.code === 'TOKEN_NOT_ON_CHAIN' || whole.code === 'UNKNOWN_TOKEN') && facts.tokens.length === 0;
  }
  if (focus.kind !== 'intent' || whole.kind !== 'intent' || focus.intent.kind !== whole.intent.kind || !isRead(whole)) return false;
  // The same read, narrowed by the context: a token or a chain the request sentence only points at.
  return facts.tokens.length === 0 || (facts.chains.length === 0 && facts.words.some((w) => w === 'there'));
}
