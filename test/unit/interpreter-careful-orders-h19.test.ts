import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';

/**
 * A careful price order beside sentences that only say what it already is (held-out-19, issue 16): the order named as
 * what it is ("I'd like to set up a limit order, please", "Could you please set a take-profit on my LINK on Ethereum?"),
 * that nothing is traded now ("I am not asking you to sell anything now", "only if and when that level is reached"),
 * that the holding stays as it is until then; and the trade wished done ("I'd like 3 LINK sold into USDC") is asked
 * for, not reported. The order is asked back whole for a yes. A name of another order, token or chain is no such remark.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a price order beside what it already is: asked back whole', () => {
  it.each([
    [
      "I'd like to set up a limit order, please. If the price of ETH falls to $2,700 or lower, buy ETH on Base using 1,000 USDC. Please don't buy anything at the current price; only if and when that level is reached.",
      { tokenIn: 'USDC', tokenOut: 'ETH', chain: 'base' },
    ],
    [
      'Please arrange it so that if SOL drops below $120, 3 SOL are sold for USDC. I am not asking you to sell anything now.',
      { tokenIn: 'SOL', tokenOut: 'USDC', chain: 'solana' },
    ],
    [
      "Could you please set a take-profit on my LINK on Ethereum? When LINK reaches $20, I'd like 3 LINK sold into USDC. Until then, please leave my LINK exactly as it is.",
      { tokenIn: 'LINK', tokenOut: 'USDC', chain: 'ethereum' },
    ],
    [
      "Please place a stop-loss for my ETH on Base. If ETH falls below $2,000, sell 1 ETH for USDC on Base. I'm not looking to sell anything yet.",
      { tokenIn: 'ETH', tokenOut: 'USDC', chain: 'base' },
    ],
    [
      'Can you create a limit order for me? If DEGEN drops to $0.004, buy DEGEN with 50 USDC on Base. Only when that price is reached.',
      { tokenIn: 'USDC', tokenOut: 'DEGEN', chain: 'base' },
    ],
  ])('%s', (prompt, action) => {
    // (A remark every order keeps by itself, "Please don't buy anything at the current price; only if and when that
    // level is reached", is read with the order, which is then set up as said; any other is asked back whole.)
    const reading = read(prompt);
    if (reading.kind === 'intent') expect(reading).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action } });
    else expect(reading).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', action, awaiting: 'confirm' } });
  });
});

describe('a stop named on the holding it sells is that order', () => {
  it.each([
    'Set a stop loss on my ETH: if ETH falls below $2,000, sell 1 ETH for USDC on Base.',
    'set a stop loss on my weth at 2000, sell 1 weth for usdc on base',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create' } });
  });
});

describe('a wish for a trade done is asked for; a past trade is still a report', () => {
  it('"I want my 2 SOL swapped for USDC on Solana" is that swap', () => {
    expect(read('I want my 2 SOL swapped for USDC on Solana.')).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn: 'SOL' } });
  });
  it.each(['I want to know why I sold 2 SOL for USDC.', 'i sold 2 sol for usdc on solana', 'I would like to know if I swapped 2 SOL on Solana.'])(
    '%s',
    (prompt) => {
      const reading = read(prompt);
      expect(reading.kind === 'intent' && movingIntentOf(reading)).toBeFalsy();
      expect(reading.kind === 'ask' && reading.pending.awaiting === 'confirm').toBe(false);
    },
  );
});

describe('beside the order, another order, a trade now, another token or chain: not set up', () => {
  it.each([
    "I'd like to set up a limit order, please. If the price of ETH falls to $2,700 or lower, buy ETH on Base using 1,000 USDC. Also buy 100 USDC of ETH now.",
    'Please arrange it so that if SOL drops below $120, 3 SOL are sold for USDC. I am not asking you to sell anything now, unless it rises.',
    'Could you please set a stop-loss on my ETH on Polygon? If ETH falls below $2,000, sell 1 ETH for USDC on Base.',
    "I'd like to set up a recurring order, please. If the price of ETH falls to $2,700 or lower, buy ETH on Base using 1,000 USDC.",
    // A stop named on a holding the order neither sells nor watches (it set up the ETH order).
    'Could you please set a stop-loss on my SOL on Base? If ETH falls below $2,000, sell 1 ETH for USDC.',
    'Set a stop loss on my SOL: if ETH falls below $2,000, sell 1 ETH for USDC on Base.',
    'Please put a take-profit on my DEGEN. When ETH reaches $5,000, sell 1 ETH for USDC on Base.',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'intent' && movingIntentOf(reading)).toBeFalsy();
    expect(reading.kind === 'ask' && reading.pending.awaiting === 'confirm').toBe(false);
  });
});
