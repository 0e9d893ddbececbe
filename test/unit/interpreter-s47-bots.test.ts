import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import type { ThreadTurn } from '../../lib/agent/interpreter/intent.ts';

/**
 * Bot bodies held-out-30 and held-out-29 missed (issue 16): a read's pair, a send's value, a chat handle as recipient,
 * a template's unfilled token, an exchange's quantity, a field set on the next turn, a log line's executed leg, a cron
 * block's gloss, a fee read's filter and a cancel of all orders on a chain. Each class keeps its refusals.
 */
const now = new Date('2026-11-28T09:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const thread = (...prompts: string[]) => {
  const said: ThreadTurn[] = [];
  let last = interpretPrompt(prompts[0]!, said, now);
  for (const prompt of prompts) {
    last = interpretPrompt(prompt, said, now);
    said.push({ prompt, interpretation: last } as ThreadTurn);
  }
  return last;
};
const A = '0x5555555555555555555555555555555555555555';
// A bot's unfilled template is the input under test: its placeholders are spelled out here, not interpolated.
const slot = (name: string) => `$\u007b${name}}`;

describe("a read's pair: the base is the token read, the quote the currency shown", () => {
  it.each([
    ['getPrice({ base: "ETH", quote: "USD" })', { kind: 'price', tokens: ['ETH'] }],
    ['get_price base=SOL quote=usd', { kind: 'price', tokens: ['SOL'] }],
    ['{"method":"price","params":{"base":"LINK","quote":"USD"}}', { kind: 'price', tokens: ['LINK'] }],
    ['price(base="UNI", quote="usd")', { kind: 'price', tokens: ['UNI'] }],
    ['getBalance({ base: "ETH" })', { kind: 'balance', tokens: ['ETH'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });
  it.each([
    'getPrice({ base: "ETH", quote: "EUR" })',
    'getPrice({ base: "ETH", quote: "USD", side: "buy" })',
    'getPrice({ base: "ETH", token: "SOL" })',
    'getPrice({ base: "ETH", quote: "USD", base_amt: 2 })',
    'swap({ base: "ETH", quote: "USDC" })',
  ])('still refused: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
  it('two reads in turn', () => {
    expect(thread('getPrice({ base: "ETH", quote: "USD" })', 'getBalance({ chain: "unichain", asset: "ETH" })')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'balance', chains: ['unichain'], tokens: ['ETH'] },
    });
  });
});

describe("a send's value is the amount sent; elsewhere value is no field", () => {
  it.each([
    [`send --chain ethereum --asset ETH --value 0.02 --dest ${A}`, { chain: 'ethereum', token: 'ETH', amount: { kind: 'exact', value: '0.02' }, to: A }],
    [`transfer chain=base token=USDC value=25 to=${A}`, { token: 'USDC', amount: { value: '25' }, to: A }],
    [`{"action":"send","chain":"base","token":"USDC","value":3,"recipient":"${A}"}`, { token: 'USDC', amount: { value: '3' } }],
    ["pay(chain='base', token='USDC', value=12, to='alice.eth')", { token: 'USDC', amount: { value: '12' }, to: 'alice.eth' }],
    [`send --chain polygon --asset POL --value 3 --dest ${A}`, { token: 'POL', amount: { value: '3' } }],
    [`send --chain ethereum --asset ETH --value $20 --dest ${A}`, { token: 'ETH', amount: { kind: 'usd', value: '20' } }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', ...intent } });
  });
  it.each([
    `send --chain ethereum --asset ETH --value 20000000000000000 --dest ${A}`,
    `{"method":"eth_sendTransaction","params":{"to":"${A}","value":"0x2386f26fc10000"}}`,
    `send --chain ethereum --asset ETH --value 0.02 --amount 0.02 --dest ${A}`,
    'swap --chain base --from USDC --to ETH --value 20',
    'buy token=ETH chain=base value=20',
  ])('refused: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
  it('with no recipient the address is asked', () => {
    expect(read('send --chain ethereum --asset ETH --value 0.02')).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting: 'to' } });
  });
});

describe("a chat handle as a payment's recipient is no address: asked, never refused as two actions", () => {
  it.each([
    ['PAYOUT chain=base token=USDC amount=15 recipient=@mike_trades', 'USDC'],
    ['send chain=base token=USDC amount=15 to=@mike_trades', 'USDC'],
    ['{"action":"send","chain":"base","token":"USDC","amount":15,"to":"@mike_trades"}', 'USDC'],
    ["transfer(token='USDC', amount=20, chain='polygon', recipient='@sarah_k')", 'USDC'],
    ['send --chain solana --token SOL --amount 1 --to @crypto_dan', 'SOL'],
    ['PAYOUT chain=base token=USDC amount=15 recipient=@mike_swaps', 'USDC'],
  ])('%s', (prompt, token) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', token, awaiting: 'to' } });
  });
  it.each([`PAYOUT chain=base token=USDC amount=15 recipient=@mike_trades to=${A}`, 'swap chain=base from=USDC to=@mike_trades amount=15'])(
    'refused: %s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'fail' });
    },
  );
  it('the address given next completes the send', () => {
    expect(thread('PAYOUT chain=base token=USDC amount=15 recipient=@mike_trades', `recipient=${A}`)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', chain: 'base', token: 'USDC', amount: { value: '15' }, to: A },
    });
  });
});

describe("a template's unfilled token field is asked when the amount's side is plain; otherwise refused", () => {
  it.each([
    ['{"action":"buy","chain":"base","token":"{{TOKEN}}","amount_usdc":50}', { kind: 'swap', tokenIn: 'USDC', awaiting: 'tokenOut' }],
    ['action=buy chain=base token={{TOKEN}} amount_usdc=50', { kind: 'swap', tokenIn: 'USDC', awaiting: 'tokenOut' }],
    [`buy --chain base --token ${slot('TOKEN')} --usd 50`, { kind: 'swap', amount: { kind: 'usd', value: '50' }, awaiting: 'tokenOut' }],
    ['action=buy chain=base token={{TOKEN}} usd=50', { kind: 'swap', amount: { kind: 'usd' }, awaiting: 'tokenOut' }],
    ['{"action":"send","chain":"base","asset":"{{asset}}","amount":5,"to":"alice.eth"}', { kind: 'transfer', to: 'alice.eth', awaiting: 'token' }],
    ['send --chain base --token {{T}} --amount 5 --to alice.eth', { kind: 'transfer', awaiting: 'token' }],
  ])('%s', (prompt, pending) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending });
  });
  it.each([
    // A bare amount counts the token field's token on a trade: without it, it would count another.
    '{"action":"buy","chain":"base","token":"{{TOKEN}}","amount":50}',
    '{"action":"buy","chain":"base","token":"{{TOKEN}}","amount":"50"}',
    `buy --chain base --token ${slot('TOKEN')} --amount 50`,
    'action=buy chain=base token={{TOKEN}} amount=50',
    '{"action":"buy","chain":"base","token":"{{TOKEN}}","amount_usdc":"{{AMT}}"}',
    `{"action":"swap","from":"USDC","to":"${slot('TOKEN')}","amount":"5","chain":"base"}`,
    '{"action":"buy","chain":"base","token":"ETH","pay_with":"{{PAY}}","amount":50}',
    '{"action":"buy","chain":"{{CHAIN}}","token":"ETH","amount_usdc":50}',
    '{"action":"buy","chain":"base","token":"{{TOKEN}} on base","amount_usdc":50}',
  ])('refused: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'TEMPLATE_PLACEHOLDER' });
  });
  it('the token answered next buys with the amount paid', () => {
    expect(thread('{"action":"buy","chain":"base","token":"{{TOKEN}}","amount_usdc":50}', 'DEGEN')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '50' } },
    });
  });
});

describe('a field set in code on the next turn answers the question asked', () => {
  const swap = "swap_exact_out(token_in='USDC', token_out='UNI', amount_out='5')";
  const send = 'transfer(token=USDC, size=250, network=solana)';
  const X = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
  it.each([
    "set_context(chain='unichain')",
    'setChain("unichain")',
    'context.set(network="unichain")',
    "ctx.chain = 'unichain'",
    'swap.chain = unichain',
    'set_context({ chain: "unichain" })',
  ])('%s', (answer) => {
    expect(thread(swap, answer)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', chain: 'unichain', tokenIn: 'USDC', tokenOut: 'UNI', side: 'buy', amount: { value: '5' } },
    });
  });
  it.each([`transfer.to = ${X}`, `set_recipient('${X}')`, `params.recipient = "${X}"`])('%s', (answer) => {
    expect(thread(send, answer)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', chain: 'solana', token: 'USDC', amount: { value: '250' }, to: X },
    });
  });
  it.each([
    [send, `swap.to = ${X}`],
    [swap, `set_context(chain='unichain', to='${A}')`],
    [swap, "set_context(chain='arbitrum')"],
    [send, 'transfer.to = "bob.eth; drop"'],
  ])('no move: %s then %s', (first, answer) => {
    expect(thread(first, answer).kind).not.toBe('intent');
  });
  it('with no question a setter is no request', () => {
    expect(read("set_context(chain='unichain')")).toMatchObject({ kind: 'fail' });
  });
});

describe("a creator-fee read's flag keeping unclaimed fees is what the read shows anyway", () => {
  it.each([
    'creator_fees.get(scope=all_chains, unclaimed_only=true)',
    '{"action":"creator_fees","only_claimable":true}',
    'GET /creator_fees?unclaimed_only=1',
    'creator_fees.get(exclude_claimed=true)',
    'creator_fees --unclaimed_only true',
    'action: creator_fees\nscope: all\nunclaimed_only: true',
    '{"tool":"get_creator_fees","args":{"scope":"all","unclaimed_only":true}}',
    'creator_fees.get(unclaimed_only=1)',
    'GET /creator_fees?only_unclaimed=true',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'fees-check' } });
  });
  it.each([
    'creator_fees.get(scope=all_chains, unclaimed_only=false)',
    'creator_fees.get(scope=all_chains, claimed_only=true)',
    'creator_fees.get(unclaimed_only=true, claim=true)',
    'creator_fees.get(unclaimed_only=maybe)',
  ])('refused: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'UNKNOWN_FIELD' });
  });
});

describe("a cancel named for all orders, with one chain, cancels that chain's orders only", () => {
  it.each([
    ["cancel_all_orders(chain='base')", 'base'],
    ['{"op":"cancel_all_orders","chain":"base"}', 'base'],
    ['cancel_all chain=base', 'base'],
    ['orders.cancel_all(network="ethereum")', 'ethereum'],
    ["cancel_all_orders(chain='eth')", 'ethereum'],
    ['cancel_all_orders network=solana', 'solana'],
  ])('%s', (prompt, chain) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', target: 'all', match: { chain } } });
  });
  it('after an order was set', () => {
    expect(thread('On Base, limit buy BRETT with 30 USDC if BRETT hits 0.08.', "cancel_all_orders(chain='base')")).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-cancel', target: 'all', match: { chain: 'base' } },
    });
  });
  it.each([
    "cancel_all_orders(chain='base,ethereum')",
    "cancel_all_orders(chain='arbitrum')",
    "cancel_all_orders(chain='base', token='BRETT')",
    "cancel_orders(chain='base')",
    'cancel_orders scope=all chain=base',
  ])('refused: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
});

describe("an exchange's quantity beside a buy counts the symbol bought, whatever pays", () => {
  it.each([
    ['side=buy\nsymbol=WBTC\nqty=0.001\npay_with=USDC\nchain=ethereum\ntype=market', 'WBTC', '0.001'],
    ['side=buy symbol=LINK qty=3 pay_with=USDC chain=ethereum', 'LINK', '3'],
    ['{"side":"buy","symbol":"UNI","quantity":5,"pay_with":"USDC","chain":"unichain"}', 'UNI', '5'],
    ['buy --token AERO --qty 40 --pay USDC --chain base', 'AERO', '40'],
    ['action=buy token=DEGEN qty=1000 spend=USDC chain=base', 'DEGEN', '1000'],
  ])('%s', (prompt, tokenOut, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn: 'USDC', tokenOut, side: 'buy', amount: { kind: 'exact', value } } });
  });
  it.each([
    'side=buy symbol=WBTC amount=0.001 pay_with=USDC chain=ethereum',
    'side=buy symbol=WBTC size=0.001 pay_with=USDC chain=ethereum',
    // Left on purpose (held-out-29): 25 BRETT or 25 USDC is a guess.
    '{"side":"buy","symbol":"BRETT","chain":"base","quote":"USDC","size":25}',
    // A quote named may be what the quantity counts.
    'buy(token="WIF", qty=10, for_asset="USDC", chain="solana")',
    'side=buy symbol=WBTC qty=0.001 quote=USDC chain=ethereum',
  ])('asked: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', awaiting: 'amount' } });
  });
  it.each([
    'side=buy symbol=WBTC qty=0.001 pay_with=USDC qty_usdc=60 chain=ethereum',
    'side=buy symbol=WBTC qty=0.001 pay_with=USDC chain=ethereum type=limit',
  ])('refused: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
  it('a sell still counts the symbol sold', () => {
    expect(read('side=sell symbol=WBTC qty=0.001 receive=USDC chain=ethereum')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenIn: 'WBTC', tokenOut: 'USDC', side: 'sell', amount: { value: '0.001' } },
    });
  });
  it('a quantity in dollars stays dollars paid', () => {
    expect(read('side=buy symbol=WBTC qty=$60 pay_with=USDC chain=ethereum')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenOut: 'WBTC', amount: { kind: 'usd', value: '60' } },
    });
  });
});

describe("a runner's log line: a stamp with its zone word, a leg executed now, a pair with an arrow", () => {
  it.each([
    ['2026-11-28 09:01:44 UTC [dca-runner] EXEC leg 3/10 chain=base pair=USDC->cbBTC amount_in=30.00', 'base', 'USDC', 'cbBTC', '30.00'],
    ['2026-11-28T09:01:44 UTC [dca-runner] EXEC chain=base pair=USDC->cbBTC amount_in=30', 'base', 'USDC', 'cbBTC', '30'],
    ['09:01:44 UTC [dca-runner] EXEC swap 30 USDC for cbBTC on base', 'base', 'USDC', 'cbBTC', '30'],
    ['[dca-runner] EXEC leg 3/10 chain=base pair=USDC->cbBTC amount_in=30.00', 'base', 'USDC', 'cbBTC', '30.00'],
    ['chain=base pair=USDC->cbBTC amount_in=30', 'base', 'USDC', 'cbBTC', '30'],
    ['swap chain=ethereum pair=ETH=>USDC amount=0.1', 'ethereum', 'ETH', 'USDC', '0.1'],
    ['2026-11-28 09:01:44 GMT [rebalancer] EXEC chain=polygon pair=USDC->WETH amount_in=25', 'polygon', 'USDC', 'WETH', '25'],
  ])('%s', (prompt, chain, tokenIn, tokenOut, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', chain, tokenIn, tokenOut, side: 'sell', amount: { value } } });
  });
  it.each([
    '2026-11-28 09:01:44 UTC [dca-runner] ERROR leg 3/10 chain=base pair=USDC->cbBTC amount_in=30.00',
    '2026-11-28 09:01:44 UTC [dca-runner] DONE leg 3/10 chain=base pair=USDC->cbBTC amount_in=30.00 filled',
    '2026-11-28 09:01:44 UTC [dca-runner] EXEC leg 3/10 chain=base pair=USDC->cbBTC amount_in=30.00 if price<60000',
    'swap chain=base pair=USDC->NOTATOKEN amount_in=30',
    // A chat line's stamp with its zone word: someone else's words, never scheduled as the caller's.
    '2026-12-01 09:00 UTC alice: send 5 usdc to bob.eth on base',
  ])('refused: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
});

describe("a cron block: its gloss in the plural, and the schedule's start and end days", () => {
  const block = (...lines: string[]) => lines.join('\n');
  const yaml = (schedule: string, ...more: string[]) => block(schedule, 'job: buy', 'chain: base', 'spend: 25 USDC', 'buy: ETH', ...more);
  it('the held-out block', () => {
    expect(read(yaml('schedule: "0 14 * * 1"   # mondays 14:00 UTC', 'start: 2026-12-07', 'end: 2027-02-22', ''))).toMatchObject({
      kind: 'intent',
      intent: {
        kind: 'automation-create',
        action: { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '25' } },
        trigger: { type: 'every', intervalSeconds: 604800, startAt: '2026-12-07T14:00:00.000Z', endAt: '2027-02-22T23:59:59.000Z' },
      },
    });
  });
  it.each([
    [yaml('schedule: "0 14 * * 1"', 'end: 2027-02-22'), { startAt: '2026-11-30T14:00:00.000Z', endAt: '2027-02-22T23:59:59.000Z' }],
    [yaml('schedule: "0 14 * * 1"  # mondays 14:00 UTC', 'until: 2027-01-31'), { endAt: '2027-01-31T23:59:59.000Z' }],
    [yaml('schedule: "0 14 * * 1"', 'start_date: 2026-12-07', 'end_date: 2027-02-22'), { startAt: '2026-12-07T14:00:00.000Z' }],
    ['dca buy=SOL spend=20USDC chain=solana every=1d end_date=2026-12-31', { intervalSeconds: 86400, endAt: '2026-12-31T23:59:59.000Z' }],
    [yaml('schedule: "0 9 * * 1-5"   # weekdays 09:00 UTC'), { intervalSeconds: 86400, calendar: { weekdays: [1, 2, 3, 4, 5] } }],
    [yaml('schedule: "0 14 * * 5"   # fridays 14:00 UTC'), { startAt: '2026-12-04T14:00:00.000Z' }],
  ])('%s', (prompt, trigger) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger } });
  });
  it.each([
    // A gloss that says another day or time than its cron line.
    yaml('schedule: "0 14 * * 1"   # tuesdays 14:00 UTC'),
    yaml('schedule: "0 14 * * 1"   # mondays 15:00 UTC'),
    // An end with no schedule, beside a count of runs, before the start, in the past, or no date.
    block('job: buy', 'chain: base', 'spend: 25 USDC', 'buy: ETH', 'end: 2027-02-22'),
    yaml('schedule: "0 14 * * 1"', 'end: 2027-02-22', 'max_runs: 5'),
    yaml('schedule: "0 14 * * 1"', 'start: 2027-03-01', 'end: 2027-02-22'),
    yaml('schedule: "0 14 * * 1"', 'end: 2025-01-01'),
    yaml('schedule: "0 14 * * 1"', 'end: soon'),
    'swap from=USDC to=ETH amount=5 chain=base end=2027-01-01',
  ])('refused: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
});

/**
 * A CLI's subcommand or an API's namespace that names an order, a schedule or a rehearsal (`purser schedule buy --chain
 * unichain --token UNI --spend 40USDC`, held-out-31 bot 70: bought at once on its first run) was dropped and the move
 * made now. It is kept: the order asks when or at what price, a rehearsal moves nothing.
 */
describe('an order namespace before a move never makes it now', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it.each([
    ['purser schedule buy --chain unichain --token UNI --spend 40USDC', 'ask'],
    ['purser limit buy --chain unichain --token UNI --spend 40USDC', 'ask'],
    ['limit.buy chain=unichain token=UNI spend=40USDC', 'ask'],
    ['schedule.buy chain=unichain token=UNI spend=40USDC', 'not now'],
    ['orders.buy chain=unichain token=UNI spend=40USDC', 'not now'],
    ['dca/buy chain=base token=DEGEN spend=10USDC', 'not now'],
    ['queue buy --chain unichain --token UNI --spend 40USDC', 'not now'],
    ['test buy --chain unichain --token UNI --spend 40USDC', 'not now'],
  ])('%s', (prompt, kind) => {
    const got = interpretPrompt(prompt, [], now);
    // Asked when or at what price for the order, or refused: never a move made now.
    if (kind === 'ask') expect(got).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create' } });
    else expect(got.kind).not.toBe('intent');
  });

  // A word before the fields that holds the move back was dropped as a bot's name, and the move made now.
  it.each([
    'plan buy chain=unichain token=UNI spend=40USDC',
    'plan buy --chain unichain --token UNI --spend 40USDC',
    'plan chain=unichain side=buy token=UNI spend=40USDC',
    'queue send chain=base token=USDC amount=5 to=bob.eth',
    'pending chain=base token=USDC amount=5 to=bob.eth',
  ])('%s moves nothing', (prompt) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'fail', code: 'NOT_AN_ORDER' });
  });

  it('a read behind such a word is made: test balance chain=base', () => {
    expect(interpretPrompt('test balance chain=base', [], now)).toMatchObject({ kind: 'intent', intent: { kind: 'balance' } });
  });

  it.each([
    'purser swap --chain base --from USDC --to ETH --amount 5',
    'wallet.buy chain=base token=DEGEN spend=10USDC',
    'tradebot buy chain=base token=DEGEN spend=10USDC',
  ])('%s is the move', (prompt) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'intent', intent: { kind: 'swap' } });
  });
});

/**
 * `exact_out=True` is a switch that says which side is exact (held-out-31 bot 52: refused as the amount bought "given
 * twice"); beside an amount named as paid (`sell_amount=3`, `amount_in=3 mode=exact_output`) it contradicts it, and the
 * 3 USDC paid was bought as exactly 3 UNI: refused.
 */
describe('an exact-side switch beside the amount', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it.each([
    ['swap(chain="ethereum", sell_token="USDC", buy_token="UNI", buy_amount=3, exact_out=True)', 'buy', '3'],
    ['swap chain=ethereum sell_token=USDC buy_token=UNI buy_amount=3 exact_out=yes', 'buy', '3'],
    ['swap(chain="ethereum", sell_token="USDC", buy_token="UNI", sell_amount=30, exact_in=true)', 'sell', '30'],
    ['swap chain=ethereum token_in=USDC token_out=UNI amount=3 mode=exact_output', 'buy', '3'],
  ])('%s', (prompt, side, value) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'UNI', side, amount: { value } },
    });
  });

  it.each([
    'swap(chain="ethereum", sell_token="USDC", buy_token="UNI", sell_amount=3, exact_out=True)',
    'swap chain=ethereum token_in=USDC token_out=UNI amount_in=3 mode=exact_output',
    '{"action":"swap","chain":"ethereum","tokenIn":"USDC","tokenOut":"UNI","amountIn":"3","mode":"exactOutput"}',
    'swap(chain="ethereum", sell_token="USDC", buy_token="UNI", buy_amount=3, exact_in=True)',
    'swap chain=ethereum sell_token=USDC buy_token=UNI buy_amount=3 exact_out=false',
  ])('%s is refused', (prompt) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'fail', code: 'INVALID_FIELDS' });
  });
});
