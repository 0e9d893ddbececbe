import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { structuredPrompt } from '../../lib/agent/interpreter/structured-prompt.ts';

/**
 * What trading bots send besides a plain trade now (issue 16): command lines, `key=value` lines whose values run over
 * several words, calls and JSON, each read as the one request it is, through the sentence it stands for.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));
const A = '0x3333333333333333333333333333333333333333';
const B = '0x4444444444444444444444444444444444444444';
const swap = (chain: string, tokenIn: string, tokenOut: string, value: string) => ({ kind: 'swap', chain, tokenIn, tokenOut, amount: { value } });

describe('a command line: the amount beside the sold token is that token’s', () => {
  it.each([
    ['SELL ETH 0.5 -> USDC @ unichain MARKET', swap('unichain', 'ETH', 'USDC', '0.5')],
    ['sell SOL 2 -> USDC @ solana', swap('solana', 'SOL', 'USDC', '2')],
    ['SWAP USDC 100 => WETH on ethereum', swap('ethereum', 'USDC', 'WETH', '100')],
    ['/sell 1.5 ETH -> USDC @ base mkt', swap('base', 'ETH', 'USDC', '1.5')],
    ['BUY ETH 0.5 <- USDC @ base', { ...swap('base', 'USDC', 'ETH', '0.5'), side: 'buy' }],
    ['buy ETH 0.5 with USDC @ base', { ...swap('base', 'USDC', 'ETH', '0.5'), side: 'buy' }],
    ['BUY 0.5 ETH <- USDC @ base', { ...swap('base', 'USDC', 'ETH', '0.5'), side: 'buy' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each(['BUY ETH 0.5 -> USDC @ base', 'SELL ETH -> USDC @ unichain', 'BUY ETH <- USDC @ base'])('asks what a line leaves unsure: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });

  it('is the sentence it stands for', () => {
    expect(structuredPrompt('SELL ETH 0.5 -> USDC @ unichain MARKET')).toBe('sell 0.5 ETH for USDC on unichain');
    expect(structuredPrompt('sell ETH all -> USDC @ base')).toBe('sell all my ETH for USDC on base');
  });
});

describe('a holdings check: is the balance at least the amount', () => {
  const check = (chains: string[], token: string, amount: string) => ({
    kind: 'balance',
    chains,
    tokens: [token],
    check: { test: 'at-least', amount, unit: token },
  });
  it.each([
    ['sufficient_funds_check need=2500 token=USDC chain=polygon ref=order#A19', check(['polygon'], 'USDC', '2500')],
    ['check_funds token=ETH min=0.5 chain=base', check(['base'], 'ETH', '0.5')],
    ['{"action":"has_funds","token":"USDT","required":100,"chain":"ethereum","request_id":"r-17"}', check(['ethereum'], 'USDT', '100')],
    ['funds_check need=2500USDC chain=polygon', check(['polygon'], 'USDC', '2500')],
    ['balance_check token=USDC chain=base', { kind: 'balance', chains: ['base'], tokens: ['USDC'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    'funds_check need=2500 chain=polygon',
    'funds_check need=lots token=USDC',
    'funds_check need=5 token=USDC amount=6',
    'funds_check need=5ETH token=USDC',
  ])('refuses what it cannot compare: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'INVALID_FIELDS' });
  });
});

describe('creator fees of launched tokens, read or claimed', () => {
  it.each([
    ['GET creator_fees scope=all_launched_tokens', { kind: 'fees-check', scope: 'all' }],
    ['get_creator_fees token=MCAT', { kind: 'fees-check', scope: { token: 'MCAT' } }],
    ['{"cmd":"unclaimed_fees","scope":"all"}', { kind: 'fees-check', scope: 'all' }],
    ['creator_fees chain=base', { kind: 'fees-check', scope: { chain: 'base' } }],
    ['claim_fees token=MCAT', { kind: 'fees-claim', target: { token: 'MCAT' } }],
    ['claim_creator_fees scope=all', { kind: 'fees-claim', target: 'all' }],
    ['GET /creator_fees?scope=all', { kind: 'fees-check', scope: 'all' }],
    ['GET /fees?token=MCAT', { kind: 'fees-check', scope: { token: 'MCAT' } }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each(['GET creator_fees scope=everything', 'claim_fees scope=all token=MCAT'])('refuses a scope it cannot honour: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'INVALID_FIELDS' });
  });
});

describe('a batch: the listed names and addresses are its recipients', () => {
  const batch = (...transfers: [string, string][]) => ({
    kind: 'transfer-batch',
    chain: 'base',
    token: 'USDC',
    transfers: transfers.map(([to, amount]) => ({ to, amount })),
  });
  it.each([
    [`multisend token=USDC chain=base recipients=[${A}:10, ${B}:5]`, batch([A, '10'], [B, '5'])],
    [`airdrop token=USDC chain=base amount_each=2 recipients=[${A}, ${B}]`, batch([A, '2'], [B, '2'])],
    [`batch_transfer chain=base token=USDC recipients=[${A}:1,${B}:1]`, batch([A, '1'], [B, '1'])],
    [`{"action":"batch_transfer","chain":"base","token":"USDC","recipients":["${A}:1","${B}:2"]}`, batch([A, '1'], [B, '2'])],
    [`{"type":"batch_transfer","chain":"base","token":"USDC","recipients":[{"to":"${A}","amount":1},{"to":"${B}","amount":2}]}`, batch([A, '1'], [B, '2'])],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it('names are recipients, in the sentence the batch reader reads', () => {
    expect(structuredPrompt('batch_transfer chain=base token=USDC recipients=[alice.eth:10, bob.eth:10, carol.base.eth:5]')).toBe(
      'send 10 USDC to alice.eth, 10 USDC to bob.eth and 5 USDC to carol.base.eth on base',
    );
  });

  it('one amount for the list is asked about (each, or split?), never guessed', () => {
    expect(read(`batch_send token=USDC chain=base amount=2 recipients=[${A}, ${B}]`)).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
  });

  it.each([
    `batch_send token=USDC chain=base recipients=[${A}:1, ${B}]`,
    `batch_send token=USDC chain=base amount=3 recipients=[${A}:1, ${B}:2]`,
    `batch_send token=USDC chain=base recipients=[${A}:1]`,
    `batch_send token=USDC chain=base amount=1 amount_each=1 recipients=[${A}, ${B}]`,
    `{"type":"batch_transfer","chain":"base","token":"USDC","recipients":[{"to":"${A}","to":"${B}","amount":1},{"to":"${B}","amount":2}]}`,
  ])('refuses amounts that do not pair with recipients: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'INVALID_FIELDS' });
  });
});

describe('orders: limit, stop, take-profit, recurring and scheduled', () => {
  const trigger = (type: string) => ({ kind: 'automation-create', trigger: { type } });
  it.each([
    ['/limit buy ETH price=2500 size=1000USDC chain=base', 'base', 'USDC', 'ETH', 'price'],
    ['/limit sell LINK price=20 size=2 quote=USDC chain=ethereum', 'ethereum', 'LINK', 'USDC', 'price'],
    ['limit_order side=buy token=ETH price=$2,500 amount=0.5ETH pay=USDC chain=base', 'base', 'USDC', 'ETH', 'price'],
    ['{"type":"limit","side":"sell","token":"LINK","amount":2,"quote":"USDC","price":20,"chain":"ethereum"}', 'ethereum', 'LINK', 'USDC', 'price'],
    ['STOP_LOSS asset=SOL chain=solana trigger<=120 sell=3 SOL receive=USDC', 'solana', 'SOL', 'USDC', 'price'],
    ['stop_loss token=ETH amount=1 receive=USDC stop_price=2000 chain=base', 'base', 'ETH', 'USDC', 'price'],
    ['TAKE_PROFIT asset=SOL chain=solana trigger>=200 sell=3 SOL receive=USDC', 'solana', 'SOL', 'USDC', 'price'],
    ['{"type":"recurring","buy":"ETH","with":"USDC","amount_usd":50,"chain":"base","schedule":"every monday 14:00 UTC"}', 'base', 'USDC', 'ETH', 'every'],
    ['{"type":"dca","buy":"BONK","pay":"USDC","amount_usd":5,"chain":"solana","every":"daily"}', 'solana', 'USDC', 'BONK', 'every'],
    ['recurring_buy token=ETH pay=USDC usd=25 chain=base schedule=weekly', 'base', 'USDC', 'ETH', 'every'],
    ['at=tomorrow 15:00 UTC action=swap 100 USDC->WETH chain=ethereum', 'ethereum', 'USDC', 'WETH', 'at'],
    ['scheduled_swap from=USDC to=ETH amount=10 chain=base at=2026-12-01T15:00:00Z', 'base', 'USDC', 'ETH', 'at'],
    ['from=USDC to=ETH amount=5 chain=base at=tomorrow 9:00 UTC', 'base', 'USDC', 'ETH', 'at'],
    ['{"type":"scheduled","sell":"ETH","receive":"USDC","amount":"0.1","chain":"base","at":"tomorrow 9am UTC"}', 'base', 'ETH', 'USDC', 'at'],
  ])('%s', (prompt, chain, tokenIn, tokenOut, type) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { ...trigger(type), action: { kind: 'swap', chain, tokenIn, tokenOut } } });
  });

  it.each([
    ['/limit buy ETH price=2500 size=1000USDC chain=base', 'ETH', 'below', '2500'],
    ['/limit sell LINK price=20 size=2 quote=USDC chain=ethereum', 'LINK', 'above', '20'],
    ['STOP_LOSS asset=SOL chain=solana trigger<=120 sell=3 SOL receive=USDC', 'SOL', 'below', '120'],
    ['TAKE_PROFIT asset=SOL chain=solana trigger>=200 sell=3 SOL receive=USDC', 'SOL', 'above', '200'],
    ['sell token=ETH amount=0.5 quote=USDC chain=base price>=4000', 'ETH', 'above', '4000'],
  ])('waits for the price the way its order says: %s', (prompt, token, direction, priceUsd) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { trigger: { type: 'price', token, direction, priceUsd } } });
  });

  it('each is the sentence it stands for', () => {
    expect(structuredPrompt('/limit buy ETH price=2500 size=1000USDC chain=base')).toBe('limit buy ETH with 1000 USDC at 2500 on base');
    expect(structuredPrompt('STOP_LOSS asset=SOL chain=solana trigger<=120 sell=3 SOL receive=USDC')).toBe(
      'sell 3 SOL for USDC on solana if SOL drops to $120',
    );
    expect(structuredPrompt('at=tomorrow 15:00 UTC action=swap 100 USDC->WETH chain=ethereum')).toBe('swap 100 USDC for WETH on ethereum tomorrow 15:00 UTC');
  });

  it.each([
    'limit_order side=buy token=ETH amount=0.5ETH pay=USDC chain=base',
    '/limit sell WETH chain=base amount=0.02',
    'STOP_LOSS asset=SOL chain=solana sell=3 SOL receive=USDC',
  ])('an order form without its price asks at what price, as any order does: %s', (prompt) => {
    expect(interpretPrompt(prompt)).toMatchObject({ kind: 'ask', question: expect.stringMatching(/^At what price should this/) });
  });

  it.each([
    ['STOP_LOSS asset=SOL chain=solana trigger>=120 sell=3 SOL receive=USDC', /waits for the price to fall/],
    ['{"type":"recurring","buy":"ETH","with":"USDC","amount_usd":50,"chain":"base","schedule":"0 14 1 * *"}', /cron line/],
    ['at=tomorrow 15:00 UTC action=swap 100 USDC->WETH chain=ethereum amount=5', /says part of it again/],
    ['at=soonish action=swap 100 USDC->WETH chain=ethereum', /not a time I can read/],
    ['swap from=USDC to=ETH amount=1 chain=base price=2500 at=tomorrow 9:00 UTC', /waits for one thing/],
    ['limit_order side=buy token=ETH price=2500 amount=1 usd=5 pay=USDC chain=base', /Two fields give the amount/],
    ['limit_order side=buy token=ETH price=2500 price=2600 amount=1 pay=USDC chain=base', /given twice/],
    ['limit_order token=ETH price=2500 amount=1 chain=base', /buys or sells/],
    ['limit side=buy token=ETH base=ETH price=2500 amount=1 pay=USDC chain=base', /same side of the order/],
    ['from=USDC out=ETH to=WETH amount=5 chain=base at=tomorrow 9:00 UTC', /same side of the order/],
    ['limit side=buy token=ETH buy=WETH price=2500 amount=1 pay=USDC chain=base', /same side of the order/],
    ['limit buy=ETH with=USDC amount=100 price=2500 chain=base', /which token the amount 100 is in/],
    ['{"type":"recurring","buy":"ETH","with":"USDC","amount":50,"chain":"base","schedule":"daily"}', /which token the amount 50 is in/],
    [`sufficient_funds_check need=2500 token=USDC chain=polygon then send 5 usdc to ${A}`, /"chain" is one word/],
    ['STOP_LOSS asset=SOL chain=solana trigger<=120 sell=3 SOL and send it to bob receive=USDC', /not a token, or an amount and its token/],
  ])('refuses an order it cannot honour as given: %s', (prompt, message) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'INVALID_FIELDS', message: expect.stringMatching(message) });
  });

  it.each(['limit_order side=buy token=ETH price=2500 amount=1 pay=USDC chain=base expiry=1h', 'STOP_LOSS asset=SOL trigger<=120 sell=3 SOL trailing=5%'])(
    'refuses a field it does not read, never ignores it: %s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'UNKNOWN_FIELD' });
    },
  );
});

describe('order cancels, by what the order does', () => {
  it.each([
    ["orders.cancel(filter='LINK limit sell')", { kind: 'automation-cancel', target: 'match', match: { kind: 'limit', side: 'sell', token: 'LINK' } }],
    ['cancel filter=LINK limit sell', { kind: 'automation-cancel', target: 'match', match: { token: 'LINK' } }],
    ['orders.cancel(scope=all)', { kind: 'automation-cancel', target: 'all' }],
    ['POST /orders/cancel filter=LINK limit sell', { kind: 'automation-cancel', target: 'match', match: { token: 'LINK' } }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    ["orders.cancel(filter='LINK limit sell', scope=all)", 'INVALID_FIELDS'],
    ['cancel_orders scope=some', 'INVALID_FIELDS'],
    ['orders.cancel()', 'AUTOMATION_TARGET_REQUIRED'],
  ])('refuses an unclear target: %s', (prompt, code) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code });
  });
});

describe('launches sent as fields', () => {
  const launch = (name: string, symbol: string, extra: Record<string, unknown> = {}) => ({ kind: 'launch', chain: 'base', name, symbol, ...extra });
  it.each([
    [
      '{"cmd":"deploy_token","name":"Based Frog","ticker":"BFROG","description":"a frog for base","website":"https://basedfrog.xyz","twitter":"https://x.com/basedfrog"}',
      launch('Based Frog', 'BFROG', { description: 'a frog for base', websiteUrl: 'https://basedfrog.xyz', twitterUrl: 'https://x.com/basedfrog' }),
    ],
    [`LAUNCH_TOKEN NAME=Rocket Fuel SYMBOL=RFUEL FEE_RECIPIENT=${A}`, launch('Rocket Fuel', 'RFUEL', { feeRecipient: A })],
    [
      'launch_token name="Moon Cat" symbol=MCAT vesting=30d image=https://img.example/cat.png',
      launch('Moon Cat', 'MCAT', { vestingDays: 30, imageUrl: 'https://img.example/cat.png' }),
    ],
    ['deploy name=Moon Cat ticker=$MCAT chain=base', launch('Moon Cat', 'MCAT')],
    // The launch reader keeps a Telegram link, as it keeps the X one.
    ['deploy_token name=Moon Cat symbol=MCAT telegram=t.me/mooncat', launch('Moon Cat', 'MCAT', { telegramUrl: 'https://t.me/mooncat' })],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    ['deploy_token name=Moon Cat symbol=MCAT discord=discord.gg/mooncat', 'UNKNOWN_FIELD'],
    ['deploy_token name=Moon Cat symbol=MC-AT', 'INVALID_FIELDS'],
    ['deploy_token name=Moon Cat symbol=MCAT vesting=forever', 'INVALID_FIELDS'],
    ['deploy_token name=Moon Cat name=Sun Cat symbol=MCAT', 'INVALID_FIELDS'],
    ['action=launch token Moon name=Moon Cat symbol=MCAT', 'INVALID_FIELDS'],
  ])('refuses what it cannot launch as given: %s', (prompt, code) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code });
  });
});

// A bot's unfilled template is the input under test: its placeholders are spelled out here, not interpolated.
const slot = (name: string) => `$\u007b${name}}`;

describe('an unfilled template amount is asked, any other placeholder refused', () => {
  it.each([
    `SWAP ${slot('AMOUNT')} USDC->AERO chain=base`,
    `action=swap from=USDC to=ETH amount=${slot('AMOUNT')} chain=base`,
    `send {{amount}} usdc to ${A} on base`,
    'sell <%= qty %> ETH for USDC on base',
    // In JSON too: the amount field's whole value the placeholder (issue 16, held-out-16).
    `{"action":"swap","from":"USDC","to":"ETH","amount":"${slot('AMOUNT')}","chain":"base"}`,
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });

  it.each([
    `swap 5 ${slot('TOKEN')} for ETH on base`,
    'send 5 usdc to {{recipient}} on base',
    `swap ${slot('AMOUNT')} USDC for ETH on ${slot('CHAIN')}`,
    `{"action":"swap","from":"USDC","to":"${slot('TOKEN')}","amount":"5","chain":"base"}`,
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'TEMPLATE_PLACEHOLDER' });
  });
});

describe('tags a bot adds for itself are dropped; anything else unknown, or given twice, is refused', () => {
  it.each([
    'action=swap chain=base from=USDC to=ETH amount=5 client_id=bot-7',
    'action=swap chain=base from=USDC to=ETH amount=5 ref=order#A19',
    '{"action":"swap","chain":"base","from":"USDC","to":"ETH","amount":"5","request_id":"r-1"}',
    // After a sentence too, a reference at the line's end is set aside, as `--ref abc` is (held-out-29's `memo=grant`).
    'swap 5 usdc for eth on base ref=abc',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: swap('base', 'USDC', 'ETH', '5') });
  });

  it.each([
    ['action=swap chain=base from=USDC to=ETH amount=5 ref=a ref=b', 'INVALID_FIELDS'],
    ['sufficient_funds_check need=1 token=USDC chain=base id=1 id=2', 'INVALID_FIELDS'],
    ['action=swap chain=base from=USDC to=ETH amount=5 priority=x', 'UNKNOWN_FIELD'],
    ['action=swap chain=base from=USDC to=ETH amount=5 price=2500 deadline=60', 'UNKNOWN_FIELD'],
    ['action=price token=ETH at=tomorrow', 'UNKNOWN_FIELD'],
    // In prose, an order's or a launch's field is code beside the move, never a field the move ignores.
    ['swap 5 usdc for eth on base price=2500', 'ONE_REQUEST'],
    [`send 5 usdc to ${A} on base name=bob`, 'ONE_REQUEST'],
  ])('%s', (prompt, code) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code });
  });
});

describe('more field names bots use (issue 16)', () => {
  it('venue is the chain, src the token paid with, size_usd the dollar amount', () => {
    expect(interpretPrompt('BUY asset=BRETT size_usd=20 venue=base src=USDC')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'BRETT', amount: { kind: 'usd', value: '20' } },
    });
  });
});
