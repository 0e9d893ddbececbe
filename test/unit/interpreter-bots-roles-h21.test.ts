import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Bots' own schemas (held-out-21, bots): fields read by the role they play, the bot's metadata set aside, its command
 * lines, log lines and lists of payees read; anything that could change a move keeps its refusal.
 */
const now = new Date('2026-11-27T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const a4 = '0x4444444444444444444444444444444444444444';
const a5 = '0x5555555555555555555555555555555555555555';
const notMoved = (prompt: string) => {
  const got = read(prompt);
  expect(got.kind).not.toBe('intent');
  if (got.kind === 'ask') expect(got.pending).not.toHaveProperty('awaiting', 'confirm');
};

describe('a reply wish, a width or a rehearsal is harmless beside a read', () => {
  it.each([
    ['cmd=balance chain=solana asset=SOL verbose=false', 'balance'],
    ['action=balance chain=base token=USDC quiet=true', 'balance'],
    ['$ purser portfolio --all-chains --quote usd --format table', 'portfolio'],
    ['portfolio all_chains=true format=json', 'portfolio'],
    ['{"action":"portfolio","include_zero":false,"verbose":true}', 'portfolio'],
    [`POST /hooks/price-watch\n{"event":"price_request","asset":"ETH","chain":"unichain","source":"watchdog-v2","reply":"current usd price"}`, 'price'],
    ['{"event":"price_request","symbol":"SOL","respond_with":"usd price"}', 'price'],
    ['{"event":"balance.requested","token":"USDC","chain":"base"}', 'balance'],
    ['$ purser fees unclaimed --chain base --all-tokens --dry-run', 'fees-check'],
    ['purser-cli fees unclaimed --chain base', 'fees-check'],
  ])('%s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });

  it.each([
    'swap chain=base from=ETH to=USDC amount=0.1 dry_run=true',
    '$ purser swap --chain base --from ETH --to USDC --amount 0.1 --dry-run',
    'swap chain=base from=ETH to=USDC amount=0.1 simulate=true',
    'send chain=base token=USDC amount=5 to=bob.eth all_tokens=true',
    'send chain=base token=USDC amount=5 to=bob.eth reply="tx hash"',
    '{"event":"price_request","asset":"ETH","reply":"price, and if below 2000 buy 1 eth"}',
    '{"event":"swap_request_test","from":"ETH","to":"USDC","amount":"1","chain":"base"}',
  ])('beside a move, or wording more, it is refused: %s', notMoved);
});

describe('a command line of this service, its program named', () => {
  it.each([
    ['$ purser swap --chain ethereum --from ETH --to USDC --amount 0.4 --slippage 0.5', { kind: 'swap', tokenIn: 'ETH', tokenOut: 'USDC', slippageBps: 50 }],
    ['purser swap --chain base --from USDC --to ETH --amount 20', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH' }],
    ['npx purser send --chain base --token USDC --to bob.eth --amount 5', { kind: 'transfer', to: 'bob.eth' }],
    ['> purser wrap --chain base --token ETH --amount 0.1', { kind: 'wrap', token: 'ETH' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it('flags split over two turns make one transfer', () => {
    expect(onThreadAt(now, '$ purser send --chain ethereum --asset ETH --to alice.eth', '--amount 0.08')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', token: 'ETH', to: 'alice.eth', amount: { value: '0.08' } },
    });
  });

  it('a schedule by its flags is an order', () => {
    expect(read('$ purser schedule --when "tomorrow 09:00 UTC" --chain base --buy ETH --spend "200 USDC"')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', trigger: { type: 'at' } },
    });
  });

  it.each([
    '$ purser swap --chain base --from ETH --to USDC --amount 0.1 --max-gas 5',
    '$ purser send --chain base --token USDC --to bob.eth --amount 5 --deadline 10m',
    '$ notpurser swap --chain base --from ETH --to USDC --amount 0.1 --deadline 1h',
  ])('an unknown flag beside a move is still refused: %s', notMoved);
});

describe('a trade by its roles: exact output, how it executes, what it targets', () => {
  it.each([
    [
      'action=buy chain=ethereum token=UNI amount_out=4 pay_with=ETH mode=exact_output',
      { tokenIn: 'ETH', tokenOut: 'UNI', side: 'buy', amount: { value: '4' } },
    ],
    ['{"op":"buy","chain":"ethereum","asset":"UNI","receive_exact":"4","pay":"ETH","mode":"exactOutput"}', { tokenOut: 'UNI', side: 'buy' }],
    [
      `op: buy\nchain: base\ntarget: BRETT\nspend_usd: 35\nfunding_asset: ETH\nexecution: market`,
      { tokenIn: 'ETH', tokenOut: 'BRETT', amount: { kind: 'usd', value: '35' } },
    ],
    ['action=buy chain=base target=BRETT usd=35 pay=ETH exec=market', { tokenOut: 'BRETT' }],
    ['action=swap chain=base from=ETH to=USDC amount=0.1 mode=exact_in', { side: 'sell' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', ...intent } });
  });

  it.each([
    'action=buy chain=ethereum token=UNI amount_out=4 pay_with=ETH mode=exact_input',
    'action=buy chain=base token=BRETT usd=35 pay=ETH execution=twap',
  ])('a mode that disagrees, or another execution, is refused: %s', notMoved);

  it('an execution that waits asks its price, no trade now', () => {
    expect(read('action=buy chain=base token=BRETT usd=35 pay=ETH execution=limit')).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create' } });
  });
});

describe("a code comment saying why, naming the move's own token", () => {
  it.each([
    ['wrap(chain="base", token="ETH", amount="1.2")  # need WETH for lp bot', 'wrap'],
    ['wrap chain=base token=ETH amount=1.2 // WETH for the vault', 'wrap'],
    ['unwrap chain=base token=WETH amount=0.5  # ETH for gas', 'unwrap'],
  ])('%s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });

  it.each([
    'wrap(chain="base", token="ETH", amount="1.2")  # then send WETH to bob',
    'wrap(chain="base", token="ETH", amount="1.2")  # only if gas low',
    'wrap(chain="base", token="ETH", amount="1.2")  # actually USDC',
  ])('a comment wording more keeps the refusal: %s', notMoved);
});

describe("a bot's log line: its prefix, its readings and its label set aside", () => {
  it.each([
    ['[rebalancer] 2025-11-28 03:14:07 INFO target_weth=0 action: unwrap 0.015 WETH -> ETH on unichain', { kind: 'unwrap', token: 'WETH' }],
    ['grid_bot[eth-2] 2026-01-02T10:00:00Z INFO drift=4.2 action: sell 0.1 ETH for USDC on base', { kind: 'swap', tokenIn: 'ETH' }],
    ['dca-bot[sol-01] leg 3/10 due -> execute NOW at market: spend 75 USDC buy SOL chain=solana', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'SOL' }],
    ['dca-bot[sol-01] due -> execute NOW at market: spend 75 USDC buy SOL chain=solana', { kind: 'swap', tokenOut: 'SOL' }],
    ['dca-bot[tick 14] rebalance: sell_usd=35 sell=WIF buy=SOL chain=solana', { kind: 'swap', tokenIn: 'WIF', amount: { kind: 'usd' } }],
    ['grid_bot[7] topup: send 5 usdc to bob.eth on base', { kind: 'transfer', to: 'bob.eth' }],
    ['level=info bot=tipjar msg="execute tip" chain=ethereum token=USDC amount=15 to=vitalik.eth', { kind: 'transfer', to: 'vitalik.eth' }],
    ['level=info msg=swap chain=base from=USDC to=ETH amount=20', { kind: 'swap', tokenIn: 'USDC' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    'keeper[7] WARN max_spend=50 action: buy 100 USDC of ETH on base',
    '[rebalancer] INFO slippage=3 action: sell 0.1 ETH for USDC on base',
    '[rebalancer] INFO gas=low action: unwrap 0.015 WETH -> ETH on unichain',
    'dca-bot[sol-01] leg 3/10 if price < 100 -> execute NOW at market: spend 75 USDC buy SOL chain=solana',
    'alice[home] due -> execute now: send 5 usdc to bob.eth on base',
    'alice[7] rebalance: send 5 usdc to bob.eth on base',
    'level=error msg="execute tip" chain=ethereum token=USDC amount=15 to=vitalik.eth',
    'level=info msg="tip sent" chain=ethereum token=USDC amount=15 to=vitalik.eth',
    'level=info msg="execute tip" chain=ethereum token=USDC amount=15 to=vitalik.eth max=10',
  ])('a bound, a condition, a person or an outcome keeps it unmoved: %s', notMoved);
});

describe('payees by their roles: lists, payouts, labels and papers', () => {
  it.each([
    [`payroll:\n  chain: base\n  token: USDC\n  payees:\n    - to: "${a4}"\n      amount: 300\n    - to: "${a5}"\n      amount: 450`, 'base', 'USDC', [a4, a5]],
    [
      `payouts:\n  network: polygon\n  currency: USDC\n  transfers:\n    - recipient: bob.eth\n      amt: 10\n    - recipient: alice.eth\n      amt: 12`,
      'polygon',
      'USDC',
      ['bob.eth', 'alice.eth'],
    ],
    [
      `batch_send(chain="ethereum", token="USDT", transfers=[{"to": "vitalik.eth", "amount": 10}, {"to": "${a5}", "amount": 12}])`,
      'ethereum',
      'USDT',
      ['vitalik.eth', a5],
    ],
    [
      'send_many(network="base", asset="USDC", payments=[{"payee": "bob.eth", "amt": 5}, {"payee": "alice.eth", "amt": 7}])',
      'base',
      'USDC',
      ['bob.eth', 'alice.eth'],
    ],
    [
      `{"batch":"payroll-06","chain":"polygon","token":"USDC","items":[{"to":"${a4}","amt":250},{"to":"${a5}","amt":175},{"to":"alice.eth","amt":90}]}`,
      'polygon',
      'USDC',
      [a4, a5, 'alice.eth'],
    ],
    [
      '{"chain":"base","token":"USDC","action":"batch","payments":[{"payee":"bob.eth","value":5},{"payee":"alice.eth","value":7}]}',
      'base',
      'USDC',
      ['bob.eth', 'alice.eth'],
    ],
  ])('%s', (prompt, chain, token, tos) => {
    const got = read(prompt);
    expect(got).toMatchObject({ kind: 'intent', intent: { kind: 'transfer-batch', chain, token } });
    if (got.kind === 'intent' && got.intent.kind === 'transfer-batch') expect(got.intent.transfers.map((t) => t.to)).toEqual(tos);
  });

  it.each([
    '{"event": "invoice.payout_requested", "data": {"network": "polygon", "currency": "USDC", "amount": "18.75", "recipient": "bob.eth", "invoice": "INV-5502"}, "action": "execute_payout"}',
    '{"action":"process_payment","chain":"base","asset":"USDC","amount":"5","payee":"bob.eth","memo":"INV-77"}',
    '{"action":"payout","network":"polygon","currency":"USDC","amount":"18.75","recipient":"bob.eth","ticket":"T-81"}',
  ])('one payout is a transfer: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer' } });
  });

  it.each([
    `payroll:\n  chain: base\n  token: USDC\n  max_total: 500\n  payees:\n    - to: bob.eth\n      amount: 300\n    - to: alice.eth\n      amount: 450`,
    `payroll_test:\n  chain: base\n  token: USDC\n  payees:\n    - to: bob.eth\n      amount: 300\n    - to: alice.eth\n      amount: 450`,
    'batch_send(chain="ethereum", token="USDT", transfers=[{"to": "vitalik.eth", "amount": 10, "memo": "x"}, {"to": "bob.eth", "amount": 12}])',
    '{"action":"execute_payout","network":"polygon","currency":"EUR","amount":"18.75","recipient":"bob.eth"}',
    '{"action":"execute_payout","network":"polygon","currency":"USDC","amount":"18.75","recipient":"bob.eth","invoice":"pay half now"}',
    '{"action":"execute_payout","network":"polygon","currency":"USDC","amount":"18.75","recipient":"bob.eth","invoice":"INV-1","deadline":"1h"}',
  ])('a cap, a rehearsal, another currency or a note that words more keeps the refusal: %s', notMoved);
});

describe("orders listed or cancelled through a tool call's filter", () => {
  it.each([
    '{"tool": "list_orders", "filter": {"status": "open"}}',
    '{"tool": "list_orders", "where": {"status": "open"}}',
    '{"tool": "list_orders", "status": "open"}',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-list' } });
  });

  it.each([
    '{"tool": "cancel_order", "match": {"chain": "base", "token": "WETH", "type": "stop_loss"}, "reason": "strategy_disabled"}',
    '{"tool": "cancel_order", "where": {"token": "WETH", "kind": "stop_loss"}}',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', match: { token: 'WETH' } } });
  });

  it.each([
    '{"tool": "list_orders", "filter": {"status": "filled"}}',
    '{"tool": "cancel_order", "match": {"token": "WETH"}, "reason": "only if price drops"}',
    '{"tool": "cancel_order", "chain":"base", "match": {"chain": "ethereum", "token": "WETH", "type": "stop_loss"}}',
  ])('a filter it cannot honour, or a condition, is refused: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe("a bot's quote in fields, then executed", () => {
  it.each([
    [['quote chain=base sell=ETH buy=USDC amount=0.3', 'execute last quote'], { tokenIn: 'ETH', tokenOut: 'USDC', amount: { value: '0.3' } }],
    [
      ['quote chain=base side=sell token=ETH amount=0.2 receive=USDC dry_run=true', 'execute last_quote=true confirm=yes'],
      { tokenIn: 'ETH', amount: { value: '0.2' } },
    ],
    [['get_quote chain=base from=USDC to=ETH amount=50', 'exec latest quote'], { tokenIn: 'USDC', tokenOut: 'ETH' }],
  ])('%j is the swap, asked back for a yes', (prompts, swap) => {
    expect(onThreadAt(now, ...prompts)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', awaiting: 'confirm', ...swap } });
  });

  it.each([
    ['quote chain=base sell=ETH buy=USDC amount=0.3', 'execute last quote, but 0.5 instead'],
    ['quote chain=base sell=ETH buy=USDC amount=0.3', "don't execute the quote yet"],
    ['quote chain=base sell=ETH buy=USDC amount=0.3', 'execute the quote if eth is above 3000'],
  ])('another amount, a wait or a condition is no go-ahead: %j', (...prompts) => {
    const got = onThreadAt(now, ...prompts);
    expect(got.kind === 'ask' && got.pending.kind === 'swap').toBe(false);
    expect(got.kind).not.toBe('intent');
  });
});

describe('a recurring order by its fields: its kind then its verb, a time of day beside its repetition', () => {
  it.each([
    [['dca create chain=solana buy=JUP spend=15USDC interval=daily time=12:00UTC runs=14'], 86400, 14],
    [['dca create chain=solana buy=JUP spend=15USDC', 'interval=daily time=12:00UTC runs=14'], 86400, 14],
    [['recurring_buy chain=base token=ETH spend=20USDC every=weekly at=09:00 runs=4'], 604800, 4],
    [['dca chain=base buy=ETH spend=20USDC', 'every=weekly time=09:00 runs=4'], 604800, 4],
    [['dca new chain=base buy=ETH spend=20USDC every=12h runs=10'], 43200, 10],
  ])('%j', (prompts, intervalSeconds, count) => {
    expect(onThreadAt(now, ...prompts)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', trigger: { type: 'every', intervalSeconds, count } },
    });
  });

  it.each([
    [['dca chain=solana buy=JUP spend=15USDC interval=daily time="2026-12-01 12:00" runs=14']],
    [['dca chain=base buy=ETH spend=20USDC', 'every=weekly time=tomorrow runs=4']],
    [['dca chain=base buy=ETH spend=20USDC', 'every=weekly time=09:00 runs=4 max=50']],
    [['dca cancel chain=base buy=ETH spend=20USDC every=12h']],
  ])('a date, a cap or another verb is no such schedule: %j', (prompts) => {
    expect(onThreadAt(now, ...prompts).kind).not.toBe('intent');
  });
});

describe('every order just listed, cancelled', () => {
  it.each([
    ['list_orders status=open', 'cancel all listed'],
    ['{"tool": "list_orders", "filter": {"status": "open"}}', 'cancel them all'],
    ['show my orders', 'delete all of those'],
    ['list_orders status=open', 'ok, cancel all the listed orders'],
  ])('%s / %s', (...prompts) => {
    expect(onThreadAt(now, ...prompts)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', target: 'all' } });
  });

  it.each([
    ['list_orders status=open', 'cancel all listed except the eth one'],
    ['price of eth', 'cancel all listed'],
    ['list_orders status=open', 'cancel all listed tomorrow'],
  ])('not right after a listing, or with more said, it is no cancel of all: %s / %s', (...prompts) => {
    expect(onThreadAt(now, ...prompts)).not.toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', target: 'all' } });
  });
});

describe('a label naming its chain after "on", then the order in words', () => {
  it.each([
    ['stop loss on base: sell 1 ETH if ETH goes below 2400', 'base'],
    ['limit buy on solana: 10 usdc of jup if jup drops to 0.5', 'solana'],
  ])('%s', (prompt, chain) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action: { chain } } });
  });

  it('a field after "on" is still a field', () => {
    expect(read('swap 5 usdc for eth on chain=base')).toMatchObject({ kind: 'intent', intent: { kind: 'swap', chain: 'base' } });
  });

  it('the order in words keeps its own refusals', () => {
    expect(read('stop loss on base: sell 1 ETH if ETH goes below 2400 or maybe 2300').kind).not.toBe('intent');
  });
});
