import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';

/**
 * Held-out set 13 (issue 16): a polite cancel whose "it" points back at the order named in the sentence before ("I've
 * reconsidered the daily DEGEN purchase I set up earlier. Please cancel it; …") is that cancel said whole.
 */
const now = new Date('2026-11-26T12:00:00Z');
const setUp = 'Every day, buy 10 USDC of DEGEN on Base.';
const thread = [{ prompt: setUp, interpretation: interpretPrompt(setUp, [], now), status: 'completed' as const }];
const kindOf = (got: Interpretation) => (got.kind === 'intent' ? got.intent.kind : got.kind === 'ask' ? got.pending.kind : got.kind);

describe('a cancel of "it" after a sentence naming the order', () => {
  it.each([
    "I've reconsidered the daily DEGEN purchase I set up earlier. Please cancel it; I'd like nothing further bought under that plan.",
    "I've reconsidered the daily DEGEN purchase. Please cancel it.",
    "I've changed my mind about the daily DEGEN purchase. Kindly stop it.",
    'The daily DEGEN purchase I set up earlier is no longer useful to me. Please cancel it.',
  ])('%s', (prompt) => {
    const got = interpretPrompt(prompt, thread, now);
    expect(got).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', match: { token: 'DEGEN' } } });
  });

  it.each([
    // A sentence naming a move, not an order: nothing to cancel.
    'I sent 5 USDC to bob.eth. Please cancel it.',
  ])('%s is no cancel', (prompt) => {
    expect(kindOf(interpretPrompt(prompt, thread, now))).not.toBe('automation-cancel');
  });
});
