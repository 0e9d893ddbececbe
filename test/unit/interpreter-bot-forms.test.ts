import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Bots' forms of the fifth end-to-end run that were refused or misread (issue 16), each as a class: a check that ends
 * with its question, fields split by pipes, a batch's list under another name, an order whose kind is its own field,
 * and a limit said as a swap, which waits for the better price of the token it receives.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T07:30:00Z'));
const a = '0x1111111111111111111111111111111111111111';
const b = '0x2222222222222222222222222222222222222222';

describe('a holdings check may end with the question it asks', () => {
  it.each([
    'CHECK_FUNDS token=USDC chain=ethereum required=2500 -> sufficient?',
    'check_funds token=USDC chain=ethereum need=2500?',
    'has_funds token=USDC chain=ethereum min=2500 => ok?',
    'enough_funds token=USDC chain=ethereum need=2500 → bool',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'balance', chains: ['ethereum'], tokens: ['USDC'], check: { test: 'at-least', amount: '2500', unit: 'USDC' } },
    });
  });

  it.each(['CHECK_FUNDS token=USDC chain=ethereum required=lots -> sufficient?', 'CHECK_FUNDS token=USDC required=2500 -> maybe later?'])(
    'anything else is still refused: %s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'INVALID_FIELDS' });
    },
  );
});

describe('fields split by pipes are fields', () => {
  it.each([
    ['Signal: BUY | asset: BRETT | size_usd: 20 | venue: base | src: USDC', { tokenIn: 'USDC', tokenOut: 'BRETT', amount: { kind: 'usd', value: '20' } }],
    ['action=swap | from=USDC | to=ETH | amount_usd=25 | chain=base', { tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'usd', value: '25' } }],
    ['signal=SELL | token=DEGEN | amount=100 | chain=base | receive=USDC', { tokenIn: 'DEGEN', tokenOut: 'USDC', amount: { kind: 'exact', value: '100' } }],
  ])('%s', (prompt, swap) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', chain: 'base', ...swap } });
  });

  it.each([
    'Signal: BUY | asset: BRETT | size_usd: 20 | venue: base | src: USDC | note: only if gas is low',
    'Signal: BUY | asset: BRETT | leverage: 5 | venue: base',
  ])('a field it does not know is refused, never dropped: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
});

describe("a batch's list may be called transfers or payments", () => {
  it.each(['transfers', 'payments', 'payouts'])('%s', (key) => {
    const prompt = JSON.stringify({
      type: 'batch_transfer',
      chain: 'polygon',
      token: 'USDC',
      [key]: [
        { to: a, amount: '10' },
        { to: b, amount: '15' },
      ],
    });
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: {
        kind: 'transfer-batch',
        chain: 'polygon',
        token: 'USDC',
        transfers: [
          { to: a, amount: '10' },
          { to: b, amount: '15' },
        ],
      },
    });
  });

  it('a list entry with another field is refused', () => {
    const prompt = JSON.stringify({
      type: 'batch_transfer',
      chain: 'polygon',
      token: 'USDC',
      transfers: [
        { to: a, amount: '10', memo: 'x' },
        { to: b, amount: '15' },
      ],
    });
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('an order whose kind is its own field is that order, never a trade now', () => {
  const order = (fields: Record<string, string>) => read(JSON.stringify(fields));
  it.each([
    [{ order: 'stop', side: 'sell', token: 'WETH', amount: '0.02', trigger: '2800', chain: 'base' }, 'WETH', 'below', '2800'],
    [{ order_type: 'stop_loss', side: 'sell', token: 'WETH', amount: '0.02', price: '2800', chain: 'base' }, 'WETH', 'below', '2800'],
    [{ order_type: 'limit', side: 'buy', token: 'ETH', amount: '500USDC', price: '2400', chain: 'base' }, 'ETH', 'below', '2400'],
    [{ order: 'limit', side: 'sell', token: 'ETH', amount: '1', price: '4000', chain: 'base', receive: 'USDC' }, 'ETH', 'above', '4000'],
    [{ action: 'swap', order_type: 'limit', from: 'USDC', to: 'ETH', amount: '500', price: '2400', chain: 'base' }, 'ETH', 'below', '2400'],
    [{ order: 'take_profit', side: 'sell', token: 'ETH', amount: '1', trigger: '4000', chain: 'base' }, 'ETH', 'above', '4000'],
  ])('%j', (fields, token, direction, priceUsd) => {
    expect(order(fields)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'price', token, direction, priceUsd } } });
  });

  it.each<Record<string, string>>([
    { order: 'trailing', side: 'sell', token: 'WETH', amount: '0.02', trigger: '2800', chain: 'base' },
    { order: 'stop', side: 'sell', token: 'WETH', amount: '0.02', trigger: '2800', chain: 'base', leverage: '3' },
  ])('an order of a kind it does not know, or a field it does not read, is refused: %j', (fields) => {
    expect(order(fields).kind).toBe('fail');
  });
});

describe('a limit said as a swap waits for the better price of the token it receives', () => {
  it.each([
    ['limit swap 500 usdc for eth at 2400 on base', 'below'],
    ['sell 500 usdc for eth at 2400 limit on base', 'below'],
    ['limit buy 1 eth with usdc at 2400 on base', 'below'],
    ['limit sell 1 eth for usdc at 4000 on base', 'above'],
    ['limit swap 1 eth for usdc at 4000 on base', 'above'],
  ])('%s', (prompt, direction) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { token: 'ETH', direction } } });
  });
});
