import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { outcome } from '../support/thread-turn.ts';

/**
 * held-out-35 (issue 16): "…, im goin to bed so just set it up and ill check tmrw 😴" after an order is when the person
 * looks, no time of the order (beside a move made now it still is, and is refused); "zero x 1f98…" said aloud is an
 * address's 0x.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('said around an order, and aloud', () => {
  it('the person checking tomorrow is no time of the order', () => {
    expect(read('if eth dips to 2500 on base buy it w 200 usdc, im goin to bed so just set it up and ill check tmrw 😴')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', trigger: { type: 'price', priceUsd: '2500' } },
    });
  });
  it('beside a move made now it is still refused', () => {
    expect(outcome(read('buy eth w 200 usdc on base, ill check tmrw'))).toBe('fail');
  });
  it('"zero x" before forty hex digits is an address', () => {
    expect(read('can you look up what token this is on ethereum zero x 1f9840a85d5af5bf1d1762f925bdaddc4201f984')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'lookup' },
    });
  });
});
