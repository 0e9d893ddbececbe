import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { outcome } from '../support/thread-turn.ts';

/**
 * held-out-35's first non-native misses (issue 16): a Spanish "send" opening an English request, "dolars", thousands
 * grouped with dots ("1.000.000"), "is for pay my rent" (what a read or a move is for), and fee questions "for claim?"
 * followed by "not claim now". A request in Spanish throughout, one dot group ("1.500") and a claim asked with "not now"
 * keep what they did.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe("a learner's words", () => {
  it('Envía … to …: a send', () => {
    expect(read('Envía 25 USDC to alice.eth on base, she lended me money last week and I return')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', token: 'USDC', to: 'alice.eth', amount: { value: '25' } },
    });
  });
  it('a request in Spanish throughout is still not made at once', () => {
    expect(outcome(read('manda 8 usdc a 0x4e83362442b8d1bec281594cea3050c8eb01311c en base'))).not.toBe('move');
  });
  it('"30 dolars of my SOL" is a dollar amount', () => {
    expect(read('I want to sell 30 dolars of my SOL and receive USDC, in the solana please')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenIn: 'SOL', tokenOut: 'USDC', amount: { kind: 'usd', value: '30' } },
    });
  });
  it('"1.000.000 BONK" is a million', () => {
    expect(read('sell 1.000.000 BONK for SOL on solana, the meme is finish for me')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenIn: 'BONK', amount: { kind: 'exact', value: '1000000' } },
    });
  });
  it('"1.500 BONK" is still asked', () => {
    expect(read('sell 1.500 BONK for SOL on solana')).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT' });
  });
  it('"is for pay my rent" beside a read is what the read is for', () => {
    expect(read('Hola! I want to know how many USDC I have in base, is for pay my rent this month and I need be sure before. Gracias')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'balance' },
    });
  });
  it('creator fees "for claim?", then "not claim now": a check', () => {
    expect(read('I have some creator fees on base for claim? Only look please, not claim now')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'fees-check' },
    });
  });
});
