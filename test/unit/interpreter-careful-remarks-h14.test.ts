import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Careful prose whose one sentence is the whole move and whose other sentences are the person's own reasons,
 * acceptances or limits the move keeps by itself (held-out-14, issue 16): the move read from its sentence alone and
 * asked back whole for a yes, naming what was left out. A sentence that conditions, corrects, reports someone else,
 * names another figure, chain or token to use, or asks for something else keeps the prompt from being read this way.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('one sentence the move, the rest the person’s own remarks: asked back whole', () => {
  it.each([
    [
      "Please purchase 50 US dollars' worth of cbBTC on Base, paying with USDC from the same wallet. I'd prefer not to touch my ETH for this.",
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'cbBTC', amount: { kind: 'usd', value: '50' } },
    ],
    [
      "On Solana, please swap 20 USDC into WIF. I understand the price may move slightly between the quote and the execution, and that's acceptable to me.",
      { kind: 'swap', chain: 'solana', tokenIn: 'USDC', tokenOut: 'WIF', amount: { kind: 'exact', value: '20' } },
    ],
    [
      "I'd like to spend the equivalent of 60 dollars of my SOL to buy JUP on Solana. To be clear, the payment should come out of my SOL, not out of my USDC.",
      { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'JUP', amount: { kind: 'usd', value: '60' } },
    ],
    [
      "Please convert 1,000 USDC to DAI on Base. It's for an invoice that must be settled in DAI, so getting the right output token matters more to me than squeezing out the best rate.",
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DAI', amount: { kind: 'exact', value: '1000' } },
    ],
    [
      "I hold some USDT on Polygon that I'd like to consolidate into USDC, as that is what I use for everything else. Please swap 40 USDT to USDC on Polygon.",
      { kind: 'swap', chain: 'polygon', tokenIn: 'USDT', tokenOut: 'USDC', amount: { kind: 'exact', value: '40' } },
    ],
    [
      'Please send 75 USDC on Base to bob.eth. This is the repayment of a personal loan, so the amount he receives needs to be exactly 75; the network fee should be paid separately and not deducted from it.',
      { kind: 'transfer', chain: 'base', token: 'USDC', amount: { kind: 'exact', value: '75' }, to: 'bob.eth' },
    ],
    [
      "I'd like to transfer 0.1 ETH on Ethereum to vitalik.eth. Please make sure the name resolves properly before sending, and show me the address you used in your reply.",
      { kind: 'transfer', chain: 'ethereum', token: 'ETH', amount: { kind: 'exact', value: '0.1' }, to: 'vitalik.eth' },
    ],
    [
      "I have a small amount of WETH on Ethereum that I'd like to turn back into plain ETH. Please unwrap 0.02 WETH and leave the rest of my WETH as it is.",
      { kind: 'unwrap', chain: 'ethereum', token: 'WETH', amount: { kind: 'exact', value: '0.02' } },
    ],
    [
      'Please swap 30 USDC for DEGEN on Base. I would rather not use my ETH for this.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '30' } },
    ],
    [
      'Kindly send 12 USDC on Polygon to alice.eth. The amount she receives should be exactly 12; any fee is separate.',
      { kind: 'transfer', chain: 'polygon', token: 'USDC', amount: { kind: 'exact', value: '12' }, to: 'alice.eth' },
    ],
    [
      "I'd like to buy 25 dollars of BONK on Solana. I accept that the price may move a little before it executes, which is fine.",
      { kind: 'swap', chain: 'solana', tokenOut: 'BONK', amount: { kind: 'usd', value: '25' } },
    ],
  ])('%s', (prompt, move) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { ...move, awaiting: 'confirm' } });
  });
});

describe('a sentence beside the move that changes, conditions, reports or asks is no remark: nothing moves', () => {
  it.each([
    'Please swap 30 USDC for DEGEN on Base. Use my ETH instead.',
    'Please swap 30 USDC for DEGEN on Base. I would rather use my ETH for this.',
    'Please swap 30 USDC for DEGEN on Base. I would rather not use USDC, use ETH.',
    'Please swap 30 USDC for DEGEN on Base. Only if DEGEN is below one cent.',
    'Please swap 30 USDC for DEGEN on Base. Actually make it 40.',
    'Please send 75 USDC on Base to bob.eth. He said the amount needs to be exactly 75.',
    'Please send 75 USDC on Base to bob.eth. The amount he receives needs to be exactly 80.',
    'I would like to exchange exactly 0.25 ETH for USDC on Base. If the quoted rate is far off the market price of roughly 3,000 dollars per ETH, please stop and let me know rather than proceeding.',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind).toBe('fail');
  });
  it('a read asked beside the move is answered, the move not made', () => {
    expect(read('Please send 75 USDC on Base to bob.eth. What is my USDC balance on Base?')).toMatchObject({ kind: 'intent', intent: { kind: 'balance' } });
  });
});

describe('an order with a remark that only says it waits, as it does: asked back whole', () => {
  it.each([
    [
      "As a precaution, please set a stop-loss on Base: if ETH falls below 2,400 dollars, sell 0.5 ETH for USDC. It should not execute at today's price, only if that level is actually reached.",
      'ETH',
    ],
    [
      "I'd like to set up a recurring purchase on Base: 25 USDC into ETH every Monday, for the next eight weeks. If any single purchase fails, please simply skip it rather than retrying with a larger amount later.",
      'ETH',
    ],
    ['Could you schedule a single purchase for this Friday at 10:00 UTC: 40 USDC worth of AERO on Base? Just once, please, not a recurring order.', 'AERO'],
    ['Please set a limit order on Base: buy ETH with 100 USDC if ETH falls to 2,000 dollars. Please don’t buy anything at the current price.', 'ETH'],
    [
      "Please set a limit order on Base: buy ETH with 100 USDC if ETH falls to 2,000 dollars. It should not execute at today's price, only if that level is actually reached.",
      'ETH',
    ],
  ])('%s', (prompt, token) => {
    const reading = read(prompt);
    expect(reading).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', awaiting: 'confirm' } });
    expect(JSON.stringify(reading)).toContain(token);
  });
});

describe('a remark beside an order that adds a condition, a change or another schedule: nothing is set up', () => {
  it.each([
    'As a precaution, please set a stop-loss on Base: if ETH falls below 2,400 dollars, sell 0.5 ETH for USDC. Only if gas is low.',
    "I'd like to set up a recurring purchase on Base: 25 USDC into ETH every Monday, for the next eight weeks. If any single purchase fails, buy double the next week.",
    "I'd like to set up a recurring purchase on Base: 25 USDC into ETH every Monday, for the next eight weeks. Just once, please, not a recurring order.",
    'Please set a limit order on Base: buy ETH with 100 USDC if ETH falls to 2,000 dollars. Buy it at the current price if it is close.',
  ])('%s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});
