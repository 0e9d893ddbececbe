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
