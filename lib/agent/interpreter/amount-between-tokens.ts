import { isUsdPegged, tokenWords } from '../../language/token-registry.ts';
import { fail, movingIntentOf, type Interpretation } from './intent.ts';

/**
 * A figure written between the two tokens of a trade, with nothing to tie it to either: "sell jup 30 solana",
 * "SELL | JUP | 30 | solana", "buy wif 20 sol", "sell pepe 1000000 ethereum". Read as an amount of the token after it,
 * "sell jup 30 solana" bought exactly 30 SOL with JUP and "buy | WIF | 20 | solana" spent 20 SOL (issue 16, held-out-30
 * pasted 94): the figure is as likely the amount of the token before it (a bot's columns: side, token, size, chain), and
 * "solana", "ethereum" or "polygon" after it may be the chain. Whatever reader made the trade, it is refused with both
 * readings named. A dollar stablecoin after the figure pays or is paid ("buy eth 100 usdc", "sell eth 100 usdc"), and a
 * word between them ("sell jup for 30 sol", "sell 30 jup on solana") says which: those read as before.
 */
export function amountBetweenTokens(given: string, reading: Interpretation): Interpretation {
  const move = movingIntentOf(reading) as { kind: string; tokenIn?: string; tokenOut?: string; amount?: { kind: string; value?: string } } | undefined;
  if (move?.kind !== 'swap' || move.amount?.kind !== 'exact' || !move.tokenIn || !move.tokenOut || move.amount.value === undefined) return reading;
  // Cells of a bot's line ("SELL | JUP | 30 | solana", "sell,jup,30,solana") are words side by side; prose punctuation
  // after the token before the figure ties the figure to what follows ("need usdc, 1 eth sell").
  const raw = given
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/,(?=\S)/g, ' ')
    .split(/\s*\|\s*|\s+/)
    .filter(Boolean);
  const words = raw.map((w) => w.replace(/^[$"'([]+|[)"'\].,;:!?]+$/g, ''));
  const figure = Number(move.amount.value);
  const tokenOf = (word: string) => tokenWords.get(word)?.toUpperCase();
  const pair = new Set([move.tokenIn.toUpperCase(), move.tokenOut.toUpperCase()]);
  for (let i = 1; i + 1 < words.length; i++) {
    if (!/^\d[\d.]*$/.test(words[i]!) || Number(words[i]) !== figure) continue;
    const before = /[,;:.!?]$/.test(raw[i - 1]!) ? undefined : tokenOf(words[i - 1]!);
    const after = tokenOf(words[i + 1]!);
    if (!before || !after || before === after || !pair.has(before) || !pair.has(after) || isUsdPegged(after)) continue;
    return fail(
      'MOVE_UNCLEAR',
      `I can't tell whether ${words[i]} is the amount of ${before} or of ${after} in "${words.slice(i - 1, i + 2).join(' ')}", so nothing was done. Write the token right after its amount ("${words[i]} ${before} for ${after}" or "${before} for ${words[i]} ${after}") and the chain after "on".`,
    );
  }
  return reading;
}
