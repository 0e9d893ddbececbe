import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt, outcome } from '../support/thread-turn.ts';

/**
 * Orders whose amount or time was said in other words (sweep 37, classes J and K; issue 16). A per-run amount or a total
 * beside a repeating order was dropped ("buy eth with 100 usdc on base, 25 per day" bought 100 every day, with no end;
 * "sell 1 eth on base, 0.1 hourly" sold 1 ETH every hour), a price said "around 5000" beside a trade now was dropped
 * (it sold at market), and "in an hour and a half" ran in one hour. Now a second amount or a total beside an order is
 * refused with how to say it, a rough price beside a trade now is refused, and halves of hours and days are read.
 */
const A1 = '0x1111111111111111111111111111111111111111';
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a per-run amount or a total beside a recurring order is never dropped', () => {
  it.each([
    // The sweep's.
    'buy eth with 100 usdc on base, 25 per day',
    'buy eth with 100 usdc on base, 25 a day',
    'buy eth with 100 usdc on base, 25 every day',
    'buy eth with 100 usdc on base, 25 daily',
    'buy eth with 100 usdc on base, 25 each week',
    'buy eth with 100 usdc on base, 25 per day for 4 days',
    'dca 100 usdc into eth on base, 25 per day',
    'dca into eth on base with 100 usdc, 25 a day',
    'buy 1 eth on base, 0.25 per day',
    'sell 1 eth on base, 0.1 per hour',
    'sell 1 eth on base, 0.1 hourly',
    'buy eth with 100 usdc total on base, every day',
    'buy eth with 100 usdc on base every day, 100 total',
    'buy eth with 25 usdc on base every day, 100 total',
    'buy eth with 25 usdc on base every day up to 100',
    'buy eth with 100 usdc on base, 25 usdc per day',
    'sell 2 sol on solana, 0.5 every day',
    'buy eth with 30 usdc on base every monday, 300 in total',
  ])('%s', (prompt) => {
    const r = read(prompt);
    expect(r.kind).toBe('fail');
    expect(r.kind === 'fail' && r.code).toBe('AUTOMATION_AMBIGUOUS');
  });

  it.each([
    // Siblings written differently: refused, by this rule or another.
    'every week buy eth with 200 usdc on base, 50 a week',
    'buy eth with 25 usdc on base every day, at most 100',
    `send 10 usdc to ${A1} on base every week, 40 altogether`,
    `send 100 usdc to ${A1} on base, 25 per week`,
  ])('%s', (prompt) => {
    expect(outcome(read(prompt))).toBe('fail');
  });

  it('says how to write the order: the amount of each run and how many runs', () => {
    const r = read('buy eth with 100 usdc on base, 25 per day');
    expect(r.kind === 'fail' && r.message).toContain('"buy ETH with 25 USDC on base every day for 4 days"');
  });

  it('an order asked its chain keeps the refusal once the chain is said', () => {
    expect(outcome(onThreadAt(now, 'buy eth with 100 usdc, 25 per day', 'base'))).toBe('fail');
  });

  it.each([
    // Near misses that keep their reading: one amount each time, a count, a split of a total.
    ['buy eth with 25 usdc on base every day for 4 days', '25', 4],
    ['buy eth with 25 usdc on base every day x4', '25', 4],
    ['buy eth with 25 usdc on base every day 4 times', '25', 4],
    ['dca 100 usdc into eth on base over 4 days', '25', 4],
    ['buy eth with 100 usdc on base daily', '100', undefined],
    [`send 10 usdc to ${A1} on base every friday`, '10', undefined],
    // A bot's count field is how many runs, not a second amount.
    ['buy eth with 25 usdc on base every day, count=5', '25', 5],
    ['DCA: 25 USDC -> ETH on base every weekday 09:00 UTC, count=20', '25', 20],
  ])('%s', (prompt, value, count) => {
    const r = read(prompt);
    expect(r.kind).toBe('intent');
    if (r.kind !== 'intent' || r.intent.kind !== 'automation-create') return;
    expect(r.intent.action.amount).toEqual({ kind: 'exact', value });
    expect((r.intent.trigger as { count?: number }).count).toBe(count);
  });
});

describe('a rough price beside a trade now never trades at market', () => {
  it.each([
    'sell 1 eth on base around 5000',
    'sell 1 eth on base about 5000',
    'sell 1 eth on base at around 5000',
    'sell 1 eth on base around $5000',
    'swap 1 eth to usdc on base around 5k',
    'buy 1 eth on base around 2000',
    'sell 1 eth on base ~5000',
    'sell 1 eth on base near 5000',
  ])('%s', (prompt) => {
    expect(outcome(read(prompt))).toBe('fail');
  });

  it('a yes after the refusal moves nothing', () => {
    expect(outcome(onThreadAt(now, 'sell 1 eth on base around 5000', 'yes'))).toBe('fail');
  });

  it.each([
    // A rough amount is asked back for a yes (another reader's), and an order that waits for "around 5000" stays one.
    [`send about 10 usdc to ${A1} on base`, 'confirm'],
    ['sell around 1 eth on base', 'confirm'],
    ['sell 1 eth on base when it gets around 5000', 'move'],
  ])('%s', (prompt, expected) => {
    expect(outcome(read(prompt))).toBe(expected);
  });
});

describe('a time in hours or days and a half is read whole', () => {
  it.each([
    ['sell 1 eth on base in an hour and a half', '2026-11-26T13:30:00.000Z'],
    ['sell 1 eth on base in 2 hours and a half', '2026-11-26T14:30:00.000Z'],
    [`send 10 usdc to ${A1} on base in a day and a half`, '2026-11-28T00:00:00.000Z'],
    ['sell 1 eth on base in 90 min', '2026-11-26T13:30:00.000Z'],
    ['sell 1 eth on base in 2 hours', '2026-11-26T14:00:00.000Z'],
  ])('%s', (prompt, at) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && r.intent.kind === 'automation-create' && r.intent.trigger).toEqual({ type: 'at', at });
  });

  it('a half that is not a time is never dropped from the order', () => {
    expect(outcome(read('sell 1 eth on base in an hour and a half of an eth'))).not.toBe('move');
  });
});
