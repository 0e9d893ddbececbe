import { fail, type Interpretation } from './intent.ts';
import { verbs } from '../../language/lexicon.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { structuredForms } from '../../capabilities/index.ts';

/**
 * Prompts written as fields rather than prose, as bot developers send them:
 * `action=swap chain=base from=USDC to=ETH amount=25 slippage_bps=30`,
 * `{action: swap, chain: solana, in: USDC, out: BONK, amount: 40}`,
 * `price(eth)`, `balance(chain=solana)`, `GET /price?symbol=LINK&chain=ethereum`.
 * They are rewritten as one plain sentence and read like any other prompt, so
 * every check applies. A field this reader does not know is refused, never
 * dropped: it may be a limit the person counts on.
 */

const fieldNames: Record<string, Field> = {};
type Field =
  | 'action'
  | 'chain'
  | 'tokenIn'
  | 'tokenOut'
  | 'token'
  | 'amount'
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
  | 'limit';
const aliases: Record<Field, string[]> = {
  action: ['action', 'type', 'op', 'cmd', 'command', 'intent', 'method'],
  chain: ['chain', 'chains', 'network', 'networks', 'net'],
  tokenIn: ['from', 'in', 'sell', 'token_in', 'tokenin', 'from_token', 'input', 'input_token', 'pay', 'pay_with', 'paywith', 'with', 'spend'],
  tokenOut: ['out', 'buy', 'token_out', 'tokenout', 'to_token', 'output', 'output_token', 'receive', 'get'],
  token: ['token', 'tokens', 'asset', 'symbol', 'symbols', 'coin', 'ticker'],
  amount: ['amount', 'amt', 'qty', 'quantity', 'size', 'amount_in'],
  usd: ['amount_usd', 'usd', 'usd_amount', 'amount_in_usd', 'notional', 'value_usd'],
  side: ['side', 'mode'],
  slippage: ['slippage', 'slip', 'max_slippage', 'slippage_pct', 'slippage_percent'],
  slippageBps: ['slippage_bps', 'slip_bps', 'bps'],
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
  currency: ['currency', 'fiat', 'vs', 'vs_currency'],
};
for (const [field, names] of Object.entries(aliases) as [Field, string[]][]) for (const name of names) fieldNames[name] = field;

/** Whether a `name=value` in prose is one of the fields this reader knows (`slippage=0.5`, `chain=base`), not code. */
export const isKnownField = (name: string): boolean => Object.hasOwn(fieldNames, name.toLowerCase());

const pairPattern = /([a-z][a-z_]*)\s*[=:]\s*("[^"]*"|'[^']*'|[^\s;}&,)"']+(?:,[^\s;}&,)=:"']+)*)/gi;
const callPattern = /^\s*([a-z]+)\s*\(([^)]*)\)\s*$|^\s*(?:(?:get|post)\s+)?\/([a-z]+)\?(\S*)\s*$/i;

/** A JSON object's fields (`{"action":"swap","amount":"50"}`), strings and numbers only; `undefined` for anything else. */
function jsonFields(prompt: string): [string, string][] | undefined {
  if (!/^\s*\{[\s\S]*\}\s*$/.test(prompt)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(prompt);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  // JSON.parse keeps the last of two equal keys: a duplicate is kept as given, for the reader to refuse.
  const keys = [...prompt.matchAll(/"((?:[^"\\]|\\.)*)"\s*:/g)].map((m) => m[1]!.toLowerCase());
  const pairs: [string, string][] = keys.filter((key, i) => keys.indexOf(key) !== i).map((key) => [key, '(given twice)']);
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    pairs.push([key.toLowerCase(), String(value)]);
  }
  return pairs;
}

/** The fields of a structured prompt, or `undefined` when the prompt is prose. */
function readFields(prompt: string): { action?: string; pairs: [string, string][] } | undefined {
  const json = jsonFields(prompt);
  if (json) return withImpliedAction(json) ?? { pairs: json };
  const call = callPattern.exec(prompt);
  const body = call ? (call[2] ?? call[4] ?? '') : prompt;
  const pairs: [string, string][] = [];
  for (const m of body.matchAll(pairPattern)) pairs.push([m[1]!.toLowerCase(), m[2]!.replace(/^["']|["']$/g, '').replace(/,$/, '')]);
  if (call) {
    // price(eth): a bare argument is the token.
    const bare = body.trim();
    if (pairs.length === 0 && /^[\w$.]+$/.test(bare) && bare !== '') pairs.push(['token', bare]);
    return { action: (call[1] ?? call[3])!.toLowerCase(), pairs };
  }
  // "swap in=ETH out=USDC amt=0.5": an action word, then only fields.
  // "BUY BONK usd=15 pay=USDC": the verb may name its token before the fields.
  const lead = /^\s*\/?([a-z]+)((?:\s+\$?[a-z][a-z0-9]*){0,2})\s+(?=[a-z_]+\s*[=:])/i.exec(prompt);
  const named = (lead?.[2] ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/^\$/, '').toLowerCase());
  const leadAction = lead && verbs.has(lead[1]!.toLowerCase()) && named.every((w) => tokenWords.has(w)) ? lead[1]!.toLowerCase() : undefined;
  if (leadAction) for (const w of named) pairs.push(['token', w]);
  const fieldsOnly = leadAction ? prompt.slice(lead![0].length) : prompt;
  const read = leadAction ? { action: leadAction, pairs } : withImpliedAction(pairs);
  if (!read) return undefined;
  // Only fields and separators: anything else means prose with a field in it.
  const rest = fieldsOnly.replace(pairPattern, ' ').replace(/[{}()[\],;&\s]/g, '');
  if (rest !== '' && !/^(?:test|cmd|command)?$/i.test(rest)) return undefined;
  return read;
}

/** The pairs with their action: named in a field, or implied by the fields a form has; `undefined` when neither. */
function withImpliedAction(pairs: [string, string][]): { action?: string; pairs: [string, string][] } | undefined {
  const named = new Set(pairs.map(([key]) => fieldNames[key]));
  if (named.has('action')) return { pairs };
  // A form without an action: "recipient: 0x… token: usdc amount: 7 chain: base" is a transfer, "from: … to: … amount: …" a swap.
  if (named.has('to') && named.has('amount')) return { action: 'transfer', pairs };
  if (named.has('tokenIn') && (named.has('tokenOut') || named.has('toEither')) && (named.has('amount') || named.has('usd'))) return { action: 'swap', pairs };
  if (named.has('base') && named.has('quote') && named.has('side')) return { action: 'swap', pairs };
  return undefined;
}

/** An exchange's order form (`side=buy base=UNI quote=USDC quote_amt=75`) as the swap fields it stands for. */
function exchangeOrder(values: Partial<Record<Field, string>>): Partial<Record<Field, string>> | Interpretation {
  const { base, quote, baseAmount, quoteAmount, orderType, ...rest } = values;
  if (orderType !== undefined && orderType.toLowerCase() !== 'market')
    return fail(
      'UNKNOWN_FIELD',
      `Fields describe market trades only, not "${orderType}" orders: write a limit or stop order as a sentence ("buy $50 of ETH with USDC on base if it drops below $2,500"). Nothing was done.`,
    );
  if (base === undefined && quote === undefined && baseAmount === undefined && quoteAmount === undefined) return rest;
  const side = rest.side?.toLowerCase();
  if (base === undefined || quote === undefined || (side !== 'buy' && side !== 'sell') || (baseAmount === undefined) === (quoteAmount === undefined))
    return fail('INVALID_FIELDS', 'An order form needs base, quote, side (buy or sell) and one amount: base_amt or quote_amt. Nothing was done.');
  const { side: _side, ...fields } = rest;
  // Buying the base: spend quote_amt of the quote, or receive base_amt of the base; selling it the other way round.
  if (side === 'buy')
    return quoteAmount !== undefined
      ? { ...fields, action: 'swap', tokenIn: quote, tokenOut: base, amount: quoteAmount }
      : { ...fields, action: 'swap', side: 'buy', tokenIn: quote, tokenOut: base, amount: baseAmount };
  return baseAmount !== undefined
    ? { ...fields, action: 'swap', tokenIn: base, tokenOut: quote, amount: baseAmount }
    : { ...fields, action: 'swap', side: 'buy', tokenIn: base, tokenOut: quote, amount: quoteAmount };
}

const list = (value: string): string[] =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * A structured prompt as the sentence it stands for, a failure for a field
 * that cannot be honoured, or `undefined` for prose.
 */
export function structuredPrompt(prompt: string): string | Interpretation | undefined {
  // A bot's template sent before it was filled in: its amount or token is not there to read.
  const placeholder = /\$\{\s*[\w.]+\s*\}|\{\{\s*[\w.]+\s*\}\}|<%=?\s*[\w.]+\s*%>/.exec(prompt);
  if (placeholder) return fail('TEMPLATE_PLACEHOLDER', `Your prompt holds the placeholder ${placeholder[0]}, which was never filled in, so nothing was done.`);
  if (!/[=:(?]/.test(prompt)) return undefined;
  const read = readFields(prompt);
  if (!read) return undefined;
  const values: Partial<Record<Field, string>> = {};
  for (const [key, value] of read.pairs) {
    const field = fieldNames[key];
    if (!field)
      return fail(
        'UNKNOWN_FIELD',
        `I don't know the field "${key}", so I did nothing rather than ignore it. Fields I read: action, chain, from, to, token, amount, amount_usd, side, slippage, slippage_bps, recipient, address.`,
      );
    if (field === 'action' && values.action !== undefined)
      return fail('ONE_ACTION', 'One action per prompt for now: send the steps as separate prompts. Nothing was done.');
    // "to=alice.eth … to=bob.eth", "amount=1 qty=2": which one is meant is a guess.
    if (values[field] !== undefined)
      return fail('INVALID_FIELDS', `"${key}" is given twice, or says again what another field said; give each once. Nothing was done.`);
    values[field] = value;
  }
  // "from": a token to pay with, never a wallet: money moves only from the caller's own.
  const actionName = (read.action ?? values.action ?? '').toLowerCase();
  const sends = (verbs.get(actionName) ?? actionName) === 'transfer';
  if (values.tokenIn !== undefined && (/\.eth$/i.test(values.tokenIn) || (sends && /^0x|^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(values.tokenIn))))
    return fail('INVALID_FIELDS', `"${values.tokenIn}" is a wallet, not a token: moves are made from your own wallet only. Nothing was done.`);
  // Two fields for one thing: a recipient as "to" and as "recipient", an amount in tokens and in dollars.
  if ((values.toEither !== undefined && values.to !== undefined) || (values.amount !== undefined && values.usd !== undefined))
    return fail('INVALID_FIELDS', 'Two fields name the same thing (a recipient, or an amount in tokens and in dollars); give it once. Nothing was done.');
  if (values.currency !== undefined && values.currency.toLowerCase() !== 'usd')
    return fail('UNKNOWN_FIELD', `Values are in US dollars only, not "${values.currency}". Nothing was done.`);
  delete values.currency;
  const limit = values.limit;
  if (limit !== undefined && (!/^[1-9]\d?$/.test(limit) || Number(limit) > 50 || verbs.get((read.action ?? values.action ?? '').toLowerCase()) !== 'trending'))
    return fail('UNKNOWN_FIELD', `"limit" is read for trending only, as a whole number from 1 to 50: ${limit} is not one I can honour. Nothing was done.`);
  const order = exchangeOrder(values);
  if ('kind' in order) return order as Interpretation;
  // The order form's fields become the swap's: nothing of the form (its side above all) is left to be read twice.
  for (const field of Object.keys(values) as Field[]) delete values[field];
  Object.assign(values, order);
  // "get_price", "fetchBalance": an API's name for an action is that action.
  const actionWord = (read.action ?? values.action ?? '')
    .toLowerCase()
    .replace(/^(?:get|fetch|show|list|do|run|execute)[_-]?(?=[a-z])/, '')
    .replace(/[_-](?:tokens?|info|data)$/, '');
  if (actionWord === 'bridge')
    return fail('BRIDGE_UNSUPPORTED', 'Moving tokens between chains (bridging) is not supported; swaps and transfers happen on one chain. Nothing was done.');
  const action: string = verbs.get(actionWord) ?? actionWord;
  const form = structuredForms.get(action);
  if (!form) return fail('UNRECOGNIZED', `I don't know the action "${actionWord}". Actions: ${[...structuredForms.keys()].join(', ')}.`);
  const { chain, token, action: _action, toEither, to, ...rest } = values;
  return form.sentence(action, {
    ...rest,
    chains: chain ? list(chain) : [],
    tokens: token ? list(token) : [],
    ...(toEither !== undefined ? { to: toEither } : {}),
    ...(to !== undefined ? { recipient: to } : {}),
  });
}
