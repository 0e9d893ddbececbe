import { ask, fail, type Interpretation, type PartialIntent, type ThreadTurn } from './intent.ts';
import { numbersFromWords } from '../../language/number-words.ts';
import { tokenWords } from '../../language/token-registry.ts';

/**
 * An amount's unit is never guessed (sweep 38). A move or an order made with N of a token is kept only when the person
 * tied N to that token plainly ("10 eth", a bot's `amount=10 token=ETH`). Read once on the final reading of a move or an
 * order with an exact token amount, over the turns that built it:
 * - a dollar sign or word, or a dollar field, tied to no other amount nor to a trigger price ("send 10 eth (usd) to …",
 *   "buy 10 eth on base. it's in dollars.", `currency=USD`, "notional: 10", "… no wait ten dollars", "swap usdc for $10 of
 *   eth" → "10") makes it unclear;
 * - so does a bare number of 1 or more beside the token bought or sent ("buy cbbtc on base, 10", "send 1k to bob.eth on
 *   base" → "cbbtc"), as the buy thread already asks ("Is 10 in dollars or in ETH?"). Sells count in the token.
 * A plain move made now is asked back without its amount ("Is 10 in dollars or in ETH?"); an order, a batch, or a move
 * whose side came with the unit is refused with the forms to write.
 * @returns the ask or the refusal, or undefined when the amount's unit is plain.
 */
export function unitLeftover(given: string, thread: readonly ThreadTurn[], reading: Interpretation): Interpretation | undefined {
  const found = exactAmount(reading);
  if (!found || /USD|^DAI$|EUR/i.test(found.token)) return undefined;
  const run = requestTurns(given, thread);
  const current = run.at(-1)!;
  // "buy ten dollars of eth no wait ten eth": read as $10, though the same number is said as the token too.
  if (found.dollars) return tiedIn(current.words, found) ? unclear(found) : undefined;
  // "10 eth" said in this turn ties the amount here: what earlier turns said was answered by it.
  const tied = tiedIn(current.words, found);
  const here = tied ? [current] : run;
  // With the amount tied to its token here ("1,000 DEGEN" too), a sentence that only weighs the move's worth is no unit of it.
  const weighed = tied || tiedInText(given, found);
  // (Said with its token in any turn of the request: "yes" to "buy exactly 2 SOL …" asked back keeps it so.)
  const withToken = here.some(({ words }) => tiedIn(words, found));
  const marker = here.some(({ words, unweighed }) => dollarLeftover(weighed ? unweighed : words, found.value, reading, withToken));
  const bare = !marker && found.counted && here.some(({ words, answersAmount }) => !answersAmount && bareIn(words, found));
  if (!marker && !bare) return undefined;
  const value = found.value;
  const question = `Is ${value} in dollars or in ${found.token}? Say "$${value}" or "${value} ${found.token}"; nothing was done.`;
  const pending = found.move;
  // A transfer's side is plain; a swap's only as said in one first turn ("buy 10 eth usd" read as a sale never is).
  const plain =
    (reading.kind === 'intent' || (reading.kind === 'ask' && reading.pending.awaiting === 'confirm')) &&
    pending !== undefined &&
    (pending.kind === 'transfer' ||
      (pending.kind === 'swap' && here.length === 1 && thread.at(-1)?.interpretation?.kind !== 'ask' && (pending.side === 'buy' || !buyWord.test(given))));
  if (plain) {
    const { amount: _amount, ...rest } = pending as PartialIntent & { amount?: unknown };
    return ask(question, { ...rest, awaiting: 'amount' } as PartialIntent);
  }
  return unclear(found);
}

const unclear = ({ value, token }: Found): Interpretation =>
  fail('BAD_AMOUNT', `I can't tell whether ${value} is dollars or ${token}: say it like "$${value} of ${token}" or "${value} ${token}". Nothing was done.`);

interface Found {
  readonly value: string;
  readonly token: string;
  /** The number counts what is bought or sent (not what is sold): a bare one may be dollars. */
  readonly counted: boolean;
  /** The amount was read in dollars. */
  readonly dollars?: boolean;
  /** The plain swap or transfer made now, when the reading is one. */
  readonly move?: PartialIntent;
}

const buyWord = /\b(?:buy|get|grab|purchase|ape)\b/i;

/** The exact token amount of the move or order read, with its token. */
function exactAmount(reading: Interpretation): Found | undefined {
  const whole = (reading.kind === 'intent' ? reading.intent : reading.kind === 'ask' ? reading.pending : undefined) as
    | (Record<string, unknown> & { kind?: string })
    | undefined;
  if (!whole) return undefined;
  const ordered = whole.kind === 'automation-create';
  const move = (ordered ? whole.action : whole) as Record<string, unknown> | undefined;
  if (!move) return undefined;
  if (move.kind === 'transfer-batch') {
    const first = (move.transfers as { amount?: unknown }[] | undefined)?.[0]?.amount;
    return typeof first === 'string' && typeof move.token === 'string' ? { value: first, token: move.token.toUpperCase(), counted: true } : undefined;
  }
  const amount = move.amount as { kind?: string; value?: unknown } | undefined;
  if ((amount?.kind !== 'exact' && amount?.kind !== 'usd') || typeof amount.value !== 'string') return undefined;
  const dollars = amount.kind === 'usd';
  // "$10 of eth" sells the token paid with for ETH: the dollars are of the token bought.
  const sold = move.kind === 'swap' && move.side !== 'buy' && !dollars;
  // A wrap keeps the coins in the wallet: counted in the token like a sale ("wrap 10 eth (usd)" still asks).
  const wrapped = move.kind === 'wrap' || move.kind === 'unwrap';
  const token = move.kind === 'transfer' || wrapped ? move.token : move.kind === 'swap' ? (sold ? move.tokenIn : move.tokenOut) : undefined;
  if (typeof token !== 'string') return undefined;
  const plain = !ordered && (move.kind === 'swap' || move.kind === 'transfer');
  return {
    value: amount.value,
    token: token.toUpperCase(),
    counted: !sold && !wrapped,
    ...(dollars ? { dollars } : {}),
    ...(plain ? { move: move as PartialIntent } : {}),
  };
}

interface Turn {
  readonly words: readonly string[];
  /** The words without the sentences that only weigh the move's worth (`worthRemark`). */
  readonly unweighed: readonly string[];
  /** The turn answered a question for the amount, which named its unit ("How much ETH should I send?"). */
  readonly answersAmount: boolean;
}

/** The turns of the request the reading completes: the given one, after the run of questions before it. */
function requestTurns(given: string, thread: readonly ThreadTurn[]): Turn[] {
  const turns: Turn[] = [{ ...turnWords(given), answersAmount: awaitingOf(thread.at(-1)) === 'amount' }];
  for (let i = thread.length - 1; i >= 0 && thread[i]!.interpretation?.kind === 'ask'; i--) {
    turns.unshift({ ...turnWords(thread[i]!.prompt), answersAmount: awaitingOf(thread[i - 1]) === 'amount' });
  }
  return turns;
}

const turnWords = (text: string): Pick<Turn, 'words' | 'unweighed'> => {
  const words = wordsOf(text);
  const kept = text.split(/(?<=[.!?;])\s+/).filter((s) => !worthRemark(s));
  return { words, unweighed: kept.length === 0 ? words : wordsOf(kept.join(' ')) };
};

/**
 * A sentence with no figure, spelled or not, that weighs what the move is worth: its dollars counted by a vague quantity
 * ("I know it only comes to a couple of dollars", "a few bucks"), or its value or worth said to be small ("I realise its
 * value is small"). It says the move is little in dollars, so it is no unit of an amount said with its token. ("It's a
 * small amount in dollars" may say the amount is in dollars: still asked.)
 */
const worthRemark = (sentence: string): boolean =>
  !/\d/.test(sentence) && !spelled.test(sentence.toLowerCase()) && (vagueDollars.test(sentence) || smallWorth.test(sentence));
const vagueDollars = /\b(?:couple|few|handful|several)\s+(?:of\s+)?(?:dollars|bucks|usd)\b/i;
const smallWorth =
  /\b(?:value|worth)\s+(?:is|was|will\s+be|would\s+be)\s+(?:(?:quite|rather|very|fairly|pretty|only|relatively)\s+)?(?:small|tiny|modest|low|minor|negligible|trivial)\b/i;

const awaitingOf = (turn: ThreadTurn | undefined): string | undefined => {
  const it = turn?.interpretation;
  return it?.kind === 'ask' ? it.pending.awaiting : undefined;
};

/** The words of a turn, spelled numbers as digits; field marks and brackets split words ("currency=USD", "(usd)"). */
const wordsOf = (text: string): string[] => {
  // "$ purser swap …": a shell's prompt mark at the start of a line is no dollar sign.
  const lower = text.toLowerCase().replace(/(^|\n)\s*\$\s+/g, '$1');
  return (spelled.test(lower) ? numbersFromWords(lower, () => false) : lower).split(/[\s=:;,()[\]{}"'`!?]+|\.(?=\s|$)/).filter((w) => w !== '' && w !== 's');
};
const spelled =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|grand|half|quarter|mil)\b/;

const numberWord = /^\$?(\d[\d,]*(?:\.\d+)?|\.\d+)([km]?)\$?$/;
const numberOf = (word: string): number | undefined => {
  const m = numberWord.exec(word);
  if (!m) return undefined;
  return Number(m[1]!.replace(/,/g, '')) * (m[2] === 'k' ? 1_000 : m[2] === 'm' ? 1_000_000 : 1);
};
const tokenOf = (word: string | undefined): string | undefined => (word === undefined ? undefined : tokenWords.get(word.replace(/^\$/, '')));

/** "10 eth": the amount said right before its token. */
const tiedIn = (words: readonly string[], found: Found): boolean =>
  words.some((w, i) => numberOf(w) === Number(found.value) && !w.includes('$') && tokenOf(words[i + 1]) === found.token);

/** "1,000 DEGEN": the amount, its thousands marked, said right before its token (the words split at commas). */
const tiedInText = (text: string, found: Found): boolean =>
  [...text.matchAll(/(?<![\d.,$])(\d{1,3}(?:,\d{3})+(?:\.\d+)?)\s+\$?([a-z][a-z0-9]*)\b/gi)].some(
    ([, figure, word]) => Number(figure!.replace(/,/g, '')) === Number(found.value) && tokenOf(word!.toLowerCase()) === found.token,
  );

/** A dollar word ("usd", "dollars", "bucks", "fiat", "usd-denominated", "size_usd") or a lone "$". */
const dollarWord = /^(?:\$|(?:.*[-_/])?(?:usd|dollars?|bucks?|dolar|fiat)(?:[-_/].*)?)$/;
/** A label that says its number is dollars: "notional: 10", "value 10", "quoteqty", "the eth equivalent". */
const dollarLabel = /^(?:notional|quoteqty|quote_qty|value|equivalent)$/;
/** Words before a dollar word that make it the token paid or received ("sell 10 eth for usd", "with usd coin"). */
const tradedFor = new Set(['for', 'to', 'into', 'with', 'using', 'from', 'not', 'no']);

/** A dollar sign, word or label tied to no other amount: to none, or to this very number said as dollars. */
function dollarLeftover(words: readonly string[], value: string, reading: Interpretation, saidWithToken: boolean): boolean {
  const amount = Number(value);
  const price = JSON.stringify(reading).match(/"priceUsd":"([\d.]+)"/)?.[1];
  return words.some((w, i) => {
    const said = numberOf(w);
    if (said !== undefined) return w.includes('$') && said === amount && !isPrice(words, i, price) && !denied(words, i);
    if (!dollarWord.test(w) && !dollarLabel.test(w)) return false;
    // "SOL/USD dropped below $150 … buy exactly 2 SOL": a market's pair (a token quoted in dollars) names a price, no
    // unit of an amount said with its token. Beside a bare amount ("pair=ETH/USD amount=50") it may be the unit.
    if (saidWithToken && marketPair(w) && numberOf(words[i - 1] ?? '') === undefined) return false;
    // "to hold stable value": the kind of holding wanted (stablecoins), no unit.
    if (dollarLabel.test(w) && words[i - 1] === 'stable') return false;
    // "sell 10 eth for usd", "not a dollar value", "not in dollars": no unit of this amount.
    if (tradedFor.has(words[i - 1] ?? '') || (/^(?:a|an|in|the)$/.test(words[i - 1] ?? '') && denied(words, i - 1))) return false;
    // "a dollar value", "usd notional": the dollar word before the label decides.
    if (dollarLabel.test(w) && dollarWord.test(words[i - 1] ?? '')) return false;
    // A field's name ("size_usd", "trigger_usd", "notional") labels the value after it; a dollar word the number before it.
    const field = w.includes('_') || dollarLabel.test(w);
    // ("about one dollar", "a buck": one, where a spelled "one" is left as a word.)
    // ("200 US dollars": the country said between the number and its currency.)
    const lead = /^u\.?s\.?$/.test(words[i - 1] ?? '') && dollarWord.test(w) ? i - 2 : i - 1;
    const before = field ? undefined : /^(?:a|an|one)$/.test(words[lead] ?? '') ? 1 : numberOf(words[lead] ?? '');
    const after = numberOf(words[i + 1] ?? '');
    const tied = before ?? after;
    if (tied === undefined) return true;
    const at = before !== undefined ? lead : i + 1;
    // "$2500" of a trigger, "100 usd" paid: another amount. "ten eth no wait ten dollars", "notional: 10": this one
    // ("500 degen, not 500 dollars' worth" says which it is not).
    return tied === amount && !isPrice(words, at, price) && !denied(words, at);
  });
}

/** "sol/usd", "eth-usd", "btc_usd": a token quoted in dollars, as a market's pair is written. */
const marketPair = (word: string): boolean => {
  const m = /^\$?([a-z][a-z0-9]*)[-_/]usd$/.exec(word);
  return m !== null && tokenOf(m[1]) !== undefined;
};

/** "not 500 dollars' worth", "rather than 3 dollars' worth", "instead of 3 dollars": the unit said to be not this one. */
const denied = (words: readonly string[], i: number): boolean =>
  /^(?:not|never)$/.test(words[i - 1] ?? '') || (words[i - 1] === 'than' && words[i - 2] === 'rather') || (words[i - 1] === 'of' && words[i - 2] === 'instead');
const priceWords = new Set(['at', 'hits', 'hit', 'reaches', 'to', 'below', 'above', 'under', 'over', 'price', 'is']);
const isPrice = (words: readonly string[], i: number, price: string | undefined): boolean =>
  (price !== undefined && numberOf(words[i] ?? '') === Number(price)) || priceWords.has(words[i - 1] ?? '');

const sentenceWord = new Set([
  'on',
  'to',
  'for',
  'per',
  'a',
  'an',
  'each',
  'at',
  'every',
  'daily',
  'weekly',
  'monthly',
  'hourly',
  'please',
  'pls',
  'now',
  'into',
  'and',
  'then',
  'with',
  'when',
  'if',
  'via',
  'from',
]);
const fieldName = /^-*[a-z_]*(?:amount|amt|qty|quantity|size|exact|out|units?|tokens?|coins?)[a-z_]*$/;

/** The amount said as a bare number of 1 or more, not tied to its token nor labelled by a field ("buy cbbtc on base, 10"). */
function bareIn(words: readonly string[], found: Found): boolean {
  const amount = Number(found.value);
  if (amount < 1) return false;
  return words.some((w, i) => {
    if (numberOf(w) !== amount || w.includes('$')) return false;
    // Only a number that nothing follows or that a word of the sentence follows ("…, 10", "10 on base", "10 per buy"):
    // "20 e t h", "fifteen eath" are the token heard, and a field's name ("qty=5", "amount_out=3") says what it counts.
    const next = words[i + 1];
    // "make it 2" corrects an amount said with its token; "@ 0.008 x 5000" is a trader's quantity.
    return (next === undefined || sentenceWord.has(next)) && !fieldName.test(words[i - 1] ?? '') && !/^(?:it|x|×|@)$/.test(words[i - 1] ?? '');
  });
}
