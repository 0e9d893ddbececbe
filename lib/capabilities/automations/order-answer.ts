import { withoutOnceRemark } from './once-remark.ts';
import { ask, fail, type AwaitedField, type Reading, type ThreadTurnOf } from '../../language/reading.ts';
import { badAmountMessage, scanPrompt } from '../../language/scan-prompt.ts';
import { tens, units } from '../../language/number-words.ts';
import { chainWords, sharedChainWords, yesWords } from '../../language/lexicon.ts';
import { standInOn, symbolOn, tokenWords } from '../../language/token-registry.ts';
import type { ReadingContext } from '../capability.ts';
import { askOrder, askSide, automationRequest, completeOrder, dayWithoutClock, orderLabel, type OrderDraft, type OrderPending } from './automation-request.ts';
import type { AutomationCancelIntent, AutomationCreateIntent, AutomationListIntent } from './intent.ts';
import { orderWords } from './order-words.ts';
import { answerLeftover } from './order-leftovers.ts';
import { priceText, readPriceTrigger, type PriceCondition } from './read-price-trigger.ts';
import { readDate } from './read-date.ts';
import { readSchedule } from './read-schedule.ts';
import { openEnd } from './read-until.ts';

type Interpretation = Reading<AutomationCreateIntent | AutomationListIntent | AutomationCancelIntent>;

/** An apology for a field left out ("sorry", "my bad", "oops i forgot", "sorry forgot to say"), no correction of one said. */
const apology = String.raw`(?:(?:oh|ah|ahh)[\s,]+)?(?:sorry|soz|sry|oops|whoops|my\s+bad|(?:my\s+)?apologies)(?:[\s,]+(?:i\s+)?forgot(?:\s+to\s+(?:say|mention|add)(?:\s+(?:it|that|the\s+chain))?|\s+(?:it|that|the\s+chain))?)?`;
const verbs = /\b(?:buy|sell|swap|send|transfer|trade|convert|exchange|dca|cancel|stop|show|list|price|balance)\b/i;

/** An answer that drops the order being asked about, naming no other. */
const dropDraft =
  /^\W*(?:(?:actually|nvm|never\s*mind|no|nah|ok(?:ay)?|fine|please|pls|just)\W+)*(?:cancel|stop|scrap|forget|drop|skip)(?:\s+(?:the|this|that|my))?(?:\s+(?:order|one|it|that|this|request))?(?:\s+(?:please|pls|then))?\W*$/i;

/** The token a protective order or a sell's trade sells ("sell pepe straight into usdc" → PEPE), if it says one. */
function soldToken(trade: string): string | undefined {
  const sold = /\b(?:sell|dump)\s+(?:all\s+)?(?:my\s+)?(\$?[a-z][a-z0-9]*)\b/i.exec(trade);
  return sold ? tokenWords.get(sold[1]!.toLowerCase().replace(/^\$/, '')) : undefined;
}

/** The order a thread's last question was about, if it was one. */
function pendingOrder(thread: readonly ThreadTurnOf<{ readonly kind: string }>[]): OrderPending | undefined {
  const previous = thread.at(-1)?.interpretation;
  if (previous?.kind !== 'ask' || previous.pending.kind !== 'automation-create') return undefined;
  const pending = previous.pending as OrderPending;
  return pending.order?.trade !== undefined ? pending : undefined;
}

/** The trade's words with the answer to `awaiting` put where the trade reader looks for it. */
function withAnswer(trade: string, answer: string, awaiting: AwaitedField | undefined, spend = false): string {
  if (awaiting === 'chain') return `${trade} ${/^(?:on|in|via)\b/i.test(answer) ? answer : `on ${answer}`}`;
  if (awaiting === 'tokenIn') return `${trade} ${/^(?:with|using|paying|pay)\b/i.test(answer) ? answer : `with ${answer}`}`;
  if (awaiting === 'tokenOut') return `${trade} ${/^(?:for|into|to)\b/i.test(answer) ? answer : `for ${answer}`}`;
  if (awaiting === 'to') return `${trade} ${/^to\b/i.test(answer) ? answer : `to ${answer}`}`;
  if (awaiting === 'amount') {
    // "all my UNI, on ethereum", "all of it": the whole of what the trade sells, with the chain said beside it.
    if (/^\W*(?:all|everything)\b/i.test(answer)) return mergeRest(trade, answer, false);
    const facts = scanPrompt(answer);
    // "$10 on base", "fifty usdc on ethereum": the chain said beside the amount is the order's too.
    const chain = facts.chains[0];
    const on = chain && scanPrompt(trade).chains.length === 0 ? ` on ${chain}` : '';
    const amount = facts.amounts[0];
    const token = amount?.tokenIndex !== undefined ? facts.tokens.find((t) => t.index === amount.tokenIndex)?.key : undefined;
    const verb = /\b(?:buy|sell|swap|send|transfer|convert|exchange)\b/i.exec(trade);
    // "$20 of sol using usdc" to an order that names no token yet ("a recurring buy"): the answer is the trade's words.
    if (facts.tokens.length > 0 && scanPrompt(trade).tokens.length === 0) return `${trade} ${answer}`;
    // "50" to "How much should I spend on DEGEN? (A dollar amount like "$20", or … "100 DEGEN")": a spend in dollars,
    // as the question offered, never 50 DEGEN to receive.
    const bare = amount?.amount.kind === 'exact' && token === undefined && /^\$?\s?\d[\d,]*(?:\.\d+)?(?:\s?k)?\b/i.test(answer.trim());
    if (verb && ((spend && bare) || amount?.amount.kind === 'usd')) {
      if (amount?.amount.kind !== 'usd' && amount?.amount.kind !== 'exact') return `${trade} ${answer}`;
      const at = verb.index + verb[0].length;
      // "fifty bucks of usdc" to a buy of cbBTC: $50 of what it pays with, never dropped (it was paid with ETH).
      const paid = token && !new RegExp(String.raw`\$?\b${token}\b`, 'i').test(trade) ? ` with ${token}` : '';
      return `${trade.slice(0, at)} $${amount.amount.value} of${trade.slice(at)}${paid}${on}`;
    }
    // "5 million of them", "300k" to "How much PEPE do you want to sell?": a number alone is of the token the trade
    // sells, put before it ("sell pepe for usdc" → "sell 5000000 pepe for usdc").
    const sold = /\b(sell|swap|dump|convert|exchange)\s+(?:my\s+)?(\$?[a-z][a-z0-9]*)\b/i.exec(trade);
    const alone = /^\W*(?:(?:only|just|make|it|about|around)\s+)*[\d$][^a-z]*(?:\s*(?:k|m|million|thousand|of\s+(?:them|it)|pls|please))*\W*$/i;
    if (token === undefined && amount?.amount.kind === 'exact' && sold && tokenWords.has(sold[2]!.toLowerCase().replace(/^\$/, '')) && alone.test(answer))
      return `${trade.slice(0, sold.index)}${sold[1]} ${amount.amount.value} ${sold[2]}${trade.slice(sold.index + sold[0].length)}${on}`;
    // "50 usdc": before that token where the trade names it ("buy eth with usdc" → "with 50 usdc"), else paid with it.
    if (token && amount?.amount.kind === 'exact') {
      const named = new RegExp(`\\$?\\b${token}\\b`, 'i').exec(trade);
      if (named) return `${trade.slice(0, named.index)}${amount.amount.value} ${trade.slice(named.index)}${on}`;
      return `${trade} with ${amount.amount.value} ${token}${on}`;
    }
  }
  return `${trade} ${answer}`;
}

const direction = String.raw`(?:at|@|below|under|beneath|above|over|to|(?:drops?|falls?|dips?|goes|gets|rises?|climbs?|hits?|reaches?)(?:\s+(?:to|below|under|above|over))?)`;
const number = String.raw`\$?\s?\d[\d,]*(?:\.\d+)?(?:\s?k\b)?`;
const priceUnit = String.raw`(?:\s*(?:(?:dollars?|usd|bucks)\b|\$))`;
/** Every number of an answer with the words around it: `(direction) number (unit) (next word)`. */
const numbers = new RegExp(String.raw`(?:\b(${direction})\s+)?(${number})(${priceUnit})?(?:\s+(\$?[a-z][a-z0-9]*))?`, 'gi');

/** "when eth", "if the price of it", "once sol": the words before a price answer that say only what it watches. */
const watching =
  /^\s*(?:when|if|once|as\s+soon\s+as|whenever)\s+(?:the\s+)?(?:(?:price\s+(?:of\s+)?)?(it|\$?[a-z][a-z0-9]*)(?:\s+price)?|price)(?:\s+(?:hits|is|drops|falls|goes|gets|reaches|rises|dips|touches|comes)(?:\s+(?:to|at|below|under|above|over|down|up))*)?\s*$/i;

/**
 * The words of a price answer before its number, without a lead-in naming what the price watches when that is the
 * order's own token ("when eth dips to 2500" to a limit buy of ETH): another token's ("when btc dips …") stays, for
 * the order to refuse.
 */
function watchedLead(lead: string, trade: string): string {
  const said = watching.exec(lead);
  if (!said) return lead;
  const token = said[1]?.toLowerCase().replace(/^\$/, '');
  if (token === undefined || token === 'it' || token === 'price') return '';
  const traded = new Set(scanPrompt(trade).tokens.map((t) => t.key));
  const named = scanPrompt(token).tokens.map((t) => t.key);
  return named.length === 1 && traded.has(named[0]!) ? '' : lead;
}

/**
 * A price order's price from its answer ("below 2400", "$0.004", "at 1.5k", "Under 1.5 dollars, all my WIF, on
 * Solana"), and what the answer says besides it (`rest`). The price is the one number said as a price (after "at",
 * "below", a "$", before "dollars"), or the only number when no token follows it; `undefined` when that is not one.
 */
function priceAnswer(answer: string, order: OrderDraft): { price: PriceCondition; rest: string } | undefined {
  const found = [...answer.matchAll(numbers)];
  const counted = (m: RegExpMatchArray) => m[4] !== undefined && tokenWords.has(m[4].toLowerCase().replace(/^\$/, '')) && !/^usd$/i.test(m[4]);
  const said = found.filter((m) => m[1] !== undefined || m[2]!.startsWith('$') || m[3] !== undefined);
  // A second number that may be a price too ("at 2400 or 2500") is not chosen between.
  const bare = found.filter((m) => !counted(m));
  const pick = said.length === 1 && bare.length === 1 ? said[0] : said.length === 0 && found.length === 1 && bare.length === 1 ? found[0] : undefined;
  if (!pick || /%/.test(answer)) return undefined;
  const value = priceText(pick[2]!);
  if (!value) return undefined;
  // The word after the number is the rest's ("at 20 on base"), unless it is the price's own unit.
  const taken = pick[0].slice(0, pick[0].length - (pick[4] !== undefined ? pick[4].length : 0)).trimEnd();
  const words = `${answer.slice(0, pick.index)} ${taken}`;
  const down = /\b(?:below|under|beneath|drops?|falls?|dips?|less|lower)\b/i.test(words);
  const up = /\b(?:above|over|rises?|climbs?|higher|pumps?)\b/i.test(words);
  if (down && up) return undefined;
  const direction = down ? 'below' : up ? 'above' : order.orderKind === 'stop' ? 'below' : order.orderKind === 'take' ? 'above' : 'by-side';
  const rest = `${watchedLead(answer.slice(0, pick.index), order.trade)} ${answer.slice(pick.index! + taken.length)}`;
  return {
    price: {
      direction,
      priceUsd: value,
      words: `${order.orderKind === 'stop' ? 'stop loss' : order.orderKind === 'take' ? 'take profit' : 'limit'} at $${value}`,
      rest: '',
    },
    rest,
  };
}

/**
 * The trade with the one token its chain lists under another name put in that name's place ("buy bitcoin with 1000
 * USDC on base" → "… cbBTC …"): what a yes to "Use cbBTC?" agrees to. `undefined` unless exactly one such token and
 * one chain are said.
 */
function withStandIn(trade: string): { trade: string; symbol: string } | undefined {
  const facts = scanPrompt(trade);
  const chain = facts.chains.length === 1 ? facts.chains[0]! : undefined;
  const replaced = chain ? facts.tokens.filter((t) => symbolOn(t.key, chain) === undefined && standInOn(t.key, chain) !== undefined) : [];
  if (!chain || replaced.length !== 1) return undefined;
  const key = replaced[0]!.key;
  // A name said in pieces ("bit coin", see scan-prompt's splitName) is the name.
  const names = [...tokenWords].filter(([, k]) => k === key).map(([word]) => [...word].join('[\\s-]?'));
  const said = new RegExp(String.raw`(?<![\w$])\$?(?:${names.join('|')})(?!\w)`, 'gi');
  const symbol = standInOn(key, chain)!;
  const out = trade.replace(said, symbol);
  return out === trade ? undefined : { trade: out, symbol };
}

/** Words around a yes that add nothing to it ("yes please, use it", "ok go ahead"). */
const courtesy = new Set(['please', 'pls', 'plz', 'thanks', 'thx', 'ty', 'go', 'ahead', 'doit', 'use', 'it', 'that', 'one', 'fine', 'do']);

/** Chain names said alone in an answer ("ethereum, all of it"). */
const answerChains = new Map<string, string>([...chainWords, ...sharedChainWords].filter(([word]) => !['eth', 'sol', 'matic'].includes(word)));

/**
 * What an answer says beside the trigger it was asked for, put into the order's trade: a chain ("on Solana",
 * "ethereum"), the whole holding ("all of it", "all my WIF"), an amount ("fifty usdc", "$20"; not when `amounts` is
 * false: the amount's own answer). Anything else stays in the words, for the trade's reader to read or refuse: nothing
 * is dropped.
 */
/**
 * A time said roughly, which an order cannot run on and asks about: "for the middle of next month", "sometime next
 * week", "towards the end of this month", "mid-December", "for next month" (held-out-34).
 */
const roughTime =
  /[,;]?\s*\b(?:(?:for|in|around|by|during|at|towards?|sometime|some\s+time)\s+)?(?:the\s+)?(?:(?:middle|mid|start|beginning|end|first\s+half|second\s+half|early|late)(?:\s+part)?(?:\s+of)?[\s-]+(?:(?:next|this|the\s+coming|the\s+following)\s+(?:month|week)|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)|(?:sometime|some\s+time|later)\s+(?:next|this)\s+(?:week|month)|(?:next|coming|following)\s+(?:week|month))\b/i;
/** What is left of "Please do not buy anything today" once the order's words took its request out: "today". */
const notToday = /(?:^|[.,;]\s*)today\s*[.!]?\s*$/i;

function mergeRest(trade: string, rest: string, amounts = true): string {
  let left = rest
    .replace(/\b(?:um+|uh+|er+m?|and|also|please|pls|then)\b/gi, ' ')
    .replace(/[,;.!?]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const t = trade;
  // (The chain is put after the answer's own words: "eth on base" read "buy on base eth …" as two chains.)
  const chains: string[] = [];
  const placed = (text: string) => `${text}${chains.map((c) => ` on ${c}`).join('')}`;
  // A chain said alone or after "on" is the trade's; one other than the trade's stays said, for the trade's reader to
  // refuse (two chains), never dropped.
  // ("eth on base, 25 usdc every monday" (held-out-44, chat): a token's ticker that also answers "which chain?" is the
  // token when the answer names a chain with "on".)
  const chainSaid = /\b(?:on|in|via)\s+[a-z]+/i.test(left);
  left = left.replace(/(?:\b(?:on|in|via)\s+)?\b([a-z]+)\b(?:\s+(?:chain|network))?/gi, (m, word: string) => {
    const chain = answerChains.get(word.toLowerCase());
    if (!chain) return m;
    if (chainSaid && !/^(?:on|in|via)\s/i.test(m) && tokenWords.has(word.toLowerCase()) && !/\s(?:chain|network)$/i.test(m)) return m;
    if (!scanPrompt(t).chains.includes(chain as never) && !chains.includes(chain)) chains.push(chain);
    return ' ';
  });
  left = left.replace(/\s+/g, ' ').trim();
  // "all of it", "all my WIF", "everything": the whole of what the trade sells.
  const all = /^(?:all|everything)(?:\s+(?:of\s+)?(?:it|them|my\s+\$?[a-z0-9]+|\$?[a-z0-9]+))?$/i.exec(left);
  const sells = /\b(sell|swap|dump|convert|exchange)\s+(?:all\s+)?(?:of\s+)?(?:my\s+)?/i;
  if (all) {
    const named = /\b(?:my\s+)?(\$?[a-z][a-z0-9]*)$/i.exec(left)?.[1];
    const other = named && !/^(?:it|them|all|everything)$/i.test(named) && !new RegExp(String.raw`\b${named.replace(/^\$/, '')}\b`, 'i').test(t);
    if (sells.test(t) && !other) return placed(t.replace(sells, '$1 all my '));
  }
  if (left === '') return placed(t);
  return placed(amounts && scanPrompt(left).amounts.length > 0 ? withAnswer(t, left, 'amount') : `${t} ${left}`);
}

/**
 * "sell all of them", "sell it" to an order on one token ("a stop loss for my LINK"): the token the draft named, in
 * place of the pronoun, when the answer names no token of its own to sell. A token it is sold for ("sell all of it for
 * usdc") is what the sale receives, and leaves the pronoun the draft's token.
 */
function withDraftToken(text: string, trade: string): string {
  const tokens = scanPrompt(trade).tokens;
  if (tokens.length !== 1 || scanPrompt(orderWords(text).replace(receivedToken, ' ')).tokens.length > 0) return text;
  const token = tokens[0]!.key;
  return text.replace(/\b(sell|swap|dump)\s+(?:(all\s+of\s+(?:them|it)|them\s+all|it\s+all|all)|them|it)\b/i, (_m, verb: string, all: string | undefined) =>
    all ? `${verb} all my ${token}` : `${verb} my ${token}`,
  );
}

/** "for usdc", "into eth": the token a sale receives. */
const receivedToken = /\b(?:for|into)\s+\$?[a-z][a-z0-9]*\b/gi;

/** Words that point at the trigger already asked about: "when it hits that", "once it gets there", "at that price". */
const sameTrigger =
  /[,;]?\s*(?:\b(?:when|if|once|as\s+soon\s+as)\s+(?:it|the\s+price|(?:the\s+)?price\s+of\s+it|\$?[a-z][a-z0-9]*)\s+(?:hits?|reach(?:es)?|gets?(?:\s+to)?|is\s+at|falls?\s+to|drops?\s+to|rises?\s+to|goes\s+to)\s+(?:that|there|it|this)(?:\s+(?:price|level|number))?|\bat\s+(?:that|this|the\s+same)\s+(?:price|level))\b/gi;

/**
 * An answer that says the order's trade again in full ("ethereum, sell 5 link for usdc" to a stop loss's "how much
 * LINK?"): the order with that trade and its own trigger, when the answer has the draft's verb and every token the
 * draft named, and no trigger of its own; anything else is a request of its own (`undefined`). Said to an order still
 * without its price or time ("sell 5 link for usdc" to "at what price should this stop loss run?"), the order keeps
 * the trade and asks again: an answer to an order never becomes a trade now unless it says "now".
 */
function restatedTrade(given: string, pending: OrderPending, context: Pick<ReadingContext, 'now' | 'readClause'>): Interpretation | undefined {
  const { order } = pending;
  if (pending.awaiting === 'confirm' || (!order.needs && !(order.price || order.schedule))) return undefined;
  const text = chainFirst(pointedTrade(withDraftToken(given, order.trade), order.trade));
  const said = orderWords(text)
    // "… when it hits that", "at that price": the draft's own trigger, said again by pointing at it.
    .replace(sameTrigger, ' ')
    .replace(/[\s.!]*(?:please|pls|thanks|thank you)?[\s.!]*$/i, '')
    .trim();
  // "…, now", "instead": a trade asked for now is a request of its own; so is one with a trigger of its own.
  if (/\b(?:now|immediately|instead|asap)\b/i.test(said)) return undefined;
  const verb = (words: string) => /\b(buy|sell|swap|send|transfer)\b/i.exec(words)?.[1]?.toLowerCase();
  const before = scanPrompt(order.trade);
  // The trade's own words, without a trigger said with it ("… if price fall to 12": no read of a price).
  const trigger = readPriceTrigger(said);
  const now = scanPrompt(trigger && !('kind' in trigger) ? trigger.rest : said);
  const sameTrade =
    verb(said) !== undefined &&
    verb(said) === verb(order.trade) &&
    // "if price falls to 12": the price a trigger watches is no read of its own.
    now.actions.filter((a) => !(a.action === 'price' && /^(?:if|when|once|the)$/.test(now.words[a.index - 1] ?? ''))).length === 1 &&
    before.tokens.every((t) => now.tokens.some((u) => u.key === t.key || (t.key.toUpperCase() === 'BTC' && wrappedBitcoin.has(u.key.toUpperCase()))));
  if (readPriceTrigger(said) !== undefined || readSchedule(said, context.now) !== undefined) {
    // "sell 2 eth if it drops to 2400" to the price of a stop loss on "my eth on base": the order said whole, with the
    // price asked for, on the draft's chain when it names none. Any other order is a request of its own.
    // An answer that names its own chain ("ethereum. when LINK reaches 20 dollar, sell 4 LINK") keeps it, unless the
    // draft named another.
    const chain = before.chains.length === 1 && now.chains.length === 0 ? before.chains[0] : undefined;
    const ownChain = now.chains.length > 0 && before.chains.every((c) => now.chains.includes(c));
    // The token named from the draft ("sell 2" to a stop loss on "my sol") is the draft's order, its chain asked if unsaid.
    const drafted = text !== given;
    if (order.needs !== 'price' || !sameTrade || !(chain || ownChain || drafted) || readPriceTrigger(said) === undefined) return undefined;
    return automationRequest(chain ? `${text.trim().replace(/[.!]+$/, '')} on ${chain}` : text, context);
  }
  if (!sameTrade) return undefined;
  // The chain the draft named stays the order's when the answer names none.
  const chain = now.chains.length === 0 ? before.chains[0] : undefined;
  // "on base, buy cbBTC with usdc" to the chain of "buy $10 of Bitcoin": the draft's dollars stay the order's when the
  // answer says no amount of its own.
  const dollars = now.amounts.length === 0 ? /^\s*buy\s+(\$\d[\d,]*(?:\.\d+)?)\s+of\b/i.exec(order.trade)?.[1] : undefined;
  const sized = dollars ? said.replace(/\bbuy\s+(?!\$?\d)/i, `buy ${dollars} of `) : said;
  const trade = chain ? `${sized} on ${chain}` : sized;
  // "on base at a dollar fifty sell all of it" to a take profit: the price said with "at", its direction the order's own.
  const priced = order.needs === 'price' && (order.orderKind === 'stop' || order.orderKind === 'take') ? priceAnswer(trade, order) : undefined;
  if (priced) return completeOrder({ trade: priced.rest.replace(/\s+/g, ' ').trim(), price: priced.price }, context);
  // The price or time is still to come: the order keeps the trade said again and asks for it again, never a trade now.
  if (order.needs === 'price')
    return askOrder(
      `At what price should this ${orderLabel(order.orderKind)} run (${trade})? Say a price, like "below $2,400" or "at $0.004". Nothing is set up until then.`,
      { ...order, trade },
    );
  if (order.needs === 'time')
    return askOrder(`When should it run (${trade})? Say a time or a repetition, like "tomorrow at 9:00 UTC" or "every Monday". Nothing is set up until then.`, {
      ...order,
      trade,
    });
  return completeOrder({ ...order, trade }, context);
}

/** Bitcoin as a chain holds it: an order of "Bitcoin" restated with the token its chain has ("buy cbBTC on base") is the same trade. */
const wrappedBitcoin = new Set(['CBBTC', 'WBTC']);

/** "It is on ethereum. If price falls below …", "on ethereum. sell …": the chain said in a sentence before the trade, put after it. */
function chainFirst(answer: string): string {
  const said =
    /^\s*(?:(?:it'?s|it\s+is|its|this\s+is|that'?s|all|everything)\s+)?(?:on|in)\s+(?:the\s+)?([a-z]+)(?:\s+(?:chain|network))?\s*[.!;]\s+(?=\S)/i.exec(answer);
  const chain = said ? answerChains.get(said[1]!.toLowerCase()) : undefined;
  return said && chain
    ? `${answer
        .slice(said[0].length)
        .trim()
        .replace(/[.!]+$/, '')} on ${chain}`
    : answer;
}

/** "fifty", "a hundred", "twenty five", "two thousand": a count said in words, as voices say the amount of a holding. */
const spokenCount = (() => {
  const word = `(?:${[...Object.keys(units), ...Object.keys(tens)].join('|')})`;
  return String.raw`(?:a|${word}(?:[\s-]${word})?)(?:\s+(?:hundred|thousand|million))?(?:\s+(?:and\s+)?${word}(?:[\s-]${word})?)?`;
})();

/**
 * "if it drops under $12, sell all of it" to a stop loss on "my link on ethereum": the token the draft sells, named by
 * pronoun, said by name ("sell all my LINK", "sell 5 LINK"). Only a whole holding, an amount of it, or the same words as the draft ("sell it"); the
 * answer unchanged when it names a token of its own or the draft sells none.
 */
function pointedTrade(answer: string, trade: string): string {
  const sold = soldToken(trade);
  const facts = scanPrompt(answer);
  // A chain's name is no token of its own ("on ethereum. sell all of them …").
  if (!sold || facts.tokens.some((t) => !answerChains.has(facts.words[t.index] ?? ''))) return answer;
  const whole = /\b(sell|dump)\s+(?:all\s+(?:of\s+)?(?:it|them)|everything|it\s+all|them\s+all)\b/i;
  if (whole.test(answer)) return answer.replace(whole, `$1 all my ${sold}`);
  // "sell 5 of them", "sell half of it": that much of it.
  const part = new RegExp(String.raw`\b(sell|dump)\s+(\d[\d.,]*|half|${spokenCount})\s+(?:of|from)\s+(?:it|them)\b`, 'i');
  if (part.test(answer))
    return answer.replace(part, (_m, verb: string, much: string) => (much.toLowerCase() === 'half' ? `${verb} half of my ${sold}` : `${verb} ${much} ${sold}`));
  // "sell 2 if it goes under 130" to a stop loss on "my sol": a count with no token is a count of it.
  const count = new RegExp(String.raw`\b(sell|dump)\s+(\d[\d.,]*|${spokenCount})\b(?!\s*(?:%|percent|pct|dollars?|usd|bucks|k\b|of\b|worth\b))`, 'i');
  if (count.test(answer)) return answer.replace(count, `$1 $2 ${sold}`);
  const share = /\b(sell|dump)\s+(\d[\d.]*\s?%|half|a\s+(?:half|quarter|third))(?!\s*(?:of|from)\b)/i;
  if (share.test(answer)) return answer.replace(share, `$1 $2 of my ${sold}`);
  return answer.replace(/\b(sell|dump)\s+(?:it|them)\b(?!\s+(?:all|half|for\s+\d))/i, `$1 my ${sold}`);
}

/**
 * The answer to "should this limit order buy or sell ETH?": the order said again with its side and what else the
 * answer says ("buy with 500 USDC at $2,400 on base"), read like any order; asked again without a side.
 */
function sideAnswer(text: string, order: OrderDraft, context: Pick<ReadingContext, 'now' | 'readClause'>): Interpretation {
  const found = /\b(buy|sell)\b/i.exec(text);
  const protective = order.orderKind === 'stop' || order.orderKind === 'take';
  // A stop loss or take profit sells: its answer may say so or not ("2 eth for usdc at 2000 on base").
  if ((!found && !protective) || (found && /\b(?:buy|sell)\b/i.test(text.slice(found.index + found[0].length)))) return askSide(order);
  if (found && protective && found[1]!.toLowerCase() === 'buy') return askSide(order);
  const side = found ? found[1]!.toLowerCase() : 'sell';
  let rest = (found ? `${text.slice(0, found.index)} ${text.slice(found.index + found[0].length)}` : text).replace(/^[\s,.:;-]+/, '');
  if (protective) rest = rest.replace(/\b(?:at|@)\s+(?=\$?\d)/i, order.orderKind === 'stop' ? 'if it drops to ' : 'if it rises to ');
  // The token the order named comes first ("buy ETH with …"); a chain alone, last.
  const named = tokenWords.has(order.trade.split(' ')[0]!.toLowerCase());
  // "buy ETH with 200 USDC …" to a limit order for ETH: the token said again is that token, not a second one.
  if (named) {
    const again = new RegExp(
      `^\\$?${order.trade
        .split(' ')[0]!
        .replace(/^\$/, '')
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b\\s*`,
      'i',
    );
    rest = rest.replace(again, '');
  }
  const trade = named ? `${side} ${order.trade} ${rest}` : `${side} ${rest} ${order.trade}`;
  const label = order.orderKind === 'stop' ? 'stop loss' : order.orderKind === 'take' ? 'take profit' : 'limit';
  return automationRequest(protective ? trade.trim() : `${label} order to ${trade}`.trim(), context) ?? askSide(order);
}

/**
 * The answer to an order's question on the thread ("base", "with usdc", "$50", "below 2400", "every monday"):
 * the order completed with it (or the next question), never a trade now. A prompt that is a request of its own
 * (it has a verb of its own, or is an order by itself) is left to the ordinary reading: `undefined`.
 */
export function orderAnswer(given: string, context: Pick<ReadingContext, 'thread' | 'now' | 'readClause'>): Interpretation | undefined {
  const pending = pendingOrder(context.thread);
  if (!pending) return undefined;
  // "On 15 December 2026 at 14:00 UTC, please, using 500 USDC. It should happen only once.": the time asked for, said
  // to run once, which a time does.
  const text = pending.order.needs === 'time' ? withoutOnceRemark(given) : given;
  // "actually cancel the order", "nvm, forget it": the order being asked about, never one already set up.
  if (dropDraft.test(text)) return fail('CANCELLED', 'Cancelled; nothing was set up.');
  if (pending.order.needs === 'side') return sideAnswer(text, pending.order, context);
  // "50 USDC every Monday, beginning Monday 7 December 2026, until I ask you to stop." (held-out-32 work 30): the "stop"
  // or "cancel" of an open end is no verb of a request of its own.
  // ("when the price hits 0.000008", held-out-43 pasted: "price" is the watched price, no read of one.)
  const ended = text
    .replace(openEnd, ' ')
    .replace(
      /^(\s*(?:when|if|once|as\s+soon\s+as|whenever)\s+)(?:the\s+|its\s+)?price\s+(?=(?:hits|is|drops|falls|goes|gets|reaches|rises|dips|touches|comes)\b)/i,
      '$1it ',
    );
  if (verbs.test(ended)) return restatedTrade(text, pending, context);
  const facts = scanPrompt(ended);
  if (facts.no && !facts.yes) return fail('CANCELLED', 'Cancelled; nothing was set up.');
  // "1 000", "one oh five": an amount that reads two ways is never cut to a part of it (a daily buy of "1 000" was $1).
  const twoWays = facts.badAmount && /^\$?\d+ \d{3}$|^[a-z]+(?: [a-z]+)+$/.test(facts.badAmount) ? facts.badAmount : undefined;
  if (twoWays) {
    // The question asked before is asked again whole: what it asked ("how much should I spend") reads the next answer.
    const before = context.thread.at(-1)?.interpretation;
    const again = before?.kind === 'ask' ? before.question.replace(/^.*?Nothing is set up until then\.\s*(?=\S)/, '') : 'Nothing is set up until then.';
    return askOrder(`${badAmountMessage(twoWays).replace(/ Nothing was done\.$/, '')} ${again}`, pending.order, pending.awaiting);
  }
  // "on base sorry", "oops, base", "my bad: base, forgot to say": an apology for the field left out says nothing of it.
  const answer = orderWords(text)
    .replace(new RegExp(String.raw`^\s*(?:(?:ok(?:ay)?|sure|yes|yeah|please|pls|${apology})\b[\s,.!:;-]*)+`, 'i'), '')
    .replace(new RegExp(String.raw`(?:[\s,.!;-]*\b(?:please|pls|thanks|thank you|${apology}))*[\s.!]*$`, 'i'), '')
    .trim();
  const { order } = pending;
  if (pending.awaiting === 'confirm') {
    // "On Base there is no native BTC; the token there is cbBTC. Use cbBTC?": the yes names the token, and the order
    // is the one asked about with it.
    const standIn = withStandIn(order.trade);
    const agreed = facts.yes && !facts.no && facts.words.every((w) => yesWords.has(w) || courtesy.has(w) || w === standIn?.symbol.toLowerCase());
    if (standIn && agreed) return completeOrder({ ...order, trade: standIn.trade }, context);
    // A trade said as a question ("could you buy…?") asked for a yes: an order is set up only when it is said as one.
    return fail('AUTOMATION_INCOMPLETE', `Say the order as one request, like "${order.trade}" and when it runs. Nothing was set up.`);
  }
  // "make it $25 every Friday at 14:00 UTC" to a weekly order's amount: the schedule said in the answer replaces the one
  // before, and the order is asked back whole for a yes (it was dropped, and the order ran on the old one).
  const rescheduled = order.schedule && !order.needs ? readSchedule(answer, context.now) : undefined;
  if (rescheduled && 'kind' in rescheduled) return rescheduled;
  const trade = scanPrompt(order.trade);
  // "not 100", "100 usdc at 1900", "not base", "1c": what the answer says besides the field asked is never dropped.
  const left = answerLeftover(text, {
    ...(rescheduled ? { needs: 'time' } : order.needs ? { needs: order.needs } : {}),
    ...(pending.awaiting ? { awaiting: pending.awaiting } : {}),
    tradeChains: trade.chains,
    answerChains: facts.chains,
    amounts: trade.amounts.length > 0 ? facts.amounts.length : 0,
  });
  if (left) return left;
  if (rescheduled) {
    const done = completeOrder({ trade: mergeRest(order.trade, rescheduled.rest), schedule: rescheduled }, context);
    if (done.kind !== 'intent' || done.intent.kind !== 'automation-create') return done;
    // "every Friday at 14:00 UTC" to a weekly order: the same repetition, said more exactly, is the answer's.
    const before = order.schedule!.schedule as { intervalSeconds?: number };
    const now = rescheduled.schedule as { intervalSeconds?: number };
    if (before.intervalSeconds !== undefined && before.intervalSeconds === now.intervalSeconds) return done;
    return ask<AutomationCreateIntent>(
      `I read "${rescheduled.words}" in your answer in place of "${order.schedule!.words}": ${done.intent.description}. Set it up? (yes / no)`,
      { ...done.intent, awaiting: 'confirm' },
    );
  }
  if (order.needs === 'price') {
    const read = priceAnswer(answer, order);
    if (!read) return askOrder('What price? Say it in dollars, like "below $2,400" or "at $0.004". Nothing is set up until then.', order);
    return completeOrder({ trade: mergeRest(order.trade, read.rest), price: read.price }, context);
  }
  if (order.needs === 'time') {
    // "…a purchase of ETH on Base for 15 December 2026" → "At 09:00 UTC on that day, please, using 300 USDC.": the day
    // the order named and the time of day the answer gives are one moment, never today at that time (held-out-31 work 29).
    const dayed = timeOnDraftDay(order.trade, answer, context.now) ?? timeOnDraftWeekday(order.trade, answer, context.now);
    if (dayed) return completeOrder({ trade: mergeRest(dayed.trade, dayed.schedule.rest), schedule: dayed.schedule }, context);
    const schedule = readSchedule(answer, context.now);
    if (schedule && 'kind' in schedule) return schedule;
    if (!schedule)
      return askOrder('When should it run? Say a time or a repetition, like "tomorrow at 9:00 UTC" or "every Monday". Nothing is set up until then.', order);
    // "…for the middle of next month. Please do not buy anything today." → "On 15 December 2026 at 09:00 UTC, …": the
    // rough time the question asked about is the one the answer says exactly; read in its place, asked back for a yes.
    const rough = roughTime.exec(order.trade);
    const first = (schedule.schedule as { at?: Date; startAt?: Date }).at ?? (schedule.schedule as { startAt?: Date }).startAt;
    const today = first !== undefined && first.toISOString().slice(0, 10) === context.now.toISOString().slice(0, 10);
    if (!rough) return completeOrder({ trade: mergeRest(order.trade, schedule.rest), schedule }, context);
    const trade = order.trade
      .replace(roughTime, ' ')
      .replace(today ? /$^/ : notToday, '')
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.;])/g, '$1')
      .trim();
    const done = completeOrder({ trade: mergeRest(trade, schedule.rest), schedule }, context);
    if (done.kind !== 'intent' || done.intent.kind !== 'automation-create') return done;
    return ask<AutomationCreateIntent>(
      `I read "${schedule.words}" in your answer in place of "${rough[0].trim()}": ${done.intent.description}. Set it up? (yes / no)`,
      { ...done.intent, awaiting: 'confirm' },
    );
  }
  if (answer === '') return askOrder('What should I fill in? Nothing is set up until then.', order, pending.awaiting);
  // "5 million usdc" to "How much PEPE do you want to sell?": what it sells, or what it gets for it? Never picked.
  const sold = pending.awaiting === 'amount' ? soldToken(order.trade) : undefined;
  const said = sold ? scanPrompt(answer) : undefined;
  const of = said?.amounts[0]?.tokenIndex !== undefined ? said.tokens.find((t) => t.index === said.amounts[0]!.tokenIndex)?.key : undefined;
  if (sold && of && of !== sold)
    return askOrder(`How much ${sold} should it sell? Say it in ${sold}, like "2 ${sold}" or "all of it". Nothing is set up until then.`, order, 'amount');
  const { needs: _needs, ...draft } = order;
  const asked = context.thread.at(-1)?.interpretation;
  const spend = asked?.kind === 'ask' && /\bhow much should i spend on\b/i.test(asked.question);
  return completeOrder({ ...draft, trade: withAnswer(order.trade, answer, pending.awaiting, spend) }, context);
}

/** "on that day", "that same day", "on the day": the day named before, pointed at. */
const thatDay = /\b(?:on\s+)?(?:that|the\s+same|that\s+same|the\s+said)\s+(?:day|date)\b/gi;
const clockSaid = /\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\b\d{1,2}:\d{2}\b/i;

/**
 * The answer's time of day on the date the draft named ("for 15 December 2026"), when the answer says a time and no day
 * or repetition of its own; the trade without the date. undefined otherwise.
 */
/**
 * "can u schedule a buy for tmrw morning" → "on solana, 50 usdc of sol at 9am" (held-out-41, chat): the day the order
 * named without a clock ("tomorrow", "every monday", a part of the day with it) and the clock the answer gives are one
 * time; only an answer with a clock and no day of its own.
 */
function timeOnDraftWeekday(trade: string, answer: string, now: Date): ReturnType<typeof timeOnDraftDay> {
  if (
    !clockSaid.test(answer) ||
    /\b(?:every|each|daily|weekly|monthly|hourly|tomorrow|tmrw|today|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i.test(answer)
  )
    return undefined;
  const day = dayWithoutClock.exec(trade);
  if (!day) return undefined;
  const schedule = readSchedule(`${day[1]!.replace(/^tmrw?\b/i, 'tomorrow')} ${answer}`, now);
  if (!schedule || 'kind' in schedule) return undefined;
  const rest = trade
    .replace(day[0], ' ')
    .replace(/\b(?:for|on)\s*(?=[,.]|$)/i, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { trade: rest, schedule };
}

function timeOnDraftDay(
  trade: string,
  answer: string,
  now: Date,
): { trade: string; schedule: Extract<ReturnType<typeof readSchedule>, { rest: string }> } | undefined {
  if (!clockSaid.test(answer) || /\b(?:every|each|daily|weekly|monthly|hourly|tomorrow|today|tonight)\b/i.test(answer)) return undefined;
  const own = answer.replace(thatDay, ' ');
  if (readDate(own, now) !== undefined) return undefined;
  const day = readDate(trade, now);
  if (!day || !('match' in day)) return undefined;
  const schedule = readSchedule(`${day.match[0]} ${own}`, now);
  if (!schedule || 'kind' in schedule || (schedule.schedule as { at?: Date }).at === undefined) return undefined;
  const rest = trade
    .replace(day.match[0], ' ')
    .replace(/\b(?:for|on)\s*(?=[,.]|$)/i, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { trade: rest, schedule };
}
