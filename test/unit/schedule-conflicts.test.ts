import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { readSchedule } from '../../lib/capabilities/automations/read-schedule.ts';

/**
 * A repeating order that names two repetitions, or an end and "until I tell you to stop", is asked back, never set up
 * on one of them (held-out-36: "every week, buy …, each day" set up a daily order). The same repetition said twice is one.
 */
const now = new Date('2026-11-29T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('two repetitions said', () => {
  it.each([
    'every week, buy 10 USDC of ETH on base, each day',
    'every week buy 10 usdc of eth on base every day',
    'daily: buy 10 usdc of eth on base. weekly.',
    'every hour buy 5 usdc of eth on base. do it each day',
    'every monday buy 10 usdc of eth on base, every 2 weeks',
    'buy 10 usdc of eth on base every monday, every friday',
  ])('is refused, no order set up: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_AMBIGUOUS' });
  });
  // The same repetition said again is never refused as two: the order is asked back whole for a yes (run-remarks.ts).
  it.each([
    ['buy 10 usdc of eth on base weekly, every week', 604800],
    ['every day buy 10 usdc of eth on base, each day', 86400],
    ['buy 10 usdc of eth on base every monday, weekly', 604800],
  ])('said twice alike, is asked back whole: %s', (prompt, seconds) => {
    expect(read(prompt)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'automation-create', trigger: { type: 'every', intervalSeconds: seconds }, awaiting: 'confirm' },
    });
  });
});

describe('an end beside "until I tell you to stop"', () => {
  it.each([
    'buy 10 usdc of eth on base every week for 3 weeks, until I tell you to stop',
    'buy 10 usdc of eth on base every day 5 times, until further notice',
  ])('is asked which: %s', (prompt) => {
    expect(readSchedule(prompt, now)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_AMBIGUOUS' });
    expect(read(prompt).kind).not.toBe('intent');
  });
  it('"… for 3 weeks or until I cancel it" keeps its end', () => {
    expect(readSchedule('buy 10 usdc of eth every week for 3 weeks or until I cancel it', now)).toMatchObject({
      schedule: { type: 'every', intervalSeconds: 604800, count: 3 },
      rest: expect.not.stringMatching(/\bor\b/),
    });
  });
  it('"until I say stop" alone is an open end', () => {
    expect(readSchedule('buy 10 usdc of eth every week until i say stop', now)).toMatchObject({ schedule: { type: 'every', intervalSeconds: 604800 } });
  });
});
