import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { outcome } from '../support/thread-turn.ts';

/**
 * "tp" and "sl" said before a holding are a take profit and a stop loss on it (issue 16; noticed at the last stop: "tp
 * half my sol" was read as no order, "sl my wif at 1.5" as a price read). Spelled out, "take profit" before an amount
 * taken "off" a holding stays a sale now, asked back for a yes; never an order set up in its place.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a protective order named short before its holding', () => {
  it.each([
    ['tp half my sol at 200', 'SOL', 'above', '200', { kind: 'fraction', value: 0.5 }],
    ['take profit half my sol at 200', 'SOL', 'above', '200', { kind: 'fraction', value: 0.5 }],
    ['sl my wif at 1.5', 'WIF', 'below', '1.5', { kind: 'fraction', value: 1 }],
    ['sl 100 wif at 1.5 on solana', 'WIF', 'below', '1.5', { kind: 'exact', value: '100' }],
    ['tp 50% of my bonk at 0.00003', 'BONK', 'above', '0.00003', { kind: 'fraction', value: 0.5 }],
  ])('%s', (prompt, tokenIn, direction, priceUsd, amount) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn, amount }, trigger: { type: 'price', direction, priceUsd } },
    });
  });
  it.each([['tp half my sol'], ['sl 2 eth']])('%s asks its price', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create' } });
  });
  it('"take profit 200 usdc off sol" stays a sale asked back for a yes', () => {
    expect(read('take profit 200 usdc off sol on solana')).toMatchObject({ kind: 'ask', pending: { kind: 'swap', awaiting: 'confirm' } });
  });
  it('"tp 200 usdc off sol" sells nothing now', () => {
    expect(outcome(read('tp 200 usdc off sol on solana'))).not.toBe('move');
  });
});
