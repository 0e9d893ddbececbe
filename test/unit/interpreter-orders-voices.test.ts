import { describe, expect, it } from 'vitest';
import { IntentSchema, interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { turn } from '../support/thread-turn.ts';

/** A fixed clock: Sunday 2026-11-22, 10:00 UTC. */
const now = new Date('2026-11-22T10:00:00Z');
const usd = (value: string) => ({ kind: 'usd', value });
const exact = (value: string) => ({ kind: 'exact', value });
const swap = (chain: string, tokenIn: string, tokenOut: string, amount: unknown, side = 'sell') => ({
  kind: 'swap',
  chain,
  tokenIn,
  tokenOut,
  amount,
  side,
  slippageBps: 100,
});
const price = (token: string, chain: string, direction: string, priceUsd: string) => ({ type: 'price', token, chain, direction, priceUsd });
const every = (intervalSeconds: number, startAt: string, end: { count?: number } = {}) => ({ type: 'every', intervalSeconds, startAt, ...end });

/**
 * Orders in free word order and real voices (issue 16): chat, non-native English, voice transcription, trading
 * bots. Each is an order (nothing moves now), read to the same action and trigger as its plain form.
 */
const voices: [string, unknown, unknown][] = [
  ['dca $25 into sol every monday w usdc', swap('solana', 'USDC', 'SOL', usd('25')), every(604_800, '2026-11-23T00:00:00.000Z')],
  ['every monday buy fifty dollars of eth with usdc on base', swap('base', 'USDC', 'ETH', usd('50')), every(604_800, '2026-11-23T00:00:00.000Z')],
  ['set this up: buy $50 of cbBTC with USDC on base every friday', swap('base', 'USDC', 'cbBTC', usd('50')), every(604_800, '2026-11-27T00:00:00.000Z')],
  [
    'When the SOL price falls to 120 dollars, buy for me SOL with 300 USDC.',
    swap('solana', 'USDC', 'SOL', exact('300')),
    price('SOL', 'solana', 'below', '120'),
  ],
  ['when sol falls to 120, buy sol with 300 usdc', swap('solana', 'USDC', 'SOL', exact('300')), price('SOL', 'solana', 'below', '120')],
  [
    'If ETH on Ethereum goes under 2000, sell 1 ETH to USDC (stop loss).',
    swap('ethereum', 'ETH', 'USDC', exact('1')),
    price('ETH', 'ethereum', 'below', '2000'),
  ],
  ['if eth on base drops below 2000, sell 1 eth for usdc', swap('base', 'ETH', 'USDC', exact('1')), price('ETH', 'base', 'below', '2000')],
  ['set a limit buy on base: 1000 usdc into eth if eth hits 2750', swap('base', 'USDC', 'ETH', exact('1000')), price('ETH', 'base', 'below', '2750')],
  [
    'ok stop loss on my WIF, sell it all for USDC if WIF drops under $1.50',
    swap('solana', 'WIF', 'USDC', { kind: 'fraction', value: 1 }),
    price('WIF', 'solana', 'below', '1.50'),
  ],
  [
    'sell all my WIF for USDC if WIF drops under $1.50, I always put a stop on memecoins',
    swap('solana', 'WIF', 'USDC', { kind: 'fraction', value: 1 }),
    price('WIF', 'solana', 'below', '1.50'),
  ],
  ['sell two sol for usdc if sol goes below a hundred and twenty', swap('solana', 'SOL', 'USDC', exact('2')), price('SOL', 'solana', 'below', '120')],
  [
    "Could you please set up a recurring purchase of $25 of SOL, paid with USDC on Solana, every day for the next two weeks? I'd like to build the position gradually.",
    swap('solana', 'USDC', 'SOL', usd('25')),
    every(86_400, '2026-11-22T10:00:00.000Z', { count: 14 }),
  ],
  [
    'I would like to schedule a one-off swap for tomorrow at 09:00 UTC that converts 200 USDC into AERO on Base, because I expect to be away from my computer at that time.',
    swap('base', 'USDC', 'AERO', exact('200')),
    { type: 'at', at: '2026-11-23T09:00:00.000Z' },
  ],
  [
    "I'd like to place a limit order on Ethereum so that, if the price of ETH falls to $2,500, 1,000 USDC is used to buy ETH; please don't buy anything right now.",
    swap('ethereum', 'USDC', 'ETH', exact('1000')),
    price('ETH', 'ethereum', 'below', '2500'),
  ],
  ['LIMIT BUY ETH @2800 size=500USDC chain=base', swap('base', 'USDC', 'ETH', exact('500')), price('ETH', 'base', 'below', '2800')],
  ['DCA token=BONK every=1d amt=$5 pay=USDC chain=solana', swap('solana', 'USDC', 'BONK', usd('5')), every(86_400, '2026-11-22T10:00:00.000Z')],
  ['STOP sell 2 SOL if px<120 chain=solana', swap('solana', 'SOL', 'USDC', exact('2')), price('SOL', 'solana', 'below', '120')],
];

const calendar = (startAt: string, days: { weekdays?: number[]; monthDay?: number }, end: { endAt?: string; count?: number } = {}) => ({
  type: 'every',
  intervalSeconds: 86_400,
  startAt,
  calendar: days,
  ...end,
});
const ethBuy = swap('base', 'USDC', 'ETH', usd('10'));

/** Calendar schedules, read in UTC against Sunday 2026-11-22 10:00 UTC. */
voices.push(
  ['buy $10 of eth with usdc on base every Monday', ethBuy, every(604_800, '2026-11-23T00:00:00.000Z')],
  ['every friday at 9:00 UTC buy $10 of eth with usdc on base', ethBuy, every(604_800, '2026-11-27T09:00:00.000Z')],
  ['buy $10 of eth with usdc on base on the 1st of each month', ethBuy, calendar('2026-12-01T00:00:00.000Z', { monthDay: 1 })],
  ['on the first of every month buy $10 of eth with usdc on base', ethBuy, calendar('2026-12-01T00:00:00.000Z', { monthDay: 1 })],
  ['every month on the 31st buy $10 of eth with usdc on base', ethBuy, calendar('2026-11-30T00:00:00.000Z', { monthDay: 31 })],
  ['buy $10 of eth with usdc on base weekdays at 9:00 UTC', ethBuy, calendar('2026-11-23T09:00:00.000Z', { weekdays: [1, 2, 3, 4, 5] })],
  [
    'every weekday at 14:30 buy $10 of eth with usdc on base for 2 weeks',
    ethBuy,
    calendar('2026-11-23T14:30:00.000Z', { weekdays: [1, 2, 3, 4, 5] }, { endAt: '2026-12-06T09:59:59.000Z' }),
  ],
  ['buy 0.1 eth on base every month', swap('base', 'USDC', 'ETH', exact('0.1'), 'buy'), calendar('2026-12-22T00:00:00.000Z', { monthDay: 22 })],
  ['monthly buy $10 of eth with usdc on base', ethBuy, calendar('2026-12-22T00:00:00.000Z', { monthDay: 22 })],
  ['buy $10 of eth with usdc on base every day for the next two weeks', ethBuy, every(86_400, '2026-11-22T10:00:00.000Z', { count: 14 })],
  [
    'Every day please buy 10 dollars of ETH with USDC on Base, for one month.',
    ethBuy,
    { ...every(86_400, '2026-11-22T10:00:00.000Z'), endAt: '2026-12-22T09:59:59.000Z' },
  ],
  ['buy $10 of eth with usdc on base every week for 2 months', ethBuy, { ...every(604_800, '2026-11-22T10:00:00.000Z'), endAt: '2027-01-22T09:59:59.000Z' }],
);

describe('orders in free word order and real voices (issue 16)', () => {
  it.each(voices)('%s', (prompt, action, trigger) => {
    const result = interpretPrompt(prompt, [], now);
    expect(result).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action, trigger } });
    if (result.kind === 'intent') expect(IntentSchema.parse(result.intent)).toEqual(result.intent);
  });
});

/** The thread as the job store gives it back: each interpretation through JSON. */

/** [order, its question, the answer]: the order asks for what it lacks, and the answer on the thread completes it. */
const conversations: [string, RegExp, string, unknown, unknown][] = [
  ['every monday buy $50 of eth with usdc', /Which chain/, 'base', swap('base', 'USDC', 'ETH', usd('50')), every(604_800, '2026-11-23T00:00:00.000Z')],
  [
    'sell 1 eth for usdc if eth drops below 2000',
    /Which chain/,
    'on ethereum',
    swap('ethereum', 'ETH', 'USDC', exact('1')),
    price('ETH', 'ethereum', 'below', '2000'),
  ],
  ['if eth drops below 2000 buy eth with usdc on base', /How much/, '$100', swap('base', 'USDC', 'ETH', usd('100')), price('ETH', 'base', 'below', '2000')],
  [
    'if eth drops below 2000 buy eth with usdc on base',
    /How much/,
    '200 usdc',
    swap('base', 'USDC', 'ETH', exact('200')),
    price('ETH', 'base', 'below', '2000'),
  ],
  [
    'set a stop loss: sell all my WIF for USDC',
    /At what price/,
    '$1.50',
    swap('solana', 'WIF', 'USDC', { kind: 'fraction', value: 1 }),
    price('WIF', 'solana', 'below', '1.50'),
  ],
  [
    'place a limit order to sell 1 eth for usdc on base',
    /At what price/,
    '4200',
    swap('base', 'ETH', 'USDC', exact('1')),
    price('ETH', 'base', 'above', '4200'),
  ],
  [
    'schedule a swap of 10 usdc to eth on base',
    /When should it run/,
    'tomorrow at 9:00 UTC',
    swap('base', 'USDC', 'ETH', exact('10')),
    { type: 'at', at: '2026-11-23T09:00:00.000Z' },
  ],
  [
    'schedule a swap of 10 usdc to eth on base',
    /When should it run/,
    'every day',
    swap('base', 'USDC', 'ETH', exact('10')),
    every(86_400, '2026-11-22T10:00:00.000Z'),
  ],
];

describe('a "stop" in a prompt that sets up an order is no cancel (issue 16)', () => {
  it.each([
    'ok stop loss on my WIF, sell it all for USDC if WIF drops under $1.50 - I always put a stop on memecoins',
    'advice: always put a stop on memecoins. ok stop loss on my WIF, sell it all for USDC if WIF drops under $1.50',
  ])('%s', (prompt) => {
    const result = interpretPrompt(prompt, [], now);
    expect(result.kind === 'intent' ? result.intent.kind : result.kind === 'fail' ? result.message : result.kind).not.toMatch(/automation-cancel|cancellation/);
  });
});

describe('orders ask on the thread for what they lack (issue 16)', () => {
  it.each(conversations)('%s → %s → %s', (order, question, answer, action, trigger) => {
    const first = interpretPrompt(order, [], now);
    expect(first).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create' } });
    if (first.kind === 'ask') expect(first.question).toMatch(question);
    expect(interpretPrompt(answer, [turn(order, first)], now)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action, trigger } });
  });

  it('a no cancels the order; nothing is set up', () => {
    const first = interpretPrompt('every monday buy $50 of eth with usdc', [], now);
    expect(interpretPrompt('no', [turn('every monday buy $50 of eth with usdc', first)], now)).toMatchObject({ kind: 'fail', code: 'CANCELLED' });
  });

  it('an answer that is a request of its own is read on its own, not into the order', () => {
    const first = interpretPrompt('every monday buy $50 of eth with usdc', [], now);
    expect(interpretPrompt('what is the price of eth', [turn('every monday buy $50 of eth with usdc', first)], now)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'price' },
    });
  });
});
