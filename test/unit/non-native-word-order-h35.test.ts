import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * held-out-35, non-native (issue 16): the token wanted said first, then its amount and the wish, and what pays said last
 * ("Unichain, UNI exactly 3 piece I want to get, with ETH I pay"); and "I mean on solana, …" narrowing a read just
 * answered. A move already made is never redone by "i mean".
 */
const now = new Date('2026-11-28T12:00:00Z');

describe("a learner's word order", () => {
  it.each([['Unichain, UNI exactly 3 piece I want to get, with ETH I pay'], ['UNI 3 I want to buy on unichain, with ETH I pay']])('%s', (prompt) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', chain: 'unichain', tokenIn: 'ETH', tokenOut: 'UNI', side: 'buy', amount: { kind: 'exact', value: '3' } },
    });
  });
  it('"I mean on solana, the SOL and the USDC" narrows the read', () => {
    expect(onThreadAt(now, 'How much I have?', 'I mean on solana, the SOL and the USDC')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'balance', chains: ['solana'] },
    });
  });
  it('after a move made, "i mean on polygon" makes no second one', () => {
    expect(onThreadAt(now, 'send 5 usdc to bob.eth on base', 'i mean on polygon')).toMatchObject({ kind: 'fail' });
  });
});
