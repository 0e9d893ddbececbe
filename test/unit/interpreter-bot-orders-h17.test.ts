import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * A bot's orders read by one schema of fields (issue 16, held-out-17): a field of the token paid with holding a number
 * beside one naming the token is the amount paid; a trigger's name read by its parts (`sell_when_price_gte`); a price
 * with its unit (`trigger<=12.00 USD`); a verb that only says set it up (`SET stop_loss`) or a cancel naming the kind
 * of order and its token (`CANCEL stop_loss token=UNI`); a count of runs beside a schedule; a one-off's time as a
 * nested `{"in":"6h"}` with the action's object beside it. Whatever could change the money and is not read stays refused.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

const isOrder = (prompt: string, order: object) => {
  const r = read(prompt);
  expect(r.kind, JSON.stringify(r)).toBe('intent');
  expect(r.kind === 'intent' && r.intent).toMatchObject({ kind: 'automation-create', ...order });
};
const isNotOrder = (prompt: string) => {
  const r = read(prompt);
  expect(r.kind === 'intent' && r.intent.kind === 'automation-create', JSON.stringify(r)).toBe(false);
};

describe('the token paid with named in one field, the amount paid in another', () => {
  it.each([
    [
      '{"order_type":"limit","side":"buy","chain":"base","asset":"ETH","pay_with":"USDC","spend":"300","trigger_price":"2800","tif":"GTC"}',
      { action: { tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '300' } }, trigger: { type: 'price', priceUsd: '2800' } },
    ],
    [
      'limit_buy chain=base token=ETH pay=USDC spend=300 price=2800',
      { action: { tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '300' } }, trigger: { priceUsd: '2800' } },
    ],
    [
      '{"type":"limit","side":"buy","chain":"base","token":"DEGEN","funding":"40","pay_with":"USDC","limit_price":"0.008"}',
      { action: { tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { value: '40' } } },
    ],
    [
      '{"type":"dca","chain":"base","buy":"cbBTC","pay_with":"USDC","spend":"25","cron":"0 9 * * 1","count":8}',
      { action: { tokenIn: 'USDC', tokenOut: 'cbBTC', amount: { value: '25' } }, trigger: { type: 'every', count: 8 } },
    ],
  ])('%s', isOrder);

  it.each([
    // Two amounts, or a bare amount that may count either side: never guessed.
    '{"order_type":"limit","side":"buy","chain":"base","asset":"ETH","pay_with":"USDC","spend":"300","amount":"2","trigger_price":"2800"}',
    '{"order_type":"limit","side":"buy","chain":"base","asset":"ETH","pay_with":"USDC","amount":"300","trigger_price":"2800"}',
    'dca.create chain=base buy=cbBTC with=USDC amount=25 cron="0 9 * * 1" count=8',
    // Two tokens paid with.
    '{"order_type":"limit","side":"buy","chain":"base","asset":"ETH","pay_with":"USDC","spend":"DAI","trigger_price":"2800"}',
  ])('%s stays unread', isNotOrder);
});

describe('a trigger named by its parts, its price with its unit', () => {
  it.each([
    [
      'take_profit(chain="solana", token="WIF", amount=20, sell_when_price_gte=3.0, receive="USDC")',
      { action: { tokenIn: 'WIF', tokenOut: 'USDC', amount: { value: '20' } }, trigger: { direction: 'above', priceUsd: '3.0' } },
    ],
    [
      '{"type":"stop_loss","chain":"base","token":"DEGEN","amount":"1000","sell_if_price_lte":"0.004","receive":"USDC"}',
      { action: { tokenIn: 'DEGEN', tokenOut: 'USDC' }, trigger: { direction: 'below', priceUsd: '0.004' } },
    ],
    [
      '{"type":"limit","side":"buy","chain":"base","token":"ETH","pay_with":"USDC","spend":"100","buy_when_price_lt":"2500"}',
      { action: { tokenIn: 'USDC', tokenOut: 'ETH' }, trigger: { direction: 'below', priceUsd: '2500' } },
    ],
    ['limit chain=base side=sell token=ETH amount=0.1 out=USDC sell_when_price_gt=4000', { trigger: { direction: 'above', priceUsd: '4000' } }],
    [
      'risk-mgr: SET stop_loss chain=ethereum token=LINK qty=ALL trigger<=12.00 USD out=USDC',
      { action: { tokenIn: 'LINK', tokenOut: 'USDC', amount: { kind: 'fraction', value: 1 } }, trigger: { direction: 'below', priceUsd: '12.00' } },
    ],
    ['SET stop_loss chain=ethereum token=UNI qty=5 trigger<=7.50 USD out=USDC', { action: { tokenIn: 'UNI', amount: { value: '5' } } }],
    ['place take_profit chain=solana token=WIF qty=20 trigger>=3 usd out=USDC', { trigger: { direction: 'above', priceUsd: '3' } }],
    ['stop_loss chain=ethereum token=UNI qty=5 trigger<=7.50 out=USDC (hedge)', { trigger: { priceUsd: '7.50' } }],
    ['purser limit-buy --chain base --token ETH --price 2800 --spend 300 --pay-with USDC', { action: { tokenIn: 'USDC', amount: { value: '300' } } }],
    [
      'purser order --type limit --side buy --chain base --asset ETH --pay-with USDC --spend 300 --trigger-price 2800 --tif GTC',
      { action: { tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '300' } }, trigger: { priceUsd: '2800' } },
    ],
    [
      'order_type=limit side=buy chain=base asset=ETH pay_with=USDC spend=300 trigger_price=2800 tif=GTC',
      { action: { tokenIn: 'USDC', amount: { value: '300' } }, trigger: { priceUsd: '2800' } },
    ],
    [
      '{"order_type":"stop","side":"sell","chain":"base","asset":"ETH","receive":"USDC","qty":"0.1","trigger":"<=2000"}',
      { action: { tokenIn: 'ETH', amount: { value: '0.1' } }, trigger: { direction: 'below', priceUsd: '2000' } },
    ],
    ['limit_sell chain=base token=ETH amount=0.1 out=USDC trigger=">= 4000 usd"', { trigger: { direction: 'above', priceUsd: '4000' } }],
    ['purser stop-loss --chain ethereum --token LINK --qty all --trigger 12 --out USDC', { trigger: { direction: 'below', priceUsd: '12' } }],
    ['stop_loss(chain="ethereum", token="LINK", qty="ALL", trigger_price_lte=12, out="USDC")', { trigger: { direction: 'below', priceUsd: '12' } }],
    [
      '{"order":{"type":"stop_loss","chain":"ethereum","token":"LINK","qty":"all","trigger_lte":"12","out":"USDC"}}',
      { action: { tokenIn: 'LINK', amount: { kind: 'fraction', value: 1 } } },
    ],
  ])('%s', isOrder);

  it.each([
    // The side in the trigger's name disagrees with the order's.
    'take_profit(chain="solana", token="WIF", amount=20, buy_when_price_gte=3.0, receive="USDC")',
    // A take-profit waits for a rise.
    'take_profit(chain="solana", token="WIF", amount=20, sell_when_price_lte=3.0, receive="USDC")',
    // A price in another currency, a condition in the aside.
    'stop_loss chain=ethereum token=UNI qty=5 trigger<=7.50 EUR out=USDC',
    'risk-mgr: SET stop_loss chain=ethereum token=UNI qty=5 trigger<=7.50 USD out=USDC (only if gas is low)',
    // A set-up verb before no order's kind.
    'SET swap chain=base from=USDC to=ETH amount=5',
    // A setting that would change the money; a trigger the other way; an order with no kind.
    '{"order_type":"limit","side":"buy","chain":"base","asset":"ETH","pay_with":"USDC","spend":"300","trigger_price":"2800","tif":"IOC"}',
    '{"order_type":"limit","side":"buy","chain":"base","asset":"ETH","pay_with":"USDC","spend":"300","trigger_price":"2800","ttl":"1h"}',
    '{"order_type":"stop","side":"sell","chain":"base","asset":"ETH","receive":"USDC","qty":"0.1","trigger":">=2000"}',
    'purser order --side buy --chain base --asset ETH --spend 300 --pay-with USDC',
  ])('%s stays unread', isNotOrder);
});

describe('a cancel naming the kind of order and its token', () => {
  const setUp = 'risk-mgr: SET stop_loss chain=ethereum token=UNI qty=5 trigger<=7.50 USD out=USDC';
  it.each([
    'risk-mgr: CANCEL stop_loss chain=ethereum token=UNI  (position closed manually)',
    'CANCEL stop_loss chain=ethereum token=UNI',
    'cancel stop_loss token=UNI',
    'risk-mgr: CANCEL stop_loss token=UNI side=sell',
    // The kind alone, as "cancel my stop loss" says it: the one matching order, asked when several match.
    'CANCEL stop_loss chain=ethereum',
    // The kind in a field beside the cancel; other verbs of a cancel.
    'cancel_order(type="stop_loss", token="UNI", chain="ethereum")',
    '{"action":"cancel","order_type":"stop_loss","token":"UNI","chain":"ethereum"}',
    'orders.cancel(kind="stop_loss", token="UNI")',
    'DELETE stop_loss token=UNI chain=ethereum',
    'risk-mgr: KILL stop_loss token=UNI',
    'purser cancel --type stop_loss --token UNI',
  ])('%s', (prompt) => {
    const r = onThreadAt(now, setUp, prompt);
    expect(r.kind === 'intent' && r.intent, JSON.stringify(r)).toMatchObject({ kind: 'automation-cancel', target: 'match', match: { side: 'sell' } });
  });

  it.each([
    // A field a cancel does not read; a condition in the aside.
    'CANCEL stop_loss token=UNI qty=5',
    'CANCEL stop_loss token=UNI  (unless it already filled)',
    '{"action":"cancel","order_type":"stop_loss","token":"UNI","amount":"5"}',
    '{"action":"cancel","order_type":"market","token":"UNI"}',
  ])('%s is no cancel', (prompt) => {
    const r = onThreadAt(now, setUp, prompt);
    expect(r.kind === 'intent' && r.intent.kind === 'automation-cancel', JSON.stringify(r)).toBe(false);
  });
});

describe('a count of runs, a one-off time from now, the action in its own object', () => {
  it.each([
    [
      'dca.create chain=base buy=cbBTC with=USDC amount=25USDC cron="0 9 * * 1" (every monday 09:00 utc) count=8',
      { trigger: { type: 'every', intervalSeconds: 604800, count: 8 } },
    ],
    ['dca chain=base buy=cbBTC spend=25 with=USDC schedule=daily times=10', { trigger: { type: 'every', intervalSeconds: 86400, count: 10 } }],
    [
      '{"schedule":{"in":"6h"},"action":{"type":"buy","chain":"base","token":"AERO","spend_usdc":50}}',
      { action: { tokenIn: 'USDC', tokenOut: 'AERO', amount: { value: '50' } }, trigger: { type: 'at', at: '2026-11-26T18:00:00.000Z' } },
    ],
    [
      '{"action":{"type":"swap","chain":"base","from":"USDC","to":"AERO","amount":"50"},"schedule":{"in":"30m"}}',
      { trigger: { type: 'at', at: '2026-11-26T12:30:00.000Z' } },
    ],
    [
      '{"schedule":{"in":"6 days"},"action":{"type":"buy","chain":"base","token":"AERO","spend_usdc":50}}',
      { trigger: { type: 'at', at: '2026-12-02T12:00:00.000Z' } },
    ],
    ['scheduled_buy chain=base token=AERO spend_usdc=50 delay=2 hours', { trigger: { type: 'at', at: '2026-11-26T14:00:00.000Z' } }],
    ['{"delay":"6h","action":"buy","chain":"base","token":"AERO","spend_usdc":50}', { trigger: { type: 'at', at: '2026-11-26T18:00:00.000Z' } }],
    [
      'purser dca --chain base --buy cbBTC --spend 25 --pay-with USDC --every monday --runs 8',
      { action: { tokenIn: 'USDC', tokenOut: 'cbBTC', amount: { value: '25' } }, trigger: { type: 'every', count: 8 } },
    ],
  ])('%s', isOrder);

  it.each([
    // A count with no schedule, a count that is no whole number, a time that is none.
    'limit_buy chain=base token=ETH pay=USDC spend=300 price=2800 count=8',
    'dca chain=base buy=cbBTC spend=25 with=USDC schedule=daily count=lots',
    '{"schedule":{"in":"soon"},"action":{"type":"buy","chain":"base","token":"AERO","spend_usdc":50}}',
    '{"schedule":{"in":"6h","repeat":"daily"},"action":{"type":"buy","chain":"base","token":"AERO","spend_usdc":50}}',
  ])('%s stays unread', isNotOrder);

  it('the action object alone is a trade now', () => {
    const r = read('{"action":{"type":"buy","chain":"base","token":"AERO","spend_usdc":50}}');
    expect(r.kind === 'intent' && r.intent).toMatchObject({ kind: 'swap', tokenIn: 'USDC', tokenOut: 'AERO', amount: { value: '50' } });
  });

  it('an order set up by its JSON is listed after', () => {
    const r = onThreadAt(
      now,
      '{"order_type":"limit","side":"buy","chain":"base","asset":"DEGEN","pay_with":"USDC","spend":"40","trigger_price":"0.008"}',
      'GET /orders?status=open&chain=base  # reconcile before next tick',
    );
    expect(r.kind === 'intent' && r.intent.kind).toBe('automation-list');
  });
});
