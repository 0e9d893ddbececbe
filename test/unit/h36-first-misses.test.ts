import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';

/**
 * held-out-36's first misses (issue 16). First of all a reading that would have moved money wrongly: "bullish on jup,
 * spend 100 usdc on it" was read as buying 100 USDC with JUP (it failed only for want of JUP). A token said "on" before
 * "spend" is no thing the money is spent on.
 */
const now = new Date('2026-11-29T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const movedWith = (prompt: string) => {
  const r = read(prompt);
  const intent = r.kind === 'intent' ? r.intent : r.kind === 'ask' ? r.pending : undefined;
  return intent && 'tokenIn' in intent ? intent.tokenIn : undefined;
};

describe('what the money is spent on', () => {
  it.each([
    'ok im bullish on jup, spend 100 usdc on it on solana 🚀',
    'on jup spend 100 usdc on it on solana',
    'bullish on jup spend 100 usdc on it on solana',
  ])('never pays with the token named before "spend": %s', (prompt) => {
    expect(movedWith(prompt)).not.toBe('JUP');
  });
  it('"spend 100 usdc on jup" buys JUP with USDC', () => {
    expect(read('spend 100 usdc on jup on solana')).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'JUP' } });
  });
});
