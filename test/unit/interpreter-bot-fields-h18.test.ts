import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A bot's fields read by what they name (issue 16, held-out-18): an order's size named noun first (`size_quote`,
 * `amount_base`); a swap's API name with no verb (`exact_out`) and what it `want`s; a verb that only says set it up
 * before an order's kind (`schedule dca`); a cancel's `all=True` flag; a payout list of one recipient with its own amount.
 * Whatever could change the money and is not read stays refused.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const A1 = '0x1111111111111111111111111111111111111111';
const A2 = '0x2222222222222222222222222222222222222222';

const isIntent = (prompt: string, intent: object) => {
  const r = read(prompt);
  expect(r.kind, JSON.stringify(r)).toBe('intent');
  expect(r.kind === 'intent' && r.intent, JSON.stringify(r)).toMatchObject(intent);
};
const isFail = (prompt: string) => {
  const r = read(prompt);
  expect(r.kind, JSON.stringify(r)).toBe('fail');
};

describe("an order's size named noun first is the quote's or the base's amount", () => {
  it.each([
    [
      '{"tool":"create_limit_order","params":{"chain":"base","side":"buy","base":"ETH","quote":"USDC","limit_price":2550,"size_quote":300}}',
      { kind: 'automation-create', action: { tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '300' } }, trigger: { priceUsd: '2550' } },
    ],
    [
      'limit buy chain=base base=ETH quote=USDC price=2550 amount_quote=300',
      { kind: 'automation-create', action: { tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '300' } } },
    ],
    [
      'limit sell chain=base base=ETH quote=USDC price=3800 size_base=0.5',
      { kind: 'automation-create', action: { tokenIn: 'ETH', tokenOut: 'USDC', amount: { value: '0.5' } }, trigger: { direction: 'above' } },
    ],
    [
      '{"order_type":"limit","chain":"base","side":"sell","base":"ETH","quote":"USDC","price":"3900","qty_base":"0.25"}',
      { kind: 'automation-create', action: { tokenIn: 'ETH', tokenOut: 'USDC', amount: { value: '0.25' } } },
    ],
    [
      '{"chain":"base","side":"buy","base":"ETH","quote":"USDC","size_quote":300}',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '300' } },
    ],
  ])('%s', (prompt, intent) => isIntent(prompt, intent));

  it.each([
    // Both sides' sizes: which is meant is a guess.
    '{"tool":"create_limit_order","params":{"chain":"base","side":"buy","base":"ETH","quote":"USDC","limit_price":2550,"size_quote":300,"size_base":0.1}}',
    'limit buy chain=base base=ETH quote=USDC price=2550 size_quote=300 amount=1',
  ])('%s stays refused', (prompt) => isFail(prompt));
});

describe('an exact-side swap named with no verb, and the token it wants', () => {
  it.each([
    ['exact_out chain=unichain want=UNI amount_out=3 pay_with=USDC max_slippage_bps=100', { tokenIn: 'USDC', tokenOut: 'UNI', side: 'buy', slippageBps: 100 }],
    ['exact_out chain=unichain buy=UNI amount_out=3 pay_with=USDC', { tokenIn: 'USDC', tokenOut: 'UNI', side: 'buy' }],
    ['swap chain=unichain want=UNI amount_out=3 pay_with=USDC', { tokenIn: 'USDC', tokenOut: 'UNI', side: 'buy' }],
    ['swap_exact_out chain=unichain buy=UNI amount=3 pay_with=USDC', { tokenIn: 'USDC', tokenOut: 'UNI', side: 'buy' }],
    ['buy_exact_out chain=unichain token=UNI amount=3 pay_with=USDC', { tokenIn: 'USDC', tokenOut: 'UNI', side: 'buy' }],
    ['{"action":"swap","chain":"base","want":"DEGEN","pay_with":"USDC","amount_out":500}', { tokenIn: 'USDC', tokenOut: 'DEGEN', side: 'buy' }],
    ['exact_in chain=base sell=ETH amount=0.1 buy=USDC', { tokenIn: 'ETH', tokenOut: 'USDC', side: 'sell', amount: { value: '0.1' } }],
  ])('%s', (prompt, swap) => isIntent(prompt, { kind: 'swap', amount: { kind: 'exact' }, ...swap }));

  it.each([
    // An amount named for the other side says the opposite of the name.
    'buy_exact_out chain=unichain token=UNI amount_in=3 pay_with=USDC',
    // What is wanted and what is bought, two tokens: which is meant is a guess.
    'exact_out chain=base want=UNI buy=ETH amount_out=3 pay_with=USDC',
    'swap chain=base want=UNI to=ETH from=USDC amount=5',
  ])('%s stays refused', (prompt) => isFail(prompt));
});

describe('a verb that only says set it up, before the kind of order', () => {
  it.each([
    ['schedule dca chain=solana buy=SOL spend=15 spend_token=USDC interval=24h', 'SOL', 86400],
    ['start dca chain=base buy=ETH spend=20 spend_token=USDC interval=7d', 'ETH', 604800],
    ['setup dca token=SOL chain=solana amount_usd=10 interval=daily pay_with=USDC', 'SOL', 86400],
    ['schedule recurring_buy chain=base token=ETH amount_usd=10 every=1d', 'ETH', 86400],
  ])('%s', (prompt, tokenOut, intervalSeconds) =>
    isIntent(prompt, { kind: 'automation-create', action: { tokenOut }, trigger: { type: 'every', intervalSeconds } }),
  );

  it.each([
    // A swap is no kind of order: with no schedule it is refused, not run now.
    'schedule swap chain=base from=USDC to=ETH amount=5',
  ])('%s stays refused', (prompt) => isFail(prompt));
});

describe("a cancel's all flag is every order", () => {
  it.each(['orders.cancel(all=True)', 'cancel_orders all=true', 'orders.cancel(all=yes)'])('%s', (prompt) =>
    isIntent(prompt, { kind: 'automation-cancel', target: 'all' }),
  );

  it.each([
    // Orders are never picked by their chain; a false flag or an id beside it is no "all".
    'orders.cancel(all=True, chain="base")',
    'orders.cancel(all=False)',
    'orders.cancel(all=True, id="auto_12")',
  ])('%s stays refused', (prompt) => isFail(prompt));
});

describe('a payout list of one recipient with its amount is one transfer', () => {
  it.each([
    [
      'POST /payouts {"chain":"solana","asset":"USDC","recipients":[{"address":"9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin","amount":"8"}],"idempotency_key":"po_77af"}',
      { kind: 'transfer', chain: 'solana', token: 'USDC', amount: { value: '8' }, to: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' },
    ],
    [
      `{"action":"payout","chain":"base","token":"USDC","recipients":[{"address":"${A1}","amount":5}]}`,
      { kind: 'transfer', chain: 'base', token: 'USDC', amount: { value: '5' }, to: A1 },
    ],
    [`{"chain":"base","token":"USDC","recipients":[{"to":"${A1}","amount":"2.5"}]}`, { kind: 'transfer', amount: { value: '2.5' }, to: A1 }],
    ['payouts chain=base token=USDC recipients=[alice.eth:10]', { kind: 'transfer', token: 'USDC', amount: { value: '10' }, to: 'alice.eth' }],
  ])('%s', (prompt, intent) => isIntent(prompt, intent));

  it.each([
    // A batch named for many with one recipient; one recipient with no amount of its own, an amount given twice, a
    // share word beside it.
    `batch_send token=USDC chain=base recipients=[${A1}:1]`,
    `{"action":"multi_send","chain":"base","token":"USDC","recipients":[{"address":"${A1}","amount":5}]}`,
    `{"action":"batch_send","chain":"base","token":"USDC","amount":5,"recipients":["${A1}"]}`,
    `{"action":"batch_send","chain":"base","token":"USDC","amount":5,"recipients":[{"address":"${A1}","amount":5}]}`,
    `{"action":"payout","chain":"base","token":"USDC","recipients":[{"address":"${A1}","amount":"5","memo":"half"}]}`,
    `{"action":"batch_send","chain":"base","token":"USDC","recipients":[{"address":"${A1}"}]}`,
  ])('%s stays refused', (prompt) => isFail(prompt));

  it('two recipients still make a batch', () => {
    const r = read(`{"action":"batch_send","chain":"base","token":"USDC","recipients":[{"address":"${A1}","amount":5},{"address":"${A2}","amount":3}]}`);
    expect(r.kind === 'intent' && r.intent.kind, JSON.stringify(r)).not.toBe('transfer');
  });
});
