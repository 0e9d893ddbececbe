import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';

/**
 * "as a birthday gift", "a christmas present" (held-out-33): what a payment is, never a time it waits for; "on his
 * birthday", "for his birthday" (which may be when), "before christmas", "after payday" still are, and a move said with
 * them is refused (issue 16).
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('an occasion a payment is for', () => {
  it.each(['send 30 usdc to bob.eth on base as a birthday gift', 'Send to carol.base.eth 0.02 ETH in base, is for her birthday gift'])(
    '%s: the transfer',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', chain: 'base' } });
    },
  );
});

describe('an occasion a move waits for', () => {
  it.each([
    'send 30 usdc to bob.eth on base on his birthday',
    'send 30 usdc to bob.eth on base for his birthday',
    'send 30 usdc to bob.eth on base before christmas',
    'send 30 usdc to bob.eth on base after payday',
    'buy 20 usdc of eth on base for christmas',
  ])('%s: refused', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_UNSUPPORTED' });
  });
});
