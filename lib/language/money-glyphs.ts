import { tokenWords } from './token-registry.ts';

/**
 * Money written with signs and glyphs no word reader sees (sweep 35): the scan drops every character that is not a
 * letter or a digit, so "₹1000" was read as 1000 of a token (it bought 1000 ETH for about $12 meant), "50¢" as 50
 * USDC, "1½ eth" as 1 ETH and "10² usdc" as 10. Each is read here, before the words are, as what it says or refused:
 * - a fraction glyph is its number ("1½" is 1.5, "½" is 1/2 and read as the written fraction is); one that is no plain
 *   decimal ("1⅓"), or one after decimals ("1.5½"), is refused;
 * - a currency other than the US dollar, by its sign ("₹", "₦", "₱", "R$", "A$"), its code or its name ("Rs.",
 *   "1000 rupees", "INR 1000"), is refused: no rate is ever guessed;
 * - cents ("50¢"), a power or an index ("10²", "1₀"), a number before "mil" and the balance less a number ("balance-5") are refused, with
 *   the way to write them.
 */
export function moneyGlyphs(text: string, unclear: string[]): string {
  return (
    text
      .replace(/(\d+(?:\.\d+)?)?\s*([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒])/g, (said, whole: string | undefined, glyph: string) => {
        const [n, d] = glyphs[glyph]!;
        const plain = /^\d+(?:\.\d{1,6})?$/.test(String(n / d));
        if (whole === undefined) return ` ${n}/${d} `;
        if (whole.includes('.') || !plain) {
          unclear.push(said.trim());
          return ' ';
        }
        return ` ${Number(whole) + n / d} `;
      })
      .replace(/\d[\d.,]*\s*[⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉]+/g, (said) => {
        unclear.push(said);
        return ' ';
      })
      .replace(/\d[\d.,]*\s*(?:¢|cents?\b)|\$\s*\d[\d.,]*\s*(?:¢|cents?\b)/g, (said) => {
        unclear.push(said.replace(/\s+/g, ' '));
        return ' ';
      })
      // "10 mil usdc": a million in English slang, a thousand in Spanish and Portuguese ("enviar 10 mil usdc"); read as
      // a million it would move a thousand times what was meant, so a number before "mil" is asked for in digits
      // ("half a mil", "a quarter mil" stay: no language but English says them). A question about a holding ("is my bonk
      // stack over 1 mil") moves nothing and keeps the English reading.
      .replace(/\d[\d.,]*\s*mil\b/gi, (said) => {
        if (holdingQuestion.test(text)) return said;
        unclear.push(said.replace(/\s+/g, ' '));
        return ' ';
      })
      // "balance-5", "all-10": the balance less a number, never the number alone (it sent 5).
      .replace(/\b(?:balance|bal|all|everything|max|total|holdings?)\s*-\s*\d[\d.,]*/gi, (said) => {
        unclear.push(said);
        return ' ';
      })
      .replace(otherMoney, (money) => {
        unclear.push(money.replace(/\s+/g, ' ').trim());
        return ' ';
      })
  );
}

/** A question about what is held ("is my bonk over 1 mil", "do i have 2 mil degen"): a read, never a move. */
const holdingQuestion = /^\W*(?:is|are|am|do|does|did|have|has|how|what|whats|what's)\s+(?:my|i|i've|ive)\b/i;

/** Whether an amount refused by the scan was money in a currency other than the US dollar. */
export const otherCurrencySaid = (bad: string): boolean => new RegExp(`^(?:${sign}|${code})|(?:${sign}|\\b${word})$`, 'i').test(bad.trim());

/** Cents, refused with their dollar form. */
export const centsSaid = (bad: string): boolean => /¢|cents?$/.test(bad);

/** A power or an index written after a number. */
export const powerSaid = (bad: string): boolean => /[⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉]/.test(bad);

/** Fraction glyphs, as numerator and denominator. */
const glyphs: Record<string, readonly [number, number]> = {
  '½': [1, 2],
  '⅓': [1, 3],
  '⅔': [2, 3],
  '¼': [1, 4],
  '¾': [3, 4],
  '⅕': [1, 5],
  '⅖': [2, 5],
  '⅗': [3, 5],
  '⅘': [4, 5],
  '⅙': [1, 6],
  '⅚': [5, 6],
  '⅐': [1, 7],
  '⅛': [1, 8],
  '⅜': [3, 8],
  '⅝': [5, 8],
  '⅞': [7, 8],
  '⅑': [1, 9],
  '⅒': [1, 10],
};

/** Signs of currencies other than the US dollar, and dollars that are not the US one (the text is lower-cased). */
const sign = String.raw`[€£¥₹₩₽₺₦₱฿₫₴₪₡₲₵₸₭₮₼₾]|(?<![\w.])(?:(?:a|au|c|ca|nz|hk|s|sg|r|mx|nt)\$|rs\.?)(?=\s*\d)`;

/** Their codes, said before the number ("inr 1000", "rs 1000"); a token of that name is a token, never these. */
const code = String.raw`(?<![\w.$])(?:${[
  'inr',
  'eur',
  'gbp',
  'jpy',
  'ngn',
  'php',
  'brl',
  'cad',
  'aud',
  'nzd',
  'hkd',
  'sgd',
  'mxn',
  'zar',
  'rub',
  'cny',
  'rmb',
  'krw',
  'idr',
  'thb',
  'vnd',
  'uah',
  'aed',
  'chf',
]
  .filter((w) => !tokenWords.has(w))
  .join('|')})\s*(?=\d)`;

/** Their names and codes said after the number ("1000 rupees", "5000 naira"). */
const word = `(?:${[
  'euros?',
  'eur',
  'pounds?',
  'gbp',
  'quid',
  'sterling',
  'yen',
  'jpy',
  'yuan',
  'cny',
  'rmb',
  'rupees?',
  'inr',
  'rs',
  'naira',
  'ngn',
  'pesos?',
  'php',
  'mxn',
  'reais',
  'brl',
  'rubles?',
  'roubles?',
  'rub',
  'cad',
  'aud',
  'nzd',
  'hkd',
  'sgd',
  'chf',
  'francs?',
  'baht',
  'thb',
  'vnd',
  'hryvnia',
  'uah',
  'shekels?',
  'ils',
  'dirhams?',
  'aed',
  'rand',
  'zar',
  'rupiah',
  'idr',
  'krw',
  'zloty',
  'pln',
  'lira',
  'cedis?',
  'shillings?',
  'kes',
]
  .filter((w) => !tokenWords.has(w.replace(/s\?$/, '')))
  .join('|')})\\b`;

/** A number in another currency: its sign or code before it, or its sign or name after it. */
const otherMoney = new RegExp(String.raw`(?:${sign}|${code})\s*\d[\d.,]*[km]?|(?<![\w.])\d[\d.,]*[km]?\s*(?:[€£¥₹₩₽₺₦₱฿₫₴₪₡₲₵₸₭₮₼₾]|${word})`, 'gi');
