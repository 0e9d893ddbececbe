import { usdWords, type Action } from './lexicon.ts';
import { isUsdPegged } from './token-registry.ts';

/** What the scan read of a prompt, as the unit checks need it. */
interface Said {
  readonly words: readonly string[];
  readonly tokens: readonly { key: string; index: number }[];
  readonly actions: readonly { action: Action }[];
  readonly amounts: readonly { amount: { kind: string }; index: number; tokenIndex?: number }[];
  readonly chainIndexes: ReadonlySet<number>;
  /** Whether the number at an index is context ("in 2024", "order 4521"), never an amount. */
  readonly contextNumber: (index: number) => boolean;
}

/**
 * An amount whose unit is said apart from it, never guessed: "buy 100 of eth", "send 50 of eth to …" (a bare number
 * "of" the token bought or sent is as often dollars as that many of it; "sell 3 million of pepe" and "unwrap 0.02 of
 * it" count what is sold in it), and "send 10 to bob.eth on base, in dollars, of eth", "…, the eth equivalent" (read as
 * 10 ETH, it sent 3,000 times the $10 meant).
 * @returns the unclear amount, as `badAmountMessage` reads it, or undefined.
 */
export function unitApart(said: Said): string | undefined {
  const { words, amounts } = said;
  const of = ofToken(said);
  if (of) return of;
  const tied = unitWordApart(said);
  if (tied) return tied;
  const bare = amounts.some(({ amount, tokenIndex }) => amount.kind === 'exact' && tokenIndex === undefined);
  const dollarsApart = (w: string, i: number) => usdWords.has(w) && !/\d[km]?$/.test(words[i - 1] ?? '') && !/^\$?\d/.test(words[i + 1] ?? '');
  return bare && words.some((w, i) => dollarsApart(w, i) || w === 'equivalent') ? 'a unit away from its amount' : undefined;
}

const plainNumber = /^\d*\.?\d+[km]?$/;
/** Words that say an amount's unit apart from it: "10 worth", "eth value 10", "on base of eth", "in cbbtc", "as eth". */
const unitWords = new Set(['of', 'worth', 'value', 'as', 'in', 'equivalent']);
const triggerBefore = /^(?:when|if|once|at|hits?|reach(?:es)?|above|below|under|over|drops?|rises?|falls?|is|its|than)$/;

/**
 * "N of TOKEN" bought or sent, wherever the amount stands ("buy 100 of eth", "send bob.eth 10 of eth", "swap usdc for
 * 10 of cbbtc"): as often dollars as that many of it. What is sold keeps counting in it ("sell 3 million of pepe",
 * "swap 10 of eth to usdc"), as does "10 of my eth" and what is wrapped.
 */
function ofToken({ words, tokens, actions, contextNumber }: Said): string | undefined {
  // Wrapping stays in the wallet and counts in the token ("unwrap 0.2 of the weth").
  if (actions.some(({ action }) => action === 'sell') || words.some((w) => /^(?:un)?wrap/.test(w))) return undefined;
  const tokenAt = new Set(tokens.map((t) => t.index));
  const traded = actions.some(({ action }) => action === 'swap');
  for (let i = 0; i < words.length; i++) {
    if (!plainNumber.test(words[i]!) || contextNumber(i)) continue;
    let t = i + 1;
    if (words[t] === 'more') t++;
    if (words[t] !== 'of') continue;
    t++;
    if (words[t] === 'the') t++;
    if (!tokenAt.has(t)) continue;
    // "swap 10 of eth to usdc": the token given, counted in it.
    if (traded && /^(?:to|for|into)$/.test(words[t + 1] ?? '')) continue;
    return `of:${words[i]} of ${words[t]!.replace(/^\$/, '').toUpperCase()}`;
  }
  return undefined;
}

/**
 * A bare amount whose token is tied to it only by a word that may mean dollars, or said after the recipient or the
 * chain: "buy eth worth 10k", "10 worth" (an answer), "send bob.eth 10 in value of eth", "send 10 to 0x… on ethereum
 * worth of wbtc", "… on base of cbbtc", "… in cbbtc", "… as eth". Read as that many of the token, they sent 3,000 to
 * 90,000 times the dollars meant; never guessed. A dollar token (usdc) counts the same either way.
 */
function unitWordApart({ words, tokens, amounts, actions, chainIndexes }: Said): string | undefined {
  const tokenAt = new Map(tokens.map((t) => [t.index, t.key]));
  // A dollar coin: a dollar amount of one is that many of it, so no unit is left to guess.
  const dollarsEither = (t: number) => isUsdPegged(tokenAt.get(t) ?? '');
  const nearToken = (i: number): number | undefined => {
    for (let t = i + 1; t <= i + 4 && t < words.length; t++) if (tokenAt.has(t)) return t;
    for (let t = i - 1; t >= i - 3 && t >= 0; t--) if (tokenAt.has(t)) return t;
    return undefined;
  };
  const trigger = (i: number) => words.slice(Math.max(0, i - 4), i).some((w) => triggerBefore.test(w));
  // "send eth worth 10 each to …": a number each recipient gets is read by the batch, not as an amount here.
  const each = words.flatMap((w, i) => (plainNumber.test(w) && (words[i + 1] === 'each' || words[i + 1] === 'apiece') ? [i] : []));
  const numbers = [...amounts.filter(({ amount }) => amount.kind === 'exact'), ...each.map((index) => ({ index, tokenIndex: undefined }))];
  for (const { index: i, tokenIndex } of numbers) {
    if (trigger(i)) continue;
    const near = tokenIndex ?? nearToken(i);
    if (near !== undefined && dollarsEither(near)) continue;
    // "10 worth", "10 value eth", "10 in value of eth", "10 as cbbtc": the word right after the number.
    const after = words[i + 1] ?? '';
    if (after === 'worth' || after === 'value' || after === 'equivalent' || (after === 'in' && words[i + 2] === 'value')) return `unit:${words[i]} ${after}`;
    // "eth worth 10k", "cbbtc value 10": the token, then the word, then the number.
    if ((words[i - 1] === 'worth' || words[i - 1] === 'value') && tokenAt.has(i - 2)) return `unit:${words[i - 2]} ${words[i - 1]} ${words[i]}`;
    // "send 10 as cbbtc", "send 10 in cbbtc": a token tied by "as" only, or by "in" in a transfer ("put 100 in degen"
    // is a trade, asked in which token).
    if (tokenAt.has(i + 2) && (after === 'as' || (after === 'in' && actions.some(({ action }) => action === 'transfer'))))
      return `unit:${words[i]} ${after} ${words[i + 2]}`;
  }
  // "send 10 to 0x… on base of eth", "… worth eth", "… in cbbtc", "||| as eth", "||| eth value": a bare amount, and its
  // token said apart with a word that may make the amount dollars.
  if (!numbers.some(({ tokenIndex, index }) => tokenIndex === undefined && !trigger(index))) return undefined;
  for (const { index: t } of tokens) {
    if (dollarsEither(t)) continue;
    const before = words[t - 1] ?? '';
    const afterToken = words[t + 1] ?? '';
    // "of" and "in" only right after the chain or the recipient ("out of weth", "$100 of eth in 10 buys" are no unit).
    const behind = words[t - 2] ?? '';
    const place = (i: number) => chainIndexes.has(i) || (words[i] ?? '').startsWith('@');
    // "… on base of eth", "… on base value of eth".
    const afterPlace = place(t - 2) || (unitWords.has(behind) && place(t - 3));
    const apartBefore = unitWords.has(before) && (afterPlace || (before !== 'of' && before !== 'in' && !/^\$?\d/.test(behind)));
    const apartAfter = afterToken === 'value' || afterToken === 'equivalent' || (afterToken === 'worth' && t === words.length - 2);
    if (apartBefore || apartAfter) return 'a unit away from its amount';
  }
  return undefined;
}
