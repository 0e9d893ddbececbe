import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Bots' fields in the held-out-22 set (issue 16), read by role through the one table of names: a size named by what is
 * sized and its unit (`order_usd`), Solana's whole-token amount (`uiAmount`), a chart alert's move (`"alert":"BUY"`) and
 * its ticker quoted in dollars (`AEROUSD`), a token restated as it was, a one-off that says it never repeats, a field
 * left empty, and a read's flags (`detail=per_chain`, `claim=false`). A field that says more keeps its refusal.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('sizes and amounts named by role', () => {
  const aero = { kind: 'swap', chain: 'base', tokenIn: 'ETH', tokenOut: 'AERO', amount: { kind: 'usd', value: '30' } };
  it.each([
    ['POST /hooks/tv\n{"alert":"BUY","ticker":"AEROUSD","chain":"base","order_usd":30,"pay_with":"ETH","strategy":"ema_cross_4h","ts":1732700000}', aero],
    ['{"alert":"buy","symbol":"AERO-USD","network":"base","trade_usd":30,"pay_with":"ETH"}', aero],
    ['{"signal":"BUY","ticker":"AERO","chain":"base","order_usd":"30","pay":"ETH"}', aero],
    ['action=buy token=AERO chain=base position_usd=30 pay_with=ETH', aero],
    [
      '{"jsonrpc":"2.0","method":"trade.swap","params":{"network":"solana","input":"SOL","output":"BONK","uiAmount":0.2},"id":41}',
      { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'BONK', amount: { kind: 'exact', value: '0.2' } },
    ],
    [
      'action=swap chain=solana from=SOL to=BONK ui_amount=0.2',
      { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'BONK', amount: { kind: 'exact', value: '0.2' } },
    ],
    [
      '{"alert":"btc-breakout","action":"buy","token":"ETH","chain":"base","amount_usd":30,"pay_with":"USDC"}',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'usd', value: '30' } },
    ],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    '{"alert":"SHORT","ticker":"AEROUSD","chain":"base","order_usd":30,"pay_with":"ETH"}',
    '{"alert":"BUY","ticker":"FOOUSD","chain":"base","order_usd":30,"pay_with":"ETH"}',
    '{"alert":"BUY","ticker":"AEROUSD","chain":"base","order_usd":30,"pay_with":"ETH","note":"only if gas is low"}',
    'action=swap chain=solana from=SOL to=BONK ui_amount=0.2 amount=0.3',
  ])('%s is not run', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('a token said again as it was', () => {
  const wbtc = { kind: 'swap', chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'WBTC', amount: { kind: 'exact', value: '250' } };
  it.each([
    '[dca-bot] EXEC market_buy pair=WBTC/USDC venue=ethereum quote_amount=250 quote=USDC reason=weekly_slot',
    'side=buy pair=WBTC/USDC chain=ethereum quote_amount=250 quote=usdc',
    'side=buy base=WBTC quote=USDC chain=ethereum quote_amount=250 settle=USDC',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: wbtc });
  });

  it.each([
    'side=buy pair=WBTC/USDC chain=ethereum quote_amount=250 quote=USDT',
    'action=send token=USDC token=USDT amount=5 to=alice.eth chain=base',
    'action=send token=USDC amount=5 amount=5 to=alice.eth chain=base',
    'action=buy token=UNI chain=base chain=ethereum amount_usd=5',
  ])('%s is not run', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('a one-off that says it never repeats', () => {
  it.each([
    'job=scheduled_buy when="tomorrow 15:00 UTC" chain=ethereum buy=UNI spend_usdc=60 repeat=none',
    'action=schedule at="tomorrow 15:00 UTC" chain=ethereum buy=UNI spend_usdc=60 recurrence=once',
    'action=schedule at="tomorrow 15:00 UTC" chain=ethereum buy=UNI spend_usdc=60 repeat=false',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'at', at: '2026-11-27T15:00:00.000Z' } } });
  });

  it.each([
    'action=schedule at="tomorrow 15:00 UTC" chain=base buy=ETH spend_usdc=20 repeat=daily',
    'action=swap chain=base buy=ETH spend_usdc=20 repeat=none',
  ])('%s is not run', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('a field left empty is asked', () => {
  it.each([
    ['send chain=polygon token=USDC amount=250 to=', 'to'],
    ['action=send chain=polygon token=USDC amount= to=alice.eth', 'amount'],
    ['action=transfer chain= token=USDC amount=5 recipient=alice.eth', 'chain'],
  ])('%s', (prompt, awaiting) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting } });
  });

  it('an unknown name left empty is not read', () => {
    expect(read('action=send chain=polygon token=USDC amount=5 to=alice.eth foo=').kind).not.toBe('intent');
  });
});

describe("a read's flags", () => {
  it.each([
    ['cmd=portfolio scope=all_chains quote=usd detail=per_chain dry_run=true', 'portfolio'],
    ['cmd=portfolio breakdown=by_token', 'portfolio'],
    ['action=creator_fees.check scope=all_chains claim=false', 'fees-check'],
    ['GET /creator_fees?scope=all&claim=false', 'fees-check'],
    ['action=creator_fees.get scope=all_networks', 'fees-check'],
  ])('%s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });

  it.each([
    'cmd=portfolio detail=full',
    'action=creator_fees.check scope=all_chains claim=true',
    'action=claim_fees scope=all_chains',
    'action=swap from=ETH to=USDC amount=1 chain=base claim=false',
  ])('%s is not run', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe("a YAML flow list of the answer's parts", () => {
  const address = '0xAC1Bd2486aAf3B5C0fc3Fd868558b082a531B2B4';
  it.each([
    `task: token_lookup\nchain: base\naddress: "${address}"\nfields: [symbol, name, price_usd]`,
    `task: token_lookup\nchain: base\naddress: ${address}\ncolumns: [ symbol , price_usd ]`,
    `action=lookup chain=base address=${address} fields=[symbol, name]`,
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'lookup', address, chain: 'base' } });
  });

  it.each([
    `task: token_lookup\nchain: base\naddress: "${address}"\nfields: [symbol, eth]`,
    'action=send chain=base token=USDC amount=5 to=[alice.eth, bob.eth]',
  ])('%s is not run', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('a JSON field narrowing a read just answered', () => {
  it.each([
    ['{"intent":"balance","token":"WETH"}', '{"chain":"ethereum"}', { kind: 'balance', chains: ['ethereum'], tokens: ['WETH'] }],
    ['{"action":"balance","token":"USDC"}', '{"network":"polygon"}', { kind: 'balance', chains: ['polygon'], tokens: ['USDC'] }],
    ['my weth balance', '{"chain":"ethereum"}', { kind: 'balance', chains: ['ethereum'], tokens: ['WETH'] }],
  ])('%s then %s', (first, second, intent) => {
    expect(onThreadAt(now, first, second)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    ['swap 5 usdc for eth on base', '{"chain":"ethereum"}'],
    ['{"intent":"balance","token":"WETH"}', '{"amount":"5"}'],
    ['{"intent":"balance","token":"WETH"}', '{"to":"alice.eth"}'],
  ])('%s then %s is not run', (first, second) => {
    expect(onThreadAt(now, first, second).kind).not.toBe('intent');
  });
});
