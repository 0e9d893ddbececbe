import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { outcome } from '../support/thread-turn.ts';

/**
 * Careful prose that states, beside its one request, a limit the request already keeps (issue 16; held-out-26's
 * careful voice): "Please ensure the exchange happens on Solana itself; nothing should be bridged anywhere" was refused
 * as a bridge, "Until then, I would ask that you leave my LINK exactly as it is" as an order's unread time, "make sure
 * the amount received is 3 UNI rather than 3 dollars' worth" as a change of request. Such a limit is left out and the
 * request asked back whole for a yes, only where it holds for what was read: a limit naming another token, chain,
 * amount or kind of order keeps the request from being asked as if the limit agreed.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const moving = (prompt: string) => {
  const r = read(prompt) as { kind: string; intent?: unknown; pending?: unknown };
  return (r.kind === 'intent' ? r.intent : r.pending) as Record<string, unknown> | undefined;
};

/** [prompt, what the yes asked is for] */
const honoured: readonly [string, Record<string, unknown>][] = [
  ['Please sell 0.1 ETH on Base for USDC. Please do not sell more than that amount.', { kind: 'swap', tokenIn: 'ETH', chain: 'base' }],
  ["Sell $200 of ETH on Base for USDC. Please don't sell any more than that.", { kind: 'swap', tokenIn: 'ETH', amount: { kind: 'usd', value: '200' } }],
  [
    'On Base, please send 35 USDC to alice.eth, 35 USDC to bob.eth and 35 USDC to carol.base.eth. Each of them should receive exactly 35; please do not combine or round anything.',
    { kind: 'transfer-batch', chain: 'base', token: 'USDC' },
  ],
  [
    'I would like to buy LINK with 75 USDC on Ethereum. Please make sure the purchase is paid for in USDC and not out of my ETH, which I would prefer to keep for gas.',
    { kind: 'swap', tokenIn: 'USDC', tokenOut: 'LINK', chain: 'ethereum' },
  ],
  [
    'I would like to purchase some JUP on Solana using 1.5 SOL. I have read about the project and wish to hold a modest position. Please ensure the exchange happens on Solana itself; nothing should be bridged anywhere.',
    { kind: 'swap', tokenIn: 'SOL', tokenOut: 'JUP', chain: 'solana' },
  ],
  ['Swap 10 USDC for ETH on Base. Nothing should be bridged.', { kind: 'swap', chain: 'base' }],
  [
    'Wrap 4 POL into WPOL on Polygon. Please leave the rest of my POL untouched so that I can still pay network fees.',
    { kind: 'wrap', token: 'POL', amount: { kind: 'exact', value: '4' } },
  ],
  [
    "I need to end up with exactly 3 UNI in my Unichain wallet for a governance exercise my study group is running. Please pay for it with USDC from that same Unichain wallet. I'd appreciate it if you could make sure the amount received is 3 UNI rather than 3 dollars' worth.",
    { kind: 'swap', side: 'buy', tokenOut: 'UNI', amount: { kind: 'exact', value: '3' } },
  ],
  [
    'I would like to set a take-profit on my LINK on Ethereum. Should LINK reach $20, please sell 4 LINK for USDC. Until then, I would ask that you leave my LINK exactly as it is.',
    { kind: 'automation-create', trigger: { type: 'price', token: 'LINK', chain: 'ethereum', direction: 'reach', priceUsd: '20' } },
  ],
  [
    "I would like to place a limit order on Base: please buy ETH with 500 USDC, but only if the price of ETH falls to $2,600 or below. I am in no hurry and would rather wait for a better price than buy at today's level.",
    { kind: 'automation-create', trigger: { type: 'price', token: 'ETH', chain: 'base', priceUsd: '2600' } },
  ],
  [
    'If SOL drops to $120 on Solana, sell 3 SOL into USDC. I hope it never triggers, but I would sleep better knowing it is in place.',
    { kind: 'automation-create', trigger: { type: 'price', token: 'SOL', direction: 'below', priceUsd: '120' } },
  ],
];

describe('a request beside a limit it keeps: asked back whole for a yes', () => {
  it.each(honoured)('%s', (prompt, expected) => {
    expect(outcome(read(prompt))).toBe('confirm');
    expect(moving(prompt)).toMatchObject(expected);
  });
});

/** The same limits where they do not hold for the request read: never a move, nor a yes on the request as read. */
const notHeld = [
  // The batch pays 10 and 12, not 10 each.
  'Please send 10 USDC to alice.eth and 12 USDC to bob.eth on Base. Each of them should receive exactly 10.',
  // The chain named is not the swap's.
  'Swap 1.5 SOL for JUP on Solana. Please ensure the exchange happens on Base.',
  // The rest kept is of another token.
  'Wrap 4 POL into WPOL on Polygon. Please leave the rest of my ETH untouched.',
  // "Until then" with no price to wait for: a move now is not what was asked.
  'Sell 4 LINK for USDC on Ethereum. Until then, I would ask that you leave my LINK exactly as it is.',
  // Waiting for a better price said beside a swap now.
  "Buy ETH with 500 USDC on Base. I am in no hurry and would rather wait for a better price than buy at today's level.",
  // Continuing until cancelled, said beside a swap now.
  'Buy 25 USDC worth of SOL on Solana. I understand this will continue until I cancel it.',
  // Nothing to be sent yet, beside a transfer.
  'Send 10 USDC to bob.eth on Polygon. Please ensure nothing is sent yet; I will give a separate instruction when the time comes.',
];

describe('a limit that does not hold for the request: never made, never asked as if it agreed', () => {
  it.each(notHeld)('%s', (prompt) => {
    expect(['fail', 'ask']).toContain(outcome(read(prompt)));
  });
  it('asks no yes for a purchase paid in USDC when the limit says it is paid for in ETH', () => {
    const r = read('Please buy LINK with 75 USDC on Ethereum. Please make sure the purchase is paid for in ETH.');
    expect(outcome(r)).not.toBe('move');
    expect(JSON.stringify(r)).not.toContain('the limit you set beside it is one I keep');
  });
  it('keeps a limit on the rest from a move of all of it', () => {
    const r = read('Wrap all my POL into WPOL on Polygon. Please leave the rest of my POL untouched.');
    expect(outcome(r)).not.toBe('move');
    expect(JSON.stringify(r)).not.toContain('the limit you set beside it is one I keep');
  });
});

describe('a read beside limits that it moves nothing: answered', () => {
  it.each([
    ['What is my USDC balance on Polygon? Please ensure nothing is sent yet; I will give a separate instruction when the time comes.', 'balance'],
    ['Could you list my open orders? Please do not alter or cancel any of them for now.', 'automation-list'],
    [
      'Could you kindly list all of the orders I currently have open? I want to make sure nothing was set up that I have since forgotten about. Please do not alter or cancel any of them for now.',
      'automation-list',
    ],
  ])('%s', (prompt, kind) => {
    const r = read(prompt);
    expect(r).toMatchObject({ kind: 'intent', intent: { kind } });
    expect((r as { notes?: unknown }).notes).toBeUndefined();
  });
});

describe('the unit said to be not dollars', () => {
  it("reads 'rather than 3 dollars' worth' as no dollar amount", () => {
    expect(moving("Buy 3 UNI with USDC on Unichain. Make sure the amount received is 3 UNI rather than 3 dollars' worth.")).toMatchObject({
      amount: { kind: 'exact', value: '3' },
      tokenOut: 'UNI',
    });
  });
  it('still asks when a bare dollar figure is said beside the same number', () => {
    expect(read('Buy 3 UNI on Unichain with USDC, 3 dollars')).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });
});

/** Why it is asked, said before the request: left out, the request asked back whole; a condition in it still stops it. */
describe('a purpose said before the request', () => {
  it.each([
    'To protect myself against a sharp fall, would you kindly set a stop loss on Solana: if SOL drops to $120, sell 3 SOL into USDC.',
    'To protect myself against a sharp fall, would you kindly set a stop loss on Solana: if SOL drops to $120, sell 3 SOL into USDC. I hope it never triggers, but I would sleep better knowing it is in place.',
    'To guard against a crash, please set a stop loss on Solana: if SOL drops to $120, sell 3 SOL into USDC.',
  ])('%s', (prompt) => {
    expect(outcome(read(prompt))).toBe('confirm');
    expect(moving(prompt)).toMatchObject({ kind: 'automation-create', trigger: { type: 'price', token: 'SOL', direction: 'below', priceUsd: '120' } });
  });
  it.each([
    'To be safe, please send 10 USDC to bob.eth on Base, unless he already paid.',
    'To be safe, please send 10 USDC to bob.eth on Base once she confirms.',
  ])('%s', (prompt) => {
    expect(outcome(read(prompt))).toBe('fail');
  });
});

/** A sale and what it is taken in, said as a conversion of it: one swap, asked back for a yes; a second trade still refused. */
describe('a sale said with "and convert it into" what it is taken in', () => {
  it.each([
    [
      "Kindly sell two hundred dollars' worth of my ETH on Ethereum mainnet and convert it into USDC.",
      { tokenIn: 'ETH', tokenOut: 'USDC', amount: { kind: 'usd', value: '200' } },
    ],
    ['Please sell 2 SOL on Solana and convert them into USDC.', { tokenIn: 'SOL', tokenOut: 'USDC', amount: { kind: 'exact', value: '2' } }],
    [
      "Kindly sell two hundred dollars' worth of my ETH on Ethereum mainnet and convert it into USDC. I am reducing my exposure a little ahead of the holidays. This is a small, deliberate step, so please do not sell more than that amount.",
      { tokenIn: 'ETH', tokenOut: 'USDC', chain: 'ethereum', amount: { kind: 'usd', value: '200' } },
    ],
  ])('%s', (prompt, expected) => {
    expect(outcome(read(prompt))).toBe('confirm');
    expect(moving(prompt)).toMatchObject({ kind: 'swap', side: 'sell', ...expected });
  });
  it.each([
    'sell 0.1 ETH for USDC on Ethereum and convert it into DAI',
    'sell 0.1 ETH on Ethereum and convert it into USDC and send it to bob.eth',
    'buy 0.1 ETH on Ethereum and convert it into WETH',
  ])('%s', (prompt) => {
    expect(outcome(read(prompt))).toBe('fail');
  });
});

describe('fees accepted beside a swap', () => {
  it('asks the swap back whole', () => {
    const prompt = 'Please sell 3,000 DEGEN on Base for USDC. If the USDC I receive is slightly lower because of fees, that is perfectly acceptable to me.';
    expect(outcome(read(prompt))).toBe('confirm');
    expect(moving(prompt)).toMatchObject({ kind: 'swap', tokenIn: 'DEGEN', tokenOut: 'USDC', amount: { kind: 'exact', value: '3000' } });
  });
  it.each([
    // A floor on what is received is a condition the service cannot check.
    'Please sell 3,000 DEGEN on Base for USDC. If the USDC I receive is lower than 500, that is fine.',
    // Fees of what is received, beside a transfer: no swap receives anything.
    'Send 10 USDC to bob.eth on Base. If the amount I receive is slightly lower because of fees, that is fine.',
  ])('%s', (prompt) => {
    expect(outcome(read(prompt))).not.toBe('move');
    expect(JSON.stringify(read(prompt))).not.toContain('the limit you set beside it is one I keep');
  });
});

describe('orders left as they are, said beside another read: not taken for a list of orders', () => {
  it.each([
    'What is my ETH balance on Base? Please do not alter or cancel any of them.',
    'What is my ETH balance on Base? I want to make sure nothing was set up that I have since forgotten about. Please do not alter or cancel any of them.',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
});
