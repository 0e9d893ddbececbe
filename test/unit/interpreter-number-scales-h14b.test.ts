import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Numbers said with what scales them or written with a space or a dot between thousands (issue 16, sweep of prices and
 * amounts): "stop loss on my eth on base at 2 grand" set a stop at $2, "at 25 hundred" at $25, "at 2 500" at $2 and
 * "at 2.500" at $2.50; an answer "2 grand" to "how much USDC should I send?" sent 2 USDC and "1 000" sent 1. A scale
 * word is part of its number; a number that reads two ways is asked about or refused, never cut to its first part.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const thread = (...prompts: string[]): Interpretation => onThreadAt(now, ...prompts);
const ADDR = '0x1111111111111111111111111111111111111111';
// A scale word read is a guess all the same: the order is asked back whole, its price the one read.
const priceOf = (r: Interpretation) => {
  const order = (r.kind === 'intent' ? r.intent : r.kind === 'ask' && r.pending.awaiting === 'confirm' ? r.pending : undefined) as
    | { kind: string; trigger?: { type: string; priceUsd?: string } }
    | undefined;
  return order?.kind === 'automation-create' && order.trigger?.type === 'price' ? order.trigger.priceUsd : r.kind;
};

describe('a scale said after a number is part of the price', () => {
  it.each([
    ['stop loss on my eth on base at two grand', '2000'],
    ['stop loss on my eth on base at 2 grand', '2000'],
    ['take profit on my eth on base at four grand', '4000'],
    ['sell 1 eth on base if eth drops below 2 grand', '2000'],
    ['sell 1 eth on base when eth hits 4 grand', '4000'],
    ['buy 1 eth at 2 grand on base', '2000'],
    ['stop loss on my eth on base at 25 hundred', '2500'],
    ['stop loss on my eth on base at 2 thou', '2000'],
    ['stop loss on my eth on base at 2 thousand 5 hundred', '2500'],
    // Near misses: read as before.
    ['stop loss on my eth on base at 2 thousand', '2000'],
    ['stop loss on my eth on base at twenty five hundred', '2500'],
    ['stop loss on my eth on base at 2.5k', '2500'],
    ['take profit on my aero on base at 1.50', '1.50'],
  ])('%s', (prompt, price) => {
    expect(priceOf(read(prompt))).toBe(price);
  });
});

describe('an answer in grand is thousands of dollars', () => {
  it.each([
    [['swap usdc to eth on base', '2 grand'], { kind: 'usd', value: '2000' }],
    [['buy eth on base', '2 grand'], { kind: 'usd', value: '2000' }],
    [[`send usdc to ${ADDR} on base`, '2 grand'], { kind: 'usd', value: '2000' }],
    [['swap usdc to eth on base', 'a grand'], { kind: 'usd', value: '1000' }],
    [['swap usdc to eth on base', '50'], { kind: 'exact', value: '50' }],
  ])('%j', (prompts, amount) => {
    const r = thread(...prompts);
    // Read as thousands of dollars, a guess all the same: asked back whole, never run on it.
    if (prompts[1]!.includes('grand')) expect(r).toMatchObject({ kind: 'ask', pending: { amount, awaiting: 'confirm' } });
    else expect(r).toMatchObject({ kind: 'intent', intent: { amount } });
  });

  it.each(['what a grand total', 'two grand pianos on base'])('%s: no money', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('a price written with a space or a dot between thousands is never cut to its first part', () => {
  it.each([
    'stop loss on my eth on base at 2.500',
    'stop loss on my eth on base at 2 500',
    'take profit on my eth on base at 4 500',
    'sell 1 eth on base if eth drops below 2 500',
    'stop loss on my sol at 1 20',
    'sell 1 eth at 4 500 on base',
    'sell 1 eth at 4.500 on base',
    'buy 1 eth at 1 900 on base',
  ])('%s', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });

  it.each([
    ['sell 1 eth at 4.500 on base', 'At what price should this limit order run: $4.5 or $4500?'],
    ['buy 1 eth at 1 900 on base', 'At what price should this limit order run: $1.9 or $1900?'],
  ])('%s is asked which', (prompt, question) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', question: expect.stringContaining(question) });
  });

  it.each([
    ['stop loss on my eth on base at 2,500', '2500'],
    ['sell 1 eth at 4,500.50 on base', '4500.50'],
    ['stop loss on my aero at .8 on base', '0.8'],
    ['stop loss on my pepe at 0.000012 on ethereum', '0.000012'],
    ['if eth drops below 2000 sell 1 eth on base', '2000'],
  ])('%s: read as before', (prompt, price) => {
    expect(priceOf(read(prompt))).toBe(price);
  });
});

describe('an amount answered with a space between thousands is refused, never read as its first part', () => {
  it.each([
    ['swap usdc to eth on base', '1 000'],
    [`send usdc to ${ADDR} on base`, '1 000'],
    ['buy eth on base', '1 000'],
    [`send usdc to ${ADDR} on base`, '$2 500'],
  ])('%s, then %s', (...prompts) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT' });
  });

  it.each([[`send 1 000 usdc to ${ADDR} on base`], [`send 1,000 usdc to ${ADDR} on base`]])('%s', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent' ? (r.intent as { amount?: { value: string } }).amount?.value : r.kind).toBe(prompt.includes(',') ? '1000' : 'fail');
  });
});

// "swap one oh five usdc to eth on base" swapped 5 USDC: digits said one by one with "oh" for zero read as the last
// digit alone. 105 or 1.05 is asked about (refused), never guessed; "one point oh five" stays 1.05.
describe('digits said with "oh" for zero are never cut to their last digit', () => {
  it.each(['swap one oh five usdc to eth on base', 'swap five oh usdc to eth on base', `send two oh oh usdc to ${ADDR} on base`])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT' });
  });

  it('an answer "one oh five" is refused', () => {
    expect(thread('swap usdc to eth on base', 'one oh five')).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT' });
  });

  it.each([
    [`send one point oh five eth to ${ADDR} on base`, '1.05'],
    [`oh send five usdc to ${ADDR} on base`, '5'],
    [`send zero point zero five eth to ${ADDR} on base`, '0.05'],
  ])('%s: read as before', (prompt, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { amount: { kind: 'exact', value } } });
  });
});

// "buy eth every day on base" answered "1 000" was set up as a daily buy of $1: an order's answer that reads two ways
// is asked again, nothing set up.
describe("an order's answer that reads two ways is asked again", () => {
  it.each([
    ['buy eth every day on base', '1 000'],
    ['buy eth every day on base', 'one oh five'],
    ['sell eth at 4000 on base', '1 000'],
    ['stop loss on my eth on base', '2 500'],
  ])('%s, then %s', (...prompts) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create' } });
  });

  it.each([
    [['buy eth every day on base', '20'], { kind: 'usd', value: '20' }],
    [['sell eth at 4000 on base', 'half'], { kind: 'fraction', value: 0.5 }],
    // Asked again, the question keeps what it asked: dollars to spend, never 1000 ETH bought.
    [['buy eth every day on base', '1 000', '1000'], { kind: 'usd', value: '1000' }],
  ])('%j: read as before', (prompts, amount) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action: { amount } } });
  });
});
