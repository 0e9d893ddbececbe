import { fail, type Interpretation } from './intent.ts';
import { tokenWords } from '../../language/token-registry.ts';

/**
 * What a bot's fields say of money besides a token amount (issue 16): the currency a value or a field's name is in
 * (dollars only), what a field that pays says (`spend=100`, `cost=`, `budget=`, `amount_in=`: the side paid with), and
 * how far a bare slippage number goes.
 */

/** Currencies other than the dollar, by their codes and names (a token of that name is a token, never one of these). */
const fiatWords = [
  'eur',
  'euro',
  'euros',
  'gbp',
  'pound',
  'pounds',
  'sterling',
  'jpy',
  'yen',
  'cny',
  'rmb',
  'yuan',
  'cad',
  'aud',
  'chf',
  'franc',
  'francs',
  'inr',
  'rupee',
  'rupees',
  'krw',
  'rub',
  'ruble',
  'rubles',
  'rouble',
  'brl',
  'reais',
  'mxn',
  'peso',
  'pesos',
  'sek',
  'nok',
  'dkk',
  'pln',
  'zloty',
  'hkd',
  'sgd',
  'nzd',
  'zar',
  'lira',
  'ngn',
  'naira',
  'idr',
  'rupiah',
  'php',
  'thb',
  'baht',
  'vnd',
  'dong',
  'uah',
  'hryvnia',
  'ils',
  'shekel',
  'shekels',
  'aed',
  'dirham',
  'dirhams',
].filter((word) => !tokenWords.has(word));
const fiat = new Set(fiatWords);
/** A currency sign other than the dollar's (`€`, `£`, `¥`, `₹`), or a dollar that is not the US one (`A$`, `C$`, `HK$`). */
const otherSign = /[€£¥₹₩₽₺₦₱฿₫₴₪₡₲₵₸₭₮₼₾]|\b(?:a|au|c|ca|nz|hk|s|sg|r|mx|nt)\$/i;
const number = String.raw`\d[\d,]*(?:\.\d+)?`;
const fiatAmount = new RegExp(String.raw`^\s*(?:(${fiatWords.join('|')})\s*${number}|${number}\s*(${fiatWords.join('|')}))\s*$`, 'i');

/**
 * A field in a currency other than the dollar (`usd_value=€50`, `amount=50EUR`, `price_gbp=20`, `fiat=eur`): refused,
 * since amounts here are in dollars or in tokens only and no rate is guessed; `undefined` for any other field.
 */
export function otherCurrency(key: string, value: string): Interpretation | undefined {
  const named = key.split(/[_.-]+/).find((word) => fiat.has(word));
  const sign = otherSign.exec(value)?.[0];
  const code = fiatAmount.exec(value);
  const currency = named ?? sign ?? (code ? (code[1] ?? code[2])! : undefined);
  if (currency === undefined) return undefined;
  return fail(
    'UNKNOWN_FIELD',
    `"${key}=${value.trim()}" is in ${currency.toUpperCase()}: amounts here are in US dollars or in tokens only, and I do not convert currencies, so I did nothing.`,
  );
}

/**
 * Names of a field that says what is paid (`amount_in`, `sell_amount`, `cost`, `budget`, an exchange's `funds`): on a buy, an amount of the
 * token paid with, never of the token bought. (`spend=100`, `pay=100`: a field of the token paid with holding a number
 * says the same; see `paidValue`.)
 */
/** Names of a field that is the amount put in: on a buy, an amount of the token paid with (also read in structured-fields.ts). */
export const amountInNames = ['amount_in', 'amountin', 'sell_amount', 'sellamount', 'from_amount', 'fromamount', 'input_amount'] as const;

// (`funding_amt=30` beside `funding=USDC`, `pay_amount`, `spend_qty` (held-out-40 bot): the amount of the token paid with.)
const paidNames = new Set<string>([
  ...amountInNames,
  'cost',
  'total_cost',
  'budget',
  'funds',
  'pay_amount',
  'pay_amt',
  'pay_qty',
  'spend_amount',
  'spend_amt',
  'spend_qty',
  'funding_amount',
  'funding_amt',
  'funding_qty',
]);

/** Whether a field (its name, its role, its value) says an amount paid: `amount_in=100`, `budget=100`, `spend=100`, `pay=50 USDC`. */
export const paidValue = (key: string, role: string | undefined, value: string): boolean =>
  paidNames.has(key) || (role === 'tokenIn' && !/^\s*0x/i.test(value) && paidAmount(value) !== undefined);

/** An amount as written in a field: `$100` (dollars), `100 USDC` (that token) or `100` (no unit said). */
export function paidAmount(value: string): { amount: string; unit?: string } | undefined {
  if (/^\s*0x/i.test(value)) return undefined;
  const m = /^\s*(\$)?\s*(\d+(?:\.\d+)?)\s*(?:\$?([a-z][a-z0-9]*))?\s*$/i.exec(value.replace(/(?<=\d),(?=\d{3}\b)/g, ''));
  if (!m) return undefined;
  const unit = m[1] ? 'usd' : m[3]?.toLowerCase().replace(/^(?:dollars?|usd)$/, 'usd');
  return { amount: m[2]!, ...(unit ? { unit } : {}) };
}

/**
 * A slippage given as a bare number above 5 (`slippage=50`) in a field that counts percent: 50% is no limit a bot
 * means, and a bare number there is often basis points, so it is refused and the two ways to write it named; a value
 * with its unit (`50bps`, `0.5%`) says what it means. `undefined` when the slippage is fine.
 */
export function bareSlippage(key: string, value: string): Interpretation | undefined {
  const bare = /^\s*(\d+(?:\.\d+)?)\s*$/.exec(value)?.[1];
  if (bare === undefined || Number(bare) <= 5) return undefined;
  return fail(
    'BAD_SLIPPAGE',
    `"${key}=${bare}" would be a ${bare}% slippage limit, far too high to take from a bare number, which may be basis points: write slippage_bps=${bare} (${Number(bare) / 100}%) or the percent with its sign (slippage=${Number(bare) / 100}%). Nothing was done.`,
  );
}
