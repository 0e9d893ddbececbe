import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Careful prose (held-out-17, issue 16) whose one sentence is the move and whose other sentences are the person's own
 * constraints, classed by the role they play: the rest of what the move spends kept ("I'd like to keep the rest of my
 * DEGEN, so only that amount"), the move's chain bounded again ("Only on Polygon, nowhere else"), an order's nature said
 * again ("Please don't buy at the current price"; "After the fourth purchase it should stop" beside four runs; "Just that
 * one purchase, not a recurring one" beside a dated order), and a
 * cost of the trade no reading can check, with a wish to be told first ("If the price impact is unusually large, please
 * let me know before proceeding"): asked back whole for a yes, never made at once. A remark that bounds something else,
 * names another count, chain or figure, or changes the move keeps the prompt from being read this way.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a move beside its own constraints: asked back whole for a yes', () => {
  it.each([
    [
      "Please sell 5,000 DEGEN on Base for ETH. I'd like to keep the rest of my DEGEN, so only that amount.",
      { kind: 'swap', chain: 'base', tokenIn: 'DEGEN', tokenOut: 'ETH', amount: { kind: 'exact', value: '5000' } },
    ],
    [
      'Please sell 5,000 DEGEN on Base for ETH. Only that amount, please; I want to keep the rest of my DEGEN.',
      { kind: 'swap', chain: 'base', tokenIn: 'DEGEN', tokenOut: 'ETH', amount: { kind: 'exact', value: '5000' } },
    ],
    [
      'Sell exactly 5000 DEGEN for ETH on Base. I wish to keep the remainder of my DEGEN.',
      { kind: 'swap', chain: 'base', tokenIn: 'DEGEN', tokenOut: 'ETH', amount: { kind: 'exact', value: '5000' } },
    ],
    [
      "Swap 200 USDC for ETH on Base. I'd like to keep the rest of my USDC, so just that amount and nothing more.",
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '200' } },
    ],
    [
      "I'd prefer to hold USDT rather than USDC on Polygon for the time being. Could you convert 500 USDC to USDT there, please? Only on Polygon, nowhere else.",
      { kind: 'swap', chain: 'polygon', tokenIn: 'USDC', tokenOut: 'USDT', amount: { kind: 'exact', value: '500' } },
    ],
    [
      'Please convert 300 USDC to DAI there. Strictly on Base, and nowhere else.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DAI', amount: { kind: 'exact', value: '300' } },
    ],
    [
      'I would like to sell 20 AERO on Base and receive USDC in return. If the price impact is unusually large, please let me know before proceeding; otherwise go ahead.',
      { kind: 'swap', chain: 'base', tokenIn: 'AERO', tokenOut: 'USDC', amount: { kind: 'exact', value: '20' } },
    ],
    [
      "Please use forty dollars' worth of my WETH on Base to buy AERO. If the price impact looks unusual, I'd rather you stop, but otherwise go ahead.",
      { kind: 'swap', chain: 'base', tokenIn: 'WETH', tokenOut: 'AERO', amount: { kind: 'usd', value: '40' } },
    ],
    [
      'Swap 100 USDC for DEGEN on Base. Should the spread be unusually wide, check with me first.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '100' } },
    ],
    [
      "Please swap 500 USDC for USDT on Polygon. I'm consolidating stablecoins, so I'd expect the rate to be very close to one-to-one; if it's noticeably worse than that, I'd rather you held off and told me.",
      { kind: 'swap', chain: 'polygon', tokenIn: 'USDC', tokenOut: 'USDT', amount: { kind: 'exact', value: '500' } },
    ],
    [
      'Sell 20 AERO for USDC on Base. Please check the price impact with me before you go ahead.',
      { kind: 'swap', chain: 'base', tokenIn: 'AERO', tokenOut: 'USDC', amount: { kind: 'exact', value: '20' } },
    ],
    [
      'Sell 20 AERO for USDC on Base, but if the price impact looks too high, ask me first.',
      { kind: 'swap', chain: 'base', tokenIn: 'AERO', tokenOut: 'USDC', amount: { kind: 'exact', value: '20' } },
    ],
    [
      'Please sell 20 AERO for USDC on Base. If liquidity is thin, let me know first.',
      { kind: 'swap', chain: 'base', tokenIn: 'AERO', tokenOut: 'USDC', amount: { kind: 'exact', value: '20' } },
    ],
    [
      'Please sell 20 AERO for USDC on Base. If the quoted price looks off, let me know first.',
      { kind: 'swap', chain: 'base', tokenIn: 'AERO', tokenOut: 'USDC', amount: { kind: 'exact', value: '20' } },
    ],
    [
      'Sell 2 SOL for USDC on Solana. If the rate looks bad, tell me before you proceed. Otherwise go ahead.',
      { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'USDC', amount: { kind: 'exact', value: '2' } },
    ],
  ])('%s', (prompt, move) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { ...move, awaiting: 'confirm' } });
  });
});

describe('an order beside words that say again what it is: asked back whole', () => {
  it.each([
    [
      "I'd like to place a limit order on Ethereum: buy WBTC with 500 USDC, but only if the price of WBTC falls to $55,000 or below. Please don't buy at the current price.",
      { type: 'price', token: 'WBTC', priceUsd: '55000' },
    ],
    ["If ETH on Base drops to $2,000, buy it with 100 USDC. I don't want to buy at today's price.", { type: 'price', token: 'ETH', priceUsd: '2000' }],
    ['Sell 1 SOL for USDC on Solana when SOL reaches $300. Please do not sell it now.', { type: 'price', token: 'SOL', priceUsd: '300' }],
    ['Buy WBTC with 500 USDC on Ethereum if WBTC falls to $55,000. Not at the current price, please.', { type: 'price', token: 'WBTC' }],
    [
      "I'd like to set up a recurring purchase on Base: every Monday, buy $20 of ETH using USDC, for the next four weeks. After the fourth purchase it should stop.",
      { type: 'every', intervalSeconds: 604_800, count: 4 },
    ],
    ['Every Monday, buy $20 of ETH with USDC on Base for 4 weeks. It should stop after four purchases.', { type: 'every', count: 4 }],
    ['Every day buy 10 USDC of SOL on Solana, 5 times. That is five buys in total, and no more.', { type: 'every', intervalSeconds: 86_400, count: 5 }],
    [
      'On 2026-12-01 at 09:00 UTC, please buy 100 USDC worth of UNI on Unichain. Just that one purchase, not a recurring one.',
      { type: 'at', at: '2026-12-01T09:00:00.000Z' },
    ],
    ['Tomorrow at 9:00 UTC, buy 100 USDC worth of UNI on Unichain. Only one purchase, not a recurring one.', { type: 'at' }],
    ['Tomorrow at 9:00 UTC, sell 1 SOL for USDC on Solana. Once only, no repeats.', { type: 'at' }],
  ])('%s', (prompt, trigger) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', trigger, awaiting: 'confirm' } });
  });
});

describe('a remark that bounds something else, counts otherwise or changes the move: never asked back as the move', () => {
  it.each([
    "Please sell 5,000 DEGEN on Base for ETH. I'd like to keep the rest of my DEGEN, so only half that amount.",
    "Please sell all my DEGEN on Base for ETH. I'd like to keep the rest of my DEGEN.",
    'Please convert 500 USDC to USDT on Polygon. Only on Base, nowhere else.',
    'Sell 2 SOL for USDC on Solana. If the fees are too high, wait until tomorrow.',
    "Please swap 50 USDC for ETH on Base. If the price impact exceeds 2%, I'd rather you stop.",
    'Sell 2 SOL for USDC on Solana. If the price impact is high, sell 1 SOL instead.',
    'Sell 2 SOL for USDC on Solana. If the price impact is large, send it to bob.eth.',
    'Buy WBTC with 500 USDC on Ethereum if WBTC falls to $55,000. Please buy now instead.',
    'Every Monday, buy $20 of ETH with USDC on Base for 4 weeks. After the third purchase it should stop.',
    'Every Monday, buy $20 of ETH with USDC on Base. After the fourth purchase it should stop.',
    'Tomorrow at 9:00 UTC, buy 100 USDC worth of UNI on Unichain. Just one purchase of 50.',
    'Swap 100 USDC for UNI on Unichain. Just that one purchase, not a recurring one.',
    'Please sell 20 AERO for USDC on Base. If liquidity is thin, sell only 10.',
    "Please swap 500 USDC for USDT on Polygon. If it's worse than that, sell ETH instead.",
    'Sell 20 AERO for USDC on Base, but if ETH drops below 2000, stop.',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind).not.toBe('intent');
    expect(JSON.stringify(reading)).not.toContain('leaving out what only explains it');
  });
});

describe('a noun made one with "price" is no token', () => {
  it.each(['impact', 'action', 'movement', 'swing', 'level', 'history', 'slippage', 'change'])('"the price %s is …" names no token', (noun) => {
    const reading = read(`Please swap 50 USDC for ETH on Base. If the price ${noun} is unusually large, let me know.`);
    expect(JSON.stringify(reading)).not.toContain(`"${noun.toUpperCase()}"`);
    expect(reading.kind).not.toBe('intent');
  });
  it('a word after "price" that is no such noun is still a token asked', () => {
    expect(read('price pepe')).toMatchObject({ kind: 'intent', intent: { kind: 'price', tokens: ['PEPE'] } });
    expect(read('price foo is')).toMatchObject({ kind: 'fail', code: 'UNKNOWN_TOKEN' });
  });
});

describe('a lookup beside "please don\'t trade it, I only want to know": the lookup', () => {
  const address = '0x514910771AF9Ca656af840dff83E8264EcF986CA';
  it.each([
    `I would like to verify a contract address before I interact with it. Could you tell me which token lives at ${address} on Ethereum? Please don't trade it, I only want to know what it is.`,
    `What token is at ${address} on Ethereum? Please do not buy it; I just want to know what it is.`,
    `Which token is ${address} on Ethereum? Please don't trade it.`,
    `Could you tell me what token ${address} is on Ethereum? I do not want to buy it, I just want to know what it is.`,
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'lookup', address, chain: 'ethereum' } });
  });
  it('a move beside the same words is still refused', () => {
    expect(read("Swap 10 USDC for ETH on Base. Please don't trade it, I only want to know what it is.")).toMatchObject({ kind: 'fail' });
  });
});

describe('a trade now and "more" of it on a trigger: never one order made of both', () => {
  it.each([
    'Buy ETH with 100 USDC on Base, but if ETH drops to 2000 buy more.',
    'Buy ETH with 100 USDC on Base, and if ETH drops to 2000 buy more.',
    'Sell 1 ETH for USDC on Base, but if ETH rises to 5000 sell more.',
    'Purchase 50 USDC of SOL on Solana, then if SOL falls to 120 buy again.',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind).toBe('fail');
  });
  it.each(['If ETH drops to 2000 buy more ETH with 100 USDC on Base', 'Buy ETH with 100 USDC on Base if ETH drops to 2000'])(
    'an order that buys "more" on its own trigger is still that order: %s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'price', priceUsd: '2000' } } });
    },
  );
});
