import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';

/**
 * Careful remarks beside a move that only say again what it already keeps (held-out-19, issue 16): the funds it uses
 * are those already held on its chain, nothing is brought over from another, only that move is made, the rest of an
 * exact amount's token is kept, what share of a holding it is, when the token is used (not when the move runs), and a
 * wish to be stopped if the trade looks unusual. The move is asked back whole for a yes. A remark that names another
 * token, amount, time or move is still no remark.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a move beside remarks that restate what it keeps: asked back whole', () => {
  it.each([
    [
      "I would like to convert 250 USDC into ETH on Base. Please use the USDC that is already in my Base wallet; I don't want anything moved in from another chain. If something about the trade looks unusual, please stop and tell me, but otherwise go ahead.",
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '250' } },
    ],
    [
      'Please swap 250 USDC for ETH on Base using the USDC I already hold there. If the price impact looks unusual, stop and tell me, otherwise go ahead.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '250' } },
    ],
    [
      "For a contract interaction I'll be doing later, I need some of my ETH on Base in wrapped form. Would you please wrap 0.5 ETH into WETH on Base? Only the wrap, please; I don't want it swapped into anything else.",
      { kind: 'wrap', chain: 'base', token: 'ETH', amount: { kind: 'exact', value: '0.5' } },
    ],
    [
      "Please wrap 0.5 ETH on Base. For a deposit I'll be making later, I need it wrapped.",
      { kind: 'wrap', chain: 'base', token: 'ETH', amount: { kind: 'exact', value: '0.5' } },
    ],
    [
      "I'd like to reduce my exposure to DEGEN on Base a little. Please sell 4,000 DEGEN and receive USDC. By my count that is a bit under half of what I hold, and I would like to keep the remainder for now.",
      { kind: 'swap', chain: 'base', tokenIn: 'DEGEN', tokenOut: 'USDC', amount: { kind: 'exact', value: '4000' } },
    ],
    [
      "Sell 1,000 DEGEN for USDC on Base. I think that is about a quarter of my holdings, and I'd like to hold on to the rest.",
      { kind: 'swap', chain: 'base', tokenIn: 'DEGEN', tokenOut: 'USDC', amount: { kind: 'exact', value: '1000' } },
    ],
    [
      'Convert 100 USDC to USDT on Polygon. Please use the USDC in my Polygon wallet; I do not want any funds brought over from another chain.',
      { kind: 'swap', chain: 'polygon', tokenIn: 'USDC', tokenOut: 'USDT', amount: { kind: 'exact', value: '100' } },
    ],
  ])('%s', (prompt, move) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { ...move, awaiting: 'confirm' } });
  });
});

describe('beside the move, another token, amount, time, condition or move: nothing moves', () => {
  it.each([
    'Please sell 4,000 DEGEN for USDC on Base. By my count that is about half of what I hold, so sell the rest next week.',
    'Please swap 250 USDC for ETH on Base. If anything looks unusual, swap 100 instead.',
    'Please swap 250 USDC for ETH on Base. Use the DAI that is already there.',
    'Please swap 250 USDC for ETH on Base. Use the DAI that is already in my Base wallet.',
    'Please swap 250 USDC for ETH on Base. Bring the USDC over from another chain if needed.',
    'Please swap 250 USDC for ETH on Base. If the price impact is above 2%, stop and tell me, otherwise go ahead.',
    'Wrap 1 ETH on Base. Only the wrap, please, then send it to bob.eth.',
    "Please swap 100 USDC to DAI on Base. Do it for a payment I'm making tomorrow.",
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'intent' && movingIntentOf(reading)).toBeFalsy();
    expect(reading.kind === 'ask' && reading.pending.awaiting === 'confirm').toBe(false);
  });
});
