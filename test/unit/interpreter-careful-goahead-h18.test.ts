import { describe, expect, it } from 'vitest';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * A go ahead after a quote that left its swap undone (issue 16, held-out-18 careful :66): the swap the quote was about,
 * asked back whole for a yes; an amount or token said with it must be the swap's own, and a "not", a wait or a time
 * leaves nothing moved.
 */
const now = new Date('2026-11-26T12:00:00Z');
const Q =
  'I am considering converting 0.3 ETH to USDC on Ethereum. Before I commit, roughly how much USDC would I receive at current prices? Please do not execute yet.';

describe('go ahead after a quote', () => {
  it.each([
    'Thank you, that is acceptable. Please go ahead with exactly 0.3 ETH.',
    'ok go ahead',
    'Sounds good, please proceed.',
    "Fine, let's do it with 0.3 ETH.",
  ])('%s', (answer) => {
    const r = onThreadAt(now, Q, answer);
    expect(r.kind === 'ask' && r.pending, JSON.stringify(r)).toMatchObject({
      kind: 'swap',
      chain: 'ethereum',
      tokenIn: 'ETH',
      tokenOut: 'USDC',
      amount: { value: '0.3' },
      awaiting: 'confirm',
    });
  });

  it.each(['Please go ahead with 0.5 ETH.', 'go ahead but with DAI', "Don't go ahead yet.", 'go ahead tomorrow'])('moves nothing: %s', (answer) => {
    const r = onThreadAt(now, Q, answer);
    const pending = r.kind === 'ask' ? (r.pending as { kind?: string; amount?: { value?: string }; awaiting?: string }) : undefined;
    expect(r.kind === 'intent' || (pending?.kind === 'swap' && pending.awaiting === 'confirm'), JSON.stringify(r)).toBe(false);
  });
});
