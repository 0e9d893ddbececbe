import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * An exchange's order form (a pair, a quote, an amount in the base or the quote) beside a verb named action such as
 * `market_buy` (held-out-22-work:55, issue 16): the form says which token its amount counts, so `quote_amount=250`
 * beside a buy is 250 USDC spent, never 250 WBTC bought. A verb that says the other way from the side is refused.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('an order form beside a verb named action: the amount counts the token the form says', () => {
  it.each([
    // held-out-22-work:55
    [
      '[dca-bot] EXEC market_buy pair=WBTC/USDC venue=ethereum quote_amount=250 quote=USDC reason=weekly_slot',
      { tokenIn: 'USDC', tokenOut: 'WBTC', amount: { kind: 'exact', value: '250' }, side: 'sell' },
    ],
    ['market_buy pair=WBTC/USDC chain=ethereum quote_amount=250', { tokenIn: 'USDC', tokenOut: 'WBTC', amount: { kind: 'exact', value: '250' }, side: 'sell' }],
    [
      'market_buy({"base":"WBTC","quote":"USDC","quote_amount":"250","chain":"ethereum"})',
      { tokenIn: 'USDC', tokenOut: 'WBTC', amount: { kind: 'exact', value: '250' }, side: 'sell' },
    ],
    ['market_buy pair=WBTC/USDC chain=ethereum base_amount=0.01', { tokenIn: 'USDC', tokenOut: 'WBTC', amount: { kind: 'exact', value: '0.01' }, side: 'buy' }],
    ['market_sell pair=UNI/USDC chain=ethereum base_amount=3', { tokenIn: 'UNI', tokenOut: 'USDC', amount: { kind: 'exact', value: '3' }, side: 'sell' }],
    ['market_sell pair=UNI/USDC chain=ethereum quote_amount=30', { tokenIn: 'UNI', tokenOut: 'USDC', amount: { kind: 'exact', value: '30' }, side: 'buy' }],
    ['market_buy pair=WBTC/USDC chain=ethereum size_usd=100', { tokenIn: 'USDC', tokenOut: 'WBTC', amount: { kind: 'usd', value: '100' } }],
  ])('%s', (prompt, expected) => {
    const r = read(prompt);
    expect(r.kind).toBe('intent');
    expect(r.kind === 'intent' && r.intent).toMatchObject({ kind: 'swap', chain: 'ethereum', ...expected });
  });

  it.each([
    'market_sell pair=WBTC/USDC chain=ethereum side=buy quote_amount=250',
    'market_buy token=ETH side=sell amount=1 chain=base',
    'market_buy pair=WBTC/USDC chain=ethereum quote_amount=250 base_amount=0.01',
  ])('a verb and a side that disagree, or two amounts, keep their refusal: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});
