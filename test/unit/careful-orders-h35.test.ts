import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { outcome } from '../support/thread-turn.ts';

/**
 * held-out-35's careful misses (issue 16): "If it is convenient, …" opening a purchase is a courtesy, never a price the
 * purchase waits for; "Until then, please leave the tokens untouched." beside an order is what the order does anyway.
 * "if it is at 2500" is still a price; "leave the tokens untouched" beside a move made now is no limit of an order.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('careful courtesies and limits', () => {
  it('"If it is convenient" before a purchase: the purchase (asked back for a yes), never an order', () => {
    const r = read('If it is convenient, I should like to purchase UNI on Unichain using one hundred USDC (100 USDC).');
    expect(r.kind === 'intent' ? r.intent : r.kind === 'ask' ? r.pending : r).toMatchObject({
      kind: 'swap',
      tokenIn: 'USDC',
      tokenOut: 'UNI',
      amount: { value: '100' },
    });
  });
  it('"if it is at 2500" is still a price the order waits for', () => {
    expect(read('if it is at 2500 buy eth with 100 usdc on base')).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create' } });
  });
  it('"Until then, please leave the tokens untouched." beside an order', () => {
    const r = read('When LINK reaches $20 on ethereum, please sell 4 LINK for USDC. Until then, please leave the tokens untouched.');
    expect(r.kind === 'intent' ? r.intent : r.kind === 'ask' ? r.pending : r).toMatchObject({
      kind: 'automation-create',
      action: { tokenIn: 'LINK', amount: { value: '4' } },
      trigger: { priceUsd: '20' },
    });
  });
  it("beside a move made now it is no order's limit", () => {
    expect(outcome(read('Please sell 4 LINK for USDC on ethereum. Until then, please leave the tokens untouched.'))).not.toBe('move');
  });
});
