import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A day said in a month's words ("on December 10 at noon UTC") and a repetition's first day ("every week …, starting
 * next monday"), held-out-22-work:108 (issue 16). The month and day were dropped once, and the order set for today.
 */
const now = new Date('2026-11-26T12:00:00Z'); // a Thursday
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const triggerOf = (prompt: string) => {
  const r = read(prompt);
  const intent = r.kind === 'intent' ? r.intent : r.kind === 'ask' ? r.pending : undefined;
  return intent && 'trigger' in intent ? intent.trigger : r;
};

describe('a day in a month’s words is that day', () => {
  it.each([
    ['on December 10 at noon UTC swap 10 usdc for eth on base', '2026-12-10T12:00:00.000Z'],
    ['swap 10 usdc for eth on base on dec 10th at 14:00 UTC', '2026-12-10T14:00:00.000Z'],
    ['swap 10 usdc for eth on base on the 10th of December at 14:00 UTC', '2026-12-10T14:00:00.000Z'],
    ['on 10 Dec 2026 at 9:00 UTC buy $20 of eth with usdc on base', '2026-12-10T09:00:00.000Z'],
    ['on March 3 at 14:00 UTC swap 10 usdc for eth on base', '2027-03-03T14:00:00.000Z'],
  ])('%s', (prompt, at) => {
    expect(triggerOf(prompt)).toMatchObject({ type: 'at', at });
  });

  it.each([
    // Just past: refused, asking for the year (read-date.ts), never pushed a year out.
    ['on Nov 20 at 14:00 UTC swap 10 usdc for eth on base', 'AUTOMATION_AMBIGUOUS'],
    ['on February 30 at 14:00 UTC swap 10 usdc for eth on base', undefined],
    // A day with no time is no schedule read (read-date.ts reads a month's day only beside a time): never a move now.
    ['on dec 15 send 1 usdc to bob.eth on base', 'AUTOMATION_UNSUPPORTED'],
    ['buy $20 of eth with usdc on base every day starting tomorrow for 5 days', 'AUTOMATION_INCOMPLETE'],
  ])('%s stays refused', (prompt, code) => {
    const r = read(prompt);
    expect(r.kind).toBe('fail');
    if (code) expect(r.kind === 'fail' && r.code).toBe(code);
  });
});

describe('a repetition’s first day, said', () => {
  it.each([
    ['plan from my notes:\n\nDCA — $20 of cbBTC every week on base, paid in USDC, starting next monday\n\nset that up', 604800, '2026-11-30T00:00:00.000Z'],
    ['buy $20 of cbBTC with USDC every week on base starting next monday', 604800, '2026-11-30T00:00:00.000Z'],
    ['buy $20 of cbBTC with USDC every week on base, beginning monday', 604800, '2026-11-30T00:00:00.000Z'],
    ['buy $20 of cbBTC with USDC every week on base starting december 1', 604800, '2026-12-01T00:00:00.000Z'],
    ['every day starting next monday at 9:00 UTC buy $20 of eth with usdc on base for 10 days', 86400, '2026-11-30T09:00:00.000Z'],
    ['buy $20 of eth with usdc on base every day starting tomorrow at 9:00 UTC for 5 days', 86400, '2026-11-27T09:00:00.000Z'],
    ['buy $20 of eth with usdc on base every day from 2026-12-01 for 10 days', 86400, '2026-12-01T00:00:00.000Z'],
  ])('%s', (prompt, intervalSeconds, startAt) => {
    expect(triggerOf(prompt)).toMatchObject({ type: 'every', intervalSeconds, startAt });
  });

  it('"next friday" said where the coming friday is still in this week is asked as a date', () => {
    const r = interpretPrompt('buy $20 of eth with usdc on base every week starting next friday', [], new Date('2026-11-23T12:00:00Z'));
    expect(r.kind === 'fail' && r.code).toBe('AUTOMATION_AMBIGUOUS');
  });
});
