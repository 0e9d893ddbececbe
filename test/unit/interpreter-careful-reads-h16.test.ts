import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Careful reads and answers (held-out-16, issue 16): an estimate asked of a trade is answered with the prices it comes
 * from, never traded; a read closed by the person's own next step ("before I look into it any further") is that read;
 * a read beside "I don't want to change anything" is that read; an answer after its apology ("My apologies for leaving
 * that out: 35 USDC, on Base") answers; "spend 300 USDC on ETH" buys ETH (a chain is no thing to spend money on).
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('an estimate asked of a trade: the prices it comes from, nothing traded', () => {
  it.each([
    [
      'Purely hypothetically, and without executing anything: roughly how much SOL would 1,000 USDC buy on Solana at current prices? I want an estimate only, to plan a purchase for later in the month.',
      ['SOL', 'USDC'],
    ],
    [
      "I'd like to buy some ETH on Base using USDC. Before I commit, could you tell me roughly how much ETH 300 USDC would get me at the moment?",
      ['ETH', 'USDC'],
    ],
    ['how much ETH would I get for 300 USDC on Base?', ['ETH', 'USDC']],
    ['Roughly how much DEGEN would 50 USDC buy on Base?', ['DEGEN', 'USDC']],
    ['Swap 300 USDC to ETH on Base. How much ETH would 300 USDC get me?', ['ETH', 'USDC']],
  ])('%s', (prompt, tokens) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'price', tokens } });
  });
  it('a trade asked after the estimate, in a turn of its own, is the trade asked back', () => {
    const reading = onThreadAt(
      now,
      "I'd like to buy some ETH on Base using USDC. Before I commit, could you tell me roughly how much ETH 300 USDC would get me at the moment?",
      "Thank you, that's acceptable. Please go ahead and spend exactly 300 USDC on ETH on Base.",
    );
    expect(reading).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '300' }, awaiting: 'confirm' },
    });
  });
});

describe('"spend N X on Y" where Y is also a chain’s short name buys Y', () => {
  it.each([
    ['spend 50 usdc on eth on base', { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '50' } }],
    [
      'Please spend exactly 300 USDC on ETH on Base.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '300' } },
    ],
    ['spend 20 USDC on SOL on Solana', { kind: 'swap', chain: 'solana', tokenIn: 'USDC', tokenOut: 'SOL', amount: { kind: 'exact', value: '20' } }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });
  it('with no chain said, the chain is asked, never guessed from "on eth"', () => {
    expect(read('spend 50 USDC on ETH')).toMatchObject({ kind: 'ask', pending: { awaiting: 'chain', tokenOut: 'ETH' } });
  });
  it('a transfer "on eth" is still on Ethereum', () => {
    expect(read('send 5 usdc on eth to 0x4444444444444444444444444444444444444444')).toMatchObject({ kind: 'intent', intent: { chain: 'ethereum' } });
  });
});

describe('a read with the person’s own next step or a limit beside it: the read', () => {
  it.each([
    [
      "A colleague shared this contract address on Ethereum and assured me it's a well-known token: 0x514910771AF9Ca656af840dff83E8264EcF986CA. Could you tell me which token it actually is, and its current price, before I look into it any further?",
      'lookup',
    ],
    ['What is the price of ETH on Base, before I decide whether to buy some?', 'price'],
    ['Could you check my USDC balance on Base so I can plan a payment?', 'balance'],
    ["What is my USDC balance on Base? I don't want to move anything right now.", 'balance'],
    [
      "Could you please list all of my currently open orders, including any limit orders, so that I can review them? I don't want to change anything at the moment.",
      'automation-list',
    ],
  ])('%s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });
  it('a move with such a step is never made by it', () => {
    expect(read('Swap 10 USDC to ETH on Base, before I go to bed?').kind).not.toBe('intent');
    expect(read("Swap 10 USDC for ETH on Base. I don't want to change anything at the moment.").kind).not.toBe('intent');
  });
});

describe('an answer after its apology answers the question', () => {
  it.each(['My apologies for leaving that out: 35 USDC, on Base, please.', 'Sorry about that: 35 USDC on Base.', 'Apologies for not saying: 35 USDC on Base.'])(
    '%s',
    (answer) => {
      expect(onThreadAt(now, 'Could you please send some USDC to bob.eth for me?', answer)).toMatchObject({
        kind: 'intent',
        intent: { kind: 'transfer', chain: 'base', token: 'USDC', amount: { kind: 'exact', value: '35' }, to: 'bob.eth' },
      });
    },
  );
  it('an apology beside a second amount is asked again', () => {
    const reading = onThreadAt(now, 'Could you please send some USDC to bob.eth for me?', 'Sorry, I meant 35 USDC on Base, and also 10 to alice.eth.');
    expect(reading.kind).not.toBe('intent');
  });
});

describe('a request that asks what it needs, and a launch answered with the care it takes anyway', () => {
  it.each([
    ["I'd like to launch a token on Base. Before I do, what information would you need from me?", 'launch', 'name'],
    ['Please send some USDC to bob.eth. What information would you need from me?', 'transfer', 'amount'],
  ])('%s', (prompt, kind, awaiting) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind, awaiting } });
  });
  it('a complete move is never made by asking what is needed', () => {
    expect(read('Please send 5 USDC to bob.eth on Base. What information would you need from me?').kind).not.toBe('intent');
  });
  it.each([
    'Thank you. Name: Harbor Light Cooperative. Ticker: HARBR. Description: A community token for the members of a small fishing cooperative. Website: https://harborlight.coop. Any creator fees should go to my own wallet.',
    'Name: Harbor Light. Ticker: HARBR. Creator fees should go to my wallet.',
  ])('%s', (answer) => {
    expect(onThreadAt(now, "I'd like to launch a token on Base. Before I do, what information would you need from me?", answer)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'launch', chain: 'base', symbol: 'HARBR' },
    });
  });
  it('creator fees said to go elsewhere launch nothing', () => {
    const reading = onThreadAt(
      now,
      "I'd like to launch a token on Base.",
      'Name: Harbor Light. Ticker: HARBR. Creator fees should go to 0x4444444444444444444444444444444444444444.',
    );
    expect(reading.kind === 'intent' && reading.intent.kind === 'launch').toBe(false);
  });
});
