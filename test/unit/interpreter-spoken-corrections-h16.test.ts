import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Self-corrections said aloud (issue 16, held-out-16, voice and chat): the corrected amount said twice over ("make it
 * five five sol"), a last clause giving the reason ("…, 2000 is nothing lol"), and an order's price corrected where it
 * was said ("below one fifty I mean one dollar fifty", never the amount the order trades). Each is asked back for a yes;
 * a price corrected beside a move that has no price, or a remark that adds a part, is never read into a move.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a correction said in speech', () => {
  it.each([
    ['dump 2000 toshi for eth on base... wait no 200k toshi, 2000 is nothing lol', { kind: 'swap', tokenIn: 'TOSHI', amount: { value: '200000' } }],
    ['convert ten sol to USDC on Solana no wait make it five five sol', { kind: 'swap', tokenIn: 'SOL', amount: { value: '5' } }],
    ['sell 50 aero for usdc on base no wait 500 aero, 50 is too little', { kind: 'swap', tokenIn: 'AERO', amount: { value: '500' } }],
    ['send 5 usdc to bob.eth on base sorry 10 usdc, 5 was a typo', { kind: 'transfer', amount: { value: '10' }, to: 'bob.eth' }],
    ['swap 1 eth to usdc on base i mean 0.1 eth, 1 is way too much lol', { kind: 'swap', tokenIn: 'ETH', amount: { value: '0.1' } }],
    ["buy eth with 100 usdc on base, scratch that, 50 usdc, that's too much", { kind: 'swap', tokenIn: 'USDC', amount: { value: '50' } }],
    ['send 20 usdc to bob.eth on base no wait 30 30 usdc', { kind: 'transfer', amount: { value: '30' } }],
  ])('%s', (prompt, pending) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { ...pending, awaiting: 'confirm' } });
  });

  it.each([
    ['put a stop loss on my wif on Solana sell all of it if it goes below one fifty I mean one dollar fifty', 'WIF', '1.50', { kind: 'fraction', value: 1 }],
    ['put a stop loss on my wif on Solana sell all of it if it goes below 1.80 I mean 1.50', 'WIF', '1.50', { kind: 'fraction', value: 1 }],
    ['sell 2 sol for usdc on solana if it drops to 150 no wait 140', 'SOL', '140', { value: '2' }],
    ['buy 100 usdc of eth on base at 2800 sorry 2700', 'ETH', '2700', { value: '100' }],
  ])('%s: the price corrected', (prompt, token, priceUsd, amount) => {
    expect(read(prompt)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'automation-create', awaiting: 'confirm', action: { amount }, trigger: { type: 'price', token, priceUsd } },
    });
  });

  it.each([
    ['sell 50 aero for usdc on base no wait 500 aero, 50 more tomorrow'],
    ['sell 50 aero for usdc on base no wait 500 aero, 70 is too little'],
    ['send 5 usdc to bob.eth on base at 10 no wait 20'],
  ])('%s moves nothing', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent' || (r.kind === 'ask' && r.pending.awaiting === 'confirm')).toBe(false);
  });
});
