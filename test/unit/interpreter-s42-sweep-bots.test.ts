import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Bots' own schemas (sweep 42 C, issue 16): an action's name that joins a rehearsal word to a move's verb, and amounts
 * copied from an API in base units, with or without a `decimals` field beside them.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const bob = '0x4444444444444444444444444444444444444444';
const swap = (chain: string, tokenIn: string, tokenOut: string, value: string) => ({
  kind: 'swap',
  chain,
  tokenIn,
  tokenOut,
  amount: { kind: 'exact', value },
  side: 'sell',
});
const send = (chain: string, token: string, value: string, to = bob) => ({ kind: 'transfer', chain, token, amount: { kind: 'exact', value }, to });

describe("an action's name that names a rehearsal of the move is refused, never made", () => {
  it.each([
    'preview_swap --in WETH --out UNI --amount 0.5 --network unichain',
    '{"op":"dry_run_swap","from":"USDC","to":"ETH","amount":10,"chain":"base"}',
    '{"op":"quote_swap","from":"USDC","to":"ETH","amount":10,"chain":"base"}',
    '{"cmd":"simulate_swap","params":{"pay":"degen","receive":"usdt","amount":"1500","blockchain":"base"}}',
    '{"order":{"cmd": "swap_check", "receive": "BRETT", "network": "Base", "pay": "WETH", "amount": "10"}}',
    'intent=estimate_sell\nsell_token=usdc\nbuy_token=SOL\namount=25\nchain=sol',
    `POST /v1/fakeSend?token=BRETT&dest=${bob}&amount=1500&network=base`,
    `{"cmd":"draft_withdraw","token":"DEGEN","amount":"100","recipient":"${bob}","chain":"base-mainnet"}`,
    `transfer_paper --token WETH --amount 100 --wallet ${bob} --chain-id 8453`,
    `send.test(token="USDC", amount=5, to="${bob}", chain="base")`,
    `{"action":"mockBuy","token":"ETH","amount":0.1,"with":"USDC","chain":"base"}`,
  ])('%s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });

  it.each([
    ['{"action":"swap","sell_token":"USDC","buy_token":"ETH","amount":10,"chain":"base"}', swap('base', 'USDC', 'ETH', '10')],
    ['swap --from USDC --to ETH --amount 10 --chain base', swap('base', 'USDC', 'ETH', '10')],
    [`transfer(token="USDC", to="${bob}", amount=5, chain="base")`, send('base', 'USDC', '5')],
    ['send 10 usdc to test-wallet.eth on base', send('base', 'USDC', '10', 'test-wallet.eth')],
  ])('a plain name, or a rehearsal word inside a name that is no action, still moves: %s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });
});

describe('an amount beside a "decimals" field counts base units', () => {
  it.each([
    [`{"action":"send","token":"USDC","amount":"5000000","decimals":6,"to":"${bob}","chain":"base"}`, send('base', 'USDC', '5')],
    [`{"action":"send","token":"USDC","decimals":6,"amount":"5000000","to":"${bob}","chain":"base"}`, send('base', 'USDC', '5')],
    ['cmd=swap\ndecimals=6\namount=15000\nfrom=USDC\nnetwork=polygon\nto=WETH', swap('polygon', 'USDC', 'WETH', '0.015')],
    ['{"action":"swap","from":"ETH","to":"USDC","amount":"1500000000000000000","decimals":18,"chain":"base"}', swap('base', 'ETH', 'USDC', '1.5')],
    ['swap --from USDC --to ETH --amount 25000000 --decimals 6 --chain base', swap('base', 'USDC', 'ETH', '25')],
    [`transfer(token="USDC", to="${bob}", amount=5000000, decimals=6, chain="base")`, send('base', 'USDC', '5')],
    ['type: swap\nfrom: SOL\nto: USDC\namount: 500000000\ndecimals: 9\nchain: solana', swap('solana', 'SOL', 'USDC', '0.5')],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    // ETH has 18 decimals: 6 counts some other token's units.
    '{"action":"swap","from":"ETH","to":"USDC","amount":"1500000000000000000","decimals":6,"chain":"base"}',
    // A decimal amount is no count of base units.
    `{"action":"send","token":"USDC","amount":"2.5","decimals":6,"to":"${bob}","chain":"base"}`,
    // Dollars have no base units.
    '{"action":"buy","token":"ETH","amount_usd":"50000000","decimals":6,"with":"USDC","chain":"base"}',
  ])('a "decimals" that does not fit the token or the amount is refused: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'INVALID_AMOUNT' });
  });
});

describe('a large whole number in a bot\'s field, with no "decimals", is never guessed to be whole tokens', () => {
  it.each([
    `{"action":"send","token":"USDC","amount":"3000000","to":"${bob}","chain":"base"}`,
    '{"cmd":"swap","from":"USDC","to":"jup","amountIn":"100000000","chain_id":"solana"}',
    '{"intent":"swap","from":"LINK","to":"UNI","amountIn":"100000000000000000000","chainId":"1"}',
    'op=swap from=USDC to=BONK amountIn=2750000 network=solana',
    '{"action":"send","token":"BONK","amount":"50000000","to":"9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin","chain":"solana"}',
    'type: swap\nfrom: WETH\nto: POL\namountIn: 10000000000000000000\nchain: polygon',
    '{"order":{"type": "swap", "from": "ETH", "amountIn": "15000000000000000", "to": "usdc", "network": "ethereum"}}',
    'swap --from cbBTC --to USDC --amount 1500000 --chain base',
    `transfer(token="SOL", to="9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM", amount=500000000, chain="solana")`,
    // $250,000 whole or a quarter of a dollar in base units; 500,000 cbBTC whole or 0.005 BTC.
    `{"action":"send","token":"USDC","amount":"250000","to":"${bob}","chain":"base"}`,
    'swap --from cbBTC --to USDC --amount 500000 --chain base',
    'payout chain=solana asset=SOL amount=100000 dest=9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'INVALID_AMOUNT' });
  });

  it.each([
    [`{"action":"send","token":"USDC","amount":"25000","to":"${bob}","chain":"base"}`, send('base', 'USDC', '25000')],
    ['{"cmd":"swap","from":"USDC","to":"ETH","amountIn":"100","chain":"base"}', swap('base', 'USDC', 'ETH', '100')],
    // PEPE counts 18 decimals: five million whole PEPE is a plain amount, a dust of base units.
    [`{"action":"send","token":"PEPE","amount":"5000000","to":"${bob}","chain":"ethereum"}`, send('ethereum', 'PEPE', '5000000')],
    // BONK counts 5 decimals: a million BONK is $20 whole and 10 BONK in base units (held-out-12 :20, held-out-19 :52).
    [
      'transfer(token="BONK", amount="1000000", to="9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin", network="solana")',
      send('solana', 'BONK', '1000000', '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'),
    ],
    // A person writes whole tokens: prose keeps its number.
    [`send 3000000 usdc to ${bob} on base`, send('base', 'USDC', '3000000')],
  ])('small amounts, 18-decimal tokens and prose still read whole: %s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });
});

describe('a request line whose path has a version or a prefix (`POST /v1/swap?…`) is read by its fields', () => {
  it.each([
    // The query's `out=SOL` beside a sell: SOL is received (it was asked back the other way round, SOL spent for WIF).
    ['POST /v1/sell?chain=solana&size=100&out=SOL&asset=WIF', swap('solana', 'WIF', 'SOL', '100')],
    ['POST /v1/swap?quantity=3&out=SOL&blockchain=sol&in=bonk', swap('solana', 'BONK', 'SOL', '3')],
    ['POST /v1/swap?chainId=1&quantity=3&token_in=USDT&slippage_bps=50&token_out=WBTC', { ...swap('ethereum', 'USDT', 'WBTC', '3'), slippageBps: 50 }],
    [`POST /api/v1/wallets/main/send?token=USDC&amount=5&to=${bob}&chain=base`, send('base', 'USDC', '5')],
    ['GET /api/v2/balance?chain=base&token=usdc', { kind: 'balance', chains: ['base'], tokens: ['USDC'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    'POST /v1/rebalance?from=USDC&to=ETH&amount=10&chain=base',
    'POST /v1/swap?from=usdc&to=eth&amount=10&chain=base&dry_run=true',
    'POST /v1/swap_preview?from=usdc&to=eth&amount=10&chain=base',
    'POST /v1/swap?from=usdc&to=eth&amountIn=10000000&chain=base',
  ])('an unknown action, a rehearsal or base units stay refused: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe("a bot's envelope around one request: its id beside the body, or a list of one", () => {
  it.each([
    ['{"id":"req-2317","data":{"cmd": "exchange", "chain_id": "8453", "from": "WETH", "to": "aero", "amount": "25"}}', swap('base', 'WETH', 'AERO', '25')],
    [`{"request_id":"r1","payload":{"action":"send","token":"USDC","amount":5,"to":"${bob}","chain":"base"}}`, send('base', 'USDC', '5')],
    ['{"id":7,"data":{"cmd":"swap","from":"USDC","to":"ETH","amountIn":"25000000","decimals":6,"chain":"base"}}', swap('base', 'USDC', 'ETH', '25')],
    ['[{"action":"exchange","sell_token":"UNI","network":"unichain","buy_token":"eth","qty":"10"}]', swap('unichain', 'UNI', 'ETH', '10')],
    [
      '[{"intent": "swap", "in": "link", "out": "UNI", "quantity": "25", "chainId": "1", "slippage_bps": 50}]',
      { ...swap('ethereum', 'LINK', 'UNI', '25'), slippageBps: 50 },
    ],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    // An event or a status beside the body says what became of it, not a request.
    `{"event":"payout.completed","data":{"action":"send","token":"USDC","amount":5,"to":"${bob}","chain":"base"}}`,
    `{"status":"completed","data":{"action":"send","token":"USDC","amount":5,"to":"${bob}","chain":"base"}}`,
    `{"id":"r9","data":{"action":"send","token":"USDC","amount":5,"to":"${bob}","chain":"base","dry_run":true}}`,
    `[{"action":"swap","from":"USDC","to":"ETH","amount":10,"chain":"base"},{"action":"transfer","token":"ETH","amount":1,"to":"${bob}","chain":"base"}]`,
    '[{"action":"swap","from":"USDC","to":"ETH","amountIn":"10000000","chain":"base"}]',
  ])('an event, a status, a rehearsal, two requests or base units stay refused: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe("a DEX aggregator's `src`/`dst`, and `using` for the token paid", () => {
  it.each([
    ['cmd: swap\nsrc: WETH\ndst: UNI\namount: 2.75\nblockchain: unichain', swap('unichain', 'WETH', 'UNI', '2.75')],
    [`action=send token=USDC amount=5 dst=${bob} chain=base`, send('base', 'USDC', '5')],
    [
      'op=buy symbol=DEGEN using=dai amount_usd=20 chainId=8453',
      { kind: 'swap', chain: 'base', tokenIn: 'DAI', tokenOut: 'DEGEN', amount: { kind: 'usd', value: '20' }, side: 'sell' },
    ],
    ['{"type":"quote","params":{"src":"bonk","dst":"jup","amount":25,"blockchain":"sol"}}', { kind: 'price', tokens: ['BONK', 'JUP'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    'swap src=USDC dst=ETH amount=10 chain=base using=USDT',
    `swap src=USDC dst=ETH to=${bob} amount=10 chain=base`,
    // `size` beside a buy's token and the token paid: of which, is the buy's to say (kept asked or refused).
    'op=buy symbol=DEGEN size=2.75 using=dai chainId=8453',
  ])('two tokens paid, a second "to", or a buy\'s size of either side are never guessed: %s', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('a side that is no buy or sell is refused, never dropped with its token', () => {
  it.each([
    // Read as "swap 3 on unichain": the pair and the side left out, asked back as a sale of 3 of a token unsaid.
    '{"action":"trade","params":{"network":"unichain","quantity":"3","symbol":"USDC-UNI","side":"long"}}',
    'type=trade chainId=1 amount=0.5 symbol=DAI_UNI side=long',
    '{"action":"trade","network":"unichain","quantity":"3","symbol":"USDC","side":"short"}',
    'action: market_order\nside: long\nbase: WETH\nquote: usdc\nsize: 0.015\nblockchain: base',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'INVALID_FIELDS' });
  });

  it.each([
    ['{"action":"trade","network":"base","qty":"0.1","base":"ETH","quote":"USDC","side":"sell"}', swap('base', 'ETH', 'USDC', '0.1')],
    ['action=swap chain=base from=ETH to=USDC amount=0.1 mode=exact_in', swap('base', 'ETH', 'USDC', '0.1')],
  ])('a buy or a sell, and a mode that says the exact side, still read: %s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });
});
