import { describe, expect, it } from 'vitest';
import { interpretPrompt, movingIntentOf, type Interpretation } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Careful prose: one clear request with harmless sentences beside it (held-out-23, issue 16). Each sentence is read by
 * the role it plays — a read said to be only a read, a payment token said with its purpose, a courtesy about wording or
 * about the move being possible, a kind of token ruled out beside the one chosen, the whole request said to be all, a
 * cost remark asking to be told, a need that the move meets, "until then nothing should be sold" beside a take-profit,
 * an apology before an answer, payments listed one to a line, other orders left alone beside a cancel, a report asked
 * once a launch is live — and never moves money differently from what was asked: beside a sentence that changes the
 * move, the move keeps its refusal or question.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const moveKinds = ['swap', 'transfer', 'transfer-batch', 'wrap', 'unwrap', 'launch', 'automation-create'];

describe('a read beside a sentence saying it is only a read: answered', () => {
  it.each([
    [
      'Could you please tell me my current USDC balance on Base? I am not asking you to move anything at all — only the balance, please.',
      { kind: 'balance', tokens: ['USDC'] },
    ],
    ["What's my ETH balance on Ethereum? I'm not asking you to sell anything.", { kind: 'balance', tokens: ['ETH'] }],
    [
      "Could you tell me roughly what my LINK on Ethereum is worth? I'm only after the value; I have no intention of selling it at the moment.",
      { kind: 'portfolio', tokens: ['LINK'] },
    ],
    ['Could you kindly tell me the current price of SOL in US dollars? A single figure is all I need, thank you.', { kind: 'price', tokens: ['SOL'] }],
    ["What's the price of DEGEN? One number is all I want.", { kind: 'price', tokens: ['DEGEN'] }],
    ['Do I hold any WBTC on Ethereum? Please leave everything exactly as it is.', { kind: 'balance', chains: ['ethereum'] }],
    [
      'Two quick questions:\n1. Do I hold any WBTC on Ethereum?\n2. If so, is it worth more than fifty dollars at the current price?\nPlease leave everything exactly as it is.',
      { kind: 'balance', tokens: ['WBTC'] },
    ],
    ["Could you tell me whether I've launched any tokens on Base from this account? I'm honestly not certain.", { kind: 'fees-check' }],
    [
      'Which tokens are trending on Base at the moment? A short list with their current prices would be ideal, if you have them to hand.',
      { kind: 'trending', chains: ['base'] },
    ],
  ])('%s', (prompt, intent) => {
    const reading = read(prompt);
    expect(reading.kind, JSON.stringify(reading)).toBe('intent');
    if (reading.kind === 'intent') expect(reading.intent).toMatchObject(intent);
  });

  it.each([
    'Sell 1 ETH on Base for USDC. I am not asking you to move anything at all.',
    'Send 10 USDC to bob.eth on Base. Only the balance, please.',
    'What is my USDC balance on Base?\nSend 10 USDC to bob.eth on base\nPlease leave everything exactly as it is.',
  ])('%s: such a sentence never makes a move beside it', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'intent' && movingIntentOf(reading), JSON.stringify(reading)).toBeFalsy();
  });
});

describe('a move beside sentences that only agree with it: asked back whole for a yes', () => {
  it.each([
    // A courtesy about the wording, or about the move being possible.
    [
      "Please purchase forty dollars' worth of UNI on Unichain, using the ETH I hold there to pay for it. I would prefer the purchase to be sized by dollar value rather than by a fixed amount of ETH, if that distinction makes sense.",
      { kind: 'swap', tokenOut: 'UNI' },
    ],
    [
      "I need some WETH on Base for an application that won't accept native ETH. Could you wrap 0.5 ETH into WETH on Base for me? Nothing else is needed, and there's no need to swap through a pool if a direct wrap is possible.",
      { kind: 'wrap', token: 'ETH' },
    ],
    // The request said to be all.
    ['Thank you for checking. In that case, please unwrap 50 WPOL back into native POL on Polygon. That is all I require.', { kind: 'unwrap', token: 'WPOL' }],
    ['Thanks for the help. Please send 15 USDC to bob.eth on Base. That will be all.', { kind: 'transfer', to: 'bob.eth' }],
    // A cost remark asking to be told.
    [
      "I've decided to reduce my exposure to BONK somewhat. Please sell 1,500,000 BONK on Solana in exchange for USDC. If the price impact looks unusual I'd be grateful to hear about it, but otherwise please proceed.",
      { kind: 'swap', tokenIn: 'BONK', tokenOut: 'USDC' },
    ],
    // A kind of token ruled out beside the one chosen.
    [
      "If you would, please sell 10 WIF on Solana and take the proceeds in SOL rather than in a stablecoin. I'm happy with the market rate; there's no need for a limit.",
      { kind: 'swap', tokenIn: 'WIF', tokenOut: 'SOL' },
    ],
    [
      "I'd like to acquire a modest position in bitcoin on Base. Specifically, please spend 600 USDC on cbBTC — cbBTC in particular, rather than any other wrapped form of bitcoin. Thank you in advance.",
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'cbBTC' },
    ],
    // Payments listed one to a line.
    [
      "I'm settling two small invoices today, both on Base and both in USDC:\n1. 120 USDC to bob.eth\n2. 80 USDC to carol.base.eth\nPlease send them as two separate payments and let me know the transaction details afterwards.",
      { kind: 'transfer-batch', chain: 'base', token: 'USDC' },
    ],
    ['Paying back two friends, both in USDC on Base:\n- 12 to bob.eth\n- 30 to carol.base.eth', { kind: 'transfer-batch', chain: 'base' }],
  ])('%s', (prompt, intent) => {
    const reading = read(prompt);
    expect(reading.kind, JSON.stringify(reading)).toBe('ask');
    if (reading.kind === 'ask') expect(reading.pending).toMatchObject({ ...intent, awaiting: 'confirm' });
  });

  it.each([
    // The payment token said with its purpose: the trade itself, as plainly said.
    ["Please purchase forty dollars' worth of UNI on Unichain, using the ETH I hold there to pay for it.", { kind: 'swap', tokenIn: 'ETH', tokenOut: 'UNI' }],
    ['Please buy $25 of AERO on Base, using USDC to pay for the purchase.', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'AERO' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    ["Please swap 200 USDC into WETH for me. I'm in no particular hurry, and I'd appreciate a confirmation once it's complete.", 'chain'],
    [
      "Please schedule a one-off purchase for tomorrow at 9:00 UTC: buy ETH on Base using 100 USDC. I'd like this to happen at that time, if you'd be so kind.",
      undefined,
    ],
  ])('%s: read as the request alone', (prompt, awaiting) => {
    const reading = read(prompt);
    if (awaiting) return expect(reading).toMatchObject({ kind: 'ask', pending: { awaiting } });
    expect(reading).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create' } });
  });

  it('a take-profit beside "Until then, nothing should be sold" is that order (how every order waits, said again)', () => {
    const reading = read(
      'I would like to set a take-profit on Solana: should SOL reach $200, please sell 3 SOL into USDC. Until then, nothing should be sold.',
    );
    expect(reading).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'price', priceUsd: '200' } } });
  });

  it('a launch listed under "The details are as follows" and closed by "Please confirm once it is live" is that launch', () => {
    const reading = read(
      'I would like to launch a token on Base. The details are as follows:\n- Name: Harbor Light\n- Ticker: HRBR\n- Description: A community token for the Harbor Light sailing club.\n- Website: https://harborlight.example\nThe creator fees should go to my own wallet. Please confirm once it is live.',
    );
    expect(reading).toMatchObject({
      kind: 'intent',
      intent: { kind: 'launch', name: 'Harbor Light', symbol: 'HRBR', description: 'A community token for the Harbor Light sailing club' },
    });
  });
});

describe('a launch beside "I understand the liquidity will be locked permanently" (how every launch works)', () => {
  it('is that launch, never refused for a vesting not read', () => {
    const reading = read(
      'I would like to launch a token on Base for our community garden project. The details are as follows: name "Greenbank Commons", ticker GBNK, description "A community token." The website is https://greenbank-gardens.org. Please have the creator fees paid to my own wallet. I understand the liquidity will be locked permanently and that I am not providing any.',
    );
    const launch = reading.kind === 'intent' ? reading.intent : reading.kind === 'ask' && reading.pending.awaiting === 'confirm' ? reading.pending : undefined;
    expect(launch, JSON.stringify(reading)).toMatchObject({ kind: 'launch', name: 'Greenbank Commons', symbol: 'GBNK' });
  });

  it.each([
    'Launch a token on Base named Greenbank Commons, ticker GBNK. I understand the liquidity will be locked for 30 days.',
    'Launch a token on Base named Greenbank Commons, ticker GBNK, with the fees locked permanently.',
  ])('%s: a lock of its own is still refused', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'LAUNCH_UNCLEAR' });
  });
});

describe('on a thread: an apology before the answer, other orders left alone beside a cancel', () => {
  it('"Apologies, I should have said: 45 USDC, on Base, to alice.eth." answers the amount', () => {
    const reading = onThreadAt(
      now,
      "I'd like to send some USDC to alice.eth on Base, please — I owe my sister for dinner.",
      'Apologies, I should have said: 45 USDC, on Base, to alice.eth.',
    );
    expect(reading).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', to: 'alice.eth', amount: { value: '45' } } });
  });

  it.each([
    'Apologies, I should have said: 45 USDC, on Base, to bob.eth.',
    'Apologies, I should have said: 45 USDC on Polygon.',
    'Apologies, I should have said: 45 USDC, not 50.',
  ])('%s: another recipient, chain or amount beside it is never sent', (answer) => {
    const reading = onThreadAt(now, "I'd like to send some USDC to alice.eth on Base, please.", answer);
    expect(reading.kind === 'intent' && movingIntentOf(reading), JSON.stringify(reading)).toBeFalsy();
  });

  it('a cancel of the recurring purchase named, beside "I\'d be grateful if no other orders were affected"', () => {
    const reading = onThreadAt(
      now,
      'Every Friday, buy DEGEN on Base with 50 USDC.',
      "Some time ago I set up a recurring DEGEN purchase on Base, and I've since changed my mind about it. Please cancel that recurring purchase. I'd be grateful if no other orders were affected.",
    );
    expect(reading).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', match: { kind: 'recurring', token: 'DEGEN' } } });
  });
});

/** Whether a reading moves money now, sets an order now, or asks a yes for a move. */
const moves = (reading: Interpretation): boolean =>
  (reading.kind === 'intent' && moveKinds.includes(reading.intent.kind)) ||
  (reading.kind === 'ask' && reading.pending.awaiting === 'confirm' && moveKinds.includes(reading.pending.kind));

describe('beside a sentence that changes the move, the move is never made or asked as read', () => {
  it.each([
    'Please swap 200 USDC into WETH on Base, receiving ETH rather than a stablecoin.',
    'Please sell 10 WIF on Solana for SOL rather than some of my USDC.',
    'Please sell 10 WIF on Solana for SOL rather than another 20.',
    'Please buy $40 of UNI on Unichain, using ETH to pay bob.eth.',
    'Could you wrap 0.5 ETH into WETH on Base for me? There is no need to wrap if the price is above 3000.',
    'Please unwrap 50 WPOL into POL on Polygon. That is all I require, and then send 10 POL to bob.eth.',
    'Please sell 3 SOL into USDC on Solana. Until then, nothing should be sold.',
    'Invoices on Base in USDC:\n1. 120 USDC to bob.eth\n2. 80 USDC to carol.base.eth\nPlease send them as three separate payments.',
    'Invoices on Base in USDC, to be paid tomorrow:\n1. 120 USDC to bob.eth\n2. 80 USDC to carol.base.eth\nPlease send them.',
    'Launch a token on Base named Harbor Light, ticker HRBR, once ETH is above 3000.',
    // A courtesy before a new amount leaves the new amount standing (it was once asked back on the old one).
    'Please send 25 USDC to alice.eth on Base. If possible, make it 80.',
    'Please send 25 USDC to alice.eth on Base. If that distinction makes sense, make it 80.',
    'Please unwrap 50 WPOL back into native POL on Polygon. If you can, change that to 70.',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(moves(reading), JSON.stringify(reading)).toBe(false);
  });
});
