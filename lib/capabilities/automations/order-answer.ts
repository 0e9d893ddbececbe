import { fail, type AwaitedField, type Reading, type ThreadTurnOf } from '../../language/reading.ts';
import { scanPrompt } from '../../language/scan-prompt.ts';
import type { ReadingContext } from '../capability.ts';
import { askOrder, completeOrder, type OrderDraft, type OrderPending } from './automation-request.ts';
import type { AutomationCancelIntent, AutomationCreateIntent, AutomationListIntent } from './intent.ts';
import { orderWords } from './order-words.ts';
import { priceText, readPriceTrigger, type PriceCondition } from './read-price-trigger.ts';
import { readSchedule } from './read-schedule.ts';

type Interpretation = Reading<AutomationCreateIntent | AutomationListIntent | AutomationCancelIntent>;

const verbs = /\b(?:buy|sell|swap|send|transfer|trade|convert|exchange|dca|cancel|stop|show|list|price|balance)\b/i;

/** An answer that drops the order being asked about, naming no other. */
const dropDraft =
  /^\W*(?:(?:actually|nvm|never\s*mind|no|nah|ok(?:ay)?|fine|please|pls|just)\W+)*(?:cancel|stop|scrap|forget|drop|skip)(?:\s+(?:the|this|that|my))?(?:\s+(?:order|one|it|that|this|request))?(?:\s+(?:please|pls|then))?\W*$/i;

/** The order a thread's last question was about, if it was one. */
function pendingOrder(thread: readonly ThreadTurnOf<{ readonly kind: string }>[]): OrderPending | undefined {
  const previous = thread.at(-1)?.interpretation;
  if (previous?.kind !== 'ask' || previous.pending.kind !== 'automation-create') return undefined;
  const pending = previous.pending as OrderPending;
  return pending.order?.trade !== undefined ? pending : undefined;
}

/** The trade's words with the answer to `awaiting` put where the trade reader looks for it. */
function withAnswer(trade: string, answer: string, awaiting: AwaitedField | undefined): string {
  if (awaiting === 'chain') return `${trade} ${/^(?:on|in|via)\b/i.test(answer) ? answer : `on ${answer}`}`;
  if (awaiting === 'tokenIn') return `${trade} ${/^(?:with|using|paying|pay)\b/i.test(answer) ? answer : `with ${answer}`}`;
  if (awaiting === 'tokenOut') return `${trade} ${/^(?:for|into|to)\b/i.test(answer) ? answer : `for ${answer}`}`;
  if (awaiting === 'to') return `${trade} ${/^to\b/i.test(answer) ? answer : `to ${answer}`}`;
  if (awaiting === 'amount') {
    const facts = scanPrompt(answer);
    // "$10 on base", "fifty usdc on ethereum": the chain said beside the amount is the order's too.
    const chain = facts.chains[0];
    const on = chain && scanPrompt(trade).chains.length === 0 ? ` on ${chain}` : '';
    const amount = facts.amounts[0];
    const token = amount?.tokenIndex !== undefined ? facts.tokens.find((t) => t.index === amount.tokenIndex)?.key : undefined;
    const verb = /\b(?:buy|sell|swap|send|transfer|convert|exchange)\b/i.exec(trade);
    if (amount?.amount.kind === 'usd' && verb) {
      const at = verb.index + verb[0].length;
      return `${trade.slice(0, at)} $${amount.amount.value} of${trade.slice(at)}${on}`;
    }
    // "50 usdc": before that token where the trade names it ("buy eth with usdc" → "with 50 usdc"), else paid with it.
    if (token && amount?.amount.kind === 'exact') {
      const named = new RegExp(`\\$?\\b${token}\\b`, 'i').exec(trade);
      if (named) return `${trade.slice(0, named.index)}${amount.amount.value} ${trade.slice(named.index)}${on}`;
      return `${trade} with ${amount.amount.value} ${token}${on}`;
    }
  }
  return `${trade} ${answer}`;
}

/** A price order's price from its answer: "below 2400", "$0.004", "at 1.5k". */
function priceAnswer(answer: string, order: OrderDraft): PriceCondition | undefined {
  const value = priceText(answer);
  if (!value || /%/.test(answer)) return undefined;
  const down = /\b(?:below|under|drops?|falls?|dips?|less|lower)\b/i.test(answer);
  const up = /\b(?:above|over|rises?|higher|more|pumps?)\b/i.test(answer);
  if (down && up) return undefined;
  const direction = down ? 'below' : up ? 'above' : order.orderKind === 'stop' ? 'below' : order.orderKind === 'take' ? 'above' : 'by-side';
  return {
    direction,
    priceUsd: value,
    words: `${order.orderKind === 'stop' ? 'stop loss' : order.orderKind === 'take' ? 'take profit' : 'limit'} at $${value}`,
    rest: '',
  };
}

/**
 * An answer that says the order's trade again in full ("ethereum, sell 5 link for usdc" to a stop loss's "how much
 * LINK?"): the order with that trade and its own trigger, when the answer has the draft's verb and every token the
 * draft named, and no trigger of its own; anything else is a request of its own (`undefined`).
 */
function restatedTrade(text: string, pending: OrderPending, context: Pick<ReadingContext, 'now' | 'readClause'>): Interpretation | undefined {
  const { order } = pending;
  if (pending.awaiting === 'confirm' || order.needs || !(order.price || order.schedule)) return undefined;
  const said = orderWords(text)
    .replace(/[\s.!]*(?:please|pls|thanks|thank you)?[\s.!]*$/i, '')
    .trim();
  // "…, now", "instead": a trade asked for now is a request of its own; so is one with a trigger of its own.
  if (/\b(?:now|immediately|instead|asap)\b/i.test(said)) return undefined;
  if (readPriceTrigger(said) !== undefined || readSchedule(said, context.now) !== undefined) return undefined;
  const verb = (words: string) => /\b(buy|sell|swap|send|transfer)\b/i.exec(words)?.[1]?.toLowerCase();
  const before = scanPrompt(order.trade);
  const now = scanPrompt(said);
  if (!verb(said) || verb(said) !== verb(order.trade) || now.actions.length !== 1) return undefined;
  if (!before.tokens.every((t) => now.tokens.some((u) => u.key === t.key))) return undefined;
  return completeOrder({ ...order, trade: said }, context);
}

/**
 * The answer to an order's question on the thread ("base", "with usdc", "$50", "below 2400", "every monday"):
 * the order completed with it (or the next question), never a trade now. A prompt that is a request of its own
 * (it has a verb of its own, or is an order by itself) is left to the ordinary reading: `undefined`.
 */
export function orderAnswer(text: string, context: Pick<ReadingContext, 'thread' | 'now' | 'readClause'>): Interpretation | undefined {
  const pending = pendingOrder(context.thread);
  if (!pending) return undefined;
  // "actually cancel the order", "nvm, forget it": the order being asked about, never one already set up.
  if (dropDraft.test(text)) return fail('CANCELLED', 'Cancelled; nothing was set up.');
  if (verbs.test(text)) return restatedTrade(text, pending, context);
  const facts = scanPrompt(text);
  if (facts.no && !facts.yes) return fail('CANCELLED', 'Cancelled; nothing was set up.');
  const answer = orderWords(text)
    .replace(/^\s*(?:ok(?:ay)?|sure|yes|yeah|please|pls)\b[\s,]*/i, '')
    .replace(/[\s.!]*(?:please|pls|thanks|thank you)?[\s.!]*$/i, '')
    .trim();
  const { order } = pending;
  // A trade said as a question ("could you buy…?") asked for a yes: an order is set up only when it is said as one.
  if (pending.awaiting === 'confirm')
    return fail('AUTOMATION_INCOMPLETE', `Say the order as one request, like "${order.trade}" and when it runs. Nothing was set up.`);
  if (order.needs === 'price') {
    const price = priceAnswer(answer, order);
    if (!price) return askOrder('What price? Say it in dollars, like "below $2,400" or "at $0.004". Nothing is set up until then.', order);
    return completeOrder({ trade: order.trade, price }, context);
  }
  if (order.needs === 'time') {
    const schedule = readSchedule(answer, context.now);
    if (schedule && 'kind' in schedule) return schedule;
    if (!schedule)
      return askOrder('When should it run? Say a time or a repetition, like "tomorrow at 9:00 UTC" or "every Monday". Nothing is set up until then.', order);
    return completeOrder({ trade: order.trade, schedule }, context);
  }
  if (answer === '') return askOrder('What should I fill in? Nothing is set up until then.', order, pending.awaiting);
  const { needs: _needs, ...draft } = order;
  return completeOrder({ ...draft, trade: withAnswer(order.trade, answer, pending.awaiting) }, context);
}
