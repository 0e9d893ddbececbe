import { evmChainById, evmChainByName } from '../../chains/chains.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { fail, type Interpretation } from './intent.ts';
import { fieldNames, type Pair } from './structured-fields.ts';
import { shifted } from './structured-base-units.ts';

const pairNames = new Set(['pair', 'market', 'symbol_pair', 'trading_pair', 'instrument', 'product', 'product_id', 'instrument_id']);
/**
 * `trigger_below_usd`, `sell_when_price_gte`, `buy_if_px_lte`: a trigger's name read by its parts: a side that agrees
 * with the order (kept as its `side`), a word of condition, the price's noun, then which way it must cross.
 */
const triggerWay =
  /^(?:(?:(buy|sell)_)?(?:(?:when|if|on|at)_)?(?:trigger|stop|price|trigger_price|stop_price|px|trigger_px|stop_px)_(below|above|under|over|lte|gte|lt|gt|le|ge)(?:_usd)?|(below|above)_usd)$/;
const amountWords = /^(?:amount|amt|qty|quantity|size|notional|value)(?:_in)?_([a-z][a-z0-9]*)$/;
const unitFirst = /^([a-z][a-z0-9]*)_(?:amount|amt|qty|quantity|size)$/;
/** `spend_usdc=100`, `pay_eth=0.5`: a name that says paying and its token is that much of the token paid. */
const paidWords = /^(?:spend|pay|budget)_([a-z][a-z0-9]*)$/;

/**
 * `{"job":"airdrop","action":"batch_transfer",…}`, `job=nightly-rebalance action=swap`: beside the action, a job that
 * names the same kind of request (`kindOf`), or names none, is the job's name and says nothing more; a job naming
 * another kind is kept, for the reader to refuse as two actions.
 */
function withoutJobName(pairs: readonly Pair[], kindOf: (word: string) => string | undefined): readonly Pair[] {
  const jobs = pairs.filter((p) => p.key === 'job' || p.key === 'task');
  const actions = pairs.filter((p) => fieldNames[p.key] === 'action' && !jobs.includes(p));
  if (jobs.length !== 1 || actions.length !== 1) return pairs;
  const job = kindOf(jobs[0]!.value.trim());
  return job === undefined || job === kindOf(actions[0]!.value.trim().split(/\s+/)[0]!) ? pairs.filter((p) => p !== jobs[0]) : pairs;
}

/**
 * `"sell":"SOL","for":"USDC"`, `"buy":"ETH","for":"USDC"`: `for` names the token on the other side of the one side
 * named, as "sell SOL for USDC" and "buy ETH for USDC" say. Beside both sides, or neither, it is kept, to be refused.
 */
function counterToken(pairs: readonly Pair[]): readonly Pair[] {
  const sides = pairs.filter((p) => ['tokenIn', 'tokenOut', 'toEither', 'token', 'base', 'quote'].includes(fieldNames[p.key] ?? ''));
  const [side] = sides;
  if (sides.length !== 1 || (fieldNames[side!.key] !== 'tokenIn' && fieldNames[side!.key] !== 'tokenOut')) return pairs;
  const other = fieldNames[side!.key] === 'tokenIn' ? 'receive_token' : 'input_token';
  return pairs.map((p) => (p.key === 'for' && p.op === '=' ? { ...p, key: other } : p));
}

/** `size_ccy`, `amount_currency`, `qty_unit`: a field naming the unit an amount field (`size`) counts in. */
const unitName = /^([a-z][a-z0-9]*(?:_[a-z][a-z0-9]*)?)_(?:ccy|currency|cur|unit|units|denom|denomination|asset|token|symbol|coin)$/;

/** `notional` given with its unit and no other amount: a notional here counts dollars unless its unit says a token. */
const countedNotional = (base: string, pairs: readonly Pair[]): boolean =>
  base === 'notional' && !pairs.some((p) => p.key !== base && (fieldNames[p.key] === 'amount' || fieldNames[p.key] === 'usd'));

/**
 * `size=100 size_ccy=USDC` (held-out-27): the token named as the unit of the amount beside it is that amount's, as
 * `size=100USDC` says it (which side it counts is the reader's to say). A unit that is no token (a dollar, wei: see
 * held-out-16's `size_unit`), or beside no amount of that name, is kept, for the reader to refuse as unknown.
 */
function withAmountUnits(pairs: readonly Pair[]): readonly Pair[] {
  const units = new Map<Pair, Pair>();
  for (const pair of pairs) {
    const base = Object.hasOwn(fieldNames, pair.key) ? undefined : unitName.exec(pair.key)?.[1];
    // `spend=20 spend_ccy=USDC` (held-out-28): an amount in the field naming what is paid, its token in a field of its own.
    if (base === undefined || (fieldNames[base] !== 'amount' && fieldNames[base] !== 'tokenIn' && !countedNotional(base, pairs))) continue;
    const amounts = pairs.filter((p) => p.key === base);
    const unit = pair.value.trim().replace(/^\$(?=[a-z])/i, '');
    if (amounts.length !== 1 || !/^\s*\d+(?:\.\d+)?\s*$/.test(amounts[0]!.value)) continue;
    if (!tokenWords.has(unit.toLowerCase())) continue;
    units.set(amounts[0]!, pair);
  }
  if (units.size === 0) return pairs;
  const used = new Set(units.values());
  return pairs.flatMap((pair): Pair[] => {
    if (used.has(pair)) return [];
    const unit = units
      .get(pair)
      ?.value.trim()
      .replace(/^\$(?=[a-z])/i, '');
    if (unit === undefined) return [pair];
    // `notional=60 notional_ccy=USDC` (held-out-28): a notional counted in a token is that many of the token, no dollars.
    if (fieldNames[pair.key] === 'usd') return [{ ...pair, key: 'amount', value: `${pair.value.trim()} ${unit.toUpperCase()}` }];
    return [{ ...pair, value: `${pair.value.trim()} ${unit.toUpperCase()}` }];
  });
}

/**
 * Fields bots write as one that are two, or as a name that holds a unit: `pair: BONK/USDC` is the base and the quote
 * (`BONK-USDC`, `BONK_USDC` too), `qty_usdc=500` is an amount of 500 USDC (which side it counts is the reader's to
 * say). Any other field is kept as written; a pair that is not two tokens, or a unit that is no token, is kept too,
 * for the reader to refuse as unknown.
 */
export function expandedPairs(given: readonly Pair[], kindOf: (word: string) => string | undefined = () => undefined): Pair[] | Interpretation {
  const native = nativeCoin(given);
  if (native && 'kind' in native) return native;
  const pairs = withoutJobName(
    withAmountUnits(counterToken(native ?? given)).map((pair) => {
      const role = Object.hasOwn(fieldNames, pair.key) ? undefined : roleName(pair.key);
      return role === undefined ? pair : { ...pair, key: role };
    }),
    kindOf,
  );
  const unknownId = pairs.find((pair) => fieldNames[pair.key] === 'chain' && /^\s*\d{1,7}\s*$/.test(pair.value) && !evmChainById(Number(pair.value)));
  if (unknownId)
    return fail('UNSUPPORTED_CHAIN', `Chain id ${unknownId.value.trim()} is not one I support: base, ethereum, polygon, unichain or solana. Nothing was done.`);
  return pairs.flatMap((pair): Pair[] => {
    // `symbol: ETH/USDC`: a token field holding a pair is the pair.
    if (pairNames.has(pair.key) || (fieldNames[pair.key] === 'token' && /^\s*\$?[a-z][a-z0-9]*\s*\/\s*\$?[a-z][a-z0-9]*\s*$/i.test(pair.value))) {
      // `pair=USDC->cbBTC` (held-out-30, a DCA runner's leg): an arrow says which way, the token sold then the one bought.
      const way = /^\s*\$?([a-z][a-z0-9]*)\s*(?:->|=>|→)\s*\$?([a-z][a-z0-9]*)\s*$/i.exec(pair.value);
      if (way && tokenWords.has(way[1]!.toLowerCase()) && tokenWords.has(way[2]!.toLowerCase()))
        return [
          { key: 'from', op: pair.op, value: way[1]! },
          { key: 'to_token', op: pair.op, value: way[2]! },
        ];
      const m = /^\s*\$?([a-z][a-z0-9]*)\s*[/_-]\s*\$?([a-z][a-z0-9]*)\s*$/i.exec(pair.value);
      if (m && tokenWords.has(m[1]!.toLowerCase()) && tokenWords.has(m[2]!.toLowerCase()))
        return [
          { key: 'base', op: pair.op, value: m[1]! },
          { key: 'quote', op: pair.op, value: m[2]! },
        ];
      // `'pair': 'ETH/USD'` (held-out-28): a token quoted in dollars is that token, as `symbol: AERO-USD` is below.
      if (m && /^usd$/i.test(m[2]!) && tokenWords.has(m[1]!.toLowerCase())) return [{ key: 'token', op: pair.op, value: m[1]! }];
      return [pair];
    }
    // `"ticker":"AEROUSD"`, `symbol: AERO-USD` (held-out-22, a chart's alert): a token quoted in dollars is that token;
    // the dollar is the chart's unit, not a token paid (what is paid is its own field, or asked).
    if (fieldNames[pair.key] === 'token') {
      const m = /^\s*\$?([a-z][a-z0-9]*?)[/_-]?usd\s*$/i.exec(pair.value);
      if (m && !tokenWords.has(pair.value.trim().replace(/^\$/, '').toLowerCase()) && tokenWords.has(m[1]!.toLowerCase())) return [{ ...pair, value: m[1]! }];
    }
    // `target: BRETT`: a price's name holding a token (no number) names what is aimed at, the token bought.
    if (
      fieldNames[pair.key] === 'price' &&
      /^(?:target|goal|tgt)$/.test(pair.key) &&
      pair.op === '=' &&
      tokenWords.has(pair.value.trim().replace(/^\$/, '').toLowerCase())
    )
      return [{ ...pair, key: 'to_token' }];
    // `run_in_minutes=360`, `delay_hours: 6` (held-out-35 bot): a delay whose unit is in its name, as `delay=360 minutes`.
    const delayUnit = /^(?:delay|delay_by|run_in|execute_in|countdown)_(seconds?|secs?|minutes?|mins?|hours?|hrs?|days?)$/.exec(pair.key)?.[1];
    if (delayUnit !== undefined && pair.op === '=' && /^\s*\d+(?:\.\d+)?\s*$/.test(pair.value)) {
      const unit = delayUnit
        .replace(/^secs?$/, 'seconds')
        .replace(/^mins?$/, 'minutes')
        .replace(/^hrs?$/, 'hours');
      return [{ key: 'delay', op: pair.op, value: `${pair.value.trim()} ${unit.endsWith('s') ? unit : `${unit}s`}` }];
    }
    // `"units":"50"` (held-out-35 bot): a number of units is an amount, not the currency `units=usd` names.
    if (pair.key === 'units' && pair.op === '=' && /^\s*\d+(?:\.\d+)?\s*$/.test(pair.value)) return [{ ...pair, key: 'amount' }];
    // `"usdc":30` (held-out-35 bot): a number under a token's name is an amount of that token, as `qty_usdc=30` is.
    if (pair.op === '=' && !Object.hasOwn(fieldNames, pair.key) && tokenWords.has(pair.key) && /^\s*\d+(?:\.\d+)?\s*$/.test(pair.value))
      return [{ key: 'amount', op: pair.op, value: `${pair.value.trim()} ${pair.key.toUpperCase()}` }];
    // `chain_id=8453`, `network: base-mainnet`, `chain=mainnet-beta`: a chain by its id or its network's name.
    if (fieldNames[pair.key] === 'chain') {
      const value = pair.value.trim();
      const byId = /^\d{1,7}$/.test(value) ? evmChainById(Number(value))?.name : undefined;
      const named = /^mainnet[-_]beta$/i.test(value) ? 'solana' : value.replace(/^([a-z]+)[-_](?:mainnet|main)(?:[-_]beta)?$/i, '$1');
      return [{ ...pair, value: byId ?? named }];
    }
    // `trigger_below_usd=55000`, `stop_above=3000`: a trigger whose name says which way the price must cross, as
    // `trigger<=55000` writes it (the amount in dollars, as every trigger's).
    const wayMatch = Object.hasOwn(fieldNames, pair.key) ? null : triggerWay.exec(pair.key);
    const way = (wayMatch?.[2] ?? wayMatch?.[3])?.toLowerCase();
    const sideSaid = wayMatch?.[1]?.toLowerCase();
    const trigger = { key: 'trigger', op: way !== undefined && /^(?:below|under|lte|lt|le)$/.test(way) ? '<=' : '>=', value: pair.value };
    // The side the name says is the order's side too: given again by a side field of the same value, it says nothing more.
    const sameSide = pairs.some((p) => fieldNames[p.key] === 'side' && p.value.trim().toLowerCase() === sideSaid);
    if (way !== undefined && pair.op === '=') return sideSaid === undefined || sameSide ? [trigger] : [trigger, { key: 'side', op: '=', value: sideSaid }];
    // `usdc_amount=50`, `amount_in_usdc=50`: the token's name before the amount's, or after `amount_in`, says the same.
    const unit = Object.hasOwn(fieldNames, pair.key) ? undefined : (amountWords.exec(pair.key) ?? unitFirst.exec(pair.key))?.[1];
    if (unit && tokenWords.has(unit) && /^\s*\d+(?:\.\d+)?\s*$/.test(pair.value))
      return [{ key: 'amount', op: pair.op, value: `${pair.value.trim()} ${unit.toUpperCase()}` }];
    // `sell_pct=50`, `qty_percent=25`: a share of the holding sold, as `pct=50` says it.
    if (!Object.hasOwn(fieldNames, pair.key) && /^(?:sell|amount|amt|qty|size)_(?:pct|percent|percentage)$/.test(pair.key)) return [{ ...pair, key: 'pct' }];
    const paidUnit = Object.hasOwn(fieldNames, pair.key) ? undefined : paidWords.exec(pair.key)?.[1];
    if (paidUnit && paidUnit !== 'usd' && tokenWords.has(paidUnit) && /^\s*\d+(?:\.\d+)?\s*$/.test(pair.value))
      return [{ key: 'spend', op: pair.op, value: `${pair.value.trim()} ${paidUnit.toUpperCase()}` }];
    return [pair];
  });
}

/** The words a compound field name is made of, by the role each plays. */
const sideIn = new Set(['from', 'in', 'input', 'sell', 'sold', 'pay', 'paid', 'spend', 'src', 'source']);
const sideOut = new Set(['to', 'out', 'output', 'buy', 'bought', 'receive', 'received', 'get', 'into', 'target']);
const tokenNouns = new Set(['token', 'symbol', 'sym', 'asset', 'coin', 'ticker', 'currency', 'ccy', 'mint']);
/** `base_sym`, `quote_asset` (held-out-35 bot): a pair's two tokens, named by their side of the pair. */
const pairSides = new Set(['base', 'quote']);
const amountNouns = new Set(['amount', 'amt', 'qty', 'quantity', 'size']);
const usdNouns = new Set(['usd', 'dollar', 'dollars', 'notional']);
// (`to_handle` (held-out-35 bot): the handle a payment goes to, a name or an address.)
const recipientNouns = new Set(['address', 'addr', 'wallet', 'recipient', 'receiver', 'destination', 'dest', 'payee', 'beneficiary', 'handle']);
const chainNouns = new Set(['chain', 'network', 'net', 'blockchain']);
/** `venue_chain`, `exec_network` (held-out-35 bot): where the trade is made, the chain (never a chain to move to). */
const chainWhere = new Set(['venue', 'exec', 'execution', 'trade', 'trading']);
/** The price an order waits for, by the words bots write it with (each a field of its own: `trigger`, `stop`, `px`). */
const priceNouns = new Set(['price', 'trigger', 'stop', 'target', 'px']);
const directed = new Set(['to', 'send', 'recipient', 'receiver', 'destination', 'dest', 'payee', 'beneficiary']);
/** A transfer's own verb in a name (`send_amount`, `transfer_token`): what is sent, no side of a trade. */
const sendWords = new Set(['send', 'transfer', 'payout', 'payment', 'tip']);

/**
 * A compound field name no list spells, read by the role of its words (`token_symbol`, `sell_token`, `buy_token`,
 * `sell_amount`, `spend_usd`, `usd_value`, `recipient_address`, `to_addr`, `network_name`): the field name it stands for,
 * or `undefined` when a word has no role or the words do not make one field. A word that bounds or times the request
 * (`max_spend`, `min_amount_out`, `deadline`) has no role, so such a field is still refused; so is a wallet to take
 * money from (`from_address`): money moves from the caller's own wallet only.
 */
export function roleName(key: string): string | undefined {
  const words = key.split(/[_.-]+/).filter(Boolean);
  if (words.length < 2 || words.length > 3) return undefined;
  const has = (set: ReadonlySet<string>) => words.some((w) => set.has(w));
  const only = (...sets: ReadonlySet<string>[]) => words.every((w) => sets.some((set) => set.has(w)) || w === 'name' || w === 'value' || w === 'exact');
  if (only(chainNouns, chainWhere) && has(chainNouns)) return 'chain';
  if (words.length === 2 && pairSides.has(words[0]!) && tokenNouns.has(words[1]!)) return words[0];
  // `trigger_usd`, `stop_px`, `usd_trigger`: an order's price in dollars, read as the price word it is written with.
  if (words.every((w) => priceNouns.has(w) || usdNouns.has(w) || w === 'level') && has(priceNouns)) return words.find((w) => priceNouns.has(w));
  // Whose wallet `wallet_address` names is unsaid: only a word of direction makes it the recipient (`to_addr`,
  // `recipient_address`, `destination_wallet`).
  if (only(recipientNouns, new Set(['to', 'send'])) && words.some((w) => directed.has(w))) return 'recipient';
  const inSide = has(sideIn);
  const outSide = has(sideOut);
  if (inSide && outSide) return undefined;
  if (only(usdNouns, amountNouns, sideIn) && has(usdNouns)) return outSide ? undefined : 'amount_usd';
  if (only(tokenNouns, sendWords) && has(tokenNouns)) return 'token';
  if (only(amountNouns, sendWords) && has(amountNouns) && has(sendWords)) return 'amount';
  if (only(tokenNouns, sideIn, sideOut) && has(tokenNouns)) return inSide ? 'from' : outSide ? 'to_token' : 'token';
  // `spend_amount`, `pay_qty`: the amount paid, which on a buy counts the token paid with (see `paidValue`).
  if (only(amountNouns, sideIn, sideOut) && has(amountNouns)) return inSide ? 'amount_in' : outSide ? 'amount_out' : undefined;
  return undefined;
}

/** `"method":"send_native"`, `action=transfer_native`: a transfer of the chain's own coin. */
const nativeAction = /^\s*(?:send|transfer|pay)[_-]?native(?:[_-]?(?:coin|token|currency))?\s*$/i;
/** `"value_wei":"2000000000000000000"`: an amount in wei, the 18-decimal base unit of an EVM chain's own coin. */
const weiName = /^(?:value|amount|amt|qty|quantity)?_?wei$/i;

/**
 * A transfer of a chain's own coin as an EVM call writes it (held-out-34 bot: `{"method":"send_native","chain_id":137,
 * "to":"0x…","value_wei":"2000000000000000000"}`): the action is a send, the token the chain's native coin (POL on
 * Polygon, ETH elsewhere), and a wei amount that coin's whole units (wei count 18 decimals, as every one of those coins
 * has). Only with the chain said by a field (its id or name) and no other token named; a wei amount beside another token,
 * or with no chain, is refused: which coin it counts is never guessed. `undefined` when neither is written.
 */
function nativeCoin(pairs: readonly Pair[]): Pair[] | Interpretation | undefined {
  const action = pairs.find(
    (p) => (fieldNames[p.key] === 'action' || /^(?:method|cmd|command|op|fn|function|call)$/.test(p.key)) && nativeAction.test(p.value),
  );
  const wei = pairs.find((p) => weiName.test(p.key));
  if (!action && !wei) return undefined;
  const chainValue = pairs.find((p) => fieldNames[p.key] === 'chain')?.value.trim();
  const chain =
    chainValue === undefined ? undefined : /^\d{1,7}$/.test(chainValue) ? evmChainById(Number(chainValue)) : evmChainByName(chainValue.toLowerCase());
  const token = pairs
    .find((p) => fieldNames[p.key] === 'token')
    ?.value.trim()
    .replace(/^\$/, '')
    .toUpperCase();
  if (!chain)
    return fail('INVALID_FIELDS', 'A chain\'s own coin, or an amount in wei, needs its EVM chain said by a field (like "chain": "base"). Nothing was done.');
  const coin = chain.nativeSymbol.toUpperCase();
  if (token !== undefined && token !== coin)
    return fail(
      'INVALID_FIELDS',
      `${action ? `"${action.value.trim()}"` : `"${wei!.key}"`} counts ${chain.name}'s own coin, ${coin}, not ${token}. Nothing was done.`,
    );
  if (wei && !/^\s*\d{1,40}\s*$/.test(wei.value)) return fail('INVALID_AMOUNT', `"${wei.key}" must be a whole number of wei. Nothing was done.`);
  return [
    ...pairs.flatMap((p): Pair[] => {
      if (p === action) return [{ ...p, key: 'action', value: 'send' }];
      if (p === wei) return [{ key: 'amount', op: p.op, value: shifted(p.value.trim(), 18) }];
      return [p];
    }),
    ...(token === undefined ? [{ key: 'token', op: '=', value: coin }] : []),
  ];
}
