import { fail, type Reading } from '../../language/reading.ts';
import { tokenWords } from '../../language/token-registry.ts';
import type { AutomationCreateIntent } from './intent.ts';

/**
 * A trader's short ways of saying an order's price, as the words the order reader knows, or a refusal when they
 * read two ways (red-team, issue 16):
 * - "sell 1 eth on base sl 2500", "… tp 4000": a stop loss (a fall to 2500) and a take profit (a rise to 4000) on a
 *   sell; said on a buy ("buy 1 eth … sl 2500", "buy 1 eth … and set a stop at 2500") they are a trade now plus a
 *   protective order: two requests, refused as such.
 * - "sell 1 eth on base, min price 3500", "not below 3500", "for no less than 3500", "above 3500": a bound on a sell's
 *   price from below, "buy 1 eth on base below 2500", "max price 2500", "2500 or less": on a buy's from above. Each is
 *   the limit order on its side ("at $3500"). A bound on the other side (a buy "above 3500") is left alone.
 * - "buy degen @ 0.008 x 5000", "buy eth x 0.5 @ 2800": the price after "@", the amount after "x". Two bare numbers
 *   ("sell uni 9.5 x 5") read two ways, and are asked about.
 * `undefined` when the prompt has none of them; otherwise the prompt rewritten, for the order it says to be restated
 * for a yes.
 */
export type Shorthand = { readonly text: string } | Reading<AutomationCreateIntent>;

const NUM = String.raw`\$?\d[\d,]*(?:\.\d+)?(?:\s?k\b)?|\$?\.\d+`;
// The shorthands' patterns, built once rather than on each prompt read (none is global but `everyNumber`).
/** "GTC 2500", "post-only 2500". */
const restingSaid = new RegExp(String.raw`\b(?:gtc|good[\s-]+(?:till?|until)[\s-]+cancel+ed|post[\s-]?only)\s*(?::|=|@|\bat\b)?\s*(${NUM})(?![\d%])`, 'i');
/** "on a pump to 4000", "on a dip to 2500". */
const awaitedMove = new RegExp(
  String.raw`\b(?:on|at|in)\s+(?:a|the)\s+(pump|rise|rally|spike|dip|drop|dump|fall|pullback)\s+(?:to|at|of)\s+(${NUM})(?![\d%])`,
  'i',
);
/** "buy 1 eth for 2500". */
const tradeForPrice = new RegExp(
  String.raw`\b(buy|sell)\s+(\d[\d,]*(?:\.\d+)?|\.\d+)\s+(\$?[a-z][a-z0-9]*)((?:\s+on\s+[a-z]+)?)\s+for\s+(${NUM})(?![\d%])`,
  'i',
);
/** "buy degen @ 0.008 x 5000". */
const pricedTimes = new RegExp(String.raw`\b(buy|sell)\s+(\$?[a-z][a-z0-9]*)\s+(?:@|at)\s*(${NUM})\s*[x×*]\s*(\d[\d,]*(?:\.\d+)?|\.\d+)\b`, 'i');
/** "buy eth x 0.5 at 2800". */
const timesPriced = new RegExp(String.raw`\b(buy|sell)\s+(\$?[a-z][a-z0-9]*)\s+[x×*]\s*(\d[\d,]*(?:\.\d+)?|\.\d+)\s+(?:@|at)\s*(${NUM})(?![\d%])`, 'i');
/** Every number said (`matchAll` works on a copy, so sharing it is safe). */
const everyNumber = new RegExp(`(?<![\\w.$])(${NUM})(?![\\d%])`, 'gi');
/** "sell my eth for 3500". */
const heldForPrice = new RegExp(String.raw`\bsell\s+(?:all\s+(?:of\s+)?)?(?:my|the)\s+(\$?[a-z][a-z0-9]*)(?:\s+on\s+[a-z]+)?\s+for\s+(${NUM})(?![\d%])`, 'i');
/** A number followed by one of these is a time ("for 5 min", "above 3 hours"), never a price. */
const timeUnit = /^(?:s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|wks?|weeks?|months?|years?|times|x)$/i;
const isToken = (word: string): boolean => tokenWords.has(word.toLowerCase().replace(/^\$/, ''));
const price = (raw: string): string => `$${raw.replace(/^\$/, '').replace(/\s+/g, '')}`;

/**
 * "sl 2500", "s/l: 2500", "tp @ 4000", "stop at 2500" (after a trade), "take profit 4000". Never a level's name said as
 * reached ("tp1 hit", "sl2 triggered": the first take profit, which a bot reports, not a price of $1).
 */
const protective = new RegExp(
  String.raw`[,;]?\s*(?:\b(?:and|then|plus|with|w/)\s+)?(?:\b(?:set|place|put|add|create|open)\s+(?:up\s+)?)?(?:\b(?:a|an|my|the)\s+)?\b(sl|s/l|tp|t/p|stop(?:[\s-]?loss)?|take[\s-]?profits?)\s*(?::|=|@|\bat\b|\bof\b)?\s*(${NUM})(?![\d%])(?!\s*(?:was\s+|is\s+|got\s+|has\s+been\s+)?(?:hit|reached|filled|triggered|crossed|breached|touched|tagged)\b)`,
  'gi',
);
/** A bound from below on the price, before it ("min price 3500", "not below 3500") or after it ("3500 or more"). */
const floorBefore =
  /\b(?:min(?:imum)?(?:\s+(?:price|px))?(?:\s+(?:of|at|is))?|(?:at\s+)?(?:a\s+)?(?:price\s+)?(?:not|never)\s+(?:below|under|less\s+than|lower\s+than)|(?:for\s+|at\s+)?no\s+(?:less|lower)\s+than|at\s+least|above|over|higher\s+than)\s*:?\s*$/i;
const ceilingBefore =
  /\b(?:max(?:imum)?(?:\s+(?:price|px))?(?:\s+(?:of|at|is))?|(?:at\s+)?(?:a\s+)?(?:price\s+)?(?:not|never)\s+(?:above|over|more\s+than|higher\s+than)|(?:for\s+|at\s+)?no\s+(?:more|higher)\s+than|at\s+most|below|under|lower\s+than|cheaper\s+than)\s*:?\s*$/i;
// "5 min" is five minutes: "min" after a number bounds a price only when the price is said as one ("at 3000 min", "$3000 min").
const floorAfter = /^\s*(?:minimum\b|or\s+(?:more|higher|above)\b)/i;
const minAfter = /^\s*min\b(?!\s*(?:later|from|after|ago))/i;
const ceilingAfter = /^\s*(?:max(?:imum)?\b|or\s+(?:less|lower|below|cheaper)\b)/i;
/** Words before a bound that make it a condition's, which the condition reader reads: "if it drops below 2500". */
const conditionBefore = /\b(?:if|when|once|whenever|unless|drops?|falls?|dips?|rises?|goes|gets|is|trades?)\b[^,;.]*$/i;

export function priceShorthand(text: string): Shorthand | undefined {
  const sides = text.match(/\b(?:buy|sell)\b/gi) ?? [];
  if (sides.length !== 1) return undefined;
  const side = sides[0]!.toLowerCase() as 'buy' | 'sell';
  const verbAt = text.search(/\b(?:buy|sell)\b/i);
  return protectiveShorthand(text, side, verbAt) ?? restingLimit(text, verbAt) ?? quantityShorthand(text) ?? forPrice(text) ?? bound(text, side, verbAt);
}

/**
 * "buy 1 eth on base GTC 2500", "post-only 2500": an order that rests at its price, the limit on its side; "sell 1 eth
 * on a pump to 4000", "buy 1 eth on a dip to 2500": a move the trade waits for.
 */
function restingLimit(text: string, verbAt: number): Shorthand | undefined {
  const resting = restingSaid.exec(text);
  if (resting && resting.index > verbAt)
    return { text: `${text.slice(0, resting.index)} at ${price(resting[1]!)}${text.slice(resting.index + resting[0].length)}`.replace(/\s+/g, ' ').trim() };
  const move = awaitedMove.exec(text);
  if (!move || move.index < verbAt) return undefined;
  const rises = /^(?:pump|rise|rally|spike)$/i.test(move[1]!);
  return {
    text: `${text.slice(0, move.index)} ${rises ? 'if it rises to' : 'if it drops to'} ${price(move[2]!)}${text.slice(move.index + move[0].length)}`
      .replace(/\s+/g, ' ')
      .trim(),
  };
}

/**
 * "buy 1 eth for 2500", "sell 1 eth for $3500": a price the trade is to get, never dropped for today's. For one coin it
 * is its limit; for more ("buy 0.5 eth for 2800", "sell 10000 degen for $120") it reads two ways, each or in all, and is
 * asked about. A token after the number ("for 3500 usdc") is what the trade pays or gets, read as such elsewhere.
 */
function forPrice(text: string): Shorthand | undefined {
  const m = tradeForPrice.exec(text);
  if (!m || !isToken(m[3]!)) return held(text);
  const after = text.slice(m.index + m[0].length);
  const next = /^\s*(\$?[a-z][a-z0-9]*)/i.exec(after)?.[1];
  if (next && (isToken(next) || timeUnit.test(next))) return undefined;
  const [, verb, qty, token, on, p] = m;
  // "for 2800 each", "for $120 apiece": one coin's price, the limit.
  const each = /^\s*(?:each|apiece|per\s+(?:coin|token|unit|piece|\$?[a-z][a-z0-9]*))\b/i.exec(after);
  if (Number(qty!.replace(/,/g, '')) === 1 || each) {
    const tail = each ? after.slice(each[0].length) : after;
    return { text: `${text.slice(0, m.index)}${verb} ${qty} ${token}${on} at ${price(p!)}${tail}` };
  }
  const t = token!.toUpperCase().replace(/^\$/, '');
  const v = verb!.toLowerCase();
  return fail(
    'AUTOMATION_AMBIGUOUS',
    `"${qty} ${t} for ${price(p!)}" reads two ways: ${price(p!)} for each ${t}, or ${price(p!)} in all? Say it like "${v} ${qty} ${t} at ${price(p!)}" for a price each. Nothing was done.`,
  );
}

function protectiveShorthand(text: string, side: 'buy' | 'sell', verbAt: number): Shorthand | undefined {
  const found = [...text.matchAll(protective)].filter((m) => m.index > verbAt);
  if (found.length === 0) return undefined;
  const words = found.map((m) => m[0].trim()).join('" and "');
  // "sl 2500 tp 4000": two orders on one holding, one of which cancels the other, which an automation is not.
  if (found.length > 1)
    return fail(
      'ONE_REQUEST',
      `"${words}" are two orders: send them one by one, like "sell 1 ETH on base if it drops to 2500", then the other. Nothing was set up.`,
    );
  const m = found[0]!;
  const stop = /^s/i.test(m[1]!);
  if (side === 'buy')
    return fail(
      'ONE_REQUEST',
      `That is two requests: the buy, and a ${stop ? 'stop loss' : 'take profit'} to sell it at ${price(m[2]!)}. Send them one by one (the buy first, then "sell … if it ${stop ? 'drops' : 'rises'} to ${price(m[2]!)}"). Nothing was done.`,
    );
  // A stop loss said in the words the order reader knows ("set a stop loss on my eth at 2500") is its own.
  if (/^(?:stop[\s-]?loss|take)/i.test(m[1]!) && !/^(?:sl|tp)/i.test(m[1]!) && /\b(?:on|for)\s+(?:my\s+)?\$?[a-z]/i.test(text.slice(m.index))) return undefined;
  const rest = `${text.slice(0, m.index)} ${stop ? 'if it drops to' : 'if it rises to'} ${price(m[2]!)} ${text.slice(m.index + m[0].length)}`;
  return { text: rest.replace(/\s+/g, ' ').trim() };
}

/** "buy degen @ 0.008 x 5000", "buy eth x 0.5 at 2800", "sell uni 9.5 x 5". */
function quantityShorthand(text: string): Shorthand | undefined {
  const priced = pricedTimes.exec(text);
  const counted = priced ? undefined : timesPriced.exec(text);
  if (priced && isToken(priced[2]!)) {
    const [whole, verb, token, p, qty] = priced;
    return { text: `${text.slice(0, priced.index)}${verb} ${qty} ${token} at ${price(p!)}${text.slice(priced.index + whole.length)}` };
  }
  if (counted && isToken(counted[2]!)) {
    const [whole, verb, token, qty, p] = counted;
    return { text: `${text.slice(0, counted.index)}${verb} ${qty} ${token} at ${price(p!)}${text.slice(counted.index + whole.length)}` };
  }
  const bare = /\b(buy|sell)\s+(\$?[a-z][a-z0-9]*)\s+\$?(\d[\d,]*(?:\.\d+)?|\.\d+)\s*[x×*]\s*(\d[\d,]*(?:\.\d+)?|\.\d+)\b/i.exec(text);
  if (bare && isToken(bare[2]!)) {
    const [, verb, token, a, b] = bare;
    const t = token!.toUpperCase().replace(/^\$/, '');
    return fail(
      'AUTOMATION_AMBIGUOUS',
      `"${a} x ${b}" reads two ways: ${verb} ${b} ${t} at $${a}, or ${verb} ${a} ${t} at $${b}? Say it like "${verb!.toLowerCase()} ${b} ${t} at $${a}". Nothing was done.`,
    );
  }
  return undefined;
}

/** "sell 1 eth on base, min price 3500" → "sell 1 eth on base at $3500"; a buy's "below 2500", "max price 2500" likewise. */
function bound(text: string, side: 'buy' | 'sell', verbAt: number): Shorthand | undefined {
  for (const m of text.matchAll(everyNumber)) {
    if (m.index <= verbAt) continue;
    const before = text.slice(0, m.index);
    // The words right beside the number say its bound: only they are looked at (a long prompt stays linear).
    const near = Math.max(0, m.index - 48);
    const close = text.slice(near, m.index);
    const end = m.index + m[0].length;
    const after = text.slice(end, end + 40);
    // A number followed by a token is an amount ("over 1000 usdc of eth"), never a price.
    const next = /^\s*(\$?[a-z][a-z0-9]*)/i.exec(after)?.[1];
    // "at 3000 min" is a price's minimum, "in 5 min" a time.
    const priceSaid = /(?:\bat|@)\s*$/i.test(close) || m[1]!.startsWith('$');
    if (next && (isToken(next) || (timeUnit.test(next) && !(priceSaid && /^min$/i.test(next))))) continue;
    // What a bound on slippage, gas or fees says is no price: "slippage below 1", "gas under 5".
    if (/\b(?:slippage|slip|gas|fees?|gwei|impact|tries|attempts|retries|times)\b[^,;.]*$/i.test(close)) continue;
    const floorSaid = floorBefore.exec(close) ?? (floorAfter.test(after) || (priceSaid && minAfter.test(after)) ? undefined : null);
    const ceilingSaid = ceilingBefore.exec(close) ?? (ceilingAfter.test(after) ? undefined : null);
    if (floorSaid === null && ceilingSaid === null) continue;
    const said = floorSaid !== null ? floorSaid : ceilingSaid;
    // "at 3000 or more", "for 2500 max": the bound said after the price takes its "at" or "for" with it.
    const lead = /(?:\b(?:at|for)|@)\s*$/i.exec(close);
    const start = near + (said ? said.index : lead ? lead.index : m.index - near);
    if (conditionBefore.test(text.slice(Math.max(0, start - 200), start))) return undefined;
    // The trade (its verb and a token) is said before its bound.
    if (
      !before
        .slice(verbAt)
        .split(/[^\w$]+/)
        .some(isToken)
    )
      return undefined;
    // A bound on the other side ("buy 1 eth above 3500": a breakout, not a limit) is left for the reader to refuse.
    if ((floorSaid !== null) !== (side === 'sell')) return undefined;
    const tail = text
      .slice(end)
      .replace(side === 'sell' ? floorAfter : ceilingAfter, '')
      .replace(side === 'sell' && priceSaid ? minAfter : /$^/, '');
    return { text: `${text.slice(0, start).replace(/[\s,;]+$/, '')} at ${price(m[1]!)}${tail}`.replace(/\s+/g, ' ').trim() };
  }
  return undefined;
}

/** "sell my eth for 3500": a price said for a holding whose amount is not said, never taken as the amount. */
function held(text: string): Shorthand | undefined {
  const m = heldForPrice.exec(text);
  if (!m || !isToken(m[1]!)) return undefined;
  const next = /^\s*(\$?[a-z][a-z0-9]*)/i.exec(text.slice(m.index + m[0].length))?.[1];
  if (next && (isToken(next) || timeUnit.test(next))) return undefined;
  const t = m[1]!.toUpperCase().replace(/^\$/, '');
  return fail(
    'AUTOMATION_AMBIGUOUS',
    `"${price(m[2]!)}" reads as a price, not an amount: say how much ${t} and the price of each, like "sell 1 ${t} at ${price(m[2]!)}". Nothing was done.`,
  );
}
