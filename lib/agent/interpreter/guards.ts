import { ask, fail, type Interpretation } from './intent.ts';
import type { Facts } from '../../language/scan-prompt.ts';

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

/** Verbs that tell of a move in the past. */
const toldInPast = new Set(['moved', 'bought', 'sold', 'swapped', 'sent', 'traded', 'transferred']);

/** Words that open a reason given for the move ("because", "since"). */
const reasonWords = new Set(['because', 'since', 'cause', 'cuz', 'coz', 'bc']);
/** Words after "if" that make it a courtesy ("if possible", "if it's ok", "if you can"), not a condition. */
const courtesyAfterIf = new Set(['possible', 'ok', 'okay', 'convenient', 'you', 'u', 'thats', 'alright']);

/** Words that make a condition clause a hypothetical action of the speaker's, not a price to wait for. */
const hypothetical = new Set(['i', 'we', 'you', 'u', 'swap', 'swapped', 'send', 'sent', 'buy', 'bought', 'sell', 'sold', 'transfer', 'trade', 'convert']);

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
  const at = words.findIndex((w, i) => unsupportedActions[w] !== undefined && !(w === 'short' && words[i + 1] === 'on'));
  const unsupported = at >= 0 ? words[at]! : seq('provide', 'liquidity') ? 'lp' : undefined;
  if (unsupported) {
    return fail(
      'UNSUPPORTED_ACTION',
      `${unsupportedActions[unsupported]} is not something I can do. I can check balances, prices and trending tokens, swap and send. Nothing was done.`,
    );
  }
  // "…, because I need it for a payment later on": what a reason says about time is no time the move waits for.
  const reasonAt = words.findIndex(
    (w, i) => reasonWords.has(w) || (w === 'so' && words[i + 1] === 'that') || (w === 'as' && ['i', 'we'].includes(words[i + 1] ?? '')),
  );
  const own = reasonAt > 0 ? words.slice(0, reasonAt) : words;
  const timed =
    ['every', 'daily', 'weekly', 'hourly', 'monthly', 'tomorrow', 'tonight', 'later', 'schedule', 'scheduled', 'recurring', 'dca', ...weekdays].some((w) =>
      own.includes(w),
    ) ||
    // "at noon", "this evening", "at the end of the day", "next week": a time of day or a day to come ("how much has eth
    // moved this week" tells of the past).
    (!own.some((w) => toldInPast.has(w)) &&
      own.some(
        (w, i) =>
          timesOfDay.has(w) ||
          (w === 'morning' && !['good', 'gm'].includes(own[i - 1] ?? '')) ||
          (w === 'end' && own[i + 1] === 'of') ||
          ((w === 'next' || w === 'this') && periodWords.has(own[i + 1] ?? '')),
      )) ||
    (moving && has('limit')) ||
    seq('limit', 'order') ||
    seq('stop', 'loss') ||
    seq('stop', 'limit') ||
    seq('take', 'profit', 'at') ||
    words.some(
      (w, i) =>
        (w === 'when' || w === 'once' || w === 'if') &&
        (['it', 'price', 'eth', 'sol'].some((x) => words.slice(i + 1, i + 3).includes(x)) ||
          facts.tokens.some((t) => t.index === i + 1 || t.index === i + 2)) &&
        words.slice(i + 1, i + 5).some((x) => priceMoves.has(x)),
    ) ||
    // A condition on a number ("if px<120", "once it's 2.5k", "unless sol > 150"): an order, never a trade now. A
    // hypothetical move ("what if I swap 5 usdc") is not one: its clause has a person or a move of its own.
    words.some((w, i) => {
      // "if possible", "if it's ok", "if you can": a courtesy, not a condition.
      if (w === 'if' && words.slice(i + 1, i + 3).some((x) => courtesyAfterIf.has(x))) return false;
      if (!conditionWords.has(w)) return false;
      const clause = words.slice(i + 1, i + 6);
      return clause.some((x) => /[<>≤≥=]|\d/.test(x)) && !clause.some((x) => hypothetical.has(x));
    }) ||
    (moving && (words[0] === 'stop' || words[0] === 'limit' || words[0] === 'tp' || words[0] === 'sl')) ||
    words.some(
      (w, i) =>
        w === 'in' &&
        /^\d/.test(words[i + 1] ?? '') &&
        ['minutes', 'minute', 'mins', 'hours', 'hour', 'hrs', 'days', 'day', 'weeks'].includes(words[i + 2] ?? ''),
    ) ||
    words.some((w, i) => w === 'at' && /^\d{1,2}(?:pm|am)?$/.test(words[i + 1] ?? '') && ['pm', 'am', 'utc', 'oclock'].includes(words[i + 2] ?? ''));
  if (timed && (moving || has('dca', 'buy', 'sell', 'swap', 'order', 'loss', 'into'))) {
    return fail(
      'AUTOMATION_UNSUPPORTED',
      'That waits for a price or a time (a limit, stop, scheduled or recurring order) in words I could not read, and doing it now instead would not be what you asked. ' +
        'I can set up, for example: "buy $50 of DEGEN on base if it drops below $0.004", "set a stop loss on my pepe at $0.00001", "tomorrow at 9:00 UTC swap 10 usdc for eth on base", "every day buy $10 of eth on base for 30 days". Nothing was done.',
    );
  }
  if (!moving) return undefined;
  if (seq('all', 'but') || seq('everything', 'but') || (has('except', 'minus', 'excluding', 'leaving', 'leave', 'keep') && facts.amounts.length > 0)) {
    const kind = facts.actions.some((a) => a.action === 'transfer') ? 'transfer' : 'swap';
    return ask('Say the exact amount to use: I do not work out "all but" amounts. How much?', { kind, awaiting: 'amount' });
  }
  if (has('twice', 'thrice') || seq('two', 'times') || seq('2', 'times') || seq('3', 'times') || words.some((w) => /^x(?:[2-9]|[1-9]\d+)$/.test(w))) {
    return fail('ONE_ACTION', 'One action per prompt: send each one as its own prompt. Nothing was done.');
  }
  return undefined;
}

/** "about 20 usdc", "~20", "roughly 5": a rough amount is confirmed as an exact one before anything moves. */
export const roughAmount = (facts: Facts): boolean =>
  facts.words.some(
    (w, i) => ['about', 'around', 'roughly', 'approximately', 'approx', 'circa', 'ish', 'maybe'].includes(w) && /^\$?\d/.test(facts.words[i + 1] ?? ''),
  );
