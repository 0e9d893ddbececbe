import { chainSuffixes, chainWords, correctTypo, sharedChainWords, usdWords, verbs } from '../../language/lexicon.ts';
import { numbersFromWords, scaleValue } from '../../language/number-words.ts';
import { spokenNames, withTokenPhrases } from '../../language/scan-prompt.ts';
import { tokenWords } from '../../language/token-registry.ts';
import type { Intent } from './intent.ts';
import { emptyWords, frames, letterNames, moveWords, numberWords, pastWords, referenceWords, sayingWords, shareWords, weightyWords } from './unread-lexicon.ts';
import { withoutEnglishMoment } from '../../language/foreign-words.ts';
import { courtesies } from './unread-foreign.ts';
import { proseClause, remarkRead } from './unread-remarks.ts';
import { directiveClause, harmlessRole } from './directive-clause.ts';

/**
 * The words of a move made now that its reading did not use. Each red-team round found a word the net's patterns did
 * not list ("what made you sell…", "cost of swapping…", "retry sending…?", "… in 5"), so the net also counts words.
 * In the clause that says the move, a word is accounted for when it is a part of the reading (its verb, an amount it
 * carries, its tokens, its chain, its recipient) or one of a closed list of words that carry nothing for a move
 * (articles, "please", "my", "of", "on", greetings, "can you" before the verb). Question words, negations, times and
 * conditions are never in that list. A clause or a sentence beside it that holds no part of the move (a reason: "he is
 * my cousin", "I understand the fees may be significant") is background, and only its weighty words count there: a
 * question, a negation, a time, a condition, a number the move does not carry. Returns the words left, in spans as
 * written (empty when every word is accounted for).
 *
 * `own` is the person's own line as written (quoted text already left out).
 */
export function unreadWords(own: string, intent: Intent): string[] {
  return leftWords(own, intent, false);
}

/**
 * The words of an answer on a thread ("order 4521", "5 gwei", "25 k", "up to 50", "half of one", to "how much?")
 * that the move it completes does not use, counted as a move said whole counts them: every word of the answer as
 * the move's own clause, where only its parts and the closed list of empty words are accounted for. Sweep 37 found
 * such answers paid the bare number (4521 USDC, 5 ETH for "5 gwei", 25 for "25 k") where the same words said with the
 * move were asked back or refused.
 */
export function unreadAnswerWords(answer: string, move: Intent): string[] {
  return leftWords(answer, move, true);
}

function leftWords(own: string, intent: Intent, answer: boolean): string[] {
  const uses = usedBy(intent);
  const left: string[][] = [];
  let moved = answer;
  const said: string[] = [];
  const text = normalized(own, uses, said);
  let frameAt = 0;
  // Only a line that says the move whole, its amount included, is counted: an answer on a thread ("does the same
  // swap with 10 more", "base") completes a move said before, and its readers took it whole (an answer is counted
  // alone by `unreadAnswerWords`).
  const all = [...text.matchAll(wordPattern)].map((m) => m[0]);
  const saysAmount = (words: readonly string[]) =>
    words.some((w, i) => (/^[\d$.]/.test(w) && numberUsed(w, words[i + 1], uses)) || (uses.share && shareWords.has(w)));
  // "wrap one eth on ethereum. Only 2, please.": the amount spelled beside a figure of another amount is said too (with
  // a digit in the line its words stay words, so the line was left uncounted and the move made with 1).
  if (!answer && !saysAmount(all) && !saysAmount([...numbersFromWords(text, amountUnit).matchAll(wordPattern)].map((m) => m[0]))) return [];
  if (!answer && !all.some((w) => uses.verbs.has(verbs.get(w) ?? verbs.get(correctTypo(w) ?? '') ?? '') || /^(?:un)?wrap$/.test(w) || sayingWords.has(w)))
    return [];
  const labelled = /\p{L}\s*:\s|\p{L},\p{L}/u.test(text);
  for (const clause of clauses(text)) {
    const words = [...clause.matchAll(wordPattern)].map((m) => m[0]);
    const parts = partsOf(words, uses);
    const moving = movingClause(words, parts);
    // A transfer's memo ("for the pizza", "as a gift") is background too, from its "for" / "as" on.
    const memo = intent.kind === 'transfer' || intent.kind === 'transfer-batch' ? memoStart(words, parts) : words.length;
    // A reason ("because I need usdc for rent later", "since I like the community") explains the move and holds no
    // condition of it; a reason that corrects it is the one-request reader's. What the move is "as" ("as a loan", "as
    // collateral", "as a test first") may be a condition of it, and is read as any other sentence beside it.
    const reason = !moving && reasonClause(words);
    // "eth is at 3k, buy 0.1 on base": a price said of a token before the move is a remark on the market; said after
    // it ("sell 1 eth on base, eth at 3500") it reads as the move's limit, and stays a number the move does not carry.
    const first = words.findIndex((w, i) => parts[i] && !tokenWords.has(w));
    const remark = !moved && (!moving || marketRemark(words) < first) ? marketRemark(words) : -1;
    moved ||= moving;
    // A sentence beside the move ("he is my cousin", "for the rent") is read by its weighty words; a remark that is no
    // sentence (", nein", ", changed my mind", ", typo", ", cents") is read only when every word of it is known.
    // Fields ("source: alpha_group", "Rebalance: sell …", a CSV's "send,bob,0x…") label their values: read by weighty words.
    // ", from my savings", "- net of fees", ", to coinbase": a phrase that opens with a preposition after the move, no
    // sentence of its own, qualifies the move (its source, its amount, its recipient): read strictly, and named whole.
    const qualifier = moved && !moving && !reason && qualifierPhrase(words);
    const prose = !moving && !qualifier && (labelled || proseClause(words));
    // A sentence beside the move that asks for something of its own ("Please leave everything exactly as it is.", "I
    // would prefer to receive ETH."): the move as read may not be what is asked; named whole.
    const asks = !answer && moved && !moving && !reason && !labelled && directed(words, uses);
    const before = left.length;
    let open = false;
    for (const [i, word] of words.entries()) {
      const strict = answer || (moving && i < memo);
      // "half of one", "a quarter", "one half": a share of one token, or of the balance? Never read as the balance's.
      const ofOne = answer && uses.share && /^(?:one|a|an)$/.test(word);
      const fine = answer
        ? !ofOne &&
          !answerLabel(word, words[i - 1], words[i + 1], uses, all) &&
          (parts[i] || !besideNumber(words, i) || /^(?:be|and|but|or|do)$/.test(word) || filler(word, words[i - 1], words[i + 1], uses))
        : parts[i] ||
          i === remark ||
          (reason && words[i] !== '?') ||
          (i >= memo && /^[\d$.]/.test(word) && !weightyWords.has(words[i + 1] ?? '')) ||
          (/^[\d$.]/.test(word) && referenceWords.has(words[i - 1] ?? '')) ||
          pastWords.has(word) ||
          // "that is a quarter of one ETH": a share of a stated quantity restates an amount, it takes no share of the move.
          (/^(?:half|quarter|third)$/.test(word) && words[i + 1] === 'of' && /^(?:[\d.]|one$|an?$)/.test(words[i + 2] ?? '')) ||
          (pastWords.has(words[i - 1] ?? '') && /^(?:at|for)$/.test(word)) ||
          (/^[\d$.]/.test(word) && words[i - 1] === 'at' && pastWords.has(words[i - 2] ?? '')) ||
          (strict
            ? filler(word, words[i - 1], words[i + 1], uses) || (i === 0 && word === 'but')
            : !weighty(word, words[i - 1], words[i + 1], uses) && remarkRead(word, words[i - 1], prose || i >= memo, uses.kind));
      if (fine) {
        open = false;
        continue;
      }
      if (open) left.at(-1)!.push(word);
      else left.push([word]);
      open = true;
    }
    if (qualifier && left.length > before) left.splice(before, left.length - before, [...words]);
    if (asks) left.splice(before, left.length - before, asSaid(words, said, frameAt));
    frameAt += countFrames(words);
  }
  return left.map((span) => span.join(' '));
}

/**
 * The first sentence beside a move or an order that plays no role the readers know leaves it as said, as said; undefined
 * when there is none (directive-clause.ts). After a move made now, a whole sentence of its own is read by its role
 * ("Those numbers are placeholders.", "Knowing the price is enough for me."), a clause of a longer one by its shape (the
 * word count, `directed`). An order's own trigger, said in a sentence after its action ("Do it when SOL reaches
 * $200."), is its reader's; before an order, only a sentence that asks or takes back is.
 */
export function askingBeside(own: string, action: Intent, order: boolean): string | undefined {
  const uses = usedBy(action);
  const said: string[] = [];
  const text = normalized(own, uses, said);
  const more = order ? orderWords : new Set<string>();
  let frameAt = 0;
  let moved = false;
  for (const sentence of sentences(text)) {
    // "Until then, leave the position as it is.": a sentence that says a time or a figure is the order's to read.
    const timed = order && [...sentence.matchAll(wordPattern)].some((m) => /\d/.test(m[0]) || orderTimes.has(m[0]));
    const parts = clauses(sentence).map((clause) => [...clause.matchAll(wordPattern)].map((m) => m[0]));
    const moving = parts.map((words) => movingClause(words, partsOf(words, uses)));
    const at = frameAt;
    frameAt += parts.reduce((n, words) => n + countFrames(words), 0);
    const named = () => asSaid(parts.flat(), said, at).join(' ');
    if (moving.some(Boolean)) {
      // The move's own sentence: its other clauses qualify it (a memo, a source), read by the word count; beside an
      // order, one that asks for something in shape ("…, keep the rest in my wallet") is asked back.
      if (order && moved && parts.some((words, i) => !moving[i] && !reasonClause(words) && directed(words, uses, more))) return named();
      moved = true;
      continue;
    }
    // "Do it next month instead.": a time said to replace the order's own is no part of it.
    if (timed && moved && /\b(?:instead|rather)\b/.test(sentence)) return named();
    if (timed || parts.some(reasonClause)) continue;
    // A sentence beside the move: every clause of it plays a role the readers know ("I am new to this, so please bear
    // with me."), or the sentence is asked back ("The money belongs to my sister, so ask her.").
    // "Best regards, John.": what follows a sign-off is a name.
    const signed = parts.findIndex((words) => signOff.test(words.join(' ')));
    // A negation or a doubt ("Not this one.") is never a restatement here: the word count, which reads them, does not
    // read an order's sentences.
    // ("This is a stop order, not an immediate sale." names the kind of order, and stays a restatement.)
    const weighed = (words: string[]) => order && words.some((w) => takenBack.test(w)) && !words.some((w) => orderKind.test(w));
    if (moved && parts.slice(0, signed < 0 ? parts.length : signed + 1).some((words) => asking(words, uses, more) || weighed(words))) return named();
    // Before an order, an introduction ("I would like to set up a regular savings plan.") is asked back only when it
    // asks for something or takes it back ("Please leave everything exactly as it is.", "This is only hypothetical.").
    const before = (words: string[]) =>
      (directiveClause(words) || /^(?:only|just)$/.test(words[0] ?? '') || words.some((w) => weightyWords.has(w) && !orderTimes.has(w))) &&
      !restates(words, uses, more);
    if (order && !moved && parts.some(before)) return named();
  }
  return undefined;
}

/** A negation, a doubt or a take-back: never a restatement of an order. */
const takenBack =
  /^(?:not|no|nope|nah|never|nothing|none|dont|doesnt|didnt|isnt|wont|cant|cannot|cancel|wait|undo|maybe|perhaps|probably|might|dunno|hypothetically|joke|kidding|mistake|wrong|oops|typo|ignore|disregard|forget|scrap|abort|skip|nix|belay)$/;

const orderKind = /^(?:order|orders|stop|loss|limit|profit|sale|purchase|trade|trigger|triggered|immediate|immediately|dca|plan)$/;

/** Words an order is said again with ("make the order please", "this should be a take profit order"). */
const orderWords = new Set(
  `order orders set place put create make schedule scheduled up recurring automation automatic rule trigger triggered take profit stop loss
  limit sale purchase trade buy sell immediate immediately some at that level plan dca should note clear clarify build position gradually slowly over time`.split(
    /\s+/,
  ),
);

const signOff = /^(?:(?:best|kind|kindest|warm|warmest) )?(?:regards|wishes)$|^(?:sincerely|cheers|thanks|many thanks|yours|yours truly|best)$/;

/** Words that say an order's time or condition: read by the order's own readers. */
const orderTimes = new Set(
  `when whenever if unless until till once while during tomorrow tonight morning evening night noon midnight
  weekend monday tuesday wednesday thursday friday saturday sunday minute minutes min mins hour hours hr hrs day days
  week weeks month months year years every each daily weekly monthly hourly yearly annually utc then`.split(/\s+/),
);

/** Which words of a clause are parts of the reading ("pay with eth" beside a swap that buys ETH is none). */
function partsOf(words: readonly string[], uses: Uses): boolean[] {
  return words.map((w, i) => part(w, words[i + 1], uses) && !paidWithBought(w, words[i - 1], uses));
}

/**
 * The move's clause says an amount, its recipient, or its verb with a token; a token, a chain or a verb alone ("buy the
 * dip", "I would like to repay her") is talk about it.
 */
function movingClause(words: readonly string[], parts: readonly boolean[]): boolean {
  const token = words.some((w, i) => parts[i] && tokenWords.has(w));
  return words.some((w, i) => parts[i] && (/^[\d$.]|^qrecipientq$/.test(w) || (token && !tokenWords.has(w) && !chainWords.has(w) && !sharedChainWords.has(w))));
}

/** A reason ("because I need usdc for rent later"): it explains the move. */
const reasonClause = (words: readonly string[]): boolean => /^(?:because|since|cuz|cause)$/.test(words[0] ?? '');

/** Whether a sentence beside the move asks for something the move does not say (directive-clause.ts). */
function asking(words: readonly string[], uses: Uses, more: ReadonlySet<string> = new Set()): boolean {
  return !harmlessRole(words) && !restates(words, uses, more);
}

/** Whether a clause of a longer sentence beside the move asks for something in shape (directive-clause.ts). */
function directed(words: readonly string[], uses: Uses, more: ReadonlySet<string> = new Set()): boolean {
  return directiveParts(words).some((said) => directiveClause(said) && !restates(said, uses, more));
}

/** Sentences: split after a full stop, a question or exclamation mark, or a semicolon. */
const sentences = (text: string): string[] => text.split(/(?<=[.!?;。！？])\s+/).filter((s) => s.trim() !== '');

/** A clause named as said: its frames ("i would like to") as written, not as marked. */
function asSaid(words: readonly string[], said: readonly string[], frameAt: number): string[] {
  return words.map((w, i) => (isFrame(w) ? (said[frameAt + countFrames(words.slice(0, i))] ?? w) : w));
}

/**
 * Whether a word of an answer stands beside one of its numbers ("order 4521", "5 gwei", "about 50", "up to 50"), where
 * a label, a unit or a bound says what the number is; the answer's other words are the other readers' to judge.
 */
function besideNumber(words: readonly string[], i: number): boolean {
  const number = (w: string | undefined) => w !== undefined && /^[\d$.]/.test(w);
  return number(words[i - 1]) || number(words[i + 1]) || (words[i + 1] === 'to' && number(words[i + 2]));
}

/** Scales said apart from their number ("25 k", "1 m", "2 bn"): in an answer, read with it or not at all. */
const scales: Record<string, number> = { k: 1e3, thousand: 1e3, grand: 1e3, m: 1e6, mm: 1e6, mil: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };

/**
 * In an answer, an empty word that labels the number after it ("chain 8453", "wallet 2", "account 123456"), a scale
 * the amount was read without ("25 k" read as 25), or a dollar word beside no number of the answer ("dollars of eth",
 * to "which token?" after "send 10", or "eth worth"): the answer says something its reading does not carry.
 */
function answerLabel(word: string, before: string | undefined, after: string | undefined, uses: Uses, all: readonly string[]): boolean {
  if (/^(?:chain|network|wallet|account|address|addy|addr|name|token|coin|coins|tokens)$/.test(word) && /^[\d$.]/.test(after ?? '')) return true;
  const scale = scales[word];
  if (scale !== undefined && /^[\d.]/.test(before ?? '')) {
    const value = Number(before!.replace(/[$,]/g, '')) * scale;
    return !uses.numbers.some((n) => Math.abs(n - value) <= 1e-9 * Math.max(1, Math.abs(n)));
  }
  return (usdWords.has(word) || word === 'worth') && !all.some((w) => /^[\d$.]/.test(w));
}

/** Words, numbers as written ("1,000", ".5", "$300", "2k", "50%", "1/2") and a question mark. */
// Every letter of every script makes a word: "нет", "不要", "नहीं" and "não" are words the reader did not read, never
// nothing (a Cyrillic "no" beside a move was invisible, and the move ran).
const wordPattern = /\$?\d[\d,]*(?:\.\d+)?(?:\s?\/\s?\d+)?[km]?%?\$?|\$?\.\d+%?|\p{L}[\p{L}\p{M}\p{N}_]*|[✓✔✅☑❌✗✘🙅🚫⛔👎😂🤣😆😜😝🤪🙃😉]|\?/gu;

/** Clauses: split at sentence ends, semicolons, commas and dashes (in any script); a question mark stays with its clause. */
function clauses(text: string): string[] {
  return text
    .replace(/？/g, '?')
    .split(/[.!;,:—–…]+(?=\s|$)|\s-\s|[()。，、！；：¿¡]|(?<=\?)/)
    .filter((c) => c.trim() !== '');
}

/** Words that open a phrase qualifying a move: where from, to whom, net of what, by which way, when. */
const qualifierOpeners = new Set(
  `from to net gross via through thru out with without using excluding including incl plus minus less after except instead`.split(/\s+/),
);
/** Words a qualifying phrase may open with before its preposition ("and from my savings", "only via my ledger"). */
const qualifierLeads = new Set(['and', 'but', 'only', 'just', 'also', 'all', 'but']);
/** Words that make a phrase a sentence of its own ("from what I hear he is …"): read as a sentence, by its weighty words. */
const subjects = new Set(`i im ive id ill he hes she shes it its they theyre we weve you youre this that there theres is are was am`.split(/\s+/));

/** Whether a clause beside a move is a phrase that qualifies it (", from my savings", "- net of fees", ", to coinbase"). */
function qualifierPhrase(words: readonly string[]): boolean {
  let at = 0;
  while (qualifierLeads.has(words[at] ?? '')) at++;
  return qualifierOpeners.has(words[at] ?? '') && !words.slice(at + 1).some((w) => subjects.has(w));
}

/** What a reading carries: its verbs, token keys, chain, amounts (as numbers) and its slippage, when said. */
type Uses = {
  readonly kind: Intent['kind'];
  readonly verbs: ReadonlySet<string>;
  readonly tokens: readonly string[];
  readonly chain: string;
  readonly numbers: readonly number[];
  readonly share: boolean;
  readonly slippageBps?: number;
  /** What a swap buys: never what it is paid "with" ("swap 150 usdc for eth. pay with eth"). */
  readonly bought?: string;
};

const familyVerbs: Record<string, readonly string[]> = {
  swap: ['swap', 'buy', 'sell'],
  transfer: ['transfer'],
  'transfer-batch': ['transfer'],
  wrap: ['swap', 'buy', 'sell'],
  unwrap: ['swap', 'buy', 'sell'],
};

function usedBy(intent: Intent): Uses {
  const tokens: string[] = [];
  const numbers: number[] = [];
  let share = false;
  const i = intent as Record<string, unknown>;
  for (const key of ['token', 'tokenIn', 'tokenOut']) if (typeof i[key] === 'string') tokens.push((i[key] as string).toUpperCase());
  // Wrapping names both sides: "wrap 1 eth into weth", "unwrap weth back to eth".
  if (intent.kind === 'wrap') tokens.push(...tokens.map((t) => `W${t}`));
  if (intent.kind === 'unwrap') tokens.push(...tokens.map((t) => t.replace(/^W/, '')));
  const amount = i.amount as { kind: string; value: string | number } | undefined;
  if (amount?.kind === 'fraction') {
    share = true;
    numbers.push(Number(amount.value) * 100);
  } else if (amount) numbers.push(Number(amount.value));
  if (Array.isArray(i.transfers)) {
    const amounts = (i.transfers as { amount: string }[]).map((t) => Number(t.amount));
    // "split 60 usdc between …": the whole that was divided is read too.
    // "make 2 transfers …": their count is read too.
    numbers.push(
      ...amounts,
      amounts.reduce((a, b) => a + b, 0),
      amounts.length,
    );
  }
  const slippageBps = typeof i.slippageBps === 'number' ? i.slippageBps : undefined;
  const bought = intent.kind === 'swap' && typeof i.tokenOut === 'string' ? i.tokenOut.toUpperCase() : undefined;
  return { kind: intent.kind, verbs: new Set(familyVerbs[intent.kind] ?? []), tokens, chain: String(i.chain ?? ''), numbers, share, slippageBps, bought };
}

/**
 * The own line in the words the readers use: request frames ("can you", "i'd like to") marked whole (a frame makes the
 * words after it a sentence: "I'd like to keep things simple"), a spoken name
 * ("alice dot eth") or a spelled ticker ("you ess dee see") as the name or ticker, a slippage said with its bound
 * ("max slippage 0.5%", "no more than 1% slippage") as the slippage the reading carries.
 */
function normalized(own: string, uses: Uses, said: string[]): string {
  // "at the moment" is English for now, not German's "Moment!" (wait), which stops the move.
  let text = spokenNames(withoutEnglishMoment(own))
    // A log line's stamp and label ("2024-06-01T09:00:00.123Z WARN dca.worker:", "✅ 09:14:02 EXEC:", "TX_REQUEST") are
    // the bot's bookkeeping, never a time of the move.
    .replace(/^\W*(?:\d{4}-\d{2}-\d{2}[t ][\d:.]+z?|\d{1,2}:\d{2}(?::\d{2})?)\s+/i, ' ')
    .replace(/^\s*(?!TODO\b)[A-Z][A-Z_]{2,}\s+(?=[a-z])/, ' ')
    .replace(
      /\b0x[0-9a-fA-F]{6,}\b|\b[1-9A-HJ-NP-Za-km-z]{32,44}\b|(?<![\w.@\u00c0-\uffff-])[a-z0-9\u00c0-\uffff-]+(?:\.[a-z0-9\u00c0-\uffff-]+)*\.eth\b/gi,
      ' qrecipientq ',
    )
    .toLowerCase()
    // "swap one sol for dog with hat": a token's name said in words is the token the scan read.
    .replace(/^[\s\S]*$/, withTokenPhrases)
    // "send Bob (bob.eth) 20 usdc": a name said with its address in brackets is the recipient.
    .replace(/\b[a-z]+\s*\(\s*qrecipientq\s*\)/g, ' qrecipientq ')
    .replace(/[’‘]/g, "'")
    .replace(/\buni chain\b/g, 'unichain')
    .replace(/\bso lana\b/g, 'solana')
    .replace(/\bpolygon pos\b/g, 'polygon')
    .replace(/\b(?:the rest of|the remainder of|whatever is left of|what is left of|whats left of)\b/g, 'all of');
  // (Each of the three patterns gated below can only match where its words are said: a text without them is not scanned.)
  if (text.includes('point ')) text = text.replace(/\bpoint (\d+)\b/g, '.$1');
  // "buy 20 usdc of it": a token's amount of something named elsewhere is what is spent on it, never bought.
  if (/of\s+(?:it|them|this|that|those|these)\b/.test(text))
    text = text.replace(/(?<=\d[\d.,]*k?\s*\$?[a-z][a-z0-9]*\s+(?:worth\s+)?)of\s+(it|them|this|that|those|these)\b/g, 'of_$1');
  text = text
    .replace(/\b(?:at (?:the )?(?:market|current)(?: price)?|in one go|and i(?: will|ll) pay)\b/g, (w) => (w.endsWith('pay') ? 'pay' : ' '))
    .replace(/'/g, '');
  if (text.includes('->')) text = text.replace(/(?<=\w)\s*->\s*(?=\w)/g, ' to ');
  text = text
    .replace(/(?<![\w@])@(?=[a-z])/g, ' on ')
    .replace(/\bw\/|\bw(?= )/g, 'with ')
    // "could you swap 5 usdc for degen on base?": a request said as a question asks for the move.
    .replace(/\b(?:can|could|would|will) (?:you|u)\b[^?]*\?/g, (asked) => `${asked.slice(0, -1)}.`)
    // A frame that wants something ("I'd like to", "I need") is marked apart: said inside a sentence beside the move
    // ("a single figure is all I need") it asks for something of its own (directive-clause.ts).
    .replace(frames, (frame) => {
      said.push(frame);
      return wantFrame.test(frame) ? ' qwantq ' : ' qframeq ';
    });
  // "un wrap point oh one w eth": an amount said only in words is an amount too, or a line without digits would go
  // uncounted (with digits, words such as "3/4 of one eth" stay as the readers took them).
  if (!/\d/.test(text)) text = numbersFromWords(text, amountUnit);
  text = spelled(text);
  // The slippage patterns below need a unit ("%", "percent", "bps") or the word "slip…": without them nothing is taken.
  if (/%|percent|bps/.test(text))
    text = text.replace(
      /\b(?:(?:with|using|at|allow(?:ing)?|and) )?(?:(?:a |the )?(?:max(?:imum)?|at most|up to|no more than|not more than|do not use more than|must not exceed|under) )?(?:(?:max(?:imum)? )?(?:slip(?:page)?)(?: tolerance)?(?: of| at| to| is| must not exceed| should be| max| maximum| at most| no more than| under)? )?\$?\d*\.?\d+ ?(?:%|percent|bps)(?: (?:max(?:imum)? )?(?:slip(?:page)?)(?: tolerance)?)?(?: max(?:imum)?)?/g,
      (said) => (/slip|bps|max|most|more|exceed|under/.test(said) && slippageSaid(said, uses) ? ' ' : said),
    );
  if (!text.includes('slip')) return text;
  // "slippage 1", "slippage: 2", "0.5 slippage", "0.3% de slippage": a bare number beside the word is a percentage.
  text = text
    .replace(/\bslip(?:page)?:?(?: of| at| to)? (\d*\.?\d+)\b(?![\d.]|\s?(?:%|percent|bps))/g, (said, n: string) => (slippageSaid(`${n}%`, uses) ? ' ' : said))
    .replace(/(?<![\d.])(\d*\.?\d+) ?(%|percent|bps)?(?: de)? slip(?:page)?\b/g, (said, n: string, unit?: string) =>
      slippageSaid(`${n}${unit ?? '%'}`, uses) ? ' ' : said,
    );
  return text.replace(/\b(?:with |using )?(?:the )?(?:default|normal|usual) slip(?:page)?\b/g, ' ');
}

/** What a spelled number counts when it is an amount: a token, a dollar word, a percentage. */
const amountUnit = (word: string): boolean => tokenWords.has(word.replace(/^\$/, '')) || usdWords.has(word) || word === 'percent';

const isFrame = (word: string): boolean => word === 'qframeq' || word === 'qwantq';
const countFrames = (words: readonly string[]): number => words.filter(isFrame).length;

/**
 * Whether a request beside the move only says the move again, or takes care over it ("pay with usdc", "please use
 * ethereum mainnet", "i want usdc for it", "please make sure the amount is exact", "so please go ahead"): every word
 * is a part of the move, an empty word or one of {@link restating}, up to a purpose said after it ("i need weth for a
 * liquidity position").
 */
function restates(words: readonly string[], uses: Uses, more: ReadonlySet<string>): boolean {
  const purpose = words.findIndex(
    (w, i) =>
      /^(?:for|because|since|cuz|as)$/.test(w) && words.slice(0, i).some((v) => !/^(?:qwantq|qframeq|i|we|please|kindly|and|so|also|just|really)$/.test(v)),
  );
  const said = purpose < 0 ? words : words.slice(0, purpose);
  // "using the eth i hold there": what the person holds, said of the move's own token.
  const held = (w: string, i: number) => /^(?:hold|have|own|there|here)$/.test(w) && /^(?:i|we|hold|have|own)$/.test(said[i - 1] ?? '');
  return said.every(
    (w, i) => part(w, said[i + 1], uses) || filler(w, said[i - 1], said[i + 1], uses) || restating.has(w) || more.has(w) || held(w, i) || w === 'qwantq',
  );
}

/** Words a request beside a move says it again with, or takes care over it with. */
const restating = new Set(
  `do it go ahead proceed pay use take get receive want need make sure exact exactly correct right careful carefully version one form kind
  please kindly just also only as same that this regular normal native plain and but so then repay her him them back
  not any other else nothing anything touch change happen be done is are amount received full needs through thru ofc course of chain side standard market plain usual id wed`.split(
    /\s+/,
  ),
);

/** A sentence's parts joined by "and", "but" or "so" ("she lent me money last week and i would like to repay her"). */
function directiveParts(words: readonly string[]): string[][] {
  const parts: string[][] = [[]];
  for (const word of words) {
    if (/^(?:and|but|so)$/.test(word) && parts.at(-1)!.length > 0) parts.push([]);
    else parts.at(-1)!.push(word);
  }
  return parts;
}

/** The request frames that say a want: "I'd like to", "we need", "i want you to", "wanna". */
const wantFrame = /^(?:(?:i|we) (?:want|wanna|need|would like|d like|id like|wish|like|should like)|id like|i would like|want to|wanna|need to)\b/;

/** A slippage phrase is the reading's when it says its slippage; a wrap has none to keep, so any is nothing to it. */
function slippageSaid(said: string, uses: Uses): boolean {
  if (uses.kind === 'wrap' || uses.kind === 'unwrap') return true;
  const m = /(\d*\.?\d+) ?(%|percent|bps)/.exec(said);
  if (!m || uses.slippageBps === undefined) return false;
  return Math.abs(Number(m[1]) * (m[2] === 'bps' ? 1 : 100) - uses.slippageBps) < 1e-9;
}

/** "you ess dee see", "u s d c", "e t h": letters said one by one that make a ticker are the ticker. */
function spelled(text: string): string {
  const words = text.split(/\s+/);
  const out: string[] = [];
  for (let start = 0; start < words.length; start++) {
    let letters = '';
    let found = -1;
    for (let end = start; end < words.length && end < start + 6; end++) {
      const letter = letterNames[words[end]!] ?? (/^[a-z]$/.test(words[end]!) ? words[end] : undefined);
      if (!letter) break;
      letters += letter;
      if (end > start && tokenWords.has(letters)) found = end;
    }
    if (found < 0) out.push(words[start]!);
    else {
      out.push(
        words
          .slice(start, found + 1)
          .map((w) => letterNames[w] ?? w)
          .join(''),
      );
      start = found;
    }
  }
  return out.join(' ');
}

/** The index of the price in "<token> (is) at <price>" ("sol at $140 feels cheap"), or -1. */
function marketRemark(words: readonly string[]): number {
  for (let i = 2; i < words.length; i++)
    if (
      /^[\d$.]/.test(words[i]!) &&
      /^(?:at|around)$/.test(words[i - 1]!) &&
      (tokenWords.has(words[i - 2]!) || (words[i - 2] === 'is' && tokenWords.has(words[i - 3] ?? '')))
    )
      return i;
  return -1;
}

/** Where a transfer's memo starts ("for the pizza", "as a gift"): a "for"/"as" after the last part of the move. */
function memoStart(words: readonly string[], parts: readonly boolean[]): number {
  const last = parts.lastIndexOf(true);
  const at = words.findIndex((w, i) => i > last && (w === 'for' || w === 'as'));
  return at < 0 ? words.length : at;
}

/** "pay with eth" beside a swap that buys ETH: the trade the other way round, or another one, never a part of it. */
function paidWithBought(word: string, before: string | undefined, uses: Uses): boolean {
  return uses.bought !== undefined && /^(?:with|using)$/.test(before ?? '') && tokenWords.get(word) === uses.bought;
}

/** A part of the reading: its verb, token, chain, recipient or amount, as written. */
function part(word: string, after: string | undefined, uses: Uses): boolean {
  if (word === 'qrecipientq') return true;
  if (word === 'slippage' || word === 'slip') return uses.slippageBps !== undefined;
  const verb = verbs.get(word) ?? verbs.get(correctTypo(word) ?? '');
  if (verb && uses.verbs.has(verb)) return true;
  if (/^(?:un)?wrap$/.test(word)) return uses.kind === word;
  const token = tokenWords.get(word);
  if (token && uses.tokens.some((t) => t === token || (token === 'BTC' && t.endsWith('BTC')) || (token === 'ETH' && t === 'WETH'))) return true;
  const chain = chainWords.get(word) ?? sharedChainWords.get(word);
  if (chain && chain === uses.chain) return true;
  if (/^[\d.$]/.test(word)) return numberUsed(word, after, uses) || after === 'and';
  // "wrapped ether", "wsol": the wrapped form of a token the reading carries.
  if (word === 'wrapped' && after !== undefined && tokenWords.has(after)) return true;
  if (uses.tokens.includes(word.toUpperCase())) return true;
  return false;
}

/** A word that carries nothing for this move: the closed list, spelled numbers, the move's own other words. */
function filler(word: string, before: string | undefined, after: string | undefined, uses: Uses): boolean {
  if (emptyWords.has(word) || numberWords.has(word) || courtesies.has(word) || word === 'qframeq' || word === 'qwantq') return true;
  if ((moveWords[uses.kind] ?? new Set()).has(word)) return true;
  // "to my cousin Wei": the name after a relation is who is paid, whatever the word ("wei" is no unit there).
  if (before !== undefined && relations.test(before) && (uses.kind === 'transfer' || uses.kind === 'transfer-batch')) return true;
  if (chainSuffixes.has(word) && before !== undefined && (chainWords.get(before) ?? sharedChainWords.get(before)) === uses.chain) return true;
  // "sur base", "en solana", "на ethereum": a chain's preposition in another language, only before the move's chain.
  if (/^(?:en|sur|auf|na|no|на|в|во)$/.test(word) && after !== undefined && (chainWords.get(after) ?? sharedChainWords.get(after)) === uses.chain) return true;
  // "and" inside a spelled number only ("one and a half"), or between a batch's recipients.
  // "sell 1 eth and buy brett", "sell 5 uni and take usdc for it": one trade said by both its sides.
  if (word === 'and' && uses.kind === 'swap' && after !== undefined && (verbs.get(after) === 'buy' || moveWords.swap!.has(after))) return true;
  if (word === 'and' || word === 'n')
    return (
      uses.kind === 'transfer-batch' ||
      (before !== undefined && after !== undefined && (numberWords.has(before) || /\d/.test(before)) && (after === 'a' || numberWords.has(after)))
    );
  if (word === 'every' && uses.kind === 'transfer-batch' && after !== undefined && /^(?:address|addresses|recipient|one|wallet|qrecipientq)$/.test(after))
    return true;
  if (usdWords.has(word)) return true;
  // "wrap 0.2 of that": a wrap's amount of the holding just read (its chain comes from the thread: wrap-thread.ts).
  if (word === 'that' && before === 'of' && (after === undefined || emptyWords.has(after)) && (uses.kind === 'wrap' || uses.kind === 'unwrap')) return true;
  if (/^(?:all|everything|entire|whole|full|max|percent|pct|%)$/.test(word)) return uses.share;
  return false;
}

const relations = /^(?:friend|colleague|cousin|brother|sister|mom|dad|mum|wife|husband|son|daughter|partner|uncle|aunt|nephew|niece|boss)$/;

/** A word that changes a move wherever it stands: a question, a negation, a time, a condition, a number not the move's. */
function weighty(word: string, before: string | undefined, after: string | undefined, uses: Uses): boolean {
  // A past time ("last week", "yesterday") in a reason beside the move schedules nothing.
  if (pastWords.has(word) || (weightyWords.has(word) && before === 'last')) return false;
  // "double-check the name": care taken, not the amount doubled.
  if (word === 'double' && /^check(?:ed|ing|s)?$/.test(after ?? '')) return false;
  // "which is my brother's wallet", "which belongs to my brother": a relative clause describing a part, no question.
  if ((word === 'which' || word === 'who') && after !== undefined && /^(?:is|are|was|were|belongs?|belonged)$/.test(after)) return false;
  if (paidWithBought(word, before, uses)) return true;
  // "sell 1m degen, half of it", "send 100 usdc to bob.eth, the rest to alice": a share of what the move names, said
  // beside a move that carries an amount of its own, changes it ("my half of the rent" is whose share it is).
  if (!uses.share && /^(?:half|quarter|third|rest|remainder)$/.test(word) && !/^(?:my|your|his|her|our|their)$/.test(before ?? '')) {
    // "the rest where it is", "the rest untouched", "keep the rest wrapped": what the move leaves alone.
    return !(word === 'rest' && /^(?:where|untouched|alone|as|stays?|wrapped|unwrapped|intact)$/.test(after ?? ''));
  }
  if (word === '?' || weightyWords.has(word) || /^(?:do|does|did|is|are|was|were|wo|ca|could|would|should|have|has|had|ai|must|need)nt$/.test(word))
    return true;
  // "The token is HARBORX", "the coin's called …": a remark naming which token is meant says what to trade, whatever
  // the name (one the service does not know is no token of the move).
  // "the price per token is very low" is a remark on the price: only the token itself ("the token", "ticker") is named.
  if (
    /^(?:token|coin|ticker|symbol|mint)s?$/.test(word) &&
    (before === undefined || /^(?:the|this|that|correct|right|actual)$/.test(before)) &&
    after !== undefined &&
    /^(?:is|was|called|named|should|must|i|we)$/.test(after)
  )
    return true;
  return /^[\d$.]/.test(word) && !numberUsed(word, after, uses);
}

/** A number is the reading's when it is one of its amounts (as written: "1,000", "2k", "1/2", "50%", "$300"). */
function numberUsed(word: string, after: string | undefined, uses: Uses): boolean {
  const plain = word.replace(/[$,%\s]/g, '');
  const fraction = /^(\d+)\/(\d+)$/.exec(plain);
  const scale = /[km]$/.test(plain) ? (plain.endsWith('k') ? 1e3 : 1e6) : 1;
  const value = fraction ? Number(fraction[1]) / Number(fraction[2]) : Number(plain.replace(/[km]$/, '')) * scale;
  if (!Number.isFinite(value)) return false;
  // "1.5 grand", "2 million": the number and the scale after it are one amount; "1/4 of my eth" is a share (25%).
  const spoken = after === undefined ? 1 : (({ k: 1e3, grand: 1e3, m: 1e6 } as Record<string, number>)[after] ?? scaleValue[after.replace(/s$/, '')] ?? 1);
  const forms = [value, value * spoken, ...(fraction && uses.share ? [value * 100] : [])];
  return uses.numbers.some((n) => forms.some((v) => Math.abs(n - v) <= 1e-9 * Math.max(1, Math.abs(n))));
}
