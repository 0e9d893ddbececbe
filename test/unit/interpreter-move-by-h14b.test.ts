import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';

/**
 * A price move said by an amount (issue 16, sweep of orders): "sell 1 eth if it goes up 20 on base" and "… if eth
 * rises by 200" were set up at a price of $20 or $200, which ETH is already above: the order ran at once. A move by
 * dollars is refused with the ways to say it; a move in percent, or "up to" a price, is read as before.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const trigger = (r: Interpretation) =>
  r.kind === 'intent' && r.intent.kind === 'automation-create' && r.intent.trigger.type === 'price'
    ? { way: r.intent.trigger.direction, at: r.intent.trigger.priceUsd, percent: r.intent.trigger.percent }
    : r.kind === 'fail'
      ? r.code
      : r.kind;

describe('a move by so many dollars is never a price', () => {
  it.each([
    'sell 1 eth if it goes up 20 on base',
    'sell 1 eth if eth goes up 20 bucks on base',
    'sell 1 eth if eth rises by 200 on base',
    'sell 1 eth if eth drops by 200 on base',
    'buy 1 eth if eth goes down 300 on base',
    'buy 1 eth if eth goes down by $300 on base',
  ])('%s', (prompt) => {
    expect(trigger(read(prompt))).toBe('AUTOMATION_AMBIGUOUS');
  });

  it.each([
    ['sell 1 eth if eth goes up to 4000 on base', { way: 'above', at: '4000', percent: undefined }],
    ['buy 1 eth if eth goes down to 2000 on base', { way: 'below', at: '2000', percent: undefined }],
    ['buy 1 eth if eth drops below 2000 on base', { way: 'below', at: '2000', percent: undefined }],
    ['sell 1 eth if eth rises by 10% on base', { way: 'above', at: undefined, percent: 10 }],
    ['sell 20% of my eth if it goes up 20% on base', { way: 'above', at: undefined, percent: 20 }],
  ])('%s: read as before', (prompt, expected) => {
    expect(trigger(read(prompt))).toEqual(expected);
  });
});
