import { scanPrompt } from '../../language/scan-prompt.ts';
import { tokenWords } from '../../language/token-registry.ts';
import type { AutomationAction } from './intent.ts';

/**
 * An order's stored description: the trade in the person's words when they name each of its tokens as a word, and
 * otherwise the trade as it was read ("swap a hundred u s d c to e t h", "trade ten arrow for usdc" are kept as
 * "swap 100 USDC for ETH on base", "sell 10 AERO for USDC on base"). A listing, a cancellation and each run name the
 * tokens the order really trades, never a spelling or a sound-alike that only the reader understood.
 */
export function describeOrder(trade: string, when: string, action: AutomationAction): string {
  // "kindly sell 6 UNI into USDC" with "if UNI reach $14," (said before it, in "should UNI reach $14, kindly sell …"):
  // the description asked about and listed is the trade and its condition, without the courtesy or the comma.
  const said = trade.replace(/^(?:(?:please|kindly|pls|plz)\s+)+/i, '').trim();
  return `${namesItsTokens(said) ? said : describeAction(action, said)}, ${when.replace(/[\s,;:]+$/, '')}`;
}

/**
 * Whether every token the trade's words are read as is written there as a word of its own ("sell all my pepe",
 * "buy 1 eth with usdc"), with nothing read as a guess: no letters spelled out, no typo, no sound-alike.
 */
function namesItsTokens(trade: string): boolean {
  const facts = scanPrompt(trade);
  const lower = trade.toLowerCase();
  return (
    facts.guessed.length === 0 &&
    facts.tokens.every((t) => {
      const word = facts.words[t.index]!.replace(/^\$/, '');
      return tokenWords.get(word) === t.key && new RegExp(`(?<![a-z0-9])\\$?${word}(?![a-z0-9])`).test(lower);
    })
  );
}

/** A complete move in words, its verb the one said ("buy", "sell", else "swap" or "send"). */
export function describeAction(action: AutomationAction, said: string): string {
  const chain = ` on ${action.chain}`;
  if (action.kind === 'transfer') return `send ${amountOf(action.amount, action.token)} to ${action.to}${chain}`;
  const { tokenIn, tokenOut, amount } = action;
  if (action.side === 'buy') return `buy ${amountOf(amount, tokenOut)} with ${tokenIn}${chain}`;
  if (/\b(?:buy|buys|ape|get|dca|accumulate)\b/i.test(said))
    return amount.kind === 'usd' ? `buy $${amount.value} of ${tokenOut} with ${tokenIn}${chain}` : `buy ${tokenOut} with ${amountOf(amount, tokenIn)}${chain}`;
  return `${/\bsell\b/i.test(said) ? 'sell' : 'swap'} ${amountOf(amount, tokenIn)} for ${tokenOut}${chain}`;
}

const amountOf = (amount: AutomationAction['amount'], token: string): string =>
  amount.kind === 'exact'
    ? `${amount.value} ${token}`
    : amount.kind === 'usd'
      ? `$${amount.value} of ${token}`
      : `${Number((amount.value * 100).toFixed(6))}% of my ${token}`;
