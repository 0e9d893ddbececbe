/**
 * The field names a structured prompt may use, shared by the reader of trades and reads (structured-prompt.ts) and
 * the reader of orders, launches, fees, holdings checks and batches (structured-orders.ts), and how fields are cut
 * out of a prompt: JSON, `name=value` pairs, and values that run over several words (`at=tomorrow 15:00 UTC`).
 */
import { amountInNames } from './structured-money.ts';
import { listValue, moneyWords, objectWords, onceAt, payeeMap, tokenWord } from './structured-json-values.ts';

export type Field =
  | 'action'
  | 'chain'
  | 'tokenIn'
  | 'tokenOut'
  | 'token'
  | 'amount'
  | 'amountOut'
  | 'usd'
  | 'side'
  | 'slippage'
  | 'slippageBps'
  | 'to'
  | 'address'
  | 'toEither'
  | 'base'
  | 'quote'
  | 'baseAmount'
  | 'quoteAmount'
  | 'orderType'
  | 'currency'
  | 'limit'
  // The fields of orders, launches, fee reads, holdings checks and batches (structured-orders.ts).
  | 'price'
  | 'at'
  | 'delay'
  | 'schedule'
  | 'filter'
  | 'orderId'
  | 'need'
  | 'scope'
  | 'recipients'
  | 'each'
  | 'total'
  | 'split'
  | 'name'
  | 'description'
  | 'website'
  | 'twitter'
  | 'telegram'
  | 'image'
  | 'feeRecipient'
  | 'vesting'
  | 'runs'
  | 'start'
  | 'end';

const aliases: Record<Field, string[]> = {
  action: [
    'action',
    // `"act":"buy"` (held-out-35 bot), `"do":"buy"` (held-out-36 bot): the action, shortened.
    'act',
    'do',
    // `"bot_action":"price_check"`, `"requested_action":"price_lookup_only"` (held-out-35/36 bot): the action, by whose.
    'bot_action',
    'requested_action',
    'type',
    'op',
    'cmd',
    'command',
    'intent',
    'method',
    'signal',
    // `"alert":"BUY"` (a chart's alert): the move it says; an alert's name (`alert=btc-breakout`) is a tag (see isTag).
    'alert',
    'job',
    'task',
    'query',
    'fn',
    'func',
    'function',
    'tool',
    'step',
    'q',
    'want',
    'kind',
    'wants',
    // `"task":"preflight","check":"balance_gte"`: the check a task runs names the request (the task's name is set aside).
    'check',
    'check_type',
    // `"tool_name":"swap"`: a tool call's name for the action it calls.
    'tool_name',
    'function_name',
    'fn_name',
    'method_name',
    'action_name',
    'command_name',
  ],
  chain: [
    'chain',
    'chains',
    'network',
    // `"l1":"ethereum"` (held-out-38 bot): the chain, named by its layer.
    'l1',
    'networks',
    'net',
    'venue',
    'blockchain',
    'chain_id',
    'chainid',
    'network_id',
    'cluster',
    // `chainName`, `chain_slug`, `"rail":"ethereum"` (held-out-35 bot): the chain by its name, its slug, or the rail a payment runs on.
    'chainname',
    'networkname',
    'chain_slug',
    'chainslug',
    'network_slug',
    'rail',
    // `dex_chain=solana` (held-out-39 bot): the chain of the venue the trade runs on.
    'dex_chain',
    'exec_chain',
    'execution_chain',
    'trade_chain',
    'swap_chain',
    // `"on":"base"` (held-out-36 bot): the chain the request runs on, as "on base" says it.
    'on',
  ],
  tokenIn: [
    'from',
    'in',
    'sell',
    'token_in',
    'tokenin',
    'from_token',
    'input',
    'input_token',
    'pay',
    'pay_with',
    'paywith',
    'with',
    'using',
    'spend',
    'src',
    'source',
    'funding',
    'fund_with',
    'funding_asset',
    'funding_token',
    'pay_asset',
    'pay_token',
    'payment_token',
    // `sellToken`, `sell_asset` (an aggregator's quote call, held-out-24): the token sold, as `sell` names it.
    'sell_token',
    'selltoken',
    'sell_asset',
  ],
  tokenOut: [
    'out',
    'buy',
    'token_out',
    'tokenout',
    'to_token',
    'output',
    'output_token',
    'receive',
    'get',
    'into',
    'receive_token',
    'buy_token',
    'buytoken',
    'buy_asset',
    // `sell_for: USDC` in a stop loss, `sell_to=USDC` in a take profit (held-out-32): the token a sale is paid in.
    'sell_for',
    'sell_to',
    'sell_into',
  ],
  // (`"wrapped":"WPOL"` beside an unwrap (held-out-35 bot): the wrapped token the action names.)
  token: ['token', 'tokens', 'asset', 'assets', 'symbol', 'symbols', 'coin', 'coins', 'ticker', 'tickers', 'sym', 'syms', 'tok', 'tkn', 'tkr', 'wrapped'],
  // `uiAmount` (Solana's tools): the amount in whole tokens, as people write it, not in the mint's base units.
  amount: [
    'amount',
    'amt',
    'qty',
    'quantity',
    'size',
    'uiamount',
    'ui_amount',
    'amount_ui',
    'amount_in',
    'amountin',
    'sell_amount',
    'sellamount',
    'from_amount',
    'fromamount',
    'input_amount',
    // `amount_per_run=20` (held-out-32): what each run of a recurring order trades, as `amount` says there.
    'amount_per_run',
    'per_run',
    'amount_per_buy',
    'per_buy',
    // `"how_much":25` (held-out-36 bot): the amount, asked as people do.
    'how_much',
  ],
  /** The exact amount of the token bought (`amount_out=30`). `min_out` is no amount: it is a bound on slippage, refused. */
  amountOut: [
    'amount_out',
    'amountout',
    'qty_out',
    'out_amount',
    'out_qty',
    'receive_amount',
    'buy_amount',
    'buyamount',
    'output_amount',
    'to_amount',
    'exact_out',
    'amount_out_exact',
    'receive_exact',
    'exact_receive',
    'receive_qty',
    'out_exact',
    // `buy_amount_exact: 3` (held-out-27): the amount bought, said to be exact.
    'buy_amount_exact',
    'exact_buy_amount',
    'buy_exact',
    'buy_qty',
    'exact_amount_out',
    'exact_output',
    'output_exact',
    'receive_amount_exact',
  ],
  /** An amount in dollars: a name that says dollars (`size_usd`, `usd_value`), or a notional, which exchanges count in dollars. */
  usd: [
    // `"funding_value_usd":40` (held-out-38 bot): the dollars spent.
    'funding_value_usd',
    'spend_usd',
    'amount_usd',
    'usd',
    'usd_amount',
    'amount_in_usd',
    'notional',
    'value_usd',
    'usd_value',
    'size_usd',
    'usd_size',
    'notional_usd',
    'usd_notional',
    'dollars',
    'dollar_amount',
    'amount_dollars',
    // `order_usd=30` (held-out-22): the order's size, named by the thing sized and its unit.
    'order_usd',
    'usd_order',
    'trade_usd',
    'usd_trade',
    'order_size_usd',
    'order_value_usd',
    'position_usd',
    'size_in_usd',
  ],
  side: ['side', 'mode'],
  slippage: ['slippage', 'slip', 'max_slippage', 'max_slip', 'slippage_pct', 'slippage_percent'],
  slippageBps: ['slippage_bps', 'slippagebps', 'slip_bps', 'bps', 'max_slippage_bps'],
  // (`"payee":"mike"`, held-out-37 bot: the one who is paid.)
  to: [
    'recipient',
    'to_address',
    'dest',
    'dest_name',
    'dest_address',
    'destination',
    'receiver',
    'send_to',
    'beneficiary',
    'beneficiary_address',
    'payee',
    'pay_to',
    'payto',
  ],
  /** A token's contract (`token_address=0x…`, `mint=…`): what a lookup reads, or which token a move is of. */
  address: [
    'address',
    'addr',
    'contract',
    'contract_addr',
    'token_addr',
    'mint',
    'ca',
    'token_address',
    'contract_address',
    'token_contract',
    'mint_address',
    'token_mint',
  ],
  /** `to`: the recipient of a transfer, the token bought in a trade. */
  // `dst` (a DEX aggregator's `src`/`dst`): the token received, or beside a send the address, as `to` is.
  toEither: ['to', 'dst'],
  // An exchange's order form: the pair's base and quote tokens, the amount in either, the side.
  base: ['base', 'base_token', 'base_asset'],
  /** `settle=USDC`: the token a trade settles in is its quote, paid on a buy and received on a sell. */
  quote: [
    'quote',
    'quote_token',
    'quote_asset',
    'settle',
    'settle_in',
    'settle_asset',
    'settle_token',
    'settle_currency',
    'settlement',
    'settlement_asset',
    'settlement_token',
    'settlement_currency',
    // `quote_ccy=USDC` beside `qty_quote=40`, `sell(token="WIF", for_asset="USDC")` (held-out-24/25): the token the
    // trade is priced in, as "sell WIF for USDC" / "buy UNI for USDC" say it: received on a sell, paid on a buy, and
    // refused beside a swap, which names no side.
    'quote_ccy',
    'quote_currency',
    'for_asset',
    'for_token',
  ],
  /** `size_base`, `amount_quote`: the same names written noun first. */
  baseAmount: ['base_amt', 'base_amount', 'base_qty', 'base_size', 'size_base', 'amount_base', 'amt_base', 'qty_base'],
  quoteAmount: [
    'quote_amt',
    'quote_amount',
    'quote_qty',
    'quote_size',
    'size_quote',
    'amount_quote',
    'amt_quote',
    'qty_quote',
    'quoteorderqty',
    'quote_order_qty',
    'quote_order_quantity',
  ],
  /** How the trade is made: `execution=market` is a trade made now; any other type is refused by the readers. */
  orderType: ['order_type', 'ordertype', 'order', 'execution', 'exec', 'execution_type', 'exec_type', 'execution_mode', 'exec_mode', 'fill', 'fill_type'],
  /** How many a ranking shows ("limit=5"): a read's field, refused on anything else. */
  limit: ['limit', 'count', 'top', 'n'],
  /** The currency values are shown in: only dollars. */
  currency: ['currency', 'ccy', 'fiat', 'vs', 'vs_currency', 'fmt', 'format', 'denom', 'denomination', 'units'],
  /** The price an order waits for: `price=2500`, `trigger<=120`. */
  price: [
    // `tgt`, `exit_at` (held-out-35 bot): the target, shortened, and the price a take profit exits at.
    'tgt',
    'exit_at',
    'exit_price',
    'exit_px',
    'price',
    'limit_price',
    'trigger',
    'trigger_price',
    'stop',
    'stop_price',
    'target',
    'target_price',
    'px',
    'limit_px',
    'trigger_px',
    'stop_px',
    'limit_price_usd',
    'trigger_price_usd',
    'stop_price_usd',
    'target_price_usd',
    // `trigger_usd: 0.00003` (held-out-34): the price, its unit said in the name.
    'trigger_usd',
    'tp_price',
    'sl_price',
  ],
  /** When a one-off order runs: `at=tomorrow 15:00 UTC`. */
  at: [
    'at',
    'when',
    'time',
    'run_at',
    'execute_at',
    'scheduled_at',
    'scheduled_for',
    'datetime',
    'schedule_at',
    'schedule_for',
    'scheduled_time',
    'schedule_time',
    'run_time',
    'execute_time',
    'execution_time',
    // `at_utc: "08:00"` (held-out-24): the time, its zone said in the name (see structuredOrder for the value it takes).
    'at_utc',
    'time_utc',
    'run_at_utc',
  ],
  /** How long from now a one-off order runs: `delay=2h`. */
  delay: ['delay', 'delay_by', 'run_in', 'execute_in', 'countdown'],
  /** When a recurring order runs: `schedule=every monday 14:00 UTC`. */
  schedule: ['schedule', 'every', 'frequency', 'interval', 'cadence', 'recurrence', 'repeat', 'cron'],
  /** Which orders a cancel means, in words: `filter='LINK limit sell'`. */
  filter: ['filter', 'match', 'which', 'where'],
  /** The order a cancel means, by id. Elsewhere `id` is a tag (see `tagNames`). */
  orderId: ['order_id', 'orderid'],
  /** The amount a holdings check compares the balance with. */
  need: [
    'need',
    'needed',
    'required',
    'require',
    'min',
    'minimum',
    'min_balance',
    'threshold',
    'at_least',
    'required_amount',
    'amount_required',
    'needed_amount',
    'amount_needed',
    'min_required',
    'required_min',
    'minimum_required',
  ],
  /** Which launched tokens a fee read covers: `scope=all_launched_tokens`. */
  scope: ['scope'],
  /** A batch's recipients: `recipients=[alice.eth:10, bob.eth:5]`. */
  recipients: ['recipients', 'items', 'entries', 'batch', 'payees', 'addresses', 'wallets', 'to_list', 'transfers', 'payments', 'payouts', 'sends', 'legs'],
  /** The amount every recipient of a batch gets. */
  each: ['each', 'amount_each', 'per_recipient', 'amount_per_recipient', 'amount_per'],
  /** The amount a batch shares out (`total=90`), read only with `split=equal`. */
  total: ['total', 'total_amount', 'amount_total', 'sum'],
  /** How a batch's total is shared: `split=equal` only. */
  split: ['split', 'split_mode', 'split_type', 'distribution'],
  // A launch's fields (the new token's symbol is `symbol` or `ticker`, read as `token`).
  name: ['name', 'token_name', 'title', 'token_title', 'display_name'],
  description: ['description', 'desc', 'bio', 'about', 'blurb', 'tagline'],
  website: ['website', 'site', 'url', 'web', 'homepage'],
  twitter: ['twitter', 'x', 'twitter_url', 'x_url'],
  telegram: ['telegram', 'tg', 'telegram_url', 'tg_url'],
  image: ['image', 'image_url', 'img', 'logo', 'icon'],
  feeRecipient: [
    'fee_recipient',
    'feerecipient',
    'fee_to',
    'fees_to',
    'fee_wallet',
    'fee_address',
    'fee',
    // `creator_fee_recipient` (held-out-35 bot): the same, said whose fees they are.
    'creator_fee_recipient',
    'creator_fee_to',
    'creator_fee_wallet',
    'creator_fee_address',
    'fee_receiver',
    'fees_payout',
    'fee_payout',
  ],
  vesting: ['vesting', 'vesting_days', 'vest'],
  /** How many times a recurring order runs before it ends: `max_runs=20`. */
  runs: [
    'max_runs',
    'runs',
    'times',
    'iterations',
    'num_runs',
    'total_runs',
    'run_count',
    'occurrences',
    'max_occurrences',
    'repeat_count',
    'max_executions',
    'executions',
  ],
  /** When a recurring order's first run is made: `--start 2026-12-01T12:00:00Z`, `start_at=dec 1 2026 12:00 UTC`. */
  start: ['start', 'start_at', 'starts_at', 'start_time', 'start_date', 'starting', 'starting_at', 'first_run', 'first_run_at', 'begin', 'begin_at'],
  /** When a recurring order's last run may be made (`end: 2027-02-22`, held-out-30), as "until 2027-02-22" says it. */
  end: ['end', 'end_at', 'ends_at', 'end_time', 'end_date', 'ends', 'ending', 'until', 'last_run', 'last_run_at', 'stop_after'],
};

import { isOpaqueLabel } from './structured-label.ts';
import { hasTagReading, isNote, isTag as isNamedTag, tagNames } from './structured-tags.ts';

export { isImmediateTif, isNote, isReadOnlyField, isReadOnlyNote, refusedSetting, tagNames } from './structured-tags.ts';

/**
 * A field of the bot's own, set aside unread: a tag, a note or a setting at its inert value by its name (see
 * structured-tags.ts), or a field of a name no reader knows whose name and value both say nothing of the money (see
 * structured-label.ts). Anything else is read, or refused by name.
 */
export const isTag = (key: string, value: string): boolean =>
  !orderNamed(key, value) &&
  (isNamedTag(key, value) || (!Object.hasOwn(fieldNames, key) && !hasTagReading(key) && (isOpaqueLabel(key, value) || /^\s*(?:null|nil|~)\s*$/i.test(value))));

/**
 * `"strategy":"limit_entry"`, `"limit_px":null` (held-out-38 bot, read as a swap made now): a name or a one-word value
 * that names an order's kind or its trigger is never set aside unread, empty or not — the trade would be made now
 * instead of waiting. (A note's words are judged by their own rules: `reason="tp ladder rung 2"` says why.)
 */
const orderWord = /(?:^|[_\-.\s:])(?:limit|stop|trigger|tp|sl|take_?profit|stop_?loss|dca|recurring|sched|schedule|cron|until|entry|px)(?=$|[_\-.\s:\d])/i;
const kindNames = new Set(['strategy', 'strat', 'mode', 'style', 'plan', 'kind', 'type', 'order_type', 'intent']);
const orderNamed = (key: string, value: string): boolean => {
  const said = value.trim();
  // (`tp=none`, `sl=off`: no order of that kind, said so.)
  if (isNote(key) || /^(?:none|off|no|false|0|disabled|n\/a)$/i.test(said)) return false;
  return orderWord.test(key) || (kindNames.has(key) && /^[\w.:-]{1,64}$/.test(said) && orderWord.test(said));
};

/** The field each name stands for. */
export const fieldNames: Record<string, Field> = {};
for (const [field, names] of Object.entries(aliases) as [Field, string[]][]) for (const name of names) fieldNames[name] = field;

/**
 * A name's words as bots shorten or swap them (held-out-37 bot: `from_tok`, `to_tok`, `amt_in`, `exit_to`, `--fee-to`):
 * `from_token` written `from_tok`, `amount_in` written `amt_in`, `sell_to` written `exit_to`. Each known name of two or
 * more words is known in these spellings too, with `-` between its words as well as `_`; a spelling another field
 * already has keeps that field.
 */
const wordSpellings: Record<string, readonly string[]> = {
  token: ['tok', 'tkn', 'sym', 'symbol', 'coin', 'asset'],
  amount: ['amt', 'qty'],
  price: ['px'],
  sell: ['exit'],
  receive: ['recv'],
};
const spellingsOf = (name: string): string[] =>
  name
    .split('_')
    .reduce<string[]>((heads, word) => heads.flatMap((head) => [word, ...(wordSpellings[word] ?? [])].map((w) => (head === '' ? w : `${head}_${w}`))), ['']);
for (const [name, field] of Object.entries({ ...fieldNames })) {
  if (!name.includes('_')) continue;
  for (const spelled of spellingsOf(name)) {
    for (const written of [spelled, spelled.replace(/_/g, '-')]) if (!Object.hasOwn(fieldNames, written)) fieldNames[written] = field;
  }
}

/** The role of a field's name, or `undefined` for a name no field has. */
const roleOf = (name: string): Field | undefined => (Object.hasOwn(fieldNames, name) ? fieldNames[name] : undefined);

/** The fields structured-prompt.ts turns into a trade, a transfer or a read; the others are read by structured-orders.ts or refused. */
export const tradeReadFields = new Set<Field>([
  'action',
  'chain',
  'tokenIn',
  'tokenOut',
  'token',
  'amount',
  'amountOut',
  'usd',
  'side',
  'slippage',
  'slippageBps',
  'to',
  'address',
  'toEither',
  'base',
  'quote',
  'baseAmount',
  'quoteAmount',
  'orderType',
  'currency',
  'limit',
]);

/**
 * Whether a `name=value` in prose is one of the fields a trade, transfer or read knows (`slippage=0.5`, `chain=base`),
 * not code. An order's, a launch's or a tag's field in prose (`swap 5 usdc for eth on base price=2500`) is no field
 * the prose reader honours, so it stays code, and a move beside it is refused.
 */
export const isKnownField = (name: string): boolean =>
  (Object.hasOwn(fieldNames, name.toLowerCase()) && tradeReadFields.has(fieldNames[name.toLowerCase()]!) && !fieldsOnly.has(name.toLowerCase())) ||
  percentNames.has(name.toLowerCase());

/**
 * Names read among fields only, never in prose: the prose reader does not honour them (an exact amount bought, a chain
 * by its id, a job naming the action), so beside a sentence they stay code, and a move beside them is refused.
 */
const fieldsOnly = new Set([
  'job',
  'task',
  'chain_id',
  'chainid',
  'network_id',
  ...aliases.amountOut,
  // An amount in dollars, in the quote or paid: the prose reader reads the number, not the unit its name says, so
  // "buy degen on base amount_usd=100" would buy 100 DEGEN; beside a sentence such a field stays code, refused.
  ...aliases.usd,
  ...aliases.quoteAmount,
  ...aliases.baseAmount,
  ...amountInNames,
]);

/** `pct=50`: a trade's amount as a share of the holding (read as "50%"). */
export const percentNames = new Set(['pct', 'percent', 'percentage', 'pct_of_balance']);

/** A field as written: its name (lower case), how it compares (`=` for most, `<=` in `trigger<=120`) and its value. */
export interface Pair {
  readonly key: string;
  readonly op: string;
  readonly value: string;
}

/** A request's own id beside its body (`"id"`, `"request_id"`, `"idempotency_key"`), no field of the request. */
const requestIdKey = /^(?:id|request_?id|req_?id|client_?id|correlation_?id|trace_?id|idempotency_?key|nonce)$/i;

/** A JSON object's fields (`{"action":"swap","amount":"50"}`), strings and numbers only; `undefined` for anything else. */
export function jsonFields(prompt: string): Pair[] | undefined {
  if (!/^\s*\{[\s\S]*\}\s*$/.test(prompt)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(prompt);
  } catch {
    const dict = pythonDictAsJson(prompt);
    return dict === undefined ? undefined : jsonFields(dict);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  // A call with its arguments nested (`{"jsonrpc":"2.0","id":17,"method":"getPrice","params":{"symbol":"LINK"}}`,
  // `{"job":"swap","params":{…}}`, `{"action":"send","args":{…}}`): its action and its named arguments are the fields;
  // a JSON-RPC version and id are the protocol's own. A key said both outside and inside is a guess, refused as prose.
  const call = parsed as Record<string, unknown>;
  const nestedKey = ['params', 'args', 'arguments', 'payload', 'input', 'data', 'body', 'job', 'task', 'request', 'action', 'order', 'trade'].find(
    (key) => typeof call[key] === 'object' && call[key] !== null && !Array.isArray(call[key]),
  );
  // `{"schedule_at":"…","job":{"type":"swap",…}}`: a job's object holds the request, its action inside, its timing outside.
  const hasAction = (object: object, but?: string) => Object.keys(object).some((key) => key !== but && fieldNames[key.toLowerCase()] === 'action');
  // `{"schedule":{"in":"6h"},"action":{"type":"buy",…}}`: an action's object holds the request the same way.
  const jobHeld = nestedKey !== undefined && ['job', 'task', 'request', 'action', 'order', 'trade'].includes(nestedKey);
  // `{"id":"req-2317","data":{"cmd":"exchange",…}}`: a body whose action is only inside its arguments, with nothing but the
  // request's id beside them, holds the request there as a job's object does (an event or a status beside it stays).
  const nestedAction = nestedKey !== undefined && hasAction(call[nestedKey] as object);
  const idOnly = Object.keys(call).every((key) => key === nestedKey || requestIdKey.test(key));
  if (nestedKey && (jobHeld ? nestedAction && !hasAction(call, nestedKey) : hasAction(call) || (nestedAction && idOnly))) {
    const { [nestedKey]: nested, ...outer } = call;
    const rpc = typeof outer.jsonrpc === 'string';
    const top = Object.fromEntries(Object.entries(outer).filter(([key]) => !(rpc && (key === 'jsonrpc' || key === 'id'))));
    const inner = nested as Record<string, unknown>;
    if (Object.keys(top).some((key) => Object.hasOwn(inner, key))) return undefined;
    return jsonFields(JSON.stringify({ ...top, ...inner }));
  }
  // JSON.parse keeps the last of two equal keys: a duplicate is kept as given, for the reader to refuse.
  // A key written more often than the parsed objects (the top one and those in its lists) hold it was given twice.
  const written = new Map<string, number>();
  for (const m of prompt.matchAll(/"((?:[^"\\]|\\.)*)"\s*:/g)) written.set(m[1]!.toLowerCase(), (written.get(m[1]!.toLowerCase()) ?? 0) + 1);
  const held = new Map<string, number>();
  const count = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) count(item);
    else if (typeof value === 'object' && value !== null)
      for (const [key, inner] of Object.entries(value)) {
        held.set(key.toLowerCase(), (held.get(key.toLowerCase()) ?? 0) + 1);
        count(inner);
      }
  };
  count(parsed);
  const pairs: Pair[] = [...written].filter(([key, n]) => n > (held.get(key) ?? 0)).map(([key]) => ({ key, op: '=', value: '(given twice)' }));
  for (const [key, value] of Object.entries(parsed)) {
    // `"amount": null`: a field the bot had no value for is not given, and asked like any missing one; an unknown
    // field stays, to be refused.
    if (value === null && Object.hasOwn(fieldNames, key.toLowerCase())) continue;
    // `"schedule":{"at":"tomorrow 15:00 UTC","repeat":false}`: a schedule that does not repeat is a one-off's time.
    const once = typeof value === 'object' && value !== null && !Array.isArray(value) ? onceAt(key, value, roleOf) : undefined;
    if (once !== undefined) {
      pairs.push({ key: 'at', op: '=', value: once });
      continue;
    }
    // `"schedule":{"in":"6h"}`: a schedule that only says how long from now is a one-off's delay.
    const delay = typeof value === 'object' && value !== null && !Array.isArray(value) ? delayIn(key, value) : undefined;
    if (delay !== undefined) {
      pairs.push({ key: 'delay', op: '=', value: delay });
      continue;
    }
    // `"links":{"website":"https://…","x":"https://x.com/…"}`: a launch's links grouped are each its own field.
    // `"meta":{"source":"tg-bot","request_id":"r-9"}`: a group of the bot's own bookkeeping, each of it set aside.
    if (bookkeepingGroup(key, value)) continue;
    // `"filter":{"status":"open"}`, `"match":{"chain":"base","token":"WETH"}`: which orders a list or a cancel means,
    // each entry its own field (a key said outside too is a guess, refused as prose).
    const filtered = filterGroup(key, value, parsed);
    if (filtered === null) return undefined;
    if (filtered) {
      pairs.push(...filtered);
      continue;
    }
    const links = linkFields(key, value) ?? boughtFields(key, value);
    if (links) {
      pairs.push(...links);
      continue;
    }
    // `"transfers":[{"to":…,"token":"USDC","amount":10},…]`: one token on every item is the batch's token.
    const hoisted = Array.isArray(value) ? sharedToken(value) : undefined;
    if (hoisted !== undefined) {
      const top = Object.entries(parsed).find(([k]) => roleOf(k.toLowerCase()) === 'token')?.[1];
      if (top === undefined) pairs.push({ key: 'token', op: '=', value: hoisted.token });
      else if (typeof top !== 'string' || top.trim().toLowerCase() !== hoisted.token.toLowerCase()) return undefined;
    }
    const listed = Array.isArray(value)
      ? listValue(hoisted?.items ?? value)
      : typeof value === 'object' && value !== null
        ? (objectWords(key, value, roleOf) ?? moneyWords(key, value, roleOf) ?? tokenWord(key, value, roleOf) ?? payeeMap(key, value, roleOf))
        : undefined;
    // `"dry": false`, `"confirm": true`: a switch is its word, read like `dry=false` (a switch no reader knows is refused).
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean' && listed === undefined) return undefined;
    pairs.push({ key: jsonKey(key), op: '=', value: listed ?? String(value) });
  }
  return pairs;
}

/**
 * A JSON key as the readers know it: lower case, or, for a camelCase key whose lower-case run no reader knows, its words
 * joined by `_` (`quoteQty` → `quote_qty`, `clientOrderId` → `client_order_id`, held-out-39 bot), as a bot in another
 * language would have written it.
 */
const jsonKey = (key: string): string => {
  const lower = key.toLowerCase();
  if (Object.hasOwn(fieldNames, lower)) return lower;
  const snake = key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  return snake !== lower && (Object.hasOwn(fieldNames, snake) || tagNames.has(snake)) ? snake : lower;
};

const pythonWord = /"[^"]*"|\b(True|False|None)\b/g;
const jsonWord: Record<string, string> = { True: 'true', False: 'false', None: 'null' };

/**
 * `{'intent': 'buy', 'pay_token': 'USDC', 'pay_amount': 45}` (a Python dict, as a bot's log prints it): the same
 * fields as JSON. Only when no double quote or escape is written, so every single quote bounds a string; a word with
 * an apostrophe inside (`'don't'`) leaves it unparsed, prose.
 */
function pythonDictAsJson(prompt: string): string | undefined {
  if (!prompt.includes("'") || /["\\]/.test(prompt)) return undefined;
  const text = prompt.replace(/'/g, '"').replace(pythonWord, (whole, word?: string) => (word ? jsonWord[word]! : whole));
  try {
    JSON.parse(text);
  } catch {
    return undefined;
  }
  return text;
}

/** `"schedule":{"in":"6h"}`, `"when":{"after":"30m"}`: one entry, a time from now; `undefined` for anything else. */
function delayIn(key: string, value: object): string | undefined {
  const role = roleOf(key.toLowerCase());
  if (role !== 'schedule' && role !== 'at' && role !== 'delay') return undefined;
  const entries = Object.entries(value);
  if (entries.length !== 1) return undefined;
  const [inner, given] = entries[0]!;
  if (!/^(?:in|after|delay|from_now|run_in)$/i.test(inner) || typeof given !== 'string') return undefined;
  return /^\s*\d+\s*(?:m|min|mins|minutes?|h|hr|hrs|hours?|d|days?)\s*$/i.test(given) ? given.trim() : undefined;
}

/** The token every item of a list names alike, and the items without it; `undefined` when they do not all name one. */
function sharedToken(list: unknown[]): { token: string; items: object[] } | undefined {
  const tokens = list.map((item) =>
    typeof item === 'object' && item !== null && !Array.isArray(item) ? Object.entries(item).filter(([k]) => roleOf(k.toLowerCase()) === 'token') : [],
  );
  if (list.length === 0 || tokens.some((t) => t.length !== 1 || typeof t[0]![1] !== 'string')) return undefined;
  const token = (tokens[0]![0]![1] as string).trim();
  if (!/^\$?[a-z][a-z0-9]*$/i.test(token) || tokens.some((t) => (t[0]![1] as string).trim().toLowerCase() !== token.toLowerCase())) return undefined;
  return { token, items: list.map((item) => Object.fromEntries(Object.entries(item as object).filter(([k]) => roleOf(k.toLowerCase()) !== 'token'))) };
}

/** A filter's object of words and numbers as its fields, when its words say no filter; `null` when a key is also said outside it; `undefined` for anything else. */
function filterGroup(key: string, value: unknown, top?: object): Pair[] | null | undefined {
  if (roleOf(key.toLowerCase()) !== 'filter' || typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  // A filter its words say whole (`{"side":"buy","token":"SOL"}` as "buy SOL") is read as those words.
  if (objectWords(key, value, roleOf) !== undefined) return undefined;
  // `{"chain":"ethereum","token":"LINK","type":"limit"}`: the chain is where the orders are (a chain, never the ETH
  // token), said as the cancel's own chain field; the rest is read as the filter's words.
  const chainKey = Object.keys(value).find((k) => roleOf(k.toLowerCase()) === 'chain');
  if (chainKey !== undefined) {
    const { [chainKey]: chain, ...rest } = value as Record<string, unknown>;
    const words = objectWords(key, rest, roleOf);
    if (words !== undefined && typeof chain === 'string') {
      if (top !== undefined && Object.keys(top).some((t) => roleOf(t.toLowerCase()) === 'chain')) return null;
      return [
        { key: chainKey.toLowerCase(), op: '=', value: chain },
        // ("stop_loss" as the words "stop loss" say it.)
        { key, op: '=', value: words.replace(/_/g, ' ') },
      ];
    }
  }
  const entries = Object.entries(value).map(([k, v]) => [k.toLowerCase(), v] as const);
  if (entries.length === 0 || entries.some(([, v]) => typeof v !== 'string' && typeof v !== 'number')) return undefined;
  if (top !== undefined && entries.some(([k]) => Object.keys(top).some((t) => t.toLowerCase() === k))) return null;
  return entries.map(([k, v]) => ({ key: k, op: '=', value: String(v) }));
}

const bookkeepingGroups = new Set(['meta', 'metadata', '_meta', 'context', 'ctx', 'trace', 'tracing', 'headers', 'client', 'caller', 'origin', 'source_info']);

/** A nested object of bookkeeping only: a group named for it, each entry a tag of its own (see `isTag`). */
function bookkeepingGroup(key: string, value: unknown): boolean {
  if (!bookkeepingGroups.has(key.toLowerCase()) || typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([k, v]) => (typeof v === 'string' || typeof v === 'number') && isTag(k.toLowerCase(), String(v)));
}

const linkGroups = new Set(['links', 'socials', 'social', 'social_links', 'urls', 'media']);
const linkRoles = new Set<Field>(['website', 'twitter', 'telegram', 'image']);
/**
 * `"meta":{"title":"Gridlock Beetle","tkr":"GRDL","blurb":"…","site":"https://…"}` (held-out-37 bot): a launch's own
 * fields grouped, each its own field — only when every entry is one of them (a group of bookkeeping is set aside).
 */
const launchGroups = new Set(['meta', 'metadata', 'token', 'token_info', 'token_meta', 'info', 'details', 'params', 'spec', 'profile']);
const launchRoles = new Set<Field>([...linkRoles, 'name', 'token', 'description']);

/** A group of a launch's links (`"socials":{"x":"…","tg":"…"}`) as their fields; `undefined` for anything else. */
function linkFields(key: string, value: unknown): Pair[] | undefined {
  const group = key.toLowerCase();
  const roles = linkGroups.has(group) ? linkRoles : launchGroups.has(group) ? launchRoles : undefined;
  if (!roles || typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  if (entries.length === 0) return undefined;
  const ok = entries.every(([k, v]) => typeof v === 'string' && roles.has(roleOf(k.toLowerCase()) as Field));
  return ok ? entries.map(([k, v]) => ({ key: k.toLowerCase(), op: '=', value: v as string })) : undefined;
}

/**
 * `"receive":{"token":"LINK","amount":"3"}`: the token bought with the exact amount received, as `receive=LINK
 * amount_out=3` say; `undefined` for anything else.
 */
function boughtFields(key: string, value: unknown): Pair[] | undefined {
  if ((roleOf(key.toLowerCase()) !== 'tokenOut' && !/^wants?$/i.test(key)) || typeof value !== 'object' || value === null || Array.isArray(value))
    return undefined;
  const entries = Object.entries(value).map(([k, v]) => [k.toLowerCase(), v] as const);
  const token = entries.find(([k]) => roleOf(k) === 'token')?.[1];
  const amount = entries.find(([k]) => roleOf(k) === 'amount' || roleOf(k) === 'amountOut')?.[1];
  if (entries.length !== 2 || typeof token !== 'string' || !/^\$?[a-z][a-z0-9]*$/i.test(token.trim())) return undefined;
  if ((typeof amount !== 'string' && typeof amount !== 'number') || !/^\d+(?:\.\d+)?$/.test(String(amount).trim())) return undefined;
  return [
    { key: key.toLowerCase(), op: '=', value: token.trim() },
    { key: 'amount_out', op: '=', value: String(amount).trim() },
  ];
}

/** A field's name and how it compares: `chain=`, `trigger<=`, `name: ` (never the `https:` of a link). */
// (`stop loss on base: sell 1 ETH …`: a chain after "on" before a colon is the label's prose, no field.)
const keyPattern = /(?<=^|[\s,;&{(?])(?:(?<!\b(?:on|in)\s+)|(?=[a-z][a-z0-9_]*\s*[<>=]))([a-z][a-z0-9_]*)\s*(<=|>=|=|<|>|:(?!\/\/))/gi;

/**
 * The fields of a line whose values may run over several words (`at=tomorrow 15:00 UTC action=swap 100 USDC->WETH`,
 * `NAME=Rocket Fuel SYMBOL=RFUEL`): each value runs to the next field's name; a quoted value to its closing quote, a
 * bracketed one (`recipients=[a:1, b:2]`) to its closing bracket. `lead` is the text before the first field;
 * `undefined` when there is no field or a quote or bracket is never closed.
 */
export function spanFields(text: string): { lead: string; pairs: Pair[] } | undefined {
  const keys = [...text.matchAll(keyPattern)];
  if (keys.length === 0) return undefined;
  const pairs: Pair[] = [];
  let cursor = 0;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (key.index < cursor) continue;
    let start = key.index + key[0].length;
    while (text[start] === ' ') start++;
    const open = text[start];
    const close = open === '"' || open === "'" ? open : open === '[' ? ']' : undefined;
    let value: string;
    if (close) {
      const end = text.indexOf(close, start + 1);
      if (end < 0) return undefined;
      value = open === '[' ? text.slice(start, end + 1) : text.slice(start + 1, end);
      cursor = end + 1;
      const next = keys.find((k) => k.index >= cursor);
      // Only separators between a closed value and the next field.
      if (!/^[\s,;&})]*$/.test(text.slice(cursor, next?.index ?? text.length))) return undefined;
    } else {
      const next = keys.find((k) => k.index >= start);
      cursor = next?.index ?? text.length;
      value = text
        .slice(start, cursor)
        .trim()
        .replace(/[\s,;&})]+$/, '');
    }
    pairs.push({ key: key[1]!.toLowerCase(), op: key[2]! === ':' ? '=' : key[2]!, value });
  }
  return { lead: text.slice(0, keys[0]!.index), pairs };
}
