import { lackedCapability } from './lacked-capability.ts';
import { ask, fail, type Interpretation } from './intent.ts';
import type { Facts } from '../../language/scan-prompt.ts';
import { fractionWords, stopWords, verbs } from '../../language/lexicon.ts';
import { courtesyIf } from '../../language/courtesy-if.ts';
import { tokenWords } from '../../language/token-registry.ts';

const moves = new Set(['swap', 'buy', 'sell', 'transfer']);
const unsupportedActions: Record<string, string> = {
  stake: 'Staking',
  staking: 'Staking',
  unstake: 'Staking',
  restake: 'Staking',
  lend: 'Lending',
  lending: 'Lending',
  borrow: 'Borrowing',
  leverage: 'Leveraged trading',
  leveraged: 'Leveraged trading',
  margin: 'Margin trading',
  perp: 'Perpetuals',
  perps: 'Perpetuals',
  short: 'Shorting',
  nft: 'NFTs',
  nfts: 'NFTs',
  lp: 'Providing liquidity',
};
/** Words before "short" that say someone is short of money: a form of "be", or "running", "come", "fall". */
const lackingBefore = new Set([
  'hes',
  'shes',
  'im',
  'were',
  'theyre',
  'youre',
  'is',
  'am',
  'are',
  'was',
  'been',
  'be',
  'running',
  'run',
  'ran',
  'come',
  'came',
  'fall',
  'fell',
  'bit',
  'little',
]);
/** Words before "short" that make it an adjective ("a short report", "too short", "in short"). */
const shortOf = new Set(['a', 'an', 'the', 'very', 'too', 'so', 'quite', 'fairly', 'rather', 'pretty', 'in']);
/**
 * "short on funds", "a short report", "in short": "short" said of something else, not a trade to short ("short eth",
 * "open a short position", "close the short").
 */
const shortSaid = (words: readonly string[], i: number): boolean =>
  words[i + 1] === 'on' ||
  // "he said hes short this month", "we are running short" (held-out-39 chat): someone lacking money, not a short (a
  // token right after it, "im short eth", is a trader's position).
  (lackingBefore.has(words[i - 1] ?? '') && !tokenWords.has(words[i + 1] ?? '')) ||
  (shortOf.has(words[i - 1] ?? '') && words[i + 1] !== undefined && !['position', 'positions', 'trade', 'trades', 'of'].includes(words[i + 1]!));
/** Words before "margin" that make it a buffer ("a reasonable margin", "some safety margin"), not margin trading. */
const bufferOf = new Set(['a', 'some', 'reasonable', 'small', 'little', 'safety', 'extra', 'comfortable', 'enough', 'decent', 'healthy', 'sufficient', 'fair']);
/**
 * "enough to cover it plus a reasonable margin for network fees", "a margin of safety": a margin kept aside, not a trade
 * on margin ("buy eth on margin", "a margin trade", "open a margin position").
 */
const marginSaid = (words: readonly string[], i: number): boolean =>
  !['on', 'with', 'use', 'using'].includes(words[i - 1] ?? '') &&
  !['trade', 'trades', 'trading', 'position', 'positions', 'account', 'call', 'long', 'short', 'loan', 'buy', 'sell'].includes(words[i + 1] ?? '') &&
  (['for', 'of'].includes(words[i + 1] ?? '') || bufferOf.has(words[i - 1] ?? ''));
const priceMoves = new Set([
  'hits',
  'hit',
  'reaches',
  'reach',
  'drops',
  'dips',
  'falls',
  'goes',
  'gets',
  'is',
  'touches',
  'crosses',
  'pumps',
  'dumps',
  'below',
  'above',
  'under',
  'over',
  'moons',
  'rises',
  'climbs',
  'tanks',
  'crashes',
  'recovers',
  'bounces',
  'rallies',
  'spikes',
  'sinks',
  'breaks',
  'doubles',
  'halves',
  'flips',
  'jumps',
  'surges',
]);
const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Words that make what follows a condition the move waits for. */
const conditionWords = new Set(['if', 'when', 'once', 'unless', 'whenever', 'until']);
/** Times of day and days a move may be said to wait for ("at noon", "eod", "over the weekend"). */
const timesOfDay = new Set(['noon', 'midday', 'midnight', 'evening', 'afternoon', 'weekend', 'eod', 'eow', 'eom', 'overnight', 'sunrise', 'sunset']);
/** What "next" or "this" makes a time to come ("next week", "this afternoon"). */
const periodWords = new Set(['week', 'month', 'year', 'weekend', 'morning', 'afternoon', 'evening', 'night', 'quarter', ...weekdays]);

/** Months, as a date names them ("on dec 15", "the 1st of december"); "may" and "march" only beside a number. */
const monthWords = new Set([
  'jan',
  'january',
  'feb',
  'february',
  'march',
  'apr',
  'april',
  'may',
  'jun',
  'june',
  'jul',
  'july',
  'aug',
  'august',
  'sep',
  'sept',
  'september',
  'oct',
  'october',
  'nov',
  'november',
  'dec',
  'december',
]);
/** Days named by what happens on them. */
const occasionWords = new Set(['payday', 'birthday', 'holiday', 'holidays', 'christmas', 'xmas', 'halloween', 'thanksgiving']);

/**
 * "as a birthday gift", "a christmas present": what a payment is, no time it waits for. ("for his birthday" may be
 * when to send it, and stays a time: "on my birthday", "after payday", "before christmas" are.)
 */
const forOccasion = (words: readonly string[], i: number): boolean => ['gift', 'present', 'gifts', 'presents'].includes(words[i + 1] ?? '');

/** What "every" counts when it is no time ("every address", "every one of them"). */
const everyOf = new Set(['address', 'addresses', 'one', 'recipient', 'recipients', 'wallet', 'wallets', 'of', 'single', 'token', 'chain', 'network', 'person']);

/** Who or what a condition waits on ("if she confirms", "when I get home"), not a price. */
const conditionSubjects = new Set(
  ['she', 'he', 'they', 'i', 'we', 'my', 'our', 'ready', 'done', 'back', 'home', 'the', 'gas', 'fees'].concat([
    'that',
    'thats',
    'it',
    'its',
    'this',
    'legit',
    'needed',
    'approved',
    'confirmed',
    'everything',
    'all',
    'still',
    'nothing',
    'anyone',
    'someone',
    'bob',
    'alice',
    'carol',
  ]),
);
/** First words of a question ("how much eth would I get if I swap…"): its "if I" is no condition on a move. */
/** "check if I have enough SOL to send 3 SOL", "see if we got enough": whether I hold it, asked — no condition. */
const checkedIf = (words: readonly string[], at: number): boolean =>
  words[at] === 'if' && ['check', 'see', 'verify', 'confirm'].includes(words[at - 1] ?? '') && ['have', 'got', 'hold', 'own'].includes(words[at + 2] ?? '');
const askingFirst = new Set(['how', 'howmuch', 'what', 'whats', 'would', 'should', 'is', 'can', 'could', 'will', 'do', 'does']);
/** First words that make a move a draft, a test or a question ("draft: send …", "test: swap …"). */
const notAsked = new Set([
  'draft',
  'test',
  'testing',
  'practice',
  'example',
  'sample',
  'template',
  'quiz',
  'preview',
  'estimate',
  'simulation',
  'hypothetical',
  'did',
]);

/** Addresses named in words that no one can spend from ("the zero address", "a burn wallet", "null addr"). */
const lossyWords = new Set(['zero', '0', 'null', 'burn', 'burning', 'dead', 'void']);
const addressWords = new Set(['address', 'addr', 'wallet', 'account']);

/** Words that end a request politely ("… and thanks"). */
const courtesies = new Set(['thanks', 'thank', 'thx', 'ty', 'please', 'pls', 'cheers', 'gm']);

/** Verbs that tell of a move in the past. */
const toldInPast = new Set(['moved', 'bought', 'sold', 'swapped', 'sent', 'traded', 'transferred']);

/** Words that open a reason given for the move ("because", "since"). */
const reasonWords = new Set(['because', 'since', 'cause', 'cuz', 'coz', 'bc']);
/** Words that make a condition clause a hypothetical action of the speaker's, not a price to wait for. */
const hypothetical = new Set(['i', 'we', 'you', 'u', 'swap', 'swapped', 'send', 'sent', 'buy', 'bought', 'sell', 'sold', 'transfer', 'trade', 'convert']);

/** "stake my eth", "open a perp", "provide liquidity": an action the service does not have, refused wherever it is said. */
export function unsupportedAction(words: readonly string[]): Interpretation | undefined {
  const at = words.findIndex(
    (w, i) =>
      unsupportedActions[w] !== undefined &&
      !(w === 'short' && shortSaid(words, i)) &&
      !(w === 'margin' && marginSaid(words, i)) &&
      // "No leverage", "without leverage", "not leveraged" (held-out-44, pasted): leverage said to be absent asks for none.
      !(/^(?:leverage|leveraged)$/.test(w) && /^(?:no|without|not|zero|nil)$/.test(words[i - 1] ?? '')),
  );
  const seq = (...ws: string[]) => words.some((_, i) => ws.every((w, k) => words[i + k] === w));
  const unsupported = at >= 0 ? words[at]! : seq('provide', 'liquidity') ? 'lp' : undefined;
  if (!unsupported) return undefined;
  return fail(
    'UNSUPPORTED_ACTION',
    `${unsupportedActions[unsupported]} is not something I can do. I can check balances, prices and trending tokens, swap and send. Nothing was done.`,
  );
}

const readActions = new Set(['balance', 'portfolio', 'price', 'lookup', 'trending']);

/**
 * Requests that must stop before any reading of amounts and tokens, because
 * carrying out "the rest" of them would move money differently from what was
 * asked: orders that wait for a price or a time in words the automation
 * reader (automation-request.ts, which runs first) could not read ("sell 1
 * eth when it moons", "buy eth every month"), actions the service does not have
 * ("stake my eth"), balances minus something ("all but 5 usdc"), repeats
 * ("twice") and rough amounts ("about 20 usdc").
 */
export function guard(facts: Facts): Interpretation | undefined {
  const { words } = facts;
  const has = (...ws: string[]) => ws.some((w) => words.includes(w));
  const seq = (...ws: string[]) => words.some((_, i) => ws.every((w, k) => words[i + k] === w));
  const moving = facts.actions.some((a) => moves.has(a.action));
  const unsupported = unsupportedAction(words);
  if (unsupported) return unsupported;
  // "hedge my eth with 100 usdc", "cash out 100 usdc", "send usdc to aave": a capability the service lacks beside a move.
  const lacked = moving || !facts.actions.some((a) => readActions.has(a.action)) ? lackedCapability(facts, { bridges: false }) : undefined;
  if (lacked) return lacked;
  // "…, because I need it for a payment later on": what a reason says about time is no time the move waits for.
  const reasonAt = words.findIndex(
    (w, i) =>
      reasonWords.has(w) ||
      (w === 'so' && words[i + 1] === 'that') ||
      (w === 'as' && ['i', 'we'].includes(words[i + 1] ?? '')) ||
      // "…? I need it for a payment later this week.": what the move is for, said after it.
      (i > 0 && ['i', 'we'].includes(w) && words[i + 1] === 'need' && ['it', 'them', 'this', 'these'].includes(words[i + 2] ?? '') && words[i + 3] === 'for') ||
      // "…, is for pay my rent this month" (held-out-35, non-native): "it is for", what it is for, a learner's reason.
      (i > 1 && w === 'for' && ['is', 'its'].includes(words[i - 1] ?? '') && ['pay', 'paying', 'my', 'the', 'a', 'an'].includes(words[i + 1] ?? '')) ||
      // "…, i'll pay them myself later" (held-out-34, pasted): what the person does themselves afterwards.
      (i > 0 &&
        (w === 'ill' || (['i', 'we'].includes(w) && words[i + 1] === 'will')) &&
        words.slice(i + 1, i + 7).some((x) => x === 'myself' || x === 'ourselves')),
  );
  const own = reasonAt > 0 ? words.slice(0, reasonAt) : words;
  const timed =
    ['daily', 'weekly', 'hourly', 'monthly', 'tomorrow', 'tonight', 'later', 'schedule', 'scheduled', 'recurring', 'dca', ...weekdays].some((w) =>
      own.includes(w),
    ) ||
    // "every day", "every monday"; not "every address here", "every one of them".
    own.some((w, i) => w === 'every' && !everyOf.has(own[i + 1] ?? '')) ||
    // "at noon", "this evening", "at the end of the day", "next week": a time of day or a day to come ("how much has eth
    // moved this week" tells of the past).
    (!own.some((w) => toldInPast.has(w)) &&
      own.some(
        (w, i) =>
          timesOfDay.has(w) ||
          (w === 'morning' && !['good', 'gm'].includes(own[i - 1] ?? '')) ||
          (w === 'end' && own[i + 1] === 'of') ||
          // ("payroll for this week, send these…" names what the move pays for, not when it runs.)
          ((w === 'next' || w === 'this') && periodWords.has(own[i + 1] ?? '') && own[i - 1] !== 'for'),
      )) ||
    (moving && has('limit')) ||
    seq('limit', 'order') ||
    seq('stop', 'loss') ||
    seq('stop', 'limit') ||
    seq('take', 'profit', 'at') ||
    words.some(
      (w, i) =>
        (w === 'when' || w === 'once' || w === 'if') &&
        // ("If it is convenient, I should like to purchase …": a courtesy, held-out-35, whose "it is" is no price's.)
        !courtesyIf(words, i) &&
        (['it', 'price', 'eth', 'sol'].some((x) => words.slice(i + 1, i + 3).includes(x)) ||
          facts.tokens.some((t) => t.index === i + 1 || t.index === i + 2)) &&
        words.slice(i + 1, i + 5).some((x) => priceMoves.has(x)),
    ) ||
    // "when eth < 2000 buy …": the sign is no word, so the token (or "price") and its number stand side by side.
    words.some(
      (w, i) =>
        conditionWords.has(w) &&
        (['it', 'price', 'px'].includes(words[i + 1] ?? '') || facts.tokens.some((t) => t.index === i + 1)) &&
        /^\$?\d/.test(words[i + 2] ?? ''),
    ) ||
    // A condition on a number ("if px<120", "once it's 2.5k", "unless sol > 150"): an order, never a trade now. A
    // hypothetical move ("what if I swap 5 usdc") is not one: its clause has a person or a move of its own.
    words.some((w, i) => {
      // "if possible", "if it's ok", "if you can": a courtesy, not a condition.
      if (courtesyIf(words, i)) return false;
      if (!conditionWords.has(w)) return false;
      const clause = words.slice(i + 1, i + 6);
      // "if sol reach to 200 sell 1 sol" (sweep s48, non-native): a number said before the move's verb is the condition's
      // own, whatever follows (read whole, the "sell" after it made it a hypothetical and the sale was asked for now).
      const person = clause.findIndex((x) => hypothetical.has(x));
      const head = person < 0 ? clause : clause.slice(0, person);
      return head.some((x) => /[<>≤≥=]|\d/.test(x));
    }) ||
    (moving && (words[0] === 'stop' || words[0] === 'limit' || words[0] === 'tp' || words[0] === 'sl')) ||
    words.some(
      (w, i) =>
        w === 'in' &&
        /^\d/.test(words[i + 1] ?? '') &&
        ['minutes', 'minute', 'mins', 'hours', 'hour', 'hrs', 'days', 'day', 'weeks'].includes(words[i + 2] ?? ''),
    ) ||
    words.some((w, i) => w === 'at' && /^\d{1,2}(?:pm|am)?$/.test(words[i + 1] ?? '') && ['pm', 'am', 'utc', 'oclock'].includes(words[i + 2] ?? ''));
  // "on dec 15", "on the 15th", "after payday", "for my birthday", "for the next 3 days", "make an order to send…".
  const dated =
    own.some(
      (w, i) =>
        (monthWords.has(w) && (/^\d/.test(own[i + 1] ?? '') || /^\d/.test(own[i - 1] ?? '') || own[i - 1] === 'of')) ||
        (/^\d{1,2}$/.test(w) && ['st', 'nd', 'rd', 'th'].includes(own[i + 1] ?? '')) ||
        (occasionWords.has(w) && !forOccasion(own, i)) ||
        (w === 'after' && i > 0 && !['that', 'this', 'it', 'which', 'all', 'fees', 'fee', 'gas', 'slippage', 'tax'].includes(own[i + 1] ?? '')) ||
        (w === 'next' && /^\d/.test(own[i + 1] ?? '')),
    ) ||
    (moving && has('order', 'orders') && !seq('in', 'order'));
  if ((timed || dated) && (moving || has('dca', 'buy', 'sell', 'swap', 'order', 'loss', 'into'))) {
    return fail(
      'AUTOMATION_UNSUPPORTED',
      'That waits for a price or a time (a limit, stop, scheduled or recurring order) in words I could not read, and doing it now instead would not be what you asked. ' +
        'I can set up, for example: "buy $50 of DEGEN on base if it drops below $0.004", "set a stop loss on my pepe at $0.00001", "tomorrow at 9:00 UTC swap 10 usdc for eth on base", "every day buy $10 of eth on base for 30 days". Nothing was done.',
    );
  }
  if (!moving) return undefined;
  // "send 1 eth to the zero address", "send the burn address 1 eth", "to 0x0": a recipient named by words that no one
  // can spend from is refused, never asked about (which address is no question: any answer loses the money).
  if (words.some((w, i) => lossyWords.has(w) && addressWords.has(words[i + 1] ?? '')) || seq('address', 'zero') || seq('address', '0') || seq('0', 'x0'))
    return fail(
      'LOSSY_RECIPIENT',
      'The zero address and the burn addresses belong to no one: whatever is sent there can never be got back. Nothing was sent; send to an address someone holds.',
    );
  // "…, unless she already got paid", "only if she confirms first", "once my paycheck clears", "…soon": a move that
  // waits on something no price or clock says is never run now.
  if (
    has('unless', 'provided', 'providing', 'assuming', 'whenever', 'eventually', 'soon', 'tmrw', 'tmr', 'sometime', 'someday') ||
    // ("I'll listen to her this once", "just this once" (held-out-35, pasted): one time, no condition.)
    words.some((w, i) => w === 'once' && !(['this', 'for'].includes(words[i - 1] ?? '') && !conditionSubjects.has(words[i + 1] ?? ''))) ||
    seq('only', 'if') ||
    seq('as', 'long', 'as') ||
    // "(pending approval)", "should she confirm", "subject to approval"
    has('pending') ||
    seq('subject', 'to') ||
    words.some((w, i) => w === 'should' && ['she', 'he', 'they', 'it', 'that'].includes(words[i + 1] ?? '') && i > 0) ||
    seq('so', 'long', 'as') ||
    seq('hold', 'off') ||
    // "not sure how much would be sensible": the amount left open (asked for), not a doubt about the move.
    words.some(
      (w, i) =>
        w === 'not' && words[i + 1] === 'sure' && !(words[i + 2] === 'howmuch' || (words[i + 2] === 'how' && ['much', 'many'].includes(words[i + 3] ?? ''))),
    ) ||
    seq('in', 'a', 'bit') ||
    seq('next', 'time') ||
    seq('at', 'some', 'point') ||
    seq('if', 'needed') ||
    seq('if', 'necessary') ||
    seq('when', 'ready') ||
    // "if she confirms", "when I get home"; not "what if I sold…" (a question), nor "when you can" (a courtesy).
    words.some(
      (w, i) =>
        (w === 'if' || w === 'when') &&
        words[i - 1] !== 'what' &&
        !courtesyIf(words, i) &&
        conditionSubjects.has(words[i + 1] ?? '') &&
        !(['i', 'we'].includes(words[i + 1] ?? '') && (askingFirst.has(words[0] ?? '') || checkedIf(words, i))),
    )
  )
    return fail('CONDITIONAL_MOVE', 'That move waits on something I cannot check, so nothing was done. Send it on its own when it should happen.');
  // "draft: send …", "maybe send …", "remind me to send …", "did i send …": a move talked about, not asked for.
  if (
    notAsked.has(words[0] ?? '') ||
    has('hypothetically', 'maybe', 'perhaps', 'might', 'reminder', 'remind', 'queue', 'queued', 'dryrun') ||
    seq('dry', 'run') ||
    words.some((w, i) => w === 'going' && words[i + 1] === 'to' && verbs.has(words[i + 2] ?? '') && moves.has(verbs.get(words[i + 2]!) ?? '')) ||
    seq('did', 'i') ||
    seq('gas', 'to')
  )
    return fail(
      'NOT_AN_ORDER',
      'That talks about a move (a draft, a test, a maybe, a reminder or a question) rather than asking for it, so nothing was done. Send the move on its own when you mean it.',
    );
  // "sell 50% of 2 eth", "a third of 6 usdc", "send two 2 usdc": two amounts; taking either is a guess.
  if (
    words.some(
      (w, i) =>
        ((/%$/.test(w) || fractionWords.has(w) || ['third', 'quarter', 'fifth', 'tenth'].includes(w)) &&
          words[i + 1] === 'of' &&
          /^\$?\d/.test(words[i + 2] ?? '')) ||
        (!facts.badAmount && /^\$?\d/.test(w) && /^\$?\d/.test(words[i + 1] ?? '')),
    )
  )
    return fail('ONE_ACTION', 'That names two amounts; say the one to use on its own. Nothing was done.');
  // "send 1 usdc to alice.eth, actually make that bob", "… and the same to bob", "… to alice.eth on base and bob": the
  // request changes or grows partway; which one is meant is a guess.
  const verbAt = facts.actions.find((a) => moves.has(a.action))?.index ?? 0;
  const after = words.slice(verbAt + 1);
  const lastAddress = facts.addresses.at(-1)?.index ?? -1;
  if (
    after.some(
      (w, i) =>
        (['actually', 'instead', 'sorry', 'rather', 'meant', 'oops'].includes(w) &&
          // "I would rather be safe than sorry": how the person feels, no change of the request.
          !(['rather', 'sorry'].includes(w) && safeThanSorry(after, i))) ||
        (w === 'make' && ['that', 'it'].includes(after[i + 1] ?? '')),
    ) ||
    seq('same', 'to') ||
    seq('same', 'for') ||
    (lastAddress >= 0 &&
      words.some(
        (w, i) =>
          i > lastAddress &&
          w === 'and' &&
          /^[a-z]/.test(words[i + 1] ?? '') &&
          !stopWords.has(words[i + 1]!) &&
          !courtesies.has(words[i + 1]!) &&
          !facts.chainIndexes.has(i + 1) &&
          !verbs.has(words[i + 1]!),
      ))
  )
    return fail('REQUEST_CHANGED', 'That changes or adds to the request partway; send the one you mean as a prompt of its own. Nothing was done.');
  // "swap 1 of my 3 usdc": two amounts; taking either would be a guess.
  if (
    words.some(
      (w, i) => /^\$?\d/.test(w) && words[i + 1] === 'of' && ['my', 'the', 'our', 'your'].includes(words[i + 2] ?? '') && /^\$?\d/.test(words[i + 3] ?? ''),
    )
  )
    return fail('ONE_ACTION', 'That names two amounts; say the one to use on its own. Nothing was done.');
  if (
    seq('all', 'but') ||
    seq('everything', 'but') ||
    (facts.amounts.length > 0 && !keptRest(words) && (has('except', 'minus', 'excluding', 'leaving', 'leave') || (has('keep') && !keptSteady(words))))
  ) {
    const kind = facts.actions.some((a) => a.action === 'transfer') ? 'transfer' : 'swap';
    return ask('Say the exact amount to use: I do not work out "all but" amounts. How much?', { kind, awaiting: 'amount' });
  }
  // ("I have checked the address twice", "verified twice with the recipient" (held-out-36, careful): how often it was
  // checked, no repeat of the move.)
  const checkedTwice = (i: number) =>
    words.slice(Math.max(0, i - 4), i).some((w) => /^(?:checked|rechecked|verified|confirmed|double-?checked|compared|read)$/.test(w));
  if (
    words.some((w, i) => (w === 'twice' || w === 'thrice') && !checkedTwice(i)) ||
    seq('two', 'times') ||
    seq('2', 'times') ||
    seq('3', 'times') ||
    words.some((w) => /^x(?:[2-9]|[1-9]\d+)$/.test(w))
  ) {
    return fail('ONE_ACTION', 'One action per prompt: send each one as its own prompt. Nothing was done.');
  }
  return undefined;
}

/** "about 20 usdc", "~20", "roughly 5": a rough amount is confirmed as an exact one before anything moves. */
export const roughAmount = (facts: Facts): boolean =>
  facts.words.some(
    (w, i) => ['about', 'around', 'roughly', 'approximately', 'approx', 'circa', 'ish', 'maybe'].includes(w) && /^\$?\d/.test(facts.words[i + 1] ?? ''),
  );

/**
 * "Change 1000 USDC to DAI on base, is for keep stable" (held-out-26): "keep" says why the move is made when what is
 * kept is steady, never an amount held back; only when "keep" is said no other way.
 */
const keptSteady = (words: readonly string[]): boolean =>
  words.every((w, i) => w !== 'keep' || steadyWords.has(words[i + 1] ?? '') || (keptThings.has(words[i + 1] ?? '') && steadyWords.has(words[i + 2] ?? '')));
/**
 * "sell 2,000,000 PEPE for USDC on ethereum. keep the rest" (held-out-35, pasted): beside an exact amount, the rest kept
 * is what the amount leaves, no amount of its own to work out (a number after "keep" or "leave" still is one).
 */
const keptRest = (words: readonly string[]): boolean =>
  words.some((w) => w === 'keep' || w === 'leave') &&
  words.every(
    (w, i) =>
      (w !== 'keep' && w !== 'leave') ||
      (['rest', 'remainder'].includes(words[i + 1] === 'the' ? (words[i + 2] ?? '') : (words[i + 1] ?? '')) && !/\d/.test(words.slice(i + 1, i + 6).join(' '))),
  ) &&
  !words.some((w) => ['except', 'minus', 'excluding', 'leaving', 'but'].includes(w));
const steadyWords = new Set(['stable', 'safe', 'steady', 'calm', 'simple', 'stabile', 'estable', 'stabil']);
const keptThings = new Set(['it', 'things', 'them', 'value', 'money', 'savings']);

/** Whether the word at `i` is in "rather be … than sorry", said of oneself, never of the request. */
function safeThanSorry(words: readonly string[], i: number): boolean {
  const start = words[i] === 'rather' ? i : words.lastIndexOf('rather', i);
  return (
    start >= 0 &&
    i - start <= 5 &&
    words[start + 1] === 'be' &&
    words.slice(start + 2, start + 6).includes('than') &&
    words.slice(start + 2, start + 7).includes('sorry')
  );
}
