import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation, type ThreadTurn } from '../../lib/agent/interpreter/index.ts';
import { asStored } from '../support/thread-turn.ts';

/**
 * Wrapping is its own capability (issue 16): the native token and its wrapped form are one asset, exchanged one for
 * one by the wrapped token's contract, never swapped through a pool and never refused as "the same token".
 */
const now = new Date('2026-11-26T00:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const thread = (...prompts: string[]): Interpretation => {
  const turns: ThreadTurn[] = [];
  let last: Interpretation | undefined;
  for (const prompt of prompts) {
    last = interpretPrompt(prompt, turns, now);
    turns.push({ prompt, interpretation: asStored(last), status: 'completed' });
  }
  return last!;
};
const exact = (value: string) => ({ kind: 'exact', value });
const share = (value: number) => ({ kind: 'fraction', value });

describe('a wrap or unwrap said in words', () => {
  it.each([
    ['wrap 1 eth on base', 'wrap', 'base', 'ETH', exact('1')],
    ['Wrap 0.25 ETH into WETH on Ethereum', 'wrap', 'ethereum', 'ETH', exact('0.25')],
    ['please wrap 2 pol on polygon', 'wrap', 'polygon', 'POL', exact('2')],
    ['wrap half my eth on unichain', 'wrap', 'unichain', 'ETH', share(0.5)],
    ['wrap $20 of eth on base', 'wrap', 'base', 'ETH', { kind: 'usd', value: '20' }],
    ['unwrap all my weth on ethereum', 'unwrap', 'ethereum', 'WETH', share(1)],
    ['can you unwrap 2 wpol on polygon', 'unwrap', 'polygon', 'WPOL', exact('2')],
    ['unwrap 0.1 wrapped ether on base', 'unwrap', 'base', 'WETH', exact('0.1')],
    ['unwrap 3 wrapped pol', 'unwrap', 'polygon', 'WPOL', exact('3')],
    ['unwrap 1 weth to eth on unichain', 'unwrap', 'unichain', 'WETH', exact('1')],
  ])('%s', (prompt, kind, chain, token, amount) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind, chain, token, amount } });
  });
});

describe('a trade between a native token and its wrapped form is a wrap or an unwrap, not SAME_TOKEN', () => {
  it.each([
    ['swap 1 eth to weth on base', 'wrap', 'base', 'ETH', exact('1')],
    ['turn 0.5 ETH into WETH on unichain', 'wrap', 'unichain', 'ETH', exact('0.5')],
    ['convert 2 pol to wpol', 'wrap', 'polygon', 'POL', exact('2')],
    ['buy 1 weth with eth on base', 'wrap', 'base', 'ETH', exact('1')],
    ['sell 0.1 weth for eth on base', 'unwrap', 'base', 'WETH', exact('0.1')],
    ['swap all my wpol for pol', 'unwrap', 'polygon', 'WPOL', share(1)],
    ['exchange half my weth to eth on ethereum', 'unwrap', 'ethereum', 'WETH', share(0.5)],
  ])('%s', (prompt, kind, chain, token, amount) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind, chain, token, amount } });
  });
});

describe('what is missing is asked on the thread, never guessed', () => {
  it.each([
    ['wrap 1 eth', /^Which chain should I wrap ETH on\? base, ethereum, unichain\.$/],
    ['unwrap weth', /^Which chain should I unwrap WETH on\? base, ethereum, unichain\.$/],
    ['wrap eth on base', /^How much ETH should I wrap on Base\?/],
    ['unwrap my weth on ethereum', /^How much WETH should I unwrap on Ethereum\?/],
    ['swap eth to weth on base', /^How much ETH/],
    ['wrap', /^Which chain should I wrap on\? base, ethereum, unichain, polygon, solana\.$/],
  ])('%s', (prompt, question) => {
    const got = read(prompt);
    expect(got.kind, JSON.stringify(got)).toBe('ask');
    expect(got.kind === 'ask' && got.question).toMatch(question);
  });

  it.each([
    [['wrap 1 eth', 'base'], 'wrap', 'base', exact('1')],
    [['wrap eth on ethereum', 'half'], 'wrap', 'ethereum', share(0.5)],
    [['unwrap weth', 'all', 'unichain'], 'unwrap', 'unichain', share(1)],
    [['unwrap my weth on base', '0.3 weth'], 'unwrap', 'base', exact('0.3')],
    [['swap eth to weth on base', '0.5'], 'wrap', 'base', exact('0.5')],
  ])('%j', (prompts, kind, chain, amount) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'intent', intent: { kind, chain, amount } });
  });

  it('an answer naming a chain whose native token is another is refused, not wrapped there', () => {
    expect(thread('wrap 1 eth', 'polygon')).toMatchObject({ kind: 'fail', code: 'TOKEN_NOT_ON_CHAIN' });
  });

  it.each([
    ['wrap eth on base', '5 usdc'],
    ['unwrap weth on ethereum', '2 wpol'],
    ['wrap 1 eth', 'sol'],
  ])('an answer naming another token asks again, and moves nothing: %s → %s', (first, second) => {
    const got = thread(first, second);
    expect(got.kind, JSON.stringify(got)).toBe('ask');
    expect(got.kind === 'ask' && got.question).toMatch(/is not what this (un)?wrap is of, so nothing was done\. /);
  });

  it('an answer that names the token as well as the chain completes it: "unwrap everything" → "weth on base"', () => {
    expect(thread('unwrap everything', 'weth on base')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'unwrap', chain: 'base', token: 'WETH', amount: share(1) },
    });
  });

  it('a no cancels', () => {
    expect(thread('wrap eth', 'no')).toMatchObject({ kind: 'fail', code: 'CANCELLED' });
  });
});

describe('what is not a wrap now moves nothing', () => {
  it.each([
    ['wrap 1 eth on polygon', 'TOKEN_NOT_ON_CHAIN'],
    ['unwrap 1 wpol on base', 'TOKEN_NOT_ON_CHAIN'],
    ['wrap 1 usdc on base', 'TOKEN_NOT_SUPPORTED_YET'],
    ['wrap 1 eth into wpol', 'TOKEN_NOT_SUPPORTED_YET'],
    ['wrap 1 eth on base and send it to 0x1111111111111111111111111111111111111111', 'ONE_ACTION'],
    ['wrap 1 eth on base then swap it for usdc', 'ONE_ACTION'],
    ['wrap 1 eth for 0x1111111111111111111111111111111111111111 on base', 'UNSUPPORTED_ACTION'],
    ['wrap 1 eth on arbitrum', 'UNSUPPORTED_CHAIN'],
  ])('%s → %s', (prompt, code) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code });
  });

  it.each([
    'how do i wrap eth on base',
    "don't wrap my eth on base",
    'wrap 1 eth on base if eth > 3000',
    'what is wrapping',
    'i have 1 eth and want weth on base. can you swap it?',
  ])('a question, a negation or a condition: %s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' || (got.kind === 'ask' && (got.pending.kind === 'wrap' || got.pending.kind === 'unwrap')), JSON.stringify(got)).toBe(false);
  });
});

describe('Solana: SOL and wrapped SOL (the native mint)', () => {
  it.each([
    ['wrap half my sol', 'wrap', 'SOL', share(0.5)],
    ['wrap 1 sol on solana', 'wrap', 'SOL', exact('1')],
    ['wrap 0.5 sol into wsol', 'wrap', 'SOL', exact('0.5')],
    ['unwrap all my wsol', 'unwrap', 'WSOL', share(1)],
    ['unwrap all my wrapped sol on solana', 'unwrap', 'WSOL', share(1)],
  ])('%s', (prompt, kind, token, amount) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind, chain: 'solana', token, amount } });
  });

  it('"unwrap my wsol" names no amount: Solana unwraps all of it at once, and says so', () => {
    expect(read('unwrap my wsol')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'unwrap', chain: 'solana', token: 'WSOL', amount: share(1) },
      notes: expect.arrayContaining(['On Solana, unwrapping returns all your wrapped SOL at once.']),
    });
  });

  it.each(['unwrap 0.5 wsol', 'unwrap half my wsol', 'unwrap 2 wrapped sol on solana'])(
    'a part of the wrapped SOL is refused, never unwrapped whole: %s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({
        kind: 'fail',
        code: 'INVALID_AMOUNT',
        message: expect.stringMatching(/^On Solana, unwrapping closes your wrapped SOL account/),
      });
    },
  );

  it('"wrap sol" asks how much', () => {
    expect(read('wrap sol')).toMatchObject({ kind: 'ask', pending: { kind: 'wrap', chain: 'solana', awaiting: 'amount' } });
  });
});
