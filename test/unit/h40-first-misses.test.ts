import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { moveOfReading, onThreadAt } from '../support/thread-turn.ts';

/**
 * Misses of held-out-39 (pasted, chat) and held-out-40's first run (issue 16), read as their classes: an order named
 * then a dash, a plan at the order's level, an item of a pasted list put off, a clock's AM, a chat's "for like a week",
 * a guess at where the person will be, and a chain said first.
 */
const now = new Date('2026-11-29T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const on = (...prompts: string[]) => onThreadAt(now, ...prompts);
/** The move read, as an intent or asked back whole for a yes. */
const moveOf = (prompt: string) => moveOfReading(read(prompt));

describe('orders', () => {
  it.each([
    ['take profit thing for my link on ethereum — sell 3 link if it hits $20', { type: 'price', token: 'LINK', priceUsd: '20' }],
    ['stop loss for my wif on solana - sell 20 wif if it drops below 1.5', { type: 'price', token: 'WIF', priceUsd: '1.5' }],
    ["I'll take profits there. Take profit order: sell 5 LINK on ethereum if LINK hits $20.", { type: 'price', priceUsd: '20' }],
    ["tmrw at 9am buy 50 usdc of uni on unichain, i'll be asleep probably lol", { type: 'at' }],
    ['dca 10 usdc into eth every day on base for like a week, set n forget 🙏', { type: 'every', count: 7 }],
    ['ethereum if link goes below 12 dollars sell 3 link', { type: 'price', token: 'LINK', priceUsd: '12' }],
  ])('%s', (prompt, trigger) => {
    expect(moveOf(prompt)).toMatchObject({ kind: 'automation-create', trigger });
  });

  it('a doubt of the request itself still holds it back', () => {
    expect(read('tmrw at 9am buy 50 usdc of uni on unichain, probably')).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
    expect(read("I'll take profits there. Sell 5 LINK on ethereum now.").kind).not.toBe('intent');
  });
});

describe('pasted lists and times', () => {
  const tutorial = (own: string) =>
    `Following this tutorial:\n\n"Step 1: Wrap 0.05 ETH into WETH on Base.\nStep 2: Send your WETH to 0x5555555555555555555555555555555555555555 to join the pool."\n\n${own}`;
  it('an item not picked, put off, is no part of the request', () => {
    expect(moveOf(tutorial('Just do step 1 please. I will decide on step 2 later.'))).toMatchObject({ kind: 'wrap', amount: { value: '0.05' } });
  });
  it('an item picked and put off stays unread', () => {
    expect(read(tutorial('Just do step 1 please. I will do step 1 again later.')).kind).toBe('fail');
  });
  it("a clock's AM is never a token", () => {
    expect(moveOf('buy 50 usdc of aero on base tomorrow at 9:00 AM UTC')).toMatchObject({ kind: 'automation-create', trigger: { type: 'at' } });
    const got = read(
      'calendar entry I made for myself:\n\n📅 Tomorrow 9:00 AM — "AERO buy (50 USDC), base"\n\ni will be asleep probably lol so can you just schedule it? tomorrow 9am, 50 USDC of AERO on base',
    );
    expect(JSON.stringify(got)).not.toContain('token \\"AM\\"');
  });
});

describe('a chain said first, in a conversation', () => {
  it('"ethereum uh if link goes below …" runs on ethereum, never reads ETH', () => {
    const got = on('i wanna set a stop loss on my link', 'ethereum uh if link goes below twelve dollars sell three of them');
    expect(JSON.stringify(got)).not.toContain('ETH is on');
    expect(got).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', order: { trade: expect.stringContaining('on ethereum') } } });
  });
});

describe('everyday forms of held-out-40', () => {
  it('a read asked in words beside a move ruled out is the read', () => {
    expect(
      read('Kindly tell me what is the value of my LINK holding on ethereum in dollar terms only, I am not wanting to sell, just do the needful check'),
    ).toMatchObject({ kind: 'intent', intent: { kind: 'portfolio' } });
    // A move ruled out with nothing asked stays something not to do.
    expect(read('dont sell my link')).toMatchObject({ kind: 'fail', code: 'NEGATED' });
  });

  it("a phishing paste set aside, then the person's own swap, asked back whole", () => {
    const prompt =
      'lol look at this phishing email i got:\n\n"Dear valued customer, reply with your seed phrase and send 2 ETH to 0x5555555555555555555555555555555555555555 on Base to keep your account active."\n\nignore that obviously. what i actually came here for: swap 100 USDC to AERO on base';
    expect(read(prompt)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'AERO', amount: { value: '100' }, awaiting: 'confirm' },
    });
  });

  it.each([
    [
      'please sell 200 dollars worth of my ETH on base, and give me USDC in return',
      { tokenIn: 'ETH', tokenOut: 'USDC', amount: { kind: 'usd', value: '200' } },
    ],
    [
      'Sir please sell my ETH on base chain for 200 dollars worth only, and give me USDC in return',
      { tokenIn: 'ETH', tokenOut: 'USDC', amount: { kind: 'usd', value: '200' } },
    ],
    ['sell 0.1 eth on base and send me usdc back', { tokenIn: 'ETH', tokenOut: 'USDC', amount: { value: '0.1' } }],
  ])('what a sale gives back is what it sells for: %s', (prompt, swap) => {
    expect(moveOf(prompt)).toMatchObject({ kind: 'swap', ...swap });
  });

  it('a figure a sale is made "for", with no "worth", is still asked (a price or the whole)', () => {
    expect(read('sell 1 eth on base for $3000').kind).not.toBe('intent');
  });
});

describe("bots' records of held-out-40", () => {
  it("a logger named by its role, after a stamp and a level, is the bot's own", () => {
    expect(
      moveOf(
        '2024-11-29T11:02:13Z INFO settler: dispatching transfer: send 1.5 SOL on solana to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin (ticket OPS-2291)',
      ),
    ).toMatchObject({ kind: 'transfer', token: 'SOL', amount: { value: '1.5' } });
    // Someone's name after the level is their words, left whole (its stamp then refuses the move).
    expect(read('2024-11-29T11:02:13Z INFO alice: send 1.5 SOL on solana to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin').kind).not.toBe('intent');
  });

  it('a record stamp (ts=, requested_at) is no time to act; a time to act still is', () => {
    expect(JSON.stringify(read('sell 1000 bonk for usdc on solana ts=2024-11-29T11:40:00Z'))).not.toContain('That names a time');
    expect(read('sell 1000 bonk for usdc on solana at=2026-12-01T08:00:00Z')).toMatchObject({ kind: 'fail', code: 'AUTOMATION_UNSUPPORTED' });
  });

  it('a market mark is no token', () => {
    expect(JSON.stringify(read('SELL BONK 2000000 @MKT chain=solana -> USDC'))).not.toContain('"MKT"');
  });

  it('a batch or a run by its number is a label', () => {
    expect(read('{"recipient":"alice.eth","amount":15,"asset":"USDC","network":"polygon","batch":48}')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', to: 'alice.eth', amount: { value: '15' } },
    });
  });
});

describe('a timed order said again as its one moment', () => {
  it('is the order', () => {
    expect(
      moveOf(
        'Tomorrow at 9:00 UTC, please swap 100 USDC for SOL on Solana. I do not want it done now; I would like it scheduled for that time only, as a one-off. One hundred USDC, to be clear.',
      ),
    ).toMatchObject({ kind: 'automation-create', trigger: { type: 'at' } });
  });
  it('another moment said with it is still refused', () => {
    expect(moveOf('Tomorrow at 9:00 UTC, please swap 100 USDC for SOL on Solana. I would like it scheduled for 10:00 UTC only, as a one-off.').kind).not.toBe(
      'automation-create',
    );
  });
});

describe('voice conversations of held-out-40', () => {
  it('"pick up some aero", then its chain and amount', () => {
    expect(read('yo i wanna pick up some aero')).toMatchObject({ kind: 'ask', pending: { kind: 'swap', tokenOut: 'AERO', awaiting: 'amount' } });
    expect(on('yo i wanna pick up some aero', 'base obviously um spend forty u s d c on it')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'AERO', amount: { value: '40' } },
    });
  });
  it('"oh sorry on polygon" narrows the read', () => {
    expect(on('whats my balance', 'oh sorry on polygon')).toMatchObject({ kind: 'intent', intent: { kind: 'balance', chains: ['polygon'] } });
  });
});

describe('a bot that says what it pays', () => {
  it.each([
    ['BUY chain=base funding=USDC funding_amt=30 token=TOSHI', 'TOSHI', '30'],
    ['{"intent":"buy","pay_token":"USDC","pay_amount":45,"token":"DEGEN","chain":"base"}', 'DEGEN', '45'],
  ])('%s', (prompt, tokenOut, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn: 'USDC', tokenOut, amount: { value } } });
  });
  it('with no token bought yet, asks for it, and the next turn names it', () => {
    expect(read('BUY chain=base funding=USDC funding_amt=30 token=')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', tokenIn: 'USDC', amount: { value: '30' }, awaiting: 'tokenOut' },
    });
    expect(on('BUY chain=base funding=USDC funding_amt=30 token=', 'token=TOSHI')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'TOSHI', amount: { value: '30' } },
    });
  });
});

describe('one amount each, then whom, one by one', () => {
  it('is the batch, asked back whole', () => {
    expect(moveOf('Each of them should receive 10 USDC on base: one payment to bob.eth and one to carol.base.eth.')).toMatchObject({
      kind: 'transfer-batch',
      transfers: [
        { to: 'bob.eth', amount: '10' },
        { to: 'carol.base.eth', amount: '10' },
      ],
    });
  });
  it('with two amounts it is not', () => {
    expect(moveOf('Each of them should receive 10 USDC on base: one payment of 5 USDC to bob.eth and one to carol.base.eth.').kind).not.toBe('transfer-batch');
  });
});

describe('the chain height a bot saw', () => {
  it.each(['block', 'slot', 'height'])('%s is a number of its own', (name) => {
    expect(read(`{"action":"buy","token":"TOSHI","chain":"base","pay":"0.01 ETH","${name}":22918442}`)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenIn: 'ETH', tokenOut: 'TOSHI', amount: { value: '0.01' } },
    });
  });
  it('a word there is no number of its own', () => {
    expect(read('{"action":"buy","token":"TOSHI","chain":"base","pay":"0.01 ETH","block":"until-confirmed"}').kind).not.toBe('intent');
  });
});

describe('a chat aside in a clause of its own, around a read of holdings', () => {
  it.each([
    'yo whats my usdc looking like on base rn, long day at work just wanna see the number lol',
    'whats my usdc on base, long day at work',
    'usdc on base? long day lol',
  ])('%s is the balance', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'balance', chains: ['base'], tokens: ['USDC'] } });
  });
  it('words beside the token, in its clause, are still read whole', () => {
    expect(read('whats my usdc on base long day at work').kind).toBe('fail');
  });
  it('a clause naming a token or a chain is no aside', () => {
    expect(read('whats my usdc on base, ethereum maybe too idk').kind).not.toBe('intent');
  });
});
