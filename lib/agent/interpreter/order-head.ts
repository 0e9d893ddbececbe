import { units } from '../../language/number-words.ts';
import { scanPrompt } from '../../language/scan-prompt.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { ask, movingIntentOf, type Intent, type Interpretation } from './intent.ts';
import { orderBeside } from './order-beside.ts';
import { askWhole } from './owed-yes.ts';
import { family } from './remark-roles.ts';

/**
 * "set a limit buy on base — 300 USDC into ETH if it drops to 2700": an order's head ("set a limit buy on base") and a
 * dash set apart by spaces before what it trades; the dash says what the colon says ("set a limit buy on base: …"), and
 * the order is read the same way, never as two requests.
 */
const orderHeadDash =
  /^(\s*(?:(?:pls|please|ok|okay|so|and)[\s,]+)*(?:set|place|put|create|make|open)\s+(?:up\s+)?(?:me\s+)?(?:a|an)\s+(?:limit|stop(?:[- ]loss)?|take[- ]profit|trigger|conditional)\s+(?:buy|sell|order|swap)(?:\s+order)?(?:\s+(?:on|for)\s+[a-z]+|\s+there)?)\s+(?:[—–]|-{1,2})\s+(?=\S)/i;

/** A protective order's name, said whole. */
const protectiveName = '(?:stop[- ]?loss|take[- ]?profit)';
/** " on all my link on ethereum": the holding a protective order is on, and its chain. */
const onHolding = String.raw`\s+(?:on|for)\s+(?:all\s+(?:of\s+)?)?my\s+\$?[a-z][a-z0-9]*(?:\s+on\s+[a-z]+)?`;
/** The dash after such a head, before its trigger or its sale. */
const dashBeforeTrade = String.raw`\s+(?:[—–]|-{1,2})\s+(?=(?:if|when|once|sell)\b)`;
/**
 * "set a stop loss on all my link on ethereum — if link falls under 12 bucks sell it …" (held-out-35, chat): a protective
 * order on a holding, then a dash before its trigger or its sale, as the order's head and a colon.
 */
const heldOrderDash = new RegExp(
  String.raw`^(\s*(?:(?:pls|please|ok|okay|so|and)[\s,]+)*(?:set|place|put|create|make|open)\s+(?:up\s+)?(?:me\s+)?(?:a|an)\s+${protectiveName}${onHolding})${dashBeforeTrade}`,
  'i',
);

/**
 * "take profit thing for my link on ethereum — sell 3 link if it hits $20" (held-out-39, chat): the same order named
 * without a verb ("thing", "order" after its name), then its dash.
 */
const namedOrderDash = new RegExp(
  String.raw`^(\s*(?:(?:pls|please|ok|okay|so|and|yo)[\s,]+)*(?:(?:a|an|my)\s+)?${protectiveName}(?:\s+(?:thing|order))?${onHolding})${dashBeforeTrade}`,
  'i',
);

/**
 * "put limit order please: buy ETH …", "limit order pls: …": a courtesy said after an order's head, before its colon,
 * is no field of the order (a bot's `please: …` was read as one); the head keeps its colon.
 */
const courtesyBeforeColon =
  /^(\s*(?:(?:pls|please|ok|okay|so|and)[\s,]+)*(?:(?:set|place|put|create|make|open|do)\s+(?:up\s+)?(?:me\s+)?(?:(?:a|an|one)\s+)?)?(?:limit|stop(?:[- ]loss)?|take[- ]profit|trigger|conditional)\s+(?:buy|sell|order|swap)(?:\s+order)?(?:\s+(?:on|for)\s+[a-z]+)?)\s*,?\s+(?:(?:please|pls|plz|kindly|po|sir|bro)\s*)+(?=:)/i;

/**
 * "ok just set the buy part: 800 USDC into ETH …", "place the entry leg —": which part of a plan the order after the colon
 * is; the part named is what the order says in full, so it is read as "set it up: …".
 */
const partHead =
  /^(\s*(?:(?:pls|please|ok|okay|so|and|then|just)[\s,]+)*(?:set|place|put|make|create))(?:\s+up)?\s+(?:only\s+)?the\s+(?:buy|sell|entry|exit|stop|stop[- ]loss|sl|tp|take[- ]profit|limit)\s+(?:part|bit|leg|side|half|order)(?:\s+(?:of\s+(?:it|that|this|the\s+plan)|only|for\s+now))?\s*(?::|[—–]|-{1,2})\s*(?=\S)/i;

/**
 * "ok set a limit buy then: if ETH on base hits 2400, buy with 300 USDC": an order's head before its colon, with "then"
 * (after what was said before) and the verb "set"; said as the head the order readers know ("place a limit buy: …").
 */
const setHeadColon =
  /^\s*(?:(?:ok|okay|so|and|alright|fine)[\s,]+)*((?:(?:pls|please)\s+)?)set(\s+(?:me\s+)?(?:a|an)\s+(?:limit|stop(?:[- ]loss)?|take[- ]profit)\s+(?:buy|sell|order)(?:\s+order)?(?:\s+(?:on|for)\s+[a-z]+)?)(?:\s+then)?\s*:\s*(?=\S)/i;

/**
 * The prompt with an order head's dash said as a colon, a courtesy before its colon left out, and a plan's part named
 * before it as "it"; the prompt as it is otherwise.
 */
/**
 * "tp half my sol at 200", "sl my wif at 1.5", "take profit half my sol at 200": a protective order's name, said short or
 * whole, right before the holding it is on, is that order on it ("take profit on half my sol at 200"). Only before an
 * amount of a holding ("half", "all", "a third", a figure) or "my"; spelled out, only with a price said after "at" and
 * nothing taken "off" or "from" the holding ("take profit 200 usdc off sol" is a sale now). Anything else is left as written.
 */
const shortProtective = /^(\s*)(?:(tp|take[\s-]?profit)|(sl|stop[\s-]?loss))\s+(?=(?:half|all|a\s+(?:third|quarter)|my)\b|\d)(?!.*\b(?:on|for)\s+my\b)/i;
const spelledOut = /^\s*(?:take[\s-]?profit|stop[\s-]?loss)\b/i;
const priceAt = /\bat\s+\$?\d/i;
const takenOff = /\b(?:off|from)\b/i;

export function withOrderHeadColon(prompt: string): string {
  return prompt
    .replace(shortProtective, (all, lead: string, take?: string) =>
      spelledOut.test(all) && (!priceAt.test(prompt) || takenOff.test(prompt)) ? all : `${lead}${take ? 'take profit' : 'stop loss'} on `,
    )
    .replace(orderHeadDash, '$1: ')
    .replace(heldOrderDash, '$1: ')
    .replace(namedOrderDash, '$1: ')
    .replace(courtesyBeforeColon, '$1')
    .replace(partHead, '$1 it up: ')
    .replace(setHeadColon, '$1place$2: ');
}

/** A stop loss on the whole of a holding ("stop loss on my LINK …", "set a stop-loss for all my sol …"). */
const wholeStop =
  /^\s*(?:(?:set|place|put|add|make)\s+(?:up\s+)?(?:a|an|me a)?\s*)?stop[\s-]*loss\s+(?:order\s+)?(?:on|for)\s+(?:all\s+(?:of\s+)?)?my\s+\$?[a-z][a-z0-9]*\b/i;
/** The stop's own sale said again after it ("…, sell all of it if it hits", "…, dump everything when it triggers"). */
const saleSaidAgain =
  /[,;.]?\s*(?:and\s+|then\s+|just\s+)*(?:sell|dump|exit|close|market[\s-]sell)\s+(?:it all|all of it|everything|all|the (?:whole|entire) (?:bag|position|thing|lot)|the lot|the position)\s+(?:if|when|once|as soon as|the moment)\s+(?:it|that|the price|price|the stop)\s+(?:hits|gets hit|is hit|triggers|touches|gets there|trips|is reached|reaches (?:it|that))\b[\s.!]*$/i;

/**
 * "stop loss on my LINK on ethereum at $12, sell all of it if it hits": a stop loss on the whole holding, and after it the
 * sale it makes said again; the order is read without the words that only repeat it and asked back whole for a yes (a
 * stop selling less than the whole, or read any other way, keeps the refusal). Undefined when the prompt is not that.
 */
export function restatedStop(prompt: string, read: (text: string) => Interpretation): Interpretation | undefined {
  if (!wholeStop.test(prompt) || !saleSaidAgain.test(prompt)) return undefined;
  const reading = read(prompt.replace(saleSaidAgain, ''));
  if (reading.kind !== 'intent' || reading.intent.kind !== 'automation-create') return undefined;
  const amount = (reading.intent.action as { amount?: { kind?: string; value?: unknown } }).amount;
  if (amount?.kind !== 'fraction' || amount.value !== 1) return undefined;
  return askWhole(reading.intent, "I read the sale after the stop loss as the stop's own, said again.");
}

/**
 * "To protect myself against a sharp fall, I would like to set a stop loss on Ethereum for 3 of my LINK tokens: should
 * LINK drop below 12 dollars, please sell those three for USDC." (held-out-31, careful): a stop loss or take-profit
 * named with what it sells, before a colon, and after it the order said in full. The one-request rule read the head and
 * the order as two requests. Only a head whose opening is a reason or a courtesy (no figure, token or chain of its own).
 */
const headedSale = new RegExp(
  String.raw`^\s*((?:to\s+[a-z][a-z\s'’-]{0,60},\s*)?)(?:(?:please|kindly)\s+)?(?:(?:i\s+would|i['’]d|we\s+would|we['’]d)\s+like\s+(?:you\s+)?to\s+|(?:i|we)\s+want\s+(?:you\s+)?to\s+|(?:could|would|can)\s+you\s+(?:please\s+|kindly\s+)?)?` +
    String.raw`(?:set|place|put|create|make|open)\s+(?:up\s+)?(?:a|an)\s+(stop[\s-]?loss|take[\s-]?profit)(?:\s+order)?(?:\s+(?:on|in)\s+([a-z]+))?` +
    String.raw`\s+(?:for|on)\s+(?:(?:the|my)\s+)?(\d+(?:\.\d+)?|${Object.keys(units).join('|')})\s+(?:of\s+my\s+)?\$?([a-z][a-z0-9]*)(?:\s+(?:tokens?|coins?))?(?:\s+(?:on|in)\s+([a-z]+))?\s*:\s*(?=\S)`,
  'i',
);
/** The sale after the colon, naming what it sells by pointing back: "sell those three", "sell them", "sell all three". */
const saleBack =
  /\b(sell|selling|convert|swap|exchange)\s+(?:(?:all\s+)?(?:those|these|the)\s+([a-z]+|\d+(?:\.\d+)?)(?:\s+(?:tokens?|coins?))?|them(?:\s+all)?|all\s+(?:of\s+)?them|it|those|these)\b/i;

/**
 * The order under a head that names its sale, read on its own with what the head names (its amount, token and chain);
 * asked back whole for a yes when the order sells that amount of that token, on that chain, the way the head's kind
 * says (a stop loss never waits for a rise, a take-profit never for a fall). Undefined otherwise: the prompt is read as
 * before.
 */
export function headedOrder(prompt: string, read: (text: string) => Interpretation): Interpretation | undefined {
  const head = headedSale.exec(prompt);
  if (!head) return undefined;
  const [whole, reason, kind, before, count, symbol, after] = head as unknown as string[];
  const token = symbol!.toLowerCase();
  if (!tokenWords.has(token)) return undefined;
  const reasonSaid = scanPrompt(reason ?? '');
  if (reasonSaid.tokens.length + reasonSaid.amounts.length + reasonSaid.chains.length + reasonSaid.addresses.length > 0) return undefined;
  const chainWord = (before ?? after)?.toLowerCase();
  if (before && after) return undefined;
  const chain = chainWord === undefined ? undefined : scanPrompt(`on ${chainWord}`).chains[0];
  if (chainWord !== undefined && chain === undefined) return undefined;
  const amount = /^\d/.test(count!) ? count! : String(units[count!.toLowerCase()]);
  let body = prompt.slice(whole!.length);
  const back = saleBack.exec(body);
  if (back) {
    const pointed = back[2]?.toLowerCase();
    if (pointed !== undefined && (/^\d/.test(pointed) ? pointed : String(units[pointed])) !== amount) return undefined;
    body = `${body.slice(0, back.index)}${back[1]} ${amount} ${symbol}${body.slice(back.index + back[0].length)}`;
  }
  if (chain !== undefined && scanPrompt(body).chains.length === 0) body = `On ${chainWord}, ${body}`;
  const reading = read(body);
  const order = movingIntentOf(reading) as
    | {
        kind: string;
        action?: { kind?: string; chain?: string; tokenIn?: string; amount?: { kind?: string; value?: string } };
        trigger?: { type?: string; token?: string; direction?: string };
      }
    | undefined;
  if (order?.kind !== 'automation-create' || order.action?.kind !== 'swap' || order.trigger?.type !== 'price') return undefined;
  const { action, trigger } = order;
  const sells = action.tokenIn !== undefined && family(action.tokenIn) === family(token) && action.amount?.kind === 'exact' && action.amount.value === amount;
  const watched = trigger.token !== undefined && family(trigger.token) === family(token);
  const onChain = chain === undefined || action.chain === chain;
  const stop = /^stop/i.test(kind!);
  const way = stop ? trigger.direction !== 'above' : trigger.direction !== 'below';
  if (!sells || !watched || !onChain || !way) return undefined;
  // Only the order read whole, set at once: one asked back for a yes has left out words of its own ("Please double it.").
  if (reading.kind !== 'intent') return undefined;
  // "… I am not entirely sure this is a good idea, though.": a sentence that doubts, times or resizes it keeps its refusal.
  const beside = orderBeside(body, reading);
  if (beside?.kind === 'fail') return beside;
  if (beside?.kind === 'ask')
    return ask(`I read the ${stop ? 'stop loss' : 'take-profit'} you named and the order after it as one order. ${beside.question}`, beside.pending);
  return askWhole(reading.intent as Intent, `I read the ${stop ? 'stop loss' : 'take-profit'} you named and the order after it as one order.`);
}
