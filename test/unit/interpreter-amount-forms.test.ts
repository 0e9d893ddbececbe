import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * The red-team's wrong amounts and directions (issue 16, W7, W11, W14, W18, W22, W27), each as a class read by the role
 * of its words: a fraction written before a token, a share of a scale, two amounts, money in another currency, who a
 * trade is done for, a figure "for" which a trade is done, and a wrap whose verb and token pull opposite ways.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));

describe('a fraction written before a token is that much of one token, never a share of the balance', () => {
  it.each([
    ['send 1/2 of an eth to alice.eth on base', 'ETH', '0.5'],
    ['send 1/2 of an eth to bob.eth on base', 'ETH', '0.5'],
    ['transfer 3/4 of one eth to alice.eth on ethereum', 'ETH', '0.75'],
  ])('%s', (prompt, token, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', token, amount: { kind: 'exact', value } } });
  });
  it.each([
    ['sell 1/8 of an eth on base', 'ETH', '0.125'],
    ['sell 1/4 of an eth on base', 'ETH', '0.25'],
  ])('%s', (prompt, tokenIn, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn, amount: { kind: 'exact', value } } });
  });
  // "1/2 eth" beside a token: never half the balance (the second-amount check may still ask which of 0.5 and 2 is meant).
  it.each([
    'send 1/2 eth to bob.eth on base',
    'send 1/10 eth to bob.eth on base',
    'tip bob.eth 1/2 usdc on base',
    'send 1/4 usdc to bob.eth on base',
    'send 3/4 eth to alice.eth on ethereum',
    'sell 1/4 eth on base',
    'every day buy eth with 1/2 usdc on base',
  ])('never a share: %s', (prompt) => {
    expect(JSON.stringify(read(prompt))).not.toContain('"fraction"');
  });
  it.each([
    ['send 1/2 of my eth to alice.eth on base', 0.5],
    ['sell 1/4 of my eth on base', 0.25],
    ['sell 3/4 of the degen on base', 0.75],
  ])('a share of what is held stays a share: %s', (prompt, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { amount: { kind: 'fraction', value } } });
  });
  it.each([
    ['send 20/30 usdc to bob.eth on base', '20/30'],
    ['send 10/20 usdc to alice.eth on base', '10/20'],
    ['transfer 1/3 eth to bob.eth on base', '1/3'],
    ['send 2/3 eth to alice.eth on base', '2/3'],
  ])('no plain decimal, or no lowest terms, is never guessed: %s', (prompt, said) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT', message: expect.stringContaining(said) });
  });
});

describe('two amounts said as alternatives are never picked from', () => {
  it.each([
    'sell 2 or 3 eth on base',
    'sell 3 or 4 eth on base',
    'sell 5 or 6 sol on solana',
    'buy eth with 20 or 30 usdc on base',
    'send two or three usdc to alice.eth on base',
    'sell 0.1-0.2 eth on base',
    'buy $20 or $30 of eth on base',
    'swap 50-100 usdc to eth on base',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT', message: expect.stringContaining('two amounts') });
  });
});

describe('a number with a share of it, or a share of a scale, is the number said', () => {
  it.each([
    ['buy one and a quarter eth with usdc on base', '1.25'],
    ['buy three and a quarter sol with usdc on solana', '3.25'],
    ['sell two and a quarter eth on base', '2.25'],
    ['sell 2 and a quarter eth on base', '2.25'],
    ['swap 1 and a half eth to usdc on base', '1.5'],
    ['buy half a million degen with usdc on base', '500000'],
    ['sell half a million degen on base', '500000'],
    ['sell a half million degen on base', '500000'],
    ['sell a quarter million degen on base', '250000'],
    ['buy a quarter of a million degen with usdc on base', '250000'],
    ['sell a million and a half degen on base', '1500000'],
    ['sell one million and a half degen on base', '1500000'],
    ['buy a thousand and a half degen with usdc on base', '1500'],
    ['swap half a k of usdc to eth on base', '500'],
    ['buy two and a half thousand degen with usdc on base', '2500'],
    ['buy 2 and a half million degen with usdc on base', '2500000'],
    ['sell one and a quarter million degen on base', '1250000'],
  ])('%s', (prompt, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', amount: { kind: 'exact', value } } });
  });
  it.each([
    ['send half a k usdc to bob.eth on base', 'exact', '500'],
    ['send half a thousand usdc to alice.eth on base', 'exact', '500'],
    ['send a half thousand usdc to alice.eth on base', 'exact', '500'],
    ['send four and a half usdc to alice.eth on base', 'exact', '4.5'],
    ['send half a grand in usdc to bob.eth on base', 'usd', '500'],
    ['send half a grand of usdc to alice.eth on base', 'usd', '500'],
    ['send a quarter eth to bob.eth on base', 'exact', '0.25'],
    ['send a half usdc to bob.eth on base', 'exact', '0.5'],
  ])('%s', (prompt, kind, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', amount: { kind, value } } });
  });
  it.each([
    ['sell half my eth on base', 0.5],
    ['sell a quarter of my eth on base', 0.25],
  ])('a share of a balance stays a share: %s', (prompt, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { amount: { kind: 'fraction', value } } });
  });
});

describe('money in a currency other than dollars is refused, never read as a token amount', () => {
  it.each([
    ['buy €50 of uni on ethereum', '€50'],
    ['buy €100 of degen on base', '€100'],
    ['buy 20€ of degen on base', '20€'],
    ['buy 20 € of degen on base', '20 €'],
    ['buy £20 of degen on base', '£20'],
    ['buy ¥1000 of degen on base', '¥1000'],
    ['sell €100 of eth on base', '€100'],
    ['sell £1k of eth on base', '£1k'],
    ['send €20 usdc to bob.eth on base', '€20'],
    ['buy 30 euros of eth on base', '30 euros'],
    ['send 20 eur of usdc to alice.eth on base', '20 eur'],
    ['buy eth with 50 pounds on base', '50 pounds'],
    ['buy 1000 yen of degen on base', '1000 yen'],
  ])('%s', (prompt, said) => {
    // Refused, or (s47) the move asked again for its amount in dollars or a token: never read in the other currency.
    const r = read(prompt);
    if (r.kind === 'ask') {
      expect(r.question).toContain(`"${said}" is not in dollars`);
      expect(r.pending).toMatchObject({ awaiting: 'amount' });
      expect('amount' in r.pending).toBe(false);
    } else expect(r).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT', message: expect.stringContaining(`"${said}" is not in dollars`) });
  });
  it.each([
    ['buy degen 100 $ on base', 'DEGEN'],
    ['buy degen with 100 $ on base', 'DEGEN'],
    ['buy eth with 100 $ on base', 'ETH'],
    ['buy degen 100$ on base', 'DEGEN'],
  ])('a dollar sign after its number is dollars: %s', (prompt, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenOut, amount: { kind: 'usd', value: '100' } } });
  });
  it.each([
    ['buy 100 $degen on base', 'DEGEN', 'exact'],
    ['buy eth with 100 $usdc on base', 'ETH', 'exact'],
  ])('a ticker after "$" stays a ticker: %s', (prompt, tokenOut, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenOut, amount: { kind, value: '100' } } });
  });
});

describe('who a trade is done for turns it round, and the turn is asked back', () => {
  it.each([
    ['sell me 1 eth on base', 'USDC', 'ETH'],
    ['can you sell me 1 eth on base', 'USDC', 'ETH'],
    ['sell me 0.5 eth for usdc on base', 'USDC', 'ETH'],
    ['sell me some degen for 20 usdc on base', 'USDC', 'DEGEN'],
    ['sell us 2 sol on solana', 'USDC', 'SOL'],
    ['could you sell me some eth with 50 usdc on base', 'USDC', 'ETH'],
    ['buy my 1 eth on base', 'ETH', 'USDC'],
    ['buy our 2 sol on solana', 'SOL', 'USDC'],
    ['purchase my 100 degen on base', 'DEGEN', 'ETH'],
    ['buy 1 eth off me on base', 'ETH', 'USDC'],
    ['take 2 sol off me on solana', 'SOL', 'USDC'],
    ['buy 100 degen from me on base', 'DEGEN', 'ETH'],
    ['need usdc, 1 eth sell, base', 'ETH', 'USDC'],
    ['need usdc: 1 eth sell on base', 'ETH', 'USDC'],
    ['need eth, 100 usdc sell, base', 'USDC', 'ETH'],
    ['want usdc, 2 sol sell, solana', 'SOL', 'USDC'],
    ['need degen: 50 usdc swap on base', 'USDC', 'DEGEN'],
  ])('%s', (prompt, tokenIn, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm', kind: 'swap', tokenIn, tokenOut } });
  });
  it.each([
    ['take profit 500 usdc on my eth on base', 'ETH', 'USDC'],
    ['take profits 100 usdt from my degen on base', 'DEGEN', 'USDT'],
    ['take profit 200 usdc off sol on solana', 'SOL', 'USDC'],
    ['sell 200 usdc off my sol on solana', 'SOL', 'USDC'],
  ])('an amount taken off a token held sells the one held: %s', (prompt, tokenIn, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm', kind: 'swap', tokenIn, tokenOut } });
  });
  it.each([
    ['sell my 1 eth on base', 'ETH', 'USDC'],
    ['sell 1 eth from my wallet on base', 'ETH', 'USDC'],
    ['buy 1 eth from my usdc on base', 'USDC', 'ETH'],
    ['buy my 1 eth back with usdc on base', 'USDC', 'ETH'],
    ['buy 5 usdc on polygon', 'POL', 'USDC'],
  ])('a trade for no one else stays as said: %s', (prompt, tokenIn, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn, tokenOut } });
  });
  it.each(['buy 20 usdc of polygon', 'buy 20 usdc worth of polygon on polygon', 'buy 5 usdc of polygon on polygon', 'buy 5 dollars of polygon on polygon'])(
    "dollars of a chain buy the chain's token: %s",
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', chain: 'polygon', tokenIn: 'USDC', tokenOut: 'POL' } });
    },
  );
});

// Read as a price by the orders' reader (a limit order restated for a yes, or asked: each or in all?); never a trade now.
describe('a figure "for" which a trade is done, in no token, is asked or restated as a price, never traded now', () => {
  it.each([
    'sell 1 eth for 3500 on base',
    'sell 1 eth for $3500 on base',
    'buy 1 eth for 2500 on base',
    'buy 1 eth for $2500 on base',
    'sell my eth for 3500 on base',
    'sell 10000 degen for $120 on base',
    'sell 2 sol for 200 on solana',
    'buy 2 sol for $150 on solana',
    'sell all my degen for 120 on base',
  ])('%s', (prompt) => {
    const r = read(prompt);
    expect(r.kind, JSON.stringify(r)).not.toBe('intent');
    if (r.kind === 'ask') expect(r.pending.awaiting === 'amount' || r.pending.awaiting === 'confirm', JSON.stringify(r)).toBe(true);
  });
  it.each([
    ['sell 2 sol for usdc on solana', 'SOL', 'USDC'],
    ['buy eth for 100 usdc on base', 'USDC', 'ETH'],
    ['buy eth for $100 on base', 'USDC', 'ETH'],
  ])('a token to get or to pay with is no price: %s', (prompt, tokenIn, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn, tokenOut } });
  });
  it.each([
    'put 100 in degen on base',
    'put 100 into eth on base',
    'put 50 into degen on base',
    'ape 50 into degen on base',
    'buy degen with 100 on base',
    'buy degen for 50 on base',
  ])('a bare number put into a token is asked in which token: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });
  it.each([
    'sell 20 usdc in degen on base',
    'sell 100 usdt in eth on base',
    'dump 50 usdc in brett on base',
    'sell 50 on degen on base',
    'sell 10 on brett on base',
  ])('a sale measured in dollars "in" a token, or a bare number "on" one, is asked: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', awaiting: 'amount' } });
  });
  it.each([
    ['sell 1 eth in usdc on base', 'ETH', 'USDC'],
    ['swap 20 usdc in degen on base', 'USDC', 'DEGEN'],
    ['sell 50 degen on base', 'DEGEN', 'ETH'],
  ])('a token sold "in" another, or said with its amount, is read: %s', (prompt, tokenIn, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn, tokenOut } });
  });
  it('a number put in with its token spends it', () => {
    expect(read('put 50 usdc in degen on base')).toMatchObject({ kind: 'intent', intent: { tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { value: '50' } } });
  });
});

describe('a wrap whose verb and token pull opposite ways is asked, never guessed', () => {
  it.each([
    'wrap 1 weth on base',
    'wrap my weth on base, 1',
    'wrap 0.5 weth on ethereum',
    'wrap my wpol on polygon, 2',
    'wrap half of my weth on base',
    'unwrap 2 pol on polygon',
    'unwrap 0.1 eth on base',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting: 'token' } });
  });
  it.each([
    ['wrap 1 eth on base', 'wrap', 'ETH', '1'],
    ['unwrap 1 weth on base', 'unwrap', 'WETH', '1'],
    ['wrap 1 eth into weth on base', 'wrap', 'ETH', '1'],
    ['unwrap one w pol on polygon', 'unwrap', 'WPOL', '1'],
    ['unwrap two w eth on ethereum', 'unwrap', 'WETH', '2'],
    ['unwrap point five w pol on polygon', 'unwrap', 'WPOL', '0.5'],
    ['Please unwrap 0.02 WETH back in ETH on base, I want have normal ETH', 'unwrap', 'WETH', '0.02'],
    ['unwrap 0.02 weth back in eth on base', 'unwrap', 'WETH', '0.02'],
    ['turn my weth back into eth on base, 0.3', 'unwrap', 'WETH', '0.3'],
  ])('%s', (prompt, kind, token, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind, token, amount: { kind: 'exact', value } } });
  });
  it('"w" before a token elsewhere is still "with"', () => {
    expect(read('buy degen w eth on base')).toMatchObject({ kind: 'ask', pending: { tokenIn: 'ETH', tokenOut: 'DEGEN' } });
  });
});
