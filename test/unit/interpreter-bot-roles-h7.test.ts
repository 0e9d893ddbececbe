import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { turn as threadTurn } from '../support/thread-turn.ts';

/**
 * Bots' own formats (issue 16, the seventh held-out set), each field and each part of a line read by its ROLE: the
 * token sold or bought, the amount, the recipient, the chain, the action; a note, a memo, a reason or a reference kept
 * aside because it changes nothing of the money; a setting at the one value this service always uses (GTC, UTC) kept
 * aside, and at any other value refused by name. Also a JSON-RPC call's method and params, a command line's positional
 * chain, pair and amount, a CSV file's name and fields above its rows, a schedule or a filter given as an object or a
 * cron line, a trigger's comparison in its value, an alert with no size, and a report's name for its subject.
 */
const now = new Date('2026-11-26T00:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';
const swap = (chain: string, tokenIn: string, tokenOut: string, value: string) => ({ kind: 'swap', chain, tokenIn, tokenOut, amount: { value } });
const send = (chain: string, token: string, value: string, to: string) => ({ kind: 'transfer', chain, token, amount: { value }, to });

describe('fields read by their role, whatever the bot calls them', () => {
  it.each([
    [`{"op":"transfer","network":"polygon","asset":"USDC","qty":7,"dest":"${B}","memo":"refund #12"}`, send('polygon', 'USDC', '7', B)],
    [`transfer chain=base token=USDC amount=2 to=${A} memo=rent`, send('base', 'USDC', '2', A)],
    [`action=send token=USDC amount=3 to=${B} chain=base note="invoice 2026-07"`, send('base', 'USDC', '3', B)],
    [
      `{"action":"transfer","chain":"base","token":"USDC","amount":"4","recipient":"${B}","comment":"weekly payout","request_id":"abc-1"}`,
      send('base', 'USDC', '4', B),
    ],
    ['{"action":"swap","from":"USDC","into":"ETH","amount":"20","chain":"base"}', swap('base', 'USDC', 'ETH', '20')],
    ['sell asset=DEGEN qty=100 into=USDC chain=base tif=gtc', swap('base', 'DEGEN', 'USDC', '100')],
    ['dump BRETT qty=all into=USDC chain=base', { kind: 'swap', chain: 'base', tokenIn: 'BRETT', tokenOut: 'USDC', amount: { kind: 'fraction', value: 1 } }],
    ['{"side":"sell","symbol":"WETH","quote":"USDC","chain":"base","type":"market","size":"0.5","client_order_id":"x9"}', swap('base', 'WETH', 'USDC', '0.5')],
    [
      '{"side":"buy","asset":"AERO","quote":"USDC","chain":"base","type":"market","receive_exact":"40"}',
      { ...swap('base', 'USDC', 'AERO', '40'), side: 'buy' },
    ],
    ['{"action":"swap","from":"USDC","to":"ETH","exact_out":"0.01","chain":"base","tz":"UTC"}', { ...swap('base', 'USDC', 'ETH', '0.01'), side: 'buy' }],
    ['{"jsonrpc":"2.0","id":9,"method":"wallet_swap","params":{"from":"USDC","to":"ETH","amount":"5","chain":"base"}}', swap('base', 'USDC', 'ETH', '5')],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    // A note that words a limit, or a request of its own, would change what moves: refused, never dropped.
    ['{"action":"swap","from":"USDC","into":"ETH","amount":"20","chain":"base","memo":"only if gas is low"}', /field "memo"/],
    ['{"action":"swap","from":"USDC","into":"ETH","amount":"20","chain":"base","memo":"send 5 to bob too"}', /field "memo"/],
    // A setting at a value other than the one always used is refused by name.
    ['LIMIT BUY ETH @ 2500 size=1000 USDC chain=base tif=IOC', /"tif=IOC"/],
    ['{"side":"buy","asset":"UNI","quote":"USDC","chain":"unichain","type":"market","receive_exact":"5","leverage":"3"}', /"leverage=3"|Leveraged/],
    ['sell asset=DEGEN qty=100 into=USDC chain=base reduce_only=true', /"reduce_only=true"/],
    ['cron="0 9 * * 1-5" job=buy asset=AERO quote=USDC amt=10 chain=base tz=America/New_York', /"tz=America\/New_York"/],
    // A fee's priority above the chain's own rate is refused by name (this service sets the fee itself).
    ['{"action":"swap","from":"USDC","into":"ETH","amount":"20","chain":"base","priority":"high"}', /"priority=high"/],
    // Any other unknown field still refuses.
    ['{"action":"swap","from":"USDC","into":"ETH","amount":"20","chain":"base","extra":"50"}', /field "extra"/],
  ])('refuses what it cannot keep aside: %s', (prompt, message) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', message: expect.stringMatching(message) });
  });
});

describe('a compound field name is read by the role of its words', () => {
  it.each([
    [`{"action":"transfer","token_symbol":"USDC","amount":"5","to_addr":"${B}","network_name":"base"}`, send('base', 'USDC', '5', B)],
    [`{"action":"transfer","token":"USDC","amount":"5","recipient_address":"${B}","chain":"base"}`, send('base', 'USDC', '5', B)],
    [`send token=USDC amt=2 destination_address=${A} chain=polygon`, send('polygon', 'USDC', '2', A)],
    [`{"action":"transfer","transfer_token":"USDT","send_amount":"9","to_address":"${A}","chain":"ethereum"}`, send('ethereum', 'USDT', '9', A)],
    ['{"action":"swap","sell_token":"USDC","buy_token":"ETH","sell_amount":"20","chain":"base"}', swap('base', 'USDC', 'ETH', '20')],
    ['{"action":"swap","pay_token":"USDC","receive_token":"AERO","spend_amount":"15","chain":"base"}', swap('base', 'USDC', 'AERO', '15')],
    ['{"action":"swap","from_symbol":"USDC","to_symbol":"ETH","buy_qty":"0.01","chain":"base"}', { ...swap('base', 'USDC', 'ETH', '0.01'), side: 'buy' }],
    [
      '{"action":"buy","token":"DEGEN","pay":"USDC","spend_usd":10,"chain":"base"}',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'usd', value: '10' } },
    ],
    [
      '{"action":"buy","token":"DEGEN","pay":"USDC","usd_value":10,"chain":"base"}',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'usd', value: '10' } },
    ],
    ['{"side":"BUY","symbol":"ETH/USDC","quote_qty":"50","chain":"base","type":"MARKET"}', swap('base', 'USDC', 'ETH', '50')],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    // A bound, a deadline, or a wallet to take money from is no role this reader honours: refused, never dropped.
    ['{"action":"swap","token_in":"USDC","token_out":"ETH","amount_in":"20","network":"base","max_spend":"25"}', /field "max_spend"/],
    ['{"action":"swap","token_in":"USDC","token_out":"ETH","amount_in":"20","network":"base","deadline":"300"}', /field "deadline"/],
    ['{"action":"swap","token_in":"USDC","token_out":"ETH","min_amount_out":"0.01","amount_in":"20","network":"base"}', /field "min_amount_out"/],
    [`{"action":"transfer","token":"USDC","amount":"5","from_address":"${A}","to":"${B}","chain":"base"}`, /field "from_address"/],
    ['{"action":"swap","sell_token":"USDC","buy_token":"ETH","sell_amount":"20","src_chain":"base"}', /field "src_chain"/],
    [`{"action":"balance","chain":"base","wallet_address":"${B}"}`, /field "wallet_address"/],
    [`{"action":"swap","from":"USDC","to_token":"ETH","amount":"5","chain":"base","recipient_address":"${B}"}`, /has no recipient/],
    [`{"action":"swap","from":"USDC","to_token":"ETH","amount":"5","chain":"base","recipient":"${B}"}`, /has no recipient/],
  ])('refuses a name whose words make no role: %s', (prompt, message) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', message: expect.stringMatching(message) });
  });
});

describe('a JSON-RPC call is its method and params; a namespace before the method is the API’s', () => {
  it.each([
    ['{"jsonrpc":"2.0","id":7,"method":"wallet_getBalances","params":{"chain":"solana"}}', { kind: 'balance', chains: ['solana'] }],
    ['{"jsonrpc":"2.0","id":3,"method":"wallet_getPrice","params":{"symbol":"ETH"}}', { kind: 'price', tokens: ['ETH'] }],
    ['{"jsonrpc":"2.0","id":"a1","method":"purser.getPortfolio","params":{}}', { kind: 'portfolio' }],
    ['{"method":"wallet_getBalances","params":{"chain":"base","token":"USDC"}}', { kind: 'balance', chains: ['base'], tokens: ['USDC'] }],
    ['{"jsonrpc":"2.0","id":1,"method":"wallet.getPrice","params":{"symbol":"LINK"}}', { kind: 'price', tokens: ['LINK'] }],
    ['wallet_balance chain=base', { kind: 'balance', chains: ['base'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    '{"jsonrpc":"2.0","id":7,"method":"wallet_drain","params":{"chain":"solana"}}',
    '{"jsonrpc":"2.0","id":7,"method":"wallet_getBalances","params":{"chain":"solana","chain_id":1}}',
  ])('refuses a method it does not know, or a field said twice: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
});

describe('a command line: chain, pair and amount by position; a log line’s reason kept aside', () => {
  it.each([
    ['swap base USDC->DEGEN 25', swap('base', 'USDC', 'DEGEN', '25')],
    ['SWAP polygon USDC => WETH 40', swap('polygon', 'USDC', 'WETH', '40')],
    ['sell base ETH -> USDC 0.2', swap('base', 'ETH', 'USDC', '0.2')],
    ['/swap ethereum usdc→pepe 15', swap('ethereum', 'USDC', 'PEPE', '15')],
    ['2024-06-03T14:02:11Z INFO rebalancer: execute sell 0.01 WETH -> USDC chain=base reason=drift>5%', swap('base', 'WETH', 'USDC', '0.01')],
    ['[2026-01-02 08:00:00] INFO grid_v2: execute swap 30 USDC -> AERO chain=base ref=lvl3', swap('base', 'USDC', 'AERO', '30')],
    ['execute sell 2 LINK -> USDC chain=ethereum reason=rsi>70', swap('ethereum', 'LINK', 'USDC', '2')],
    ['sell 0.5 SOL -> USDC @ solana why=take_profit', swap('solana', 'SOL', 'USDC', '0.5')],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    // After the pair in prose, or on a buy, a bare number may be either token's: asked.
    'swap usdc->eth 40 on base',
    'swap usdc->eth 40 base',
    'sell usdc 5 for degen',
  ])('asks which token a bare number counts: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });

  it.each([
    'sell 0.01 WETH -> USDC chain=base reason=only if gas low',
    'swap base USDC->DEGEN 25 chain=polygon',
    'swap base USDC->DEGEN 25 memo=only_if_cheap',
    'swap base USDC->DEGEN 25 note=dont-wait',
    'sell 1 ETH -> USDC chain=base reason=price<2000',
  ])('never runs a line whose extra part could change it: %s', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('a CSV file named for its action, its shared fields in brackets, is a batch', () => {
  const rows = `address,amount\n${A},5\n${B},7.5`;
  it.each([
    [`payouts.csv (chain=base, token=USDC)\n${rows}`, 'base', 'USDC'],
    [`airdrop.csv (chain=polygon, token=USDT)\n${rows}`, 'polygon', 'USDT'],
    [`batch_transfer.csv (token=USDC, chain=ethereum):\n${rows}`, 'ethereum', 'USDC'],
    [`payouts.csv (chain=base, token=USDC)\nrecipient_address,amount\n${A},5\n${B},7.5`, 'base', 'USDC'],
    [`payout_batch chain=polygon token=USDT\nto_addr;qty\n${A};5\n${B};7.5`, 'polygon', 'USDT'],
  ])('%s', (prompt, chain, token) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: {
        kind: 'transfer-batch',
        chain,
        token,
        transfers: [
          { to: A, amount: '5' },
          { to: B, amount: '7.5' },
        ],
      },
    });
  });

  it.each([`export.csv (chain=base, token=USDC)\n${rows}`, `payouts.csv\n${rows}`, `recipient_address,amount\n${A},5\n${B},7.5`])(
    'a file named for no action, or with no token, never moves: %s',
    (prompt) => {
      const r = read(prompt);
      expect(r.kind === 'intent' && r.intent.kind === 'transfer-batch').toBe(false);
    },
  );
});

describe('a schedule as an object or a cron line, a trigger compared in its value', () => {
  const dca = (schedule: string) => `{"strategy":"dca","chain":"base","buy":"cbBTC","pay":"USDC","amount_usd":25,"schedule":${schedule}}`;
  it.each([
    [dca('{"every":"week","day":"monday"}'), { type: 'every', intervalSeconds: 604800, startAt: '2026-11-30T00:00:00.000Z' }],
    [dca('{"every":"day","at":"14:00","tz":"UTC"}'), { type: 'every', intervalSeconds: 86400, startAt: '2026-11-26T14:00:00.000Z' }],
    [dca('{"day":"friday","time":"09:30"}'), { type: 'every', intervalSeconds: 604800, startAt: '2026-11-27T09:30:00.000Z' }],
    [dca('"0 14 * * 1"'), { type: 'every', intervalSeconds: 604800, startAt: '2026-11-30T14:00:00.000Z' }],
    [
      'cron="0 9 * * 1-5" job=buy asset=AERO quote=USDC amt=10USDC chain=base tz=UTC',
      { type: 'every', startAt: '2026-11-26T09:00:00.000Z', calendar: { weekdays: [1, 2, 3, 4, 5] } },
    ],
    ['recurring_buy token=ETH spend=USDC amount=20USDC chain=base cron="30 8 * * *"', { type: 'every', intervalSeconds: 86400 }],
    [
      'stop_loss:\n  chain: ethereum\n  sell: PEPE\n  amount: all\n  trigger: price <= 0.000008\n  receive: USDC',
      { type: 'price', token: 'PEPE', direction: 'below', priceUsd: '0.000008' },
    ],
    ['STOP_LOSS asset=SOL trigger="price<120" sell=3 SOL receive=USDC chain=solana', { type: 'price', token: 'SOL', direction: 'below', priceUsd: '120' }],
    ['take_profit token=WIF trigger="px >= 3" sell=all receive=USDC chain=solana', { type: 'price', token: 'WIF', direction: 'above', priceUsd: '3' }],
  ])('%s', (prompt, trigger) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger } });
  });

  it.each([
    [dca('{"every":"day","at":"14:00","tz":"CET"}'), /.*/],
    [dca('{"every":"month","day":"monday"}'), /.*/],
    [dca('{"every":"week","day":"monday","skip":"holidays"}'), /.*/],
    [dca('"0 14 1 * *"'), /cron line/],
    [dca('"*/5 * * * *"'), /cron line/],
    ['stop_loss:\n  chain: ethereum\n  sell: PEPE\n  amount: all\n  trigger: price >= 0.000008\n  receive: USDC', /other way/],
  ])('refuses a schedule or trigger it cannot read whole: %s', (prompt, message) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', message: expect.stringMatching(message) });
  });
});

describe('an alert with no size asks the amount; its remark says nothing of the trade', () => {
  it.each([
    "🔔 BUY $DEGEN on Base — market entry, don't miss it",
    '🔔 BUY $DEGEN on Base',
    '🚨 BUY $PEPE on ethereum - LFG',
    '📣 buy BRETT on base — high conviction',
    '🔔 BUY $DEGEN — market',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });

  it.each(['🔔 BUY $DEGEN on Base — only if it dips', '🔔 BUY $DEGEN on Base — and send 5 USDC to bob.eth'])(
    'a remark that limits or asks more never runs: %s',
    (prompt) => {
      expect(read(prompt).kind).not.toBe('intent');
    },
  );

  it('a signal card is still read whole', () => {
    expect(read('SIGNAL | LONG | BRETT | base | size=20 USDC | src=tg_alpha')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'BRETT', amount: { value: '20' } },
    });
  });
});

describe('a cancel with a filter object, a report named for its subject', () => {
  const order = 'buy SOL with 300 USDC when SOL drops to 120 on solana';
  const after = (first: string, prompt: string) => interpretPrompt(prompt, [threadTurn(first, interpretPrompt(first, [], now))], now);
  it.each([
    ['{"cmd":"cancel_order","filter":{"type":"limit","side":"buy","asset":"SOL"}}', { kind: 'limit', side: 'buy', token: 'SOL' }],
    ['{"action":"cancel","filter":{"side":"buy","token":"SOL"}}', { side: 'buy', token: 'SOL' }],
    ['{"op":"orders.cancel","where":{"order_type":"limit","symbol":"SOL"}}', { kind: 'limit', token: 'SOL' }],
  ])('%s', (prompt, match) => {
    expect(after(order, prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', match } });
  });

  it('refuses a filter part it does not know', () => {
    expect(read('{"cmd":"cancel_order","filter":{"type":"limit","placed_by":"alice"}}').kind).not.toBe('intent');
  });

  it.each([
    ['fees_report token=PFROG', { kind: 'fees-check', scope: { token: 'PFROG' } }],
    ['creator_fees_summary token=PFROG', { kind: 'fees-check', scope: { token: 'PFROG' } }],
    ['GET /fees_report?token=PFROG', { kind: 'fees-check', scope: { token: 'PFROG' } }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });
});
