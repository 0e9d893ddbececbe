import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Bots' fields of the train39 set (issue 16): the answer's parts named with digits, an order block under a wrapper with
 * `type: market` and the two sides named, a nested `want` of the token and amount bought, `get_exact`, `send_native`.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('fields of a read or a trade, read by their roles', () => {
  it.each([
    ['task: trending\nchain: solana\nlimit: 5\nfields: [symbol, price, change_24h]', { kind: 'trending', chains: ['solana'], limit: 5 }],
    ['action=trending chain=base fields=symbol,price,change_24h', { kind: 'trending', chains: ['base'] }],
    [
      'order:\n  type: market\n  chain: unichain\n  sell: UNI\n  qty: 4\n  receive: USDC',
      { kind: 'swap', chain: 'unichain', tokenIn: 'UNI', tokenOut: 'USDC', amount: { kind: 'exact', value: '4' }, side: 'sell' },
    ],
    [
      'type=market chain=unichain sell=UNI qty=4 receive=USDC',
      { kind: 'swap', chain: 'unichain', tokenIn: 'UNI', tokenOut: 'USDC', amount: { kind: 'exact', value: '4' }, side: 'sell' },
    ],
    [
      'request:\n  action: send\n  chain: base\n  token: USDC\n  amount: 5\n  to: bob.eth',
      { kind: 'transfer', chain: 'base', token: 'USDC', amount: { kind: 'exact', value: '5' }, to: 'bob.eth' },
    ],
    [
      '{"intent":"get_exact","chain":"base","want":{"token":"AERO","amount":"40"},"pay_with":"USDC"}',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'AERO', amount: { kind: 'exact', value: '40' }, side: 'buy' },
    ],
    [
      '{"action":"swap","chain":"base","want":{"token":"AERO","amount":"40"},"from":"USDC"}',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'AERO', amount: { kind: 'exact', value: '40' }, side: 'buy' },
    ],
    [
      'get_exact chain=base token=AERO amount=40 pay_with=USDC',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'AERO', amount: { kind: 'exact', value: '40' }, side: 'buy' },
    ],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    // `buy: UNI … qty: 4`: 4 UNI, or 4 USDC? Never read as the amount sold.
    'type=market chain=unichain buy=UNI with=USDC qty=4',
    'type=market chain=unichain sell=UNI qty=4',
    'order:\n  type: market\n  chain: unichain\n  sell: UNI\n  qty: 4\n  receive: USDC\n  note: only if gas is low',
    '{"action":"buy","chain":"base","want":{"token":"AERO","amount":"40"},"pay_with":"USDC","amount":"10"}',
    'send_native(chain="ethereum", to="vitalik.eth", token="USDC", value="0.01")',
  ])('a side left unsaid, a note, two amounts or two tokens keep their refusal: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });

  it('a limit order block still asks its price', () => {
    expect(read('order:\n  type: limit\n  chain: unichain\n  sell: UNI\n  qty: 4\n  receive: USDC')).toMatchObject({ kind: 'ask' });
  });

  it.each([
    ['send_native(chain="ethereum", to="vitalik.eth", value="0.01")', 'ETH'],
    ['send_native(chain="polygon", to="0x4444444444444444444444444444444444444444", value="2")', 'POL'],
  ])('send_native names the chain’s coin; its bare value is still asked in dollars or coins: %s', (prompt, token) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', token, awaiting: 'amount' } });
  });
});
