import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { scanPrompt } from '../../lib/language/scan-prompt.ts';

/**
 * Reads and word order (issue 16, item 1): questions about holdings with a condition or a purpose, the chains a read
 * covers, a holding's value, numbers and words that are neither amounts nor tokens, and one request in unusual order.
 * Each class with several phrasings.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));
const all = ['base', 'ethereum', 'polygon', 'unichain', 'solana'];
const moves = (prompt: string): boolean => {
  const got = read(prompt);
  return got.kind === 'intent' && (got.intent.kind === 'swap' || got.intent.kind === 'transfer');
};

describe('a question about holdings with a condition or a purpose is a read that answers it, never a move', () => {
  it.each([
    ['have I got enough ETH left for gas on base', { chains: ['base'], tokens: ['ETH'], check: { test: 'gas' } }],
    ['enough sol for fees?', { chains: ['solana'], tokens: ['SOL'], check: { test: 'gas' } }],
    ['do i have enough pol to pay gas on polygon', { chains: ['polygon'], tokens: ['POL'], check: { test: 'gas' } }],
    ['can I pay the gas fees on unichain?', { chains: ['unichain'], tokens: ['ETH'], check: { test: 'gas' } }],
    ['is my USDT on ethereum over 500', { chains: ['ethereum'], tokens: ['USDT'], check: { test: 'more-than', amount: '500', unit: 'USDT' } }],
    ['do I have more than 1000 usdc on polygon', { chains: ['polygon'], tokens: ['USDC'], check: { test: 'more-than', amount: '1000', unit: 'USDC' } }],
    ['do I have at least 5 sol?', { chains: ['solana'], tokens: ['SOL'], check: { test: 'at-least', amount: '5', unit: 'SOL' } }],
    ['is my pol balance below 20', { chains: ['polygon'], tokens: ['POL'], check: { test: 'less-than', amount: '20', unit: 'POL' } }],
    ['is my eth on base worth more than $5,000', { chains: ['base'], tokens: ['ETH'], check: { test: 'more-than', amount: '5000', unit: 'USD' } }],
    ['would my DAI cover a 200 DAI swap', { tokens: ['DAI'], check: { test: 'at-least', amount: '200', unit: 'DAI' } }],
    ['would 150 usdt on ethereum be covered by my usdt?', { chains: ['ethereum'], tokens: ['USDT'], check: { test: 'at-least', amount: '150', unit: 'USDT' } }],
    ['will my usdc on base cover sending 300 usdc', { chains: ['base'], tokens: ['USDC'], check: { test: 'at-least', amount: '300', unit: 'USDC' } }],
    ['do i have enough usdc to buy 1 eth on base', { chains: ['base'], tokens: ['USDC'], check: { test: 'at-least', amount: '1', unit: 'ETH' } }],
    ['got enough usdc for a $500 buy on base?', { chains: ['base'], tokens: ['USDC'], check: { test: 'at-least', amount: '500', unit: 'USD' } }],
    ['am i able to afford 100 aero', { chains: ['base'], tokens: ['ETH', 'USDC'], check: { test: 'at-least', amount: '100', unit: 'AERO' } }],
    ['can I afford to buy $50 of AERO on base', { chains: ['base'], tokens: ['ETH', 'USDC'], check: { test: 'at-least', amount: '50', unit: 'USD' } }],
    ['have i got enough to cover a $200 swap on base?', { chains: ['base'], tokens: ['ETH', 'USDC'], check: { test: 'at-least', amount: '200', unit: 'USD' } }],
    // Held-out-10: a hedge between the comparison and its number, and "have N … or not" asked of a holding.
    ['is my usdc on base over like five thousand', { chains: ['base'], tokens: ['USDC'], check: { test: 'more-than', amount: '5000', unit: 'USDC' } }],
    ['is my eth on base above roughly 2 eth', { chains: ['base'], tokens: ['ETH'], check: { test: 'more-than', amount: '2', unit: 'ETH' } }],
    ['my usdt on polygon, is it under about 50?', { chains: ['polygon'], tokens: ['USDT'], check: { test: 'less-than', amount: '50', unit: 'USDT' } }],
    ['my SOL still have 10 or not?', { chains: ['solana'], tokens: ['SOL'], check: { test: 'at-least', amount: '10', unit: 'SOL' } }],
    ['do i still have 10 sol or not', { chains: ['solana'], tokens: ['SOL'], check: { test: 'at-least', amount: '10', unit: 'SOL' } }],
    ['do i have 500 usdc on base?', { chains: ['base'], tokens: ['USDC'], check: { test: 'at-least', amount: '500', unit: 'USDC' } }],
    ['have I got 100 usdc on polygon', { chains: ['polygon'], tokens: ['USDC'], check: { test: 'at-least', amount: '100', unit: 'USDC' } }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'balance', ...intent } });
    expect(moves(prompt)).toBe(false);
  });

  it.each(['i have 10 sol, sell 2 of it', 'i have 500 usdc on base, buy eth with 100'])('what is held, told beside a move, is no question: %s', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'intent', intent: { kind: 'balance' } });
  });

  it.each(['buy $50 of AERO on base', 'swap 200 dai for usdc on ethereum', 'send 5 usdc to 0x1111111111111111111111111111111111111111 on base'])(
    'the move itself, asked for, is still a move: %s',
    (prompt) => {
      expect(moves(prompt)).toBe(true);
    },
  );
});

describe('the chains a read covers', () => {
  it.each([
    ['what are my balances across every chain', { chains: all, tokens: 'all' }],
    ['my balances on each network you support', { chains: all, tokens: 'all' }],
    ['show my usdc on all chains', { chains: all, tokens: ['USDC'] }],
    ['how much usdc do I have everywhere', { chains: all, tokens: ['USDC'] }],
    ["what's in my Polygon wallet", { chains: ['polygon'], tokens: 'all' }],
    ['how much usdc in my Solana wallet', { chains: ['solana'], tokens: ['USDC'] }],
    ['usdc in my sol wallet?', { chains: ['solana'], tokens: ['USDC'] }],
    ['eth on my base account', { chains: ['base'], tokens: ['ETH'] }],
    ["what's in my eth wallet", { chains: ['ethereum'], tokens: 'all' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'balance', ...intent } });
  });
});

describe("a holding's value is balance × price; an amount's worth is a price", () => {
  it.each([
    ['how much is my UNI worth', { tokens: ['UNI'], chains: ['ethereum', 'unichain'] }],
    ["what's my eth worth in dollars", { tokens: ['ETH'], chains: ['base', 'ethereum', 'unichain'] }],
    ['value of my bonk', { tokens: ['BONK'], chains: ['solana'] }],
    ['what is the value of my usdc on polygon', { tokens: ['USDC'], chains: ['polygon'] }],
    ['how much are the degen i hold worth?', { tokens: ['DEGEN'], chains: ['base'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'portfolio', ...intent } });
  });

  it.each([
    ['how much is 1 btc worth these days', ['WBTC']],
    ['what is eth worth', ['ETH']],
    ['how much is bonk worth in usd', ['BONK']],
  ])('%s', (prompt, tokens) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'price', tokens } });
  });
});

describe('periods, ranks, counts and dates are never amounts', () => {
  it.each([
    ['eth price last 24h', 'price'],
    ['sol price 7d', 'price'],
    ['price of eth past month', 'price'],
    ['eth price over the last 7 days', 'price'],
    ['eth price on 3 March', 'price'],
    ['price of sol march 3', 'price'],
    ['top 10 tokens on base', 'trending'],
    ['the two cheapest tokens on solana', 'trending'],
    ['top 3 on base', 'trending'],
    ['biggest movers 7d', 'trending'],
    ['trending this week', 'trending'],
  ])('%s', (prompt, kind) => {
    expect(scanPrompt(prompt).amounts).toEqual([]);
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });

  it.each([
    ['send 5 usdc to 0x3333333333333333333333333333333333333333 on base on 2024-11-03', ['5']],
    ['send 5 usdc to 0x3333333333333333333333333333333333333333 on base on 03/11/2024', ['5']],
    ['send 5 usdc to 0x3333333333333333333333333333333333333333 on base, dated 3.11.2024', ['5']],
    ['Token Contract (WITH 18 Decimals) 0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', []],
  ])('a date or a count of decimals is no amount: %s', (prompt, values) => {
    const facts = scanPrompt(prompt);
    expect(facts.amounts.map((a) => a.amount.kind === 'exact' && a.amount.value)).toEqual(values);
    expect(facts.badAmount).toBeUndefined();
  });

  it.each(['eth price last 24h', 'eth price on 3 March'])('a price asked of the past says it is the price now: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', notes: ['This is the price now: I have no price history.'] });
  });

  it('a time to wait for stays a time ("in 24h" is no period to drop)', () => {
    expect(moves('buy 0.1 eth on base in 24h')).toBe(false);
  });
});

describe('everyday words are never tickers (nor chains)', () => {
  const words =
    'just gas one it me ape moon top best up down out so go all any can may the this that high low near sun star gold dog cat chad safe well good new old big open close fast long bone hodl lambo based solid quite exist brought movie shout magic prize pride links tosh brent'.split(
      ' ',
    );
  it('the table has about forty words', () => expect(words.length).toBeGreaterThanOrEqual(40));
  it.each(words)('%s', (word) => {
    for (const prompt of [`tell me about ${word}`, `${word}`, `is it ${word} today?`, `i think it's ${word} tbh`]) {
      const facts = scanPrompt(prompt);
      expect({ prompt, tokens: facts.tokens, chains: facts.chains, guessed: facts.guessed }).toEqual({ prompt, tokens: [], chains: [], guessed: [] });
    }
  });

  it.each([
    ["what's LINK's price", 'LINK'],
    ["what's link's price", 'LINK'],
    ["eth's price", 'ETH'],
    ["sol's price today", 'SOL'],
  ])("a token's possessive is the token: %s", (prompt, key) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'price', tokens: [key] } });
  });

  it.each([
    ['send me the link', false],
    ['can you link my wallet', false],
    ['here is a link to the docs', false],
    ['price of link', true],
    ['buy 3 link on ethereum', true],
    ['swap link to usdc', true],
    ['my link balance', true],
    ['is LINK up today', true],
  ])('"link" is the token only when it is clearly the token: %s', (prompt, token) => {
    expect(scanPrompt(prompt).tokens.some((t) => t.key === 'LINK')).toBe(token);
  });
});

describe('one request in several clauses or unusual word order', () => {
  it.each([
    [
      'find what token this address is and give me its price 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      { kind: 'lookup', address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
    ],
    ['put 30 USDC into BONK', { kind: 'swap', chain: 'solana', tokenIn: 'USDC', tokenOut: 'BONK', amount: { kind: 'exact', value: '30' } }],
    ['grab $20 of AERO using my USDC', { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'AERO', amount: { kind: 'usd', value: '20' } }],
    ['I need exactly 3 LINK, paying with ETH', { kind: 'swap', chain: 'ethereum', tokenIn: 'ETH', tokenOut: 'LINK', side: 'buy', amount: { value: '3' } }],
    ['ape $50 into brett on base w my usdc', { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'BRETT', amount: { kind: 'usd', value: '50' } }],
    ['ape 0.05 eth into brett on base', { kind: 'swap', chain: 'base', tokenIn: 'ETH', tokenOut: 'BRETT', amount: { value: '0.05' } }],
    ['hw much sol do i hav', { kind: 'balance', chains: ['solana'], tokens: ['SOL'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });
});

describe('a list of holdings that names some of them lists them all', () => {
  it.each([
    ["I'd like to see a complete list of my balances on Polygon, including the native POL and any stablecoins", { chains: ['polygon'], tokens: 'all' }],
    ['show my eth and all my other tokens on base', { chains: ['base'], tokens: 'all' }],
    ['Token | Chain | Qty\nUSDC | polygon | ?\nUSDT | polygon | ?\n\ncan u fill in the qty column', { chains: ['polygon'], tokens: ['USDC', 'USDT'] }],
    ['show my usdc and usdt balances on polygon', { chains: ['polygon'], tokens: ['USDC', 'USDT'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'balance', ...intent } });
  });
});

describe('"using eth" in a trade on a named chain is the token that pays, not a second chain', () => {
  it.each([
    ['buy $50 of aero on base using eth', 'base', 'ETH', 'AERO'],
    ['by fifty dollars worth of aero on base using eth', 'base', 'ETH', 'AERO'],
    ['buy uni on ethereum using eth, 50 dollars', 'ethereum', 'ETH', 'UNI'],
    ['buy $20 of bonk on solana using sol', 'solana', 'SOL', 'BONK'],
  ])('%s', (prompt, chain, tokenIn, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', chain, tokenIn, tokenOut } });
  });
  it('alone, "using sol" still names the chain', () => {
    expect(read('buy 20 usdc of wif using sol')).toMatchObject({ kind: 'intent', intent: { kind: 'swap', chain: 'solana', tokenIn: 'USDC', tokenOut: 'WIF' } });
  });
});

describe('what one ends up with is what is bought, never what is sold', () => {
  // Held-out-12: "end up with exactly ten link …, pay with usdc" was asked back as "swap 10 LINK for USDC".
  it.each([
    ['i want to end up with exactly ten link on ethereum pay with usdc', 'USDC', 'LINK'],
    ['end up with exactly 10 link on ethereum pay with usdc', 'USDC', 'LINK'],
    ["i'd like to end up holding 10 uni on ethereum, paying with usdc", 'USDC', 'UNI'],
  ])('%s', (prompt, tokenIn, tokenOut) => {
    const got = read(prompt);
    const move = got.kind === 'intent' ? got.intent : got.kind === 'ask' ? got.pending : undefined;
    expect(move, JSON.stringify(got)).toMatchObject({ kind: 'swap', tokenIn, tokenOut, side: 'buy', amount: { value: '10' } });
  });
});
