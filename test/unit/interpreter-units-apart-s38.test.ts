import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * An amount's unit is never guessed (issue 16, sweep 38): a bare number tied to its token only by "of", "worth",
 * "value", "in" or "as", or whose token is named after the recipient or the chain, may be dollars as well as that many
 * of the token. Read as the token, "send bob.eth 10 of eth", "buy eth worth 10k" and "send 10 to 0x… on ethereum worth
 * of wbtc" moved 3,000 to 90,000 times the dollars meant. They are refused, saying how to write the amount.
 */
const now = new Date('2026-11-27T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const A1 = '0x1111111111111111111111111111111111111111';
const A2 = '0x2222222222222222222222222222222222222222';
const S1 = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

const refused = (r: ReturnType<typeof read>) => {
  expect(r.kind).toBe('fail');
  expect(r.kind === 'fail' && r.code).toBe('BAD_AMOUNT');
};

describe('"N of TOKEN" bought or sent is refused wherever the amount stands', () => {
  it.each([
    'send bob.eth 10 of eth on base',
    `send ${A1} a hundred of cbbtc on base`,
    `transfer ${A1} 10 of cbbtc on base`,
    `pay ${A1} 100 of eth`,
    'send over to bob.eth 10 of eth',
    'tip bob.eth fifty of eth on base',
    `send ${A1} and ${A2} 10 of eth each on base`,
    `send ${A1} 10 of eth on base every week`,
    'buy me 10 of eth on base',
    'buy on base 10 of eth',
    'buy like 10 of eth on base',
    'buy 10 more of eth on base',
    'swap usdc for 10 of cbbtc on base',
    `split 10 of eth between ${A1} and ${A2} on base`,
  ])('%s', (prompt) => {
    const r = read(prompt);
    refused(r);
    expect(r.kind === 'fail' && r.message).toMatch(/may be \d+ [A-Z]+ or \$\d+ of [A-Z]+/);
  });
});

describe('"worth" or "value" beside a bare number, with no "of", is refused', () => {
  it.each([
    'buy eth worth 10k on base',
    'buy 10k worth eth on base',
    'buy cbbtc worth 10 on base',
    'send bob.eth 1k worth eth on base',
    'sell eth worth 1k on base',
    'dca 1k worth eth weekly on base',
    'buy eth every week on base, 1k worth',
    `send eth worth 10 each to ${A1} and ${A2} on base`,
    'send eth to bob.eth on base. ten worth.',
    'buy some eth on base, 10 worth',
    'send bob.eth 10 in value of eth on base',
    `send 10 as cbbtc to ${A1} on base`,
    `send 10 in cbbtc to ${A1} on base`,
  ])('%s', (prompt) => {
    const r = read(prompt);
    refused(r);
    expect(r.kind === 'fail' && r.message).toMatch(/does not say whether the amount is dollars or the token/);
  });
});

describe('a token named after the chain with "of", "worth", "as", "value" or "in" is refused', () => {
  it.each([
    `send 10 to ${A1} on ethereum worth of eth`,
    `send 10 to ${A1} on ethereum worth of wbtc`,
    `send 10 to ${S1} on solana worth of sol`,
    `send 10 to ${S1} on solana worth sol`,
    `send ten to ${A1} on base worth of eth`,
    `send a hundred each to ${A1} and bob.eth on base worth of eth`,
    `send 10 to ${A1} on base of cbbtc`,
    `send 10 to ${A1} on base in cbbtc`,
    `send 10 to ${A1} on base as eth`,
    `send 10 to ${A1} on base value eth`,
    `send 10 to ${A1} on base value of eth`,
    `send 10 to bob.eth on base as of cbbtc`,
    `send 10 each to ${A1} and ${A2} on base of eth`,
    `send 10 to ${A1} every week on base of eth`,
  ])('%s', (prompt) => {
    const r = read(prompt);
    refused(r);
    expect(r.kind === 'fail' && r.message).toMatch(/dollars or the token/);
  });
});

describe('thread answers', () => {
  it.each([
    ['send eth to bob.eth on base', '10 worth'],
    ['sell eth on base', '10 worth'],
    [`send pepe to ${A1} on ethereum`, '1m worth'],
  ])('%s → %s is refused', (first, answer) => {
    refused(onThreadAt(now, first, answer));
  });

  it('"buy eth on base" → "10 worth" keeps the buy\'s own question', () => {
    const r = onThreadAt(now, 'buy eth on base', '10 worth');
    expect(r.kind).toBe('ask');
    expect(r.kind === 'ask' && r.question).toMatch(/Is 10 in dollars or in ETH\?/);
  });
});

describe('a token answered with a word that may make the amount given dollars is refused', () => {
  it.each([
    ['send 10 to bob.eth on base', 'of eth'],
    ['send 10 to bob.eth on base', 'eth value'],
    ['send 10 to bob.eth on base', 'eth equivalent'],
    ['send 10 to bob.eth on base', 'as eth'],
    ['send 10 to bob.eth on base', 'eth $'],
    [`send 10 each to ${A1} and ${A2} on base`, 'usd of eth'],
    [`send 10 each to ${A1} and ${A2} on base`, 'eth worth'],
  ])('%s → %s', (first, answer) => {
    const r = onThreadAt(now, first, answer);
    refused(r);
    expect(r.kind === 'fail' && r.message).toMatch(/dollars or the token/);
  });

  it.each([
    ['send 10 to bob.eth on base', 'of usdc', 'USDC'],
    ['send 10 to bob.eth on base', 'usdc', 'USDC'],
    [`send 10 each to ${A1} and ${A2} on base`, 'usdc', 'USDC'],
  ])('%s → %s: a dollar token counts the same either way, and a token said plainly is the token', (first, answer, token) => {
    const r = onThreadAt(now, first, answer);
    expect(r.kind === 'intent' && (r.intent as { token?: string }).token).toBe(token);
  });
});

it('a bare amount whose token is answered plainly ("eth as usual") is asked "dollars or ETH?", never guessed', () => {
  const r = onThreadAt(now, 'send 10 to bob.eth on base', 'eth as usual');
  expect(r.kind === 'ask' && r.question).toContain('Is 10 in dollars or in ETH?');
});

describe('"N worth of TOKEN" with a count in the tens of thousands or more is refused, never asked as dollars', () => {
  it.each([
    'buy 1m worth of pepe on ethereum',
    'buy 1,000,000 worth of pepe on ethereum',
    'buy 100k worth of toshi on base',
    `send 1m worth of pepe to ${A1} on ethereum`,
    'buy 1m worth of pepe on ethereum every day',
  ])('%s', (prompt) => refused(read(prompt)));

  it.each([
    ['buy $1m worth of pepe on ethereum', '1000000'],
    ['buy 10 worth of eth on base', '10'],
    ['buy 5k worth of eth on base', '5000'],
  ])('%s keeps its dollars', (prompt, value) => {
    const r = read(prompt);
    const move = r.kind === 'intent' ? r.intent : r.kind === 'ask' ? r.pending : undefined;
    expect((move as { amount?: unknown } | undefined)?.amount).toEqual({ kind: 'usd', value });
  });
});

it.each([
  ['send eth to bob.eth on base', "10 dollar's worth"],
  ['send eth to bob.eth on base', '10 dollar’s worth'],
  ['sell eth on base', "10 dollar's worth"],
])('%s → %s is $10, not 10 of the token', (first, answer) => {
  const r = onThreadAt(now, first, answer);
  expect(r.kind === 'intent' && (r.intent as { amount?: unknown }).amount).toEqual({ kind: 'usd', value: '10' });
});

it('a wrap of a dollar value is asked in dollars, not as a share', () => {
  const r = read('wrap 10 worth of eth on base');
  expect(r.kind === 'ask' && r.question).toMatch(/wrap \$10 of ETH on Base\?/);
});

describe('near-misses keep their reading', () => {
  it.each([
    ['buy $10 of eth on base', { kind: 'usd', value: '10' }],
    ['buy 10 dollars of eth on base', { kind: 'usd', value: '10' }],
    ['buy 10 eth on base', { kind: 'exact', value: '10' }],
    ['buy 10 eth worth on base', { kind: 'exact', value: '10' }],
    ['send 10 usdc to bob.eth on base', { kind: 'exact', value: '10' }],
    [`send ${A1} 10 usdc on base`, { kind: 'exact', value: '10' }],
    ['send bob.eth 0.1 eth on base', { kind: 'exact', value: '0.1' }],
    ['sell 0.5 of eth on base', { kind: 'exact', value: '0.5' }],
    ['swap 10 of eth to usdc on base', { kind: 'exact', value: '10' }],
    ['sell 10 of my degen on base', { kind: 'exact', value: '10' }],
    [`send 10 to ${A1} on base in usdc`, { kind: 'exact', value: '10' }],
  ])('%s', (prompt, amount) => {
    const r = read(prompt);
    const intent = r.kind === 'intent' ? r.intent : r.kind === 'ask' ? r.pending : undefined;
    expect((intent as { amount?: unknown } | undefined)?.amount).toEqual(amount);
  });

  it.each(['how much is my eth worth', 'sell 1 eth when eth is worth 4000 on base', 'buy $50 of eth when eth drops to $2500 on base'])(
    '%s is no unclear amount',
    (prompt) => {
      const r = read(prompt);
      expect(r.kind === 'fail' && r.code).not.toBe('BAD_AMOUNT');
    },
  );
});
