import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Everyday and non-native voices (issue 16, held-out-15): a reply asked for "if any issue", thanks said as what a
 * payment is, "back to normal ETH", "Not now, tomorrow." after an order's own time, "at 9 in the morning", a holding
 * just read asked about by pronoun, an order cancelled by its token ("the toshi one"), and a buy that names only what
 * pays. Near misses stay asks or refusals: nothing moves on a word the readers did not take.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const exact = (value: string) => ({ kind: 'exact', value });
const ALICE = '0x1111111111111111111111111111111111111111';

describe('a reply asked for should the move meet a problem is no second request', () => {
  it.each([
    ['Kindly do the needful and convert 0.05 ETH into USDC in Base network. Revert back if any issue.', 'base', 'ETH', 'USDC', '0.05'],
    ['swap 20 usdc to eth on base, let me know if there are any problems', 'base', 'USDC', 'ETH', '20'],
    ['Please convert 0.1 ETH to USDC on base. If any problem, revert back.', 'base', 'ETH', 'USDC', '0.1'],
    ['do the needful and swap 10 usdc to eth on base', 'base', 'USDC', 'ETH', '10'],
    ['sell 1 sol for usdc on solana. Kindly revert in case of any query.', 'solana', 'SOL', 'USDC', '1'],
  ])('%s', (prompt, chain, tokenIn, tokenOut, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', chain, tokenIn, tokenOut, amount: exact(value) } });
  });

  it('a transfer keeps its reply asked for too', () => {
    expect(read(`send 5 usdc to ${ALICE} on polygon. In case of any issue please inform me.`)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', chain: 'polygon', to: ALICE, amount: exact('5') },
    });
  });

  it.each([
    'convert 0.05 ETH into USDC on Base. Revert if price is above 3000.',
    'convert 0.05 ETH into USDC on Base. If any issue, sell it back.',
    'Kindly do the needful.',
  ])('%s is not made', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('thanks said as what a payment is', () => {
  it.each([
    ['pls send vitalik.eth 0.01 eth on mainnet as a thank u for everything 😂', 'ethereum', 'vitalik.eth', '0.01'],
    ['send 20 usdc to bob.eth on base as thanks for dinner', 'base', 'bob.eth', '20'],
    ['send 5 usdc to alice.eth on base as a little gift', 'base', 'alice.eth', '5'],
    ['send 3 usdc to alice.eth on base, as a token of appreciation', 'base', 'alice.eth', '3'],
  ])('%s', (prompt, chain, to, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', chain, to, amount: exact(value) } });
  });

  it.each(['send 20 usdc to bob.eth on base as thanks if he delivers', 'send 5 usdc to alice.eth on base as a tip for the 10 eth'])(
    '%s is not sent',
    (prompt) => {
      expect(read(prompt).kind).toBe('fail');
    },
  );
});

describe('an unwrap back to the plain token', () => {
  it.each([
    ['Please unwrap 0.01 WETH back to normal ETH on ethereum mainnet.', 'ethereum', 'WETH', '0.01'],
    ['kindly unwrap my 0.02 weth back to the normal eth on base network', 'base', 'WETH', '0.02'],
    ['unwrap 0.5 WPOL back into regular POL on polygon pls', 'polygon', 'WPOL', '0.5'],
  ])('%s', (prompt, chain, token, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'unwrap', chain, token, amount: exact(value) } });
  });

  it('someone else’s words before it still stop it', () => {
    expect(read('my boss said unwrap 0.01 WETH back to normal ETH on ethereum').kind).toBe('fail');
  });
});

describe('an order at its own time, with "not now" said after it', () => {
  it.each([
    ['Tomorrow at 9 in the morning (UTC time) please buy WETH with 100 USDC on base. Not now, tomorrow.', '2026-11-27T09:00:00.000Z'],
    ['tomorrow at 7 in the evening utc, swap 10 usdc for eth on base', '2026-11-27T19:00:00.000Z'],
    ['buy 20 usdc of degen on base tomorrow at 10 at night', '2026-11-27T22:00:00.000Z'],
    ['tomorrow at nine in the morning swap 10 usdc for eth on base', '2026-11-27T09:00:00.000Z'],
    ['tomorrow at 14:00 utc sell 1 sol for usdc on solana, not now', '2026-11-27T14:00:00.000Z'],
  ])('%s', (prompt, at) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'at', at } } });
  });

  it.each(['swap 10 usdc for eth on base. Not now, tomorrow.', 'swap 10 usdc for eth on base. not now'])('%s is not made now', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('a holding just read, asked about by pronoun', () => {
  it.each([
    [['how much eth do I have on ethereum', "and is that enough to send like two of them to someone I'm not sending yet just asking"], 'ethereum', 'ETH', '2'],
    [['how much sol do i have', 'is it enough to send 3 of them to my brother? not sending yet'], 'solana', 'SOL', '3'],
    [['my usdc on base', 'is that enough to buy 100 usdc of degen'], 'base', 'USDC', '100'],
  ])('%j', (prompts, chain, token, amount) => {
    expect(onThreadAt(now, ...prompts)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'balance', chains: [chain], tokens: [token], check: { test: 'at-least', amount } },
    });
  });

  it('a send of them named outright is asked back, never made', () => {
    expect(onThreadAt(now, 'how much eth do I have on base', `ok send 2 of them to ${ALICE} on base`)).toMatchObject({
      kind: 'ask',
      pending: { awaiting: 'confirm' },
    });
  });
});

describe('an order cancelled by what it is', () => {
  it.each([
    [['on base, buy 10 USDC of TOSHI every day', 'what orders have I got', 'cancel the toshi one'], { token: 'TOSHI' }],
    [['ok kill the degen one pls'], { token: 'DEGEN' }],
    [
      ['every week buy 20 USDC of DEGEN on base', "I change my mind, cancel the DEGEN weekly buy please. I don't want it anymore"],
      { token: 'DEGEN', side: 'buy', intervalSeconds: 604_800 },
    ],
    [['changed my mind, stop the eth one'], { token: 'ETH' }],
  ])('%j', (prompts, match) => {
    expect(onThreadAt(now, ...prompts)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', target: 'match', match } });
  });

  it.each(['cancel the one', 'cancel the toshi one and buy 10 usdc of degen on base'])('%s cancels nothing', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('a buy that names only what pays', () => {
  it.each(['buy for 150 usdc on base', 'ok set a buy at 2800 for 150 usdc on base'])('%s asks what to buy, never buys the payment', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting: 'tokenOut' } });
  });

  it.each([
    [["where's eth at rn", 'ok set a buy at 2800 for 150 usdc on base'], 'automation-create'],
    [['price of sol', 'buy for 50 usdc on solana'], 'swap'],
  ])('%j takes the token just priced, asked back for a yes', (prompts, kind) => {
    const got = onThreadAt(now, ...prompts);
    expect(got).toMatchObject({ kind: 'ask', pending: { kind, awaiting: 'confirm' } });
  });

  it('the limit buy waits below its price', () => {
    expect(onThreadAt(now, "where's eth at rn", 'ok set a buy at 2800 for 150 usdc on base')).toMatchObject({
      pending: {
        action: { tokenIn: 'USDC', tokenOut: 'ETH', amount: exact('150') },
        trigger: { type: 'price', token: 'ETH', direction: 'below', priceUsd: '2800' },
      },
    });
  });

  it('"for" a token that is no dollar is still that many bought, as before', () => {
    expect(onThreadAt(now, 'price of eth', 'buy for 50 eth on base')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenOut: 'ETH', amount: exact('50') },
    });
  });
});

describe('a read asked first, then a story about it', () => {
  const AERO = '0x940181a94A35A4569E4529A3CDfB74e38FD98631';
  it.each([
    `what is this token? ${AERO} on base. my friend tell me to buy it but I not know what is it`,
    `whats this ${AERO} on base? everyone in my tg is shilling it`,
    `what is ${AERO} on base. my brother said to buy it`,
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'lookup', address: AERO, chain: 'base' } });
  });

  it.each(['link price?? ct says its pumping', 'price of link. people on twitter keep saying it will pump'])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'price', tokens: ['LINK'] } });
  });

  it.each([`what is this token? ${AERO} on base. my friend tell me to buy it so buy 10 usdc of it`, 'price of degen. my cousin says buy 100 usdc of it'])(
    '%s moves nothing',
    (prompt) => {
      const got = read(prompt);
      expect(got.kind === 'fail' || (got.kind === 'intent' && got.intent.kind === 'price')).toBe(true);
    },
  );
});

describe('Pidgin and Tagalog trades and batches', () => {
  it.each([
    ['Abeg share money for my people: 10 USDC go alice.eth, 10 USDC go bob.eth. All of am for base.', 'base', ['10', '10']],
    ['share money for my guys: 5 USDC go alice.eth, 7 USDC go bob.eth, all of dem for polygon', 'polygon', ['5', '7']],
  ])('%s', (prompt, chain, amounts) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: {
        kind: 'transfer-batch',
        chain,
        token: 'USDC',
        transfers: [
          { to: 'alice.eth', amount: amounts[0] },
          { to: 'bob.eth', amount: amounts[1] },
        ],
      },
    });
  });

  it.each([
    [['gusto ko bumili ng BONK', '20 dollars lang po, gamitin mo yung USDC ko sa solana']],
    [['gusto ko po bumili ng BONK', '20 dollars, use my USDC on solana']],
  ])('%j', (prompts) => {
    expect(onThreadAt(now, ...prompts)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', chain: 'solana', tokenIn: 'USDC', tokenOut: 'BONK', amount: { kind: 'usd', value: '20' } },
    });
  });

  it('a "go" that is no payment is asked about, never read as one', () => {
    expect(read('abeg swap 20 usdc go eth for base')).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
  });
});

describe('a protective order named with a courtesy, then its trade', () => {
  it.each([
    ['put a stop loss on my sol pls, sell 1 sol if it dips under 120', 'solana', 'SOL', '1', '120'],
    ['set a take profit on my eth please - sell 0.5 eth on base if it hits 4000', 'base', 'ETH', '0.5', '4000'],
  ])('%s', (prompt, chain, tokenIn, value, priceUsd) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { chain, tokenIn, amount: exact(value) }, trigger: { type: 'price', priceUsd } },
    });
  });

  it('the order named alone asks for its trade', () => {
    expect(read('put a stop loss on my sol pls')).toMatchObject({ kind: 'ask' });
  });
});

describe('a wish said without its "to", and an order’s token said again in its answer', () => {
  it.each([
    ['I need buy 20 usdc of degen on base', 'swap'],
    ['we want send 5 usdc to alice.eth on base', 'transfer'],
  ])('%s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });

  it.each([
    [['I want make a limit order for ETH on base', 'buy ETH with 200 USDC when the price is falling to 2500 dollar']],
    [['make a limit order for ETH on base', 'buy with 200 USDC at 2500']],
    [['I want to make a limit order for eth on base', 'buy eth with 200 usdc at 2500']],
  ])('%j', (prompts) => {
    expect(onThreadAt(now, ...prompts)).toMatchObject({
      kind: 'intent',
      intent: {
        kind: 'automation-create',
        action: { chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: exact('200') },
        trigger: { type: 'price', token: 'ETH', direction: 'below', priceUsd: '2500' },
      },
    });
  });
});

describe('a price said aloud in an order whose token is the one just priced', () => {
  it('asks which price, the token named in the question and the yes still owed', () => {
    const got = onThreadAt(now, "what's solana at right now", 'okay set a limit buy if it drops to one twenty use a hundred usdc');
    expect(got).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', confirm: true, order: { trade: 'sell 100 USDC for SOL on solana' } } });
    if (got.kind === 'ask') expect(got.question).toMatch(/SOL.*\$1\.20 or \$120/);
  });

  it('the price answered, the order is asked whole for a yes', () => {
    expect(onThreadAt(now, "what's solana at right now", 'okay set a limit buy if it drops to one twenty use a hundred usdc', '120')).toMatchObject({
      kind: 'ask',
      pending: { awaiting: 'confirm', trigger: { type: 'price', token: 'SOL', direction: 'below', priceUsd: '120' } },
    });
  });

  it('without the thread the spoken price is asked as before', () => {
    expect(read('set a limit buy of sol at one twenty with 100 usdc on solana')).toMatchObject({
      kind: 'ask',
      pending: { order: { needs: 'price' } },
    });
  });
});
