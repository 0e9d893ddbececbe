import { noReplacement } from '../../capabilities/automations/automation-management.ts';
import type { Interpretation, ThreadTurn } from './intent.ts';
import { onlyThis } from './one-request.ts';

/**
 * "I've reconsidered the daily DEGEN purchase I set up earlier. Please cancel it; I'd like nothing further bought under
 * that plan." (issue 16): a cancel whose "it" points back at the order named in the sentence before, read as that
 * cancel said whole ("cancel the daily DEGEN purchase I set up earlier"). What follows the cancel may only say again
 * that the order is to stop. Only a cancel is taken this way; it moves no money.
 */

/**
 * The order a sentence names: a determiner, up to five words, and a word for an order; the act named as a noun with
 * what it is of ("the buying of SOL every monday", held-out-27) names it too. Group 2: the holding or token it is on or
 * of ("on my UNI on Ethereum", "of ETH on Base"), and the chain, when said after it.
 */
const orderNamed =
  /\b((?:the|my|that|this|our|a|an)\s+(?:[a-z0-9$'’-]+\s+){0,5}?(?:purchase|purchases|order|orders|plan|buy|buys|dca|sale|sell|stop[- ]loss|take[- ]profit|limit order|(?:buying|purchasing|selling)(?=\s*(?:[.,;!?]|$|\s+any\s*more\b))|(?:buying|purchasing|selling)(?=\s+of\b)(?:\s+of(?:\s+[a-z0-9$'’-]+){1,4}?(?=\s*(?:[.,;!?]|$|\s+any\s*more\b)))?)(?:\s+(?:i|we)\s+(?:set up|created|made|placed|scheduled)(?:\s+(?:earlier|before|yesterday|last week))?)?)\b((?:\s+(?:on|of|for)\s+(?:(?:my|the|our)\s+)?\$?[a-z][a-z0-9]*(?=[\s.,;!?]|$))?(?:\s+(?:on|in)\s+(?:base|ethereum|polygon|unichain|solana)\b)?)/i;
/** A cancel that only points back ("Please cancel it", "kindly stop that"). */
const cancelIt =
  /^(?:(?:having reconsidered|on reflection|on second thought|after some thought|so|and|please|kindly)\s*,?\s+)*(?:(?:i|we)(?:'d|’d|\s+would)\s+like\s+(?:you\s+)?to\s+|please\s+|kindly\s+)?(?:cancel|stop|delete|remove|end)\s+(?:it|that|this|that one|this one|(?:that|this)\s+(?:recurring\s+|daily\s+|weekly\s+|monthly\s+|scheduled\s+|limit\s+)?(?:order|purchase|plan|buy))(?:,?\s*please)?\s*[.!;]?$/i;
/**
 * What may follow: the order stopping said again ("I'd like nothing further bought under that plan", "I do not want any
 * UNI sold, either now or later").
 */
const stopsAgain =
  /^(?:(?:i|we)(?:'d|’d|\s+would)\s+like\s+nothing\s+(?:further|more|else)\s+(?:bought|sold|purchased)(?:\s+under\s+(?:that|this|the)\s+(?:plan|order|schedule))?|no\s+more\s+(?:purchases|buys|sales)|(?:i|we)\s+(?:do\s+not|don['’]?t)\s+want\s+(?:any(?:thing)?(?:\s+more)?|more|(?:my\s+)?(?:any\s+)?of\s+my)\s+(?:\$?[a-z][a-z0-9]*\s+)?(?:sold|bought|purchased)(?:\s*,?\s*(?:(?:either\s+)?now\s+or\s+(?:later|ever|in\s+the\s+future|at\s+any\s+(?:later\s+)?(?:time|point))|(?:ever|at\s+all|after\s+all)))?)[.!]?$/i;

/** The sentences of a paragraph, cut at a semicolon too. */
const pieces = (text: string): string[] =>
  text
    .split(/(?<=[.?!;])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The cancel a prompt points at, read as if said whole; undefined unless the prompt is a sentence naming an order, a
 * cancel of "it", and at most the stop said again, and the reading is a cancel.
 * @param read interprets a prompt as the interpreter does (on the prompt's thread).
 */
export function cancelPointed(prompt: string, read: (text: string) => Interpretation): Interpretation | undefined {
  if (/[\n\r]/.test(prompt.trim())) return undefined;
  // ("… Please cancel it. I do not wish to place a replacement at this time.": nothing takes its place, as after any cancel.)
  const [named, cancel, ...rest] = pieces(prompt.replace(noReplacement, ' '));
  if (!named || !cancel || !cancelIt.test(cancel) || !rest.every((piece) => stopsAgain.test(piece) || onlyThis.test(piece))) return undefined;
  const order = orderNamed.exec(named);
  if (!order) return undefined;
  // "Earlier I set up a daily DEGEN purchase on Base.": the order named, pointed at as "the" one.
  // "the stop loss on my UNI on Ethereum": the holding it guards names the order, when the cancel reads it so.
  const cancelOf = (said: string) => {
    const reading = read(`Please cancel ${said.replace(/^an?\s+/i, 'the ')}.`);
    return reading.kind === 'intent' && reading.intent.kind === 'automation-cancel' ? reading : undefined;
  };
  return (order[2] ? cancelOf(`${order[1]!}${order[2]}`) : undefined) ?? cancelOf(order[1]!);
}

/** "cancel all listed", "cancel them all", "delete all of those": a cancel of every order just listed. */
const cancelAllListed =
  /^(?:(?:ok(?:ay)?|now|then|so|and|please|pls)\s*,?\s+)*(?:cancel|delete|remove|kill|close)\s+(?:(?:all|every(?:thing)?)\s+(?:of\s+)?(?:them|those|these|listed|above|shown|(?:the\s+)?(?:listed|above|shown)\s+(?:ones|orders))|them\s+all|all\s+the\s+(?:listed|above)\s+(?:ones|orders)|(?:the\s+)?listed\s+(?:ones|orders)|all_listed|listed)(?:\s+(?:ones|orders))?(?:\s+(?:above|listed))?(?:,?\s*please)?\s*[.!]?$/i;

/**
 * `list_orders status=open` then "cancel all listed" (held-out-19): after a listing of every waiting order, the orders
 * listed are all of them, so the cancel is of all. Only right after a listing of all; anything more said is no such cancel.
 */
export function cancelListed(prompt: string, thread: readonly ThreadTurn[]): Interpretation | undefined {
  const before = thread.at(-1)?.interpretation;
  if (before?.kind !== 'intent' || before.intent.kind !== 'automation-list') return undefined;
  // "what orders do I have" then "okay cancel it" (held-out-27): the one order listed, cancelled only when it is the
  // one open order that fits the listing (the runtime cancels none, and lists them, when more than one does).
  if (cancelOneListed.test(prompt.trim()))
    return { kind: 'intent', intent: { kind: 'automation-cancel', target: 'match', match: before.intent.match ?? {} } } as Interpretation;
  if (!cancelAllListed.test(prompt.trim())) return undefined;
  // "show my eth orders" then "cancel all listed": all of those listed, never every order.
  const match = before.intent.match;
  return { kind: 'intent', intent: { kind: 'automation-cancel', target: 'all', ...(match ? { match } : {}) } } as Interpretation;
}

/** "okay cancel it", "cancel that one please", "yes delete it": a cancel of the one order a listing showed. */
const cancelOneListed =
  /^(?:(?:ok(?:ay)?|yes|yeah|yep|now|then|so|and|alright|right|please|pls)\s*,?\s+)*(?:cancel|delete|remove|kill|stop|close)\s+(?:it|that|this|that\s+one|this\s+one|the\s+order|that\s+order|this\s+order)(?:\s+(?:please|pls|then|now))?\s*[.!]?$/i;
