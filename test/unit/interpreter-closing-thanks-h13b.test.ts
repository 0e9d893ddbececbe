import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';

/**
 * Held-out set 13 (issue 16): thanks said after a request or an answer in a sentence or clause of its own ("USDC on
 * Polygon, if you would. Thank you.") and "if you would" are courtesies, never words of the request.
 */
const now = new Date('2026-11-26T12:00:00Z');
const turn = (prompt: string, interpretation: Interpretation) => ({ prompt, interpretation, status: 'completed' as const });

describe('closing thanks and "if you would" are courtesies', () => {
  const opener = 'Could you check a balance for me, please?';
  const thread = [turn(opener, interpretPrompt(opener, [], now))];
  it.each([
    ['USDC on Polygon, if you would. Thank you.', { chains: ['polygon'], tokens: ['USDC'] }],
    ['USDC on Polygon. Thanks!', { chains: ['polygon'], tokens: ['USDC'] }],
    ['ETH on Base, thank you very much.', { chains: ['base'], tokens: ['ETH'] }],
    ['my DEGEN on Base, if you would be so kind. Many thanks.', { chains: ['base'], tokens: ['DEGEN'] }],
  ])('%s', (prompt, expected) => {
    const got = interpretPrompt(prompt, thread, now);
    expect(got.kind === 'intent' ? got.intent : got).toMatchObject({ kind: 'balance', ...expected });
  });

  it.each([
    // A thanks said first is no closing: the request after it is still read.
    ['Thanks! Send 5 USDC to bob.eth on Base.', 'transfer'],
  ])('%s', (prompt, kind) => {
    const got = interpretPrompt(prompt, [], now);
    expect(got.kind === 'intent' ? got.intent.kind : got.kind === 'ask' ? got.pending.kind : got.kind).toBe(kind);
  });

  it('"if you would" does not hide a condition', () => {
    const got = interpretPrompt('Send 5 USDC to bob.eth on Base if you would rather I paid now.', [], now);
    expect(got.kind === 'intent').toBe(false);
  });
});
