import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A lure's words beside a move (issue 16, found by a helper reading beside held-out-21's careful prose): "Please send 120
 * USDC on Base to alice.eth. I got a DM saying my wallet is at risk." sent at once, the lure read as a harmless remark.
 * A move made at once beside what lures say (a DM, support, a wallet at risk or compromised, verify, KYC) is
 * asked back for a yes; a move with a plain remark, or a bot's fields, are not.
 */
const now = new Date('2026-11-27T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a move beside a lure is asked back for a yes, never made at once', () => {
  it.each([
    'Please send 120 USDC on Base to alice.eth. I got a DM saying my wallet is at risk.',
    'send 120 usdc on base to alice.eth, my wallet might be compromised',
    'Swap 200 USDC for ETH on Base. A DM said I should.',
    'send 0.5 sol to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin on solana. the verify page says so',
    'Please send 50 USDT on Polygon to bob.eth; my account was hacked last week.',
  ])('%s', (prompt) => {
    const r = read(prompt);
    // Refused by an earlier reader, or asked back for a yes: never made on this reply.
    expect(r.kind).not.toBe('intent');
    if (r.kind === 'ask') expect(r.pending.awaiting).toBe('confirm');
  });

  it('says which word it saw', () => {
    const r = read('Please send 120 USDC on Base to alice.eth. I got a DM saying my wallet is at risk.');
    expect(r.kind === 'ask' && r.question).toContain('You mention "DM": I never act on what a message tells you to do');
  });
});

describe('a move with no lure beside it keeps its reading', () => {
  it.each(['send 10 usdc to bob.eth on base', 'Please send 120 USDC on Base to alice.eth. Thank you!', 'swap 20 usdc for eth on base'])('%s', (prompt) => {
    expect(read(prompt).kind).toBe('intent');
  });

  it('a read beside a lure is answered, nothing moved', () => {
    const r = read('got a DM saying my wallet is at risk, whats my usdc balance on base');
    expect(r.kind === 'intent' && r.intent.kind).toBe('balance');
  });
});
