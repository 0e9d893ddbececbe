import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A courtesy of time ("No rush at all", "take your time", "there's no hurry") says only that the service may take its
 * time: it is no time the move waits for, nor a second request (held-out-11, careful). A time said beside it still stops.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T12:00:00Z'));
const moving = (prompt: string) => {
  const r = read(prompt);
  return r.kind === 'intent' ? r.intent.kind : r.kind === 'ask' ? r.pending.kind : r.code;
};

describe('a courtesy of time beside the one request', () => {
  it.each([
    ["I'd like to buy about $50 worth of LINK on Ethereum using my ETH, please. No rush at all, and thank you.", 'swap'],
    ['Please send 5 usdc to bob.eth on base. No rush.', 'transfer'],
    ["swap 10 usdc to eth on base, there's no hurry, thanks", 'swap'],
    ['Could you wrap 1 pol on polygon? Please take your time. Thank you.', 'wrap'],
    ['swap 10 usdc to eth on base, no rush at all', 'swap'],
  ])('%s', (prompt, kind) => {
    expect(moving(prompt)).toBe(kind);
  });
  it.each([
    'swap 10 usdc to eth on base, no rush, but not before friday',
    'Please send 5 usdc to bob.eth on base. No rush, do it tomorrow.',
    'send 5 usdc to bob.eth on base, no rush, wait until she confirms',
  ])('a time or condition beside it still stops: %s', (prompt) => {
    expect(read(prompt).kind === 'intent').toBe(false);
  });
});
