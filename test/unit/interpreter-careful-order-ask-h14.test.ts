import { describe, expect, it } from 'vitest';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * A careful order asked for by its name first ("I'd like to set up a take-profit order on Solana, please."), its
 * details given in the next turn after an acknowledgement ("Certainly. When SOL reaches 200 dollars, please sell 2 SOL
 * for USDC."; held-out-14, issue 16): the name asks for the order's trade (the chain named is no token), and the answer
 * is read after its "Certainly.".
 */
const now = new Date('2026-11-26T12:00:00Z');
const thread = (...prompts: string[]) => onThreadAt(now, ...prompts);

describe('an order named with its noun asks for its trade', () => {
  it.each(["I'd like to set up a take-profit order on Solana, please.", 'set up a take profit order', 'I would like to place a stop loss order on Ethereum.'])(
    '%s',
    (prompt) => {
      const reading = thread(prompt);
      expect(reading).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create' } });
      expect(reading?.kind === 'ask' && reading.question).not.toMatch(/buy or sell SOL/);
    },
  );
  it('a token named is still asked about', () => {
    expect(thread('set a limit order for sol')).toMatchObject({ kind: 'ask', question: expect.stringContaining('buy or sell SOL') });
  });
});

describe('the answer after an acknowledgement is read', () => {
  const first = "I'd like to set up a take-profit order on Solana, please.";
  it.each([
    'Certainly. When SOL reaches 200 dollars, please sell 2 SOL for USDC.',
    'Of course. When SOL reaches 200 dollars, please sell 2 SOL for USDC.',
    'When SOL reaches 200 dollars, please sell 2 SOL for USDC.',
    'Sure, sell 2 SOL for USDC at 200',
  ])('%s', (answer) => {
    expect(thread(first, answer)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: 'SOL', amount: { value: '2' } }, trigger: { type: 'price', priceUsd: '200' } },
    });
  });
  it('an acknowledgement before another request is not that answer', () => {
    expect(thread(first, 'Certainly. What is the price of SOL?')).not.toMatchObject({ kind: 'intent', intent: { kind: 'automation-create' } });
  });
});
