import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import type { Interpretation, ThreadTurn } from '../../lib/agent/interpreter/intent.ts';

/**
 * Careful people beside their orders and cancels (issue 16, held-out-32 work 19, 24, 25, 28, 29, 30, 32): a sentence that
 * says again what the order or cancel does anyway is no second request; one that changes it still stops it.
 */
const now = new Date('2026-11-28T12:00:00Z');
const thread = (...turns: string[]): Interpretation => {
  const said: ThreadTurn[] = [];
  let last: Interpretation | undefined;
  for (const prompt of turns) {
    last = interpretPrompt(prompt, said, now);
    said.push({ prompt, interpretation: last } as ThreadTurn);
  }
  return last!;
};
const uniLimit = 'Place a limit order on Ethereum: buy UNI with 80 USDC if UNI falls to $8.';

describe('a cancel of one order beside "leave everything else untouched" in a sentence of its own', () => {
  it.each([
    'I have reconsidered my earlier instruction. Kindly cancel the limit order I placed to buy UNI on Ethereum. I no longer wish it to execute. Please leave everything else untouched.',
    'Cancel the UNI limit order. Leave all the others as they are.',
    'Please cancel my UNI buy. Keep the rest.',
  ])('%s', (prompt) => {
    expect(thread(uniLimit, prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', match: { token: 'UNI' } } });
  });

  it.each([
    'Cancel all my orders. Please leave everything else untouched.',
    'Cancel the UNI limit order. Keep the ETH one.',
    'Cancel the UNI limit order. Leave the rest but cancel the ETH buy too.',
  ])('still refused: %s', (prompt) => {
    expect(thread(uniLimit, prompt)).toMatchObject({ kind: 'fail' });
  });
});

describe("a price order's own trigger said first as the reason for it", () => {
  const order = 'Please set up a take-profit order on Ethereum to sell 3 LINK for USDC when the price reaches $20.';
  it.each([
    `Should LINK reach $20, I would like to take some profit. ${order} I understand it will not execute until then.`,
    `Should LINK reach $20, I would like to take some profit. ${order}`,
    "If LINK hits $20, I'd like to lock in some gains. Please sell 3 LINK for USDC on Ethereum when LINK reaches $20.",
  ])('%s', (prompt) => {
    expect(thread(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: 'LINK', amount: { value: '3' } }, trigger: { type: 'price', token: 'LINK', priceUsd: '20' } },
    });
  });

  it.each([
    `Should LINK reach $25, I would like to take some profit. ${order}`,
    `Should UNI reach $20, I would like to take some profit. ${order}`,
    'Should LINK reach $20, I would like to take some profit. Please sell 3 LINK for USDC on Ethereum.',
    'Should LINK reach $3, I would like to take some profit. Please sell 3 LINK for USDC on Ethereum when LINK reaches $20.',
    'Should LINK reach $20, I would like to take some profit. Please sell 3 LINK for USDC on Ethereum, and buy UNI when LINK reaches $20.',
  ])('still not set: %s', (prompt) => {
    expect(thread(prompt).kind).not.toBe('intent');
  });
});

describe('a first sentence that only announces the timed order said next with its day', () => {
  it.each([
    [
      'I would like to schedule a purchase rather than buy now. On Thursday 3 December 2026 at 09:00 UTC, please use 200 USDC on Solana to buy SOL. Kindly confirm the date and time back to me once it is set.',
      'SOL',
      '2026-12-03T09:00:00.000Z',
    ],
    ["I'd like to schedule a purchase. Tomorrow at 10:00 UTC buy ETH with 50 USDC on Base.", 'ETH', '2026-11-29T10:00:00.000Z'],
    [
      'Good morning. I would like to schedule a sale instead of selling now. On Friday 4 December 2026 at 15:00 UTC, please sell 1 ETH for USDC on Base.',
      'USDC',
      '2026-12-04T15:00:00.000Z',
    ],
  ])('%s', (prompt, tokenOut, at) => {
    expect(thread(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action: { tokenOut }, trigger: { type: 'at', at } } });
  });

  it.each([
    // No day after it: doing it now is not what was asked.
    'I would like to schedule a purchase rather than buy now. Please use 200 USDC on Solana to buy SOL.',
    'I would like to schedule a purchase rather than buy now. Please use 200 USDC on Solana to buy SOL. I am free on Thursday.',
    'I would like to schedule a purchase rather than buy now. On Thursday 3 December 2026 at 09:00 UTC, please use 200 USDC on Solana to buy SOL. Also send 5 USDC to bob.eth.',
  ])('still not made: %s', (prompt) => {
    expect(thread(prompt).kind).toBe('fail');
  });
});
