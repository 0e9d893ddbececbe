import { describe, expect, it } from 'vitest';
import { onThreadAt } from '../support/thread-turn.ts';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf, type Interpretation } from '../../lib/agent/interpreter/intent.ts';

/**
 * The pasted voice of held-out-23 (issue 16): a note, plan, doc, invoice, email or export pasted, and the person's own
 * words that pick one item of it, point back at it on the next turn, or make a move of their own beside it. The person's
 * words decide; whatever the paste gives a move is asked back whole for a yes, and a price or a time that belongs to
 * the paste is never put on the person's move.
 */
const now = new Date('2026-11-24T12:00:00Z');
const read = (prompt: string): Interpretation => interpretPrompt(prompt, [], now);
/** The move a reading asks a yes for, if it does. */
const asked = (r: Interpretation) => (r.kind === 'ask' && r.pending.awaiting === 'confirm' ? movingIntentOf(r) : undefined);
const neverMoves = (r: Interpretation) => expect(r.kind === 'intent' && movingIntentOf(r) !== undefined).toBe(false);

const notes = 'from my notes app:\n- rebalance sol wallet\n- add ~$80 of JUP\n- stop checking charts at 2am';
const exitPlan = 'from my exit plan doc:\n\nUNI — take profit at $14, sell 6\nLINK — hold';

describe('the person picks one item of a pasted list by its token', () => {
  it.each([
    [`${notes}\n\ndo the JUP one: buy $80 of JUP with SOL on solana`, { kind: 'swap', tokenIn: 'SOL', tokenOut: 'JUP', amount: { kind: 'usd', value: '80' } }],
    [`${notes}\n\nok the JUP one — buy $80 of JUP with SOL on solana`, { kind: 'swap', tokenIn: 'SOL', tokenOut: 'JUP', amount: { kind: 'usd', value: '80' } }],
    [
      `${exitPlan}\n\nset up the UNI one on unichain`,
      { kind: 'automation-create', action: { tokenIn: 'UNI', amount: { value: '6' }, chain: 'unichain' }, trigger: { type: 'price', priceUsd: '14' } },
    ],
  ])('%s', (prompt, move) => {
    expect(asked(read(prompt))).toMatchObject(move);
  });

  it.each([
    // The pick and the request name different tokens: nothing is taken.
    `${notes}\n\ndo the JUP one: buy $80 of BONK with SOL on solana`,
    // No line names the token picked, or two do.
    `${exitPlan}\n\nset up the AAVE one on ethereum`,
    'from my exit plan doc:\n\nUNI — take profit at $14, sell 6\nUNI — stop at $6, sell 6\n\nset up the UNI one on unichain',
  ])('picks nothing: %s', (prompt) => {
    const r = read(prompt);
    neverMoves(r);
    expect(asked(r)).toBeUndefined();
  });
});

describe("a price or a time inside the paste is the paste's, not the person's move's", () => {
  it.each([
    [
      'from the mint page: "Mint price: 0.1 WETH (Base only). Mints close Sunday."\nbuy exactly 0.1 WETH on base for me, pay with usdc',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'WETH', amount: { kind: 'exact', value: '0.1' } },
    ],
    [
      'tweet: "ETH to 5000 at 3am lol"\n\nanyway swap 100 USDC for ETH on base',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '100' } },
    ],
  ])('%s', (prompt, move) => {
    expect(asked(read(prompt))).toMatchObject(move);
  });

  it.each([
    // A price said with the person's own move is still never dropped.
    'sell 1 eth on base at 4000',
    'from the mint page: "Mints close Sunday."\nbuy exactly 0.1 WETH on base at 2500, pay with usdc',
  ])('keeps the price: %s', (prompt) => {
    // Never a trade made now, nor one asked for a yes to make now (an order that waits for the price may be).
    const move = movingIntentOf(read(prompt));
    expect(move?.kind).not.toBe('swap');
  });

  it("the yes to that move is not refused for the paste's price either", () => {
    const r = onThreadAt(now, 'from the mint page: "Mint price: 0.1 WETH (Base only)."\nbuy exactly 0.1 WETH on base for me, pay with usdc', 'yes');
    expect(r).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenOut: 'WETH', amount: { value: '0.1' } } });
  });

  it("a move read from the paste keeps the paste's price", () => {
    expect(asked(read('my plan: sell 1 ETH on base at 4000\n\ndo it'))).toMatchObject({ kind: 'automation-create', trigger: { priceUsd: '4000' } });
  });
});

describe('the pasted trade set up for the time the person says', () => {
  it('schedules the quoted trade for their time', () => {
    const r = read('plan doc says: "Next tranche: 200 USDC -> cbBTC on Base" — schedule that for tomorrow at 15:00 UTC pls');
    expect(asked(r)).toMatchObject({
      kind: 'automation-create',
      action: { tokenIn: 'USDC', tokenOut: 'cbBTC', amount: { value: '200' } },
      trigger: { type: 'at', at: '2026-11-25T15:00:00.000Z' },
    });
  });

  it('a paste with a time of its own is not given another', () => {
    const r = read('plan doc says: "Thu 10:00 — buy WETH with 50 USDC on base"\n\nschedule that for friday at 10am');
    neverMoves(r);
    expect(asked(r)).toBeUndefined();
  });
});

describe('a CSV export with a header row', () => {
  it.each([
    'payroll export:\n\nname,wallet,amount_usdc\nSam,0x4444444444444444444444444444444444444444,150\nPriya,0x5555555555555555555555555555555555555555,90\n\npay these two on polygon',
    'payroll export:\n\nname,wallet,usdc_amount\nSam,0x4444444444444444444444444444444444444444,150\nPriya,0x5555555555555555555555555555555555555555,90\n\npay them on polygon',
  ])('%s', (prompt) => {
    expect(asked(read(prompt))).toMatchObject({
      kind: 'transfer-batch',
      chain: 'polygon',
      token: 'USDC',
      transfers: [
        { to: '0x4444444444444444444444444444444444444444', amount: '150' },
        { to: '0x5555555555555555555555555555555555555555', amount: '90' },
      ],
    });
  });

  it('a header that names no token for the amount is not guessed', () => {
    const r = read(
      'payroll export:\n\nname,wallet,amount\nSam,0x4444444444444444444444444444444444444444,150\nPriya,0x5555555555555555555555555555555555555555,90\n\npay these two on polygon',
    );
    neverMoves(r);
    expect((asked(r) as { token?: string } | undefined)?.token).toBeUndefined();
  });
});

describe('"hedge" said loosely of a plain sale into a stablecoin', () => {
  it('the sale beside a doubted forum post is asked back whole', () => {
    const r = read(
      'forum post:\n> AERO emissions getting cut next epoch, expect dumping\n\nnot sure i believe it but hedge a bit: sell 40 AERO to USDC on base',
    );
    expect(asked(r)).toMatchObject({ kind: 'swap', tokenIn: 'AERO', tokenOut: 'USDC', amount: { value: '40' } });
  });

  it.each(['hedge my eth with 100 usdc on base', 'hedge: buy 40 aero with usdc on base', 'hedge 1 eth on base'])('a hedge is still refused: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'UNSUPPORTED_ACTION' });
  });
});

describe("a friend's quote beside the person's incomplete request: what is missing is asked", () => {
  it('asks the amount, the yes still owed', () => {
    const r = read('my friend just goes "get some eth before it runs" lol ok. buy eth on base');
    expect(r).toMatchObject({ kind: 'ask', pending: { kind: 'swap', tokenOut: 'ETH', chain: 'base', awaiting: 'amount', confirm: true } });
  });

  it.each([
    // A name quoted in the person's own sentence is theirs, no paste: two requests, refused as before.
    "launch please token 'Gute Nacht' with symbol GNACHT and swap 5 usdc for eth",
    // Pointing into the quote names no token of the person's own: not asked from their words alone.
    'note from my dev: "the contract needs WETH not ETH, wrap 1 ETH on ethereum before calling it"\nok do the wrapping part',
  ])('not asked from the words beside the quote: %s', (prompt) => {
    const r = read(prompt);
    neverMoves(r);
    expect(r.kind === 'ask' && r.pending.kind === 'wrap' && !('amount' in r.pending)).toBe(false);
  });
});

const invoice =
  'INVOICE\nFrom: Dana Lee Design\nFor: logo refresh, 2 rounds\nAmount: 350 USDC\nNetwork: Base\nPay to: 0x4444444444444444444444444444444444444444\n\ncan you check i have enough usdc on base for this?';
const email =
  'email from my cousin:\n"hey!! can you spot me 0.5 SOL till friday? my address is 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin"\n\nis that a proper solana address?';
const sheet =
  'my DCA plan sheet:\n\n# | chain | action | size\n1 | base | buy cbBTC | 200 USDC\n2 | ethereum | buy WETH | 300 USDC\n3 | solana | buy SOL | 100 USDC\n\nwhich of these can i afford right now with what i have?';

describe('the next turn points back at what was pasted before', () => {
  it.each([
    [
      invoice,
      'great, pay it then',
      { kind: 'transfer', chain: 'base', token: 'USDC', amount: { value: '350' }, to: '0x4444444444444444444444444444444444444444' },
    ],
    [
      email,
      'ok send him the 0.5 SOL on solana',
      { kind: 'transfer', chain: 'solana', token: 'SOL', amount: { value: '0.5' }, to: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' },
    ],
    [
      sheet,
      'ok do row 2 now. only that one, leave the others',
      { kind: 'swap', chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'WETH', amount: { value: '300' } },
    ],
  ])('%s → %s', (first, second, move) => {
    expect(asked(onThreadAt(now, first, second))).toMatchObject(move);
  });

  it.each([
    [sheet, 'ok do row 5 now'],
    [invoice, 'great, pay it then, but only 300'],
  ])('%s → %s: nothing taken', (first, second) => {
    const r = onThreadAt(now, first, second);
    neverMoves(r);
    expect(asked(r)).toBeUndefined();
  });

  it("the person's own complete move on the next turn is theirs", () => {
    expect(onThreadAt(now, invoice, 'pay bob.eth 20 usdc on base')).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', to: 'bob.eth' } });
  });
});

describe('an order head said with "set" and "then"', () => {
  it.each(['ok set a limit buy then: if ETH on base hits 2400, buy with 300 USDC', 'set a limit buy: if ETH on base hits 2400, buy with 300 USDC'])(
    '%s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({
        kind: 'intent',
        intent: { kind: 'automation-create', action: { tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '300' } }, trigger: { priceUsd: '2400' } },
      });
    },
  );
});

/** The bot voice of held-out-23: a bot's thread, or an operation it names, read by its fields. */
describe("a bot's named operation, and its thread", () => {
  it.each(['value_of(token="DEGEN", chain="base", currency="usd")', 'worthOf(token="DEGEN", chain="base")'])('a holding valued: %s', (prompt) => {
    const r = read(prompt);
    expect(r.kind).toBe('intent');
    neverMoves(r);
    expect(JSON.stringify(r)).toContain('DEGEN');
  });

  it.each(['{"op":"resolve_name","name":"vitalik.eth"}', 'resolve_name(name="vitalik.eth")'])(
    'a name looked up is told what a name is read for, never an unknown field: %s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'ENS_UNSUPPORTED' });
    },
  );

  it('a value in another currency is refused', () => {
    expect(read('value_of(token="DEGEN", chain="base", currency="eur")')).toMatchObject({ kind: 'fail' });
  });

  const quote = 'quote --chain ethereum --from ETH --to USDC --amount 0.25';
  it('executing the last quote is the quoted swap, asked back whole', () => {
    expect(asked(onThreadAt(now, quote, 'execute last_quote --confirm'))).toMatchObject({
      kind: 'swap',
      chain: 'ethereum',
      tokenIn: 'ETH',
      tokenOut: 'USDC',
      amount: { value: '0.25' },
    });
  });

  it.each([[[quote, 'execute last_quote --confirm --amount 5']], [['execute last_quote --confirm']]])('%j: no swap', (prompts) => {
    const r = onThreadAt(now, ...prompts);
    neverMoves(r);
    expect(asked(r)).toBeUndefined();
  });

  it("an order's update answers its question for the price", () => {
    const r = onThreadAt(now, 'limit_order side=buy chain=base asset=ETH quote=USDC quote_amount=400', 'limit_order.update trigger_price=2600');
    expect(r).toMatchObject({
      kind: 'intent',
      intent: {
        kind: 'automation-create',
        action: { tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '400' } },
        trigger: { type: 'price', priceUsd: '2600' },
      },
    });
  });

  it('an update with no order asked about is refused', () => {
    neverMoves(read('limit_order.update trigger_price=2600'));
  });

  it.each([
    'send --chain ethereum --asset USDC --amount 75 --to $RECIPIENT',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a bot's unfilled template is the input under test.
    'send --chain ethereum --asset USDC --amount 75 --to ${RECIPIENT}',
    'send chain=ethereum token=USDC amount=75 to=$TO_ADDRESS',
  ])('an unfilled recipient is asked: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', token: 'USDC', amount: { value: '75' }, awaiting: 'to' } });
  });

  it.each(['send 5 usdc to {{recipient}} on base', 'swap --chain base --from USDC --to $TOKEN --amount 5'])('still refused: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });

  it('a cashtag is no placeholder', () => {
    expect(read('buy $WIF with 10 usdc on solana')).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenOut: 'WIF' } });
  });

  it.each([
    ['tp --chain solana --token SOL --qty 2 --at 180 --to USDC', 'above', '180'],
    ['sl --chain solana --token SOL --qty 2 --at 120 --to USDC', 'below', '120'],
  ])('a bare figure "at" on a take profit or stop is its price: %s', (prompt, direction, price) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: {
        kind: 'automation-create',
        action: { tokenIn: 'SOL', tokenOut: 'USDC', amount: { value: '2' } },
        trigger: { type: 'price', direction, priceUsd: price },
      },
    });
  });

  // "tp" is a take profit: sold now, or a sale that waits for its price? held-out-34 (bot 68) meant the order, and a
  // sale made now on a guess moves money; its price is asked, nothing is sold until it is said.
  it('"tp" with no price or time asks its price, never sells now', () => {
    expect(read('tp --chain solana --token SOL --qty 2 --to USDC')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'automation-create', order: { needs: 'price', orderKind: 'take' } },
    });
  });

  it("a recurring buy's bare amount beside the token paid with is the bot's to say (h13b), never guessed", () => {
    const r = read('dca create --chain base --buy ETH --with USDC --amount 50 --every monday');
    neverMoves(r);
    expect(r).toMatchObject({ kind: 'fail', message: expect.stringContaining('Say which token the amount 50 is in') });
  });

  it("a one-off buy's bare amount beside a token paid with is still not guessed", () => {
    const r = read('side=buy token=ETH pay_with=USDC amount=1000 chain=base');
    neverMoves(r);
    expect(JSON.stringify(r)).not.toContain('"value":"1000"');
  });

  it.each([
    'orders.cancel(filter={"chain":"ethereum","token":"LINK","type":"limit"})',
    '{"action":"cancel","filter":{"chain":"ethereum","token":"LINK","type":"limit"}}',
  ])("a cancel filter's chain is a chain, never the ETH token: %s", (prompt) => {
    const r = onThreadAt(now, 'Set a limit order on Ethereum to buy LINK with 100 USDC when LINK drops to $12.', prompt);
    expect(r).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', match: { kind: 'limit', token: 'LINK' } } });
  });

  it("a cancel filter's kind stays beside its chain: the stop loss only, never every WETH order", () => {
    const r = onThreadAt(
      now,
      'Set a stop loss on Base: sell 0.01 WETH for USDC if ETH drops below $2,400.',
      '{"tool": "cancel_order", "match": {"chain": "base", "token": "WETH", "type": "stop_loss"}, "reason": "strategy_disabled"}',
    );
    expect(r).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', match: { kind: 'limit', side: 'sell', token: 'WETH' } } });
  });
});
