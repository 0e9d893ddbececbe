import { numbersFromWords, units } from '../../language/number-words.ts';
import { usdWords } from '../../language/lexicon.ts';
import { priceText, twoWayPrice, type PriceCondition } from './read-price-trigger.ts';

/**
 * What a trade's "at <price>" says when no "limit" is said ("buy 20 usdc of wif on solana at $1.50", "sell 2 eth at
 * 4k on base", "at a dollar fifty"): the price the trade waits for, a limit order on its side; or, for a price said
 * in words that reads two ways ("at one fifty": $1.50 or $150?), both, for the order to ask which. Never a trade now.
 */
export type AtPrice =
  | { readonly price: PriceCondition }
  | { readonly either: readonly [string, string]; readonly rest: string }
  /** "at 3": an hour or a price, left for a time's reader to claim, and asked about otherwise. */
  | { readonly unclear: string };

/**
 * "at …" up to the end of its clause, or the next word that starts another part of the trade. A comma that groups
 * thousands ("at 2,500") is part of the price, not the end of the clause.
 */
const atPhrase =
  /(?<=^|\s)(?:at|@)\s+((?:[^,;!?\n]|(?<=\d),(?=\d{3}(?!\d)))*?)(?=\s*(?:,(?!\d{3}(?!\d))|[;!?\n]|\.(?:\s|$)|$)|\s+(?:on|in|via|please|pls|with|for|and|then|if|when|using|from)\b)/gi;
/** Words before "at" that make its number a fact of the past or the market, not the trade's: "bought at", "is at". */
const notTheTrade =
  /\b(?:bought|sold|got|paid|was|were|is|are|it'?s|trading|trades|priced|entered|entry|filled|opened|closed|currently|now|sitting|still)\s*$/i;
/** A time of day, never a price: "at 9:00", "at 9am", "at noon", "at 14 utc". */
const timeOfDay = /:\d|\b(?:am|pm|a\.m\.|p\.m\.|utc|gmt|cet|est|pst|noon|midnight|o'?clock|oclock|h|hrs?|tomorrow|today|tonight|morning|evening|night)\b/i;
/** A plain price: "$1.50", "2,400", "4k", "1.5 dollars", "0.004 usd", "$3 each". */
const plainPrice = /^(\$?)\s?(\d[\d,]*(?:\.\d+)?|\.\d+)\s?(k)?\s*(dollars?|usd|bucks?|\$)?(?:\s+(?:each|apiece|per\s+\w+|an?\s+(?:token|coin|piece)))?$/i;

/** Where a sentence or clause ends: a point that is no decimal point, or "!", "?", ";", a new line. */
const sentenceEnd = /\.(?!\d)|[!?;\n]/;

export function readAtPrice(text: string, trade: RegExp): AtPrice | undefined {
  for (const m of text.matchAll(atPhrase)) {
    const before = text.slice(0, m.index);
    // The sentence or clause the "at" ends must be a trade's, and the number no fact about the market. A point
    // between digits ("0.5", "1000.5") or before them (".5") is a decimal point, never the end of a sentence.
    const clause = before.split(sentenceEnd).at(-1) ?? '';
    if (!trade.test(clause) || notTheTrade.test(before)) continue;
    const said = m[1]!.trim();
    if (said === '' || timeOfDay.test(said)) continue;
    // Read after its "at", as said: the numbers after a word ("at one fifty" is "one 50", two numbers).
    const spoken = numbersFromWords(`at ${said.toLowerCase()}`, (w) => usdWords.has(w))
      .replace(/^at\s+/, '')
      .trim();
    const rest = `${text.slice(0, m.index)} ${text.slice(m.index! + m[0].length)}`;
    // "at 4.500", "at 4 500": 4.5 or 4,500, asked as "at one fifty" is.
    const either = twoWayPrice(spoken);
    if (either && !/[a-z]/i.test(spoken.replace(/\b(?:dollars?|usd|bucks?)\b/gi, ''))) return { either, rest };
    const plain = plainPrice.exec(spoken);
    if (plain) {
      const [, dollar, digits, k, unit] = plain;
      // "at 9" with no dollar sign, unit or decimals may be a time of day: the schedule's reader may claim it.
      if (!dollar && !k && !unit && !digits!.includes('.') && Number(digits!.replace(/,/g, '')) <= 24) return { unclear: m[0].trim() };
      const priceUsd = priceText(`${digits}${k ?? ''}`);
      if (!priceUsd) continue;
      return { price: { direction: 'by-side', priceUsd, words: `limit at $${priceUsd}`, rest } };
    }
    // "one fifty", "two 50": a number said as two, which is a price in dollars and cents or hundreds.
    const pair = /^([a-z]+|\d)\s+(\d{2})(?:\s*(?:dollars?|usd|bucks?))?$/.exec(spoken);
    const whole = pair ? (/^\d$/.test(pair[1]!) ? Number(pair[1]) : units[pair[1]!]) : undefined;
    if (pair && whole !== undefined && whole > 0 && whole < 10) return { either: [`${whole}.${pair[2]}`, `${whole}${pair[2]}`], rest };
  }
  return undefined;
}
