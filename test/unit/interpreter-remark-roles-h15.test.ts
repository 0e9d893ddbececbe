import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Careful prose whose one sentence is the move and whose other sentences play a role the service keeps anyway
 * (held-out-15, issue 16): they say the move's own amount or pay token again with a word that bounds it, leave the rest
 * of what it spends alone, ask for the receipt, ask for care always taken, or only thank. The move is asked back whole
 * for a yes. A remark that bounds anything else, names another figure or token to use, or waits on something the
 * service cannot check keeps the prompt from being read this way.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a move beside remarks the service keeps anyway: asked back whole for a yes', () => {
  it.each([
    [
      "I would like to exchange exactly 150 USDC for ETH on Base. Please pay for it with USDC only; I don't want my existing ETH touched in any way.",
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '150' } },
    ],
    [
      'Please swap 40 USDT for USDC on Polygon. Kindly pay for this from my USDT only.',
      { kind: 'swap', chain: 'polygon', tokenIn: 'USDT', tokenOut: 'USDC', amount: { kind: 'exact', value: '40' } },
    ],
    [
      "I'd like to make a small donation: please send 100 USDC to vitalik.eth on Ethereum mainnet. Please double-check the name resolves correctly before sending.",
      { kind: 'transfer', chain: 'ethereum', token: 'USDC', amount: { kind: 'exact', value: '100' }, to: 'vitalik.eth' },
    ],
    [
      'Please send 15 USDC to alice.eth on Base. Kindly verify that the name resolves properly before you send.',
      { kind: 'transfer', chain: 'base', token: 'USDC', amount: { kind: 'exact', value: '15' }, to: 'alice.eth' },
    ],
    [
      'Please swap 50 USDC for ETH on Base. Kindly let me know what it cost afterwards.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '50' } },
    ],
    [
      'I would like to wrap 3 POL on Polygon. Please tell me how much it cost once done. Thank you.',
      { kind: 'wrap', chain: 'polygon', token: 'POL', amount: { kind: 'exact', value: '3' } },
    ],
    [
      'I need to end up with precisely 0.5 SOL more than I have now, on Solana. Please pay for it from my USDC there, and kindly let me know what it cost afterwards.',
      { kind: 'swap', chain: 'solana', tokenIn: 'USDC', tokenOut: 'SOL', amount: { kind: 'exact', value: '0.5' }, side: 'buy' },
    ],
    [
      'I hold some TOSHI on Base that I no longer wish to keep in full. Please sell 100,000 TOSHI for USDC, which I estimate to be about thirty dollars at current prices.',
      { kind: 'swap', chain: 'base', tokenIn: 'TOSHI', tokenOut: 'USDC', amount: { kind: 'exact', value: '100000' } },
    ],
    [
      "I have a lot of DEGEN on Base and don't want to keep it in full. Please sell 50,000 DEGEN for USDC, which I think is roughly $20.",
      { kind: 'swap', chain: 'base', tokenIn: 'DEGEN', tokenOut: 'USDC', amount: { kind: 'exact', value: '50000' } },
    ],
    [
      'Please swap 25 USDC for AERO on Base. Use USDC only, please; my ETH should stay where it is.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'AERO', amount: { kind: 'exact', value: '25' } },
    ],
    [
      'Please sell 2,000,000 PEPE for USDC on Ethereum, which I reckon is roughly 25 dollars.',
      { kind: 'swap', chain: 'ethereum', tokenIn: 'PEPE', tokenOut: 'USDC', amount: { kind: 'exact', value: '2000000' } },
    ],
    [
      'Please sell 100,000 TOSHI for USDC on Base, which is roughly $30.',
      { kind: 'swap', chain: 'base', tokenIn: 'TOSHI', tokenOut: 'USDC', amount: { kind: 'exact', value: '100000' } },
    ],
    [
      'Please sell 100,000 TOSHI for USDC on Base. I estimate it to be about thirty dollars at current prices.',
      { kind: 'swap', chain: 'base', tokenIn: 'TOSHI', tokenOut: 'USDC', amount: { kind: 'exact', value: '100000' } },
    ],
  ])('%s', (prompt, move) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { ...move, awaiting: 'confirm' } });
  });
});

// What the move leaves alone said with what it is kept for ("for gas") restates the rest as "…should stay as it is" does
// without it (beside-roles.ts): the move is read as said.
describe('what a wrap leaves alone, kept for gas: the wrap', () => {
  it.each([
    [
      "On Polygon, I'd like to wrap 20 POL into WPOL. Only twenty, please; the remainder of my POL should stay as it is for gas.",
      { kind: 'wrap', chain: 'polygon', token: 'POL', amount: { kind: 'exact', value: '20' } },
    ],
    [
      "I'd like to wrap 2 ETH into WETH on Base. Just the two, please; the rest of my ETH must remain for gas.",
      { kind: 'wrap', chain: 'base', token: 'ETH', amount: { kind: 'exact', value: '2' } },
    ],
  ])('%s', (prompt, move) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: move });
  });
});

describe('a remark that bounds something else, changes the move or waits on what cannot be checked: no move asked back', () => {
  it.each([
    "On Polygon, I'd like to wrap 20 POL into WPOL. Only ten, please.",
    "On Polygon, I'd like to wrap 20 POL into WPOL. Only ten of them, please; the rest should stay.",
    'I would like to exchange exactly 150 USDC for ETH on Base. Please pay for it with ETH only.',
    'I would like to exchange exactly 150 USDC for ETH on Base. Please pay for it with USDT only.',
    'Please swap 50 USDC for ETH on Base. All my USDC, please.',
    'Please wrap 20 POL on Polygon. The rest of my POL should go to bob.eth.',
    'Please send 100 USDC to vitalik.eth on Ethereum. Please double the amount.',
    "Please swap 50 USDC for ETH on Base. If the price impact exceeds 2%, I'd rather you stop.",
    'Please swap 150 USDC for ETH on Base. Let me know what it cost, then send the ETH to bob.eth.',
    'Swap 150 USDC for ETH on Base. Pay with ETH.',
    'Please swap 25 USDC for AERO on Base. Use ETH only, please.',
    'Please send 40 USDC to bob.eth on Base, which is about half of what I owe him.',
    'Please wrap 10 POL on Polygon. The rest of my POL should also be wrapped tomorrow.',
    'Please send 100 USDC to vitalik.eth on Ethereum. Triple it.',
    'Please buy 0.5 SOL on Solana. Please pay for it from my USDT, and tell me what it cost afterwards.',
    'I want to buy exactly 1,000 BONK on Solana. Pay for it from my USDC, and tell me what it cost afterwards.',
    'Please sell 100,000 TOSHI for USDC on Base, which I estimate to be about thirty dollars. Actually sell 200,000.',
    'Please sell 100,000 TOSHI for USDC on Base, which I estimate to be about thirty dollars, and send the USDC to bob.eth.',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    // Never made, and never asked back as the one request its remarks only explain (a word left unread may ask it back).
    expect(reading.kind).not.toBe('intent');
    expect(JSON.stringify(reading)).not.toContain('leaving out what only explains it');
  });
});

describe('an order beside a remark that it waits and what kind it is: asked back whole', () => {
  it.each([
    ["If UNI on Ethereum drops to $8, I'd like to buy it with 80 USDC. Please set that up as a limit order rather than buying at today's price.", 'UNI'],
    ['If ETH on Base falls to $2,000, please buy it with 100 USDC. Please set it up as a limit order rather than buying at the current price.', 'ETH'],
  ])('%s', (prompt, token) => {
    const reading = read(prompt);
    expect(reading).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', awaiting: 'confirm' } });
    expect(JSON.stringify(reading)).toContain(token);
  });
  it('an order beside "do not buy anything now" is that order, never a buy now', () => {
    const reading = read('If SOL on Solana drops to $120, buy SOL with 50 USDC. Please do not buy anything now.');
    expect(reading.kind === 'intent' ? reading.intent.kind : reading.kind === 'ask' ? reading.pending.kind : reading.kind).toBe('automation-create');
  });
  it.each([
    "If UNI on Ethereum drops to $8, I'd like to buy it with 80 USDC. Please set that up as a recurring order.",
    "If UNI on Ethereum drops to $8, I'd like to buy it with 80 USDC. Please buy some at today's price too.",
  ])('a remark that adds to the order: %s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'ask' && reading.pending.awaiting === 'confirm').toBe(false);
  });
});

describe('a word beside a move that multiplies it or pays with what it buys is never passed over', () => {
  it.each([
    'Please send 100 USDC to vitalik.eth on Ethereum. Double it.',
    'Please send 100 USDC to vitalik.eth on Ethereum. Please double the amount.',
    'Swap 150 USDC for ETH on Base. Pay with ETH.',
    'Please swap 25 USDC for AERO on Base. Use ETH only, please.',
    'Please send 40 USDC to bob.eth on Base, which is about half of what I owe him.',
    'Please wrap 10 POL on Polygon. The rest of my POL should also be wrapped tomorrow.',
    'swap 150 usdc for eth on base, paying using eth',
  ])('%s', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
  it.each([
    'Kindly send 100 USDC on Solana to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin. I have double-checked the address with the recipient by phone.',
    'Swap 150 USDC for ETH on Base. Pay with USDC.',
  ])('care taken or the move’s own pay token: %s', (prompt) => {
    expect(read(prompt).kind).toBe('intent');
  });
});

describe('a token’s amount "of it" spends on something named elsewhere: never bought as that token', () => {
  it.each(['I like DEGEN a lot. Please buy 20 USDC of it on Base.', 'buy 20 usdc of it on base', 'Please purchase 50 USDC worth of them on Base.'])(
    '%s',
    (prompt) => {
      expect(read(prompt).kind).not.toBe('intent');
    },
  );
});
