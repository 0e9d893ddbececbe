import { listValue } from './structured-json-values.ts';
import { fail, type Interpretation } from './intent.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { chainWords, sharedChainWords } from '../../language/lexicon.ts';
import { supportedChainNames } from '../../chains/chains.ts';

/**
 * The sentences of the bot requests that are no trade (see structured-orders.ts, which reads their fields): a launch,
 * a creator-fee read or claim, a holdings check, a batch of transfers, an order cancel.
 */

type Get = (
  field:
    | 'chain'
    | 'name'
    | 'token'
    | 'description'
    | 'website'
    | 'twitter'
    | 'telegram'
    | 'image'
    | 'feeRecipient'
    | 'vesting'
    | 'scope'
    | 'need'
    | 'amount'
    | 'recipients'
    | 'each'
    | 'total'
    | 'split'
    | 'filter'
    | 'orderId',
) => string | undefined;

/** `LAUNCH_TOKEN NAME=Rocket Fuel SYMBOL=RFUEL FEE_RECIPIENT=0x…`: the launch sentence, its description last (free text). */
export function launchSentence(get: Get, on: string): string | Interpretation {
  const name = get('name')?.trim();
  const symbol = get('token')?.trim().replace(/^\$/, '');
  if (name !== undefined && /["\n]/.test(name)) return fail('INVALID_FIELDS', 'A token name cannot hold a double quote or a line break. Nothing was done.');
  if (symbol !== undefined && !/^[a-z0-9]{1,16}$/i.test(symbol))
    return fail('INVALID_FIELDS', `"${symbol}" is not a ticker (letters and digits). Nothing was done.`);
  const vesting = get('vesting');
  const days = vesting === undefined ? undefined : /^\s*(\d{1,4})\s*(?:d|days?)?\s*$/i.exec(vesting)?.[1];
  if (vesting !== undefined && days === undefined) return fail('INVALID_FIELDS', `The vesting "${vesting}" is not a number of days. Nothing was done.`);
  const parts = [
    `launch a token${name !== undefined ? ` called "${name}"` : ''}${symbol !== undefined ? ` with symbol ${symbol}` : ''}${on}`,
    ...(get('image') ? [`with image ${get('image')!.trim()}`] : []),
    ...(get('website') ? [`website ${get('website')!.trim()}`] : []),
    ...(get('twitter') ? [`twitter ${get('twitter')!.trim()}`] : []),
    ...(get('telegram') ? [`telegram ${get('telegram')!.trim()}`] : []),
    ...(days !== undefined ? [`with ${days} day vesting`] : []),
    // `fee_recipient=self`: the creator's own wallet, where creator fees go anyway.
    ...(get('feeRecipient') && !ownWallet.test(get('feeRecipient')!.trim()) ? [`with fees to ${get('feeRecipient')!.trim()}`] : []),
    ...(get('description') ? [`description: ${get('description')!.trim()}`] : []),
  ];
  return parts.join(', ');
}

/** `all`, `all_launched_tokens`, `my_launched_tokens`, `mine`: every token the caller launched. */
const allScope = /^(?:all|(?:all|my)_?(?:launched_?)?(?:tokens|launches|coins)|launched(?:_?(?:tokens|launches|coins))?|mine)$/i;

/** `GET creator_fees scope=all_launched_tokens`, `claim_fees token=MCAT`: the fees of launched tokens, read or claimed. */
export function feesSentence(family: 'fees' | 'claim', get: Get, on: string): string | Interpretation {
  // `scope=all_chains` on a read (held-out-22): every chain's launches, all of them; a claim keeps to the scopes above.
  const scope = family === 'fees' && /^all_?(?:chains|networks)$/i.test(get('scope')?.trim() ?? '') ? 'all' : get('scope');
  if (scope !== undefined && !allScope.test(scope.trim()))
    return fail('INVALID_FIELDS', `The scope "${scope}" is not one I read: all (every token you launched), or name one with token=. Nothing was done.`);
  const token = get('token')?.trim().replace(/^\$/, '');
  if (scope !== undefined && token !== undefined)
    return fail('INVALID_FIELDS', 'The scope says all your tokens and token= names one; give one of them. Nothing was done.');
  if (family === 'claim')
    return token !== undefined
      ? `claim my creator fees for ${token}${on}`
      : scope !== undefined
        ? `claim all my creator fees${on}`
        : `claim my creator fees${on}`;
  return token !== undefined ? `how much fees has ${token} earned${on}` : on !== '' ? `creator fees${on}` : 'show my creator fees';
}

/** `sufficient_funds_check need=2500 token=USDC chain=polygon`: whether the balance is at least the amount. */
export function checkSentence(get: Get, on: string): string | Interpretation {
  // "required=2500 -> sufficient?", "need=2500?": the question the bot asks is what a check answers anyway.
  const asked = (value: string | undefined) => value?.replace(/\s*(?:(?:->|=>|→)\s*[a-z/_]*\s*\??|\?)\s*$/i, '');
  const need = asked(get('need')) ?? asked(get('amount'));
  // No amount to compare with: the balance itself is the answer.
  if (need === undefined && get('token') !== undefined) return `my ${get('token')!.trim().replace(/^\$/, '')} balance${on}`;
  if (get('need') !== undefined && get('amount') !== undefined)
    return fail('INVALID_FIELDS', 'Two fields give the amount to compare with; give it once. Nothing was done.');
  const m = need === undefined ? undefined : /^\s*(\d+(?:\.\d+)?)\s*([a-z][a-z0-9]*)?\s*$/i.exec(need);
  if (!m)
    return fail(
      'INVALID_FIELDS',
      `A holdings check needs the amount to compare with, as a number ("need=2500"): "${need ?? ''}" is not one. Nothing was done.`,
    );
  const token = get('token')?.trim().replace(/^\$/, '');
  if (token !== undefined && m[2] !== undefined && token.toLowerCase() !== m[2].toLowerCase())
    return fail('INVALID_FIELDS', `The amount is in ${m[2]} but the token is ${token}; give one token. Nothing was done.`);
  const unit = token ?? m[2];
  if (unit === undefined) return fail('INVALID_FIELDS', 'A holdings check needs its token (token=USDC). Nothing was done.');
  return `do I have at least ${m[1]} ${unit}${on}`;
}

/** `transfers=[{"to": "bob.eth", "amount": 10}, …]` in a call's arguments: a JSON list as `[bob.eth:10, …]`; any other value as given. */
function jsonList(value: string | undefined): string | undefined {
  if (value === undefined || !/^\s*\[\s*\{[\s\S]*\}\s*\]\s*$/.test(value)) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (listValue(parsed) ?? value) : value;
  } catch {
    return value;
  }
}

/**
 * `recipients=[alice.eth:10, bob.eth:5]` with its token and chain, or a list of recipients with one amount each; with
 * `oneAllowed`, a list of one recipient with its own amount too (a payout of one).
 */
export function batchSentence(get: Get, on: string, oneAllowed = false): string | Interpretation {
  const list = jsonList(get('recipients'));
  if (list === undefined) return fail('INVALID_FIELDS', 'A batch needs its recipients ("recipients=[alice.eth:10, bob.eth:5]"). Nothing was done.');
  const entries = list
    .replace(/^\s*\[|\]\s*$/g, '')
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map((entry) => /^([^:=\s]+)(?:\s*[:=]\s*(\d+(?:\.\d+)?))?$/.exec(entry));
  // `recipients:[{address, amount}]`: one recipient with its own amount is a list too, a single transfer.
  const single = oneAllowed && entries.length === 1 && entries[0]?.[2] !== undefined;
  if ((entries.length < 2 && !single) || entries.some((e) => e === null))
    return fail('INVALID_FIELDS', 'The recipients are a list of two or more, each a name or address with its amount ("alice.eth:10"). Nothing was done.');
  const token = get('token')?.trim().replace(/^\$/, '');
  if (token !== undefined && !tokenWords.has(token.toLowerCase())) return fail('INVALID_FIELDS', `"${token}" is not a token I know. Nothing was done.`);
  const paired = entries.filter((e) => e![2] !== undefined).length;
  const each = get('each');
  const amount = get('amount');
  const and = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0]!);
  if (paired === entries.length) {
    if (each !== undefined || amount !== undefined)
      return fail('INVALID_FIELDS', 'Each recipient has its amount, and another field gives one too; give them once. Nothing was done.');
    return `send ${and(entries.map((e) => `${e![2]} ${token ?? ''} to ${e![1]}`.replace(/\s+/g, ' ')))}${on}`;
  }
  if (paired > 0) return fail('INVALID_FIELDS', 'Some recipients have an amount and some do not; give every one its amount. Nothing was done.');
  const total = get('total');
  const split = get('split');
  if ([each, amount, total].filter((a) => a !== undefined).length > 1)
    return fail('INVALID_FIELDS', 'Two fields give the amount; give it once. Nothing was done.');
  const names = and(entries.map((e) => e![1]!));
  // `total=90 split=equal`: the total shared out equally, as "split 90 USDC equally between …" says (the batch reader
  // asks when it does not divide exactly). A total without an equal split, or a split of another kind, is refused.
  if (total !== undefined || split !== undefined) {
    const shared = (total ?? amount)?.trim();
    if (split === undefined || !/^(?:equal|equally|even|evenly|equal_split|split_equal)$/i.test(split.trim()) || each !== undefined || shared === undefined)
      return fail('INVALID_FIELDS', 'A total is shared out only in equal parts: give total= with split=equal, or each recipient its amount. Nothing was done.');
    return `split ${shared} ${token ?? ''} equally between ${names}${on}`.replace(/\s+/g, ' ');
  }
  if (each !== undefined) return `send ${each.trim()} ${token ?? ''} each to ${names}${on}`.replace(/\s+/g, ' ');
  // One amount for the list: each, or split? The batch reader asks.
  return `send ${amount !== undefined ? `${amount.trim()} ` : ''}${token ?? ''} to ${names}${on}`.replace(/\s+/g, ' ');
}

/**
 * `orders.cancel(filter='LINK limit sell')`, `cancel_order id=…`, `cancel scope=all`: which orders, in words.
 * `cancel_all_orders(chain='base')` (held-out-29): a cancel named for all orders, with one chain and nothing else, is
 * every open order on that chain, matched by its chain (never all chains' orders).
 */
export function cancelSentence(get: Get, on = '', namedAll = false): string | Interpretation {
  const filter = get('filter')?.trim();
  const id = get('orderId')?.trim();
  const scope = get('scope')?.trim();
  const chain = get('chain')?.trim().toLowerCase();
  if (namedAll && filter === undefined && id === undefined && scope === undefined && chain !== undefined) {
    // A chain field names a chain, so `eth` or `sol` there is the chain, as the fields reader reads it.
    const named = chainWords.get(chain) ?? sharedChainWords.get(chain);
    return named !== undefined
      ? { kind: 'intent', intent: { kind: 'automation-cancel', target: 'all', match: { chain: named } } }
      : fail('INVALID_FIELDS', `"${chain}" is not one chain I cancel orders on; give one of: ${supportedChainNames.join(', ')}. Nothing was done.`);
  }
  if ([filter, id, scope].filter((v) => v !== undefined).length !== 1)
    return fail('INVALID_FIELDS', 'Say which orders to cancel once: filter= (in words), id= or scope=all. Nothing was done.');
  // `scope=all chain=base`: whether "all" then means all on base is a guess, and a cancel never takes more than said.
  if (scope !== undefined && on !== '')
    return fail('INVALID_FIELDS', 'Cancel all your orders, or name the ones to cancel with filter=; not all of them on one chain. Nothing was done.');
  if (scope !== undefined)
    return /^(?:all|all_?orders)$/i.test(scope)
      ? 'cancel all my orders'
      : fail('INVALID_FIELDS', `The scope "${scope}" is not one I read: all. Nothing was done.`);
  if (id !== undefined) return `cancel order ${id}`;
  return `cancel my ${filter!.replace(/\s+orders?$/i, '')} order${on}`;
}

/** The caller's own wallet, as a bot names it in a field (`self`, `me`, `creator`). */
const ownWallet = /^(?:self|me|myself|mine|my_wallet|own|creator|deployer|default)$/i;
