import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Orders a red-team saw read wrong (issue 16), each as a class: the price, run count or side an order's words set,
 * never dropped for a trade now at the market, and never taken as its amount.
 */
const now = new Date('2026-11-26T00:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a decimal amount keeps its "at <price>": a point between digits ends no sentence', () => {
  it.each([
    ['buy 0.5 eth at 2500 on base', 'ETH', '0.5', 'below', '2500'],
    ['buy 1.5 eth at 2500 on base', 'ETH', '1.5', 'below', '2500'],
    ['buy .5 eth at 2500 on base', 'ETH', '0.5', 'below', '2500'],
    ['buy 0.5 eth at 2,500 on base', 'ETH', '0.5', 'below', '2500'],
    ['buy 2 eth at 2,500, on base', 'ETH', '2', 'below', '2500'],
    ['buy 0.5 eth with usdc at 2800 on base', 'ETH', '0.5', 'below', '2800'],
    ['buy 0.5 eth on base @ 2800', 'ETH', '0.5', 'below', '2800'],
    ['buy 0.5 eth @ $2800 on base', 'ETH', '0.5', 'below', '2800'],
    ['buy 0.5 eth at 2800 each on base', 'ETH', '0.5', 'below', '2800'],
    ['sell 0.25 eth at 3500 on base', 'ETH', '0.25', 'above', '3500'],
    ['sell 0.3 eth at 4k on base', 'ETH', '0.3', 'above', '4000'],
    ['buy 2.5 sol at 120', 'SOL', '2.5', 'below', '120'],
    ['sell 1.5 sol at $200', 'SOL', '1.5', 'above', '200'],
    ['buy 1000.5 degen at 0.009 on base', 'DEGEN', '1000.5', 'below', '0.009'],
    ['buy 0.25 wbtc on ethereum at 50k', 'WBTC', '0.25', 'below', '50000'],
  ])('%s', (prompt, token, value, direction, priceUsd) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { amount: { value } }, trigger: { type: 'price', token, direction, priceUsd } },
    });
  });

  it.each([
    // A point that ends a sentence still ends it: the price said in the sentence before is the market's, not the trade's.
    'eth is at 3000. buy 0.5 eth on base',
    'eth was at 3000. sell 1 eth on base',
    'I bought at 2500. sell 0.5 eth on base',
  ])('near miss, no order: %s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' && got.intent.kind === 'automation-create', JSON.stringify(got)).toBe(false);
  });
});

const thread = (first: string, answer: string) => {
  const asked = read(first);
  return interpretPrompt(answer, [{ prompt: first, status: asked.kind === 'fail' ? 'failed' : 'completed', interpretation: asked }], now);
};

describe("a trader's shorthand for an order's price is that order, restated for a yes", () => {
  it.each([
    // sl / tp on a sell: a stop loss (a fall) and a take profit (a rise).
    ['sell 1 eth on base sl 2500', 'sell', 'below', '2500', '1'],
    ['sell 1 eth on base SL: 2500', 'sell', 'below', '2500', '1'],
    ['sell 2 sol on solana s/l 120', 'sell', 'below', '120', '2'],
    ['sell 1 eth on base, stop at 2500', 'sell', 'below', '2500', '1'],
    ['sell 1 eth on base tp 4000', 'sell', 'above', '4000', '1'],
    ['sell 0.5 eth on base tp @ 4k', 'sell', 'above', '4000', '0.5'],
    // A bound on a sell's price from below, on a buy's from above: the limit order on its side.
    ['sell 1 eth on base, min price 3500', 'sell', 'above', '3500', '1'],
    ['sell 1 eth on base not below 3500', 'sell', 'above', '3500', '1'],
    ['sell 1 eth on base above 3500', 'sell', 'above', '3500', '1'],
    ['sell 1 eth on base for no less than 3500', 'sell', 'above', '3500', '1'],
    ['sell 1 eth on base at least 3500', 'sell', 'above', '3500', '1'],
    ['sell 2 eth at 3000 min on base', 'sell', 'above', '3000', '2'],
    ['sell 2 eth on base at 3000 or more', 'sell', 'above', '3000', '2'],
    ['buy 1 eth on base below 2500', 'buy', 'below', '2500', '1'],
    ['buy 1 eth on base, max price 2500', 'buy', 'below', '2500', '1'],
    ['buy 1 eth at most 2500 on base', 'buy', 'below', '2500', '1'],
    ['buy 1 eth on base for 2500 or less', 'buy', 'below', '2500', '1'],
    ['buy 0.5 eth on base @ 2500 max', 'buy', 'below', '2500', '0.5'],
    ['buy eth with 100 usdc on base at no more than 2500', 'sell', 'below', '2500', '100'],
    // "TOKEN @ price x qty": the price is never the amount.
    ['buy degen @ 0.008 x 5000 on base', 'buy', 'below', '0.008', '5000'],
    ['buy eth @ 2800 x 0.5 on base', 'buy', 'below', '2800', '0.5'],
    ['sell eth @ 3500 x 1 on base', 'sell', 'above', '3500', '1'],
    ['buy eth x 0.5 @ 2800 on base', 'buy', 'below', '2800', '0.5'],
    ['sell degen at $0.02 x 10000 on base', 'sell', 'above', '0.02', '10000'],
  ])('%s', (prompt, side, direction, priceUsd, value) => {
    const got = read(prompt);
    expect(got, JSON.stringify(got)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'automation-create', awaiting: 'confirm', action: { side, amount: { value } }, trigger: { type: 'price', direction, priceUsd } },
    });
    expect(thread(prompt, 'yes')).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { direction, priceUsd } } });
    expect(thread(prompt, 'no')).toMatchObject({ kind: 'fail', code: 'CANCELLED' });
  });

  it.each([
    // A protective order beside a trade now is a second request.
    'buy 1 eth with usdc on base and set a stop at 2500',
    'buy 1 eth with usdc on base, then put a stop loss at 2500',
    'buy 1 eth on base sl 2500',
    'buy 1 eth on base with a tp of 4000',
    // Two protective orders on one holding: two orders.
    'sell 1 eth on base sl 2500 tp 4000',
  ])('two requests are refused as two: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'ONE_REQUEST' });
  });

  it.each(['sell uni 9.5 x 5 on ethereum', 'buy degen 0.008 x 5000 on base', 'sell eth 3500 x 2 on base'])(
    'two bare numbers read two ways, asked: %s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_AMBIGUOUS' });
    },
  );

  it.each([
    // Near misses: the order reader's own words, an amount after "over", a bound on the other side, plain trades.
    ['set a stop loss on my eth at 2500 on base', 'automation-create'],
    ['sell 1 eth on base if it drops below 2500', 'automation-create'],
    ['stop loss sell 1 eth on base at 2500', 'automation-create'],
    ['buy 2 eth at 2500 on base', 'automation-create'],
    ['buy 2 eth on base', 'swap'],
    ['buy eth with 10 usdc on base', 'swap'],
  ])('near miss: %s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });

  it.each([
    // A number bounded by a time, a slippage or a fee is no price.
    'sell 1 eth on base in 5 min',
    'sell 1 eth on base for 5 min',
    'sell 1 eth every day for 5 min on base',
    'buy eth with 100 usdc on base, slippage below 1',
    'buy eth with 100 usdc on base, slippage max 1 percent',
  ])('near miss, no limit order: %s', (prompt) => {
    const got = read(prompt);
    expect(JSON.stringify(got)).not.toMatch(/"priceUsd"/);
  });

  it.each(['buy 1 eth on base above 3500', 'sell 1 eth on base below 2500'])('a bound on the other side never trades now: %s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' && got.intent.kind === 'swap', JSON.stringify(got)).toBe(false);
  });
});

describe("a repetition's run count said as a trader counts it ('x 10', '10x') ends it", () => {
  it.each([
    ['buy eth with 10 usdc daily x 10 on base', 86400, 10],
    ['buy eth with 10 usdc daily x10 on base', 86400, 10],
    ['buy eth with 10 usdc every day, 10x, on base', 86400, 10],
    ['buy eth with 10 usdc every day 10x on base', 86400, 10],
    ['buy eth with 10 usdc 10x daily on base', 86400, 10],
    ['buy eth with 20 usdc weekly ×4 on base', 604800, 4],
    ['buy eth with 20 usdc weekly, 4x on base', 604800, 4],
    ['sell 0.1 eth every monday x 5 on base', 604800, 5],
    ['buy eth with 5 usdc hourly x 24 on base', 3600, 24],
    ['buy eth with 5 usdc every 2 days x 3 on base', 172800, 3],
  ])('%s', (prompt, intervalSeconds, count) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'every', intervalSeconds, count } } });
  });

  it.each(['buy eth with 10 usdc daily on base', 'buy eth with 10 usdc every day on base'])('near miss, no count, no end: %s', (prompt) => {
    const got = read(prompt);
    expect(got).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'every', intervalSeconds: 86400 } } });
    expect(got.kind === 'intent' && 'count' in (got.intent as { trigger: object }).trigger).toBe(false);
  });
});

describe("'biweekly' and 'bi-monthly' read two ways and are asked; 'semi-monthly' is two orders", () => {
  it.each([
    'buy eth with 50 usdc biweekly on base',
    'buy eth with 50 usdc bi-weekly on base',
    'buy eth with 50 usdc bi weekly on base',
    'sell 0.1 eth biweekly on base',
    'send bob.eth 50 usdc biweekly on base',
    'buy eth with 50 usdc bi-monthly on base',
    'buy eth with 50 usdc bimonthly on base',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', question: expect.stringMatching(/reads two ways/), pending: { kind: 'automation-create' } });
  });

  it('the answer sets up the order said', () => {
    expect(thread('buy eth with 50 usdc biweekly on base', 'every 2 weeks')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: 'USDC', amount: { value: '50' } }, trigger: { type: 'every', intervalSeconds: 1209600 } },
    });
  });

  it.each(['buy eth with 50 usdc semi-monthly on base', 'buy eth with 50 usdc semimonthly on base', 'buy eth with 50 usdc semi-weekly on base'])(
    'twice a period is two orders: %s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_UNSUPPORTED' });
    },
  );

  it.each([
    ['buy eth with 50 usdc fortnightly on base', 1209600],
    ['buy eth with 50 usdc every 2 weeks on base', 1209600],
  ])('near miss, one way: %s', (prompt, intervalSeconds) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'every', intervalSeconds } } });
  });
});

describe("a bare number answering an order's 'How much should I spend on …?' is a spend, never the amount bought", () => {
  it.each([
    ['buy degen every monday on base', '50', '50'],
    ['buy degen on base when it drops below 0.008', '50', '50'],
    ['buy brett every day on base', '20', '20'],
    ['buy eth at 2500 on base', '500', '500'],
    ['buy eth every monday on base', '50', '50'],
    ['buy eth every monday on base', '50 on base', '50'],
    ['buy degen every monday on base', '0.5k', '500'],
    ['buy degen every monday on base', 'fifty', '50'],
    ['buy degen every monday on base', '$50', '50'],
  ])('%s → %s', (first, answer, value) => {
    expect(read(first)).toMatchObject({ kind: 'ask', question: expect.stringMatching(/^How much should I spend on/) });
    expect(thread(first, answer)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action: { amount: { kind: 'usd', value } } } });
  });

  it.each([
    // Near misses: a token said with the number is that token's amount; a sell's question is about the token sold.
    ['buy degen every monday on base', '50 degen', { kind: 'exact', value: '50' }, 'DEGEN'],
    ['buy degen every monday on base', '50 usdc', { kind: 'exact', value: '50' }, 'DEGEN'],
    ['sell eth every monday on base', '0.1', { kind: 'exact', value: '0.1' }, 'USDC'],
  ])('near miss: %s → %s', (first, answer, amount, tokenOut) => {
    expect(thread(first, answer)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action: { amount, tokenOut } } });
  });
});

describe('a price said with "for" is never dropped for the market, nor taken as the amount', () => {
  it.each([
    ['sell 1 eth for 3500 on base', 'sell', 'above', '3500', '1'],
    ['sell 1 eth for $3500 on base', 'sell', 'above', '3500', '1'],
    ['sell 1 eth on base for 3500', 'sell', 'above', '3500', '1'],
    ['buy 1 eth for 2500 on base', 'buy', 'below', '2500', '1'],
    ['buy 1 eth for $2500 on base', 'buy', 'below', '2500', '1'],
    ['buy 0.5 eth for 2800 each on base', 'buy', 'below', '2800', '0.5'],
    ['sell 2 sol for $200 apiece on solana', 'sell', 'above', '200', '2'],
  ])('one coin, or "each": the limit, restated for a yes: %s', (prompt, side, direction, priceUsd, value) => {
    expect(read(prompt)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'automation-create', awaiting: 'confirm', action: { side, amount: { value } }, trigger: { direction, priceUsd } },
    });
  });

  it.each([
    'buy 0.5 eth for 2800 on base',
    'sell 10000 degen for $120 on base',
    'sell 2.5 sol for 500 on solana',
    'sell my eth for 3500 on base',
    'sell all my eth for $3500 on base',
  ])('each or in all, or no amount: asked: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_AMBIGUOUS' });
  });

  it.each(['sell 1 eth for usdc on base', 'sell my eth for usdc on base', 'sell 1 eth for 3500 usdc on base'])(
    'near miss, a token after "for" is what the trade gets: %s',
    (prompt) => {
      const got = read(prompt);
      expect(got.kind === 'intent' && got.intent.kind === 'automation-create', JSON.stringify(got)).toBe(false);
      expect(got.kind === 'fail' && got.code === 'AUTOMATION_AMBIGUOUS').toBe(false);
    },
  );
});

describe('a resting order ("GTC", "post-only") or a move to wait for ("on a pump to") is that order, restated for a yes', () => {
  it.each([
    ['buy 1 eth on base GTC 2500', 'below', '2500'],
    ['buy 1 eth on base gtc @ 2500', 'below', '2500'],
    ['buy 1 eth on base post-only 2500', 'below', '2500'],
    ['sell 0.5 eth on base good til cancelled 3600', 'above', '3600'],
    ['sell 1 eth on a pump to 4000 on base', 'above', '4000'],
    ['sell 1 eth on base on a rally to 4k', 'above', '4000'],
    ['buy 1 eth on a dip to 2500 on base', 'below', '2500'],
    ['buy 0.5 eth on base on a pullback to 2,600', 'below', '2600'],
  ])('%s', (prompt, direction, priceUsd) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', awaiting: 'confirm', trigger: { direction, priceUsd } } });
  });

  it('an order that must fill now or never ("IOC") never trades at the market', () => {
    const got = read('sell 1 eth on base ioc 3500');
    expect(got.kind === 'intent' && got.intent.kind === 'swap', JSON.stringify(got)).toBe(false);
  });
});
