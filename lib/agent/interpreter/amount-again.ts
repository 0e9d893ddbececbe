import { ask, fail, movingIntentOf, type Interpretation } from './intent.ts';

/**
 * The move of `reading` with its amount taken back: a transfer, or a sale of an exact amount, asks "how much?" again
 * with everything else it knew kept (and a yes still owed when one was), after `why` (a clause saying what was
 * not an amount); any other move (a buy, a batch,
 * an order) is refused with `why`, to be said again with the exact amount. Nothing moves either way.
 */
export function amountAskedAgain(reading: Interpretation, why: string): Interpretation {
  const move = movingIntentOf(reading) as Record<string, unknown> | undefined;
  const owed = reading.kind === 'ask' && (reading.pending.awaiting === 'confirm' || reading.pending.confirm === true) ? { confirm: true as const } : {};
  if (move?.kind === 'transfer') {
    const { amount: _amount, awaiting: _awaiting, confirm: _confirm, toSelfConfirmed: _self, ...known } = move;
    const token = typeof known.token === 'string' ? ` ${known.token}` : '';
    return ask(`${why}; nothing was done. How much${token} should I send?`, { ...known, kind: 'transfer', ...owed, awaiting: 'amount' });
  }
  if (move?.kind === 'swap' && move.side !== 'buy' && typeof move.tokenIn === 'string' && typeof move.tokenOut === 'string') {
    const { amount: _amount, awaiting: _awaiting, confirm: _confirm, ...known } = move;
    return ask(`${why}; nothing was done. How much ${move.tokenIn} do you want to swap for ${move.tokenOut}?`, {
      ...known,
      kind: 'swap',
      side: 'sell',
      ...owed,
      awaiting: 'amount',
    });
  }
  return fail('MOVE_UNCLEAR', `${why}; nothing was done. Send the request again with the exact amount.`);
}
