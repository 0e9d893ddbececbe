import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * An order's kind before its flow map, its trigger written as a comparison of its token's price (issue 16,
 * held-out-14): `tp-manager: arm take_profit {chain: solana, sell: 40 JUP, when: JUP >= 1.40 USD, receive: USDC}`. A
 * trigger on another token, a token unknown, a comparison the wrong way for the order's kind, a time where a price is
 * waited for and a trade now written this way stay refused.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('an order flow map with a compared trigger', () => {
  it.each([
    ['tp-manager: arm take_profit {chain: solana, sell: 40 JUP, when: JUP >= 1.40 USD, receive: USDC}', 'JUP', 'above', '1.40'],
    ['take_profit {chain: solana, sell: 40 JUP, when: JUP >= 1.40, receive: USDC}', 'JUP', 'above', '1.40'],
    ['arm stop_loss {chain: solana, sell: 40 JUP, when: JUP <= 0.80, receive: USDC}', 'JUP', 'below', '0.80'],
    ['place take_profit: {chain: base, sell: 100 AERO, when: AERO >= 2 USD, receive: USDC}', 'AERO', 'above', '2'],
  ])('%s', (prompt, token, direction, priceUsd) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: token, side: 'sell' }, trigger: { type: 'price', token, direction, priceUsd } },
    });
  });

  it.each([
    'tp-manager: arm take_profit {chain: solana, sell: 40 JUP, when: WIF >= 1.40 USD, receive: USDC}',
    'take_profit {chain: solana, sell: 40 JUP, when: FOO >= 1.40, receive: USDC}',
    'arm stop_loss {chain: solana, sell: 40 JUP, when: JUP >= 0.80, receive: USDC}',
    'take_profit {chain: solana, sell: 40 JUP, when: tomorrow, receive: USDC}',
    'arm swap {chain: solana, from: JUP, to: USDC, amount: 40}',
  ])('%s stays refused', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});
