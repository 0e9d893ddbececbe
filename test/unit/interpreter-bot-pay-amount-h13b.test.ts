import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A bot's buy that names the token paid with (`pay_with`, `quote`, `from`, `spend`) and a bare amount (issue 16):
 * `side=buy token=ETH pay_with=USDC amount=1000` may be 1000 ETH or 1000 USDC, and which is the bot's to say. It is
 * asked back (a trade now) or refused with the question (an order), never read by the size of the number. An amount
 * with its unit, in dollars, or on a buy with no token paid with named, reads as before.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));
const askAmount = { kind: 'ask', pending: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', awaiting: 'amount' } };
const whichToken = { kind: 'fail', message: expect.stringContaining('Say which token the amount') };

describe('a bare amount beside a token paid with, on a buy', () => {
  it.each([
    ['{"tool":"create_limit_order","args":{"side":"buy","token":"ETH","pay_with":"USDC","amount":"1000","price":"2500","chain":"base"}}', whichToken],
    ['action=limit side=buy token=ETH pay_with=USDC amount=1000 price=2500 chain=base', whichToken],
    ['action=recurring side=buy token=ETH pay_with=USDC amount=50 every=week chain=base', whichToken],
    ['action=buy token=ETH pay_with=USDC amount=1000 chain=base', askAmount],
    ['{"action":"buy","token":"ETH","pay_with":"USDC","amount":"1000","chain":"base"}', askAmount],
    ['side=buy token=ETH quote=USDC amount=1000 chain=base', askAmount],
    ['action=buy from=USDC to=ETH amount=1000 chain=base', askAmount],
    ['buy(token="ETH", pay_with="USDC", amount=1000, chain="base")', askAmount],
    ['/buy --token ETH --pay-with USDC --amount 1000 --chain base', askAmount],
    ['market_buy token=ETH chain=base amount=20 quote=USDC', askAmount],
    ['action=swap chain=base side=buy from=USDC to=ETH amount=0.01', askAmount],
    ['ORDER type=limit side=buy token=ETH quote=USDC amount=0.1 price=2400 chain=base', whichToken],
    ['recurring_buy token=ETH spend=USDC amount=20 chain=base cron="30 8 * * *"', whichToken],
    ['limit_order side=buy token=ETH amount=0.5 pay=USDC chain=base', whichToken],
  ])('%s', (prompt, reading) => {
    expect(read(prompt)).toMatchObject(reading);
  });
});

describe('near misses that keep their reading', () => {
  it.each([
    [
      'action=buy token=ETH pay_with=USDC amount=1000USDC chain=base',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '1000' } },
    ],
    ['action=buy token=ETH pay_with=USDC amount=$100 chain=base', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'usd', value: '100' } }],
    ['action=swap from=USDC to=ETH amount=1000 chain=base', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '1000' }, side: 'sell' }],
    ['action=sell token=ETH quote=USDC amount=1 chain=base', { kind: 'swap', tokenIn: 'ETH', tokenOut: 'USDC', amount: { value: '1' }, side: 'sell' }],
    ['side=buy token=ETH amount=1 chain=base', { kind: 'swap', tokenOut: 'ETH', amount: { value: '1' }, side: 'buy' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });
});

describe("a chain's preposition in another language is no token", () => {
  it.each([
    ['sell 2 pol sur polygon', { kind: 'intent', intent: { kind: 'swap', chain: 'polygon', tokenIn: 'POL', amount: { value: '2' }, side: 'sell' } }],
    ['sell 2 pol en polygon', { kind: 'intent', intent: { kind: 'swap', chain: 'polygon', tokenIn: 'POL', amount: { value: '2' }, side: 'sell' } }],
    ['buy 5000 bonk en base', { kind: 'fail', code: 'TOKEN_NOT_ON_CHAIN' }],
    ['swap 10 usdc to doge en base', { kind: 'fail', code: 'UNKNOWN_TOKEN' }],
    ['buy 50 usdc zorbo on base', { kind: 'fail', code: 'UNKNOWN_TOKEN' }],
  ])('%s', (prompt, reading) => {
    expect(read(prompt)).toMatchObject(reading);
  });
});

describe('the token paid with under a funding name', () => {
  const buyBrett = { kind: 'swap', chain: 'base', tokenIn: 'ETH', tokenOut: 'BRETT', amount: { kind: 'usd', value: '25' } };
  it.each([
    ['order_type=market side=buy asset=BRETT notional_usd=25 funding_asset=ETH chain=base', buyBrett],
    ['side=buy token=BRETT usd=25 pay_token=ETH chain=base', buyBrett],
    ['{"action":"buy","token":"BRETT","amount_usd":25,"funding_token":"ETH","chain":"base"}', buyBrett],
    ['action=buy token=BRETT amount=0.01ETH payment_token=ETH chain=base', { ...buyBrett, amount: { kind: 'exact', value: '0.01' } }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it('a bare amount beside it is still asked', () => {
    expect(read('side=buy token=BRETT amount=25 funding_asset=ETH chain=base')).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });
});
