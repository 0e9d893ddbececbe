import { isoStampWords } from '../../capabilities/automations/schedule-words.ts';
import { fail, type Interpretation } from './intent.ts';
import { verbs } from '../../language/lexicon.ts';
import { isUsdPegged, tokenWords } from '../../language/token-registry.ts';
import { slippageText, tradeText } from '../../capabilities/structured-forms.ts';
import type { Field, Pair } from './structured-fields.ts';
import { amountInNames } from './structured-money.ts';

/**
 * The orders a bot sends as fields (structured-orders.ts reads the fields): the trade an order makes and what it
 * waits for (a price, a time, a schedule), as the sentence the automations' reader knows.
 */

/** What a bot's request is, by its action: an order of one kind, a trade that waits, or a request that is no trade. */
export type Family = 'limit' | 'stop' | 'takeProfit' | 'recurring' | 'timed' | 'trade' | 'launch' | 'fees' | 'claim' | 'check' | 'batch' | 'cancel';

/** The fields of a trade, which every order has. */
export const tradeFields: Field[] = [
  'action',
  'chain',
  'tokenIn',
  'tokenOut',
  'token',
  'base',
  'quote',
  'amount',
  'amountOut',
  'usd',
  'side',
  'slippage',
  'slippageBps',
  'toEither',
  'quoteAmount',
  'baseAmount',
];
/** Each family as a message names it. */
export const described: Record<Family, string> = {
  limit: 'a limit order',
  stop: 'a stop-loss order',
  takeProfit: 'a take-profit order',
  recurring: 'a recurring order',
  timed: 'a scheduled order',
  trade: 'a trade',
  launch: 'a token launch',
  fees: 'a creator-fee read',
  claim: 'a creator-fee claim',
  check: 'a holdings check',
  batch: 'a batch of transfers',
  cancel: 'an order cancel',
};

/** The fields read so far, each as written (its name and how it compares are kept for messages and triggers). */
export type Values = Partial<Record<Field, Pair>>;

/** An API's name for an action, as one word: `GET creator_fees` → `creator_fees`, `get_price` → `price`. */
export const actionWord = (name: string): string =>
  name
    .toLowerCase()
    .replace(/^\//, '')
    .replace(/\//g, '_')
    .replace(/^(?:get|fetch|show|list|do|run|execute)[_-](?=[a-z])/, '')
    .replace(/-/g, '_');

/** `3 SOL`, `1000USDC`, `$50`, `0.5`, `all`: an amount and the token (or `usd`) it is counted in. */
function quantity(value: string): { amount: string; unit?: string } | undefined {
  const m = /^\s*(\$)?\s*(\d+(?:\.\d+)?|all|max)\s*(\$?[a-z][a-z0-9]*)?\s*$/i.exec(value);
  if (!m) return undefined;
  const unit = m[1]
    ? 'usd'
    : m[3]
        ?.replace(/^\$/, '')
        .toLowerCase()
        .replace(/^(?:dollars?|usd)$/, 'usd');
  return { amount: m[2]!.toLowerCase(), ...(unit ? { unit } : {}) };
}

/** A token field's value: `ETH`, or `3 SOL` (an amount of it). */
function tokenSide(value: string | undefined): { token?: string; amount?: string } | Interpretation {
  if (value === undefined) return {};
  // `sell: all`, `buy: 0.5`: an amount alone, of the token that side names elsewhere.
  const alone = /^\s*(all|max|\d+(?:\.\d+)?)\s*$/i.exec(value);
  if (alone) return { amount: alone[1]!.toLowerCase() };
  const word = /^\s*\$?([a-z][a-z0-9]*)\s*$/i.exec(value);
  if (word) return { token: word[1]! };
  const q = quantity(value);
  if (q?.unit && q.unit !== 'usd')
    return {
      token: value
        .trim()
        .split(/[\s\d.]+/)
        .at(-1)!
        .replace(/^\$/, ''),
      amount: q.amount,
    };
  return fail('INVALID_FIELDS', `"${value}" is not a token, or an amount and its token ("3 SOL"). Nothing was done.`);
}

/** Names of the token paid with that say the order spends it: a bare amount beside them is of that token. */
const spendKeys = new Set(['spend', 'funding', 'fund_with', 'funding_asset', 'funding_token']);

/** Whether a field's name says the amount is what is paid (`amount_in`, `pay_amount` read as `amount_in`). */
const paidKey = (key: string): boolean => (amountInNames as readonly string[]).includes(key);

const same = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/** The trade an order makes, as a sentence ("buy ETH with 1000 USDC", "sell 3 SOL for USDC"), and its side. */
function orderTrade(
  family: Family,
  action: string,
  values: Values,
  leadWords: string[],
): { text: string; side: 'buy' | 'sell'; asset?: string } | Interpretation {
  const get = (field: Field): string | undefined => values[field]?.value;
  const clause = get('action')?.trim();
  // `action: buy ETH` then `spend: 50 USDC`: a side and one token are the words a line of fields may lead with, and
  // the other fields say the rest of the trade.
  const led = clause === undefined ? null : /^(buy|sell)\s+\$?([a-z][a-z0-9]*)$/i.exec(clause);
  if (led && tokenWords.has(led[2]!.toLowerCase())) leadWords = [led[1]!, led[2]!, ...leadWords];
  else if (clause && /\s/.test(clause)) {
    // "action=swap 100 USDC->WETH": the action is the whole trade, and no field may say it again.
    const also = tradeFields.find((f) => f !== 'action' && f !== 'chain' && f !== 'slippage' && f !== 'slippageBps' && values[f] !== undefined);
    if (also) return fail('INVALID_FIELDS', `The action "${clause}" is a whole trade; "${values[also]!.key}" says part of it again. Nothing was done.`);
    return { text: clause.replace(/\s*(?:->|=>|→)\s*/g, ' for '), side: /^\s*buy\b/i.test(clause) ? 'buy' : 'sell' };
  }
  let side: string | undefined = get('side')?.toLowerCase();
  // `token` and `base`, `buy` and `to`: two names for one thing, given once.
  if ((values.token && values.base) || (values.tokenOut && values.toEither)) return conflict();
  let asset = get('token') ?? get('base');
  for (const word of leadWords) {
    if (/^(?:buy|sell)$/i.test(word) && side === undefined) side = word.toLowerCase();
    else if (tokenWords.has(word.toLowerCase()) && asset === undefined) asset = word;
    else return fail('INVALID_FIELDS', `"${word}" before the fields is neither buy, sell nor one token. Nothing was done.`);
  }
  const verb = verbs.get(actionWord(action));
  if (side === undefined && (verb === 'buy' || verb === 'sell')) side = verb;
  // `LIMIT_BUY ETH base price=2500`, `stop_sell`: the side the order's own name says.
  const named = /^(?:limit|stop|recurring|scheduled)_?(buy|sell)$/.exec(actionWord(action))?.[1];
  if (side === undefined && named) side = named;
  // Said outright (a side, a lead word, the action): a bare amount is then the bought token's on a buy.
  const sideSaid = side !== undefined;
  if (side !== undefined && side !== 'buy' && side !== 'sell') return fail('INVALID_FIELDS', `The side is buy or sell, not "${side}". Nothing was done.`);
  const sold = tokenSide(get('tokenIn'));
  const bought = tokenSide(get('tokenOut') ?? get('toEither'));
  if ('kind' in sold) return sold;
  if ('kind' in bought) return bought;
  let tokenIn = sold.token;
  let tokenOut = bought.token;
  let amountIn = sold.amount;
  let amountOut = bought.amount;
  // `amount_out=30`: the exact amount bought.
  const exactOut = get('amountOut');
  if (exactOut !== undefined) {
    if (amountOut !== undefined) return twoAmounts();
    if (!/^\s*\d+(?:\.\d+)?\s*$/.test(exactOut)) return fail('INVALID_FIELDS', `"${exactOut}" is not an amount. Nothing was done.`);
    amountOut = exactOut.trim();
  }
  // A stop or a sell names the token sold; a buy the token bought; without a side, the asset must be one of them.
  // Without a side, the asset is the token bought when it is paid with another, the token sold when it is sold for one.
  if (side === undefined && asset !== undefined)
    side =
      same(asset, tokenOut) || (tokenIn !== undefined && !same(asset, tokenIn)) ? 'buy' : same(asset, tokenIn) || tokenOut !== undefined ? 'sell' : undefined;
  if (side === undefined && (family === 'stop' || family === 'takeProfit')) side = 'sell';
  // No side and no asset: the field names say it ("buy": ETH, "with": USDC is a buy); two tokens else are a swap, a sell.
  if (side === undefined && asset === undefined && tokenIn !== undefined && tokenOut !== undefined)
    side = values.tokenOut?.key === 'buy' && values.tokenIn?.key !== 'sell' ? 'buy' : 'sell';
  if (side === undefined) return fail('INVALID_FIELDS', 'Say whether the order buys or sells (side=buy or side=sell). Nothing was done.');
  const quote = get('quote');
  if (side === 'buy') {
    if (asset !== undefined && tokenOut !== undefined && !same(asset, tokenOut)) return conflict();
    tokenOut ??= asset;
    if (quote !== undefined && tokenIn !== undefined && !same(quote, tokenIn)) return conflict();
    tokenIn ??= quote;
  } else {
    if (asset !== undefined && tokenIn !== undefined && !same(asset, tokenIn)) return conflict();
    tokenIn ??= asset;
    if (quote !== undefined && tokenOut !== undefined && !same(quote, tokenOut)) return conflict();
    tokenOut ??= quote;
  }
  // `quote_amount=200`: an amount in the quote token, which a buy pays and a sell receives; `base_amount` the asset's.
  // Only a bare number, and only with the token it counts named.
  for (const [field, ofQuote] of [
    ['quoteAmount', true],
    ['baseAmount', false],
  ] as const) {
    const given = get(field);
    if (given === undefined) continue;
    if (!/^\s*\d+(?:\.\d+)?\s*$/.test(given)) return fail('INVALID_FIELDS', `"${given}" is not an amount. Nothing was done.`);
    const counted = ofQuote ? quote : asset;
    if (counted === undefined)
      return fail('INVALID_FIELDS', `"${values[field]!.key}" counts the ${ofQuote ? 'quote' : 'base'} token; name it too. Nothing was done.`);
    if (amountIn !== undefined || amountOut !== undefined) return twoAmounts();
    if ((side === 'buy') === ofQuote) amountIn = given.trim();
    else amountOut = given.trim();
  }
  let usd = get('usd');
  const amountField = get('amount');
  if (amountField !== undefined) {
    const q = quantity(amountField);
    if (!q) return fail('INVALID_FIELDS', `"${amountField}" is not an amount. Nothing was done.`);
    const unit = q.unit;
    if (amountIn !== undefined || amountOut !== undefined || usd !== undefined) return twoAmounts();
    if (unit === 'usd') usd = q.amount;
    // `"spend":"USDC","amount":"25","buy":"cbBTC"`: the token spent is what the amount counts.
    else if (unit === undefined && side === 'buy' && !sideSaid && spendKeys.has(values.tokenIn?.key ?? '')) amountIn = q.amount;
    // `pay_with=USDC pay_amount=30`, `amount_in=30`: an amount the field's name says is paid counts the token paid with.
    else if (unit === undefined && side === 'buy' && tokenIn !== undefined && paidKey(values.amount!.key)) amountIn = q.amount;
    // `dca --buy JUP --with USDC --amount 20` (held-out-27): dollar-cost averaging spends the same amount each run, so
    // in an order named `dca` the bare amount beside the token paid with is that token's.
    else if (unit === undefined && side === 'buy' && family === 'recurring' && /^dca$/i.test(action.trim()) && tokenIn !== undefined) amountIn = q.amount;
    // Without the token paid with, such an amount counts no token named: never the one bought.
    else if (unit === undefined && side === 'buy' && paidKey(values.amount!.key))
      return fail('INVALID_FIELDS', `"${values.amount!.key}" is the amount paid; name the token paid with (pay_with=…). Nothing was done.`);
    // `side=buy token=ETH pay_with=USDC amount=1000`: with a token paid with named, a bare amount on a buy may count
    // either side (1000 ETH, or 1000 USDC), and which is the bot's to say, never a guess from the number's size.
    else if (unit === undefined && side === 'buy' && (!sideSaid || tokenIn !== undefined))
      return fail(
        'INVALID_FIELDS',
        `Say which token the amount ${q.amount} is in ("amount=${q.amount}${tokenIn ?? ''}" or "amount=${q.amount}${tokenOut ?? ''}"). Nothing was done.`,
      );
    else if (unit === undefined && side === 'buy') amountOut = q.amount;
    else if (unit === undefined) amountIn = q.amount;
    else if (same(unit, tokenIn)) amountIn = q.amount;
    else if (same(unit, tokenOut)) amountOut = q.amount;
    // "buy ETH size=1000USDC": the amount's token is the side not named yet (the token paid with, on a buy); only a
    // token's name ("1m" is a million, never a token "M").
    else if (!tokenWords.has(unit)) return fail('INVALID_FIELDS', `"${amountField}" is not an amount of a token I know. Nothing was done.`);
    else if (side === 'buy' && tokenIn === undefined) [tokenIn, amountIn] = [unit.toUpperCase(), q.amount];
    else if (side === 'sell' && tokenOut === undefined) [tokenOut, amountOut] = [unit.toUpperCase(), q.amount];
    else return fail('INVALID_FIELDS', `The amount is in ${unit}, which is neither the token sold nor the token bought. Nothing was done.`);
  }
  if ([amountIn, amountOut, usd].filter((a) => a !== undefined).length > 1) return twoAmounts();
  if (amountOut !== undefined && tokenOut === undefined)
    return fail('INVALID_FIELDS', `${amountOut} of which token? Name the token bought (buy=…, to=… or quote=…). Nothing was done.`);
  const sideOf: 'buy' | 'sell' = side === 'buy' ? 'buy' : 'sell';
  const text = tradeText({ side: sideOf, tokenIn, tokenOut, amountIn, amountOut, usd });
  return { text, side: sideOf, ...((side === 'buy' ? tokenOut : tokenIn) ? { asset: (side === 'buy' ? tokenOut : tokenIn)! } : {}) };
}

/**
 * `tp --token SOL --qty 2 --at 180 --to USDC`, `stop_loss … at=120`: on an order that waits for a price (a stop loss or
 * a take profit) with no price field, a bare figure "at" is that price, never a time; a time keeps its marks ("15:00",
 * "tomorrow", "2026-12-01").
 */
function priceAt(family: Family, values: Values): Values {
  const at = values.at;
  if ((family !== 'stop' && family !== 'takeProfit') || values.price !== undefined || at === undefined) return values;
  if (!/^\s*\$?\d[\d,]*(?:\.\d+)?\s*$/.test(at.value)) return values;
  const { at: _at, ...rest } = values;
  return { ...rest, price: at };
}

const conflict = () => fail('INVALID_FIELDS', 'Two fields name the token of the same side of the order; give it once. Nothing was done.');
const twoAmounts = () => fail('INVALID_FIELDS', 'Two fields give the amount (in tokens, in dollars, or on both sides); give it once. Nothing was done.');

const cronDays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * A cron line (`0 9 * * 1-5`, server time: UTC) in words: one minute and one hour, every day of the month and every
 * month, on every day (`*`), the working days (`1-5`) or one day of the week. `undefined` for no cron line; `null` for
 * one that says more (several hours, steps, days of the month), which is refused rather than read in part.
 */
export function cronWords(written: string): string | null | undefined {
  // `0 9 * * MON`, `0 9 * * mon-fri`: cron's names of the days in the last field are their numbers.
  const schedule = written.replace(
    /(\S+\s+\S+\s+\S+\s+\S+\s+)(\S+)\s*$/,
    (_all, head: string, days: string) =>
      `${head}${days.replace(/\b(sun|mon|tue|wed|thu|fri|sat)\b/gi, (day) => String(cronDayNames.indexOf(day.toLowerCase())))}`,
  );
  const fields = schedule.trim().split(/\s+/);
  if (fields.length !== 5 || !fields.every((f) => /^[\d*,/-]+$/.test(f)) || !/\*/.test(schedule))
    return /^[\d*,/\s-]+$/.test(schedule) && /\*/.test(schedule) ? null : undefined;
  const [minute, hour, monthDay, month, weekday] = fields as [string, string, string, string, string];
  if (!/^\d{1,2}$/.test(minute) || !/^\d{1,2}$/.test(hour) || Number(minute) > 59 || Number(hour) > 23 || monthDay !== '*' || month !== '*') return null;
  const at = `at ${hour.padStart(2, '0')}:${minute.padStart(2, '0')} UTC`;
  if (weekday === '*') return `every day ${at}`;
  if (weekday === '1-5') return `every weekday ${at}`;
  if (/^[0-7]$/.test(weekday)) return `every ${cronDays[Number(weekday) % 7]} ${at}`;
  return null;
}

const cronDayNames = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

const botUnits: Record<string, string> = { m: 'minutes', min: 'minutes', h: 'hours', hr: 'hours', d: 'days', w: 'weeks', wk: 'weeks' };

/**
 * `delay=2h`, `run_in=90m`: how long from now a one-off order runs, as the sentence says it ("in 2 hours"). Only a
 * number and a unit of minutes, hours or days; anything else is no delay I can read, refused.
 */
function delayText(value: string): string | Interpretation {
  const m = /^\s*(\d+)\s*(m|min|mins|minutes?|h|hr|hrs|hours?|d|days?)\s*$/i.exec(value);
  if (!m) return fail('INVALID_FIELDS', `"${value}" is not a delay I can read; write it as "2h" or "30m". Nothing was done.`);
  const unit = m[2]!.toLowerCase();
  return `in ${m[1]} ${unit.startsWith('m') ? 'minutes' : unit.startsWith('h') ? 'hours' : 'days'}`;
}

/** A time for a one-off order as the sentence says it: an ISO time as a date and a UTC time. */
function whenText(value: string): string | Interpretation {
  const iso = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]00:?00)?$/i.exec(value.trim());
  if (iso) return `on ${iso[1]} at ${iso[2]} UTC`;
  // A clock time, a date or a day: a bare number ("at=2500") is no time, and must never be read as an amount.
  if (
    !/\b\d{1,2}(?::\d{2}|\s*[ap]m)\b|\b\d{4}-\d{2}-\d{2}\b|\bin\s+\d+\s*(?:minutes?|mins?|hours?|hrs?|days?)\b|\b(?:today|tonight|tomorrow|noon|midnight|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i.test(
      value,
    )
  )
    return fail('INVALID_FIELDS', `"${value}" is not a time I can read; write it as "tomorrow 15:00 UTC" or "2026-12-01T15:00Z". Nothing was done.`);
  return value.trim();
}

export function orderSentence(family: Family, action: string, given: Values, leadWords: string[], on: string, watched?: string): string | Interpretation {
  const values = priceAt(family, given);
  const trade = orderTrade(family, action, values, leadWords);
  if ('kind' in trade) return trade;
  const slippage = slippageText({
    chains: [],
    tokens: [],
    ...(values.slippage ? { slippage: values.slippage.value } : {}),
    ...(values.slippageBps ? { slippageBps: values.slippageBps.value } : {}),
  });
  const body = `${trade.text}${on}${slippage}`;
  const price = values.price;
  if (values.at !== undefined && values.delay !== undefined)
    return fail('INVALID_FIELDS', `"${values.at.key}" and "${values.delay.key}" both say when; give it once. Nothing was done.`);
  const delay = values.delay === undefined ? undefined : delayText(values.delay.value);
  if (delay !== undefined && typeof delay !== 'string') return delay;
  const at = values.at?.value ?? delay;
  const schedule = values.schedule?.value;
  if ([price, at, schedule].filter((v) => v !== undefined).length > 1)
    return fail('INVALID_FIELDS', 'An order waits for one thing: a price, a time or a schedule. Send them as separate orders. Nothing was done.');
  // `max_runs=20`: how many times a schedule runs, said as the order reader reads it (", 20 times"); with no schedule, or
  // not a whole number, it is refused by name.
  const runs = values.runs;
  if (runs !== undefined && (schedule === undefined || !/^\s*[1-9]\d{0,3}\s*$/.test(runs.value)))
    return fail(
      'INVALID_FIELDS',
      schedule === undefined
        ? `"${runs.key}" says how many times a schedule runs, and this order has none. Nothing was done.`
        : `"${runs.key}" is how many times the order runs, a whole number from 1 to 9999: "${runs.value}" is not one. Nothing was done.`,
    );
  // `--start 2026-12-01T12:00:00Z` (held-out-27): when a schedule's first run is made, said in words (", starting on
  // 2026-12-01 at 12:00 UTC") for the schedule reader; with no schedule it is refused by name, as a count of runs is.
  const start = values.start === undefined ? undefined : isoStampWords(values.start.value.trim());
  if (start !== undefined && typeof start !== 'string') return start;
  if (start !== undefined && schedule === undefined)
    return fail('INVALID_FIELDS', `"${values.start!.key}" says when a schedule's first run is made, and this order has none. Nothing was done.`);
  // `end: 2027-02-22` (held-out-30): the last day a schedule may run, said as "until 2027-02-22" for the schedule reader
  // (which counts the whole day); with no schedule it is refused by name, as a start is.
  const endSaid = values.end === undefined ? undefined : isoStampWords(values.end.value.trim());
  if (endSaid !== undefined && typeof endSaid !== 'string') return endSaid;
  if (endSaid !== undefined && schedule === undefined)
    return fail('INVALID_FIELDS', `"${values.end!.key}" says when a schedule's last run may be made, and this order has none. Nothing was done.`);
  if (endSaid !== undefined && runs !== undefined)
    return fail('INVALID_FIELDS', `"${runs.key}" and "${values.end!.key}" both say when the schedule ends; give it once. Nothing was done.`);
  const until = endSaid === undefined ? '' : `, until ${endSaid.replace(/^on\s+/, '')}`;
  const times = `${runs === undefined ? '' : `, ${runs.value.trim()} times`}${start === undefined ? '' : `, starting ${start}`}${until}`;
  if (schedule !== undefined || family === 'recurring') {
    // `schedule_recurring(buy="SOL", pay="USDC")`: a recurring order with no schedule yet is asked for it, as the words
    // "set up a recurring buy …" are; a count of runs with no schedule was refused above.
    if (schedule === undefined) return `set up a recurring ${trade.text}${on}${slippage}`;
    const cron = cronWords(schedule);
    if (cron === null)
      return fail(
        'INVALID_FIELDS',
        `"${schedule}" is a cron line I cannot read whole; write the schedule in words ("every day at 14:00 UTC"). Nothing was done.`,
      );
    if (cron !== undefined) return `${body} ${cron}${times}`;
    // `1d`, `4h`: a bot's interval in words.
    const interval = /^\s*(\d+)\s*(m|min|mins|h|hr|hrs|d|w|wk)\s*$/i.exec(schedule);
    const words = interval ? `${interval[1]} ${botUnits[interval[2]!.toLowerCase().replace(/s$/, '')]}` : schedule.trim();
    return `${body} ${/\b(?:every|daily|weekly|hourly|monthly|each)\b/i.test(words) ? words : `every ${words}`}${times}`;
  }
  if (at !== undefined || family === 'timed') {
    // `{"task":"schedule_buy",…}` with no time yet (held-out-27): an order named scheduled is asked when it runs, as the
    // words "schedule a buy of …" are, never made now; the bot's next field (`{"run_at":…}`) answers it.
    // (`defer(…)` with no time is refused, as before: it names no time to come.)
    if (at === undefined)
      return /^schedule/i.test(action)
        ? `schedule ${body}`
        : fail('INVALID_FIELDS', 'A scheduled order needs its time ("at=tomorrow 15:00 UTC"). Nothing was done.');
    const when = whenText(at);
    return typeof when === 'string' ? `${body} ${when}` : when;
  }
  // An order without its price is a conversation like any order's: the order reader asks at what price.
  if (price === undefined) {
    if (family === 'trade') return fail('INVALID_FIELDS', 'An order needs its price ("price=2500"). Nothing was done.');
    const kindSaid = family === 'stop' ? 'stop loss:' : family === 'takeProfit' ? 'take profit:' : 'limit';
    return `${kindSaid} ${trade.text}${on}${slippage}`;
  }
  const level = /^\s*\$?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*$/.exec(price.value)?.[1]?.replace(/,/g, '');
  if (!level) return fail('INVALID_FIELDS', `"${price.value}" is not a price in dollars. Nothing was done.`);
  // Which way the price must move: a stop sells on a fall, a take-profit on a rise, a limit buys low and sells high.
  const said = price.op.startsWith('<') ? 'falls' : price.op.startsWith('>') ? 'rises' : undefined;
  // A trade with a trigger (`sell … price<=2000`) waits for the way its trigger says.
  const falls = family === 'trade' && said !== undefined ? said === 'falls' : family === 'stop' || (family !== 'takeProfit' && trade.side === 'buy');
  if (said !== undefined && said !== (falls ? 'falls' : 'rises'))
    return fail(
      'INVALID_FIELDS',
      `${described[family].replace(/^a/, 'A')} waits for the price to ${falls ? 'fall' : 'rise'}, but "${price.key}${price.op}" says the other way. Nothing was done.`,
    );
  // `stop=2000` on a trade: a stop waits for the price to cross it, down for a sale and up for a buy (read as a limit,
  // it sold at once above 2000). `trigger_price=2000` with no way said: never guessed.
  const keyed =
    family === 'trade' && said === undefined && /^(?:buy|sell|swap|trade|exchange|convert)$/i.test(actionWord(action))
      ? /^(?:stop|trigger)/i.exec(price.key)?.[0].toLowerCase()
      : undefined;
  if (keyed === 'trigger')
    return fail(
      'INVALID_FIELDS',
      `"${price.key}" gives a price without the way it must move: write "${price.key}<=${level}" to wait for a fall or "${price.key}>=${level}" for a rise. Nothing was done.`,
    );
  if (keyed === 'stop') {
    const down = trade.side !== 'buy';
    return trade.asset ? `${body} if ${trade.asset} ${down ? 'drops' : 'rises'} to $${level}` : `${body} if the price ${down ? 'drops' : 'rises'} to $${level}`;
  }
  // `"trigger":"eth<2500"` on a swap of USDC for ETH: the token the comparison names is the one watched.
  // `"trigger":"<2500"` on it: a dollar coin's own price is never what a trade of it waits for; the other side's is.
  const asset =
    watched !== undefined && trade.asset?.toLowerCase() !== watched.toLowerCase()
      ? watched.toUpperCase()
      : trade.asset !== undefined && isUsdPegged(trade.asset)
        ? undefined
        : trade.asset;
  if (family === 'stop' || family === 'takeProfit' || said !== undefined)
    return asset ? `${body} if ${asset} ${falls ? 'drops' : 'rises'} to $${level}` : `${body} if the price ${falls ? 'drops' : 'rises'} to $${level}`;
  return `limit ${trade.text} at ${level}${on}${slippage}`;
}
