import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { outcome } from '../support/thread-turn.ts';

/**
 * "Please sell 20 JUP on Solana and give me USDC in return." (issue 16, held-out-35 careful): what a sale pays, said as
 * a second clause, is the sale's "for USDC"; "give me bob in return" names no token and keeps its refusal.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('what a sale gives in return', () => {
  it('is the token it is sold for', () => {
    expect(read('Please sell 20 JUP on Solana and give me USDC in return.')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenIn: 'JUP', tokenOut: 'USDC', amount: { value: '20' } },
    });
  });
  it('said again after "To restate:", asked back whole', () => {
    expect(read('Please sell 20 JUP on Solana and give me USDC in return. To restate: twenty JUP out, USDC in, on Solana.')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', tokenIn: 'JUP', tokenOut: 'USDC', awaiting: 'confirm' },
    });
  });
  it('no token given in return: refused', () => {
    expect(outcome(read('sell 20 JUP on solana and give me bob in return'))).toBe('fail');
  });
});
