import { decimalsOf } from '../../language/token-registry.ts';
import type { ChainName } from '../../chains/chains.ts';
import { fail, movingIntentOf, type Interpretation } from './intent.ts';

/**
 * Bots copy amounts from the APIs they speak, and those count base units: `"amount":"5000000","decimals":6` is 5 USDC,
 * `"amountIn":"100000000"` beside USDC is 100 USDC. Read as whole tokens, either moves a million times what was meant
 * (sweep 42 C found 223 such moves). Two rules, for a bot's fields only (a person writes whole tokens):
 * - a `decimals` field is taken out before the body is read, and the amount read is counted in those base units when the
 *   registry gives its token the same decimals on the chain; any other amount beside it is refused;
 * - with no `decimals` field, a whole number written as a field's value that is large for its token read whole (a
 *   hundred thousand or more for a token of 6 to 11 decimals, 10^(decimals − 6) for one of 12 or more, or
 *   10^(12 − decimals) for one with fewer than 6) may as well count base units: which
 *   one is meant is never guessed, and the move is refused, naming both readings.
 */

/** `"decimals": 6`, `"decimals":"18"`: a JSON field, with the comma that joins it to its neighbours. */
// (`"sellTokenDecimals": 6`, `token_decimals=6`, held-out-34 bot: the decimals of the token the amount counts, by the
// names exchange APIs give them; the amount's token must have those decimals all the same.)
const decimalsName = String.raw`(?:(?:sell|from|input|in|token|base)_?(?:token_?)?)?decimals`;
const jsonDecimals = new RegExp(String.raw`"${decimalsName}"\s*:\s*"?(\d{1,2})"?\s*,\s*|,?\s*"${decimalsName}"\s*:\s*"?(\d{1,2})"?(?=\s*[}\]])`, 'gi');
/** `decimals=6`, `decimals: 6` on its own line, `--decimals 6`, `decimals="6"` in a call, `&decimals=6` in a query. */
const fieldDecimals = new RegExp(
  String.raw`(?:(?<=[?&])|(?<![\w-]))(?:--)?${decimalsName}(?:\s*[=:]\s*|\s+(?=["']?\d))["']?(\d{1,2})["']?(?:\s*,\s*|&(?=\w))?`,
  'gi',
);
/** A whole number written as a field's value: `"amount":"5000000"`, `qty=5000000`, `--amount 5000000`. */
const fieldInteger = /(?:[=:]|--[\w-]+\s)\s*["']?(\d+)["']?(?![\d.]|,\d)/g;

/** The body without its `decimals` field, and the decimals it gave; undefined when it gives none, or more than one. */
export function withoutDecimalsField(given: string): { text: string; decimals: number } | undefined {
  // Both fields' names end in "decimals": a body without the word gives none.
  if (!/decimals/i.test(given)) return undefined;
  const found = [...given.matchAll(jsonDecimals), ...given.matchAll(fieldDecimals)];
  if (found.length !== 1) return undefined;
  const decimals = Number(found[0]![1] ?? found[0]![2]);
  const text = given
    .replace(jsonDecimals, '')
    .replace(fieldDecimals, ' ')
    .replace(/[ \t]+$/gm, '');
  return { text, decimals };
}

/** An amount of a move and the tokens it may count (a swap's side unsaid leaves both). */
interface Counted {
  readonly value: string;
  readonly tokens: readonly string[];
  readonly chain?: ChainName;
}

type Fields = Record<string, unknown>;

/** The exact amounts a move counts, in order: its own, an order's action's, a batch's each. */
function countedAmounts(move: Fields): Counted[] {
  if (move.kind === 'automation-create') return move.action ? countedAmounts(move.action as Fields) : [];
  const chain = move.chain as ChainName | undefined;
  if (move.kind === 'transfer-batch')
    return ((move.transfers as { amount?: string }[] | undefined) ?? []).flatMap((t) =>
      t.amount === undefined ? [] : [{ value: t.amount, tokens: [move.token as string].filter(Boolean), chain }],
    );
  const amount = move.amount as { kind?: string; value?: string } | undefined;
  if (amount?.value === undefined) return [];
  const value = amount.kind === 'exact' ? amount.value : `${amount.kind}:${amount.value}`;
  const tokens =
    move.kind === 'swap' ? (move.side === 'sell' ? [move.tokenIn] : move.side === 'buy' ? [move.tokenOut] : [move.tokenIn, move.tokenOut]) : [move.token];
  return [{ value, tokens: tokens.filter((t): t is string => typeof t === 'string'), chain }];
}

/** The move with its exact amounts replaced, in the order countedAmounts gives them. */
function withAmounts(move: Fields, values: readonly string[]): Fields {
  if (move.kind === 'automation-create') return { ...move, action: withAmounts(move.action as Fields, values) };
  if (move.kind === 'transfer-batch') return { ...move, transfers: (move.transfers as Fields[]).map((t, i) => ({ ...t, amount: values[i] ?? t.amount })) };
  return { ...move, amount: { ...(move.amount as Fields), value: values[0] } };
}

/** The reading with its move (run now, asked about, or a launched token's candidate) changed by `change`. */
function withMove(reading: Interpretation, change: (move: Fields) => Fields): Interpretation {
  if (reading.kind === 'intent') return { ...reading, intent: change(reading.intent as Fields) as typeof reading.intent };
  if (reading.kind === 'ask') return { ...reading, pending: change(reading.pending as Fields) as typeof reading.pending };
  const candidate = reading.candidate;
  if (!candidate) return reading;
  return 'intent' in candidate
    ? { ...reading, candidate: { ...candidate, intent: change(candidate.intent as Fields) as typeof candidate.intent } }
    : { ...reading, candidate: { ...candidate, pending: change(candidate.pending as Fields) as typeof candidate.pending } };
}

/** `5000000` base units of 6 decimals as `5`, `1500000000000000000` of 18 as `1.5`. */
export function shifted(digits: string, decimals: number): string {
  const padded = digits.replace(/^0+(?=\d)/, '').padStart(decimals + 1, '0');
  const whole = padded.slice(0, padded.length - decimals);
  const part = padded.slice(padded.length - decimals).replace(/0+$/, '');
  return part ? `${whole}.${part}` : whole;
}

/** The one decimals every token an amount may count has (on its chain, or on every chain listing it); else undefined. */
function decimalsCounted(counted: Counted): number | undefined {
  const all = counted.tokens.flatMap((token) => {
    const found = decimalsOf(token, counted.chain);
    return found.length === 0 ? [-1] : found;
  });
  return all.length > 0 && all.every((d) => d === all[0]) && all[0]! >= 0 ? all[0] : undefined;
}

/**
 * The reading of a body whose `decimals` field was taken out: its amounts counted in those base units, or a refusal when
 * the registry's decimals for the token differ, or the amount is no whole number of base units. A reading that moves
 * nothing is left as it was.
 */
export function inWholeUnits(reading: Interpretation, decimals: number): Interpretation {
  const move = movingIntentOf(reading) as Fields | undefined;
  if (!move) return reading;
  const amounts = countedAmounts(move);
  const values: string[] = [];
  for (const counted of amounts) {
    const own = decimalsCounted(counted);
    if (!/^\d+$/.test(counted.value) || own !== decimals) {
      const token = counted.tokens.join(' or ') || 'the token';
      return fail(
        'INVALID_AMOUNT',
        own === undefined || own === decimals
          ? `"decimals": ${decimals} is given beside an amount I can't count in ${token}'s base units (${counted.value}), so nothing was done. Give the amount in whole tokens, without "decimals".`
          : `"decimals": ${decimals} does not fit ${token}${counted.chain ? ` on ${counted.chain}` : ''}, which has ${own}, so I can't tell how much ${counted.value} is. Nothing was done. Give the amount in whole tokens, without "decimals".`,
      );
    }
    values.push(shifted(counted.value, decimals));
  }
  // A move that wants its amount still ("which token?") has none to count: the decimals would count the answer's, unsaid.
  if (amounts.length === 0)
    return fail('INVALID_AMOUNT', `"decimals": ${decimals} is given with no amount to count, so nothing was done. Give the amount in whole tokens.`);
  return withMove(reading, (m) => withAmounts(m, values));
}

/**
 * A bot body's move whose amount, a whole number written as a field's value, is large read as whole tokens (see the
 * head of this file): refused, naming both readings. Undefined when every amount reads plainly.
 */
export function baseUnitsUnsaid(given: string, reading: Interpretation): Interpretation | undefined {
  const move = movingIntentOf(reading) as Fields | undefined;
  if (!move) return undefined;
  const amounts = countedAmounts(move);
  if (amounts.length === 0) return undefined;
  const written = new Set([...given.matchAll(fieldInteger)].map((m) => m[1]!.replace(/^0+(?=\d)/, '')));
  for (const counted of amounts) {
    if (!/^\d+$/.test(counted.value) || !written.has(counted.value)) continue;
    const decimals = counted.tokens.flatMap((token) => {
      const found = decimalsOf(token, counted.chain);
      return found.length === 0 ? [18] : found;
    });
    const fewest = Math.min(...(decimals.length > 0 ? decimals : [18]));
    // 10^5 and up for a token of 6 to 11 decimals (USDC's "250000" is $250,000 whole and a quarter of a dollar in base
    // units; cbBTC's is 250,000 BTC or 0.0025), or 10^(decimals - 6) for a token of more decimals: a millionth of a token
    // in base units. A token of fewer decimals than a dollar coin counts so many more whole tokens (BONK, 5: "1000000" is
    // a million BONK, $20, and would be 10 BONK in base units) that more digits are needed first.
    const limit = Math.min(...(decimals.length > 0 ? decimals : [18]).map((d) => (d >= 12 ? d - 6 : d >= 6 ? 5 : 12 - d)));
    if (counted.value.length <= limit) continue;
    const token = counted.tokens.join(' or ') || 'the token';
    return fail(
      'INVALID_AMOUNT',
      `The amount ${counted.value} reads as ${counted.value} whole ${token}, or as ${shifted(counted.value, fewest)} ${token} if it counts base units, as an API's amounts do; I don't guess which, so nothing was done. Give the amount in whole tokens (like "amount": "${shifted(counted.value, fewest)}"), or add "decimals": ${fewest} beside base units.`,
    );
  }
  return undefined;
}
