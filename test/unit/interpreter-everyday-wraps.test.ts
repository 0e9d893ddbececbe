import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation, type ThreadTurn } from '../../lib/agent/interpreter/index.ts';
import { asStored } from '../support/thread-turn.ts';

/**
 * Wraps and unwraps in everyday and non-native English (issue 16): a native token and its own wrapped form, one
 * turned into the other, is a wrap or an unwrap however it is said ("turn", "change … back", "give back", "make …
 * into", a filler word after the amount); what is missing is asked as a wrap's question, never a swap's.
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

describe('a conversion between a native token and its wrapped form is a wrap or an unwrap', () => {
  it.each([
    ['Give back my 0.02 WETH to normal ETH on ethereum', 'unwrap', 'ethereum', 'WETH', exact('0.02')],
    ['Make please the POL into WPOL, 4 pieces, on polygon', 'wrap', 'polygon', 'POL', exact('4')],
    ['turn 1 eth into weth on base', 'wrap', 'base', 'ETH', exact('1')],
    ['change 2 wpol back to pol on polygon', 'unwrap', 'polygon', 'WPOL', exact('2')],
    ['turn all my weth into eth on base', 'unwrap', 'base', 'WETH', share(1)],
    ['get my eth back from 0.5 weth on unichain', 'unwrap', 'unichain', 'WETH', exact('0.5')],
    ['make my 3 pol into wrapped pol pls', 'wrap', 'polygon', 'POL', exact('3')],
    ['switch half of my weth to plain eth on ethereum', 'unwrap', 'ethereum', 'WETH', share(0.5)],
    ['I want my 0.5 WETH become ETH again on base', 'unwrap', 'base', 'WETH', exact('0.5')],
    ['I would like to have WETH from my 0.3 ETH on unichain', 'wrap', 'unichain', 'ETH', exact('0.3')],
    ['unwrapping 0.2 weth on base please', 'unwrap', 'base', 'WETH', exact('0.2')],
    ['from weth to eth 0.1 on base', 'unwrap', 'base', 'WETH', exact('0.1')],
    ['weth to eth on base, 0.2', 'unwrap', 'base', 'WETH', exact('0.2')],
    ['return my wpol to pol, all of it', 'unwrap', 'polygon', 'WPOL', share(1)],
  ])('%s', (prompt, kind, chain, token, amount) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind, chain, token, amount } });
  });
});

describe('what is missing is asked as a wrap, and the answer completes it', () => {
  it.each([
    ['turn 1 eth into weth', 'wrap', 'chain', /^Which chain should I wrap ETH on\? base, ethereum(,)? and unichain\.$|^Which chain should I wrap ETH on\?/],
    ['change my wpol back to pol', 'unwrap', 'amount', /^How much WPOL should I unwrap on Polygon\?/],
    ['convert 1 eth to weth', 'wrap', 'chain', /^Which chain should I wrap ETH on\?/],
    ['get my eth back from weth on base', 'unwrap', 'amount', /^How much WETH should I unwrap on Base\?/],
  ])('%s', (prompt, kind, awaiting, question) => {
    const got = read(prompt);
    expect(got).toMatchObject({ kind: 'ask', pending: { kind, awaiting } });
    if (got.kind === 'ask') expect(got.question).toMatch(question);
  });

  it.each([
    [['turn 1 eth into weth', 'base'], { kind: 'wrap', chain: 'base', token: 'ETH', amount: exact('1') }],
    [['change my wpol back to pol', 'all'], { kind: 'unwrap', chain: 'polygon', token: 'WPOL', amount: share(1) }],
  ])('%j', (prompts, intent) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'intent', intent });
  });
});

describe('what is not one token and its wrapped form is left to the other readers', () => {
  it.each([
    ['change 1 weth to usdc on base', 'swap'],
    ['weth to eth rate on base', 'price'],
    ['i have 1 eth and 2 weth on base', undefined],
    ['turn 1 pol into weth on polygon', undefined],
    ['how do I turn eth into weth', undefined],
    ['dont turn my eth into weth on base', undefined],
    ['turn 1 eth into weth on base when gas is low', undefined],
  ])('%s', (prompt, kindIfIntent) => {
    const got = read(prompt);
    const wrap =
      (got.kind === 'intent' && ['wrap', 'unwrap'].includes(got.intent.kind)) || (got.kind === 'ask' && ['wrap', 'unwrap'].includes(got.pending.kind));
    expect(wrap, JSON.stringify(got)).toBe(false);
    if (kindIfIntent && got.kind === 'intent') expect(got.intent.kind).toBe(kindIfIntent);
  });
});
