import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A careful transfer's context that says how an address was checked (issue 16, held-out-18): "by phone", "over the
 * phone", "by email" is the means it was told by, never a deadline ("by Friday"); the context is left out and the move
 * asked back whole. A "by" of time, or a time still to come, keeps the refusal.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const A5 = '0x5555555555555555555555555555555555555555';

describe('how an address was checked is context', () => {
  it.each([
    `Please send 120 USDC on Polygon to ${A5}. This is a reimbursement for travel expenses, and the recipient confirmed the address with me by phone this morning.`,
    `Please send 120 USDC on Polygon to ${A5}. The recipient confirmed the address with me by phone.`,
    `Send 40 USDC on polygon to ${A5}. My sister verified this address over the phone yesterday.`,
    `Please send 120 USDC on Polygon to ${A5}. This is a reimbursement, and the recipient confirmed the address with me over the phone.`,
  ])('%s', (prompt) => {
    const r = read(prompt);
    const intent = r.kind === 'intent' ? r.intent : r.kind === 'ask' ? r.pending : undefined;
    expect(intent, JSON.stringify(r)).toMatchObject({ kind: 'transfer', token: 'USDC', to: A5 });
    if (r.kind === 'ask') expect(r.pending).toMatchObject({ awaiting: 'confirm' });
  });

  it.each([
    `Please send 120 USDC on Polygon to ${A5}. The recipient will confirm by phone tomorrow.`,
    `Please send 120 USDC on Polygon to ${A5}. Do it by tomorrow.`,
    `Please send 120 USDC on Polygon to ${A5} by email tomorrow.`,
  ])('moves nothing now: %s', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && r.intent.kind === 'transfer', JSON.stringify(r)).toBe(false);
  });
});
