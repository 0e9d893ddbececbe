import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Careful prose whose one sentence is the move and whose other sentences are the person's own (held-out-16, issue 16),
 * read by the role each plays: the move's own token said again ("Note that I mean USDT, not USDC"), a reason ("since
 * I'll be depositing it into another protocol that only accepts the wrapped token", "I owe a friend for dinner last
 * week"), what stays where it is ("keep my stablecoin balance on Base untouched for now"), a hedged estimate ("If my
 * arithmetic is right that's roughly forty dollars' worth"), a bound the move keeps ("please don't wrap more than
 * that"), a slippage bound read into the swap, a test made for real, a price left to the market, and for an order that
 * it waits ("Until then, I'd like the ETH to stay where it is", "To be clear, not now, only at that time"). The move is
 * asked back whole for a yes. A remark that names another token or figure, contradicts the move or waits on something
 * the service cannot check is no such remark.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a move beside the person’s own remarks: asked back whole for a yes', () => {
  it.each([
    [
      "Please swap 250 USDC for WETH on Ethereum. I need the output to be WETH specifically, not native ETH, since I'll be depositing it into another protocol that only accepts the wrapped token.",
      { kind: 'swap', chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'WETH', amount: { kind: 'exact', value: '250' } },
    ],
    [
      'Kindly exchange 40 USDC to DAI on Base. To be clear, I mean DAI, not USDT, because my landlord only takes DAI.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DAI', amount: { kind: 'exact', value: '40' } },
    ],
    [
      "I'd like to acquire exactly 5 UNI on Unichain, paying with native ETH. Please make sure I receive exactly 5 UNI, rather than spending a round amount of ETH; the ETH cost can be whatever the market requires.",
      { kind: 'swap', chain: 'unichain', tokenIn: 'ETH', tokenOut: 'UNI', amount: { kind: 'exact', value: '5' }, side: 'buy' },
    ],
    [
      "Could you please buy $40 worth of TOSHI on Base, paying with ETH rather than USDC? I'd like to keep my stablecoin balance on Base untouched for now.",
      { kind: 'swap', chain: 'base', tokenIn: 'ETH', tokenOut: 'TOSHI', amount: { kind: 'usd', value: '40' } },
    ],
    [
      "Please sell 2,000,000 BONK for USDC on Solana. If my arithmetic is right that's roughly forty dollars' worth; I'd like to keep the rest of my BONK as it is.",
      { kind: 'swap', chain: 'solana', tokenIn: 'BONK', tokenOut: 'USDC', amount: { kind: 'exact', value: '2000000' } },
    ],
    [
      "Please sell 1000 BONK for USDC on Solana. If I'm not mistaken that's about twenty dollars.",
      { kind: 'swap', chain: 'solana', tokenIn: 'BONK', tokenOut: 'USDC', amount: { kind: 'exact', value: '1000' } },
    ],
    [
      "Please wrap 2 POL into WPOL on Polygon. I need the wrapped version for a contract interaction later today, and 2 is all I need, so please don't wrap more than that.",
      { kind: 'wrap', chain: 'polygon', token: 'POL', amount: { kind: 'exact', value: '2' } },
    ],
    [
      'Please wrap 1 ETH into WETH on Base. I need it for a deposit tomorrow, and 1 is all I need, so please do not wrap more than that.',
      { kind: 'wrap', chain: 'base', token: 'ETH', amount: { kind: 'exact', value: '1' } },
    ],
    [
      'Please sell 0.5 SOL for USDT on Solana. Note that I mean USDT, not USDC; I keep the two separate for accounting reasons.',
      { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'USDT', amount: { kind: 'exact', value: '0.5' } },
    ],
    [
      "I owe a friend for dinner last week. Please send 42.50 USDC to carol.base.eth on Base. I'd appreciate it if you confirmed the name resolves to an address before sending.",
      { kind: 'transfer', chain: 'base', token: 'USDC', amount: { kind: 'exact', value: '42.50' }, to: 'carol.base.eth' },
    ],
    [
      'Please send 25 USDC to bob.eth on Base. I would appreciate it if you checked the name resolves correctly before sending.',
      { kind: 'transfer', chain: 'base', token: 'USDC', amount: { kind: 'exact', value: '25' }, to: 'bob.eth' },
    ],
    [
      "Please send 0.01 ETH on Unichain to 0x4444444444444444444444444444444444444444. It's a small test transfer before a larger one, so the exact amount matters more to me than speed.",
      { kind: 'transfer', chain: 'unichain', token: 'ETH', amount: { kind: 'exact', value: '0.01' } },
    ],
    [
      'Please send 0.005 ETH on Base to 0x4444444444444444444444444444444444444444. This is just a test transfer ahead of the real one.',
      { kind: 'transfer', chain: 'base', token: 'ETH', amount: { kind: 'exact', value: '0.005' } },
    ],
  ])('%s', (prompt, move) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { ...move, awaiting: 'confirm' } });
  });
});

describe('a slippage bound said in a sentence of its own is read into the swap', () => {
  it.each([
    ["I'd like to diversify a little. On Ethereum, please spend 150 USDC on WBTC. Standard slippage is fine, but I'd ask that it not exceed 1%.", 100],
    ['I would like to swap 200 USDC to ETH on Base. Please make sure the slippage does not go above 0.5%.', 50],
    ['Please exchange 80 USDC for DAI on Base. Slippage should not be more than 2 percent.', 200],
  ])('%s', (prompt, bps) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', slippageBps: bps, awaiting: 'confirm' } });
  });
  it('beside a transfer, which has no slippage, it is no remark', () => {
    expect(read("Send 20 USDC to bob.eth on Base. Standard slippage is fine, but I'd ask that it not exceed 1%.").kind).not.toBe('intent');
    expect(JSON.stringify(read("Send 20 USDC to bob.eth on Base. Standard slippage is fine, but I'd ask that it not exceed 1%."))).not.toContain(
      'slippage you set',
    );
  });
});

describe('a remark that contradicts, adds, corrects or conditions: never passed over', () => {
  it.each([
    'Please sell 0.5 SOL for USDT on Solana. Note that I mean USDC, not USDT.',
    'Please buy 30 USD of DEGEN on Base with USDC. I want to keep my stablecoins untouched.',
    "Please sell 1000 BONK for USDC on Solana. I'd like to keep my BONK as it is.",
    'Please sell 1000 BONK for USDC on Solana. If the price is right, go ahead.',
    'Please wrap 1 ETH into WETH on Base. Do it tomorrow, I need it for a deposit.',
    'Please send 25 USDC to bob.eth on Base. I would appreciate it if you sent another 10 tomorrow.',
    'Please buy exactly 10 UNI on Ethereum with ETH. Make sure I receive exactly 12 UNI.',
    "Please swap 100 USDC for WETH on Base. It's because I'll need 50 more later.",
    'Please swap 100 USDC for WETH on Base, since I want it on Polygon.',
    'My friend told me to do it. Please send 25 USDC to bob.eth on Base.',
    'Please swap 100 USDC for WETH on Base, because my boss told me to.',
    'Send 5 USDC to bob.eth on Base. Please do not send it.',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind).not.toBe('intent');
    expect(JSON.stringify(reading)).not.toContain('leaving out what only explains it (');
  });
});

describe('an order beside a remark that it waits: asked back whole', () => {
  it.each([
    [
      "To protect against a sharp drop, please set a stop-loss on Ethereum: if UNI falls below $8, sell 5 UNI for USDC. Please don't sell anything right now.",
      'UNI',
    ],
    ['To lock in gains, please set a take-profit on Base: if ETH rises above $4,000, sell 0.5 ETH for USDC.  Please do not sell anything yet.', 'ETH'],
    [
      "Please set a take-profit order on Base: sell 1 ETH for USDC if the price of ETH reaches $3,600. Until then, I'd like the ETH to stay where it is.",
      'ETH',
    ],
  ])('%s', (prompt, token) => {
    const reading = read(prompt);
    expect(reading).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', awaiting: 'confirm' } });
    expect(JSON.stringify(reading)).toContain(token);
  });
  it.each([
    'To get ahead of the crowd, please set a stop-loss on Ethereum: if UNI falls below $8, sell 5 UNI for USDC. Please sell 1 UNI right now too.',
    'Please set a take-profit order on Base: sell 1 ETH for USDC if the price of ETH reaches $3,600. Until then, send 0.1 ETH to bob.eth every week.',
  ])('a remark that adds to the order: %s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'ask' && reading.pending.awaiting === 'confirm').toBe(false);
  });
  it('a bitcoin price watched on the wrapped bitcoin traded, never on another token', () => {
    expect(read('buy WBTC with 500 USDC on ethereum if BTC drops below 50000')).toMatchObject({
      kind: 'intent',
      intent: { trigger: { type: 'price', token: 'WBTC', priceUsd: '50000' } },
    });
    expect(read('buy cbBTC with 500 USDC on base if ETH drops below 2000')).toMatchObject({ kind: 'intent', intent: { trigger: { token: 'ETH' } } });
  });
});

describe('a cancel that points back at the order named before it', () => {
  const setup = 'Every day, buy 15 USDC worth of DEGEN on Base.';
  it.each([
    "Earlier I set up a daily DEGEN purchase on Base. Having reconsidered, I'd like you to cancel that recurring order, please. Nothing else should be affected.",
    'I set up a daily DEGEN purchase on Base. On second thought, please cancel it. Nothing else should be changed.',
    "Earlier I created a daily DEGEN buy on Base. I'd like you to cancel that order.",
  ])('%s', (prompt) => {
    expect(onThreadAt(now, setup, prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-cancel', match: { kind: 'recurring', token: 'DEGEN' } },
    });
  });
  it('a cancel beside another request is no such cancel', () => {
    const reading = onThreadAt(now, setup, 'Earlier I set up a daily DEGEN purchase on Base. Please cancel it. Also buy 5 USDC of DEGEN now.');
    expect(reading.kind === 'intent' && reading.intent.kind === 'automation-cancel').toBe(false);
  });
});
