import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Chat and voice phrasings from the held-out sets (issue 16): each a class, with siblings written differently and
 * near-misses that must keep their reading.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));

describe('"did FROG make me any fees" asks what a launched token earned: a fee check, never a move', () => {
  it.each([
    ['did FROG make me any fees yet? 🐸', 'FROG'],
    ['yo did PUP make me any fees yet', 'PUP'],
    ['how much did FROG make me in fees', 'FROG'],
    ['does PUP make me any fees', 'PUP'],
    ['did FROG make any fees so far', 'FROG'],
  ])('%s', (prompt, token) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'fees-check', scope: { token } } });
  });
  it.each(['make me a swap of 5 usdc to eth on base, low fees pls', 'how much would I pay in fees to make a swap'])('%s is not a fee check', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'intent', intent: { kind: 'fees-check' } });
  });
});

describe('"whatever it costs" after a whole trade accepts its price: the trade is read, within the usual slippage', () => {
  it.each([
    ['i need exactly 200 aero on base, pay w usdc whatever it costs', 'USDC', 'AERO', '200', 'buy'],
    ['i need exactly 200 aero on base, pay with usdc no matter the price', 'USDC', 'AERO', '200', 'buy'],
    ['buy 3 link on ethereum with usdc, price doesnt matter', 'USDC', 'LINK', '3', 'buy'],
    ['get me exactly 50 degen on base using eth at any price', 'ETH', 'DEGEN', '50', 'buy'],
    ['swap 10 usdc to aero on base whatever it costs', 'USDC', 'AERO', '10', 'sell'],
  ])('%s', (prompt, tokenIn, tokenOut, value, side) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenIn, tokenOut, amount: { kind: 'exact', value }, side, slippageBps: 100 },
    });
  });
  it('a trade with no amount still asks for it', () => {
    expect(read('buy aero on base whatever it costs')).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });
  it('the words alone are no request', () => {
    expect(read('whatever it costs')).toMatchObject({ kind: 'fail' });
  });
});

describe('how long a repetition lasts, said loosely ("stop after 8 wks", "for like 2 months"), is its end', () => {
  it.each([
    ['dca 10 usdc into eth every monday on base, stop after 8 wks', { count: 8 }],
    ['every week buy 10 usdc of eth on base, end after 6 weeks', { count: 6 }],
    ['buy 20 usdc of eth every day on base for about 2 wks', { count: 14 }],
    ['dca 50 usdc into cbbtc every monday on base pls, for like 2 months', { endAt: '2027-01-29T23:59:59.000Z' }],
    ['dca 25 usdc into sol every friday on solana and stop after 3 months', { endAt: '2027-02-26T23:59:59.000Z' }],
  ])('%s', (prompt, end) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'every', ...end } } });
  });
  it.each([
    'dca 10 usdc into eth every monday on base, stop after a while',
    'dca 10 usdc into eth every monday on base, stop after 8',
    'send 5 usdc to bob.eth on base, stop after that',
    'send 5 usdc to bob.eth on base. stop',
  ])('%s is set up or sent as nothing', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
});

describe('a read followed by ", thinking of aping" answers the read; the musing is no trade', () => {
  it.each([
    ['wif and jup prices pls, thinking of aping', ['WIF', 'JUP']],
    ['price of wif, thinking of buying some', ['WIF']],
    ['eth price, thinking about selling', ['ETH']],
    ['price of wif, considering buying some', ['WIF']],
  ])('%s', (prompt, tokens) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'price', tokens } });
  });
  it.each([
    'swap 10 usdc to eth on base, thinking of doing more later',
    'buy 10 usdc of eth on base, thinking of selling later',
    'send 5 usdc to bob.eth on base, thinking of sending more tomorrow',
  ])('%s moves nothing', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
});

describe('what a chat adds around a whole batch (a chain label before it, a cheer for payday after it) is no part of it', () => {
  const batch = (chain: string, amount: string) => ({
    kind: 'intent',
    intent: {
      kind: 'transfer-batch',
      chain,
      token: 'USDC',
      transfers: ['alice.eth', 'bob.eth', 'carol.base.eth'].map((to) => ({ to, amount })),
    },
  });
  it.each([
    ['base: 5 usdc each to alice.eth bob.eth and carol.base.eth 🙏', 'base', '5'],
    ['on base: 5 usdc each to alice.eth, bob.eth and carol.base.eth', 'base', '5'],
    ['10 usdc each to alice.eth bob.eth and carol.base.eth on base. payday 💸', 'base', '10'],
    ['send 10 usdc each to alice.eth, bob.eth and carol.base.eth on base. its payday!!', 'base', '10'],
  ])('%s', (prompt, chain, amount) => {
    expect(read(prompt)).toMatchObject(batch(chain, amount));
  });
  it('a cheer after a single transfer is left out too', () => {
    expect(read('send 10 usdc to bob.eth on base. merry christmas 🎄')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', to: 'bob.eth', amount: { value: '10' } },
    });
  });
  it.each([
    'send 10 usdc to bob.eth on base on payday',
    'send 10 usdc to bob.eth on base every payday',
    'send 10 usdc to bob.eth on base, for his birthday',
    'send 10 usdc to bob.eth on base. birthday',
    'base: 5 usdc each to alice.eth, bob.eth on ethereum',
  ])('%s is not sent now', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
});

describe('"deploy GRITS on base, name is Grits and Gravy": the word in capitals after the verb is the ticker beside a name said apart', () => {
  it.each([
    ['deploy GRITS on base, name is Grits and Gravy, creator fees go to bob.eth not me', 'Grits and Gravy', 'GRITS'],
    ['launch GRITS on base, name Grits and Gravy', 'Grits and Gravy', 'GRITS'],
    ['deploy FROG on base, name is Frog Coin', 'Frog Coin', 'FROG'],
    ["mint TACO on base, the name is Taco Tuesday and description 'tacos'", 'Taco Tuesday', 'TACO'],
  ])('%s', (prompt, name, symbol) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'launch', chain: 'base', name, symbol } });
  });
  it('words in capitals that may be the name itself leave the ticker asked', () => {
    expect(read('launch MOON CAT on base, the name is Moon Cat')).toMatchObject({ kind: 'ask', pending: { kind: 'launch', awaiting: 'symbol' } });
  });
  it('the fee recipient said with it is kept', () => {
    expect(read('deploy GRITS on base, name is Grits and Gravy, creator fees go to bob.eth not me')).toMatchObject({
      intent: { feeRecipientName: 'bob.eth' },
    });
  });
});
