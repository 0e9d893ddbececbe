import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * The thread's token named by pronoun (issue 16, held-out-16, non-native and voice): "how much degen i have on base?" →
 * "ok sell 3000 from them to usdc"; a take profit on "my aero" → "on base sell fifty of them when it gets to two
 * dollars" (a count said in words). Each is the token the thread was about, asked back for a yes. Without a thread,
 * "sell 3000 from them to usdc" once sold 3000 USDC (the token after "to" read as the one sold): what is sold is asked.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('an amount from the thread token', () => {
  it.each([
    ['ok sell 3000 from them to usdc', 'USDC', '3000'],
    ['sell 3000 of them to usdc', 'USDC', '3000'],
    ['swap 1000 from them for eth', 'ETH', '1000'],
    ['sell 500 from it for usdc pls', 'USDC', '500'],
  ])('%s', (prompt, tokenOut, value) => {
    expect(onThreadAt(now, 'how much degen i have on base?', prompt)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', chain: 'base', tokenIn: 'DEGEN', tokenOut, amount: { value }, awaiting: 'confirm' },
    });
  });

  it.each([
    ['on base sell fifty of them when it gets to two dollars', '50', '2'],
    ['sell twenty of them if it goes above 3 dollars on base', '20', '3'],
    ['sell 50 from them at 2 dollars on base', '50', '2'],
    ['on base sell a hundred of them at 4 dollars', '100', '4'],
  ])('take profit, then %s', (prompt, value, priceUsd) => {
    expect(onThreadAt(now, 'I wanna set a take profit on my aero', prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: 'AERO', amount: { value } }, trigger: { type: 'price', token: 'AERO', priceUsd } },
    });
  });

  it.each([
    ['ok sell 3000 from them to usdc on ethereum'],
    ['sell 3000 from it to usdc on base'],
    ['sell 3000 from my bag to usdc on base'],
    ['swap 3000 from them for eth on base'],
  ])('%s with no thread never picks what is sold', (prompt) => {
    const r = read(prompt);
    expect(r).toMatchObject({ kind: 'ask', pending: { awaiting: 'tokenIn' } });
  });

  it.each([
    ['swap 10 usdc from my wallet to eth on base', 'USDC'],
    ['swap from 50 usdc to eth on base', 'USDC'],
  ])('%s still reads the token named', (prompt, tokenIn) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn } });
  });
});
