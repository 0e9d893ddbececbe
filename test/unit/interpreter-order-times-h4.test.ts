import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Times of orders of the fourth held-out run (issue 16), each as a class: the day as a chat spells it ("tmrw", "2moro",
 * "tonite"), a bot's short units ("in 2h", "in 30m"), and a bot's order in pipe-separated parts ("recurring: weekdays
 * 09:00 UTC | buy JUP with 10 USDC | solana | end: after 20 runs"), whose end is a count or a last day. A day said
 * without its time is still asked, and a part no reader knows is still refused.
 */
/** A fixed clock: Thursday 2026-11-26, 07:30 UTC. */
const now = new Date('2026-11-26T07:30:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a one-off order at a time said the short way', () => {
  it.each([
    ['tmrw 9am utc swap 100 usdc to weth on base', 'WETH', '2026-11-27T09:00:00.000Z'],
    ['tmr at 10:00 utc buy 20 usdc of eth on base', 'ETH', '2026-11-27T10:00:00.000Z'],
    ['2moro at 14:00 utc buy 20 usdc of eth on base', 'ETH', '2026-11-27T14:00:00.000Z'],
    ['tonite at 21:00 utc sell 1 sol for usdc on solana', 'USDC', '2026-11-26T21:00:00.000Z'],
    ['swap 50 usdc to wif on solana in 2h', 'WIF', '2026-11-26T09:30:00.000Z'],
    ['/schedule swap 50 USDC->WIF solana in 2h', 'WIF', '2026-11-26T09:30:00.000Z'],
    ['buy 5 usdc of eth on base in 30m', 'ETH', '2026-11-26T08:00:00.000Z'],
  ])('%s', (prompt, tokenOut, at) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action: { tokenOut }, trigger: { type: 'at', at } } });
  });

  it('a day without its time is asked for the time', () => {
    expect(read('swap 10 usdc to eth on base tmrw')).toMatchObject({ kind: 'fail', code: 'AUTOMATION_INCOMPLETE' });
  });
});

describe("a bot's order in pipe-separated parts", () => {
  it.each([
    ['recurring: weekdays 09:00 UTC | buy JUP with 10 USDC | solana | end: after 20 runs', { chain: 'solana', tokenOut: 'JUP' }, { count: 20 }],
    ['dca: every monday 10:00 UTC | buy 25 usdc of eth | base | end: 2026-12-31', { chain: 'base', tokenOut: 'ETH' }, { endAt: '2026-12-31T23:59:59.000Z' }],
    ['recurring: every day 08:00 UTC | buy 10 usdc of bonk | solana | end: never', { chain: 'solana', tokenOut: 'BONK' }, {}],
    ['every day buy 5 usdc of eth on base, ending after 10 buys', { chain: 'base', tokenOut: 'ETH' }, { count: 10 }],
  ])('%s', (prompt, action, end) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action, trigger: { type: 'every', ...end } } });
  });

  it('a part no reader knows is refused', () => {
    expect(read('recurring: daily | buy JUP with 10 USDC | solana | note: only if cheap')).toMatchObject({ kind: 'fail' });
  });
});
