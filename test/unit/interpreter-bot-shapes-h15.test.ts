import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * The shapes a bot's request comes in (issue 16, held-out-15): a console's prompt before a call (`>>>`, `In [3]:`, `$`),
 * a tool call in YAML (`tool_call:` then `args:`), a batch as a block of lines ending `END`, a CSV file's name leading
 * its action with a closing "execute all rows", a cron line with day names and its gloss in a `#` comment, a pipe
 * signal's size "$20 worth of" the token sold, an action that is a side and a token (`action: buy ETH`), a trending sort
 * by a period's volume, and a JSON answer that says again what the question held. A gloss that disagrees, a size worth
 * of the token bought and a table under no action's name stay unread.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const A2 = '0x2222222222222222222222222222222222222222';
const A4 = '0x4444444444444444444444444444444444444444';
const A5 = '0x5555555555555555555555555555555555555555';

describe('a console prompt before a call', () => {
  it.each([
    ['>>> wallet.balance(chain="solana", symbol="BONK")', { kind: 'balance', chains: ['solana'], tokens: ['BONK'] }],
    ['In [4]: price("eth")', { kind: 'price', tokens: ['ETH'] }],
    ["price('sol')", { kind: 'price', tokens: ['SOL'] }],
    ['$ action=swap from=USDC to=ETH amount=5 chain=base', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '5' } }],
    ['purser> balance(chain="base", token="USDC")', { kind: 'balance', tokens: ['USDC'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each(['>>> print("hi")', '$ 20 of eth on base', `bob> action=send token=USDC amount=5 to=${A4} chain=base`])('%s moves nothing', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('a verb parted from its fields by a pipe, and flags that only say do it', () => {
  it.each([
    ['action: swap | from: USDC | to: ETH | amount: 5 | chain: base', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '5' } }],
    ['action: swap, from: USDC, to: ETH, amount: 5, chain: base', { kind: 'swap', tokenIn: 'USDC', amount: { value: '5' } }],
    [`send | token: USDC | amount: 5 | to: ${A4} | chain: base`, { kind: 'transfer', to: A4, amount: { value: '5' } }],
    ['swap --from USDC --to ETH --amount 5 --chain base --confirm', { kind: 'swap', tokenIn: 'USDC', amount: { value: '5' } }],
    [`purser send --chain base --token USDC --amount 5 --to ${A4} -y`, { kind: 'transfer', to: A4 }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each(['swap --from USDC --to ETH --amount 5 --chain base --dry-run', 'swap --from USDC --to ETH --amount 5 --chain base --force'])(
    '%s does not run',
    (prompt) => {
      expect(read(prompt).kind).not.toBe('intent');
    },
  );
});

describe('a tool call in YAML', () => {
  it.each([
    [
      'tool_call: swap_tokens\nargs:\n  network: unichain\n  from: ETH\n  to: UNI\n  amount: 0.1\n  confirm: true',
      { kind: 'swap', chain: 'unichain', tokenIn: 'ETH', tokenOut: 'UNI', amount: { value: '0.1' } },
    ],
    [`tool: send\narguments:\n  chain: base\n  token: USDC\n  amount: 5\n  to: ${A4}`, { kind: 'transfer', to: A4, amount: { value: '5' } }],
    ['function: get_price\nparams:\n  symbol: LINK', { kind: 'price', tokens: ['LINK'] }],
    // A quote of a trade is the price of each of its tokens.
    ['tool_call: quote\nargs:\n  network: unichain\n  from: ETH\n  to: UNI\n  amount: 0.1', { kind: 'price', tokens: ['ETH', 'UNI'], chain: 'unichain' }],
    ['action=quote from=USDC to=DEGEN amount=25 chain=base', { kind: 'price', tokens: ['USDC', 'DEGEN'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    'tool_call: swap_tokens\nargs:\n  network: unichain\n  from: ETH\n  to: UNI\n  amount: 0.1\n  confirm: false',
    'tool_call: swap_tokens\nargs:\n  network: unichain\n  from: ETH\n  to: UNI\n  amount: 0.1\n  dry_run: true',
  ])('%s moves nothing', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('batches as blocks and tables', () => {
  it.each([
    ['BATCH payroll chain=base token=USDC\n1 to=bob.eth amt=100\n2 to=carol.base.eth amt=50\nEND', ['bob.eth', 'carol.base.eth'], ['100', '50']],
    [`BATCH payroll chain=base token=USDC\n1 to=${A2} amt=100\n2 to=${A4} amt=50\nEND`, [A2, A4], ['100', '50']],
    ['payroll chain=base token=USDC\n1 to=bob.eth amt=100\n2 to=carol.base.eth amt=50\nEND', ['bob.eth', 'carol.base.eth'], ['100', '50']],
    ['batch chain=base token=USDC\n- to=bob.eth amount=10\n- to=carol.base.eth amount=5', ['bob.eth', 'carol.base.eth'], ['10', '5']],
    [`payouts chain=base token=USDC\n1) address=${A4} amount=7\n2) address=${A5} amount=8\nDONE`, [A4, A5], ['7', '8']],
    [`airdrop_round_3.csv chain=polygon token=USDC\naddress,amount\n${A4},20\n${A5},20\nexecute all rows`, [A4, A5], ['20', '20']],
    [`airdrop_round_3.csv chain=polygon token=USDC\naddress,amount\n${A4},20\n${A5},20`, [A4, A5], ['20', '20']],
    [`payouts-july.csv (chain=base, token=USDC)\naddress,amount\n${A4},1\n${A5},2\nprocess all payments`, [A4, A5], ['1', '2']],
  ])('%s', (prompt, to, amounts) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && r.intent.kind).toBe('transfer-batch');
    if (r.kind !== 'intent' || r.intent.kind !== 'transfer-batch') return;
    expect(r.intent.transfers.map((t) => t.to)).toEqual(to);
    expect(r.intent.transfers.map((t) => t.amount)).toEqual(amounts);
  });

  it.each([
    'BATCH payroll chain=base token=USDC\n1 to=bob.eth amt=100 memo=x\nEND',
    'BATCH USDC chain=base\n1 to=bob.eth amt=100\n2 to=carol.base.eth amt=50',
    'BATCH dry_run chain=base token=USDC\n1 to=bob.eth amt=100\n2 to=carol.base.eth amt=50\nEND',
    `notes_round_3.csv chain=polygon token=USDC\naddress,amount\n${A4},20\n${A5},20\nexecute all rows`,
    `airdrop_round_3.csv chain=polygon token=USDC\naddress,amount\n${A4},20\n${A5},20\nexecute only row 1`,
    `payouts_paid.csv chain=base token=USDC\naddress,amount\n${A4},1\n${A5},2`,
    `send_test.csv (chain=base, token=USDC)\naddress,amount\n${A4},1\n${A5},2`,
    `airdrop_round_3_done.csv chain=polygon token=USDC\naddress,amount\n${A4},20\n${A5},20`,
  ])('%s moves nothing', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('orders and signals in a bot’s words', () => {
  it.each([
    ['schedule:\n  cron: "0 9 * * MON"   # every monday 09:00 UTC\n  action: buy ETH\n  spend: 50 USDC\n  chain: base', 604800],
    ['schedule:\n  cron: "0 9 * * MON"\n  action: buy ETH\n  spend: 50 USDC\n  chain: base', 604800],
    ['cron="0 9 * * mon-fri" action=buy token=ETH spend=50USDC chain=base', 86400],
    ['action="buy ETH" spend=50USDC chain=base every=day', 86400],
  ])('%s', (prompt, interval) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && r.intent).toMatchObject({
      kind: 'automation-create',
      action: { tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '50' } },
      trigger: { type: 'every', intervalSeconds: interval },
    });
  });

  it('refuses a cron gloss that says another day', () => {
    expect(read('schedule:\n  cron: "0 9 * * MON"   # every tuesday 09:00 UTC\n  action: buy ETH\n  spend: 50 USDC\n  chain: base').kind).toBe('fail');
  });

  it.each([
    ['signal #4471 | SOL->JUP | size: $20 worth of SOL | chain: solana | go', 'SOL', 'JUP', '20'],
    ['ETH → USDC | amount: $50 of ETH | chain: base', 'ETH', 'USDC', '50'],
    ['SOL->JUP | size: 20 usd worth of SOL | chain: solana', 'SOL', 'JUP', '20'],
  ])('%s', (prompt, tokenIn, tokenOut, usd) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn, tokenOut, amount: { kind: 'usd', value: usd } } });
  });

  it('leaves a size worth of the token bought unread', () => {
    expect(read('SOL->JUP | size: $20 worth of JUP | chain: solana').kind).toBe('fail');
  });

  it.each([
    ['/trending --chain base --limit 5 --sort volume_24h', 5],
    ['trending chain=base sort=24h_vol limit=3', 3],
  ])('%s', (prompt, limit) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'trending', chains: ['base'], limit } });
  });

  it('refuses a sort by price', () => {
    expect(read('trending chain=base sort=price_24h').kind).toBe('fail');
  });
});

describe('a JSON answer that says again what was asked', () => {
  const buy = '{"action":"buy","chain":"solana","asset":"WIF","pay":"USDC"}';
  it.each([
    ['{"amount_in":"15","pay":"USDC"}', { kind: 'exact', value: '15' }],
    ['{"amount_in":"15"}', { kind: 'exact', value: '15' }],
    ['{"amount":15,"chain":"solana"}', { kind: 'exact', value: '15' }],
    ['{"amount_usd":15}', { kind: 'usd', value: '15' }],
  ])('%s', (answer, amount) => {
    expect(onThreadAt(now, buy, answer)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'WIF', amount } });
  });

  it('does not read a token that differs from the one asked', () => {
    expect(onThreadAt(now, buy, '{"amount_in":"15","pay":"USDT"}').kind).toBe('fail');
  });
});
