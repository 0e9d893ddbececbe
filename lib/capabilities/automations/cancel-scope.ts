import { fail, type Reading } from '../../language/reading.ts';
import { chainWords, otherChains, sharedChainWords } from '../../language/lexicon.ts';
import { usdPeggedSource } from '../../language/token-registry.ts';
import type { AutomationMatch } from './intent.ts';

/**
 * What a cancel's runtime can carry is a target (an id, "all", or the one order that fits) and a match of kind, side,
 * token, price and interval (see cancel-automation.ts). Words beside a cancel that the match cannot carry (an order to
 * keep, a chain, a recipient, an amount or a price range, a second order, a later time) would cancel more, or another
 * order, than was said: such a cancel is refused with what to say instead, and nothing is cancelled.
 */

/** "with 20 USDC", "of 10 usdc", "$50 of": what an order pays each time, in a dollar coin or dollars (not after a word of a price). */
const paidEachTime = new RegExp(
  String.raw`(?<!\b(?:under|below|over|above|between|than|and|to|from|or|not)\s+)(?:\b(?:with|using|paying|of)\s+)?\$?\d[\d,]*(?:\.\d+)?\s*(?:${usdPeggedSource}|usd|dollars?)\b|\$\d[\d,]*(?:\.\d+)?\s+(?:of|worth)\b`,
  'gi',
);

/** "/cancel limit_buy ETH 2000", "cancel limit buy eth 2000": a bot command's bare number after its token is the price. */
export const commandPrice = /\blimit\s+(?:buy|sell)\s+\$?[a-z][a-z0-9]*\s+(\$?\d[\d,]*(?:\.\d+)?\s?k?)\s*$/i;

type Refusal = Extract<Reading<never>, { kind: 'fail' }>;

const byId = '"cancel order auto_…" with its id from "show my orders"';
const target = (why: string, instead = byId): Refusal =>
  fail('AUTOMATION_AMBIGUOUS', `${why} Say ${instead}, one order per prompt. Nothing was cancelled.`) as Refusal;

/** "except", "other than", "apart from": what follows is an order to keep. */
const keepAfter =
  /\s*[,;:(-]?\s*(?:\b(?:and|but)\s+)?\b(?:except(?:\s+for)?|excluding|exclude|besides|beside|apart\s+from|aside\s+from|other\s+than|save\s+(?:for\s+)?(?=(?:the|my|one|that|this)\b))\s*/i;
/**
 * "but keep the buy", "not the daily one", ", leave the degen buy": an order to keep when the words after name an order
 * ("not the sell", "keep eth"); a reason otherwise ("I don't want it anymore", "no longer wish to keep it open").
 */
const keepSoft = /\s*[,;:(-]?\s*(?:\b(?:and|but)\s+)?\b(?:but|not|never|don'?t|do\s+not|keep(?:ing)?|leave|leaving|spare|without)\b\s*/gi;
const namesOrder = /^(?:(?:cancel|stop|touch|kill|remove|delete)\s+)?(?:the|my|our|one|ones|those|these|that\s+one|this\s+one|a|an|any|only)\b/i;
/** "leave everything else exactly as it is", "keep the rest": the orders kept named only as the rest. */
const restOpens = /^(?:(?:all\s+)?the\s+rest|(?:all\s+)?the\s+others?|every(?:thing|one)\s+else|all\s+else|anything\s+else|the\s+remainder)\b/i;
/** "keep the weekly one and cancel the rest", "except the dca, cancel all": an order to keep said before the cancel. */
const keepBefore = /\b(?:except|excluding|besides|apart\s+from|aside\s+from|other\s+than|keep(?:ing)?|leave|leaving|spare)\b/i;
/** "the rest", "the other orders", "everything else": orders named only as not the ones said elsewhere. */
const theRest = /\b(?:the\s+rest|(?:the|all|any)\s+others?\b|others\b|every(?:thing|one)?\s+else|all\s+else|anything\s+else|the\s+remainder)\b/i;
/** A later time or a condition for the cancel itself: "tomorrow", "if eth goes above 4000", "not yet", "after 4 more runs". */
const later =
  /\b(?:tomorrow|tmrw|tonight|later|not\s+yet|next\s+(?:week|month|year|time|run|one|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in\s+(?:\d+|an?|one|two|three|a\s+few|few)\s+(?:min|mins|minutes?|hours?|hrs?|days?|weeks?|months?)|after|if|when|whenever|once|until|till|eventually|at\s+(?:\d{1,2}(?::\d\d)?\s*(?:am|pm|utc)|noon|midnight|the\s+end)|end\s+of|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|\b\d{1,2}:\d\d\b/i;
/** An address or a name a transfer pays: "to bob.eth", "to 0x12…", "to alice". */
const recipient =
  /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:eth|sol|cb\.id|xyz)\b|\b0x[0-9a-f]{6,}|\b(?:send|sends|transfer|transfers|payment|payments|pay|pays|paying)\b[^.;!?]*\bto\s+@?[a-z]/i;
/** A transfer: the match has no word for one, so "the weekly transfer" fits any weekly order. */
const transferWord = /\b(?:sends?|sending|transfers?|transferring|payments?|pay(?:s|ing)?|remittances?|allowances?|rent)\b/i;
/** A recurring order whose interval the match cannot say: it would fit any recurring order. */
const unsaidInterval =
  /\b(?:monthly|each\s+month|every\s+(?:month|other|\d+|two|three|few|fortnight)|bi-?weekly|fortnightly|weekdays?|weekends?|working\s+days?|business\s+days?|yearly|annual(?:ly)?|quarterly|twice|thrice)\b/i;
/** Joins between orders: "the eth buy and the degen sell", "eth & degen", "my eth buy, my sol sell". */
const joins = /\s*(?:[,;]\s*(?=(?:and\s+|also\s+)?(?:the|my|our)\b)|&|\+|\band\b|\bor\b|\bplus\b|\bas\s+well\s+as\b|\balong\s+with\b)\s*/i;
/** "with usdc", "using usdc", "paid in usdc": the token an order pays with, never the one it buys. */
const payToken = /\b(?:with|using|paid\s+(?:with|in|from)|paying\s+(?:with|in)|from)\s+(?:my\s+|the\s+)?\$?([a-z][a-z0-9]*)\b/gi;

/** The first soft marker of an order to keep whose words after name an order. */
/** "want the weekly buy anymore", "want anymore the buying of SOL", "need that order": what is not wanted, no verb after. */
const unwanted = /^(?:really\s+)?(?:want|need)\s+(?!to\b)/i;

function softKeep(after: string, read: (text: string) => AutomationMatch | undefined): RegExpExecArray | null {
  for (const m of after.matchAll(keepSoft)) {
    const rest = after.slice(m.index + m[0].length);
    // "I don't want anymore the buying of SOL every monday. Cancel it please" (held-out-27): an order not wanted is the
    // one to cancel, never one to keep ("don't want to touch the sol one" still keeps it).
    if (/^(?:don'?t|do\s+not)\b/i.test(m[0].trim()) && unwanted.test(rest)) continue;
    if (read(rest) !== undefined || namesOrder.test(rest) || restOpens.test(rest))
      return Object.assign([m[0]], { index: m.index, input: after }) as unknown as RegExpExecArray;
  }
  return null;
}

/** "… do it tomorrow", "… cancel it after the next run": a later time said of the cancel in a sentence of its own. */
const laterElsewhere = (text: string): boolean => /\b(?:do\s+(?:it|that|this|so)|cancel|stop|kill|remove|delete)\b/i.test(text) && later.test(text);

/** "oh and the sol one", "also the daily degen buy": a second order in a sentence of its own. */
const anotherOrder = (text: string, read: (text: string) => AutomationMatch | undefined): boolean =>
  // A trade with its numbers ("Also buy 1 eth on base") is a request of its own, refused as one (ONE_REQUEST).
  /\b(?:and|also|too|plus|as\s+well|another)\b/i.test(text) && !/\d/.test(text) && read(text) !== undefined;

/** Whether no order can fit both matches: a field both say, said differently. */
function disjoint(a: AutomationMatch, b: AutomationMatch): boolean {
  if (a.kind && b.kind && a.kind !== b.kind) return true;
  if (a.side && b.side && a.side !== b.side) return true;
  if (a.intervalSeconds !== undefined && b.intervalSeconds !== undefined && a.intervalSeconds !== b.intervalSeconds) return true;
  if (a.priceUsd !== undefined && b.priceUsd !== undefined && Number(a.priceUsd) !== Number(b.priceUsd)) return true;
  // A token without a side is either side of a swap: only a side said makes two tokens two orders.
  return a.token !== undefined && b.token !== undefined && a.token !== b.token && (a.side !== undefined || b.side !== undefined);
}

/** Whether a chain is named: "on base", "my base orders", "on ethereum", "my solana orders". */
function namesChain(words: string): boolean {
  const list = words.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return list.some(
    (w, i) =>
      chainWords.has(w) ||
      otherChains.has(w) ||
      (sharedChainWords.has(w) && (/^(?:on|in|via)$/.test(list[i - 1] ?? '') || /^(?:chain|network|mainnet)$/.test(list[i + 1] ?? ''))) ||
      // "my solana orders": a chain's full name before the orders is where they are, not a token they trade.
      (/^(?:ethereum|solana)$/.test(w) && /^(?:orders?|automations?|ones?|trades?)$/.test(list[i + 1] ?? '')),
  );
}

/**
 * The words of a cancel that name the orders to cancel (its sentence with an order to keep cut off), and whether it
 * says all; or the refusal when the cancel says more than its match can carry.
 * @param own the cancel's sentence; `verb` where its verb is in it (index and length).
 * @param read the match a text names (readMatch).
 * @param byIdOnly the cancel names its order by id: only an order to keep or a later time can still be wrong.
 * @param others the prompt's other sentences ("cancel all my orders. keep the weekly one."), the order a bare "it" points
 * at left out: an order kept, a later time or a second order said there counts as said beside the cancel.
 */
export function cancelScope(
  own: string,
  verb: { index: number; length: number },
  read: (text: string) => AutomationMatch | undefined,
  byIdOnly = false,
  others: readonly string[] = [],
): { words: string; all: boolean } | Refusal {
  const before = own.slice(0, verb.index);
  const after = own.slice(verb.index + verb.length);
  const elsewhere = others.map((o) => ` ${o}`).join('');
  const cut0 = keepAfter.exec(after) ?? softKeep(after, read);
  const cutElsewhere = cut0 ? null : (keepAfter.exec(elsewhere) ?? softKeep(elsewhere, read));
  // "cancel the eth buy, leave the rest": the rest is what is kept, and no order.
  const restKept = cut0 !== null && theRest.test(after.slice(cut0.index)) && !theRest.test(after.slice(0, cut0.index));
  // "Kindly cancel the limit order I placed to buy UNI on Ethereum. Please leave everything else untouched." (held-out-32
  // work 32): the rest kept, said in a sentence of its own, is what a cancel of one order does anyway; it names no order.
  const restKeptElsewhere = cutElsewhere !== null && restOpens.test(elsewhere.slice(cutElsewhere.index + cutElsewhere[0].length).trim());
  if (theRest.test(own) && !restKept)
    return target('I cannot tell which orders "the rest" or "the others" are, so nothing is guessed.', `${byId} for each order, or "cancel all my orders"`);
  const laterSaid = later.test(before) || later.test(after) || laterElsewhere(elsewhere);
  if (keepBefore.test(before) || laterSaid)
    return laterSaid
      ? (fail(
          'AUTOMATION_AMBIGUOUS',
          'I can only cancel an order now, not later or on a condition. Say "cancel …" when you want it gone, or "show my orders" to see them. Nothing was cancelled.',
        ) as Refusal)
      : target('I cannot keep some orders while cancelling the others in one go.');
  const cut = restKept ? null : cut0;
  // "cancel that one, and leave everything else as it is": the words that keep the rest name no order to cancel.
  const cancelled = cut ? after.slice(0, cut.index) : restKept ? after.slice(0, cut0.index) : after;
  const kept = cut ? after.slice(cut.index + cut[0].length) : cutElsewhere ? elsewhere.slice(cutElsewhere.index + cutElsewhere[0].length) : '';
  const all = /\b(?:all|everything|each)\b/i.test(cancelled) || /\bevery\s+(?:one|order|automation)s?\b/i.test(cancelled);
  // "cancel all my orders, leave everything else": all and a rest kept cannot both be meant.
  if ((restKept || restKeptElsewhere) && all)
    return target('I cannot tell which orders "the rest" or "the others" are, so nothing is guessed.', `${byId} for each order, or "cancel all my orders"`);
  if (cut || (cutElsewhere && !restKeptElsewhere)) {
    const wanted = read(cancelled);
    const keep = read(kept);
    // Only when the order kept cannot be one of those named is the cancel still what was said.
    if (!wanted || !keep || !disjoint(wanted, keep) || /\bauto_/i.test(own))
      return target(`I cannot cancel orders while keeping one ("${(cut ?? cutElsewhere)![0].trim()} ${kept.trim()}"): the one to keep could be cancelled.`);
  }
  const words = `${before}${own.slice(verb.index, verb.index + verb.length)}${cancelled}`;
  if (byIdOnly) return { words, all };
  if (recipient.test(cancelled) || transferWord.test(cancelled)) return target('I cannot tell a transfer, or whom it pays, from other orders when cancelling.');
  // One order on the chain said is cancelled, and several are asked about; "all" with a chain ("all my base orders",
  // "all on base") is refused: said so, its chain is not always read, and all of them would be all chains'.
  if (all && namesChain(cancelled)) return target('I cannot pick orders by their chain when cancelling.', `${byId}, or "cancel all my orders"`);
  // A number the match did not read as the order's price ("at 2000"): an amount, a price range, a second price.
  // "with 20 USDC", "of 10 usdc of degen", "$50 of": what the order pays each time, no price; the one order that fits is
  // cancelled whatever it pays.
  const unread = cancelled
    .replace(/\bauto_[0-9a-z]+/gi, ' ')
    .replace(commandPrice, ' ')
    .replace(paidEachTime, ' ')
    .replace(/(?:\bat|@)\s*\$?\d[\d,]*(?:\.\d+)?\s?k?\b/i, ' ');
  if (/\d/.test(unread)) return target('I cannot pick an order by an amount or a price said that way.', `${byId}, or "cancel the ETH buy at 2000"`);
  if (unsaidInterval.test(cancelled)) return target('I cannot pick a recurring order by that schedule.');
  // A piece naming only a kind ("type: limit") says what the other piece's order is.
  const pieces = cancelled.split(joins).filter((p) => {
    const m = read(p);
    return m !== undefined && (m.token !== undefined || m.side !== undefined || m.intervalSeconds !== undefined || m.priceUsd !== undefined);
  });
  // "cancel the eth buy. oh and the sol one": a second order in a sentence of its own.
  const another = others.some((o) => anotherOrder(o, read));
  if (pieces.length > 1 || another)
    return fail(
      'AUTOMATION_AMBIGUOUS',
      'That names more than one order: cancel one order per prompt (or say "cancel all my orders"). Nothing was cancelled.',
    ) as Refusal;
  const match = read(cancelled);
  // "cancel the buy with usdc": the token said is what pays; the one bought is not said.
  const paid = [...cancelled.matchAll(payToken)].map((m) => m[1]!.toUpperCase());
  if (match?.token && paid.includes(match.token) && read(cancelled.replace(payToken, ' '))?.token !== match.token)
    return target(
      `${match.token} is what that order pays with; I cannot tell which token it buys.`,
      `${byId}, or name the token it buys ("cancel the ETH buy")`,
    );
  return { words, all };
}
