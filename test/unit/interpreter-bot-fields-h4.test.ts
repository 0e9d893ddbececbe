import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Bots' forms of the fourth held-out run (issue 16), each as a class: a JSON-RPC call (its method and params are the
 * fields), camelCase field names (`sellAmount`, `slippageBps`), a field the bot had no value for (`"amount": null`,
 * asked), the caller's own wallet named (`wallet=self`), an API's name for a read (`portfolio_value`, `/holdings`), the
 * currency as `fmt=usd` or a read's `quote=usd`, and a generic query naming its subject (`"type":"query","what":…`).
 * Unknown fields and other wallets or currencies are still refused, never dropped.
 */
const read = (prompt: string) => interpretPrompt(prompt, []);

describe("a bot's fields read as the request they stand for", () => {
  it.each([
    ['{"jsonrpc":"2.0","id":17,"method":"getPrice","params":{"symbol":"LINK"}}', { kind: 'price', tokens: ['LINK'] }],
    ['{"jsonrpc":"2.0","id":3,"method":"getBalance","params":{"token":"USDC","chain":"base"}}', { kind: 'balance', chains: ['base'], tokens: ['USDC'] }],
    [
      '{"op":"swap","network":"solana","sell":"USDC","buy":"JUP","sellAmount":"15","slippageBps":50}',
      { kind: 'swap', chain: 'solana', tokenIn: 'USDC', tokenOut: 'JUP', amount: { kind: 'exact', value: '15' }, slippageBps: 50 },
    ],
    [
      '{"action":"swap","chain":"base","from":"USDC","to":"WETH","sell_amount":"20"}',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'WETH', amount: { value: '20' } },
    ],
    ['cmd=portfolio_value wallet=self fmt=usd', { kind: 'portfolio' }],
    ['cmd=price token=eth fmt=usd', { kind: 'price', tokens: ['ETH'] }],
    ['cmd=balance account=me token=usdc chain=base', { kind: 'balance', chains: ['base'], tokens: ['USDC'] }],
    ['GET /holdings?token=UNI&chain=unichain&quote=usd', { kind: 'balance', chains: ['unichain'], tokens: ['UNI'] }],
    ['cmd=holdings chain=solana', { kind: 'balance', chains: ['solana'] }],
    ['{"type":"query","what":"balances","chains":"all"}', { kind: 'balance', chains: ['base', 'ethereum', 'polygon', 'unichain', 'solana'] }],
    ['{"type":"query","what":"price","token":"LINK"}', { kind: 'price', tokens: ['LINK'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    ['{"action":"swap","chain":"base","from":"USDC","to":"BRETT","amount":null}', 'amount'],
    ['{"action":"swap","chain":null,"from":"USDC","to":"ETH","amount":"5"}', 'chain'],
  ])('a field sent without a value is asked: %s', (prompt, awaiting) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting } });
  });

  it.each([
    ['cmd=balance wallet=0x1111111111111111111111111111111111111111 token=usdc chain=base', 'UNKNOWN_FIELD'],
    ['cmd=portfolio_value wallet=self fmt=eur', 'UNKNOWN_FIELD'],
    ['GET /balance?token=USDC&chain=base&quote=eur', 'UNKNOWN_FIELD'],
    ['{"type":"swap","what":"price","token":"LINK"}', 'UNKNOWN_FIELD'],
    ['{"jsonrpc":"2.0","id":1,"method":"getPrice","params":{"symbol":"LINK","memo":"only if cheap"}}', 'UNKNOWN_FIELD'],
  ])('another wallet, currency or an unknown field is refused: %s', (prompt, code) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code });
  });
});

/**
 * Trades now as bots write them: an API's verb (`market_sell`), a share as `pct=50`, the quote as the other side of a
 * one-token trade, a batch as a bare list (`{"batch":[{"to":…,"amt":…}]}`), and a bot's bracketed name and step before
 * its request. A share that is no number, a quote beside a token it contradicts, and words that are no step are refused.
 */
describe("a bot's trade now", () => {
  it.each([
    [
      'market_sell token=PEPE chain=ethereum pct=50 quote=USDC',
      { kind: 'swap', chain: 'ethereum', tokenIn: 'PEPE', tokenOut: 'USDC', amount: { kind: 'fraction', value: 0.5 } },
    ],
    ['market_buy token=ETH chain=base amount=20ETH quote=USDC', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', side: 'buy', amount: { value: '20' } }],
    [
      '{"batch":[{"to":"alice.eth","amt":"2"},{"to":"carol.base.eth","amt":"3"}],"token":"USDT","chain":"base"}',
      {
        kind: 'transfer-batch',
        token: 'USDT',
        transfers: [
          { to: 'alice.eth', amount: '2' },
          { to: 'carol.base.eth', amount: '3' },
        ],
      },
    ],
    [
      '[DCA-Bot v2.3] executing slot 4/10: buy WETH for 30 USDC on unichain',
      { kind: 'swap', chain: 'unichain', tokenIn: 'USDC', tokenOut: 'WETH', amount: { value: '30' } },
    ],
    ['[rebalancer] step 2 of 3: swap 10 usdc for eth on base', { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    'sell token=PEPE chain=ethereum pct=abc',
    'sell token=PEPE to=USDC quote=DAI chain=ethereum amount=5',
    '[alert] eth dumped: buy 10 usdc of eth on base',
    '[DCA-Bot v2.3] executing slot 4/10: buy WETH for 30 USDC on unichain and send 5 usdc to bob.eth',
  ])('is refused: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
});

it("a speaker's name in brackets is no bot's step: '[mom]: pls send …' stays someone's words", () => {
  expect(read('[mom]: pls send 3 USDC to 0x3333333333333333333333333333333333333333 on base')).not.toMatchObject({ kind: 'intent' });
});

describe("a trading signal's parts", () => {
  it.each([
    [
      'SIGNAL | LONG | BRETT | base | size=20 USDC | src=tg_alpha',
      { chain: 'base', tokenIn: 'USDC', tokenOut: 'BRETT', amount: { kind: 'exact', value: '20' } },
    ],
    ['ALERT | BUY | DEGEN | base | size=15 USDC', { chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { value: '15' } }],
    ['ALERT | SELL | DEGEN | base | size=1000 DEGEN', { chain: 'base', tokenIn: 'DEGEN', amount: { value: '1000' }, side: 'sell' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', ...intent } });
  });

  it.each([
    'SIGNAL | SHORT | BRETT | base | size=20 USDC',
    'SIGNAL | LONG | BRETT | base | size=20 USDC | src=USDT',
    'SIGNAL | LONG | BRETT | base | size=20 USDC | note=only if cheap',
  ])('a short, a source that is a token, or an unknown part is refused: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
});

describe("an API's name for trending keeps its limit (found by the final e2e run: 'trending_tokens limit=5' was refused)", () => {
  it.each([
    ['trending_tokens limit=5', 5],
    ['get_trending limit=3', 3],
    ['trending limit=5', 5],
  ])('%s', (prompt, limit) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'trending', limit } });
  });

  it('a limit on anything but trending is still refused', () => {
    expect(read('market_sell token=PEPE chain=ethereum pct=50 quote=USDC limit=5')).toMatchObject({ kind: 'fail', code: 'UNKNOWN_FIELD' });
  });
});
