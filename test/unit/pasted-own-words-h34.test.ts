import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { outcome } from '../support/thread-turn.ts';

/**
 * The person's own words around a paste (issue 16, held-out-34's pasted misses): "50 of it" after a swap counts the
 * token swapped, and "i'll pay them myself later" is what the person does afterwards, no time or second move of the
 * request. A buy's "of it" still asks which side; a time said of the move itself still waits.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('"N of it" after a swap or a sell counts the token swapped', () => {
  it.each([
    ['swap the polygon USDT to USDC - 50 of it', 'USDT', 'USDC', '50'],
    ['swap my polygon USDT to USDC, 50 of it', 'USDT', 'USDC', '50'],
    ['I have usdc on base, please change 60 of it to usdt', 'USDC', 'USDT', '60'],
  ])('%s', (prompt, tokenIn, tokenOut, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn, tokenOut, side: 'sell', amount: { kind: 'exact', value } } });
  });
  it('in a paste the person points at, asked back whole', () => {
    const r = read('Subject: reminder\n\nswap the polygon USDT to USDC - 50 of it\n\n(emailed this to myself from my phone) — yeah do that now');
    expect(r).toMatchObject({ kind: 'ask', pending: { kind: 'swap', tokenIn: 'USDT', amount: { value: '50' }, awaiting: 'confirm' } });
  });
  it('a buy\'s "of it" still asks which side', () => {
    expect(read('buy eth with usdc on base, 50 of it')).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });
});

describe('what the person does themselves afterwards', () => {
  it("get me 0.1 WETH using USDC on base pls, i'll pay them myself later: the buy, asked back whole", () => {
    expect(read("get me 0.1 WETH using USDC on base pls, i'll pay them myself later")).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'WETH', side: 'buy', amount: { value: '0.1' }, awaiting: 'confirm' },
    });
  });
  it('a time said of the move itself still waits', () => {
    expect(outcome(read('get me 0.1 WETH using USDC on base later'))).not.toBe('move');
  });
});
