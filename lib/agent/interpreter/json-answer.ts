import { tokenWords } from '../../language/token-registry.ts';
import { isoStampWords } from '../../capabilities/automations/schedule-words.ts';
import { fieldNames, isTag, jsonFields, type Pair } from './structured-fields.ts';
import { amountInNames } from './structured-money.ts';
import { expandedPairs } from './structured-pairs.ts';

/**
 * A bot's answer to a question, sent as JSON of one field (`{"chain":"ethereum"}` after "Which chain should I send
 * USDT on?"): the field as the `chain=ethereum` a reply may write, for the follow-up to read against what was asked.
 * `undefined` for anything else: no JSON, several fields, a nested value, or an action (a request of its own).
 */
export function jsonAnswer(prompt: string, asked?: { kind: string; pending?: unknown }): string | undefined {
  const pending = asked?.kind === 'ask' && typeof asked.pending === 'object' && asked.pending !== null ? (asked.pending as Record<string, unknown>) : {};
  // `{"amount_in":"15","pay":"USDC"}` after "How much USDC should I spend on WIF?": a field saying again what the
  // question already holds (the same token paid, bought or the same chain) is no second answer.
  // `{"spend_asset":"USDC","spend_amount":"90"}`: a compound name is read by its words' roles, as a line of fields is.
  const given = jsonFields(prompt);
  // (`{"chain":"ethereum","memo":"payout #8812"}`, held-out-34 bot: the bot's own bookkeeping beside the answer is set
  // aside, as beside a request; a note that words anything of its own is not, and leaves the answer unread.)
  const expanded = given === undefined ? undefined : expandedPairs(given.filter(({ key, value }) => fieldNames[key] !== undefined || !isTag(key, value)));
  const pairs = (Array.isArray(expanded) ? expanded : undefined)?.filter(({ key, value }, _, all) => {
    const slot = restated[fieldNames[key.toLowerCase()] ?? ''];
    const held = slot === undefined ? undefined : pending[slot];
    return !(all.length > 1 && typeof held === 'string' && held.toLowerCase() === value.trim().replace(/^\$/, '').toLowerCase());
  });
  if (pairs?.length === 2) return amountWithToken(pairs, pending);
  if (pairs?.length !== 1) return undefined;
  const { key, value } = pairs[0]!;
  const field = fieldNames[key.toLowerCase()];
  if (field === undefined || field === 'action' || !/^[\w .$%-]+$/.test(value)) return undefined;
  // `{"amount_in":"15"}`: an amount paid, or one with no side, answers as the number alone would; in dollars, with
  // its sign. An exact amount received is left as written (a question of the amount paid is no place for it).
  const bare = /^\s*\d+(?:\.\d+)?\s*$/.test(value);
  if (bare && (field === 'amount' || (amountInNames as readonly string[]).includes(key.toLowerCase()))) return value.trim();
  if (bare && field === 'usd') return `$${value.trim()}`;
  return `${key}=${value}`;
}

/**
 * `{"spend_asset":"USDC","spend_amount":"90"}` after "How much should I spend on LINK?" (held-out-27): an amount (paid,
 * or with no side) and the token it counts, as the words "90 USDC" answer; the follow-up reads the token against the
 * request. Any other two fields (two amounts, a token bought, a word for an amount, a token paid other than the one
 * asked about) are no answer here.
 */
function amountWithToken(pairs: Pair[], pending: Record<string, unknown>): string | undefined {
  const amount = pairs.find(
    ({ key, value }) => (fieldNames[key] === 'amount' || (amountInNames as readonly string[]).includes(key)) && /^\s*\d+(?:\.\d+)?\s*$/.test(value),
  );
  const token = pairs.find(({ key }) => fieldNames[key] === 'tokenIn' || fieldNames[key] === 'token');
  const symbol = token?.value.trim().replace(/^\$/, '');
  if (amount === undefined || symbol === undefined || !tokenWords.has(symbol.toLowerCase())) return undefined;
  // A token other than the one the question already holds answers nothing (the request is refused as written).
  const held = [pending.tokenIn, pending.token].find((t): t is string => typeof t === 'string');
  if (held !== undefined && held.toLowerCase() !== symbol.toLowerCase()) return undefined;
  return `${amount.value.trim()} ${symbol}`;
}

/** The fields of a question's pending request an answer may say again (see `jsonAnswer`). */
const restated: Record<string, string> = { tokenIn: 'tokenIn', tokenOut: 'tokenOut', chain: 'chain', token: 'token' };

/** A YAML block headed by a kind of order over one indented field: `tp:\n  trigger_usd: 0.00003`. Group 1: the field. */
const orderHeaded = /^\s*(?:tp\d?|sl|take_?profits?|stop_?loss(?:es)?|stop|limit(?:_?order)?|order)\s*:\s*\n[ \t]+([a-z][a-z_]*[ \t]*:[ \t]*[^\n]+?)\s*$/i;

/**
 * `trigger_price=11`, `{"trigger_price":"11"}` after "At what price should this stop loss run?": the price field answers
 * the price asked, as the number alone does. Only after an order's question for its price: after any other question a
 * price is no answer (never the amount of a transfer), and is read as written.
 */
export function priceFieldAnswer(prompt: string, asked: { kind: string; pending?: unknown } | undefined): string | undefined {
  const pending = asked?.kind === 'ask' ? (asked.pending as { kind?: string; order?: { needs?: string } } | undefined) : undefined;
  if (pending?.kind !== 'automation-create' || pending.order?.needs !== 'price') return undefined;
  // (`limit_order.update trigger_price=2600`: the order's own update command before the field says no more than the field;
  // `tp:` over an indented `trigger_usd: 0.00003`, held-out-34 bot 68: the order's own header over it neither.)
  const field = orderHeaded.exec(prompt)?.[1] ?? prompt.replace(orderUpdate, '');
  const m = /^\s*([a-z][a-z_]*)\s*[=:]\s*(\$?\d[\d,]*(?:\.\d+)?)\s*$/i.exec(field);
  if (m) return fieldNames[m[1]!.toLowerCase()] === 'price' ? m[2] : undefined;
  // `{"trigger_price":120,"receive":"USDC"}`: the price, and the token the sale is for, as "120, for USDC" says them.
  const pairs = jsonFields(prompt);
  if (pairs?.length !== 2) return undefined;
  const price = pairs.find(({ key, value }) => fieldNames[key] === 'price' && /^\$?\d[\d,]*(?:\.\d+)?$/.test(value.trim()));
  const token = pairs.find(({ key, value }) => fieldNames[key] === 'tokenOut' && /^\$?[a-z][a-z0-9]*$/i.test(value.trim()));
  return price && token ? `${price.value.trim()}, for ${token.value.trim()}` : undefined;
}

/**
 * `{"run_at":"2026-12-01T00:00:00Z"}`, `at=tomorrow 15:00 UTC`, `delay=2h` after an order's question for its time
 * (held-out-27's `schedule_buy`): the time field answers it as its words do ("2026-12-01T00:00:00Z", "in 2h"), for the
 * order's reader to read. Only one field, a time's or a delay's, and only after that question; `undefined` else.
 */
export function timeFieldAnswer(prompt: string, asked: { kind: string; pending?: unknown } | undefined): string | undefined {
  const pending = asked?.kind === 'ask' ? (asked.pending as { kind?: string; order?: { needs?: string } } | undefined) : undefined;
  if (pending?.kind !== 'automation-create' || pending.order?.needs !== 'time') return undefined;
  // `2026-12-01T00:00:00Z` alone: the stamp is the whole answer.
  if (wholeStamp.test(prompt)) return stampWords(prompt.trim());
  const json = jsonFields(prompt);
  const line = /^\s*([a-z][a-z_]*)\s*[=:]\s*"?([^"=\n]+?)"?\s*$/i.exec(prompt);
  const [key, value] = json ? (json.length === 1 ? [json[0]!.key, json[0]!.value] : []) : line ? [line[1]!, line[2]!] : [];
  if (key === undefined || value === undefined) return undefined;
  const field = fieldNames[key.toLowerCase()];
  if (field === 'at' && value.trim() !== '') return stampWords(value.trim());
  if (field === 'delay' && /^\d+\s*(?:m|min|mins|minutes?|h|hr|hrs|hours?|d|days?)$/i.test(value.trim())) return `in ${value.trim()}`;
  return undefined;
}

const wholeStamp = /^\s*\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?\s*$/i;

/** A machine's stamp in a time answer as its words (`on 2026-12-01 at 00:00 UTC`); a stamp to the second is left as written, refused by the schedule reader. */
const stampWords = (value: string): string => {
  const words = isoStampWords(value);
  return typeof words === 'string' ? words : value;
};

/** `limit_order.update`, `order set`, `stop_loss.edit`: a bot's command that updates the order being asked about. */
const orderUpdate =
  /^\s*\/?(?:limit[_-]?order|order|stop[_-]?loss|take[_-]?profit|tp|sl|automation|trigger)s?[._\s](?:update|set|edit|modify|amend|patch)\s+(?=[a-z])/i;

/** `12:00UTC`, `09:30 UTC`, `9am`: a time of day alone. */
const timeOfDay = /^\s*(?:[01]?\d|2[0-3])(?::[0-5]\d)?\s*(?:am|pm)?\s*(?:utc|z|gmt)?\s*$/i;

/** `count=7` beside a schedule: how many times it runs (elsewhere `count` is how many a ranking shows). */
const runsNames = new Set(['count', 'times']);

/**
 * `amount=20 every=24h count=7` after "When should it run and how much each time?": the fields answer the order's
 * question as the words "20 every 24 hours, 7 times" do, for the order's reader to read against the order (a bare
 * amount is asked which token it counts, as said in words). Only the amount, the schedule and its count, each once,
 * and only after an order's question for its time; `undefined` for anything else.
 */
export function scheduleFieldsAnswer(prompt: string, asked: { kind: string; pending?: unknown } | undefined): string | undefined {
  const pending = asked?.kind === 'ask' ? (asked.pending as { kind?: string; order?: { needs?: string } } | undefined) : undefined;
  if (pending?.kind !== 'automation-create' || pending.order?.needs !== 'time') return undefined;
  const pairs = [...prompt.matchAll(/([a-z][a-z_]*)\s*=\s*("[^"]*"|\S+)/gi)];
  if (pairs.length === 0 || prompt.replace(/([a-z][a-z_]*)\s*=\s*("[^"]*"|\S+)/gi, '').trim() !== '') return undefined;
  const said: Record<'amount' | 'schedule' | 'runs' | 'at', string | undefined> = { amount: undefined, schedule: undefined, runs: undefined, at: undefined };
  for (const [, key, raw] of pairs) {
    const name = key!.toLowerCase();
    const value = raw!.replace(/^"|"$/g, '').trim();
    const field = runsNames.has(name) ? 'runs' : fieldNames[name];
    // `time=12:00UTC` beside the repetition: the time of day each run is made (a date or anything more is no answer here).
    const slot =
      field === 'amount' || field === 'usd'
        ? 'amount'
        : field === 'schedule' || field === 'runs'
          ? field
          : field === 'at' && timeOfDay.test(value)
            ? 'at'
            : undefined;
    if (slot === undefined || said[slot] !== undefined) return undefined;
    if (slot === 'amount' && !/^\d+(?:\.\d+)?(?:\s*[a-z]+)?$/i.test(value)) return undefined;
    if (slot === 'runs' && !/^[1-9]\d{0,3}$/.test(value)) return undefined;
    said[slot] = slot === 'amount' && field === 'usd' ? `$${value}` : value;
  }
  if (said.schedule === undefined) return undefined;
  const interval = /^(\d+)\s*(m|min|mins|h|hr|hrs|d|w|wk)$/i.exec(said.schedule);
  const units: Record<string, string> = {
    m: 'minutes',
    min: 'minutes',
    mins: 'minutes',
    h: 'hours',
    hr: 'hours',
    hrs: 'hours',
    d: 'days',
    w: 'weeks',
    wk: 'weeks',
  };
  const every = interval
    ? `every ${interval[1]} ${units[interval[2]!.toLowerCase()]}`
    : /^(?:every\b|daily$|weekly$|hourly$|monthly$)/i.test(said.schedule)
      ? said.schedule
      : `every ${said.schedule}`;
  if (said.at !== undefined && /\bat\b|\d/.test(every)) return undefined;
  const at = said.at === undefined ? '' : ` at ${said.at.replace(/(\d)(utc|z|gmt)$/i, '$1 $2')}`;
  return [said.amount, every + at].filter(Boolean).join(' ') + (said.runs === undefined ? '' : `, ${said.runs} times`);
}
