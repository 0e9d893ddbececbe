import type { Interpretation } from './intent.ts';
import { askWhole } from './owed-yes.ts';

/**
 * "set a limit buy on base — 300 USDC into ETH if it drops to 2700": an order's head ("set a limit buy on base") and a
 * dash set apart by spaces before what it trades; the dash says what the colon says ("set a limit buy on base: …"), and
 * the order is read the same way, never as two requests.
 */
const orderHeadDash =
  /^(\s*(?:(?:pls|please|ok|okay|so|and)[\s,]+)*(?:set|place|put|create|make|open)\s+(?:up\s+)?(?:me\s+)?(?:a|an)\s+(?:limit|stop(?:[- ]loss)?|take[- ]profit|trigger|conditional)\s+(?:buy|sell|order|swap)(?:\s+order)?(?:\s+(?:on|for)\s+[a-z]+|\s+there)?)\s+(?:[—–]|-{1,2})\s+(?=\S)/i;

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
export function withOrderHeadColon(prompt: string): string {
  return prompt.replace(orderHeadDash, '$1: ').replace(courtesyBeforeColon, '$1').replace(partHead, '$1 it up: ').replace(setHeadColon, '$1place$2: ');
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
