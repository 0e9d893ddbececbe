import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * A bot's fields read by what they say (issue 16, held-out-16): bookkeeping named by its parts (an id or a reference of
 * the bot's own records, when it wrote them, a unit that says tokens) set aside; a signal's name checked against the
 * side; a code comment after a structured line read as a note; command-line options; a piped or labelled command; a
 * tool called by name with its JSON; a payout to one recipient; a namespaced order's set-up method; a holdings check
 * named in a `check` field, with a note that nothing may move. Anything that could change the money stays refused.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const A4 = '0x4444444444444444444444444444444444444444';
const SOL_ADDR = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const DEGEN = '0x4ed4E862860beD51a9570b96d89aF5E1B0Efefed';

// A bot's unfilled template is the input under test: its placeholders are spelled out here, not interpolated.
const slot = (name: string) => `$\u007b${name}}`;

const isIntent = (prompt: string, intent: object) => {
  const r = read(prompt);
  expect(r.kind, JSON.stringify(r)).toBe('intent');
  expect(r.kind === 'intent' && r.intent).toMatchObject(intent);
};
const isFail = (prompt: string) => expect(read(prompt).kind, JSON.stringify(read(prompt))).toBe('fail');

describe('bookkeeping fields named by their parts', () => {
  it.each([
    ['[portfolio-sync v0.3] req_id=8f2a1c chain=base op=balance asset=ETH fmt=plain', { kind: 'balance', chains: ['base'], tokens: ['ETH'] }],
    ['op=balance chain=base asset=ETH trace_id=ab12 span_id=cd34', { kind: 'balance', tokens: ['ETH'] }],
    ['{"action":"price","token":"LINK","requestId":"r-77","sent_at":"2026-11-26T11:59:58Z"}', { kind: 'price', tokens: ['LINK'] }],
    ['{"action":"swap","chain":"base","from":"USDC","to":"ETH","amount":"5","msg_id":"m-1","created_ts":1718900000}', { kind: 'swap', tokenIn: 'USDC' }],
    [`{"action":"transfer","chain":"base","token":"USDC","amount":"5","to":"${A4}","webhook_delivery_id":"d-9"}`, { kind: 'transfer', to: A4 }],
    [
      'POST /hooks/tv {"strategy":"brett-mean-rev","signal":"exit_long","chain":"base","symbol":"BRETT","side":"sell","size":"300","size_unit":"tokens","settle":"USDC","ts":1718900000}',
      { kind: 'swap', chain: 'base', tokenIn: 'BRETT', tokenOut: 'USDC', amount: { kind: 'exact', value: '300' } },
    ],
    [
      '{"chain":"base","symbol":"BRETT","side":"sell","qty":"300","qty_unit":"coins","settlement_asset":"USDC","run_ref":"x1"}',
      { kind: 'swap', tokenIn: 'BRETT', tokenOut: 'USDC', amount: { value: '300' } },
    ],
    ['swap | chain=base | from=USDC | to=DEGEN | amount=15 | req=77', { kind: 'swap', tokenOut: 'DEGEN', amount: { value: '15' } }],
    [
      '{"tool_name":"swap","arguments":{"chain":"base","from":"USDC","to":"AERO","amount":"12"},"call_id":"call_8Xz"}',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'AERO', amount: { value: '12' } },
    ],
    [
      '{"webhook":"tradingview","alert_name":"btc-breakout","action":"buy","chain":"base","symbol":"cbBTC","usd":"40","pay":"USDC"}',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'cbBTC', amount: { kind: 'usd', value: '40' } },
    ],
    ['{"strategy_name":"grid-v2","action":"sell","chain":"base","token":"DEGEN","amount":"100","receive":"USDC"}', { kind: 'swap', tokenIn: 'DEGEN' }],
    [
      '{"type":"transfer","chain":"base","token":"USDC","amount":"12","recipient":"alice.eth","invoice_ref":"INV-2291","idempotency_key":"k-1"}',
      { kind: 'transfer', to: 'alice.eth', amount: { value: '12' } },
    ],
    ['{"intent":"balance","network":"base","asset":"USDC","correlation_id":"c-19","emitted_at":"2026-11-26T10:00:00Z"}', { kind: 'balance', tokens: ['USDC'] }],
  ])('%s', isIntent);

  it.each([
    // Not bookkeeping: an order's, a wallet's or a chain's id, a deadline, a unit in dollars or in wei, a stamp that is no moment.
    ['{"action":"swap","chain":"base","from":"USDC","to":"ETH","amount":"5","expires_at":"2026-11-26T13:00:00Z"}'],
    ['{"action":"swap","chain":"base","from":"USDC","to":"ETH","amount":"5","ttl":"30s"}'],
    ['{"action":"swap","chain":"base","from":"USDC","to":"ETH","amount":"5","position_id":"p-1"}'],
    ['{"chain":"base","symbol":"BRETT","side":"sell","size":"300","size_unit":"usd","settle":"USDC"}'],
    ['{"chain":"base","symbol":"BRETT","side":"sell","size":"300","size_unit":"wei","settle":"USDC"}'],
    ['{"action":"swap","chain":"base","from":"USDC","to":"ETH","amount":"5","sent_at":"after lunch"}'],
    // A sender's name that words a condition, a number or a rehearsal says more than who sent it.
    ['{"alert_name":"price_below_2000","action":"sell","chain":"base","token":"DEGEN","amount":"100","receive":"USDC"}'],
    ['{"alert_name":"only_if_dip","action":"buy","chain":"base","symbol":"cbBTC","usd":"40","pay":"USDC"}'],
    ['{"alert_name":"dca-test","action":"buy","chain":"base","symbol":"cbBTC","usd":"40","pay":"USDC"}'],
  ])('%s is refused', isFail);
});

describe("a signal's name and the side", () => {
  it.each([
    ['{"signal":"entry_long","chain":"base","symbol":"BRETT","side":"sell","size":"300","settle":"USDC"}'],
    ['{"signal":"buy","chain":"base","symbol":"BRETT","side":"sell","size":"300","settle":"USDC"}'],
    ['{"signal":"close_position","chain":"base","symbol":"BRETT","side":"buy","size":"300","settle":"USDC"}'],
    ['{"signal":"exit_short","chain":"base","symbol":"BRETT","side":"buy","size":"300","settle":"USDC"}'],
  ])('%s is refused when they disagree', isFail);

  it.each([
    ['{"signal":"rsi_cross","chain":"base","symbol":"BRETT","side":"sell","size":"300","settle":"USDC"}', { tokenIn: 'BRETT', tokenOut: 'USDC' }],
    ['{"signal":"take_profit_1","chain":"base","symbol":"BRETT","side":"sell","size":"300","settle":"USDC"}', { tokenIn: 'BRETT' }],
  ])('%s', isIntent);
});

describe('a code comment after a structured line', () => {
  it.each([
    [`lookup_token(chain="base", contract="${DEGEN}")  # scanner hit, need symbol + price`, { kind: 'lookup', address: DEGEN, chain: 'base' }],
    ['price(symbol="BRETT", chain="base")  // for the dashboard, need usd price', { kind: 'price', tokens: ['BRETT'] }],
    ['get_balance(chain="solana") # nightly report, balance only', { kind: 'balance', chains: ['solana'] }],
    [`{"tool":"lookup","address":"${DEGEN}","chain":"base"} // from scanner`, { kind: 'lookup', chain: 'base' }],
    ['{"action":"swap","chain":"base","from":"USDC","to":"ETH","amount":"5"} # rebalance bot', { kind: 'swap', amount: { value: '5' } }],
  ])('%s', isIntent);

  it.each([
    ['{"action":"swap","chain":"base","from":"USDC","to":"ETH","amount":"5"} # only if gas is low'],
    ['{"action":"swap","chain":"base","from":"USDC","to":"ETH","amount":"5"} # check price first'],
    ['{"action":"swap","chain":"base","from":"USDC","to":"ETH","amount":"5"} # then send the rest to bob'],
    ['action=swap chain=base from=USDC to=ETH amount=5  // test run, do not execute'],
  ])('%s is refused', isFail);

  it('a JSON answer on the thread with a comment answers the question', () => {
    const r = onThreadAt(now, '{"cmd":"swap","from":"USDC","to":"UNI","amount":"40"}', '{"chain":"unichain"}  // config dropped the field, here it is');
    expect(r).toMatchObject({ kind: 'intent', intent: { kind: 'swap', chain: 'unichain', tokenIn: 'USDC', tokenOut: 'UNI', amount: { value: '40' } } });
  });

  it('a JSON answer whose comment words a limit is not taken', () => {
    const r = onThreadAt(now, '{"cmd":"swap","from":"USDC","to":"UNI","amount":"40"}', '{"chain":"unichain"}  // only if UNI is under $8');
    expect(r.kind === 'intent' && r.intent.kind === 'swap').toBe(false);
  });
});

describe('command-line options', () => {
  it.each([
    [
      'send 0.25 ETH -> vitalik.eth --network ethereum --memo "gitcoin round"',
      { kind: 'transfer', chain: 'ethereum', amount: { value: '0.25' }, to: 'vitalik.eth' },
    ],
    ['send 0.25 ETH to vitalik.eth --chain=ethereum', { kind: 'transfer', chain: 'ethereum' }],
    ['transfer 10 usdc to alice.eth --net base --note "rent"', { kind: 'transfer', chain: 'base', token: 'USDC' }],
    ['swap 5 usdc for eth --chain base --slippage 0.5%', { kind: 'swap', chain: 'base', slippageBps: 50 }],
    ['send 5 usdc to bob.eth --chain base --ref inv-88', { kind: 'transfer', chain: 'base' }],
    ['swap --from USDC --to ETH --amount 5 --chain base', { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH' }],
    ['balance --chain solana', { kind: 'balance', chains: ['solana'] }],
  ])('%s', isIntent);

  it.each([
    ['send 5 usdc to bob.eth --chain base --dry-run'],
    ['send 5 usdc to bob.eth --chain base --chain ethereum'],
    ['send 5 usdc to bob.eth --chain base --deadline 5m'],
  ])('%s moves nothing', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && r.intent.kind === 'transfer', JSON.stringify(r)).toBe(false);
  });
});

describe('a command with its fields after pipes, a tool called with JSON', () => {
  it.each([
    [
      'swap: 0.5 SOL -> JUP | chain=solana | type=market | max_slippage=1%',
      { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'JUP', slippageBps: 100 },
    ],
    ['swap 0.5 SOL -> JUP | chain=solana | max_slippage=0.3%', { kind: 'swap', amount: { value: '0.5' }, slippageBps: 30 }],
    ['SELL 20 WIF -> USDC | chain=solana | slippage=0.5%', { kind: 'swap', tokenIn: 'WIF', slippageBps: 50 }],
    ['swap 0.5 SOL for JUP on solana max_slippage=0.1%', { kind: 'swap', slippageBps: 10 }],
    [
      'tool_call: market_buy {"chain":"base","asset":"cbBTC","pay_with":"USDC","pay_amount":"150"}',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'cbBTC', amount: { kind: 'exact', value: '150' } },
    ],
    ['market_buy({"chain":"base","asset":"cbBTC","pay_with":"USDC","pay_amount":"150"})', { kind: 'swap', tokenIn: 'USDC', amount: { value: '150' } }],
    ['tool: swap {"chain":"base","from":"USDC","to":"ETH","amount":"5"}', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH' }],
    ['tool_call: get_price {"symbol":"ETH"}', { kind: 'price', tokens: ['ETH'] }],
  ])('%s', isIntent);

  it.each([
    ['swap: 0.5 SOL -> JUP | chain=solana | type=limit'],
    ['swap 0.5 SOL -> JUP | chain=solana | max_slippage=1% | amount=3'],
    // A recipient beside a trade's command line is refused, never dropped.
    ['swap: 0.5 SOL -> JUP | chain=solana | recipient=bob.sol'],
    ['swap 0.5 SOL -> JUP chain=solana recipient=bob.sol'],
    [`sell 1 ETH -> USDC @ base dest=${A4}`],
    ['tool_call: market_buy {"action":"sell","chain":"base","asset":"cbBTC","pay_with":"USDC","pay_amount":"150"}'],
  ])('%s is refused', isFail);
});

describe('a payout to one recipient, a namespaced order, a named check', () => {
  it.each([
    [
      `{"type":"payout","chain":"solana","asset":"SOL","amount":"1.5","recipient":"${SOL_ADDR}","ref":"weekly-bounty-14"}`,
      { kind: 'transfer', chain: 'solana', token: 'SOL', amount: { value: '1.5' }, to: SOL_ADDR },
    ],
    ['payout chain=base token=USDC amount=15 recipient=bob.eth', { kind: 'transfer', to: 'bob.eth', amount: { value: '15' } }],
    [
      'sl.create chain=ethereum token=LINK qty=3 trigger_lte=12.50 out=USDC',
      { kind: 'automation-create', action: { tokenIn: 'LINK', tokenOut: 'USDC', amount: { value: '3' } }, trigger: { direction: 'below', priceUsd: '12.50' } },
    ],
    ['stop_loss.new chain=ethereum token=LINK qty=3 trigger_price=12.50 out=USDC', { kind: 'automation-create', trigger: { direction: 'below' } }],
    ['tp.create chain=solana token=WIF qty=20 trigger_above=3 out=USDC', { kind: 'automation-create', trigger: { direction: 'above', priceUsd: '3' } }],
    [
      '{"task":"preflight","chain":"polygon","check":"balance_gte","token":"USDC","amount":2500,"note":"payroll run in 10 min. answer yes/no + current USDC balance, do NOT move anything"}',
      { kind: 'balance', chains: ['polygon'], tokens: ['USDC'], check: { test: 'at-least', amount: '2500' } },
    ],
    ['{"action":"balance","chain":"base","token":"ETH","note":"read only, do NOT move anything"}', { kind: 'balance', tokens: ['ETH'] }],
    ['query: value_usd token=UNI chain=ethereum  # balance x price', { kind: 'portfolio', tokens: ['UNI'], chains: ['ethereum'] }],
  ])('%s', isIntent);

  it.each([
    ['{"type":"payouts","chain":"base","token":"USDC","amount":"15","recipient":"bob.eth"}'],
    ['sl.create chain=ethereum token=LINK qty=3 trigger_gte=12.50 out=USDC'],
    ['{"task":"preflight","chain":"polygon","check":"balance_gte","token":"USDC","amount":2500,"note":"do not move anything, if short buy 500 USDC"}'],
    ['{"action":"swap","chain":"base","from":"USDC","to":"ETH","amount":"5","note":"do not move anything"}'],
    ['{"action":"swap","check":"balance","token":"ETH"}'],
  ])('%s is refused', isFail);

  it('a payout to a list stays a batch, asked before anything is sent', () => {
    const r = read('{"type":"payout","chain":"base","token":"USDC","amount":"15","recipients":["bob.eth","alice.eth"]}');
    expect(r).toMatchObject({ kind: 'ask', pending: { kind: 'transfer-batch', awaiting: 'confirm' } });
  });
});

describe("an order's amount paid, its listing and its cancel", () => {
  it.each([
    [
      '{"type":"limit_buy","chain":"ethereum","token":"UNI","pay_with":"USDC","pay_amount":"30","trigger_lte":"8"}',
      { kind: 'automation-create', action: { tokenIn: 'USDC', tokenOut: 'UNI', amount: { value: '30' } }, trigger: { direction: 'below', priceUsd: '8' } },
    ],
    [
      'limit add --chain ethereum --side buy --token UNI --pay-with USDC --pay-amount 30 --trigger-lte 8',
      { kind: 'automation-create', action: { tokenIn: 'USDC', tokenOut: 'UNI', amount: { value: '30' } } },
    ],
    [
      'schedule add --cron "0 9 * * 1" --chain base --action buy --token cbBTC --with USDC --amount 25USDC',
      {
        kind: 'automation-create',
        action: { tokenIn: 'USDC', tokenOut: 'cbBTC', amount: { value: '25' } },
        trigger: { type: 'every', intervalSeconds: 604800 },
      },
    ],
    ['{"tool":"list_orders","args":{"chain":"ethereum","status":"open"}}', { kind: 'automation-list' }],
    ['orders ls --chain base --status open', { kind: 'automation-list' }],
    ['orders rm --where token=DEGEN', { kind: 'automation-cancel', target: 'match', match: { token: 'DEGEN' } }],
    ['cancel my ETH buy on ethereum', { kind: 'automation-cancel', match: { side: 'buy', token: 'ETH' } }],
    // The chain said narrows the orders to it: only the orders there can be cancelled (several are asked about).
    ['cancel my orders on solana', { kind: 'automation-cancel', target: 'match', match: { chain: 'solana' } }],
  ])('%s', isIntent);

  it.each([
    // An amount paid with no token paid with: never read as the amount bought.
    ['{"type":"limit_buy","chain":"ethereum","token":"UNI","amount_in":"30","trigger_lte":"8"}'],
    ['{"action":"list_orders","status":"filled"}'],
    ['orders rm --token DEGEN'],
  ])('%s is refused', isFail);

  it('orders listed on a chain are filtered by the chain, not by its native token', () => {
    expect(read('show my open orders on ethereum')).toEqual({ kind: 'intent', intent: { kind: 'automation-list', match: { chain: 'ethereum' } } });
    expect(read('show my open orders on solana')).toEqual({ kind: 'intent', intent: { kind: 'automation-list', match: { chain: 'solana' } } });
  });
});

describe('a launch to its creator, a total split equally, a job held in an object, an unfilled template', () => {
  it.each([
    [
      '{"action":"launch_token","chain":"base","name":"Night Shift Cats","symbol":"NSCAT","description":"cats that trade after midnight","website":"https://nightshiftcats.xyz","fee_recipient":"self"}',
      { kind: 'launch', chain: 'base', name: 'Night Shift Cats', symbol: 'NSCAT' },
    ],
    ['launch_token chain=base name="Moon Cat" symbol=MCAT fee_recipient=creator', { kind: 'launch', symbol: 'MCAT' }],
    [
      '{"op":"split_payment","chain":"base","token":"USDC","total":"90","split":"equal","recipients":["alice.eth","bob.eth","carol.base.eth"]}',
      {
        kind: 'transfer-batch',
        chain: 'base',
        transfers: [
          { to: 'alice.eth', amount: '30' },
          { to: 'bob.eth', amount: '30' },
          { to: 'carol.base.eth', amount: '30' },
        ],
      },
    ],
    [
      '{"action":"batch_transfer","chain":"base","token":"USDC","amount":"90","split":"equal","recipients":["alice.eth","bob.eth","carol.base.eth"]}',
      { kind: 'transfer-batch', transfers: [{ amount: '30' }, { amount: '30' }, { amount: '30' }] },
    ],
    [
      '{"schedule_at":"tomorrow 15:00 UTC","job":{"type":"swap","chain":"polygon","spend":{"token":"USDC","amount":"100"},"receive":"WETH"}}',
      {
        kind: 'automation-create',
        action: { tokenIn: 'USDC', tokenOut: 'WETH', amount: { value: '100' } },
        trigger: { type: 'at', at: '2026-11-27T15:00:00.000Z' },
      },
    ],
    ['{"job":{"type":"swap","chain":"polygon","from":"USDC","amount":"100","to":"WETH"}}', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'WETH' }],
  ])('%s', isIntent);

  it.each([
    ['{"action":"launch_token","chain":"base","name":"Night Shift Cats","symbol":"NSCAT","fee_recipient":"treasury"}'],
    ['{"op":"split_payment","chain":"base","token":"USDC","total":"90","recipients":["alice.eth","bob.eth","carol.base.eth"]}'],
    ['{"op":"split_payment","chain":"base","token":"USDC","total":"90","split":"weighted","recipients":["alice.eth","bob.eth"]}'],
    ['{"action":"batch_transfer","chain":"base","token":"USDC","total":"90","each":"30","split":"equal","recipients":["alice.eth","bob.eth"]}'],
    ['{"job":{"type":"swap","chain":"polygon","from":"USDC","amount":"100","to":"WETH"},"chain":"base"}'],
    ['{"action":"send","chain":"base","token":"USDC","to":"{{recipient}}","amount":"5"}'],
    ['{"action":"buy","chain":"base","token":"AERO","pay":"USDC","amount":"{{position_size}} USDC"}'],
  ])('%s is refused', isFail);

  it('a total that does not divide is asked, never rounded', () => {
    const r = read('{"op":"split_payment","chain":"base","token":"USDC","total":"100","split":"equal","recipients":["alice.eth","bob.eth","carol.base.eth"]}');
    expect(r).toMatchObject({ kind: 'ask', pending: { kind: 'transfer-batch', awaiting: 'amount' } });
  });

  it('an amount left a placeholder in JSON is asked', () => {
    const r = read('{"action":"buy","chain":"base","token":"AERO","pay":"USDC","amount":"{{position_size}}"}');
    expect(r).toMatchObject({ kind: 'ask', pending: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'AERO', awaiting: 'amount' } });
  });

  it.each([[`chain=${slot('CHAIN')}`], ['{"chain":"{{chain}}"}'], [slot('NETWORK')]])('%s to the chain asked asks it again', (answer) => {
    const r = onThreadAt(now, 'send 20 USDC to bob.eth', answer);
    expect(r).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', token: 'USDC', to: 'bob.eth', awaiting: 'chain' } });
    expect(onThreadAt(now, 'send 20 USDC to bob.eth', answer, answer).kind).toBe('ask');
    expect(onThreadAt(now, 'send 20 USDC to bob.eth', answer, 'base')).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', chain: 'base' } });
  });
});
