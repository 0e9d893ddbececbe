import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';

/**
 * held-out-34, careful voice (issue 16): limits a careful writer states beside a request, which the service keeps by how
 * it works, read as such — and beside a move they still stop it.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('"do not move anything while you check" beside a read: the read', () => {
  it.each([
    [
      'Could you kindly tell me how much USDC I currently hold on Polygon? I only need the Polygon figure, and please do not move anything while you check. Thank you.',
      { kind: 'balance', chains: ['polygon'], tokens: ['USDC'] },
    ],
    ['how much USDC do I hold on Polygon? please do not move anything while you check.', { kind: 'balance', chains: ['polygon'], tokens: ['USDC'] }],
    [
      'I would like to see my full portfolio on Base. Please ensure that nothing is traded or transferred while you look; this is purely for my bookkeeping.',
      { kind: 'portfolio', chains: ['base'] },
    ],
    ['What is my ETH balance on Base? Do not sell anything whilst you look.', { kind: 'balance', chains: ['base'], tokens: ['ETH'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    'send 5 usdc to bob.eth on base, and please do not move anything while you check',
    'sell 1 eth on base. Please ensure that nothing is traded while you look.',
  ])('beside a move it still stops it: %s', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('an open end said as the repetition going on: "continue each week until I ask you to stop"', () => {
  it.each([
    'Every Monday at 09:00 UTC, starting on 7 December 2026, please buy 25 USDC worth of ETH on Base. Kindly continue each week until I ask you to stop.',
    'every day buy 10 usdc of eth on base, continue daily until I say stop',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading, JSON.stringify(reading)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'every' } } });
    expect(JSON.stringify(reading)).not.toContain('endAt');
  });
});

describe('"nothing sold before that price is reached" beside a price order is what the order does', () => {
  it('the take profit, asked back for a yes', () => {
    const reading = read(
      'Please set up a take-profit for my SOL on Solana: when SOL reaches 200 dollars, sell 3 SOL for USDC. I do not wish for anything to be sold before that price is reached.',
    );
    expect(reading).toMatchObject({
      kind: 'ask',
      pending: { kind: 'automation-create', action: { tokenIn: 'SOL', amount: { value: '3' } }, trigger: { type: 'price', priceUsd: '200' } },
    });
  });
  it('beside a sale now it makes no sale', () => {
    expect(read('sell 3 SOL for USDC on solana. I do not wish for anything to be sold before that price is reached.').kind).not.toBe('intent');
  });
});
