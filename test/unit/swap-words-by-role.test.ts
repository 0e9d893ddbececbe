import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Round 5 of issue 16's wrong-move hunt: everyday and non-native trade phrasings run through the interpreter, and the
 * ones that moved funds differently from what was meant fixed by the role of their words, each as a class.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T12:00:00Z'));
const swap = (tokenIn: string, tokenOut: string, amount: object, side: string) => ({
  kind: 'intent',
  intent: { kind: 'swap', tokenIn, tokenOut, amount, side },
});

// "sell 100 usdc of eth" bought ETH with 100 USDC: the amount's token was read as the one sold. An amount in one token
// "of" another says how much of the other to sell, by what it brings: that other token is sold, the amount received.
describe('"sell N X of Y": Y is sold, for exactly N X', () => {
  it.each([
    ['sell 100 usdc of eth on base', 'ETH', 'USDC', '100'],
    ['sell 100 usdc worth of eth on base', 'ETH', 'USDC', '100'],
    ['sell exactly 100 usdc of eth on base', 'ETH', 'USDC', '100'],
    ['Sell 100 USDC of my ETH on Base.', 'ETH', 'USDC', '100'],
    ['sell 0.01 eth of degen on base', 'DEGEN', 'ETH', '0.01'],
    ['swap 100 usdc of eth to usdc on base', 'ETH', 'USDC', '100'],
    ['sell for 20 usdc of degen on base', 'DEGEN', 'USDC', '20'],
    ['trade 50 usdc of my brett on base', 'BRETT', 'USDC', '50'],
    ['pls sell like 25 usdc worth of the degen, base', 'DEGEN', 'USDC', '25'],
    ['swap 0.01 eth worth of usdc to eth on base', 'USDC', 'ETH', '0.01'],
  ])('%s', (prompt, tokenIn, tokenOut, value) => {
    expect(read(prompt)).toMatchObject(swap(tokenIn, tokenOut, { kind: 'exact', value }, 'buy'));
  });

  it.each([
    // The amount's own token is what is sold: it stays sold.
    ['sell 100 usdc for eth on base', 'USDC', 'ETH', '100'],
    ['sell 100 of my usdc for eth on base', 'USDC', 'ETH', '100'],
    ['swap 100 usdc to eth on base', 'USDC', 'ETH', '100'],
  ])('%s: the amount is spent', (prompt, tokenIn, tokenOut, value) => {
    expect(read(prompt)).toMatchObject(swap(tokenIn, tokenOut, { kind: 'exact', value }, 'sell'));
  });

  it.each(['sell 100 usdc of eth for degen on base', 'swap 100 usdc worth of eth for degen on base', 'convert 100 usdc of eth to dai on base'])(
    '%s: a third token to get moves nothing',
    (prompt) => {
      expect(read(prompt).kind).not.toBe('intent');
    },
  );
});

// "buy a quarter eth with usdc" spent a quarter of the USDC balance: a share said of the token bought was read as a
// share of the balance that pays. It is that much of one token ("half eth", "a quarter eth"), or asked.
describe('a share of the token bought is a quantity of it, never a share of what pays', () => {
  it.each([
    ['buy a quarter eth with usdc on base', 'ETH', '0.25'],
    ['buy half eth with usdc on base', 'ETH', '0.5'],
    ['get me a half sol with usdc on solana', 'SOL', '0.5'],
    ['buy half a eth with usdc on base', 'ETH', '0.5'],
    ['grab a quarter eth, pay with usdc, base', 'ETH', '0.25'],
    // "1/4 eth" is a quarter of one ETH (wave 2 of the red-team's fixes), as "a quarter eth" is.
    ['buy 1/4 eth with usdc on base', 'ETH', '0.25'],
  ])('%s', (prompt, tokenOut, value) => {
    expect(read(prompt)).toMatchObject(swap('USDC', tokenOut, { kind: 'exact', value }, 'buy'));
  });

  it.each(['buy quarter of eth with usdc on base', 'buy 25% eth with usdc on base', 'buy all eth with usdc on base'])('%s: how much is asked', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', awaiting: 'amount' } });
  });

  it.each([
    // A share of what pays, or of what is sold, is still a share of the balance.
    ['buy eth with half my usdc on base', 'USDC', 'ETH', 0.5],
    ['buy eth with a quarter of my usdc on base', 'USDC', 'ETH', 0.25],
    ['sell a quarter of my eth for usdc on base', 'ETH', 'USDC', 0.25],
    ['swap half my usdc to eth on base', 'USDC', 'ETH', 0.5],
  ])('%s: a share of the balance', (prompt, tokenIn, tokenOut, value) => {
    expect(read(prompt)).toMatchObject(swap(tokenIn, tokenOut, { kind: 'fraction', value }, 'sell'));
  });

  it('"sell a quarter eth" is a quarter of one ETH', () => {
    expect(read('sell a quarter eth for usdc on base')).toMatchObject(swap('ETH', 'USDC', { kind: 'exact', value: '0.25' }, 'sell'));
  });
});

// "Please buy for me exactly 5 WIF and pay by USDC, on Solana" was refused as two actions: "pay by" named a payment.
// "pay"/"paying" with by, via, through, in, using or from before a token names what pays; "for" right after a buy's verb
// starts its price.
describe('what pays, by its role', () => {
  it.each([
    ['Please buy for me exactly 5 WIF and pay by USDC, on Solana', 'USDC', 'WIF', { kind: 'exact', value: '5' }, 'buy'],
    ['get me exactly 5 WIF, pay by USDC, solana', 'USDC', 'WIF', { kind: 'exact', value: '5' }, 'buy'],
    ['buy 5 wif paying via usdc on solana', 'USDC', 'WIF', { kind: 'exact', value: '5' }, 'buy'],
    ['i need exactly 50 uni on ethereum, pay through usdc', 'USDC', 'UNI', { kind: 'exact', value: '50' }, 'buy'],
    ['buy for 20 usdc degen on base', 'USDC', 'DEGEN', { kind: 'exact', value: '20' }, 'sell'],
    ['buy for 20 usdc some degen on base', 'USDC', 'DEGEN', { kind: 'exact', value: '20' }, 'sell'],
    ['buy for 0.01 eth some usdc on base', 'ETH', 'USDC', { kind: 'exact', value: '0.01' }, 'sell'],
    ['I want buy for 30 dollars of TOSHI, paying with USDC, in the Base', 'USDC', 'TOSHI', { kind: 'usd', value: '30' }, 'sell'],
    ['buy $DEGEN with 20 usdc on base', 'USDC', 'DEGEN', { kind: 'exact', value: '20' }, 'sell'],
    ['buy 20 usdc worth of $DEGEN on base', 'USDC', 'DEGEN', { kind: 'exact', value: '20' }, 'sell'],
  ])('%s', (prompt, tokenIn, tokenOut, amount, side) => {
    expect(read(prompt)).toMatchObject(swap(tokenIn, tokenOut, amount, side));
  });

  it.each([
    // "pay by" with no token after it is still no pay word, and a payment is never made of it.
    'buy exactly 5 wif, I pay by card, on solana',
    'buy 5 wif and pay by tomorrow on solana',
  ])('%s: nothing moves', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

// "buy eth with 100 on base" bought 100 ETH: a bare number said as what pays was read as the amount bought. It is a
// price in a token not named, so which token is asked.
describe('a bare number said as what pays is asked about, never bought', () => {
  it.each([
    ['buy eth with 100 on base', 'ETH'],
    ['buy eth for 100 on base', 'ETH'],
    ['buy eth using 100 on base', 'ETH'],
    ['get eth with 50 on base', 'ETH'],
    ['buy degen paying 100 on base', 'DEGEN'],
    ['pls buy some brett with like 40, base', 'BRETT'],
  ])('%s', (prompt, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', tokenOut, awaiting: 'amount' } });
  });

  it.each([
    // A number before the token bought is that many of it.
    ['buy 100 eth on base', '100'],
    ['buy for 100 eth on base', '100'],
  ])('%s: that many bought', (prompt, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenOut: 'ETH', side: 'buy', amount: { kind: 'exact', value } } });
  });

  it('"buy 100 of eth" may be 100 ETH or $100 of it: refused, never guessed', () => {
    expect(read('buy 100 of eth on base')).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT' });
  });

  it('the answer names the token that pays, and the amount is spent', () => {
    const first = read('buy eth with 100 on base');
    const thread = [{ prompt: 'buy eth with 100 on base', status: 'completed', interpretation: first }] as Parameters<typeof interpretPrompt>[1];
    expect(interpretPrompt('100 usdc', thread)).toMatchObject(swap('USDC', 'ETH', { kind: 'exact', value: '100' }, 'sell'));
  });
});

// "buy 2 and a half eth with usdc" bought 0.5 ETH, "swap two and half eth" sold half the ETH balance and "sell two eth and
// a half" sold 2: a half said after a whole number is part of it.
describe('"and a half" after a whole number is part of it', () => {
  it.each([
    ['buy 2 and a half eth with usdc on base', '2.5'],
    ['buy one and a half eth with usdc on base', '1.5'],
    ['swap two and half eth to usdc on base', '2.5'],
    ['sell two eth and a half for usdc on base', '2.5'],
    ['sell 3 and half eth for usdc on base', '3.5'],
    ['send 2 and a half usdc to 0x1111111111111111111111111111111111111111 on base', '2.5'],
  ])('%s', (prompt, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { amount: { kind: 'exact', value } } });
  });

  it.each([
    // A half of a balance stays one.
    ['sell half my eth for usdc on base', 0.5],
    // Two tokens each with its own amount and nothing making one the token received: two sells, never ETH into DEGEN.
    ['sell 2 eth, and half of my degen too, on base', undefined],
    ['sell 2 eth and half of my degen on base', undefined],
    ['sell 0.01 eth and 1000 degen on base', undefined],
  ])('%s', (prompt, value) => {
    const r = read(prompt);
    if (value === undefined) expect(r.kind).not.toBe('intent');
    else expect(r).toMatchObject({ kind: 'intent', intent: { amount: { kind: 'fraction', value } } });
  });
});

// "buy 1.500 degen" bought 1.5 DEGEN where much of Europe writes 1500 so: three decimals ending in zero after a whole
// number are read as neither, and the refusal says both readings.
describe('a dot that may group thousands is no amount', () => {
  it.each([
    ['buy 1.500 degen with usdc on base', '1.500'],
    ['send 1.000 usdc to 0x1111111111111111111111111111111111111111 on base', '1.000'],
    ['buy 10.000 degen with usdc on base', '10.000'],
    ['sell 2.250 eth for usdc on base', '2.250'],
  ])('%s', (prompt, said) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT', message: expect.stringContaining(`"${said}"`) });
  });

  it.each([
    ['buy 0.100 eth with usdc on base', '0.100'],
    ['buy 1.125 eth with usdc on base', '1.125'],
    ['buy 1.5 eth with usdc on base', '1.5'],
    ['send 2.50 usdc to 0x1111111111111111111111111111111111111111 on base', '2.50'],
    ['buy 1,500 degen with usdc on base', '1500'],
  ])('%s: read as written', (prompt, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { amount: { kind: 'exact', value } } });
  });
});
