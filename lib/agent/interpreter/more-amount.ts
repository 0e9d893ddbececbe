import { tokenWords } from '../../language/token-registry.ts';

/**
 * "get me exactly 0.02 more WETH", "buy 2 more sol", "sell 5 more uni": "more" between a figure and a token adds to what
 * is held, and the figure is still that many of the token (issue 16); it left the figure unattached, asked as "0.02 of
 * which?". Only a plain figure right before "more" and a known token right after it: "2 more days", "more than 5 sol"
 * are left as they are.
 */
const moreOf = /(?<![\d.,])(\d[\d,]*(?:\.\d+)?|\.\d+)\s+more\s+(\$?[a-z][a-z0-9]*)\b/gi;

const isToken = (word: string): boolean => tokenWords.has(word.toLowerCase().replace(/^\$/, ''));

/** The prompt with "<figure> more <token>" said as "<figure> <token>"; the prompt itself otherwise. */
export function withoutMoreOf(text: string): string {
  return text.replace(moreOf, (m, figure: string, token: string) => (isToken(token) ? `${figure} ${token}` : m));
}
