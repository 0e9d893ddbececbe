import {
  AutomationActionSchema,
  AutomationCreateIntentSchema,
  type AutomationAction,
  type AutomationCancelIntent,
  type AutomationCreateIntent,
  type AutomationListIntent,
  type AutomationTrigger,
} from './intent.ts';
import type { ChainName } from '../../chains/chains.ts';
import { automationManagement } from './automation-management.ts';
import { fail, type AnyIntent, type Reading } from '../../language/reading.ts';
import type { ReadingContext } from '../capability.ts';

type Interpretation = Reading<AutomationCreateIntent | AutomationListIntent | AutomationCancelIntent>;
import { readPriceTrigger, type PriceCondition } from './read-price-trigger.ts';
import { every, readSchedule, type ScheduleReading } from './read-schedule.ts';
import { chainLabels, chainsWith, symbolOn } from '../../language/token-registry.ts';

const stablecoins = new Set(['USDC', 'USDT', 'DAI', 'USDBC', 'USDS', 'PYUSD', 'FDUSD', 'USDE', 'EURC']);
const trades = /\b(?:buy|buys|sell|swap|send|transfer|trade|convert|exchange|dca|ape|spread|split|stop[\s-]?loss|take[\s-]?profits?|limit)\b/i;
const example = '"buy $50 of DEGEN on base if it drops below $0.004"';

/**
 * A prompt that manages automations, or sets one up: a trade (a complete
 * swap or transfer, read by the ordinary interpreter from the prompt with
 * its trigger words removed) and when it runs (a price, a time, a
 * repetition, a split). `undefined` when the prompt is neither, so the
 * ordinary reading goes on (whose guard still refuses timed words it finds).
 *
 * An automation never asks: a follow-up answer would run the trade at once.
 * So a trade that lacks a chain, an amount or a recipient fails with the
 * question, asking for the whole order in one prompt (AUTOMATION_INCOMPLETE).
 * Reads ("tell me the eth price every hour") are refused.
 */
export function automationRequest(text: string, context: Pick<ReadingContext, 'now' | 'readClause'>): Interpretation | undefined {
  const { now } = context;
  const managed = automationManagement(text);
  if (managed) return managed;
  // "if eth hits 5k I'll be rich. anyway send 0.01 eth…": a condition in a sentence with no trade is context.
  const sentences = text.split(/(?<=[.!?…])\s+(?=\S)|\n+/);
  const triggered = sentences.find((s) => readPriceTrigger(s) !== undefined || readSchedule(s, now) !== undefined);
  if (sentences.length > 1 && triggered !== undefined && !trades.test(triggered)) return undefined;
  const price = readPriceTrigger(text);
  if (price && 'kind' in price) return price;
  const schedule = readSchedule(price ? price.rest : text, now);
  if (schedule && 'kind' in schedule) return schedule;
  if (!price && !schedule) return undefined;
  if (price && schedule) return fail('AUTOMATION_UNSUPPORTED', 'One trigger per automation: a price or a time, not both. Nothing was set up.');
  let rest = tidy(dcaAsBuy((price ?? schedule)!.rest));
  // "if degen drops below $0.004 buy $50 of it on base": "it" is the token the condition names.
  if (price?.token) rest = rest.replace(/\b(of|into|in|my)\s+it\b/i, `$1 ${price.token}`);
  // The trade on its own, read like any prompt (several sentences included).
  const action: Reading<AnyIntent> = context.readClause(rest);
  if (action.kind === 'ask') {
    return fail(
      'AUTOMATION_INCOMPLETE',
      `${action.question} An automation needs the whole trade in one prompt (chain, amount, and the recipient of a send), like ${example}. Nothing was set up.`,
    );
  }
  if (action.kind === 'fail' && action.code === 'UNRECOGNIZED') {
    return fail(
      'AUTOMATION_UNSUPPORTED',
      `I can make a swap or a transfer wait for a price or a time, not an alert or a read, and I could not read a trade here. For example: ${example}. Nothing was set up.`,
    );
  }
  // A launched-token candidate is a trade to run now: never the action of an automation (which would then run at once).
  if (action.kind === 'fail') return fail(action.code, action.message);
  const parsedAction = AutomationActionSchema.safeParse(action.intent);
  if (!parsedAction.success) {
    return fail(
      'AUTOMATION_UNSUPPORTED',
      `Only swaps and transfers can wait for a price or a time; a ${action.intent.kind} is read when you ask. Nothing was set up.`,
    );
  }
  const intent = parsedAction.data;
  const notes = [...(action.notes ?? [])];
  let trigger: AutomationTrigger;
  let actionIntent: AutomationAction = intent;
  let when: string;
  if (price) {
    const watched = priceTrigger(price, intent, rest);
    if ('kind' in watched && watched.kind === 'fail') return watched;
    trigger = watched as AutomationTrigger;
    when = price.words;
  } else {
    const reading = schedule as ScheduleReading;
    const s = reading.schedule;
    when = reading.words;
    if (reading.utcAssumed) notes.push('Times are UTC: no time zone was given.');
    if (s.type === 'at') trigger = { type: 'at', at: s.at.toISOString() };
    else {
      trigger = {
        type: 'every',
        intervalSeconds: s.intervalSeconds,
        startAt: s.startAt.toISOString(),
        ...(s.type === 'spread' || s.count !== undefined ? { count: s.count } : {}),
        ...(s.type === 'every' && s.endAt ? { endAt: s.endAt.toISOString() } : {}),
      };
    }
    if (s.type === 'spread') {
      const part = split(intent.amount, s.count);
      if ('kind' in part && part.kind === 'fail') return part;
      actionIntent = { ...intent, amount: part as AutomationAction['amount'] } as AutomationAction;
      notes.push(`Split into ${s.count} equal parts of ${describe(part as AutomationAction['amount'])}, one every ${every(s.intervalSeconds)}, the first now.`);
    }
  }
  if (trigger.type === 'every' && trigger.count === undefined && trigger.endAt === undefined) {
    return fail(
      'AUTOMATION_INCOMPLETE',
      'Say when the repetition ends: a count ("for 30 days", "10 times") or a date ("until 2026-12-31"). Nothing was set up.',
    );
  }
  const parsed = AutomationCreateIntentSchema.safeParse({ kind: 'automation-create', action: actionIntent, trigger, description: `${rest}, ${when}` });
  if (!parsed.success)
    return fail('INTERPRETER_ERROR', `I could not build a valid automation (${parsed.error.issues[0]?.message ?? 'invalid'}). Nothing was set up.`);
  return { kind: 'intent', intent: parsed.data, ...(notes.length > 0 ? { notes } : {}) };
}

/** "dca $50 into sol", "spread $120 of eth buys": a buy said without the verb. */
function dcaAsBuy(rest: string): string {
  const buying = /\b(?:dca|dollar[\s-]cost[\s-]average|buys|purchases)\b/i;
  if (!buying.test(rest)) return rest;
  const text = rest.replace(/\b(?:dca|dollar[\s-]cost[\s-]average)\b/gi, ' ').replace(/\b(?:buys|purchases)\b/gi, ' ');
  return /\b(?:buy|sell|swap|send|transfer|trade|convert|exchange|get|ape)\b/i.test(text) ? text : `buy ${text}`;
}

/** The trade's words as the person wrote them, without the trigger's leftovers. */
function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;!?])/g, '$1')
    .replace(/^[\s,.;:!?-]*(?:(?:then|and|please|pls|just|,)\s+)*/i, '')
    .replace(/(?:[\s,;:-]+(?:then|and|please|pls|,))*[\s,.;:!?-]*$/i, '')
    .replace(/,\s*,/g, ',')
    .trim();
}

/** The token a price trigger watches: the one named in the condition, or the one traded ("it"). */
function priceTrigger(price: PriceCondition, intent: AutomationAction, rest: string): AutomationTrigger | Interpretation {
  const chain: ChainName = intent.chain;
  const buys = /\b(?:buy|ape|get)\b/i.test(rest);
  const [subject, other] =
    intent.kind === 'transfer' ? [intent.token, intent.token] : buys ? [intent.tokenOut, intent.tokenIn] : [intent.tokenIn, intent.tokenOut];
  const traded = stablecoins.has(subject.toUpperCase()) && !stablecoins.has(other.toUpperCase()) ? other : subject;
  let token = traded;
  if (price.token) {
    const symbol = symbolOn(price.token.toUpperCase(), chain);
    if (!symbol) {
      const where = chainsWith(price.token.toUpperCase());
      return fail(
        'TOKEN_NOT_ON_CHAIN',
        `The trigger watches ${price.token.toUpperCase()}, which is not on ${chainLabels[chain]} where the trade happens${where.length > 0 ? ` (it is on ${where.join(', ')})` : ''}. Nothing was set up.`,
      );
    }
    token = symbol;
  } else if (stablecoins.has(traded.toUpperCase()) && intent.kind === 'swap') {
    return fail(
      'AUTOMATION_AMBIGUOUS',
      `Both sides of that trade are dollar tokens: name the token whose price to watch ("if ETH drops below 2500"). Nothing was set up.`,
    );
  }
  const direction = price.direction === 'by-side' ? (buys ? 'below' : 'above') : price.direction;
  return {
    type: 'price',
    token,
    chain,
    direction,
    ...(price.priceUsd !== undefined ? { priceUsd: price.priceUsd } : {}),
    ...(price.percent !== undefined ? { percent: price.percent } : {}),
  };
}

/** One of `count` equal parts of an amount, rounded down (to the cent for dollars); a share of a balance is not split. */
function split(amount: AutomationAction['amount'], count: number): AutomationAction['amount'] | Interpretation {
  if (amount.kind === 'fraction')
    return fail(
      'AUTOMATION_UNSUPPORTED',
      'A share of a balance cannot be split into equal parts (the balance changes): say an amount ("$120 of eth"). Nothing was set up.',
    );
  const places = amount.kind === 'usd' ? 2 : 18;
  const [whole = '0', frac = ''] = amount.value.split('.');
  const units = BigInt(`${whole}${frac.padEnd(places, '0').slice(0, places)}`) / BigInt(count);
  if (units === 0n) return fail('AUTOMATION_UNSUPPORTED', `${amount.value} is too small to split into ${count} parts. Nothing was set up.`);
  const text = units.toString().padStart(places + 1, '0');
  const value = `${text.slice(0, -places)}.${text.slice(-places)}`.replace(/\.?0+$/, '');
  return { kind: amount.kind, value };
}

const describe = (amount: AutomationAction['amount']): string =>
  amount.kind === 'usd' ? `$${amount.value}` : amount.kind === 'exact' ? amount.value : `${amount.value * 100}%`;
