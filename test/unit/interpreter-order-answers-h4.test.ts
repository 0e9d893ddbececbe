import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { turn } from '../support/thread-turn.ts';

/**
 * An order asked for its price and answered with the whole order (issue 16, fourth held-out run: "set a stop loss on
 * my eth on base" → "sell 2 eth if it drops to 2400"): the order said whole, on the chain the draft named when the
 * answer names none. An answer that is another trade (a buy), or a draft with no chain, is read on its own and asks.
 */
const now = new Date('2026-11-26T07:30:00Z');
const conversation = (first: string, answer: string) => {
  const asked = interpretPrompt(first, [], now);
  expect(asked).toMatchObject({ kind: 'ask' });
  return interpretPrompt(answer, [turn(first, asked)], now);
};

describe("a price order's answer said as the whole order", () => {
  it.each([
    ['set a stop loss on my eth on base', 'sell 2 eth if it drops to 2400', { chain: 'base', tokenIn: 'ETH' }, { token: 'ETH', priceUsd: '2400' }],
    [
      'set a stop loss on my sol on solana',
      'sell 3 sol for usdc if it falls under 120',
      { chain: 'solana', tokenIn: 'SOL', tokenOut: 'USDC' },
      { token: 'SOL' },
    ],
    ['set a stop loss on my eth on base', 'sell 2 eth on ethereum if it drops to 2400', { chain: 'ethereum', tokenIn: 'ETH' }, { token: 'ETH' }],
  ])('%s → %s', (first, answer, action, trigger) => {
    expect(conversation(first, answer)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { ...action, amount: { value: expect.any(String) } }, trigger: { type: 'price', ...trigger } },
    });
  });

  it.each([
    ['set a stop loss on my eth on base', 'buy 2 eth if it drops to 2400'],
    ['set a stop loss on my eth', 'sell 2 eth if it drops to 2400'],
  ])('another trade, or a draft with no chain, asks: %s → %s', (first, answer) => {
    expect(conversation(first, answer)).toMatchObject({ kind: 'ask', pending: { awaiting: 'chain' } });
  });
});
