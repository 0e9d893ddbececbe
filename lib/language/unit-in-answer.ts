import { usdWords } from './lexicon.ts';
import type { Facts } from './scan-prompt.ts';
import { isUsdPegged } from './token-registry.ts';

/** Words that, anywhere beside a token named on its own, may make an amount already given dollars: "eth value". */
const unitWords = new Set(['worth', 'value', 'equivalent', '$']);
/** Words that do so only right before the token: "of eth", "as eth" ("eth as usual" is no unit). */
const tokenOpeners = new Set(['of', 'as', 'in']);

/**
 * Whether an answer naming the token of a bare amount given before says it with a word that may make that amount
 * dollars: "send 10 to bob.eth on base" → "which token?" → "of eth", "eth value", "as eth", "eth $", "usd of eth".
 * Read as that token, they sent 10 ETH where $10 of it may have been meant; the amount's unit is never guessed.
 * @param facts the answer's facts
 * @returns true when the answer names one non-dollar token, no amount, and such a word.
 */
export function unitInAnswer(facts: Facts): boolean {
  if (facts.amounts.length > 0 || facts.tokens.length !== 1 || facts.words.length > 5) return false;
  const { key, index } = facts.tokens[0]!;
  if (isUsdPegged(key)) return false;
  return tokenOpeners.has(facts.words[index - 1] ?? '') || facts.words.some((w) => unitWords.has(w) || usdWords.has(w));
}
