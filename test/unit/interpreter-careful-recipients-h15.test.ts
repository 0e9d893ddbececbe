import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Careful payments to people (held-out-15, issue 16): a person named with their address in brackets ("Alice
 * (alice.eth)") is that one recipient; payments said as settling up with people ("I need to settle up with three people
 * on Base, all in USDC: …") are the batch after the colon; a remark that each gets exactly the amount said is one the
 * service keeps. The batch is asked back whole for a yes; anything else said beside it stops it.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a person named with their address, and payments said as settling up', () => {
  it('a person named with their address in brackets is asked for what to send, never read as a token', () => {
    expect(read('Please send Alice (alice.eth) her monthly allowance on Base, as usual. Thank you.')).toMatchObject({ kind: 'ask' });
  });
  it('the name and its address in brackets are one recipient', () => {
    expect(read('Please send Bob (bob.eth) 20 USDC on Base.')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', to: 'bob.eth', amount: { kind: 'exact', value: '20' } },
    });
  });
  it.each([
    [
      'I need to settle up with three people on Base, all in USDC: 40 to alice.eth, 40 to bob.eth, and 20 to carol.base.eth. Please make sure each receives exactly the stated amount.',
      3,
    ],
    ['I need to settle up with three people on Base, all in USDC: 40 to alice.eth, 40 to bob.eth, and 20 to carol.base.eth.', 3],
    ['We have to pay back two friends on Polygon, all in USDC: 15 to alice.eth and 25 to bob.eth. Please ensure they get the exact amounts.', 2],
  ])('%s', (prompt, count) => {
    const reading = read(prompt);
    const batch = reading.kind === 'intent' ? reading.intent : reading.kind === 'ask' ? reading.pending : undefined;
    expect(batch).toMatchObject({ kind: 'transfer-batch' });
    expect((batch as { transfers?: unknown[] }).transfers).toHaveLength(count);
    if (reading.kind === 'ask') expect(reading.pending.awaiting).toBe('confirm');
  });
  it.each([
    'I need to settle up with three people on Base, all in USDC: 40 to alice.eth, 40 to bob.eth, and 20 to carol.base.eth. Each should get 50.',
    'I need to settle up with two people on Base, all in USDC: 40 to alice.eth and 20 to bob.eth. Please make sure each receives exactly the stated amount; also send 5 to carol.eth.',
    'I need to settle up with two people on Base, all in USDC: 40 to alice.eth and 20 to bob.eth. Make sure each receives 50.',
  ])('something else beside the batch stops it: %s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind).not.toBe('intent');
    expect(JSON.stringify(reading)).not.toContain('leaving out what only explains it');
  });
});
