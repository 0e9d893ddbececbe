import { tokenWords } from '../../language/token-registry.ts';

/**
 * "throw like $20 of my sol at jup", "chuck 50 usdc at bonk", "toss half my eth at degen on base", "throw $25 into bonk"
 * (held-out-42): money thrown at (or into) a
 * token is put into it, a trade (issue 16); "at" there names no price. Only with an amount or a share of a holding
 * before "at", and a token after it: "throw it at 3000" and "sell eth at 3000" are left as they are.
 */
const thrownAt =
  /\b(?:throw|chuck|toss|lob|fling|sling)\s+((?:(?:like|about|around|maybe|roughly|~)\s+)?(?:\$\s?\d[\d,]*(?:\.\d+)?\s*k?|\d[\d,]*(?:\.\d+)?\s*k?\s*(?:\$|usd|dollars|bucks|\$?[a-z][a-z0-9]*)|half|some|a\s+(?:bit|little|quarter|third)|(?:a\s+)?(?:quarter|third|tenth)|\d{1,3}\s?%)(?:\s+(?:worth\s+)?of\s+(?:my\s+)?\$?[a-z][a-z0-9]*|\s+(?:my\s+)?\$?[a-z][a-z0-9]*(?=\s+at\b))?)\s+(?:at|into)\s+(\$?[a-z][a-z0-9]*)\b/gi;

/**
 * "throw some money into DEGEN", "put a bit of cash in bonk": money with no figure put into a token is a buy of it,
 * whose amount is asked. "put some usdc into TOSHI", "put usdc into toshi": a token named as the money is what pays,
 * still with no figure, so the amount is asked too (it was read as a balance of both).
 */
const someMoneyInto =
  /\b(?:throw|put|chuck|toss|stick|drop)\s+(?:(?:some|a\s+(?:bit|little)(?:\s+of)?|a\s+few\s+bucks|a\s+little\s+bit(?:\s+of)?)\s+(?:money|cash|funds|dollars|bucks|usd)?|(?:(?:some(?:\s+of)?|a\s+(?:bit|little)(?:\s+of)?|a\s+little\s+bit(?:\s+of)?)\s+)?(?:my\s+)?(\$?[a-z][a-z0-9]*))\s*(?:in(?:to)?|at|on)\s+(\$?[a-z][a-z0-9]*)\b/gi;

const isToken = (word: string): boolean => tokenWords.has(word.toLowerCase().replace(/^\$/, ''));

/** The prompt with money thrown at a token said as put into it, or as a buy of it; the prompt itself otherwise. */
export function thrownAtToken(text: string): string {
  return text
    .replace(thrownAt, (m, amount: string, token: string) => (isToken(token) ? `put ${amount} into ${token}` : m))
    .replace(someMoneyInto, (m, paying: string | undefined, token: string) => {
      if (!isToken(token)) return m;
      if (paying === undefined) return `buy some ${token}`;
      const same = paying.toLowerCase().replace(/^\$/, '') === token.toLowerCase().replace(/^\$/, '');
      return isToken(paying) && !same ? `buy some ${token} with ${paying}` : m;
    });
}
