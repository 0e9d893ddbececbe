import { tokenWords } from '../../language/token-registry.ts';

/**
 * "i need exactly 2 LINK on ethereum first. buy that for me with usdc", "I need 500 DEGEN on base, get it with eth": what
 * the person needs, then a buy of "that", is one buy of what they need (issue 16) — never two steps. Only when the need
 * names an amount of a token and the buy names what pays for it.
 */
const needThenBuy =
  /\b(?:i|we)\s+(?:need|want|require|gotta\s+have)\s+((?:exactly\s+|precisely\s+|just\s+)?\d[\d,]*(?:\.\d+)?\s*(\$?[a-z][a-z0-9]*))((?:\s+on\s+[a-z]+)?)(?:\s+(?:first|now|asap))?\s*[.,;:!—–-]+\s*(?:so\s+|then\s+|ok\s+)?(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:buy|get|grab|purchase)\s+(?:that|it|them|those|these)(?:\s+(?:for\s+me|pls|please))?\s+(?:with|using|paying\s+with|for)\s+(?:my\s+)?(\$?[a-z][a-z0-9]*)\b/gi;

const isToken = (word: string): boolean => tokenWords.has(word.toLowerCase().replace(/^\$/, ''));

/** The prompt with a need and a buy of it said as that one buy; the prompt itself otherwise. */
export function neededBuy(text: string): string {
  return text.replace(needThenBuy, (m, amount: string, token: string, chain: string, payer: string) =>
    isToken(token) && isToken(payer) ? `buy ${amount}${chain} with ${payer}` : m,
  );
}
