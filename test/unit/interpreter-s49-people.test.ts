import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/** Everyday voices of held-out-32 (issue 16): each class with a plain sibling read right and a hostile one that stops. */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('"N mil" of a token whose chain is the only one listing both tokens', () => {
  it.each([
    ['dump 1mil bonk for sol', { tokenIn: 'BONK', tokenOut: 'SOL', chain: 'solana' }],
    ['sell 1mil bonk for usdc', { tokenIn: 'BONK', tokenOut: 'USDC', chain: 'solana' }],
    ['dump 1mil bonk for sol on solana', { tokenIn: 'BONK', tokenOut: 'SOL', chain: 'solana' }],
  ])('%s: asked in digits with both readings, the chain said', (prompt, move) => {
    const got = read(prompt);
    expect(got).toMatchObject({ kind: 'ask', pending: { ...move, awaiting: 'amount' }, choices: expect.any(Array) });
    expect(got.kind === 'ask' && got.choices?.map((c) => (c.kind === 'swap' ? c.amount : undefined))).toEqual([
      { kind: 'exact', value: '1000' },
      { kind: 'exact', value: '1000000' },
    ]);
  });

  it.each([
    // A token to pay or receive chosen by the reader is no question to carry: refused.
    'sell 2 mil bonk',
    'buy 2 mil bonk',
  ])('%s: not asked with both readings', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'ask' && got.choices).toBeFalsy();
    expect(got.kind).not.toBe('intent');
  });
});

describe('a buy after "for" and what pays, the payer\'s chain or "my" beside it', () => {
  it.each([
    ['For 10 dollar of my ETH on Base buy TOSHI', { tokenIn: 'ETH', tokenOut: 'TOSHI', chain: 'base', amount: { kind: 'usd', value: '10' } }],
    ['For 10 dollar of ETH on Base buy TOSHI', { tokenIn: 'ETH', tokenOut: 'TOSHI', chain: 'base', amount: { kind: 'usd', value: '10' } }],
    ['for $10 of my eth buy toshi on base', { tokenIn: 'ETH', tokenOut: 'TOSHI', chain: 'base', amount: { kind: 'usd', value: '10' } }],
    ['for $10 worth of eth, buy toshi on base', { tokenIn: 'ETH', tokenOut: 'TOSHI', chain: 'base', amount: { kind: 'usd', value: '10' } }],
    ['For 5 USDC on Base buy TOSHI', { tokenIn: 'USDC', tokenOut: 'TOSHI', chain: 'base', amount: { kind: 'exact', value: '5' } }],
    ['For 20 dollar of SOL buy me BONK on solana', { tokenIn: 'SOL', tokenOut: 'BONK', chain: 'solana', amount: { kind: 'usd', value: '20' } }],
  ])('%s', (prompt, move) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', ...move } });
  });

  it.each([
    // A time, never a payment.
    'for 2 days on base buy toshi',
    // Paid in a token no one lists: never made.
    'For 10 dollar of my FOOBAR on Base buy TOSHI',
  ])('%s: not made', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('a buy, then what is paid said last as a clause of its own', () => {
  it.each([
    ['buy UNI on Ethereum, I pay 0.01 ETH', { tokenIn: 'ETH', tokenOut: 'UNI', chain: 'ethereum', amount: { kind: 'exact', value: '0.01' } }],
    ['buy uni on ethereum, i will pay 20 usdc', { tokenIn: 'USDC', tokenOut: 'UNI', chain: 'ethereum', amount: { kind: 'exact', value: '20' } }],
  ])('%s', (prompt, move) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', ...move } });
  });

  it('Please to buy for me UNI on Ethereum network, I pay 0,01 ETH.: the comma read as a point, asked for a yes', () => {
    expect(read('Please to buy for me UNI on Ethereum network, I pay 0,01 ETH.')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', tokenIn: 'ETH', tokenOut: 'UNI', chain: 'ethereum', amount: { kind: 'exact', value: '0.01' }, awaiting: 'confirm' },
    });
  });

  it.each([
    // Paid to someone: a second action.
    'buy UNI on ethereum, pay 10 usdc to bob.eth',
    'buy UNI on Ethereum, I pay 0.01 ETH and send 5 usdc to bob.eth',
  ])('%s: not made', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('a repetition "starting whenever" / "asap": it starts now, as by default', () => {
  it.each(['dca 10 usdc into sol every day on solana pls, starting whenever', 'every day buy $10 of eth on base for 30 days, starting asap'])(
    '%s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({
        kind: 'intent',
        intent: { kind: 'automation-create', trigger: { type: 'every', intervalSeconds: 86400, startAt: now.toISOString() } },
      });
    },
  );

  it('"starting whenever" followed by a condition is no start now', () => {
    expect(read('dca 10 usdc into sol every day on solana, starting whenever eth drops below 2000').kind).not.toBe('intent');
  });
});
