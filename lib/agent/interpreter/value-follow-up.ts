import type { Facts } from '../../language/scan-prompt.ts';
import { usdWords } from '../../language/lexicon.ts';
import { completeIntent } from './complete-intent.ts';
import type { Interpretation, ThreadTurn } from './intent.ts';

/** Words that ask what something is worth in dollars. */
const moneyWords = new Set([...usdWords, '$', 'worth', 'value', 'valued', 'fiat']);
/**
 * Every word such a question may hold ("and whats that in $ lol", "how much is it worth in usd", "in dollars?"): a
 * closed list, so a question that says anything more (another token, a time, "if", "send") is not read as this one.
 */
const questionWords = new Set([
  ...moneyWords,
  'and',
  // Chat's "and" and "ok": "ok n whats that in usd", "k & whats it worth".
  'n',
  'nd',
  '&',
  'k',
  'kk',
  'so',
  'ok',
  'okay',
  'whats',
  'what',
  'hows',
  'howmuch',
  'how',
  'much',
  'is',
  'are',
  's',
  'that',
  'it',
  'this',
  'those',
  'them',
  'its',
  'thats',
  'in',
  'of',
  'the',
  'about',
  'terms',
  'total',
  'then',
  'now',
  'rn',
  'lol',
  'lmao',
  'haha',
  'bro',
  'pls',
  'please',
  // Careful prose: "Thank you. And roughly how much would that amount be worth in US dollars at today's price?"
  'thank',
  'thanks',
  'you',
  'roughly',
  'approximately',
  'would',
  'be',
  'amount',
  'holding',
  'balance',
  'us',
  'at',
  'today',
  'todays',
  'current',
  'price',
  'prices',
  'again',
  'only',
  'just',
  'figure',
  'number',
]);

/** "…, no trades", "only the figure, no trading": a move ruled out beside the question, which asks for nothing more. */
const noMove = /^(?:trades?|trading|swaps?|swapping|selling|buying|transfers?)$/;

/**
 * "how much sol do i have" → "and whats that in $ lol": the dollar value of the balance just read, which is that
 * holding valued (balance × price), on the same chains. Only right after a plain balance read, and only for a prompt
 * made of nothing but the question; `undefined` for anything else.
 */
export function valueOfLastBalance(facts: Facts, thread: readonly ThreadTurn[]): Interpretation | undefined {
  const previous = thread.at(-1)?.interpretation;
  if (previous?.kind !== 'intent' || previous.intent.kind !== 'balance' || previous.intent.check) return undefined;
  const ruledOut = (i: number) => facts.words[i - 1] === 'no' && noMove.test(facts.words[i] ?? '');
  const asked = facts.actions.filter((a) => a.action !== 'price' && !ruledOut(a.index));
  const words = facts.words.filter((w, i) => !ruledOut(i) && !(w === 'no' && ruledOut(i + 1)));
  if (asked.length > 0 || facts.tokens.length > 0 || facts.amounts.length > 0 || facts.chains.length > 0 || facts.addresses.length > 0) return undefined;
  if (facts.unsupportedChain || !words.some((w) => moneyWords.has(w)) || !words.every((w) => questionWords.has(w))) return undefined;
  if (facts.no && words.includes('no')) return undefined;
  const { tokens, chains } = previous.intent;
  return completeIntent({ kind: 'portfolio', ...(tokens === 'all' ? {} : { tokens }), chains });
}
