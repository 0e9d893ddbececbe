import { split } from './pasted-layout.ts';
import { ask, movingIntentOf, type Interpretation, type PartialIntent } from './intent.ts';

/**
 * A second amount said beside the request ("Send 30 USDC to 0x… on Base. It is 50 USDC.", "…. It was 50", "…, that
 * is 50 USDC"): which of the two is meant is a guess, so the amount is asked for, never taken from the first (issue
 * 16). Read by the role of the figure: a figure of the move's own token, or a figure that a sentence about the move
 * ("it is …", "that was …") states, different from the move's amount. A figure ruled out ("not 50") is no second
 * amount, and neither is the move's own amount said again ("that is 30 USDC, nothing more").
 */

/** A figure and the word after it ("50 USDC", "1,000 degen", "2.5k usdc"). */
// ("1 000 000 BONK": thousands grouped with spaces are one figure, as the scanner reads them.)
const figureOf =
  /(?<![\w.,$/-])(?<!\d[ \u00a0\u202f])\$?([1-9]\d{0,2}(?:[ \u00a0\u202f]\d{3}){2,}(?:\.\d+)?|[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?|\d*\.?\d+)\s*(k|m)?\s+(\$?[a-z][a-z0-9]*)/gi;
/** A sentence about the move that states a figure ("it is 50", "that was 50 USDC", "which is only 40"). */
const statedFigure =
  /\b(?:it|that|this|which)\s*(?:is|was|['’]s|will be|would be|should be)\s+(?:only\s+|just\s+|actually\s+|really\s+|now\s+)?\$?([1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?|\d*\.?\d+)\s*(k|m)?(?![\d.,]*\s*(?:%|percent|x\b|times|days?|hours?|minutes?|weeks?|months?|years?|am|pm|utc|people|of\b))/gi;

const figureValue = (digits: string, scale: string | undefined): number =>
  Number(digits.replace(/[,\s]/g, '')) * (scale?.toLowerCase() === 'k' ? 1_000 : scale?.toLowerCase() === 'm' ? 1_000_000 : 1);

/** Whether a figure is one the words before it rule out ("…, not 50"). */
const ruledOut = (text: string, at: number): boolean => /\b(?:not|no|never|rather than|instead of)\s*$/i.test(text.slice(Math.max(0, at - 14), at));
/**
 * Whether a figure is what a buy of an exact amount is expected to cost, said roughly ("I expect it to cost roughly 500
 * USDC", "it should come to about 500 USDC"): an estimate of the quote, not an amount to spend (the buy spends what the
 * quote asks, and is asked back for a yes).
 */
const costEstimate = (text: string, at: number): boolean =>
  /\b(?:cost|costs|come\s+to|comes\s+to|run\s+(?:me\s+)?to|be\s+worth)\s+(?:me\s+)?(?:about|around|roughly|approximately|~|some)\s*\$?$/i.test(
    text.slice(Math.max(0, at - 40), at),
  );
/**
 * Whether a figure is what the move leaves, kept ("The remaining 9.5 ETH should stay as it is", held-out-39 careful):
 * the figure the person expects the rest to be, no amount to move (the sentence is read as the rest kept).
 */
const leftAlone = (text: string, at: number, length: number): boolean =>
  /\bthe\s+remaining\s+$/i.test(text.slice(Math.max(0, at - 20), at)) &&
  /^\s*(?:(?:should|must|can|will|is\s+to)\s+)?(?:stay|stays|remain|remains|be\s+left|be\s+kept)\b/i.test(text.slice(at + length));
/** Whether a figure is the end of a decimal said in words ("point 25 eth" is 0.25 ETH). */
const spokenDecimal = (text: string, at: number): boolean => /\bpoint\s+(?:\w+\s+)?$/i.test(text.slice(Math.max(0, at - 16), at));

/**
 * The question for the amount when a one-paragraph prompt names a second amount beside its move's own; undefined
 * otherwise (a batch, an order and a move with no amount of its own are left as they are read).
 */
export function secondAmount(prompt: string, reading: Interpretation): Interpretation | undefined {
  if (/[\n\r"“”]/.test(prompt.trim())) return undefined;
  const moving = movingIntentOf(reading);
  if (!moving || reading.kind === 'fail' || (reading.kind === 'ask' && reading.pending.awaiting !== 'confirm')) return undefined;
  if (!['transfer', 'swap', 'wrap', 'unwrap'].includes(moving.kind)) return undefined;
  const amount = 'amount' in moving ? (moving.amount as { kind: string; value: string | number } | undefined) : undefined;
  if (!amount || (amount.kind !== 'exact' && amount.kind !== 'usd')) return undefined;
  const own = Number(amount.value);
  const tokens = new Set(
    ['token' in moving ? moving.token : undefined, 'tokenIn' in moving ? moving.tokenIn : undefined, 'tokenOut' in moving ? moving.tokenOut : undefined]
      .filter((t): t is string => typeof t === 'string')
      .map((t) => t.toUpperCase()),
  );
  // "swap 20 usdc to 20 eth": the same figure of the other token of a swap is a second amount all the same (it sold
  // 20 USDC, the 20 ETH passed over).
  const side = 'side' in moving ? moving.side : undefined;
  const ownToken = moving.kind === 'swap' && amount.kind === 'exact' ? (side === 'buy' ? moving.tokenOut : moving.tokenIn)?.toUpperCase() : undefined;
  const others: string[] = [];
  for (const m of prompt.matchAll(figureOf)) {
    const token = m[3]!.replace(/^\$/, '').toUpperCase();
    if (!tokens.has(token) || ruledOut(prompt, m.index) || spokenDecimal(prompt, m.index) || leftAlone(prompt, m.index, m[0].length)) continue;
    // "swp 0.01 eth 4 toshi": a 4 or a 2 between two tokens is "for" or "to", no figure.
    if (/^[24]$/.test(m[1]!) && !m[2] && tokens.has(/(\$?[a-z][a-z0-9]*)\s*$/i.exec(prompt.slice(0, m.index))?.[1]?.replace(/^\$/, '').toUpperCase() ?? ''))
      continue;
    // The pay token's figure beside a buy of an exact amount, said as its rough cost, is that cost estimated.
    if (side === 'buy' && ownToken && token !== ownToken && costEstimate(prompt, m.index)) continue;
    if (figureValue(m[1]!, m[2]) !== own || (ownToken && token !== ownToken)) others.push(`${m[1]}${m[2] ?? ''} ${token}`);
  }
  for (const m of prompt.matchAll(statedFigure)) {
    const at = m.index + m[0].length - m[1]!.length - (m[2]?.length ?? 0);
    if (ruledOut(prompt, at)) continue;
    if (figureValue(m[1]!, m[2]) !== own) others.push(`${m[1]}${m[2] ?? ''}`);
  }
  if (others.length === 0) return undefined;
  // "Invoice #2291 — … Total due: 60 USDC. Can't pay them yet, but swap 60 USDT to USDC …": a figure of a labelled note
  // before the person's own sentence is the note's, no second amount of their move (the note is read by pasted-request).
  const layout = split(prompt);
  if (layout?.by === 'paragraph') return secondAmount(layout.own, reading);
  const { amount: _dropped, awaiting: _awaiting, ...rest } = moving as PartialIntent & { amount?: unknown; awaiting?: unknown };
  const verb = moving.kind === 'transfer' ? 'send' : moving.kind;
  return ask(`You named more than one amount (${amount.value} and ${others[0]}). How much should I ${verb}?`, {
    ...rest,
    awaiting: 'amount',
    confirm: true,
  } as PartialIntent);
}
