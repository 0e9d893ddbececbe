import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Schedule objects a bot sends for a buy the service can schedule (issue 16): a cron line with its own gloss in words
 * (`cron="0 9 * * *" (daily 09:00 UTC)`), a JSON schedule that does not repeat (`{"at":"tomorrow 15:00 UTC","repeat":
 * false}`) and an amount nested with its token (`"spend":{"token":"USDC","amount":"50"}`). A gloss that says another
 * schedule, a schedule that repeats with no rule, a time of day alone and a nested amount with more in it stay refused.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const daily = { type: 'every', intervalSeconds: 86400, startAt: '2026-11-27T09:00:00.000Z' };

describe('schedule objects', () => {
  it.each([
    ['schedule: cron="0 9 * * *" (daily 09:00 UTC) action=buy token=ETH chain=base spend="25 USDC"', { tokenOut: 'ETH', chain: 'base' }, daily],
    ['cron="0 9 * * *" (every day at 09:00 UTC) action=buy token=ETH chain=base spend="25 USDC"', { tokenOut: 'ETH' }, daily],
    [
      'cron="0 9 * * 1-5" (weekdays 09:00 UTC) action=buy token=ETH chain=base spend="25 USDC"',
      { tokenOut: 'ETH' },
      { calendar: { weekdays: [1, 2, 3, 4, 5] } },
    ],
    [
      '{"schedule":{"at":"tomorrow 15:00 UTC","repeat":false},"action":"buy","chain":"solana","token":"JUP","spend":{"token":"USDC","amount":"50"}}',
      { chain: 'solana', tokenIn: 'USDC', tokenOut: 'JUP', amount: { value: '50' } },
      { type: 'at', at: '2026-11-27T15:00:00.000Z' },
    ],
    [
      '{"schedule":{"at":"tomorrow 15:00 UTC"},"action":"buy","chain":"solana","token":"JUP","spend":"50 USDC"}',
      { tokenOut: 'JUP' },
      { type: 'at', at: '2026-11-27T15:00:00.000Z' },
    ],
  ])('%s', (prompt, action, trigger) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action, trigger } });
  });
  it('an amount nested with its token is that amount of it', () => {
    expect(read('{"action":"buy","chain":"solana","token":"JUP","spend":{"token":"USDC","amount":"50"}}')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'JUP', amount: { value: '50' } },
    });
  });
});

describe('near misses stay refused', () => {
  it.each([
    // A gloss that says another time, or more than the cron line.
    'schedule: cron="0 9 * * *" (daily 10:00 UTC) action=buy token=ETH chain=base spend="25 USDC"',
    'schedule: cron="0 9 * * *" (daily 09:00 UTC, 10 times) action=buy token=ETH chain=base spend="25 USDC"',
    'schedule: cron="0 9 * * *" (test only) action=buy token=ETH chain=base spend="25 USDC"',
    // A time of day alone, a schedule that repeats with no rule, a time given twice.
    '{"schedule":{"at":"15:00 UTC"},"action":"buy","chain":"solana","token":"JUP","spend":"50 USDC"}',
    '{"schedule":{"at":"tomorrow 15:00 UTC","repeat":true},"action":"buy","chain":"solana","token":"JUP","spend":"50 USDC"}',
    '{"schedule":{"at":"tomorrow 15:00 UTC","repeat":false},"at":"tomorrow 16:00 UTC","action":"buy","chain":"solana","token":"JUP","spend":"50 USDC"}',
    // A nested amount with a bound beside it.
    '{"action":"buy","chain":"solana","token":"JUP","spend":{"token":"USDC","amount":"50","max":"60"}}',
  ])('%s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});
