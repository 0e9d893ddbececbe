import { tokenWords } from '../../language/token-registry.ts';
/** The role of a field's name (`fieldNames` of structured-fields.ts, passed in: that module reads this one). */
type RoleOf = (name: string) => string | undefined;

/**
 * The values a JSON request nests, as the words of their field (see `jsonFields`): a schedule or a filter, a one-off's
 * time, an amount with its token, a list of recipients. Each is read whole or left unread, never read in part.
 */

/**
 * A schedule object that says it does not repeat (`{"at":"tomorrow 15:00 UTC","repeat":false}`), or names a date to run
 * on with no repetition (`{"at":"2026-12-01T10:00:00Z"}`), as the one-off's time; `undefined` for anything else (a time
 * of day alone may be a daily one's, read by `objectWords` or refused).
 */
export function onceAt(key: string, object: object, roleOf: RoleOf): string | undefined {
  if (roleOf(key.toLowerCase()) !== 'schedule') return undefined;
  const entries = Object.entries(object).map(([k, v]) => [k.toLowerCase(), v] as const);
  const at = entries.filter(([k]) => roleOf(k) === 'at');
  const repeat = entries.filter(([k]) => /^(?:repeat|recurring|recurrence|repeats)$/.test(k));
  if (at.length !== 1 || at.length + repeat.length !== entries.length || typeof at[0]![1] !== 'string') return undefined;
  const when = at[0]![1].trim();
  const dated = /\b(?:\d{4}-\d{2}-\d{2}|tomorrow|today|tonight)\b/i.test(when);
  if (repeat.length === 0 ? !dated : repeat.length > 1 || repeat[0]![1] !== false) return undefined;
  return /^[\w\s:.+-]{1,40}$/.test(when) ? when : undefined;
}

/**
 * `"spend":{"token":"USDC","amount":"50"}`: an amount with its token, nested in a field of what is paid or of an
 * amount, as the words `50 USDC` (so is `"spend":{"USDC":50}`); `undefined` for any other object.
 */
export function moneyWords(key: string, object: object, roleOf: RoleOf): string | undefined {
  const field = roleOf(key.toLowerCase());
  if (field !== 'tokenIn' && field !== 'amount') return undefined;
  const entries = Object.entries(object).map(([k, v]) => [k.toLowerCase(), v] as const);
  // `"spend":{"USDC":60}` (held-out-34 bot): the token as the key, its amount as the value.
  const keyed = entries.length === 1 && tokenWords.has(entries[0]![0].replace(/^\$/, '')) ? entries[0]! : undefined;
  if (keyed && (typeof keyed[1] === 'string' || typeof keyed[1] === 'number') && /^\d[\d,]*(?:\.\d+)?$/.test(String(keyed[1]).trim()))
    return `${String(keyed[1]).trim()} ${Object.keys(object)[0]!.replace(/^\$/, '')}`;
  const token = entries.find(([k]) => ['token', 'asset', 'symbol', 'coin', 'ticker'].includes(k))?.[1];
  const amount = entries.find(([k]) => ['amount', 'amt', 'qty', 'quantity', 'value'].includes(k))?.[1];
  if (entries.length !== 2 || typeof token !== 'string' || !/^\$?[a-z][a-z0-9]*$/i.test(token.trim())) return undefined;
  if ((typeof amount !== 'string' && typeof amount !== 'number') || !/^\d[\d,]*(?:\.\d+)?$/.test(String(amount).trim())) return undefined;
  return `${String(amount).trim()} ${token.trim()}`;
}

/**
 * `"to":{"symbol":"USDC"}`, `"buy":{"token":"WIF"}` (held-out-32): a token nested alone in a field of a token (paid,
 * received, or `to`, whose role the flat value settles), as its word `USDC`; `undefined` for any other object (an
 * address, a chain or any other entry beside the token leaves it unread).
 */
export function tokenWord(key: string, object: object, roleOf: RoleOf): string | undefined {
  const field = roleOf(key.toLowerCase());
  if (field !== 'tokenIn' && field !== 'tokenOut' && field !== 'token' && field !== 'toEither') return undefined;
  const entries = Object.entries(object);
  if (entries.length !== 1 || !tokenKeys.has(entries[0]![0].toLowerCase())) return undefined;
  const token = entries[0]![1];
  return typeof token === 'string' && /^\$?[a-z][a-z0-9]*$/i.test(token.trim()) ? token.trim() : undefined;
}
const tokenKeys = new Set(['token', 'asset', 'symbol', 'coin', 'ticker']);

/** Each part of a nested schedule or filter by its role: which unit or day it repeats on, at what time, of what kind. */
const partRoles: Record<string, string> = {
  every: 'unit',
  frequency: 'unit',
  interval: 'unit',
  period: 'unit',
  unit: 'unit',
  repeat: 'unit',
  day: 'day',
  weekday: 'day',
  day_of_week: 'day',
  dow: 'day',
  on: 'day',
  at: 'time',
  time: 'time',
  time_of_day: 'time',
  hour: 'time',
  tz: 'zone',
  timezone: 'zone',
  time_zone: 'zone',
  type: 'kind',
  order_type: 'kind',
  kind: 'kind',
  side: 'side',
  asset: 'token',
  token: 'token',
  symbol: 'token',
  coin: 'token',
  ticker: 'token',
};

/**
 * A nested object as the words of its field: a schedule (`{"every":"week","day":"monday"}` is `every monday`, `{"every":
 * "day","at":"09:00","tz":"UTC"}` is `every day at 09:00 UTC`) or a cancel's filter (`{"type":"limit","side":"buy",
 * "asset":"SOL"}` is `limit buy SOL`). Each part is read by its role; a part of no role, a value that is no word, a
 * zone other than UTC or a day beside a unit other than a week leaves the object unread (`undefined`): never read in part.
 */
export function objectWords(key: string, object: object, roleOf: RoleOf): string | undefined {
  const field = roleOf(key.toLowerCase());
  if (field !== 'schedule' && field !== 'filter') return undefined;
  const parts: Record<string, string> = {};
  for (const [name, value] of Object.entries(object)) {
    const role = partRoles[name.toLowerCase()];
    if (role === undefined || (typeof value !== 'string' && typeof value !== 'number') || role in parts) return undefined;
    const word = String(value).trim();
    if (!/^[\w$:.-]+$/.test(word)) return undefined;
    parts[role] = word;
  }
  if (field === 'filter') {
    const { kind, side, token, ...others } = parts;
    if (Object.keys(others).length > 0 || (kind ?? side ?? token) === undefined) return undefined;
    return [kind, side, token].filter(Boolean).join(' ');
  }
  const { unit, day, time, zone, ...others } = parts;
  if (Object.keys(others).length > 0 || (unit ?? day) === undefined) return undefined;
  if (zone !== undefined && !/^(?:utc|z|gmt|etc\/utc)$/i.test(zone)) return undefined;
  if (day !== undefined && unit !== undefined && !/^(?:week|weekly|1w|7d)$/i.test(unit)) return undefined;
  const every = day !== undefined ? `every ${day}` : /^(?:daily|weekly|hourly)$/i.test(unit!) ? unit! : `every ${unit}`;
  if (time === undefined) return every;
  const clock = /^\d{1,2}$/.test(time) ? `${time.padStart(2, '0')}:00` : time;
  return `${every} at ${clock}${zone !== undefined && !/utc|z$/i.test(clock) ? ' UTC' : ''}`;
}

/**
 * A JSON list as a bracketed field value: `["alice.eth:10", "bob.eth:5"]` or `[{"to": "alice.eth", "amount": 10}]`
 * becomes `[alice.eth:10, bob.eth:5]`; `undefined` for a list of anything else (an object with other fields).
 */
/** An item's recipient and amount, by the names bots give them. */
const payeeKeys = new Set(['to', 'address', 'addr', 'recipient', 'payee', 'dest', 'destination', 'receiver', 'wallet', 'beneficiary']);
const amountKeys = new Set(['amount', 'amt', 'qty', 'quantity', 'value', 'sum']);

export function listValue(list: unknown[]): string | undefined {
  const items: string[] = [];
  for (const item of list) {
    if (typeof item === 'string' || typeof item === 'number') items.push(String(item));
    // `["alice.eth", 0.01]`: an item written as a pair, a recipient and its amount (see withPairedItems).
    else if (Array.isArray(item)) {
      const paired = withPairedItems(`[${JSON.stringify(item)}]`);
      if (!/^\[[^[\]]+\]$/.test(paired)) return undefined;
      items.push(paired.slice(1, -1));
    } else if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
      const entries = Object.entries(item).map(([k, v]) => [k.toLowerCase(), v] as const);
      const to = entries.find(([k]) => payeeKeys.has(k))?.[1];
      const amount = entries.find(([k]) => amountKeys.has(k))?.[1];
      if (entries.length !== 2 || typeof to !== 'string' || (typeof amount !== 'string' && typeof amount !== 'number')) return undefined;
      items.push(`${to}:${amount}`);
    } else return undefined;
  }
  return `[${items.join(', ')}]`;
}

/**
 * `"payees":{"bob.eth":50,"carol.base.eth":25}`: a batch's recipients keyed by their address or name, each with its
 * amount, as the list `[bob.eth:50, carol.base.eth:25]`; `undefined` for any other object (a key that is no recipient,
 * an amount that is no number).
 */
export function payeeMap(key: string, object: object, roleOf: RoleOf): string | undefined {
  if (roleOf(key.toLowerCase()) !== 'recipients') return undefined;
  const entries = Object.entries(object);
  const recipient = /^(?:0x[0-9a-fA-F]{40}|[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*\.eth|[1-9A-HJ-NP-Za-km-z]{32,44})$/u;
  if (entries.length === 0 || !entries.every(([to, amount]) => recipient.test(to) && /^\d+(?:\.\d+)?$/.test(String(amount).trim()))) return undefined;
  return `[${entries.map(([to, amount]) => `${to}:${String(amount).trim()}`).join(', ')}]`;
}

/** One item of a list written as a pair: `("alice.eth", 0.01)`, `['0x44…', 0.02]`, a recipient and a number. */
const pairedItem = /[([]\s*(["']?)([^"'()[\],\s]+)\1\s*,\s*(["']?)([^"'()[\],\s]+)\3\s*[)\]]/g;
const pairedList = /\[\s*(?:[([]\s*["']?[^"'()[\],\s]+["']?\s*,\s*["']?[^"'()[\],\s]+["']?\s*[)\]]\s*,?\s*)+\]/g;

/**
 * `transfers=[("alice.eth", 0.01), ("0x4444…", 0.02)]` (held-out-27, a Python call): a list of pairs, each a recipient
 * and its amount, as the list `[alice.eth:0.01, 0x4444…:0.02]` a batch is read from. Only when every item is one
 * recipient (an address or a name) and one number, in either order; any other list is left as written.
 */
export function withPairedItems(prompt: string): string {
  return prompt.replace(pairedList, (list) => {
    const items = [...list.matchAll(pairedItem)].map(([, , a, , b]) => {
      const [to, amount] = /^\d+(?:\.\d+)?$/.test(a!) ? [b!, a!] : [a!, b!];
      return payeeShape.test(to) && /^\d+(?:\.\d+)?$/.test(amount) ? `${to}:${amount}` : undefined;
    });
    return items.length > 0 && items.every((item) => item !== undefined) ? `[${items.join(', ')}]` : list;
  });
}

const payeeShape = /^(?:0x[0-9a-fA-F]{40}|[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*\.(?:eth|sol)|[1-9A-HJ-NP-Za-km-z]{32,44})$/u;
