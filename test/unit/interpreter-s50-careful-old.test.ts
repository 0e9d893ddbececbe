import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Careful prose held-out-30 and held-out-31 missed (issue 16): a stop loss or take-profit named with what it sells
 * before a colon, and the order said in full after it, read as two requests. Each class keeps its refusals.
 */
const now = new Date('2026-11-28T09:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const order = (chain: string, tokenIn: string, value: string, token: string, direction: string) => ({
  kind: 'ask',
  pending: {
    kind: 'automation-create',
    awaiting: 'confirm',
    action: { kind: 'swap', chain, tokenIn, tokenOut: 'USDC', amount: { kind: 'exact', value } },
    trigger: { type: 'price', token, direction },
  },
});

describe('a stop loss or take-profit named with its sale, then the order after a colon: one order, asked for a yes', () => {
  it.each([
    [
      'To protect myself against a sharp fall, I would like to set a stop loss on Ethereum for 3 of my LINK tokens: should LINK drop below 12 dollars, please sell those three for USDC. Until then, please leave them as they are.',
      order('ethereum', 'LINK', '3', 'LINK', 'below'),
    ],
    ['set up a stop-loss order for 3 LINK on Ethereum: if LINK falls below $12, sell them for USDC.', order('ethereum', 'LINK', '3', 'LINK', 'below')],
    [
      'Please place a take profit on ethereum for 2 of my UNI: when UNI reaches 15 dollars, sell those two for USDC.',
      order('ethereum', 'UNI', '2', 'UNI', 'reach'),
    ],
    ["I'd like to set a stop loss for 0.5 ETH on base: if ETH drops below 2500 dollars, sell it for USDC.", order('base', 'ETH', '0.5', 'ETH', 'below')],
    [
      'Kindly set up a stop loss for two of my SOL on Solana: should SOL fall below 100 dollars, please convert them into USDC. I understand it will not execute until then.',
      order('solana', 'SOL', '2', 'SOL', 'below'),
    ],
    ['set a stop loss on Ethereum for 3 LINK: if LINK drops below 12 dollars, sell 3 LINK for USDC.', order('ethereum', 'LINK', '3', 'LINK', 'below')],
  ])('%s', (prompt, reading) => {
    expect(read(prompt)).toMatchObject(reading);
  });
  it.each([
    // Another amount, token, chain or direction than the head's.
    'set a stop loss on Ethereum for 3 LINK: if LINK drops below 12 dollars, sell 5 LINK for USDC.',
    'set a stop loss on Ethereum for 3 LINK: if LINK drops below 12 dollars, sell those two for USDC.',
    'set a stop loss on Ethereum for 3 LINK: if UNI drops below 12 dollars, sell them for USDC.',
    'set a stop loss on Ethereum for 3 LINK: if LINK rises above 20 dollars, sell them for USDC.',
    'set a take profit on Ethereum for 3 LINK: if LINK drops below 12 dollars, sell them for USDC.',
    'set a stop loss on Base for 3 LINK: if LINK drops below 12 dollars, sell them for USDC on ethereum.',
    // A second request, before or after, or the order in someone else's words.
    'set a stop loss on Ethereum for 3 LINK: if LINK drops below 12 dollars, sell them for USDC and send 1 ETH to bob.eth.',
    'To send 5 ETH to bob, set a stop loss on Ethereum for 3 LINK: if LINK drops below 12 dollars, sell them for USDC.',
    'set a stop loss on Ethereum for 3 LINK: if LINK drops below 12 dollars, sell them for USDC. Also buy 10 UNI now.',
    'set a stop loss on Ethereum for 3 LINK: "if LINK drops below 12 dollars, sell them for USDC" is what my friend said.',
  ])('never set as read: %s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'intent' || (reading.kind === 'ask' && reading.pending.awaiting === 'confirm')).toBe(false);
  });
  it('an order said plainly is still set at once', () => {
    expect(read('If LINK drops below 12 dollars, sell 3 LINK for USDC on Ethereum.')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: 'LINK', amount: { value: '3' } } },
    });
  });
});

describe('a formal way to ask, opening a sentence, asks as "please" does', () => {
  const A = '0x5555555555555555555555555555555555555555';
  it.each([
    ['I would be grateful if you could show me my open orders.', { kind: 'automation-list' }],
    ['I would appreciate it if you could list my pending orders.', { kind: 'automation-list' }],
    [
      'Please be so kind as to cancel my recurring purchase of ETH on Base.',
      { kind: 'automation-cancel', target: 'match', match: { kind: 'recurring', side: 'buy', token: 'ETH' } },
    ],
    ['We would be most grateful if you could cancel the limit order to buy UNI.', { kind: 'automation-cancel', match: { kind: 'limit', token: 'UNI' } }],
    [`I would be grateful if you could send 25 USDC on Base to ${A}.`, { kind: 'transfer', token: 'USDC', amount: { value: '25' }, to: A }],
    ['I would be grateful if you could tell me my ETH balance on Base.', { kind: 'balance', chains: ['base'], tokens: ['ETH'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });
  it.each([
    `Please send 25 USDC on Base to ${A}. I would be grateful if you could also send 5 USDC to bob.eth.`,
    'I would be grateful if you could cancel my orders and buy 10 UNI with USDC on ethereum.',
  ])('a second request said formally is still one: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
  it('the "if" of a condition after the courtesy is still the order\'s', () => {
    expect(read('I would be grateful if you could swap 10 USDC for ETH on Base if ETH drops below 2000 dollars.')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', trigger: { type: 'price', direction: 'below', priceUsd: '2000' } },
    });
  });
});

describe('orders told as standing ("the orders I have in place") are listed, not read as holdings', () => {
  it.each(['May I see the orders I currently have in place?', 'show me the orders I have in place', 'Which orders do I have open at the moment?'])(
    '%s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-list' } });
    },
  );
  it.each(['Please show me the orders I have in place and place a new one to buy ETH with 20 USDC on base every day'])(
    'a new order beside them is never a list: %s',
    (prompt) => {
      expect(read(prompt)).not.toMatchObject({ kind: 'intent', intent: { kind: 'automation-list' } });
    },
  );
});

describe('a cancel said formally ("withdraw my limit order", "rescind", "call off") cancels, never sets one up', () => {
  it.each([
    ['Please withdraw my limit order for UNI.', { kind: 'limit', token: 'UNI' }],
    ['I wish to rescind the stop loss on my LINK.', { kind: 'limit', side: 'sell', token: 'LINK' }],
    ['Kindly call off my weekly purchase of ETH on Base.', { kind: 'recurring', side: 'buy', token: 'ETH' }],
    ['Please retract the limit order to buy UNI on Ethereum.', { kind: 'limit', side: 'buy', token: 'UNI' }],
  ])('%s', (prompt, match) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', target: 'match', match } });
  });
  it('withdrawing money is still a transfer', () => {
    expect(read('withdraw 10 USDC on base to 0x5555555555555555555555555555555555555555')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', token: 'USDC', amount: { value: '10' } },
    });
  });
  it('withdrawing what an order made is no cancel', () => {
    expect(read('Please withdraw the proceeds of my stop loss, 10 USDC on base, to 0x5555555555555555555555555555555555555555')).not.toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-cancel' },
    });
  });
});
