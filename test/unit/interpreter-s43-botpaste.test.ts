import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Bots and pastes that held-out-26 missed (issue 16): a Python dict's fields, a `read_only: true` flag beside a read,
 * a listing of every chain's orders, an amount named as sold beside a `buy` field, a namespaced wrap with its native
 * amount, and an invoice's "Payment network:" line; each beside the nearby prompts that must stay refused.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('bot fields now read', () => {
  it.each([
    [
      "{'intent': 'buy', 'token': 'WBTC', 'pay_token': 'USDC', 'pay_amount': 45, 'chain': 'ethereum', 'slippage_bps': 50}",
      { kind: 'swap', chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'WBTC', amount: { kind: 'exact', value: '45' }, slippageBps: 50 },
    ],
    ["{'action': 'balance', 'chain': 'base', 'dry_run': True}", { kind: 'balance', chains: ['base'] }],
    ['task: market.trending\nchain: solana\nlimit: 5\nread_only: true', { kind: 'trending', chains: ['solana'], limit: 5 }],
    ['action=balance chain=base no_trade=true', { kind: 'balance', chains: ['base'] }],
    ["list_orders(status='open', chains='all')", { kind: 'automation-list' }],
    [
      'order:\n  type: market\n  network: polygon\n  sell: POL\n  sell_amount: 5\n  buy: USDC',
      { kind: 'swap', chain: 'polygon', tokenIn: 'POL', tokenOut: 'USDC', amount: { kind: 'exact', value: '5' }, side: 'sell' },
    ],
    [
      '{"jsonrpc":"2.0","id":17,"method":"wallet_wrap","params":{"network":"ethereum","native_amount":"0.3"}}',
      { kind: 'wrap', chain: 'ethereum', token: 'ETH', amount: { kind: 'exact', value: '0.3' } },
    ],
    ['action=wrap chain=base native_amount=0.1', { kind: 'wrap', chain: 'base', token: 'ETH', amount: { kind: 'exact', value: '0.1' } }],
    [
      '{"jsonrpc":"2.0","id":3,"method":"wallet_unwrap","params":{"network":"base","amount":"0.3"}}',
      { kind: 'unwrap', chain: 'base', token: 'WETH', amount: { kind: 'exact', value: '0.3' } },
    ],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });
});

describe('bot fields still refused', () => {
  it.each([
    // An amount that a `buy` field's token may own is no swap's amount sold.
    'type: market\nnetwork: polygon\nsell: POL\nqty: 5\nbuy: USDC',
    // A flag that says read only beside a move doubts the move.
    'task: swap\nchain: base\nfrom: USDC\nto: ETH\namount: 5\nread_only: true',
    // Set false it allows a move, no read's flag.
    'task: price\ntoken: ETH\nread_only: false',
    // A native amount beside a swap could be either side.
    '{"jsonrpc":"2.0","id":17,"method":"wallet_swap","params":{"network":"ethereum","from":"USDC","to":"ETH","native_amount":"0.3"}}',
    'action=unwrap chain=base native_amount=0.1',
    // A dict with an apostrophe inside a string is no dict read.
    "{'action': 'send', 'note': 'don't', 'token': 'USDC', 'amount': 5, 'to': 'alice.eth', 'chain': 'base'}",
  ])('%s', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe("an invoice's payment network", () => {
  const invoice = (network: string, own: string) =>
    `INVOICE\nFrom: Pixel & Co. Studio\nItem: Logo redesign\nTotal: 450 USDC\n${network}Pay to: 0x4444444444444444444444444444444444444444\n\n${own}`;
  it.each([
    ['Payment network: Base\n', 'pls pay this one', 'base'],
    ['Settlement chain: Polygon\n', 'pls pay this one', 'polygon'],
  ])('%s is asked with its chain', (network, own, chain) => {
    const reply = read(invoice(network, own));
    expect(reply).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', chain, token: 'USDC', awaiting: 'confirm' } });
  });
  it('an invoice with no network asks the chain', () => {
    expect(read(invoice('', 'pls pay this one'))).toMatchObject({ kind: 'ask', pending: { awaiting: 'chain' } });
  });
  it('a network the person contradicts is no move', () => {
    expect(read(invoice('Payment network: Polygon\n', 'pls pay this one on base')).kind).toBe('fail');
  });
});

describe("a trade's own verb before buy or sell", () => {
  it.each([
    ['trade buy DEGEN on base with 20 USDC', { tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '20' } }],
    ['trade: buy DEGEN on base with 20 USDC', { tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '20' } }],
    ['swap buy DEGEN on base with 20 USDC', { tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '20' } }],
    ['trade sell 5 DEGEN on base for USDC', { tokenIn: 'DEGEN', tokenOut: 'USDC', amount: { kind: 'exact', value: '5' } }],
    ['trade sell --chain unichain --asset ETH --size 0.25 --for USDC', { chain: 'unichain', tokenIn: 'ETH', tokenOut: 'USDC', side: 'sell' }],
    ['swap --chain base --from USDC --to DEGEN --amount 20', { tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '20' } }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', ...intent } });
  });
  it('a buy whose bare size names no unit asks it, the way round kept', () => {
    expect(read('trade buy DEGEN --chain base --size 20 --pay_with USDC')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'DEGEN', awaiting: 'amount' },
    });
  });
  it("a buy's `for` stays refused, as beside a side word", () => {
    expect(read('trade buy --chain base --asset DEGEN --size 20 --for USDC')).toMatchObject({ kind: 'fail', code: 'UNKNOWN_FIELD' });
  });
});

describe('a signal line', () => {
  it.each([
    'SIGNAL 2026-11-27 15:30:00 UTC | strat=meanrev-v3 | BUY TOSHI | notional_usd=30 | fund_with=USDC | chain=base | exec=market',
    'SIGNAL | BUY TOSHI | notional_usd=30 | pay_with=USDC | chain=base',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'TOSHI', amount: { kind: 'usd', value: '30' } },
    });
  });
  it("a sell's token paid with is no pair read", () => {
    expect(read('SIGNAL 2026-11-27 15:30:00 UTC | SELL TOSHI | size=30 | fund_with=USDC | chain=base').kind).not.toBe('intent');
  });
});

describe('a decimal comma after a lone zero', () => {
  it.each([
    ['Give to carol.base.eth 0,005 ETH on Base', '"0,005" as 0.005', { kind: 'transfer', token: 'ETH', amount: { kind: 'exact', value: '0.005' } }],
    [
      'send 0,001 usdc to 0x71c7656ec7ab88b098defb751b7401b5f6d8976f on base',
      '"0,001" as 0.001',
      { kind: 'transfer', token: 'USDC', amount: { kind: 'exact', value: '0.001' } },
    ],
    ['swap 0,1 ETH for USDC on Ethereum', '"0,1" as 0.1', { kind: 'swap', tokenIn: 'ETH', amount: { kind: 'exact', value: '0.1' } }],
  ])('%s is asked back as a decimal', (prompt, said, pending) => {
    const reply = read(prompt);
    expect(reply).toMatchObject({ kind: 'ask', pending: { ...pending, awaiting: 'confirm' } });
    expect(reply.kind === 'ask' && reply.question).toContain(said);
  });
  it.each(['send 10,005 usdc to alice.eth on base', 'send 1,500 usdc to alice.eth on base'])('%s stays grouped thousands', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { amount: { kind: 'exact', value: prompt.includes('10,005') ? '10005' : '1500' } } });
  });
  it('a comma that could be either stays refused', () => {
    expect(read('send 12,3456 usdc to 0x71c7656ec7ab88b098defb751b7401b5f6d8976f on base')).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT' });
  });
});

describe("a non-native speaker's wish and purpose", () => {
  it('"please to" before the verb is the wish, not a token after "to"', () => {
    expect(read('Please to change 0,1 ETH in USDC on Ethereum')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', chain: 'ethereum', tokenIn: 'ETH', tokenOut: 'USDC', amount: { kind: 'exact', value: '0.1' }, awaiting: 'confirm' },
    });
    expect(read('please to send 5 usdc to alice.eth on base')).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', to: 'alice.eth' } });
  });
  it('"for keep stable" is why, not an amount kept', () => {
    expect(read('Change 1000 USDC to DAI on base, is for keep stable')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'DAI', amount: { kind: 'exact', value: '1000' } },
    });
  });
  it.each(['swap my usdc to dai on base but keep 100', 'send 5 usdc to alice.eth on base, keep 10'])('a kept amount stays asked: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });
});

describe("a token's name said aloud", () => {
  it.each([
    ['swap one sol for dog with hat on solana', { kind: 'exact', value: '1' }],
    ['swap one sol for dog wif hat on solana', { kind: 'exact', value: '1' }],
    ['buy 5 dollars of dog with a hat on solana', { kind: 'usd', value: '5' }],
  ])('%s', (prompt, amount) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'WIF', amount } });
  });
  it('a word of the name alone is no token', () => {
    expect(read('swap one sol for dog on solana')).toMatchObject({ kind: 'fail', code: 'UNKNOWN_TOKEN' });
  });
});

describe('a cancel said with "annul"', () => {
  const placed = 'on base, limit order: sell 0.01 WETH for USDC when ETH reaches 4000';
  const thread = () => [{ prompt: placed, interpretation: interpretPrompt(placed, [], now), status: 'completed' }];
  it.each(['Please annul my order of WETH, I change my mind', 'Please annul my order of WETH'])('%s', (prompt) => {
    expect(interpretPrompt(prompt, thread(), now)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-cancel', target: 'match', match: { token: 'WETH' } },
    });
  });
});

describe('a token asked about under a paste in single quotes', () => {
  const paste = "someone in discord posted this:\n\n'new gem on base 👀 CA: 0x532f27101965dd16442E59d40670FaF5eBB142E4 dont fade'\n\n";
  it.each(['what token is that actually?', 'what token is that actually?? dont buy it just tell me'])('%s', (own) => {
    expect(read(paste + own)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'lookup', address: '0x532f27101965dd16442E59d40670FaF5eBB142E4', chain: 'base' },
    });
  });
  it('a buy under it is no lookup', () => {
    expect(read(`${paste}buy 20 usdc of it`)).not.toMatchObject({ kind: 'intent', intent: { kind: 'lookup' } });
  });
});
