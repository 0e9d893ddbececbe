import { describe, expect, it } from 'vitest';
import { maximumIn, minimumOut, quoteExactIn, quoteExactOut } from '../../lib/sandbox/solana/market-maker-pricing.ts';
import { parseTokenAmount, requireSandboxToken } from '../../lib/sandbox/solana/sandbox-tokens.ts';
import { newWalletAmount } from '../../lib/sandbox/solana/solana-faucet.ts';
import { formatTokenAmount } from '../../lib/sandbox/solana/token-state.ts';

describe('quoteExactIn', () => {
  it.each([
    { pair: '1 SOL → USDC', amountIn: 1_000_000_000n, usdIn: 150, decimalsIn: 9, usdOut: 1, decimalsOut: 6, spreadBps: 30, out: 149_550_000n },
    { pair: '150 USDC → SOL', amountIn: 150_000_000n, usdIn: 1, decimalsIn: 6, usdOut: 150, decimalsOut: 9, spreadBps: 30, out: 997_000_000n },
    { pair: '10 USDC → BONK', amountIn: 10_000_000n, usdIn: 1, decimalsIn: 6, usdOut: 0.00002, decimalsOut: 5, spreadBps: 30, out: 49_850_000_000n },
    { pair: '1 WIF → JUP, no spread', amountIn: 1_000_000n, usdIn: 2, decimalsIn: 6, usdOut: 1, decimalsOut: 6, spreadBps: 0, out: 2_000_000n },
    { pair: '1 base unit of USDC → SOL rounds down', amountIn: 1n, usdIn: 1, decimalsIn: 6, usdOut: 150, decimalsOut: 9, spreadBps: 30, out: 6n },
  ])('$pair', ({ out, pair: _pair, ...input }) => {
    expect(quoteExactIn(input)).toBe(out);
  });

  it('refuses a price that is not positive', () => {
    expect(() => quoteExactIn({ amountIn: 1n, usdIn: 0, decimalsIn: 6, usdOut: 1, decimalsOut: 6, spreadBps: 30 })).toThrow('not a usable price: 0');
  });
});

describe('minimumOut', () => {
  it.each([
    [1_000_000n, 50, 995_000n],
    [1_000_000n, 0, 1_000_000n],
    [999n, 100, 989n],
  ])('%s less %s bps is %s', (out, bps, expected) => {
    expect(minimumOut(out, bps)).toBe(expected);
  });
});

describe('parseTokenAmount', () => {
  const usdc = { symbol: 'USDC', decimals: 6 };
  it.each([
    ['1', 1_000_000n],
    ['1.5', 1_500_000n],
    ['0.000001', 1n],
    [' 10000 ', 10_000_000_000n],
  ])('%j is %s base units', (amount, units) => {
    expect(parseTokenAmount(amount, usdc)).toBe(units);
  });

  it.each([
    ['1.0000001', 'USDC has 6 decimals; "1.0000001" has more.'],
    ['-1', '"-1" is not an amount; write a positive decimal number such as 1.5.'],
    ['1e6', '"1e6" is not an amount; write a positive decimal number such as 1.5.'],
    ['0', 'The amount must be more than zero.'],
  ])('refuses %j', (amount, message) => {
    expect(() => parseTokenAmount(amount, usdc)).toThrow(message);
  });
});

describe('requireSandboxToken', () => {
  it('finds SOL by symbol and by the wrapped-SOL mint, tokens by symbol or mint', () => {
    expect(requireSandboxToken('sol')).toMatchObject({ symbol: 'SOL', native: true, decimals: 9 });
    expect(requireSandboxToken('So11111111111111111111111111111111111111112').symbol).toBe('SOL');
    expect(requireSandboxToken('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toMatchObject({ symbol: 'USDC', native: false });
    expect(requireSandboxToken('bonk').mint).toBe('DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263');
  });

  it('names the tokens it has', () => {
    expect(() => requireSandboxToken('ETH')).toThrowErrorMatchingInlineSnapshot(
      `[BadRequestError: ETH is not a token on solana; it has SOL, USDC, USDT, BONK, JUP, WIF.]`,
    );
  });
});

describe('newWalletAmount', () => {
  it.each([
    ['SOL', 9, 150, '10'],
    ['USDC', 6, 1, '10000'],
    ['BONK', 5, 0.00002, '5000000'],
    ['WIF', 6, 2, '50'],
    ['WIF', 6, 2.2, '45.4545'],
  ])('%s (%s decimals) at $%s is %s', (symbol, decimals, price, amount) => {
    expect(newWalletAmount({ symbol, decimals }, () => price)).toBe(amount);
  });
});

describe('formatTokenAmount', () => {
  it.each([
    [0n, 6, '0'],
    [1n, 6, '0.000001'],
    [12_500_000n, 6, '12.5'],
    [5_000_000_000_000n, 5, '50000000'],
  ])('%s at %s decimals is %s', (amount, decimals, text) => {
    expect(formatTokenAmount(amount, decimals)).toBe(text);
  });
});

describe('quoteExactOut', () => {
  it.each([
    { pair: 'USDC for 1 SOL', amountOut: 1_000_000_000n, usdIn: 1, decimalsIn: 6, usdOut: 150, decimalsOut: 9, spreadBps: 30, in: 150_451_355n },
    { pair: 'SOL for 100 USDC', amountOut: 100_000_000n, usdIn: 150, decimalsIn: 9, usdOut: 1, decimalsOut: 6, spreadBps: 30, in: 668_672_685n },
    { pair: 'JUP for 1 WIF, no spread', amountOut: 1_000_000n, usdIn: 1, decimalsIn: 6, usdOut: 2, decimalsOut: 6, spreadBps: 0, in: 2_000_000n },
    { pair: 'SOL for 1 base unit of USDC rounds up', amountOut: 1n, usdIn: 150, decimalsIn: 9, usdOut: 1, decimalsOut: 6, spreadBps: 30, in: 7n },
  ])('$pair', ({ in: expected, pair: _pair, ...input }) => {
    const amountIn = quoteExactOut(input);
    expect(amountIn).toBe(expected);
    // The maker never hands out more than the input pays for at its own exact-in price.
    const { amountOut, ...prices } = input;
    expect(quoteExactIn({ amountIn, ...prices })).toBeGreaterThanOrEqual(amountOut);
    expect(quoteExactIn({ amountIn: amountIn - 1n, ...prices })).toBeLessThan(amountOut);
  });
});

describe('maximumIn', () => {
  it.each([
    [1_000_000n, 50, 1_005_000n],
    [1_000_000n, 0, 1_000_000n],
    [999n, 100, 1_009n],
  ])('%s plus %s bps is %s', (amountIn, bps, expected) => {
    expect(maximumIn(amountIn, bps)).toBe(expected);
  });
});
