import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A bot's fields whose meaning is plain (issue 16, held-out-14): a chat command's options written `chain:solana`,
 * `buy_exact` and `sell_exact` (the side the amount counts is in the name), a reply's layout (`fmt=plain`), `q` naming
 * what is asked, and trending sorted by volume (its own ranking). A layout that is a currency, a sort trending does not
 * rank by, a `swap_exact` naming no side and an amount for the other side stay refused.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('bot fields with a plain meaning', () => {
  it.each([
    ['/sell BONK 2000000 -> SOL chain:solana', { kind: 'swap', chain: 'solana', tokenIn: 'BONK', tokenOut: 'SOL', amount: { value: '2000000' }, side: 'sell' }],
    ['/swap WIF 20 -> USDC chain:solana slippage:1%', { kind: 'swap', chain: 'solana', tokenIn: 'WIF', tokenOut: 'USDC', amount: { value: '20' } }],
    ['sell PEPE 5000000 -> ETH chain:ethereum ref:t-19', { kind: 'swap', chain: 'ethereum', tokenIn: 'PEPE', amount: { value: '5000000' } }],
    [
      'buy_exact(chain="ethereum", token="LINK", amount_out=3, pay_with="USDC")',
      { kind: 'swap', chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'LINK', amount: { value: '3' }, side: 'buy' },
    ],
    ['buyExact chain=base token=DEGEN qty=5000 pay=USDC', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { value: '5000' }, side: 'buy' }],
    [
      'sell_exact(chain="ethereum", token="LINK", amount=3, receive="USDC")',
      { kind: 'swap', tokenIn: 'LINK', tokenOut: 'USDC', amount: { value: '3' }, side: 'sell' },
    ],
    ['GET_BALANCE chain=base token=USDC wallet=self fmt=plain', { kind: 'balance', chains: ['base'], tokens: ['USDC'] }],
    ['balance chain=solana token=SOL format=json', { kind: 'balance', chains: ['solana'], tokens: ['SOL'] }],
    ['{"q":"position_value","chain":"ethereum","asset":"LINK","quote":"USD"}', { kind: 'portfolio', tokens: ['LINK'], chains: ['ethereum'] }],
    ['{"q":"price","asset":"LINK"}', { kind: 'price', tokens: ['LINK'] }],
    ['trending --chain base --limit 5 --sort volume', { kind: 'trending', chains: ['base'], limit: 5 }],
    ['GET /trending?chain=solana&sort=volume&limit=10', { kind: 'trending', chains: ['solana'], limit: 10 }],
  ])('%s', (prompt, intent) => {
    const r = read(prompt);
    expect(r.kind).toBe('intent');
    expect(r.kind === 'intent' && r.intent).toMatchObject(intent);
  });

  it.each([
    ['GET_BALANCE chain=base token=USDC fmt=eur', 'UNKNOWN_FIELD'],
    ['{"q":"position_value","chain":"ethereum","asset":"LINK","quote":"EUR"}', 'UNKNOWN_FIELD'],
    ['trending --chain base --sort price', 'UNKNOWN_FIELD'],
    ['trending --chain base --sort volume:asc', 'UNKNOWN_FIELD'],
    ['balance chain=base sort=volume', 'UNKNOWN_FIELD'],
    ['swap_exact(chain="ethereum", from="USDC", to="LINK", amount=3)', 'UNRECOGNIZED'],
    ['buy_exact(chain="ethereum", token="LINK", amount_in=3, pay_with="USDC")', 'UNRECOGNIZED'],
  ])('%s stays refused', (prompt, code) => {
    const r = read(prompt);
    expect(r.kind === 'fail' && r.code).toBe(code);
  });

  // (`foo:5`: a field no reader knows with a number in it stays unread, and the line falls to the prose readers.)
  it.each(['/sell BONK 2000000 -> SOL foo:5', '/buy BONK 2000000 -> SOL chain:solana'])('%s stays an ask', (prompt) => {
    expect(read(prompt).kind).toBe('ask');
  });
});

describe('q naming the read beside a bot version', () => {
  it('reads q=price syms=… v=2 as the price read', () => {
    expect(read('q=price syms=LINK,UNI src=portfolio-bot v=2')).toMatchObject({ kind: 'intent', intent: { kind: 'price', tokens: ['LINK', 'UNI'] } });
  });
  it('refuses a v that is no version number', () => {
    expect(read('q=price syms=LINK,UNI v=only-if-cheap')).toMatchObject({ kind: 'fail', code: 'UNKNOWN_FIELD' });
  });
});
