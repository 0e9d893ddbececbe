import { describe, expect, it } from 'vitest';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Answers on a thread (held-out-13, issue 16): an amount left open is asked again, never picked; the trade of an order
 * asked for with no token is taken whole from the answer ("twenty dollars of sol every friday using usdc").
 */
const now = new Date('2026-11-26T12:00:00Z');
const thread = (...prompts: string[]) => onThreadAt(now, ...prompts);

describe('"idk like some" to "how much?" asks again', () => {
  it.each(['idk like some', 'some', 'idk', 'whatever you think', 'a bit i guess', 'up to you'])('%s', (answer) => {
    expect(thread('swap usdc for eth', answer)).toMatchObject({
      kind: 'ask',
      question: expect.stringContaining('I never pick an amount'),
      pending: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', awaiting: 'amount' },
    });
  });
  it.each([
    ['20', { kind: 'ask', pending: { amount: { value: '20' } } }],
    ['no', { kind: 'fail', code: 'CANCELLED' }],
  ])('%s keeps its reading', (answer, expected) => {
    expect(thread('swap usdc for eth', answer)).toMatchObject(expected);
  });
});

describe("a recurring buy's trade said whole in the answer is the order's", () => {
  it.each([
    ['twenty dollars of sol every friday using usdc', 'SOL', 'USDC', 'solana'],
    ['$10 of eth on base every monday', 'ETH', 'USDC', 'base'],
    ['$15 of degen with usdc on base every day', 'DEGEN', 'USDC', 'base'],
  ])('%s', (answer, tokenOut, tokenIn, chain) => {
    expect(thread('I want to set up a recurring buy', answer)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenOut, tokenIn, chain }, trigger: { type: 'every' } },
    });
  });
  it('an amount alone to a buy that names its token goes before it', () => {
    expect(thread('every monday buy eth on base with usdc', '$25')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenOut: 'ETH', amount: { kind: 'usd', value: '25' } } },
    });
  });
});
