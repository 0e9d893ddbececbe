import { evmChainById } from '../../chains/chains.ts';
import { fail, type Interpretation } from './intent.ts';
import { verbs } from '../../language/lexicon.ts';
import { tokenWords } from '../../language/token-registry.ts';

/**
 * The field names a structured prompt may use, shared by the reader of trades and reads (structured-prompt.ts) and
 * the reader of orders, launches, fees, holdings checks and batches (structured-orders.ts), and how fields are cut
 * out of a prompt: JSON, `name=value` pairs, and values that run over several words (`at=tomorrow 15:00 UTC`).
 */

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
  | 'schedule'
  | 'filter'
  | 'orderId'
  | 'need'
  | 'scope'
  | 'recipients'
  | 'each'
  | 'name'
  | 'description'
  | 'website'
  | 'twitter'
  | 'image'
  | 'feeRecipient'
  | 'vesting';

const aliases: Record<Field, string[]> = {
  action: ['action', 'type', 'op', 'cmd', 'command', 'intent', 'method', 'signal', 'job', 'task'],
  chain: ['chain', 'chains', 'network', 'networks', 'net', 'venue', 'blockchain', 'chain_id', 'chainid', 'network_id'],
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
    'spend',
    'src',
    'source',
    'funding',
    'fund_with',
  ],
  tokenOut: ['out', 'buy', 'token_out', 'tokenout', 'to_token', 'output', 'output_token', 'receive', 'get'],
  token: ['token', 'tokens', 'asset', 'symbol', 'symbols', 'coin', 'ticker'],
  amount: ['amount', 'amt', 'qty', 'quantity', 'size', 'amount_in', 'amountin', 'sell_amount', 'sellamount', 'from_amount', 'fromamount', 'input_amount'],
  /** The exact amount of the token bought (`amount_out=30`). `min_out` is no amount: it is a bound on slippage, refused. */
  amountOut: [
    'amount_out',
    'amountout',
    'qty_out',
    'out_amount',
    'out_qty',
    'receive_amount',
    'buy_amount',
    'output_amount',
    'to_amount',
    'exact_out',
    'amount_out_exact',
  ],
  usd: ['amount_usd', 'usd', 'usd_amount', 'amount_in_usd', 'notional', 'value_usd', 'size_usd', 'usd_size', 'notional_usd'],
  side: ['side', 'mode'],
  slippage: ['slippage', 'slip', 'max_slippage', 'slippage_pct', 'slippage_percent'],
  slippageBps: ['slippage_bps', 'slippagebps', 'slip_bps', 'bps', 'max_slippage_bps'],
  to: ['recipient', 'to_address', 'dest', 'destination', 'receiver', 'send_to'],
  address: ['address', 'contract', 'mint', 'ca'],
  /** `to`: the recipient of a transfer, the token bought in a trade. */
  toEither: ['to'],
  // An exchange's order form: the pair's base and quote tokens, the amount in either, the side.
  base: ['base', 'base_token', 'base_asset'],
  quote: ['quote', 'quote_token', 'quote_asset'],
  baseAmount: ['base_amt', 'base_amount', 'base_qty', 'base_size'],
  quoteAmount: ['quote_amt', 'quote_amount', 'quote_qty', 'quote_size'],
  orderType: ['order_type', 'ordertype', 'order'],
  /** How many a ranking shows ("limit=5"): a read's field, refused on anything else. */
  limit: ['limit', 'count', 'top', 'n'],
  /** The currency values are shown in: only dollars. */
  currency: ['currency', 'fiat', 'vs', 'vs_currency', 'fmt', 'format', 'denom', 'denomination'],
  /** The price an order waits for: `price=2500`, `trigger<=120`. */
  price: ['price', 'limit_price', 'trigger', 'trigger_price', 'stop', 'stop_price', 'target', 'target_price'],
  /** When a one-off order runs: `at=tomorrow 15:00 UTC`. */
  at: ['at', 'when', 'time', 'run_at', 'execute_at', 'scheduled_at', 'scheduled_for', 'datetime'],
  /** When a recurring order runs: `schedule=every monday 14:00 UTC`. */
  schedule: ['schedule', 'every', 'frequency', 'interval', 'recurrence', 'repeat', 'cron'],
  /** Which orders a cancel means, in words: `filter='LINK limit sell'`. */
  filter: ['filter', 'match', 'which', 'where'],
  /** The order a cancel means, by id. Elsewhere `id` is a tag (see `tagNames`). */
  orderId: ['order_id', 'orderid'],
  /** The amount a holdings check compares the balance with. */
  need: ['need', 'needed', 'required', 'require', 'min', 'minimum', 'min_balance', 'threshold', 'at_least'],
  /** Which launched tokens a fee read covers: `scope=all_launched_tokens`. */
  scope: ['scope'],
  /** A batch's recipients: `recipients=[alice.eth:10, bob.eth:5]`. */
  recipients: ['recipients', 'batch', 'payees', 'addresses', 'wallets', 'to_list', 'transfers', 'payments', 'payouts', 'sends'],
  /** The amount every recipient of a batch gets. */
  each: ['each', 'amount_each', 'per_recipient', 'amount_per_recipient', 'amount_per'],
  // A launch's fields (the new token's symbol is `symbol` or `ticker`, read as `token`).
  name: ['name', 'token_name'],
  description: ['description', 'desc', 'bio', 'about'],
  website: ['website', 'site', 'url', 'web', 'homepage'],
  twitter: ['twitter', 'x', 'twitter_url', 'x_url'],
  image: ['image', 'image_url', 'img', 'logo', 'icon'],
  feeRecipient: ['fee_recipient', 'feerecipient', 'fee_to', 'fees_to', 'fee_wallet', 'fee_address', 'fee'],
  vesting: ['vesting', 'vesting_days', 'vest'],
};

/** The field each name stands for. */
export const fieldNames: Record<string, Field> = {};
for (const [field, names] of Object.entries(aliases) as [Field, string[]][]) for (const name of names) fieldNames[name] = field;

/**
 * Tags a bot adds for its own bookkeeping (`ref=order#A19`, `client_id=7f3a`): harmless, so dropped rather than
 * refused, when the value is one short word. `note=` and `memo=` are no tags: a note may hold a condition
 * ("note=only if gas is low") that ignoring would break, so they are refused like any unknown field.
 */
export const tagNames = new Set(['ref', 'reference', 'id', 'client_id', 'client_order_id', 'request_id', 'correlation_id', 'trace_id', 'idempotency_key']);
export const isTag = (key: string, value: string): boolean =>
  (tagNames.has(key) && /^[\w#.:/-]{1,64}$/.test(value)) || (ownWalletNames.has(key) && ownWallet.test(value.trim())) || isMetadata(key, value);

/**
 * What a bot says about its request rather than in it: how sure it is (`conf=0.82`), which strategy or source sent it
 * (`strategy=grid_v2`, `src=tg_alpha`), when it was written (`ts=2024-06-14T09:00:01Z`, never a schedule), its tag, or
 * why (`reason=rebalance`, `drift=+4.1%`). None changes what moves, so each is dropped. A source naming a token is the
 * token paid with, not metadata; a note or reason that words a condition or a limit ("only if gas is low", "max 20")
 * would change what moves, so it is refused like an unknown field, and so is `memo` (a transfer's memo is sent on chain).
 */
const metadataNames = new Set([
  'conf',
  'confidence',
  'score',
  'strategy',
  'strat',
  'strategy_id',
  'ts',
  'timestamp',
  'src',
  'source',
  'origin',
  'channel',
  'bot',
  'bot_id',
  'version',
  'tag',
  'tags',
  'label',
  'signal_id',
  'run_id',
  'tick',
  'seq',
  'drift',
  'note',
  'notes',
  'reason',
  'comment',
]);
const freeText = new Set(['note', 'notes', 'reason', 'comment']);
const conditionWords =
  /\b(?:if|only|unless|until|when|whenever|once|after|before|not|don'?t|never|no|max|maximum|min|minimum|limit|cap|wait|instead|but|except|below|above|under|over|at|each|every|split|half|all|then|also|and|or|slippage)\b|[<>=%$]|\d/i;
function isMetadata(key: string, value: string): boolean {
  if (!metadataNames.has(key)) return false;
  const text = value.trim();
  if (text.length === 0 || text.length > 80) return false;
  // A token is what a source pays with; a wallet is where money would come from: neither is metadata.
  if (/^0x[0-9a-f]{6,}|\.eth$|^[1-9A-HJ-NP-Za-km-z]{32,44}$/i.test(text)) return false;
  if ((key === 'src' || key === 'source') && tokenWords.has(text.replace(/^\$/, '').toLowerCase())) return false;
  // A note that words a request of its own ("send the rest to bob", "buy more eth") is never dropped either.
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9$]+/)
    .filter(Boolean);
  if (freeText.has(key)) return !conditionWords.test(text) && !words.some((w) => verbs.has(w) || tokenWords.has(w.replace(/^\$/, '')));
  return /^[\w#.:/+%@-]{1,64}$/.test(text);
}

/**
 * `wallet=self`, `"account": "me"`: the caller's own wallet, which every request uses anyway, so it says nothing more.
 * Any other value (an address, another name) is no tag: it is refused like an unknown field, never ignored.
 */
const ownWalletNames = new Set(['wallet', 'account', 'owner', 'user', 'from_wallet', 'wallet_id']);
const ownWallet = /^(?:self|me|mine|my|own|my_wallet|default|main|primary)$/i;

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
const fieldsOnly = new Set(['job', 'task', 'chain_id', 'chainid', 'network_id', ...aliases.amountOut]);

/** `pct=50`: a trade's amount as a share of the holding (read as "50%"). */
export const percentNames = new Set(['pct', 'percent', 'percentage', 'pct_of_balance']);

/** A field as written: its name (lower case), how it compares (`=` for most, `<=` in `trigger<=120`) and its value. */
export interface Pair {
  readonly key: string;
  readonly op: string;
  readonly value: string;
}

/** A JSON object's fields (`{"action":"swap","amount":"50"}`), strings and numbers only; `undefined` for anything else. */
export function jsonFields(prompt: string): Pair[] | undefined {
  if (!/^\s*\{[\s\S]*\}\s*$/.test(prompt)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(prompt);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  // A call with its arguments nested (`{"jsonrpc":"2.0","id":17,"method":"getPrice","params":{"symbol":"LINK"}}`,
  // `{"job":"swap","params":{…}}`, `{"action":"send","args":{…}}`): its action and its named arguments are the fields;
  // a JSON-RPC version and id are the protocol's own. A key said both outside and inside is a guess, refused as prose.
  const call = parsed as Record<string, unknown>;
  const nestedKey = ['params', 'args', 'arguments', 'payload', 'input', 'data', 'body'].find(
    (key) => typeof call[key] === 'object' && call[key] !== null && !Array.isArray(call[key]),
  );
  if (nestedKey && Object.keys(call).some((key) => fieldNames[key.toLowerCase()] === 'action')) {
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
    const listed = Array.isArray(value) ? listValue(value) : undefined;
    if (typeof value !== 'string' && typeof value !== 'number' && listed === undefined) return undefined;
    pairs.push({ key: key.toLowerCase(), op: '=', value: listed ?? String(value) });
  }
  return pairs;
}

/**
 * A JSON list as a bracketed field value: `["alice.eth:10", "bob.eth:5"]` or `[{"to": "alice.eth", "amount": 10}]`
 * becomes `[alice.eth:10, bob.eth:5]`; `undefined` for a list of anything else (an object with other fields).
 */
function listValue(list: unknown[]): string | undefined {
  const items: string[] = [];
  for (const item of list) {
    if (typeof item === 'string' || typeof item === 'number') items.push(String(item));
    else if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
      const entries = Object.entries(item).map(([k, v]) => [k.toLowerCase(), v] as const);
      const to = entries.find(([k]) => ['to', 'address', 'recipient'].includes(k))?.[1];
      const amount = entries.find(([k]) => ['amount', 'amt', 'qty', 'quantity'].includes(k))?.[1];
      if (entries.length !== 2 || typeof to !== 'string' || (typeof amount !== 'string' && typeof amount !== 'number')) return undefined;
      items.push(`${to}:${amount}`);
    } else return undefined;
  }
  return `[${items.join(', ')}]`;
}

/** A field's name and how it compares: `chain=`, `trigger<=`, `name: ` (never the `https:` of a link). */
const keyPattern = /(?<=^|[\s,;&{(?])([a-z][a-z0-9_]*)\s*(<=|>=|=|<|>|:(?!\/\/))/gi;

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

const pairNames = new Set(['pair', 'market', 'symbol_pair', 'trading_pair', 'instrument', 'product']);
const amountWords = /^(?:amount|amt|qty|quantity|size|notional|value)_([a-z][a-z0-9]*)$/;

/**
 * Fields bots write as one that are two, or as a name that holds a unit: `pair: BONK/USDC` is the base and the quote
 * (`BONK-USDC`, `BONK_USDC` too), `qty_usdc=500` is an amount of 500 USDC (which side it counts is the reader's to
 * say). Any other field is kept as written; a pair that is not two tokens, or a unit that is no token, is kept too,
 * for the reader to refuse as unknown.
 */
export function expandedPairs(pairs: readonly Pair[]): Pair[] | Interpretation {
  const unknownId = pairs.find((pair) => fieldNames[pair.key] === 'chain' && /^\s*\d{1,7}\s*$/.test(pair.value) && !evmChainById(Number(pair.value)));
  if (unknownId)
    return fail('UNSUPPORTED_CHAIN', `Chain id ${unknownId.value.trim()} is not one I support: base, ethereum, polygon, unichain or solana. Nothing was done.`);
  return pairs.flatMap((pair): Pair[] => {
    if (pairNames.has(pair.key)) {
      const m = /^\s*\$?([a-z][a-z0-9]*)\s*[/_-]\s*\$?([a-z][a-z0-9]*)\s*$/i.exec(pair.value);
      if (m && tokenWords.has(m[1]!.toLowerCase()) && tokenWords.has(m[2]!.toLowerCase()))
        return [
          { key: 'base', op: pair.op, value: m[1]! },
          { key: 'quote', op: pair.op, value: m[2]! },
        ];
      return [pair];
    }
    // `chain_id=8453`, `network: base-mainnet`, `chain=mainnet-beta`: a chain by its id or its network's name.
    if (fieldNames[pair.key] === 'chain') {
      const value = pair.value.trim();
      const byId = /^\d{1,7}$/.test(value) ? evmChainById(Number(value))?.name : undefined;
      const named = /^mainnet[-_]beta$/i.test(value) ? 'solana' : value.replace(/^([a-z]+)[-_](?:mainnet|main)(?:[-_]beta)?$/i, '$1');
      return [{ ...pair, value: byId ?? named }];
    }
    const unit = Object.hasOwn(fieldNames, pair.key) ? undefined : amountWords.exec(pair.key)?.[1];
    if (unit && tokenWords.has(unit) && /^\s*\d+(?:\.\d+)?\s*$/.test(pair.value))
      return [{ key: 'amount', op: pair.op, value: `${pair.value.trim()} ${unit.toUpperCase()}` }];
    return [pair];
  });
}
