import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Bot schemas never seen before, read by their obvious field names and shapes (issue 16): an action named `fn`,
 * `tool` or `step`, a contract as `addr`, a namespaced or `exec`-led verb, `wrap_native`, thousands written
 * `1_000_000`, an order form's base given as `token`, a holding's value as `position_value` or `valuation`. A field
 * missing stays an ask, a shape that says two things is refused.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));
const SOL_ADDR = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const USDC_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const swap = (chain: string, tokenIn: string, tokenOut: string, value: string) => ({ kind: 'swap', chain, tokenIn, tokenOut, amount: { value } });
const send = (chain: string, token: string, value: string, to: string) => ({ kind: 'transfer', chain, token, amount: { value }, to });

describe('an action under another obvious name: fn, function, tool, step', () => {
  it.each([
    ['{"fn":"swap","params":{"chain":"solana","sell":"SOL","buy":"JUP","sellAmount":1.5}}', swap('solana', 'SOL', 'JUP', '1.5')],
    ['{"function":"swap","args":{"chain":"base","from":"USDC","to":"ETH","amount":"25"}}', swap('base', 'USDC', 'ETH', '25')],
    ['{"tool":"transfer","args":{"chain":"base","token":"USDC","to":"alice.eth","amount":"5"}}', send('base', 'USDC', '5', 'alice.eth')],
    ['step=unwrap token=WPOL qty=50 chain=polygon reason="gas top-up"', { kind: 'unwrap', chain: 'polygon', token: 'WPOL', amount: { value: '50' } }],
    ['fn=balance token=ETH chain=base', { kind: 'balance', chains: ['base'], tokens: ['ETH'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it('asks what a tool call leaves out', () => {
    expect(read('{"tool":"transfer","args":{"chain":"base","token":"USDC","to":"alice.eth"}}')).toMatchObject({
      kind: 'ask',
      pending: { awaiting: 'amount' },
    });
  });

  it.each(['step=2 token=WPOL qty=50 chain=polygon', '{"fn":"bridge","params":{"chain":"base","token":"USDC","amount":5}}'])(
    'moves nothing on a step that names no action: %s',
    (prompt) => {
      expect(read(prompt).kind).toBe('fail');
    },
  );
});

describe('a contract as addr', () => {
  it.each([
    [`token_lookup addr=${USDC_BASE} net=base`, { kind: 'lookup', address: USDC_BASE, chain: 'base' }],
    [`lookup token_addr=${USDC_BASE} chain=base`, { kind: 'lookup', address: USDC_BASE, chain: 'base' }],
    [`{"action":"lookup","contract_addr":"${USDC_BASE}","chain":"base"}`, { kind: 'lookup', address: USDC_BASE, chain: 'base' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it('never takes a contract for a recipient', () => {
    expect(read(`action=transfer token=USDC amount=5 addr=${USDC_BASE} chain=base`)).toMatchObject({ kind: 'ask', pending: { awaiting: 'to' } });
  });
});

describe('a verb led by a namespace or exec, and wrap_native', () => {
  it.each([
    [`tx.send asset=SOL qty=0.25 dest=${SOL_ADDR}`, send('solana', 'SOL', '0.25', SOL_ADDR)],
    ['wallet.transfer token=USDC amount=5 to=bob.eth chain=base', send('base', 'USDC', '5', 'bob.eth')],
    ['exec wrap amount=0.75 asset=ETH network=base', { kind: 'wrap', chain: 'base', token: 'ETH', amount: { value: '0.75' } }],
    ['wrap_native chain=polygon amount=3', { kind: 'wrap', chain: 'polygon', token: 'POL', amount: { value: '3' } }],
    ['unwrap_native chain=polygon qty=3', { kind: 'unwrap', chain: 'polygon', token: 'WPOL', amount: { value: '3' } }],
    ['run swap from=USDC to=ETH amount=25 chain=base', swap('base', 'USDC', 'ETH', '25')],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it('asks the amount a namespaced send leaves out', () => {
    expect(read(`tx.send asset=SOL dest=${SOL_ADDR}`)).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });

  it('refuses wrap_native beside another token', () => {
    expect(read('wrap_native chain=polygon amount=3 asset=ETH').kind).toBe('fail');
  });
});

describe('thousands written with underscores', () => {
  it.each([
    [`tx.transfer(token="BONK", amount=1_000_000, to="${SOL_ADDR}", network="solana")`, send('solana', 'BONK', '1000000', SOL_ADDR)],
    [`action=transfer token=BONK amount=1_000_000 to=${SOL_ADDR}`, send('solana', 'BONK', '1000000', SOL_ADDR)],
    [`send 1_000_000 bonk to ${SOL_ADDR}`, send('solana', 'BONK', '1000000', SOL_ADDR)],
    ['swap 2_500.5 usdc for eth on base', swap('base', 'USDC', 'ETH', '2500.5')],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([`send 1_00_000 bonk to ${SOL_ADDR}`, `send 10_00 bonk to ${SOL_ADDR}`])('refuses a grouping that is not by three: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT' });
  });
});

describe("an order form's base given as token", () => {
  it.each([
    ['swap side=sell token=LINK qty=2 quote=USDC net=mainnet', { ...swap('ethereum', 'LINK', 'USDC', '2'), side: 'sell' }],
    ['side=buy token=LINK qty=2LINK quote=USDC chain=ethereum', { ...swap('ethereum', 'USDC', 'LINK', '2'), side: 'buy' }],
    ['side=sell asset=ETH quote_amt=100 quote=USDC chain=base', { ...swap('base', 'ETH', 'USDC', '100'), side: 'buy' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    'side=sell token=LINK base=ETH qty=2 quote=USDC chain=base',
    'base=ETH quote=USDC side=sell base_amt=1 to=USDC chain=base',
    'swap token=LINK qty=2 quote=USDC net=mainnet',
  ])('refuses a form that names a token twice or no side: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'INVALID_FIELDS' });
  });
});

describe("a holding's value as position or valuation", () => {
  it.each([
    ["position_value(asset='UNI', chain='unichain')", { kind: 'portfolio', tokens: ['UNI'], chains: ['unichain'] }],
    ['{"action":"valuation","asset":"UNI","chain":"ethereum","currency":"usd"}', { kind: 'balance', chains: ['ethereum'], tokens: ['UNI'] }],
    ['positions chain=base', { kind: 'balance', chains: ['base'] }],
    ['get_positions()', { kind: 'portfolio' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it('moves nothing on closing a position', () => {
    expect(read('close position asset=UNI chain=base').kind).toBe('fail');
  });
});

describe("a fee read's scope as the caller's launched tokens, and a verb before it", () => {
  it.each([
    'report creator_fees --scope=launched_tokens',
    'fees_report --scope my_launched_tokens',
    'show creator_fees --scope my_launches',
    'creator_fees scope=all_launched_tokens',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'fees-check', scope: 'all' } });
  });

  it.each(['report creator_fees --scope=all_friends', 'fees_report scope=my_friends_tokens'])('refuses a scope it cannot read: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'INVALID_FIELDS' });
  });
});

describe('a payout head written as fields, then one recipient and amount a line', () => {
  const A = '0x1111111111111111111111111111111111111111';
  const B = '0x2222222222222222222222222222222222222222';
  it.each([
    [`payout_batch chain=base token=USDC\n${A},15\n${B},7.25`, 'base', 'USDC', ['15', '7.25']],
    [`batch_transfer token=USDC chain=base\n${A} 15\n${B} 15`, 'base', 'USDC', ['15', '15']],
    [`airdrop chain=polygon token=USDT\n${A}: 1\n${B}: 2`, 'polygon', 'USDT', ['1', '2']],
  ])('%s', (prompt, chain, token, amounts) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: {
        kind: 'transfer-batch',
        chain,
        token,
        transfers: [
          { to: A, amount: amounts[0] },
          { to: B, amount: amounts[1] },
        ],
      },
    });
  });

  it.each([
    `payout_batch chain=base\n${A},15\n${B},15`,
    `payout_batch chain=base token=USDC amount=5\n${A},15\n${B},15`,
    `payout_batch chain=base token=USDC\n${A},15\n${B},fifteen`,
  ])('moves nothing on a head or a row it cannot read whole: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('a trigger price as px, and for as the other side', () => {
  const trigger = (token: string, chain: string, direction: string, priceUsd: string) => ({ type: 'price', token, chain, direction, priceUsd });
  it.each([
    ['CREATE_ORDER type=limit side=buy asset=ETH chain=base trigger_px<=2600 notional=300USDC', trigger('ETH', 'base', 'below', '2600')],
    ['limit_buy token=ETH chain=base limit_px=2400 amount=100USDC', trigger('ETH', 'base', 'below', '2400')],
    ['stop_sell token=SOL amount=2 to=USDC chain=solana trigger_px_below=120', trigger('SOL', 'solana', 'below', '120')],
    ['{"type":"stop","sell":"SOL","amount":"2","for":"USDC","trigger_below":120,"chain":"solana"}', trigger('SOL', 'solana', 'below', '120')],
  ])('%s', (prompt, trig) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: trig } });
  });

  it('reads for beside one side named', () => {
    expect(read('{"action":"sell","sell":"SOL","for":"USDC","amount":"2","chain":"solana"}')).toMatchObject({
      kind: 'intent',
      intent: swap('solana', 'SOL', 'USDC', '2'),
    });
  });

  it.each(['{"action":"swap","from":"USDC","to":"ETH","for":"DEGEN","amount":"2","chain":"base"}', 'side=buy token=ETH for=USDC amount=5 chain=base'])(
    'refuses for beside both sides or a side word: %s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'UNKNOWN_FIELD' });
    },
  );
});

describe("a step's label with its number of a count", () => {
  it.each([
    ['rebalance leg 2/2: convert 0.5 ETH to USDC on unichain', swap('unichain', 'ETH', 'USDC', '0.5')],
    ['twap leg 3 of 10: sell 0.1 ETH for USDC on base', swap('base', 'ETH', 'USDC', '0.1')],
    ['step 1/3: swap 5 usdc for eth on base', swap('base', 'USDC', 'ETH', '5')],
    [
      'Agent objective: acquire exactly 0.01 cbBTC on base, paying with USDC. Proceed with execution.',
      { ...swap('base', 'USDC', 'cbBTC', '0.01'), side: 'buy' },
    ],
    ['Goal: swap 5 usdc for eth on base', swap('base', 'USDC', 'ETH', '5')],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each(['sell 2/2 of my eth on base', 'Goal: send 5 usdc to bob.eth on base. Also buy eth.', "Objective: don't send anything"])(
    'still refuses a fraction that is an amount, two requests or a negation: %s',
    (prompt) => {
      expect(read(prompt).kind).toBe('fail');
    },
  );
});

describe("an agent framework's tool step: Action and Action Input", () => {
  it.each([
    [
      'Action: send_tokens\nAction Input: {"to": "alice.eth", "token": "WETH"}',
      { kind: 'ask', pending: { kind: 'transfer', token: 'WETH', to: 'alice.eth', awaiting: 'amount' } },
    ],
    [
      'Action: transfer_funds\nAction Input: {"to": "bob.eth", "token": "USDC", "amount": "5", "chain": "base"}',
      { kind: 'intent', intent: send('base', 'USDC', '5', 'bob.eth') },
    ],
    ['Action: swap\nAction Input: {"chain":"base","from":"USDC","to":"ETH","amount":"5"}', { kind: 'intent', intent: swap('base', 'USDC', 'ETH', '5') }],
    ['Action: get_balance\nAction Input: {"chain":"base","token":"ETH"}', { kind: 'intent', intent: { kind: 'balance', chains: ['base'], tokens: ['ETH'] } }],
  ])('%s', (prompt, reading) => {
    expect(read(prompt)).toMatchObject(reading);
  });

  it.each([
    'Action: do_magic\nAction Input: {"to": "bob.eth", "token": "USDC", "amount": "5", "chain": "base"}',
    'Action: send_tokens\nAction Input: {"action":"swap","to": "alice.eth", "token": "WETH"}',
    'Thought: pay bob\nAction: send_tokens\nAction Input: {"to": "bob.eth", "token": "USDC", "amount": "5", "chain": "base"}',
  ])('moves nothing on a tool it does not know, two actions or a thought beside it: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('a slippage limit in a bot line is honoured, never the default', () => {
  it.each([
    ['SOLANA | SELL WIF 20 -> USDC | slippage=2%', 'solana', 'WIF', '20', 200],
    ['SOLANA | SELL WIF 20 -> USDC | slippage_bps=50', 'solana', 'WIF', '20', 50],
    ['BASE | SELL ETH 0.5 -> USDC', 'base', 'ETH', '0.5', 100],
    ['sell 20 WIF for USDC on solana slippage_bps=50', 'solana', 'WIF', '20', 50],
    ['swap 5 usdc for eth on base slip_bps=30', 'base', 'USDC', '5', 30],
  ])('%s', (prompt, chain, tokenIn, value, slippageBps) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', chain, tokenIn, amount: { value }, slippageBps } });
  });

  it.each([
    ['SOLANA | SELL WIF 20 -> USDC | note=hello world', 'fail'],
    ['SOLANA | SELL WIF 20 -> USDC @ base', 'fail'],
    ['sell 20 WIF for USDC on solana slippage_bps=90000', 'fail'],
  ])('refuses a line it cannot read whole: %s', (prompt, kind) => {
    expect(read(prompt).kind).toBe(kind);
  });
});

describe("a bot's holdings check: the wallet, and >= for at least", () => {
  const check = (amount: string) => ({ kind: 'balance', chains: ['ethereum'], tokens: ['USDC'], check: { test: 'at-least', amount, unit: 'USDC' } });
  it.each([
    ['does wallet hold >= 2500 USDC on ethereum?', check('2500')],
    ['does wallet hold >= 2500 USDC on ethereum? reply yes/no', check('2500')],
    ['does the wallet hold at least 2500 USDC on ethereum?', check('2500')],
    ['do i hold ≥ 100 USDC on ethereum?', check('100')],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it("never reads someone else's wallet as the caller's", () => {
    expect(read("does bob's wallet hold at least 2500 USDC on ethereum?").kind).toBe('fail');
  });

  it('still waits for a price said with >=', () => {
    expect(read('sell 0.02 WETH for USDC on ethereum if ETH >= 2700')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', trigger: { type: 'price', direction: 'above', priceUsd: '2700' } },
    });
  });
});
