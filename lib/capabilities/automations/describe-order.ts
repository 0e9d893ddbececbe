import type { AutomationAction } from './intent.ts';

/**
 * An order's stored description: the trade as it was read ("buy $75 of cbBTC with ETH on base", "sell all my PEPE for
 * ETH on ethereum"), then its condition or schedule. The yes asked for it, a listing, a cancellation and each run name
 * the tokens, amount and chain the order really trades, never the person's own words around them (held-out-30 pasted
 * asked "buy my note says $75 of ETH -> cbBTC …"), a spelling or a sound-alike that only the reader understood.
 */
export function describeOrder(trade: string, when: string, action: AutomationAction): string {
  return `${describeAction(action, trade)}, ${when.replace(/[\s,;:]+$/, '')}`;
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
      : amount.value === 1
        ? `all my ${token}`
        : amount.value === 0.5
          ? `half my ${token}`
          : `${Number((amount.value * 100).toFixed(6))}% of my ${token}`;
