import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { structuredPrompt } from '../../lib/agent/interpreter/structured-prompt.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Bot bodies held-out-27 missed (issue 16), each read as a class: a read's layout and width, an exact amount bought, a
 * chain said in words before a line's fields, an amount's unit in a field of its own, a log line whose stamp is no
 * schedule, a JSON answer of two fields, a scheduled order asked for its time and answered by a field, a batch of pairs,
 * a piped order, a recurring order's start, and a cancel's `where`.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const A4 = '0x4444444444444444444444444444444444444444';

describe('a read: its layout says nothing of what is read', () => {
  const everyChain = { kind: 'balance', chains: ['base', 'ethereum', 'polygon', 'unichain', 'solana'], tokens: 'all' };
  it.each([
    ['cmd=portfolio\nformat=summary\nchains=all\nquote=usd', everyChain],
    ['cmd=portfolio chains=all quote=usd', everyChain],
    ['{"action":"portfolio","format":"detailed"}', { kind: 'portfolio' }],
    ['cmd=portfolio format=summary', { kind: 'portfolio' }],
    ['cmd=portfolio format=table', { kind: 'portfolio' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    // A currency other than the dollar; a layout no reply has.
    'cmd=portfolio format=summary quote=eur',
    'cmd=portfolio format=sideways',
  ])('refused: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });

  it('every chain beside a move names none: the chain is asked', () => {
    expect(read('action=swap from=USDC to=ETH amount=5 chain=all')).toMatchObject({ kind: 'ask', pending: { awaiting: 'chain' } });
  });
});

describe('a market order: an amount named bought, or in dollars, says the side', () => {
  it.each([
    ['order:\n  type: market\n  chain: unichain\n  buy: UNI\n  buy_amount_exact: 3\n  pay_with: ETH', 'buy 3 UNI with ETH on unichain'],
    ['type=market buy=UNI pay_with=ETH buy_qty=3 chain=unichain', 'buy 3 UNI with ETH on unichain'],
    ['type: market\nchain: base\nbuy: AERO\nexact_output: 40\npay_with: USDC', 'buy 40 AERO with USDC on base'],
    ['type=market buy=UNI pay_with=ETH usd=30 chain=unichain', 'swap $30 of ETH for UNI on unichain'],
    ['type=market buy=UNI pay_with=ETH sell_amount=0.01 chain=unichain', 'swap 0.01 ETH for UNI on unichain'],
    ['type=market sell=UNI receive=ETH qty=3 chain=unichain', 'swap 3 UNI for ETH on unichain'],
  ])('%s', (prompt, sentence) => {
    expect(structuredPrompt(prompt)).toBe(sentence);
  });

  it('reads the exact amount bought as a buy of it', () => {
    expect(read('order:\n  type: market\n  chain: unichain\n  buy: UNI\n  buy_amount_exact: 3\n  pay_with: ETH')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', chain: 'unichain', tokenIn: 'ETH', tokenOut: 'UNI', amount: { kind: 'exact', value: '3' }, side: 'buy' },
    });
  });

  it.each([
    // A bare amount beside a buy and the token paid: either side, never guessed.
    'type=market buy=UNI pay_with=ETH qty=3 chain=unichain',
    // Two amounts.
    'type=market buy=UNI pay_with=ETH buy_amount=3 qty=1 chain=unichain',
  ])('refused: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('a command line: a chain in words after the verb and its token, then the fields of the trade', () => {
  it.each([
    ['BUY BONK ON SOLANA NOTIONAL_USD=25 FUNDING=SOL', 'buy $25 of bonk with SOL on solana'],
    ['SELL WIF on solana qty=10 receive=USDC', 'sell 10 wif for USDC on solana'],
    ['buy eth on base usd=20 pay=USDC', 'buy $20 of eth with USDC on base'],
    ['BUY BONK @solana usd=25 pay=SOL', 'buy $25 of bonk with SOL on solana'],
    ['BUY BONK ON SOLANA NOTIONAL_USD=25 FUNDING=SOL chain=solana', 'buy $25 of bonk with SOL on solana'],
  ])('%s', (prompt, sentence) => {
    expect(structuredPrompt(prompt)).toBe(sentence);
  });

  it('reads the dollars paid in the funding token', () => {
    expect(read('BUY BONK ON SOLANA NOTIONAL_USD=25 FUNDING=SOL')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'BONK', amount: { kind: 'usd', value: '25' } },
    });
  });

  it.each([
    // Two chains.
    'BUY BONK ON SOLANA NOTIONAL_USD=25 FUNDING=SOL chain=base',
    // A sentence with one field beside it stays the prose reader's refusal.
    'buy degen on base amount_usd=100',
  ])('refused: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe("an amount's unit in its own field is that amount's token", () => {
  it.each([
    ['action=buy asset=ETH size=100 size_ccy=USDC chain=base', 'swap 100 usdc for ETH on base'],
    ['action=buy asset=ETH size=0.1 size_ccy=ETH chain=base', 'buy 0.1 ETH on base'],
    ['{"action":"buy","token":"WIF","qty":"50","qty_currency":"usdc","chain":"solana"}', 'swap 50 usdc for WIF on solana'],
    ['action=sell asset=ETH amount=0.1 amount_unit=ETH receive=USDC chain=base', 'sell 0.1 ETH for USDC on base'],
    // On a sell the token field is the one sold: an amount in another token is the amount received, never paid.
    ['action=sell asset=ETH size=100 size_ccy=USDC chain=base', 'buy 100 USDC with ETH on base'],
    ['action=sell asset=ETH amount=100usdc chain=base', 'buy 100 usdc with ETH on base'],
  ])('%s', (prompt, sentence) => {
    expect(structuredPrompt(prompt)).toBe(sentence);
  });

  it('asks the chain of a buy whose token is on three chains', () => {
    expect(read('action=buy asset=ETH size=100 size_ccy=USDC')).toMatchObject({ kind: 'ask' });
  });

  it('never sells the token the amount counts when the token field is the one sold', () => {
    const r = read('action=sell asset=ETH amount=100usdc chain=base');
    expect(r).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn: 'ETH', tokenOut: 'USDC' } });
  });

  it.each([
    'action=buy asset=ETH size=100 size_ccy=EUR chain=base',
    'action=buy asset=ETH size=100 size_ccy=USDC size_ccy=USDT chain=base',
    'action=sell asset=ETH size=100 size_ccy=USDC receive=USDT chain=base',
    // A unit in dollars or wei is no token (held-out-16's decision).
    '{"chain":"base","symbol":"BRETT","side":"sell","size":"300","size_unit":"usd","settle":"USDC"}',
  ])('refused: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe("a log line: its stamp and its program's name are the log's, and a rebalance is the trade its fields say", () => {
  it.each([
    '2026-11-27 10:02:11 | rebalancer | ACTION=REBALANCE chain=base sell=AERO amt=40 buy=USDC reason=drift>5%',
    '2026-12-01 09:00 | rebalancer | ACTION=REBALANCE chain=base sell=AERO amt=40 buy=USDC',
    'ACTION=REBALANCE chain=base sell=AERO amt=40 buy=USDC',
    '2026-11-27 10:02:11 | rebalancer | sell 40 AERO for USDC on base',
  ])('%s is a sell now, never an order at the stamp', (prompt) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', chain: 'base', tokenIn: 'AERO', tokenOut: 'USDC', amount: { kind: 'exact', value: '40' } },
    });
  });

  it.each([
    // Without a sell field the amount's side is unsaid.
    'action=rebalance chain=base buy=USDC amt=40 pay=AERO',
    // A field beside the move that the reader does not know.
    '2026-11-27 10:02:11 | rebalancer | ACTION=REBALANCE chain=base sell=AERO amt=40 buy=USDC if_price=2',
  ])('refused: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });

  it('a DCA job in a log line is an order asked for its time, never a trade now', () => {
    expect(read('2026-11-27 10:02:11 | dca-bot | ACTION=DCA chain=base sell=USDC amt=40 buy=ETH')).toMatchObject({ kind: 'ask' });
  });
});

describe('a JSON answer of an amount and its token', () => {
  const buyLink = '{"intent":"buy","asset":"LINK","chain":"ethereum"}';
  it.each([
    ['{"spend_asset":"USDC","spend_amount":"90"}', 'USDC', '90'],
    ['{"pay_with":"USDC","amount":"90"}', 'USDC', '90'],
    ['{"spend_token":"USDT","spend_amount":50}', 'USDT', '50'],
  ])('%s', (answer, tokenIn, value) => {
    expect(onThreadAt(now, buyLink, answer)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', chain: 'ethereum', tokenIn, tokenOut: 'LINK', amount: { kind: 'exact', value } },
    });
  });

  it('reads the amount of the transfer’s own token', () => {
    expect(onThreadAt(now, '{"action":"transfer","chain":"unichain","asset":"ETH","to":"bob.eth"}', '{"amount":"0.03","token":"ETH"}')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', token: 'ETH', amount: { value: '0.03' } },
    });
  });

  it.each([
    // A token other than the one of the transfer answers nothing: refused as written, never sent.
    ['{"action":"transfer","chain":"unichain","asset":"ETH","to":"bob.eth"}', '{"amount":"0.03","token":"USDC"}', 'fail'],
    // Three fields answer nothing.
    [buyLink, '{"pay_with":"USDC","amount":"90","slippage":"1"}', 'fail'],
  ])('%s then %s', (first, answer, kind) => {
    expect(onThreadAt(now, first, answer).kind).toBe(kind);
  });
});

describe('a scheduled order with no time yet is asked for it, and a time field answers it', () => {
  const scheduleBuy = '{"task":"schedule_buy","chain":"base","token":"ETH","spend":{"asset":"USDC","amount":200}}';
  it.each([scheduleBuy, '{"action":"schedule","chain":"base","token":"ETH","pay":"USDC","amount_in":200}'])('%s is asked when, never bought', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', order: { needs: 'time' } } });
  });

  it.each([
    ['{"run_at":"2026-12-01T00:00:00Z"}', '2026-12-01T00:00:00.000Z'],
    ['run_at=2026-12-01T09:30Z', '2026-12-01T09:30:00.000Z'],
    ['2026-12-01T18:00:00Z', '2026-12-01T18:00:00.000Z'],
    ['{"when":"tomorrow 15:00 UTC"}', '2026-11-27T15:00:00.000Z'],
    ['delay=2h', '2026-11-26T14:00:00.000Z'],
  ])('answered by %s', (answer, at) => {
    expect(onThreadAt(now, scheduleBuy, answer)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH' }, trigger: { type: 'at', at } },
    });
  });

  it.each([
    // A second is no minute an order keeps (asked again); another zone is refused as any.
    '{"run_at":"2026-12-01T00:00:30Z"}',
    'at=2026-12-01T18:00+02:00',
  ])('never set: %s', (answer) => {
    expect(onThreadAt(now, scheduleBuy, answer).kind).not.toBe('intent');
  });

  it('a time field after a transfer is no answer', () => {
    expect(onThreadAt(now, 'send 5 usdc to bob.eth', '{"run_at":"2026-12-01T00:00:00Z"}').kind).toBe('fail');
  });

  it('a deferral with no time stays refused', () => {
    expect(read('defer(action="swap", chain="polygon", sell="USDC", buy="WETH", amount="50")').kind).toBe('fail');
  });
});

describe('a machine stamp in prose is never read for its parts', () => {
  it('a log stamp pasted above a read is no schedule', () => {
    expect(
      read('our monitoring bot logged this:\nWARN 2024-06-01T08:00:07Z balance fetch failed on polygon (timeout)\n\ncan u just show me whats on polygon'),
    ).toMatchObject({
      kind: 'intent',
      intent: { kind: 'balance', chains: ['polygon'] },
    });
  });

  it.each([
    // Its clock was found in the seconds (05:07 today) and its date lost.
    'buy ETH with 200 USDC on base at 2026-12-01T18:05:07Z',
    'buy ETH with 200 USDC on base at 2026-12-01T18:00:00Z',
    `at 2026-12-01T08:00Z send 5 usdc to ${A4} on base`,
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_UNSUPPORTED' });
  });

  it('a date and a clock in words are read', () => {
    expect(read('on 2026-12-01 18:00 UTC buy ETH with 200 USDC on base')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', trigger: { type: 'at', at: '2026-12-01T18:00:00.000Z' } },
    });
  });
});

describe('a batch written as pairs of a recipient and an amount', () => {
  const two = [
    { to: 'alice.eth', amount: '0.01' },
    { to: A4, amount: '0.02' },
  ];
  it.each([
    `batch_send(chain="base", token="ETH", transfers=[("alice.eth", 0.01), ("${A4}", 0.02)])`,
    `batch_send(chain='base', token='ETH', transfers=[('alice.eth', 0.01), ('${A4}', 0.02)])`,
    `batch_send(chain="base", token="ETH", transfers=[(0.01, "alice.eth"), (0.02, "${A4}")])`,
    `{"action":"batch_send","chain":"base","token":"ETH","transfers":[["alice.eth",0.01],["${A4}",0.02]]}`,
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer-batch', chain: 'base', token: 'ETH', transfers: two } });
  });

  it.each([
    // A name that is no address or ENS name, or a pair that holds no amount.
    'batch_send(chain="base", token="ETH", transfers=[("alice.eth", 0.01), ("bob", 0.02)])',
    'batch_send(chain="base", token="ETH", transfers=[("alice.eth", "ETH"), ("bob.eth", 0.02)])',
  ])('never sent: %s', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('an order whose fields are parted by pipes', () => {
  it.each([
    ['SL | chain=base | asset=cbBTC | trigger<=55000 | sell_qty=0.001 | into=USDC', 'sell 0.001 cbBTC for USDC on base if cbBTC drops to $55000'],
    ['stop_loss | chain=base | asset=cbBTC | trigger<=55000 | qty=0.001 | into=USDC', 'sell 0.001 cbBTC for USDC on base if cbBTC drops to $55000'],
    ['TP | chain=ethereum | asset=LINK | trigger>=20 | sell_qty=2 | into=USDC', 'sell 2 LINK for USDC on ethereum if LINK rises to $20'],
    ['limit_buy | chain=solana | token=SOL | price<=120 | usd=100 | pay=USDC', 'buy $100 of SOL with USDC on solana if SOL drops to $120'],
  ])('%s', (prompt, sentence) => {
    expect(structuredPrompt(prompt)).toBe(sentence);
  });

  it('sets the stop loss, never a sale now', () => {
    expect(read('SL | chain=base | asset=cbBTC | trigger<=55000 | sell_qty=0.001 | into=USDC')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { kind: 'swap', tokenIn: 'cbBTC', tokenOut: 'USDC' }, trigger: { type: 'price' } },
    });
  });

  it('refuses a piped field it does not read', () => {
    expect(read('SL | chain=base | asset=cbBTC | trigger<=55000 | sell_qty=0.001 | into=USDC | if=maybe').kind).toBe('fail');
  });
});

describe("a recurring order's start, and a DCA's amount spent", () => {
  it.each([
    [
      'dca --chain solana --buy JUP --with USDC --amount 20 --every 24h --count 30 --start 2026-12-01T12:00:00Z',
      'buy JUP with 20 USDC on solana every 24 hours, 30 times, starting on 2026-12-01 at 12:00 UTC',
    ],
    ['dca --chain solana --buy JUP --with USDC --amount 20 --every 24h --count 30', 'buy JUP with 20 USDC on solana every 24 hours, 30 times'],
  ])('%s', (prompt, sentence) => {
    expect(structuredPrompt(prompt)).toBe(sentence);
  });

  it('sets the order up from its start', () => {
    expect(read('dca --chain solana --buy JUP --with USDC --amount 20 --every 24h --count 30 --start 2026-12-01T12:00:00Z')).toMatchObject({
      kind: 'intent',
      intent: {
        kind: 'automation-create',
        action: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'JUP', amount: { value: '20' } },
        trigger: { type: 'every', intervalSeconds: 86400, startAt: '2026-12-01T12:00:00.000Z', count: 30 },
      },
    });
  });

  it.each([
    // A start with no schedule; a start beside an order that waits for a price; a bare amount beside the token paid
    // in an order not named a DCA.
    'dca --chain solana --buy JUP --with USDC --amount 20 --start 2026-12-01T12:00:00Z',
    'limit_buy chain=solana token=SOL price<=120 usd=100 pay=USDC start=2026-12-01T12:00:00Z',
    'recurring_buy --chain solana --buy JUP --with USDC --amount 20 --every 24h --count 30',
    'dca --chain solana --buy JUP --with USDC --amount 20 --every 24h --start 2026-12-01T12:00:30Z',
  ])('refused: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe("a cancel's `where` only says its fields pick the orders", () => {
  it.each([
    ['ORDERS.CANCEL where asset=LINK chain=ethereum type=stop_loss', 'cancel my LINK stop loss order on ethereum'],
    ['orders.cancel asset=LINK chain=ethereum type=stop_loss', 'cancel my LINK stop loss order on ethereum'],
    ['cancel_order where id=12', 'cancel order 12'],
  ])('%s', (prompt, sentence) => {
    expect(structuredPrompt(prompt)).toBe(sentence);
  });

  it('a `where` before a trade is no cancel, and nothing is read', () => {
    expect(structuredPrompt('buy where token=ETH amount=5')).toBeUndefined();
  });

  it('cancels the stop loss set before', () => {
    expect(
      onThreadAt(
        now,
        'On ethereum, set a stop loss: sell 4 LINK if LINK falls below 12 dollars',
        'ORDERS.CANCEL where asset=LINK chain=ethereum type=stop_loss',
      ),
    ).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-cancel', match: { token: 'LINK' } },
    });
  });
});

describe("a stamped chat line is someone's words, and its stamp is no time to act", () => {
  it.each([
    '2026-12-01 09:00 | alice | send 5 usdc to bob.eth on base',
    '2026-12-01 09:00 alice: send 5 usdc to bob.eth on base',
    '2026-12-01T09:00Z mike: buy 5 usdc of eth on base',
  ])('%s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });

  it.each([
    // The caller's own time (a zone after the clock is no speaker), and a bot's own log line.
    ['2026-12-01 09:00 UTC: swap 5 USDC for ETH on base', 'automation-create'],
    ['2026-12-01 09:00: send 5 usdc to bob.eth on base', 'automation-create'],
    ['2026-11-27 10:02:11 | rebalancer | sell 40 AERO for USDC on base', 'swap'],
    ['2026-11-27 10:02:11 INFO dca.worker: buy 5 usdc of eth on base', 'swap'],
  ])('%s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });
});

describe("an order's trade in fields after a time in words: the token sold is `from`'s", () => {
  it.each([
    ['tomorrow at 9:00 UTC action=swap from=USDC to=ETH amount=5 chain=base', { kind: 'exact', value: '5' }],
    ['2026-12-01 09:00 action=swap from=USDC to=ETH amount=5 chain=base', { kind: 'exact', value: '5' }],
    ['tomorrow at 9:00 UTC action=swap from=USDC to=ETH amount=$5 chain=base', { kind: 'usd', value: '5' }],
    ['tomorrow at 9:00 UTC action=swap from=USDC to=ETH amount=5usdc chain=base', { kind: 'exact', value: '5' }],
  ])('%s', (prompt, amount) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', amount } },
    });
  });

  it('an amount in a third token is never read as the sold one', () => {
    expect(read('tomorrow at 9:00 UTC action=swap from=USDC to=ETH amount=5ETH chain=base').kind).toBe('fail');
  });
});

describe("a note's words that could change the move are refused naming the note", () => {
  const dest = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
  it.each([`payout chain=solana asset=USDC amount=250 dest=${dest} memo=weekly-rewards`, `send token=USDC amount=5 chain=base to=${A4} note=daily-topup`])(
    '%s',
    (prompt) => {
      const r = read(prompt);
      expect(r).toMatchObject({ kind: 'fail', code: 'UNKNOWN_FIELD' });
      expect(r.kind === 'fail' && r.message).toMatch(/is not attached/);
    },
  );

  it('a memo that is only a label is set aside, as before', () => {
    expect(read(`payout chain=solana asset=USDC amount=250 dest=${dest} memo=rewards`)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', chain: 'solana', amount: { value: '250' }, to: dest },
    });
  });
});
