import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Careful orders (held-out-31, issue 16). Beside an order that waits, a sentence that says nothing happens before its
 * trigger ("Until then, please leave them as they are", "Please do not buy at the current price under any
 * circumstances") agrees with it: never a time limit, a token or a second request. One that says another time, figure
 * or trade still stops. And a price said in "US dollars" is that price in dollars.
 */
const now = new Date('2026-11-28T10:40:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
/** The order read, set at once or asked back whole for a yes. */
const orderOf = (prompt: string) => {
  const r = read(prompt);
  if (r.kind === 'intent') return r.intent;
  if (r.kind === 'ask' && r.pending.awaiting === 'confirm') return r.pending;
  return r;
};

describe('a sentence that says the order waits, beside it: the order as said', () => {
  it.each([
    [
      'I would like to set a stop loss on Ethereum. Should LINK drop below 12 dollars, please sell 3 LINK for USDC. Until then, please leave them as they are.',
      { tokenIn: 'LINK', amount: { value: '3' } },
      { priceUsd: '12', direction: 'below' },
    ],
    [
      'I would like to set a take-profit order for my SOL on Solana. If SOL reaches 200 US dollars, please sell 2 SOL for USDC. Until that point, I would ask that my SOL remains untouched.',
      { tokenIn: 'SOL', amount: { value: '2' } },
      { priceUsd: '200' },
    ],
    [
      'I would like to place a limit order on Base: buy ETH with 500 USDC, but only if the price of ETH falls to 2,700 US dollars or below. Please do not buy at the current price under any circumstances.',
      { tokenOut: 'ETH', amount: { value: '500' } },
      { priceUsd: '2700', direction: 'below' },
    ],
    ['Sell 3 LINK for USDC on Ethereum if LINK drops below 12 dollars. Until then, please leave them as they are.', { tokenIn: 'LINK' }, { priceUsd: '12' }],
    ["If SOL reaches $200, sell 2 SOL for USDC on Solana. I'd ask that my SOL stays untouched until then.", { tokenIn: 'SOL' }, { priceUsd: '200' }],
    ['If SOL reaches $200, sell 2 SOL for USDC on Solana. Until then keep my SOL where it is.', { tokenIn: 'SOL' }, { priceUsd: '200' }],
    ["If SOL reaches $200, sell 2 SOL for USDC on Solana. Before that, don't touch them.", { tokenIn: 'SOL' }, { priceUsd: '200' }],
    ['buy eth w 500 usdc on base if eth dips to 2700. dont buy at the current price pls', { tokenOut: 'ETH' }, { priceUsd: '2700' }],
    [
      'Buy ETH with 500 USDC on Base if ETH falls to 2,700. Please do not buy at the current price under any circumstances.',
      { tokenOut: 'ETH' },
      { priceUsd: '2700' },
    ],
    [
      'Please set a stop-loss on Solana: sell 2 SOL for USDC if SOL falls below $100. Until then, please leave my SOL alone.',
      { tokenIn: 'SOL' },
      { priceUsd: '100' },
    ],
    [
      "I'd like to place a limit order on Base: buy cbBTC with 500 USDC if the price of bitcoin falls to $55,000 or lower. Please don't buy anything at the current price.",
      { tokenOut: 'cbBTC' },
      { priceUsd: '55000' },
    ],
    ['If SOL drops to $120, sell 5 SOL for USDC on Solana. Until then, leave the position as it is.', { tokenIn: 'SOL' }, { priceUsd: '120' }],
    ['Every Monday buy 50 USDC of ETH on Base. Until then, leave my USDC as it is.', { tokenOut: 'ETH' }, { type: 'every' }],
    ['Every Monday buy 50 USDC of ETH on Base. Do not buy now.', { tokenOut: 'ETH' }, { type: 'every' }],
  ])('%s', (prompt, action, trigger) => {
    expect(orderOf(prompt)).toMatchObject({ kind: 'automation-create', action, trigger });
  });

  it('said alone beside its order, the order is set at once', () => {
    expect(read('Sell 3 LINK for USDC on Ethereum if LINK drops below 12 dollars. Until then, please leave them as they are.')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create' },
    });
  });
});

describe('a sentence beside the order with another time, figure or trade: nothing is set up', () => {
  it.each([
    'Sell 3 LINK for USDC on Ethereum if LINK drops below 12 dollars. Until Friday, please leave them as they are.',
    'Sell 3 LINK for USDC on Ethereum if LINK drops below 12 dollars. Until then, please sell 1 LINK now.',
    'Sell 3 LINK for USDC on Ethereum if LINK drops below 12 dollars. Until then, leave them as they are, and buy 1 ETH now.',
    'If SOL reaches $200, sell 2 SOL for USDC on Solana. Until then, do not sell 5 SOL.',
    'If SOL reaches $200, sell 2 SOL for USDC on Solana. Until 2026-12-31, leave them alone.',
    'If SOL reaches $200, sell 2 SOL for USDC on Solana. Until then, leave them as they are, for a week.',
    'Buy ETH with 500 USDC on Base if ETH falls to 2,700. Do not buy at the current price; buy at 2,600 instead.',
    'Buy ETH with 500 USDC on Base if ETH falls to 2,700. Do not buy at the current price, buy 1 ETH now as well.',
  ])('%s', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent' || (r.kind === 'ask' && r.pending.awaiting === 'confirm')).toBe(false);
  });
});

describe('a price said in US dollars', () => {
  it.each([
    ['buy ETH with 500 USDC on Base if ETH falls to 2,700 US dollars or below', '2700'],
    ['If SOL reaches 200 US dollars, please sell 2 SOL for USDC on Solana.', '200'],
    ['if LINK drops below 12 US dollars sell 3 LINK for USDC on ethereum', '12'],
  ])('%s', (prompt, priceUsd) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'price', priceUsd } } });
  });
  it('an amount beside "US dollars" with no number of its own is still asked', () => {
    expect(read('buy 2 SOL on solana with usdc, 2 US dollars').kind).toBe('ask');
  });
});

describe('a cancel beside a sentence that no order takes its place: the cancel', () => {
  const setUp = 'Set a limit order on Solana: buy SOL with 200 USDC if SOL falls to 120';
  it.each([
    'I have reconsidered my limit order to buy SOL at 120 dollars on Solana. I would like to cancel it, please. I do not wish to place a replacement at this time.',
    'Please cancel my SOL limit order on Solana. No replacement for now, thanks.',
    'cancel my sol limit order. dont set up a new one',
    'I have reconsidered my limit order to buy SOL at 120 dollars on Solana. Please cancel it. We do not need to set up a replacement order.',
  ])('%s', (prompt) => {
    expect(onThreadAt(now, setUp, prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', match: { kind: 'limit' } } });
  });
  it.each([
    // A replacement with a figure of its own is another order: never dropped into a plain cancel.
    'I have reconsidered my limit order to buy SOL at 120 dollars on Solana. Please cancel it. I do not wish to place a replacement at 110 dollars.',
    'Please cancel my SOL limit order on Solana. No replacement, but buy 1 SOL now.',
  ])('%s', (prompt) => {
    expect(onThreadAt(now, setUp, prompt).kind).not.toBe('intent');
  });
});

describe('a repetition "for a period of" weeks, beside a wish for the reply: the schedule as said', () => {
  const P =
    'I would like to set up a recurring purchase on Ethereum: 50 USDC of WBTC every week, starting on Monday 7 December 2026, for a period of ten weeks.';
  it.each([
    [P, 10],
    [`${P} Please confirm the schedule once it has been created.`, 10],
    [`${P} I would appreciate a confirmation of the schedule once it is in place.`, 10],
    ['Buy 20 USDC of ETH on Base every day for a span of 5 days', 5],
  ])('%s', (prompt, count) => {
    expect(orderOf(prompt)).toMatchObject({ kind: 'automation-create', trigger: { type: 'every', count } });
  });
  it('a reply wished beside a price order', () => {
    expect(orderOf('Buy ETH with 500 USDC on Base if ETH falls to 2,700. Kindly confirm it when it is set up.')).toMatchObject({
      trigger: { type: 'price', priceUsd: '2700' },
    });
  });
  it.each([
    'Buy ETH with 500 USDC on Base if ETH falls to 2,700. Please confirm once ETH is at 2,600.',
    `${P} Please confirm the schedule once it has been created, and buy 1 ETH now.`,
  ])('another condition or trade beside it stops: %s', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent' || (r.kind === 'ask' && r.pending.awaiting === 'confirm')).toBe(false);
  });
});

describe('a list of orders beside why it is asked and that one was set up: the list', () => {
  it.each([
    'Could you kindly list all of my open orders? I set one up recently and I would like to make sure it is still in place and that the details are correct.',
    'Could you kindly list all of my open orders? I set one up recently.',
    'Could you kindly list all of my open orders? I would like to make sure that the details are correct.',
  ])('%s', (prompt) => {
    expect(onThreadAt(now, 'Buy ETH on Base with 100 USDC when ETH drops to 2500', prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-list' },
    });
  });
  it('an order said beside the list is never set up', () => {
    const r = read('list my orders. I set one up recently: buy 1 ETH every day');
    expect(r.kind === 'intent' && r.intent.kind === 'automation-create').toBe(false);
  });
});

describe('a time of day answering an order whose day was named: that day', () => {
  it.each([
    [
      'I would like to schedule a purchase of ETH on Base for 15 December 2026, as that date follows my salary payment.',
      'At 09:00 UTC on that day, please, using 300 USDC.',
    ],
    ['schedule a purchase of ETH on Base on 15 December 2026', '9:00 UTC, 300 USDC'],
  ])('%s → %s', (first, answer) => {
    expect(onThreadAt(now, first, answer)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { amount: { value: '300' } }, trigger: { type: 'at', at: '2026-12-15T09:00:00.000Z' } },
    });
  });
  it.each(['every monday at 9:00 UTC, 300 USDC', '16 December at 9:00 UTC, 300 USDC'])(
    'another day or a repetition in the answer is never joined to it: %s',
    (answer) => {
      const r = onThreadAt(now, 'schedule a purchase of ETH on Base on 15 December 2026', answer);
      expect(r.kind === 'intent' && JSON.stringify(r).includes('2026-12-15T09:00')).toBe(false);
    },
  );
});

describe('a price with a space in it: both orders asked, never one guessed', () => {
  it('If ETH falls under 2 500 dollar, sell 0.01 WETH on base — make stop loss.', () => {
    const r = read('If ETH falls under 2 500 dollar, sell 0.01 WETH on base — make stop loss.');
    expect(r).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', order: { needs: 'price' } } });
    expect(r.kind === 'ask' && r.choices?.map((c) => (c as { trigger: { priceUsd: string } }).trigger.priceUsd)).toEqual(['2.5', '2500']);
  });
  it('an amount with a space in it is still refused', () => {
    expect(read('send 2 500 usdc to bob.eth on base').kind).toBe('fail');
  });
});
