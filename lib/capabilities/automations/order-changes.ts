import { fail, type Reading } from '../../language/reading.ts';

/** Verbs that change something already there: an order set up earlier, said as "my / the … buy". */
const changeVerbs =
  'change|changing|edit|update|modify|adjust|amend|alter|tweak|set|make|lower|raise|reduce|increase|decrease|bump|drop|move|reprice|re-price|replace|swap\\s+out|double|halve|cut|push|pull|shift|extend|shorten';
/** Names of an order already set up ("the eth buy", "my weekly dca", "that stop loss", "the amount of my eth buy"). */
const orderNoun =
  '(?:buys?|sells?|bids?|asks|orders?|dcas?|limit(?:\\s+(?:buy|sell|order))?|stop[\\s-]?loss(?:es)?|stops?|take[\\s-]?profits?|purchases?|triggers?|automations?|recurring(?:\\s+\\w+)?)';
/**
 * "change my eth buy to 1 eth", "lower the eth buy to 1800", "make the eth buy 2 eth", "bump the weekly eth buy to $20",
 * "replace the eth buy at 2000 with one at 2500": a change to an order already set up. What it changes to follows the
 * order's name (a number, "to", "into", "by", "with", "up", "down").
 */
const orderChange = new RegExp(
  String.raw`\b(?:${changeVerbs})\s+(?:(?:the\s+)?(?:amount|price|size|trigger|interval|frequency|schedule|time|date|limit)\s+(?:of|on|for)\s+)?(?:my|the|that|this|our|those|these)\s+(?:[\w$.-]+\s+){0,3}?${orderNoun}\b(?:\s+(?:price|amount|size|order))?(?=[^.?!\n]*?(?:\b(?:to|into|by|with|up|down|higher|lower|from|at)\b|\d))`,
  'i',
);

/**
 * "stop-limit buy 1 eth at 5000", "stop market sell 1 eth at 2000", "stop-buy 1 eth at 5000", "kill switch: sell all eth
 * if it drops to 2000", "cancel-on-drop: sell 1 eth at 2000": the name of an order to set up, its "stop", "kill" or
 * "cancel" no verb; a trade with a number or "all" follows.
 */
const orderHeadWithStop =
  /\b(?:stop(?:[\s-]*loss[\s-]*limit|[\s-]*(?:limit|market))(?:[\s-]+orders?)?|stop-(?:buy|sell|order)s?|kill[\s-]*switch(?:es)?|(?:stop|cancel|kill)-(?:on|if|when)-\w+)\b(?=[^.?!\n]*?\b(?:buy|sell|swap|dump|exit)\b[^.?!\n]*?(?:\d|\ball\b|\bmy\b))|\b(?:stop[\s-]*(?:limit|market)|stop-(?:buy|sell))\b(?=\s+\d|\s+(?:all|my|half)\b)/i;

/** The order a change names, as a cancel would say it: "lower the eth buy" → "the eth buy". */
const named = (said: string): string =>
  said
    .trim()
    .replace(new RegExp(String.raw`^(?:${changeVerbs})\s+(?:(?:the\s+)?\w+\s+(?:of|on|for)\s+)?`, 'i'), '')
    .replace(/\s+(?:price|amount|size|order)$/i, '');

/**
 * An order said to change, or an order of a kind this service does not set up whose name holds "stop" or "kill": both
 * refused with what to say instead, never read as a trade now, a second order, or a cancel. Orders cannot be edited:
 * the old one is cancelled and the new one set up, each in a prompt of its own. `undefined` for anything else.
 */
export function orderChangeRefused(text: string): Reading<never> | undefined {
  const head = orderHeadWithStop.exec(text);
  if (head)
    return fail(
      'AUTOMATION_UNSUPPORTED',
      `"${head[0].trim()}" names an order I cannot set up here (a stop-limit, a stop-market or a kill switch). For a sale when the price falls say "sell 1 ETH on base if ETH drops to 2000"; for a buy when it rises, "buy 1 ETH on base when ETH rises to 5000". Nothing was cancelled or set up.`,
    );
  const change = orderChange.exec(text);
  // "set my eth buy to 2500" changes it; "set the limit buy at 2000 for 1 eth" sets one up.
  const setsUp = change && /^(?:set|make)$/i.test(change[0].split(/\s+/)[0]!) && !/^\s*(?:to\b|\$?\d)/i.test(text.slice(change.index + change[0].length));
  if (change && !setsUp)
    return fail(
      'AUTOMATION_UNSUPPORTED',
      `"${change[0].trim()}" changes an order, and orders cannot be edited: cancel it ("cancel ${named(change[0])}", or by its id from "show my orders") and then set up the new one in a prompt of its own. Nothing was traded, cancelled or set up.`,
    );
  return undefined;
}
