import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { asStored } from '../support/thread-turn.ts';

/**
 * An API's or a command line's name for a move whose meaning is plain (issue 16): `buy_exact_out` (the amount is the one
 * received), `send_usdc` (the token in the name), `exit_position` (a sell), `wrap_native {json}`, `batch_pay`, CLI flags
 * (`--qty 2000000`), `list_orders --status=open`, and a price field answering an order's question for its price.
 * Names that say nothing plain, flags that could change a move, and a price field after any other question stay as before.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const thread = (first: string, next: string) => {
  const r = interpretPrompt(first, [], now);
  return interpretPrompt(next, [{ prompt: first, interpretation: asStored(r), status: r.kind === 'fail' ? 'failed' : 'completed' }], now);
};
const A = '0x4444444444444444444444444444444444444444';

describe('API and CLI names for a plain move', () => {
  it.each([
    [
      'buy_exact_out(chain="ethereum", token_out="UNI", amount_out=3, pay_with="USDC")',
      { kind: 'swap', chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'UNI', amount: { value: '3' }, side: 'buy' },
    ],
    [
      'buy_exact_out(chain="ethereum", token="UNI", amount=3, pay_with="USDC")',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'UNI', amount: { value: '3' }, side: 'buy' },
    ],
    ['wrap_native {"chain":"base","amount":"0.5"}', { kind: 'wrap', chain: 'base', token: 'ETH', amount: { value: '0.5' } }],
    ['unwrap_native {"chain":"base","amount":"all"}', { kind: 'unwrap', chain: 'base', token: 'WETH' }],
    ['wrap_native chain=polygon amount=2', { kind: 'wrap', chain: 'polygon', token: 'POL', amount: { value: '2' } }],
    [
      'exit_position --token PEPE --qty 2000000 --to ETH --chain mainnet',
      { kind: 'swap', chain: 'ethereum', tokenIn: 'PEPE', tokenOut: 'ETH', amount: { value: '2000000' }, side: 'sell' },
    ],
    [
      'close_position --token=LINK --qty=3 --to=USDC --chain=ethereum',
      { kind: 'swap', tokenIn: 'LINK', tokenOut: 'USDC', amount: { value: '3' }, side: 'sell' },
    ],
    [
      `batch_pay chain=polygon token=USDC recipients=[alice.eth:40, ${A}:15]`,
      {
        kind: 'transfer-batch',
        chain: 'polygon',
        token: 'USDC',
        transfers: [
          { to: 'alice.eth', amount: '40' },
          { to: A, amount: '15' },
        ],
      },
    ],
    [`send_usdc(to="${A}", amount=20, chain="base")`, { kind: 'transfer', chain: 'base', token: 'USDC', amount: { value: '20' }, to: A }],
    [`transfer_eth(to="${A}", amount=0.1, chain="base")`, { kind: 'transfer', chain: 'base', token: 'ETH', amount: { value: '0.1' }, to: A }],
    ['buy_pepe usd=20 chain=ethereum pay_with=USDC', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'PEPE', amount: { kind: 'usd', value: '20' } }],
    ['wrap_eth {"chain":"base","amount":"0.5"}', { kind: 'wrap', chain: 'base', token: 'ETH', amount: { value: '0.5' } }],
    [
      'sell_exact_in(chain="base", token_in="AERO", amount=10, token_out="USDC")',
      { kind: 'swap', tokenIn: 'AERO', tokenOut: 'USDC', amount: { value: '10' }, side: 'sell' },
    ],
    ['list_orders --status=open --chain=base', { kind: 'automation-list' }],
    ['list_orders status=open', { kind: 'automation-list' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it('a transfer named for its token asks for a name it cannot resolve', () => {
    expect(read('send_usdc(to="mike", amount=20, chain="base")')).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', token: 'USDC', awaiting: 'to' } });
  });

  it.each([
    ['stop_loss {"chain":"ethereum","token":"LINK","qty":"3"}', '{"trigger_price":"11"}', { trigger: { type: 'price', priceUsd: '11' } }],
    ['stop_loss {"chain":"ethereum","token":"LINK","qty":"3"}', 'trigger_price=11', { trigger: { type: 'price', priceUsd: '11' } }],
    ['limit_sell token=LINK chain=ethereum qty=3 to=USDC', 'price=25', { trigger: { type: 'price', priceUsd: '25' } }],
  ])('%s then %s', (first, next, intent) => {
    expect(thread(first, next)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', ...intent } });
  });
});

describe('near misses stay asks or refusals', () => {
  it.each([
    // An amount named for the other side says the opposite of the name.
    'buy_exact_out(chain="ethereum", token="UNI", amount_in=3, pay_with="USDC")',
    // A flag with no value may change what moves.
    'exit_position --token PEPE --qty 2000000 --to ETH --chain mainnet --dry-run',
    // A token in the name and another in a field.
    `send_usdc(to="${A}", amount=20, chain="base", token="ETH")`,
    'list_orders --status=filled',
    'wrap_eth chain=base amount=0.5 token=POL',
    'alice {"chain":"base","amount":"0.5"}',
  ])('%s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
  it('a price field after a question that is not for a price is no answer', () => {
    expect(thread(`send 5 usdc to ${A}`, 'price=11')).not.toMatchObject({ kind: 'intent' });
    expect(thread(`send 5 usdc to ${A}`, 'price=11')).not.toMatchObject({ pending: { amount: { value: '11' } } });
  });
});
