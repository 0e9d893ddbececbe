import { alsoPreposition, withoutEnglishMoment, foldAccents, foreignRole, otherScript } from '../../language/foreign-words.ts';
import { ask, fail, type Intent, type Interpretation, type ThreadTurn } from './intent.ts';
import { unreadAnswerWords } from './unread-words.ts';
import { askWhole } from './owed-yes.ts';
import { acknowledgedLead, statedAbout } from './answer-statement.ts';

/**
 * The words around an answer to a move's question ("which chain?", "how much?", "which address?"), in any language.
 * The readers take the value an answer names and pass over the rest, and the English take-backs are read ("no base"
 * cancels, "not base" is refused); sweep 35 found the same answers in other words paid exactly the value refused:
 * "nicht A1", "A1 nahi", "base hindi", "usdc, nein", "eth. esquece" (German, Hindi, Tagalog, Portuguese), and words
 * that put the move off or change it ("base, morgen", "base, zweimal", "base, halb", "base, later", "base, twice"), or
 * letters of a script the readers do not read at all ("base нет", "base 不要"). Such an answer moves nothing:
 * - a word of a closed list, in the languages people write here, that negates, takes back, waits, repeats or shares,
 *   anywhere in the answer; "not" or "never" beside the very value given ("not 10", "A1 not"): refused, naming it;
 * - letters of another script than the Latin one: refused, as words not read;
 * - two addresses given to a transfer's question for one ("A1 und A2", "A1 and A2"): refused, never the first kept;
 * - a hedge or a question ("probably A1", "A1?", "base, why?"): the move is asked back whole for a yes;
 * - a yes with a sign of no ("yes ❌"): asked again.
 * Only an answer that filled something is checked: one asked again already, or refused, is left as it is.
 */
export function answerWords(given: string, thread: readonly ThreadTurn[], reading: Interpretation): Interpretation | undefined {
  const previous = thread.at(-1)?.interpretation;
  if (previous?.kind !== 'ask') return undefined;
  // "yes ❌", "ok 🚫": a yes said with a sign of no is no yes; the move is asked again.
  if (previous.pending.awaiting === 'confirm' && refusalSign.test(given) && reading.kind !== 'fail') {
    return ask(`Please answer only yes or no. ${previous.question.replace(/^Please answer only yes or no\. /, '')}`, previous.pending);
  }
  if (previous.pending.awaiting === 'confirm' || !checkedKinds.has(previous.pending.kind)) return undefined;
  if (reading.kind === 'fail') return undefined;
  // "1/2" alone, to "how much?": half of the balance, or half of one token ("send 1/2 eth" is 0.5 ETH)? Asked again.
  const share = /^\s*(\d+\s*\/\s*\d+|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒])\s*[.!]?\s*$/.exec(given);
  if (share && previous.pending.awaiting === 'amount') {
    return ask(
      `I could not tell whether "${share[1]}" is a share of your balance or that much of one token; nothing was done. Say "half of my balance" or an amount like "0.5". ${previous.question.replace(/^I could not tell [^.]*\. /, '')}`,
      previous.pending,
    );
  }
  const addresses = new Set(
    wordsOf(given)
      .filter((w) => address.test(w))
      .map((w) => w.toLowerCase()),
  );
  // "A1, A2" to "how much?" (asked again, its recipient filled with A1): a second recipient is never dropped.
  if (addresses.size > 1 && (previous.pending.kind === 'transfer' || previous.pending.kind === 'swap')) {
    return fail(
      'MOVE_UNCLEAR',
      `Your answer names ${addresses.size} addresses, and this ${previous.pending.kind} has one; nothing was done. For several recipients, send the request again with each one's amount, like "send 10 USDC each to 0x… and 0x… on base".`,
    );
  }
  if (reading.kind === 'ask' && (reading.pending.awaiting === previous.pending.awaiting || !checkedKinds.has(reading.pending.kind))) return undefined;
  if (reading.kind === 'intent' && !checkedKinds.has(reading.intent.kind)) return undefined;
  // "Apologies, I should have said: 45 USDC, on Base, to alice.eth.": the acknowledgement is no word of the answer.
  const lead = acknowledgedLead.exec(given);
  if (lead) return answerWords(given.slice(lead[0].length), thread, reading);
  const words = wordsOf(given);
  const foreign = words.find(otherScript);
  if (foreign) return refused(`I could not read "${foreign}" in your answer`);
  // An order's answers are its schedule and price ("tomorrow at 9", "twice a week"): only a take-back counts there.
  const later = previous.pending.kind !== 'automation-create';
  // "base, wait" waits; "base, no wait, unichain" is a spoken correction, read as one before. "base na" (Hindi) ends on
  // its no, where "na base" (Portuguese) is "on base".
  const changing = wordsOf(withoutEnglishMoment(given)).find(
    (w, i, all) =>
      takesBack(w) ||
      (i === all.length - 1 && i > 0 && /^(?:na|ne)$/.test(w)) ||
      (later && (changesAnswer(w) || (i === all.length - 1 && /^(?:wait|hold)$/.test(w)))),
  );
  if (changing) return refused(`You wrote "${changing}" with your answer, which may rule out, put off or change what you named`);
  // "not 10", "A1 not", "10 not": the value given ruled out ("eth, not weth" rules out the other, and is read as before).
  const values = valuesOf(reading);
  const ruledOut = words.findIndex(
    (w, i) => /^(?:not|never|no)$/.test(w) && (values.has(words[i + 1] ?? '') || (i === words.length - 1 && values.has(words[i - 1] ?? ''))),
  );
  if (ruledOut >= 0)
    return refused(`You wrote "${words.slice(Math.max(0, ruledOut - 1), ruledOut + 2).join(' ')}" in your answer, which may rule out what you named`);
  // "1 is too much", "he owes me 50", "0x… is a scam", "base unless fees are high": said about the value, not given.
  const about = later ? statedAbout(given, words, values, thread.at(-1)?.prompt ?? '') : undefined;
  if (about)
    return ask(
      `I could not tell whether "${given.trim()}" gives the answer or says something about it ("${about}"); nothing was done. Reply with the value alone. ${previous.question.replace(/^I could not tell [^.]*\. (?:Reply with the value alone\. )?/, '')}`,
      previous.pending,
    );
  const hedge = words.find((w) => hedgeWords.has(foldAccents(w))) ?? (/\?\s*$/.test(given) ? '?' : undefined);
  if (!hedge) return unreadAnswer(given, previous, reading);
  const doubt = `You wrote "${hedge === '?' ? given.trim() : hedge}", so I am not sure this is what you want.`;
  if (reading.kind === 'intent') return askWhole(reading.intent, doubt);
  return reading.pending.awaiting === 'confirm' ? reading : ask(`${doubt} ${reading.question}`, { ...reading.pending, confirm: true });
}

/** Signs of no: a cross, a stop, a thumb down, a raised hand. */
const refusalSign = /[❌❎✖✗✘🚫⛔🛑🙅👎✋]/u;

/** Moves whose answers are values of the move (a launch's are its name and ticker: any words at all). */
const checkedKinds = new Set<string>(['transfer', 'transfer-batch', 'swap', 'wrap', 'unwrap', 'automation-create']);

const refused = (said: string): Interpretation =>
  fail('MOVE_UNCLEAR', `${said}, so nothing was done. Send the request again in full saying only what should happen, like "send 10 USDC to bob.eth on base".`);

const address = /^(?:0x[0-9a-f]{40}|[1-9A-HJ-NP-Za-km-z]{32,44}|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.eth)$/iu;

/** The answer's words as written: letters of any script, digits, and an address or a name whole. */
export const wordsOf = (given: string): string[] =>
  (
    given
      .normalize('NFC')
      .toLowerCase()
      // "it's 1,100 USDC" (held-out-27): a number's groups of thousands are one word, as the amount read is ("1100").
      .match(/[\p{L}\p{M}\p{N}$](?:[\p{L}\p{M}\p{N}$.-]|(?<=\d),(?=\d{3}(?!\d)))*/gu) ?? []
  ).map((w) => w.replace(/[.-]+$/, '').replace(/(?<=\d),(?=\d{3})/g, ''));

/** The values a reading carries, as an answer writes them: its chain, tokens, recipient and amount. */
export function valuesOf(reading: Interpretation): Set<string> {
  const move = (reading.kind === 'intent' ? reading.intent : reading.kind === 'ask' ? reading.pending : {}) as Record<string, unknown>;
  const amount = move.amount as { value?: unknown } | undefined;
  return new Set(
    [move.chain, move.token, move.tokenIn, move.tokenOut, move.to, amount?.value]
      .filter((v) => typeof v === 'string' || typeof v === 'number')
      .map((v) => String(v).toLowerCase()),
  );
}

/**
 * A word of another language that negates or takes back (`language/foreign-words.ts`: "nicht", "não", "hindi",
 * "esquece", "warte"), anywhere in an answer. Words that are also a preposition or an article there ("na base",
 * "para 0x…", "ne") are no take-back in an answer; "base na" ending on its no is read above.
 */
const takesBack = (word: string): boolean => {
  const role = foreignRole(word);
  return (role === 'negation' || role === 'stop') && !alsoPreposition(word);
};

/** A word that puts a move off, repeats it or shares it: the foreign lists', and the English ones no answer reader takes. */
const changesAnswer = (word: string): boolean => {
  const role = foreignRole(word);
  return ((role === 'delay' || role === 'share') && !alsoPreposition(word)) || englishChanging.has(word);
};
const englishChanging = new Set(['later', 'tomorrow', 'twice', 'thrice']);

/** Words of doubt beside an answer: the move it completes is asked back for a yes. */
const hedgeWords = new Set(`probably prob probs perhaps vielleicht quizas talvez peut-etre shayad siguro possibly`.split(/\s+/));

/** A laugh, an oops, an apology for the answer coming late: nothing of the answer itself. */
// ("oh right 15 usdc" (held-out-41, chat): a remembering "oh right", "ah yes" before the answer; "eh 15 usdc worth"
// (held-out-43, chat): a shrug before it.)
const answerFillers =
  /^\s*(?:oh+|ah+)\b(?:[\s,]+(?:right|yeah|yea|ya|yes|ok|okay|duh|sure))?\b[,.!]?|^\s*(?:e+h+|m+e+h+|h+m+|welp)\b[,.!]?|\b(?:lol+|lmao|haha+|oops|whoops|my\s+bad|(?:sorry\s+)?(?:i\s+)?forgot\s+to\s+(?:say|mention|add|tell\s+you)(?:\s+(?:that|it))?)\b/gi;

/** Moves of one amount (a batch's answers are its parts: "5 each"; an order's are its schedule and price). */
const answeredKinds = new Set(['transfer', 'swap', 'wrap', 'unwrap']);

/** The fields whose answers may say an amount ("10", "10 usdc", "dollars of eth", to "which token?"). */
const amountFields = new Set(['amount', 'token', 'tokenIn', 'tokenOut']);

/**
 * An answer that says an amount, or answers "how much?" or "which token?", with words the move it completes does not
 * use ("order 4521", "chain 8453", "5 gwei", "10000 sats", "25 k", "up to 50", "~50", "half of one", "dollars of eth"):
 * the question asked again, never the bare number paid. A move said whole with such words is asked back or refused
 * (unread-words.ts); its answer is counted the same way, every word of it.
 */
function unreadAnswer(given: string, previous: Extract<Interpretation, { kind: 'ask' }>, reading: Interpretation): Interpretation | undefined {
  if (!answeredKinds.has(previous.pending.kind) || /\w=|[{}|[\]]/.test(given)) return undefined;
  if (!amountFields.has(previous.pending.awaiting ?? '') && !/\d/.test(given)) return undefined;
  const move = reading.kind === 'intent' ? reading.intent : reading.kind === 'ask' ? reading.pending : undefined;
  if (!move || !answeredKinds.has(move.kind)) return undefined;
  // "12.10.": a day and a month, written with their dots, is no amount of 12.10.
  const date = /(?<![\d.])(?:[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.(?!\d)/.exec(given);
  // ("oh lol 15 usdc sorry forgot to say" (held-out-38, chat): a laugh and an apology for the answer say nothing of it.)
  const plain = given.replace(/~/g, ' about ').replace(answerFillers, ' ');
  const left = date ? [date[0]] : unreadAnswerWords(plain, move as Intent);
  if (left.length === 0) return undefined;
  return ask(
    `I did not read ${left.map((w) => `"${w}"`).join(', ')} in your answer, so I could not tell what it says; nothing was done. ${previous.question.replace(/^I did not read [^.]*\. /, '')}`,
    previous.pending,
  );
}
