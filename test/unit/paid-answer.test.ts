import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import type { ThreadTurn } from '../../lib/agent/interpreter/intent.ts';

/** held-out-33 non-native 98 (issue 16): "Pay 20 USDC" answering a buy's question for what it spends. */
const now = new Date('2026-11-28T12:00:00Z');
const answering = (first: string, answer: string) => {
  const turn: ThreadTurn = { prompt: first, interpretation: interpretPrompt(first, [], now), status: 'completed' };
  expect(turn.interpretation).toMatchObject({ kind: 'ask', pending: { kind: 'swap', awaiting: 'amount' } });
  return interpretPrompt(answer, [turn], now);
};

describe('"pay <amount>" to a buy asked what it spends: what pays for it', () => {
  it.each(['On Solana. Pay 20 USDC', 'Pay 20 USDC', 'on solana, pay 20 usdc'])('%s', (answer) => {
    expect(answering('I want to buy BONK', answer)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', chain: 'solana', tokenIn: 'USDC', tokenOut: 'BONK', amount: { kind: 'exact', value: '20' } },
    });
  });

  it('I\'ll pay 20 USDC: the same swap, asked back for its unread "I\'ll"', () => {
    expect(answering('I want to buy BONK', "I'll pay 20 USDC")).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'BONK', amount: { kind: 'exact', value: '20' }, awaiting: 'confirm' },
    });
  });

  it.each(['On Solana. Pay 20 USDC to bob.eth', 'pay 20 USDC to 0x4444444444444444444444444444444444444444'])(
    'with a payee it is no answer, and nothing moves: %s',
    (answer) => {
      expect(answering('I want to buy BONK', answer).kind).not.toBe('intent');
    },
  );

  it('alone, with no question before it, it is a payment asking whom', () => {
    expect(interpretPrompt('Pay 20 USDC', [], now)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting: 'to' } });
  });
});
