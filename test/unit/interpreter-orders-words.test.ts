import { describe, expect, it } from 'vitest';
import { IntentSchema, interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { automationManagement, cancelWords } from '../../lib/capabilities/automations/automation-management.ts';
import { readUntil } from '../../lib/capabilities/automations/read-until.ts';
import { turn } from '../support/thread-turn.ts';

/** A fixed clock: Sunday 2026-11-22, 10:00 UTC. */
const now = new Date('2026-11-22T10:00:00Z');
const usd = (value: string) => ({ kind: 'usd', value });
const exact = (value: string) => ({ kind: 'exact', value });
const all = { kind: 'fraction', value: 1 };
const swap = (chain: string, tokenIn: string, tokenOut: string, amount: unknown) => ({ kind: 'swap', chain, tokenIn, tokenOut, amount });
const price = (token: string, chain: string, direction: string, priceUsd: string) => ({ type: 'price', token, chain, direction, priceUsd });
const monthly = (monthDay: number, startAt: string, endAt: string) => ({ type: 'every', intervalSeconds: 86_400, startAt, endAt, calendar: { monthDay } });
const weekly = (startAt: string, end: { endAt?: string; count?: number }) => ({ type: 'every', intervalSeconds: 604_800, startAt, ...end });
const ethBuyBelow = [swap('base', 'USDC', 'ETH', exact('1000')), price('ETH', 'base', 'below', '2500')] as const;

/**
 * Orders the way people write them (issue 16), each read to the order its plain form makes: the trigger's token is
 * the one bought when the trade names none ("buy it", "buy with 1000 usdc"), a move said as it happens ("is falling
 * to") goes its way, ends and days said in words, times said in words ("noon"), the holding a stop loss sells.
 */
const orders: [string, unknown, unknown][] = [
  ['When the ETH is falling to 2500, buy for me with 1000 USDC on base', ...ethBuyBelow],
  ['if eth drops to twenty five hundred buy it with a thousand usdc on base', ...ethBuyBelow],
  ['once eth is dipping under 2500 buy with 1000 usdc on base', ...ethBuyBelow],
  ['when eth falls to 2500 get some with 1000 usdc on base', ...ethBuyBelow],
  ['if ETH is sinking to $2,500, please buy for 1000 USDC on base', ...ethBuyBelow],
  // A comparison sign is a direction.
  ['when eth < 2500 buy eth with 1000 usdc on base', ...ethBuyBelow],
  ['if ETH<=2500, buy eth with 1000 usdc on base', ...ethBuyBelow],
  ['if sol >= 150 sell 1 sol for usdc', swap('solana', 'SOL', 'USDC', exact('1')), price('SOL', 'solana', 'above', '150')],
  ['when eth is rising to 5000 sell 1 eth for usdc on base', swap('base', 'ETH', 'USDC', exact('1')), price('ETH', 'base', 'above', '5000')],
  ['if wif is crashing to 1.5 sell it all for usdc', swap('solana', 'WIF', 'USDC', all), price('WIF', 'solana', 'below', '1.5')],
  // A stop loss's holding said before its condition; "hits" for a stop loss is a fall, for a take profit a rise.
  ['stop loss all my wif if it dips under 1.5', swap('solana', 'WIF', 'SOL', all), price('WIF', 'solana', 'below', '1.5')],
  ['stop-loss on 100 WIF when it hits 1.5', swap('solana', 'WIF', 'SOL', exact('100')), price('WIF', 'solana', 'below', '1.5')],
  ['take profit half my wif once it hits 4', swap('solana', 'WIF', 'SOL', { kind: 'fraction', value: 0.5 }), price('WIF', 'solana', 'above', '4')],
  // Ends said in words, read against Sunday 2026-11-22.
  [
    'Each first of the month please buy 100 USDC of WETH on ethereum, until end of this year',
    swap('ethereum', 'USDC', 'WETH', exact('100')),
    monthly(1, '2026-12-01T00:00:00.000Z', '2026-12-31T23:59:59.000Z'),
  ],
  [
    'every 1st of the month buy 100 USDC of WETH on ethereum, continuing until the end of next year',
    swap('ethereum', 'USDC', 'WETH', exact('100')),
    monthly(1, '2026-12-01T00:00:00.000Z', '2027-12-31T23:59:59.000Z'),
  ],
  [
    'on the fifteenth of each month buy $20 of eth with usdc on base till the end of next month',
    swap('base', 'USDC', 'ETH', usd('20')),
    monthly(15, '2026-12-15T00:00:00.000Z', '2026-12-31T23:59:59.000Z'),
  ],
  [
    'every monday buy $20 of eth with usdc on base until the end of next week',
    swap('base', 'USDC', 'ETH', usd('20')),
    weekly('2026-11-23T00:00:00.000Z', { endAt: '2026-11-29T23:59:59.000Z' }),
  ],
  [
    'every monday buy $20 of eth with usdc on base until christmas',
    swap('base', 'USDC', 'ETH', usd('20')),
    weekly('2026-11-23T00:00:00.000Z', { endAt: '2026-12-25T23:59:59.000Z' }),
  ],
  [
    'every monday buy $20 of eth with usdc on base, and keep going till jan 15th',
    swap('base', 'USDC', 'ETH', usd('20')),
    weekly('2026-11-23T00:00:00.000Z', { endAt: '2027-01-15T23:59:59.000Z' }),
  ],
  [
    'every monday buy $20 of eth with usdc on base through the 3rd of march 2027',
    swap('base', 'USDC', 'ETH', usd('20')),
    weekly('2026-11-23T00:00:00.000Z', { endAt: '2027-03-03T23:59:59.000Z' }),
  ],
  [
    'every monday buy $20 of eth with usdc on base until month end',
    swap('base', 'USDC', 'ETH', usd('20')),
    weekly('2026-11-23T00:00:00.000Z', { endAt: '2026-11-30T23:59:59.000Z' }),
  ],
  ['every monday buy $20 of eth with usdc on base for 10 weeks', swap('base', 'USDC', 'ETH', usd('20')), weekly('2026-11-23T00:00:00.000Z', { count: 10 })],
  // Repetitions in other words.
  ['Buy each day 10 USDC of ETH on base during 2 weeks', swap('base', 'USDC', 'ETH', exact('10')), { type: 'every', intervalSeconds: 86_400, count: 14 }],
  ['once a week buy $20 of eth with usdc on base for 3 weeks', swap('base', 'USDC', 'ETH', usd('20')), weekly('2026-11-22T10:00:00.000Z', { count: 3 })],
  ['every 2nd day buy $20 of eth with usdc on base for 2 weeks', swap('base', 'USDC', 'ETH', usd('20')), { type: 'every', intervalSeconds: 172_800, count: 7 }],
  [
    'every week on monday buy $20 of eth with usdc on base for 4 weeks',
    swap('base', 'USDC', 'ETH', usd('20')),
    weekly('2026-11-23T00:00:00.000Z', { count: 4 }),
  ],
  ['once a month buy $20 of eth with usdc on base', swap('base', 'USDC', 'ETH', usd('20')), { type: 'every', calendar: { monthDay: 22 } }],
  ['fortnightly buy $20 of eth with usdc on base for 8 weeks', swap('base', 'USDC', 'ETH', usd('20')), { type: 'every', intervalSeconds: 1_209_600, count: 4 }],
  ['every day buy $20 of eth with usdc on base for a fortnight', swap('base', 'USDC', 'ETH', usd('20')), { type: 'every', intervalSeconds: 86_400, count: 14 }],
  // A label before the order.
  ...[
    'set this up: buy $50 of cbBTC with USDC on base every friday',
    'new order: buy $50 of cbBTC with USDC on base every friday',
    'please set this up for me: buy $50 of cbBTC with USDC on base every friday',
    'set up the following: buy $50 of cbBTC with USDC on base every friday',
    'recurring order - buy $50 of cbBTC with USDC on base every friday',
  ].map((prompt): [string, unknown, unknown] => [prompt, swap('base', 'USDC', 'cbBTC', usd('50')), weekly('2026-11-27T00:00:00.000Z', {})]),
  ['order: if eth drops to 2500 buy eth with 1000 usdc on base', ...ethBuyBelow],
  // Careful prose: a label, a reason, "should the price fall", a stop order.
  [
    'I would like to establish a recurring purchase: every monday at 9:00 UTC, please buy $20 of ETH with USDC on Base, continuing until the end of next month, so that we can average into our position gradually.',
    swap('base', 'USDC', 'ETH', usd('20')),
    weekly('2026-11-23T09:00:00.000Z', { endAt: '2026-12-31T23:59:59.000Z' }),
  ],
  [
    'As a precaution against a sharp decline, please place a stop order to sell 3 ETH for USDC on Ethereum, to be triggered should the price of ETH fall to $2,500 or below.',
    swap('ethereum', 'ETH', 'USDC', exact('3')),
    price('ETH', 'ethereum', 'below', '2500'),
  ],
  [
    'Just in case, set up a stop order to sell 1 ETH for USDC on base, executed should ETH drop to 2000.',
    swap('base', 'ETH', 'USDC', exact('1')),
    price('ETH', 'base', 'below', '2000'),
  ],
  // A bot's fields.
  ['STOP_LOSS asset=SOL chain=solana trigger<=120 sell=3 SOL receive=USDC', swap('solana', 'SOL', 'USDC', exact('3')), price('SOL', 'solana', 'below', '120')],
  ['/limit buy ETH price=2500 size=1000USDC chain=base', ...ethBuyBelow],
  [
    'at=tomorrow 15:00 UTC action=swap 100 USDC->WETH chain=ethereum',
    swap('ethereum', 'USDC', 'WETH', exact('100')),
    { type: 'at', at: '2026-11-23T15:00:00.000Z' },
  ],
  // Times and order in words.
  [
    'uh schedule a buy of $20 of eth with usdc on base for tomorrow at noon UTC',
    swap('base', 'USDC', 'ETH', usd('20')),
    { type: 'at', at: '2026-11-23T12:00:00.000Z' },
  ],
  ['tomorrow at midday buy $20 of eth with usdc on base', swap('base', 'USDC', 'ETH', usd('20')), { type: 'at', at: '2026-11-23T12:00:00.000Z' }],
  [
    'Please do every monday at 9:00 UTC a buy of $20 of ETH with usdc on base for 4 weeks',
    swap('base', 'USDC', 'ETH', usd('20')),
    weekly('2026-11-23T09:00:00.000Z', { count: 4 }),
  ],
  [
    'I should like to set up a limit order to buy ETH with 1000 USDC at $2,500 on Base.',
    swap('base', 'USDC', 'ETH', exact('1000')),
    price('ETH', 'base', 'below', '2500'),
  ],
];

describe('orders read the way people write them (issue 16)', () => {
  it.each(orders)('%s', (prompt, action, trigger) => {
    const result = interpretPrompt(prompt, [], now);
    expect(result).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action, trigger } });
    if (result.kind === 'intent') expect(IntentSchema.parse(result.intent)).toEqual(result.intent);
  });
});

describe('what an order does not say is asked, never guessed (issue 16)', () => {
  it.each([
    // No amount, or no token anywhere: asked.
    ['when eth is falling to 2500, buy with usdc on base', /How much/],
    ['buy with 1000 usdc on base if the price drops to 2500', /Which token/],
    ['stop loss my eth if it dips under 2000', /How much ETH/],
    // "my wif" says which token, not how much of it.
    ['stop loss my wif if it dips under 1.5', /How much WIF/],
    ['take profit on my wif once it hits 4', /How much WIF/],
    ['every monday buy $20 of eth until the end of this month', /Which chain/],
    // "some of my sol" is an amount not said, never the trigger's token.
    ['if eth drops below 2000 sell some of my sol for usdc', /How much SOL/],
  ])('%s', (prompt, question) => {
    const result = interpretPrompt(prompt, [], now);
    expect(result).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create' } });
    if (result.kind === 'ask') expect(result.question).toMatch(question);
  });

  it.each([
    ['every monday buy $20 of eth with usdc on base until friday', /cannot read "until friday"/],
    ['every monday buy $20 of eth with usdc on base until february 30', /cannot read "until february 30"/],
    ['every monday buy $20 of eth with usdc on base until the end of the week for one month', /two ends/],
    // A time word the schedule did not read is never dropped from it.
    ['every day buy $20 of eth with usdc on base except mondays', /could not read "mondays"/],
    ['each monday and thursday buy $20 of eth with usdc on base', /could not read "thursday"/],
    ['every day buy $20 of eth with usdc on base for 5 days starting next month', /could not read/],
    // A price order watches one price, with no time limit: a second bound or a deadline is never dropped.
    ["buy eth with 500 usdc on base when it's below 2000 but above 1500", /could not read "above 1500"/],
    ['if eth falls below 2000 within a week buy eth with 500 usdc on base', /could not read "week"/],
    ['if eth falls below 2000 buy eth with 500 usdc on base by friday', /could not read "friday"/],
    // An hour alone may be morning or evening.
    ['every day at 9 buy $20 of eth with usdc on base for 5 days', /"at 9" is an hour without/],
    ["on the 1st of each month at 9 o'clock buy $20 of eth with usdc on base", /"at 9 o'clock" is an hour without/],
  ])('an end it cannot read is refused: %s', (prompt, message) => {
    const result = interpretPrompt(prompt, [], now);
    expect(result).toMatchObject({ kind: 'fail' });
    if (result.kind === 'fail') expect(result.message).toMatch(message);
  });
});

describe('ends in words (issue 16)', () => {
  it.each([
    ['until the end of this year', '2026-12-31T23:59:59.000Z'],
    ['until the end of the year', '2026-12-31T23:59:59.000Z'],
    ['until eoy', '2026-12-31T23:59:59.000Z'],
    ['thru year-end', '2026-12-31T23:59:59.000Z'],
    ['until the end of the month', '2026-11-30T23:59:59.000Z'],
    ['until the end of next month', '2026-12-31T23:59:59.000Z'],
    ['until the end of this week', '2026-11-22T23:59:59.000Z'],
    ['until new years eve', '2026-12-31T23:59:59.000Z'],
    ['until the new year', '2026-12-31T23:59:59.000Z'],
    ['until december 25', '2026-12-25T23:59:59.000Z'],
    ['until the 22nd of november', '2026-11-22T23:59:59.000Z'],
    ['until the 21st of november', '2027-11-21T23:59:59.000Z'],
    ['until 2027-02-01', '2027-02-01T23:59:59.000Z'],
    ['for the rest of the year', '2026-12-31T23:59:59.000Z'],
    ['for the rest of this month', '2026-11-30T23:59:59.000Z'],
    ['through december', '2026-12-31T23:59:59.000Z'],
    ['thru the end of february', '2027-02-28T23:59:59.000Z'],
    ['through november 2027', '2027-11-30T23:59:59.000Z'],
    // Until the month comes: through its first day, as "until december 1" reads (the answer says the date).
    ['until december', '2026-12-01T23:59:59.000Z'],
    ['till the march', '2027-03-01T23:59:59.000Z'],
  ])('%s', (words, endAt) => {
    expect(readUntil(`buy eth ${words}`, now)?.date?.toISOString()).toBe(endAt);
  });
});

/** The thread as the job store gives it back: each interpretation through JSON. */

/** [order, its question, the answer, action, trigger]: the answer, in its own voice, completes the order. */
const conversations: [string, RegExp, string, unknown, unknown][] = [
  [
    'Please do every weekday at 9:00 UTC a buy of SOL',
    /How much/,
    'With 25 USDC on solana',
    swap('solana', 'USDC', 'SOL', exact('25')),
    { type: 'every', startAt: '2026-11-23T09:00:00.000Z', calendar: { weekdays: [1, 2, 3, 4, 5] } },
  ],
  [
    'uh schedule a buy of eth for tomorrow at noon UTC',
    /How much/,
    'um fifty usdc on base',
    swap('base', 'USDC', 'ETH', exact('50')),
    { type: 'at', at: '2026-11-23T12:00:00.000Z' },
  ],
  [
    'every day at 14:30 utc buy eth',
    /How much/,
    '$10 on base',
    swap('base', 'USDC', 'ETH', usd('10')),
    { type: 'every', intervalSeconds: 86_400, startAt: '2026-11-22T14:30:00.000Z' },
  ],
  ['every monday buy eth with usdc', /How much/, 'base 20 usdc', swap('base', 'USDC', 'ETH', exact('20')), weekly('2026-11-23T00:00:00.000Z', {})],
  // The answer says the trade again in full, the chain first: the order's trade, under its own trigger.
  [
    'stop loss my link if it dips under 12',
    /How much LINK/,
    'ethereum, sell 5 link for usdc',
    swap('ethereum', 'LINK', 'USDC', exact('5')),
    price('LINK', 'ethereum', 'below', '12'),
  ],
  [
    'stop loss my eth if it dips under 2000',
    /How much ETH/,
    'base, sell 1 eth for usdc',
    swap('base', 'ETH', 'USDC', exact('1')),
    price('ETH', 'base', 'below', '2000'),
  ],
  [
    'if eth drops below 2000 sell eth for usdc',
    /How much ETH/,
    'sell 2 eth for usdc on base',
    swap('base', 'ETH', 'USDC', exact('2')),
    price('ETH', 'base', 'below', '2000'),
  ],
  [
    'every monday buy eth with usdc',
    /How much/,
    'base: buy $20 of eth with usdc',
    swap('base', 'USDC', 'ETH', usd('20')),
    weekly('2026-11-23T00:00:00.000Z', {}),
  ],
  [
    'create recurring buy: UNI on unichain, 1st of every month 00:00 UTC',
    /How much/,
    'amount=20 USDC',
    swap('unichain', 'USDC', 'UNI', exact('20')),
    { type: 'every', startAt: '2026-12-01T00:00:00.000Z', calendar: { monthDay: 1 } },
  ],
  [
    'I should like to set up a limit order to buy ETH at $2,800 on Base.',
    /How much/,
    'Thank you for asking. Please use 1,500 USDC for it.',
    swap('base', 'USDC', 'ETH', exact('1500')),
    price('ETH', 'base', 'below', '2800'),
  ],
];

/** [order, answer]: an answer that asks for something else is read on its own, never folded into the order. */
const ownRequests: [string, string, string][] = [
  ['if eth drops below 2000 sell eth for usdc', 'sell 1 sol for usdc on solana', 'swap'],
  ['every monday buy eth with usdc', 'buy $20 of eth with usdc on base now', 'swap'],
  ['every monday buy eth with usdc', 'sell $20 of eth for usdc on base', 'swap'],
];

describe('an order asks, and the answer on the thread completes it (issue 16)', () => {
  it.each(['actually cancel the order', 'nvm, forget it', 'ok scrap that', 'cancel'])('%s drops the order asked about, and nothing else', (answer) => {
    const order = 'every monday buy eth with usdc';
    const first = interpretPrompt(order, [], now);
    expect(interpretPrompt(answer, [turn(order, first)], now)).toMatchObject({ kind: 'fail', code: 'CANCELLED' });
  });

  it('a cancel that names another order is that cancel', () => {
    const order = 'every monday buy eth with usdc';
    const first = interpretPrompt(order, [], now);
    expect(interpretPrompt('cancel my sol limit order', [turn(order, first)], now)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-cancel', match: { kind: 'limit', token: 'SOL' } },
    });
  });

  it.each(ownRequests)('%s → %s is a request of its own', (order, answer, kind) => {
    const first = interpretPrompt(order, [], now);
    expect(first).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create' } });
    expect(interpretPrompt(answer, [turn(order, first)], now)).toMatchObject({ kind: 'intent', intent: { kind } });
  });

  it.each(conversations)('%s → %s → %s', (order, question, answer, action, trigger) => {
    const first = interpretPrompt(order, [], now);
    expect(first).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create' } });
    if (first.kind === 'ask') expect(first.question).toMatch(question);
    expect(interpretPrompt(answer, [turn(order, first)], now)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action, trigger } });
  });
});

/** Cancels said by what the order is, after a word or a courtesy. */
const cancels: [string, unknown][] = [
  ['nvm kill my wif limit buy', { kind: 'limit', side: 'buy', token: 'WIF' }],
  ['fine. cancel the daily DEGEN buy', { kind: 'recurring', side: 'buy', token: 'DEGEN', intervalSeconds: 86_400 }],
  ['Would you kindly cancel the weekly UNI purchase that we set up on Ethereum?', { kind: 'recurring', side: 'buy', token: 'UNI', intervalSeconds: 604_800 }],
  ['ugh just stop the daily sol dca', { kind: 'recurring', side: 'buy', token: 'SOL', intervalSeconds: 86_400 }],
  ['could you please remove my stop loss on pepe', { kind: 'limit', side: 'sell', token: 'PEPE' }],
  ["ok i'd like you to delete the eth limit sell", { kind: 'limit', side: 'sell', token: 'ETH' }],
  ['stop buying eth every week', { kind: 'recurring', side: 'buy', token: 'ETH', intervalSeconds: 604_800 }],
  ['get rid of my sol stop loss', { kind: 'limit', side: 'sell', token: 'SOL' }],
  ["i don't want the daily degen buy anymore", { kind: 'recurring', side: 'buy', token: 'DEGEN', intervalSeconds: 86_400 }],
  ['we dont need the weekly sol purchase any more, thanks', { kind: 'recurring', side: 'buy', token: 'SOL', intervalSeconds: 604_800 }],
  ["i don't want the eth buy at 2400 anymore", { kind: 'limit', side: 'buy', token: 'ETH', priceUsd: '2400' }],
];

describe('a cancel names the order by what it is (issue 16)', () => {
  it.each(cancels)('%s', (prompt, match) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', target: 'match', match } });
  });

  it('a reason around the cancel names no other order', () => {
    const prompt =
      'Would you kindly cancel the weekly UNI purchase that we set up on Ethereum? We have decided to pause it for the time being, and we will let you know if we wish to resume.';
    expect(automationManagement(prompt)).toEqual({
      kind: 'intent',
      intent: {
        kind: 'automation-cancel',
        target: 'match',
        match: { kind: 'recurring', side: 'buy', token: 'UNI', intervalSeconds: 604_800, chain: 'ethereum' },
      },
    });
  });

  it.each(["I don't want to buy eth", "i don't want the daily degen buy"])('a move not wanted is no cancel: %s', (prompt) => {
    expect(interpretPrompt(prompt, [], now)).not.toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel' } });
  });

  it.each(['pause my weekly eth buys', 'please suspend the daily sol dca', 'resume my eth limit order'])(
    'an order is never paused by a cancel: %s',
    (prompt) => {
      expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_UNSUPPORTED', message: expect.stringMatching(/cannot pause/) });
    },
  );
});

describe('orders asked about without the word (issue 16)', () => {
  it.each(['what have i got scheduled', 'anything scheduled?', "what's set up for me rn", 'what do i have queued up', 'wat orders do i got open rn'])(
    '%s',
    (prompt) => {
      expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-list' } });
    },
  );
  it('any open limit orders? lists the limit orders', () => {
    expect(interpretPrompt('any open limit orders?', [], now)).toEqual({ kind: 'intent', intent: { kind: 'automation-list', match: { kind: 'limit' } } });
  });
});

describe('a cancel is judged by its own sentence when the rest only gives a reason (issue 16)', () => {
  it.each([
    [
      'Would you kindly cancel the weekly UNI purchase that we set up on Ethereum? We have decided to pause it for the time being, and we will let you know if we wish to resume.',
      'Would you kindly cancel the weekly UNI purchase that we set up on Ethereum?',
    ],
    ['Please cancel my daily sol dca. Thanks so much!', 'Please cancel my daily sol dca.'],
    ['Markets look shaky. Cancel the eth limit buy.', 'Cancel the eth limit buy.'],
    // A sentence that asks for a move, names a token, or a second cancel: the whole prompt, judged as it is.
    ['Cancel the eth limit buy. Also buy 1 eth.', 'Cancel the eth limit buy. Also buy 1 eth.'],
    ['Cancel the eth limit buy. I prefer sol now.', 'Cancel the eth limit buy. I prefer sol now.'],
    ['Cancel the eth limit buy. Then cancel the sol one.', 'Cancel the eth limit buy. Then cancel the sol one.'],
    ['cancel the weekly uni purchase', 'cancel the weekly uni purchase'],
  ])('%s', (prompt, words) => {
    expect(cancelWords(prompt)).toBe(words);
  });
});

describe('a condition on a number is never a trade now (issue 16)', () => {
  it.each(['when eth 2000 swap 500 usdc to eth on base', 'if sol 150 sell 1 sol for usdc', 'once it 2k buy eth with 500 usdc on base'])('%s', (prompt) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_UNSUPPORTED' });
  });
});

describe('a polite cancel with its reason is the one request it is (one-request.ts reads it through cancelWords, issue 16)', () => {
  it('cancels the order it names', () => {
    const prompt =
      'Would you kindly cancel the weekly UNI purchase that we set up on Ethereum? We have decided to pause it for the time being, and we will let you know if we wish to resume.';
    expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', target: 'match' } });
  });
  it.each([
    'Cancel the eth limit buy. Also buy 1 eth on base.',
    'cancel my eth limit buy. I changed my mind, send 1 eth to 0x3333333333333333333333333333333333333333 on base',
  ])('a cancel next to a move is still refused: %s', (prompt) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'fail', code: 'ONE_REQUEST' });
  });
});

describe('an order kind with its verb and no price asks at what price (issue 16)', () => {
  it.each(['limit sell 0.02 WETH on base', 'set a limit sell of 0.02 WETH on base', 'limit buy 1 eth with usdc on base'])('%s', (prompt) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'ask', question: expect.stringMatching(/^At what price should this limit order run\?/) });
  });
});

describe('a label naming a price order keeps the order its kind (issue 16)', () => {
  it.each([
    'Please create a limit order: when ETH falls to 2700 dollars, buy ETH for 500 USDC on Base.',
    'place a limit order - when eth drops to 2700, buy eth with 500 usdc on base',
  ])('%s', (prompt) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'price' } } });
  });
});
