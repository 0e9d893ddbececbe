import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A read asked in careful prose beside a courtesy or a limit it keeps anyway (held-out-15, issue 16): "Nothing else is
 * needed", "Please do not claim anything yet; I only want the information", "at today's price". The read is answered; a
 * move asked beside it is never dropped into a read.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a read beside a courtesy or a limit it keeps: answered', () => {
  it.each([
    [
      "I believe I hold a small amount of cbBTC on Base. Would you be so kind as to tell me how much that position is worth in dollars at today's price? Nothing else is needed.",
      'portfolio',
    ],
    ["What is my ETH on Base worth at today's price?", 'portfolio'],
    ["Could you tell me what my DEGEN on Base is worth at today's prices? Nothing else.", 'portfolio'],
    ['What is my USDC balance on Base? Nothing more is required.', 'balance'],
    [
      'Could you tell me whether any tokens I have launched have accrued creator fees, and if so, how much is currently claimable? Please do not claim anything yet; I only want the information.',
      'fees-check',
    ],
    ["How much are my creator fees? Please don't claim anything.", 'fees-check'],
  ])('%s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });
});

describe('a move beside the read is never dropped into the read', () => {
  it.each([
    'How much are my creator fees? Please claim them all now.',
    'What is my USDC balance on Base? Nothing else is needed, but send 5 USDC to bob.eth on Base.',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'intent' && ['fees-check', 'balance'].includes(reading.intent.kind) && !reading.notes?.length).toBe(false);
  });
});
