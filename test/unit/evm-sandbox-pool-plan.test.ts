import { describe, expect, it } from 'vitest';
import { evmChainByName, evmChains, type EvmChainInfo } from '../../lib/chains/chains.ts';
import { newWalletGifts } from '../../lib/sandbox/evm/evm-faucet.ts';
import { poolsToMove } from '../../lib/sandbox/evm/move-price.ts';
import { replaceAddressWords } from '../../lib/sandbox/evm/place-uniswap.ts';
import { fullRangeTicks, planPools, poolAddress, sqrtBigInt, sqrtPriceX96FromUsd, token0PriceInToken1, unitsForUsd } from '../../lib/sandbox/evm/pool-plan.ts';

const chain = (name: string): EvmChainInfo => evmChainByName(name) as EvmChainInfo;
const token = (c: EvmChainInfo, symbol: string) => c.tokens.find((t) => t.symbol === symbol) as EvmChainInfo['tokens'][number];
const describePools = (c: EvmChainInfo): string[] => planPools(c).map((p) => `${p.token0.symbol}/${p.token1.symbol} ${p.fee}`);

describe('planPools', () => {
  it('pairs every token with the wrapped native token and USDC, 0.05% for majors and stables, 0.3% otherwise', () => {
    expect(describePools(chain('base'))).toMatchInlineSnapshot(`
      [
        "WETH/USDC 500",
        "WETH/USDC 3000",
        "WETH/USDT 500",
        "USDC/USDT 500",
        "WETH/DAI 500",
        "DAI/USDC 500",
        "WETH/cbBTC 500",
        "USDC/cbBTC 500",
        "WETH/DEGEN 3000",
        "DEGEN/USDC 3000",
        "WETH/BRETT 3000",
        "BRETT/USDC 3000",
        "WETH/TOSHI 3000",
        "USDC/TOSHI 3000",
        "WETH/AERO 3000",
        "USDC/AERO 3000",
      ]
    `);
    expect(describePools(chain('polygon'))).toMatchInlineSnapshot(`
      [
        "WPOL/USDC 500",
        "WPOL/USDC 3000",
        "WPOL/WETH 500",
        "USDC/WETH 500",
        "WPOL/USDT 500",
        "USDC/USDT 500",
      ]
    `);
    expect(describePools(chain('unichain'))).toMatchInlineSnapshot(`
      [
        "USDC/WETH 500",
        "USDC/WETH 3000",
        "WETH/UNI 3000",
        "USDC/UNI 3000",
      ]
    `);
  });

  it('lists no pool twice and none of a token with itself', () => {
    for (const c of evmChains) {
      const pools = describePools(c);
      expect(new Set(pools).size).toBe(pools.length);
      for (const p of planPools(c)) expect(p.token0).not.toBe(p.token1);
    }
  });

  it('puts token0 below token1 by address, as Uniswap does', () => {
    for (const p of evmChains.flatMap(planPools)) expect(p.token0.address.toLowerCase() < p.token1.address.toLowerCase()).toBe(true);
  });
});

describe('price math', () => {
  it('prices WETH/USDC at $3,000 whichever token sorts first', () => {
    const base = chain('base'); // WETH 0x42.. < USDC 0x83..: WETH is token0
    expect(sqrtPriceX96FromUsd(token(base, 'WETH'), 3000, token(base, 'USDC'), 1)).toBe(4339505179874779489431521n);
    const eth = chain('ethereum'); // USDC 0xA0.. < WETH 0xC0..: USDC is token0
    expect(sqrtPriceX96FromUsd(token(eth, 'USDC'), 1, token(eth, 'WETH'), 3000)).toBe(1446501726624926496477173928747177n);
  });

  it('reads back the price it was given, down to PEPE and up to BTC', () => {
    const eth = chain('ethereum');
    for (const [a, usdA, b, usdB] of [
      ['PEPE', 0.00001, 'WETH', 3000],
      ['USDC', 1, 'WBTC', 60000],
      ['DAI', 1, 'USDC', 1],
    ] as const) {
      const sqrtPrice = sqrtPriceX96FromUsd(token(eth, a), usdA, token(eth, b), usdB);
      expect(token0PriceInToken1(sqrtPrice, token(eth, a), token(eth, b))).toBeCloseTo(usdA / usdB, 12);
    }
  });

  it('uses the widest ticks a spacing allows', () => {
    expect([10, 60, 200].map(fullRangeTicks)).toEqual([
      { tickLower: -887270, tickUpper: 887270 },
      { tickLower: -887220, tickUpper: 887220 },
      { tickLower: -887200, tickUpper: 887200 },
    ]);
  });

  it('sizes amounts in base units from dollars', () => {
    const base = chain('base');
    expect(unitsForUsd(token(base, 'USDC'), 5_000_000, 1)).toBe(5_000_000_000_000n);
    expect(unitsForUsd(token(base, 'cbBTC'), 5_000_000, 60000)).toBe(8_333_333_333n);
    expect(unitsForUsd(token(base, 'TOSHI'), 100, 0.0003)).toBe(333_333_333_333_333_000_000_000n);
  });

  it('takes exact integer square roots', () => {
    for (const n of [0n, 1n, 2n, 15n, 16n, 17n, 2n ** 192n, 2n ** 200n + 12345n]) {
      const root = sqrtBigInt(n);
      expect(root * root <= n && (root + 1n) * (root + 1n) > n).toBe(true);
    }
  });

  it('derives the mainnet WETH/USDC 0.05% pool address from the factory (CREATE2)', () => {
    const eth = chain('ethereum');
    expect(poolAddress(eth.protocols.uniswapV3Factory, { token0: token(eth, 'USDC'), token1: token(eth, 'WETH'), fee: 500 })).toBe(
      '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640',
    );
  });
});

describe('moving prices', () => {
  it('moves all pools of a token, but only the stablecoin pools of the wrapped native token', () => {
    const base = chain('base');
    const moved = (symbol: string) => poolsToMove(base, token(base, symbol)).map((p) => `${p.token0.symbol}/${p.token1.symbol} ${p.fee}`);
    expect(moved('DEGEN')).toEqual(['WETH/DEGEN 3000', 'DEGEN/USDC 3000']);
    expect(moved('WETH')).toEqual(['WETH/USDC 500', 'WETH/USDC 3000', 'WETH/USDT 500', 'WETH/DAI 500']);
  });
});

describe('relocating runtime code', () => {
  it('rewrites the 32-byte words holding the deployed address, only at byte boundaries', () => {
    const from = '0x1111111111111111111111111111111111111111';
    const to = '0x2222222222222222222222222222222222222222';
    const word = (a: string) => a.slice(2).padStart(64, '0');
    const code = `0x60${word(from)}5b0${word(from)}` as const; // the second word starts mid-byte
    expect(replaceAddressWords(code, from, to)).toBe(`0x60${word(to)}5b0${word(from)}`);
  });
});

describe('new wallet gifts', () => {
  it('gives 10 native, 10,000 USDC and about $100 of every other token', () => {
    expect(newWalletGifts(chain('base'))).toMatchInlineSnapshot(`
      [
        {
          "amount": "10",
          "symbol": "ETH",
        },
        {
          "amount": "10000",
          "symbol": "USDC",
        },
        {
          "amount": "100",
          "symbol": "USDT",
        },
        {
          "amount": "100",
          "symbol": "DAI",
        },
        {
          "amount": "0.033",
          "symbol": "WETH",
        },
        {
          "amount": "0.0017",
          "symbol": "cbBTC",
        },
        {
          "amount": "10000",
          "symbol": "DEGEN",
        },
        {
          "amount": "1000",
          "symbol": "BRETT",
        },
        {
          "amount": "330000",
          "symbol": "TOSHI",
        },
        {
          "amount": "100",
          "symbol": "AERO",
        },
      ]
    `);
    expect(newWalletGifts(chain('polygon'))).toMatchInlineSnapshot(`
      [
        {
          "amount": "10",
          "symbol": "POL",
        },
        {
          "amount": "10000",
          "symbol": "USDC",
        },
        {
          "amount": "200",
          "symbol": "WPOL",
        },
        {
          "amount": "0.033",
          "symbol": "WETH",
        },
        {
          "amount": "100",
          "symbol": "USDT",
        },
      ]
    `);
  });
});
