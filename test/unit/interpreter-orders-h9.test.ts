import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';
import { automationManagement } from '../../lib/capabilities/automations/automation-management.ts';
import { orderWords } from '../../lib/capabilities/automations/order-words.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Orders the ninth held-out sets missed (issue 16), each as a class: a price order on a token with no amount asks how
 * much and its answer fills it; a recurring order said with its purpose or its end in words, or as a bot writes it; a
 * price order under someone else's quoted words, which are data; and the orders read as a bot's HTTP request.
 */
const now = new Date('2026-11-26T17:00:00Z');
const read = (prompt: string): Interpretation => interpretPrompt(prompt, [], now);
const converse = (...prompts: string[]): Interpretation => onThreadAt(now, ...prompts);
const created = (action: Record<string, unknown>, trigger: Record<string, unknown> = {}) => ({
  kind: 'intent',
  intent: { kind: 'automation-create', action, trigger },
});
const exact = (value: string) => ({ kind: 'exact', value });
const all = { kind: 'fraction', value: 1 };

describe('a stop loss, take profit or limit sell on a token with no amount asks how much; the answer fills it', () => {
  it.each([
    ['stop loss for eth on ethereum at 2700 pls', '2 eth', 'ethereum', 'ETH', exact('2'), 'below'],
    ['take profit on sol at 250 on solana', '5 sol', 'solana', 'SOL', exact('5'), 'above'],
    ['stop loss for link at 12 on ethereum', 'all of it', 'ethereum', 'LINK', all, 'below'],
    ['set a stop loss for wif at 1.2 on solana', 'everything', 'solana', 'WIF', all, 'below'],
    ['put a take profit on eth at 4000', '0.5 eth on base', 'base', 'ETH', exact('0.5'), 'above'],
    ['stop-loss for uni at $5 on ethereum', 'all my UNI', 'ethereum', 'UNI', all, 'below'],
    ['I want make limit sell for my UNI when the price reach 15 dollar', 'all my UNI, on ethereum', 'ethereum', 'UNI', all, undefined],
    ['make a stop loss for my link when price reach 10', 'all my link on ethereum', 'ethereum', 'LINK', all, undefined],
    ['take profit for pepe at 0.00002 on ethereum', '1000000 pepe', 'ethereum', 'PEPE', exact('1000000'), 'above'],
    ['limit sell for my eth at 4000 on base', 'all of them', 'base', 'ETH', all, 'above'],
    ['stop loss for sol at 120', '3 sol, on solana', 'solana', 'SOL', exact('3'), 'below'],
    ['stop loss for eth on base at 2000', '0.5', 'base', 'ETH', exact('0.5'), 'below'],
  ])('%s → %s', (first, answer, chain, token, amount, direction) => {
    expect(read(first)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', awaiting: 'amount' } });
    expect(converse(first, answer)).toMatchObject(
      created({ kind: 'swap', chain, tokenIn: token, amount, side: 'sell' }, { type: 'price', token, ...(direction ? { direction } : {}) }),
    );
  });

  it.each([
    // The holding said ("my pepe") is all of it; an amount said is that amount: nothing to ask.
    ['set a stop loss on my pepe at 0.00001 on ethereum', 'PEPE', all],
    ['stop loss on 2 eth on base at 2700', 'ETH', exact('2')],
    ['take profit on half my sol at 250 on solana', 'SOL', { kind: 'fraction', value: 0.5 }],
  ])('near miss, nothing to ask: %s', (prompt, token, amount) => {
    expect(read(prompt)).toMatchObject(created({ tokenIn: token, amount }));
  });

  it.each([
    ['stop loss on your eth at 2000 on base', 'ETH'],
    ['stop loss on the eth at 2000 on base', 'ETH'],
  ])('near miss, still asked: %s', (prompt, token) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', question: expect.stringContaining(`How much ${token}`) });
  });

  it.each([
    ['stop loss for eth on base at 2000', '500 usdc'],
    ['take profit for pepe at 0.00002 on ethereum', '5 million usdc'],
    ['stop loss for sol at 120 on solana', '2 eth'],
    ['take profit for link at 30', 'all my eth on ethereum'],
  ])('an amount of another token is what it sells or what it gets: asked, never picked (%s → %s)', (first, answer) => {
    expect(converse(first, answer)).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });
});

describe('a recurring order said with its purpose or its end in words', () => {
  const weekly = (tokenOut: string, value: string, chain: string) =>
    created({ kind: 'swap', chain, tokenIn: 'USDC', tokenOut, amount: exact(value) }, { type: 'every', intervalSeconds: 604_800 });
  it.each([
    ['every monday buy 50 usdc of SOL on solana, is for DCA, without end', 'SOL', '50', 'solana'],
    ['every monday buy 50 usdc of SOL on solana, is for DCA', 'SOL', '50', 'solana'],
    ["every friday buy 20 usdc of eth on base, it's for my dca plan", 'ETH', '20', 'base'],
    ['buy 20 usdc of eth weekly on base as long term stack, no end', 'ETH', '20', 'base'],
    ['every monday buy 50 usdc of SOL on solana for dca', 'SOL', '50', 'solana'],
    ['every sunday buy 30 usdc of eth on base, this is for accumulation', 'ETH', '30', 'base'],
    ['dca add SOL 25usdc weekly mon 09:00utc solana', 'SOL', '25', 'solana'],
    ['buy eth with 10 usdc weekly on Friday on base', 'ETH', '10', 'base'],
    ['weekly thursday buy 5 usdc of eth on base', 'ETH', '5', 'base'],
  ])('%s', (prompt, tokenOut, value, chain) => {
    expect(read(prompt)).toMatchObject(weekly(tokenOut, value, chain));
  });

  it.each([
    ['dca add SOL 25usdc weekly mon 09:00utc solana', '2026-11-30T09:00:00.000Z'],
    ['buy eth with 10 usdc weekly on Friday on base', '2026-11-27T00:00:00.000Z'],
    ['weekly thursday buy 5 usdc of eth on base', '2026-12-03T00:00:00.000Z'],
  ])('"weekly" with a day runs on that day: %s', (prompt, startAt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { trigger: { startAt } } });
  });

  it.each([
    ['dca add SOL 25usdc weekly mon 09:00utc solana', false],
    ['every monday at 14:00 UTC buy 5 usdc of eth on base', false],
    ['every monday buy 5 usdc of eth on base', true],
    ['every monday at 9:00 buy 5 usdc of eth on base', true],
  ])('the UTC note only when no zone was said: %s', (prompt, noted) => {
    const got = read(prompt);
    expect(got.kind).toBe('intent');
    expect(JSON.stringify(got.kind === 'intent' ? (got.notes ?? []) : []).includes('no time zone was given')).toBe(noted);
  });

  it('a purpose with no time still asks when: "buy 50 usdc of sol on solana, is for DCA"', () => {
    expect(read('buy 50 usdc of sol on solana, is for DCA')).toMatchObject({ kind: 'ask', question: expect.stringMatching(/^When should it run/) });
  });

  it.each([
    ['my plan - buy $15 of WIF every Friday for 6 weeks on solana with usdc', 'WIF', 6],
    ['DCA plan (from my notebook): $15 of WIF every Friday, for 6 weeks on solana with usdc', 'WIF', 6],
    ['my DCA plan - $15 of WIF every Friday for 6 weeks on solana with usdc', 'WIF', 6],
  ])('a plan labelled as such is the order: %s', (prompt, tokenOut, count) => {
    expect(read(prompt)).toMatchObject(
      created({ kind: 'swap', chain: 'solana', tokenIn: 'USDC', tokenOut, amount: { kind: 'usd', value: '15' } }, { type: 'every', count }),
    );
  });

  it.each([
    [
      'schedule: weekdays 14:30 UTC | action: buy DEGEN with 10 USDC | chain: base | max_runs: 20',
      'weekdays 14:30 UTC buy DEGEN with 10 USDC on base 20 times',
    ],
    ['recurring: daily 09:00 UTC | action: buy JUP with 5 USDC | solana | runs: 10', 'daily 09:00 UTC buy JUP with 5 USDC on solana 10 times'],
    ['dca: every monday | buy ETH with 20 USDC | base | count=4', 'every monday buy ETH with 20 USDC on base 4 times'],
  ])("a bot's piped order, its labels and its count as words: %s", (prompt, words) => {
    expect(orderWords(prompt)).toBe(words);
  });

  it('a piped order read whole', () => {
    expect(read('recurring: daily 09:00 UTC | action: buy JUP with 5 USDC | solana | runs: 10')).toMatchObject(
      created({ chain: 'solana', tokenIn: 'USDC', tokenOut: 'JUP', amount: exact('5') }, { type: 'every', intervalSeconds: 86_400, count: 10 }),
    );
  });
});

describe("a price order under someone else's quoted words: only the person's own words carry it", () => {
  it.each([
    ['"JUP to $1.50 by end of month, screenshot this"\n\nif he\'s right i want out, sell 40 JUP when it hits 1.5', 'JUP', '1.5'],
    ['"JUP to $1.50 by end of month, screenshot this"\n\nsell 40 JUP when it hits 1.5', 'JUP', '1.5'],
    ['he wrote "eth 5k by next week" lol. sell 1 eth on base if it hits 5000', 'ETH', '5000'],
    ['“sol to 300 within a month”\nsell 2 sol on solana once it reaches 300', 'SOL', '300'],
  ])('%s', (prompt, token, priceUsd) => {
    expect(read(prompt)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'automation-create', awaiting: 'confirm', action: { tokenIn: token }, trigger: { type: 'price', priceUsd } },
    });
  });

  it.each([
    ["if he's right i want out, sell 40 JUP on solana when it hits 1.5", 'JUP'],
    ["if that's true i'm out: sell 2 eth on base once it reaches 4000", 'ETH'],
  ])('whether a call comes true is what the price watches: %s', (prompt, token) => {
    expect(read(prompt)).toMatchObject(created({ tokenIn: token }, { type: 'price' }));
  });

  it('near miss: a token\'s name in quotes is the person\'s own word: sell 40 "JUP" on solana when it hits 1.5', () => {
    expect(read('sell 40 "JUP" on solana when it hits 1.5')).toMatchObject(
      created({ tokenIn: 'JUP', amount: exact('40') }, { type: 'price', priceUsd: '1.5' }),
    );
  });

  it.each(["if he's right, sell 40 JUP on solana", 'sell 40 JUP on solana within a month when it hits 1.5'])(
    'near miss, never set up as said: %s',
    (prompt) => {
      expect(read(prompt).kind).not.toBe('intent');
    },
  );
});

describe("the orders read as a bot's HTTP request", () => {
  it.each([
    'GET /orders',
    'GET /orders?status=open',
    'get /api/v1/automations?state=active',
    'GET https://purser.local/v1/orders/',
    'GET /automations?status=all',
  ])('%s', (prompt) => {
    expect(automationManagement(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-list' } });
  });

  it.each(['GET /orders?status=filled', 'GET /orders?token=eth'])('a filter it cannot apply is refused: %s', (prompt) => {
    expect(automationManagement(prompt)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_UNSUPPORTED' });
  });

  it.each(['POST /orders', 'DELETE /orders/auto_01', 'GET /orders now buy eth'])('near miss, no list: %s', (prompt) => {
    expect(automationManagement(prompt)).not.toMatchObject({ kind: 'intent', intent: { kind: 'automation-list' } });
  });

  it.each([
    'GET /orders',
    'which orders I have open now?',
    'what orders do i have open',
    'there is orders still waiting for me?',
    'is there orders running for me',
    'have i orders live?',
    'orders open?',
  ])('read whole: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-list' } });
  });
});
