import { decodeFunctionData, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { evmChainByName } from '../../lib/chains/chains.ts';
import { swapRouter02Abi } from '../../lib/capabilities/swaps/evm/abis.ts';
import { ADDRESS_THIS, minimumAmountOut, planApproval, planSwap } from '../../lib/capabilities/swaps/evm/plan-swap.ts';
import { maximumAmountIn, planExactOutSwap } from '../../lib/capabilities/swaps/evm/plan-exact-out.ts';
import { candidateRoutes, describeRoute, encodeExactOutputPath, encodePath } from '../../lib/capabilities/swaps/evm/route.ts';
import { swapToken } from '../../lib/capabilities/swaps/evm/swap-token.ts';

const base = evmChainByName('base')!;
const ETH = swapToken(base, 'ETH')!;
const WETH = swapToken(base, 'WETH')!;
const USDC = swapToken(base, 'USDC')!;
const DEGEN = swapToken(base, 'DEGEN')!;
const wallet: Address = '0x1111111111111111111111111111111111111111';
const router = base.protocols.swapRouter02;

describe('candidateRoutes', () => {
  it('offers every fee tier directly and every pair of tiers through WETH and USDC', () => {
    const routes = candidateRoutes(base, DEGEN.address, USDC.address);
    expect(routes.filter((r) => r.fees.length === 1).map((r) => r.fees[0])).toEqual([100, 500, 3000, 10000]);
    expect(routes.filter((r) => r.fees.length === 2)).toHaveLength(16); // USDC is an end, so only WETH is a middle
    expect(routes.every((r) => r.tokens[0] === DEGEN.address && r.tokens.at(-1) === USDC.address)).toBe(true);
  });

  it('goes through both anchors when neither is an end', () => {
    const routes = candidateRoutes(base, DEGEN.address, swapToken(base, 'BRETT')!.address);
    expect(new Set(routes.filter((r) => r.tokens.length === 3).map((r) => r.tokens[1]))).toEqual(new Set([WETH.address, USDC.address]));
    expect(routes).toHaveLength(4 + 32);
  });

  it('refuses a route from a token to itself', () => {
    expect(() => candidateRoutes(base, USDC.address, USDC.address)).toThrowErrorMatchingInlineSnapshot(
      `[Error: No route from a token to itself (0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913).]`,
    );
  });

  it('describes a route for people', () => {
    expect(describeRoute(base, { tokens: [USDC.address, WETH.address, DEGEN.address], fees: [500, 3000] })).toMatchInlineSnapshot(
      `"USDC →0.05% WETH →0.3% DEGEN"`,
    );
  });
});

describe('encodePath', () => {
  it('packs token, uint24 fee, token, ...', () => {
    expect(encodePath([USDC.address, WETH.address, DEGEN.address], [500, 3000])).toMatchInlineSnapshot(
      `"0x833589fcd6edb6e08f4c7c32d4f71b54bda029130001f44200000000000000000000000000000000000006000bb84ed4e862860bed51a9570b96d89af5e1b0efefed"`,
    );
  });

  it.each([
    [[USDC.address], []],
    [
      [USDC.address, WETH.address],
      [500, 3000],
    ],
  ] as const)('rejects a path without one fee per hop (%#)', (tokens, fees) => {
    expect(() => encodePath(tokens, fees)).toThrow(/one fee per hop/);
  });
});

describe('minimumAmountOut', () => {
  it.each([
    [1_000_000n, 100, 990_000n],
    [1_000_000n, 0, 1_000_000n],
    [1_000_000n, 50, 995_000n],
    [999n, 100, 989n], // rounds down
    [10n ** 18n, 5000, 5n * 10n ** 17n],
  ])('%s less %i bps is %s', (amountOut, bps, expected) => {
    expect(minimumAmountOut(amountOut, bps)).toBe(expected);
  });

  it.each([-1, 5001, 12.5, Number.NaN])('refuses %s bps', (bps) => {
    expect(() => minimumAmountOut(1n, bps)).toThrow(expect.objectContaining({ code: 'INVALID_SLIPPAGE' }));
  });
});

describe('planSwap', () => {
  const single = { tokens: [WETH.address, USDC.address], fees: [500] };

  it('ETH in: exactInputSingle from WETH with the amount as value, output to the wallet', () => {
    const plan = planSwap({
      router,
      route: single,
      tokenIn: ETH,
      tokenOut: USDC,
      amountIn: 10n ** 17n,
      amountOut: 300_000_000n,
      slippageBps: 100,
      recipient: wallet,
      deadline: 1_700_000_000n,
    });
    expect(plan.to).toBe(router);
    expect(plan.value).toBe(10n ** 17n);
    expect(plan.amountOutMinimum).toBe(297_000_000n);
    expect(plan.data).toMatchInlineSnapshot(
      `"0x04e45aaf0000000000000000000000004200000000000000000000000000000000000006000000000000000000000000833589fcd6edb6e08f4c7c32d4f71b54bda0291300000000000000000000000000000000000000000000000000000000000001f40000000000000000000000001111111111111111111111111111111111111111000000000000000000000000000000000000000000000000016345785d8a00000000000000000000000000000000000000000000000000000000000011b3dc400000000000000000000000000000000000000000000000000000000000000000"`,
    );
  });

  it('ETH out: swaps to the router, then unwraps to the wallet inside multicall(deadline)', () => {
    const route = { tokens: [USDC.address, WETH.address], fees: [500] };
    const plan = planSwap({
      router,
      route,
      tokenIn: USDC,
      tokenOut: ETH,
      amountIn: 150_000_000n,
      amountOut: 5n * 10n ** 16n,
      slippageBps: 100,
      recipient: wallet,
      deadline: 1_700_000_000n,
    });
    expect(plan.value).toBe(0n);
    const outer = decodeFunctionData({ abi: swapRouter02Abi, data: plan.data });
    expect(outer.functionName).toBe('multicall');
    const [deadline, calls] = outer.args as readonly [bigint, readonly `0x${string}`[]];
    expect(deadline).toBe(1_700_000_000n);
    expect(calls.map((data) => decodeFunctionData({ abi: swapRouter02Abi, data }))).toEqual([
      {
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn: USDC.address,
            tokenOut: WETH.address,
            fee: 500,
            recipient: ADDRESS_THIS,
            amountIn: 150_000_000n,
            amountOutMinimum: 495n * 10n ** 14n,
            sqrtPriceLimitX96: 0n,
          },
        ],
      },
      { functionName: 'unwrapWETH9', args: [495n * 10n ** 14n, wallet] },
    ]);
  });

  it('ERC20 to ERC20 over two hops: one exactInput with the packed path', () => {
    const route = { tokens: [USDC.address, WETH.address, DEGEN.address], fees: [500, 3000] };
    const plan = planSwap({
      router,
      route,
      tokenIn: USDC,
      tokenOut: DEGEN,
      amountIn: 20_000_000n,
      amountOut: 2_000n * 10n ** 18n,
      slippageBps: 100,
      recipient: wallet,
      deadline: 0n,
    });
    expect(plan.value).toBe(0n);
    expect(decodeFunctionData({ abi: swapRouter02Abi, data: plan.data })).toEqual({
      functionName: 'exactInput',
      args: [{ path: encodePath(route.tokens, route.fees), recipient: wallet, amountIn: 20_000_000n, amountOutMinimum: 1_980n * 10n ** 18n }],
    });
  });

  it('refuses a route that does not join the two tokens', () => {
    expect(() =>
      planSwap({ router, route: single, tokenIn: USDC, tokenOut: DEGEN, amountIn: 1n, amountOut: 1n, slippageBps: 100, recipient: wallet, deadline: 0n }),
    ).toThrow(/does not go from USDC to DEGEN/);
  });
});

describe('planApproval', () => {
  it('approves exactly the amount when the allowance is lower', () => {
    expect(planApproval({ token: USDC, spender: router, amount: 150_000_000n, allowance: 149_999_999n })).toMatchInlineSnapshot(`
      {
        "data": "0x095ea7b30000000000000000000000002626664c2603336e57b271c5c0b26f421741e4810000000000000000000000000000000000000000000000000000000008f0d180",
        "to": "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
        "value": 0n,
      }
    `);
  });

  it.each([
    ['an allowance that covers it', USDC, 150_000_000n],
    ['the native coin', ETH, 0n],
  ] as const)('is not needed for %s', (_, token, allowance) => {
    expect(planApproval({ token, spender: router, amount: 150_000_000n, allowance })).toBeUndefined();
  });
});

describe('encodeExactOutputPath', () => {
  it('packs the route reversed: the token received first, the token paid last', () => {
    const path = encodeExactOutputPath({ tokens: [USDC.address, WETH.address, DEGEN.address], fees: [500, 3000] });
    expect(path).toBe(encodePath([DEGEN.address, WETH.address, USDC.address], [3000, 500]));
    expect(path).toMatchInlineSnapshot(
      `"0x4ed4e862860bed51a9570b96d89af5e1b0efefed000bb842000000000000000000000000000000000000060001f4833589fcd6edb6e08f4c7c32d4f71b54bda02913"`,
    );
  });
});

describe('maximumAmountIn', () => {
  it.each([
    [1_000_000n, 100, 1_010_000n],
    [1_000_000n, 0, 1_000_000n],
    [999n, 100, 1_009n], // 1008.99 rounds up
    [1n, 1, 2n],
    [10n ** 18n, 5000, 15n * 10n ** 17n],
  ])('%s plus %i bps is %s', (amountIn, bps, expected) => {
    expect(maximumAmountIn(amountIn, bps)).toBe(expected);
  });

  it.each([-1, 5001, 12.5, Number.NaN])('refuses %s bps', (bps) => {
    expect(() => maximumAmountIn(1n, bps)).toThrow(expect.objectContaining({ code: 'INVALID_SLIPPAGE' }));
  });
});

describe('planExactOutSwap', () => {
  const deadline = 1_700_000_000n;
  const decodeCalls = (data: `0x${string}`) => {
    const outer = decodeFunctionData({ abi: swapRouter02Abi, data });
    expect(outer.functionName).toBe('multicall');
    const [when, calls] = outer.args as readonly [bigint, readonly `0x${string}`[]];
    expect(when).toBe(deadline);
    return calls.map((call) => decodeFunctionData({ abi: swapRouter02Abi, data: call }));
  };

  it('ERC20 to ERC20 over two hops: one exactOutput with the reversed path and the rounded-up maximum', () => {
    const route = { tokens: [USDC.address, WETH.address, DEGEN.address], fees: [500, 3000] };
    const plan = planExactOutSwap({
      router,
      route,
      tokenIn: USDC,
      tokenOut: DEGEN,
      amountOut: 100n * 10n ** 18n,
      amountIn: 1_006_010n,
      slippageBps: 100,
      recipient: wallet,
      deadline,
    });
    expect(plan).toMatchObject({ to: router, value: 0n, amountInMaximum: 1_016_071n });
    expect(decodeFunctionData({ abi: swapRouter02Abi, data: plan.data })).toEqual({
      functionName: 'exactOutput',
      args: [{ path: encodeExactOutputPath(route), recipient: wallet, amountOut: 100n * 10n ** 18n, amountInMaximum: 1_016_071n }],
    });
  });

  it('single hop: exactOutputSingle in trading order', () => {
    const route = { tokens: [USDC.address, DEGEN.address], fees: [3000] };
    const plan = planExactOutSwap({
      router,
      route,
      tokenIn: USDC,
      tokenOut: DEGEN,
      amountOut: 10n ** 18n,
      amountIn: 10_030n,
      slippageBps: 50,
      recipient: wallet,
      deadline,
    });
    expect(decodeFunctionData({ abi: swapRouter02Abi, data: plan.data })).toEqual({
      functionName: 'exactOutputSingle',
      args: [
        {
          tokenIn: USDC.address,
          tokenOut: DEGEN.address,
          fee: 3000,
          recipient: wallet,
          amountOut: 10n ** 18n,
          amountInMaximum: 10_081n,
          sqrtPriceLimitX96: 0n,
        },
      ],
    });
  });

  it('ETH in: sends the maximum as value and refunds the rest with refundETH in the multicall', () => {
    const route = { tokens: [WETH.address, USDC.address], fees: [500] };
    const plan = planExactOutSwap({
      router,
      route,
      tokenIn: ETH,
      tokenOut: USDC,
      amountOut: 50_000_000n,
      amountIn: 16_716_000_000_000_000n,
      slippageBps: 100,
      recipient: wallet,
      deadline,
    });
    expect(plan.value).toBe(16_883_160_000_000_000n);
    expect(plan.amountInMaximum).toBe(plan.value);
    expect(decodeCalls(plan.data)).toEqual([
      {
        functionName: 'exactOutputSingle',
        args: [
          {
            tokenIn: WETH.address,
            tokenOut: USDC.address,
            fee: 500,
            recipient: wallet,
            amountOut: 50_000_000n,
            amountInMaximum: plan.value,
            sqrtPriceLimitX96: 0n,
          },
        ],
      },
      { functionName: 'refundETH' },
    ]);
  });

  it('ETH out: swaps to the router, then unwraps exactly the amount to the wallet', () => {
    const route = { tokens: [USDC.address, WETH.address], fees: [500] };
    const plan = planExactOutSwap({
      router,
      route,
      tokenIn: USDC,
      tokenOut: ETH,
      amountOut: 10n ** 16n,
      amountIn: 30_100_000n,
      slippageBps: 100,
      recipient: wallet,
      deadline,
    });
    expect(plan.value).toBe(0n);
    expect(decodeCalls(plan.data)).toEqual([
      {
        functionName: 'exactOutputSingle',
        args: [
          {
            tokenIn: USDC.address,
            tokenOut: WETH.address,
            fee: 500,
            recipient: ADDRESS_THIS,
            amountOut: 10n ** 16n,
            amountInMaximum: 30_401_000n,
            sqrtPriceLimitX96: 0n,
          },
        ],
      },
      { functionName: 'unwrapWETH9', args: [10n ** 16n, wallet] },
    ]);
  });

  it('refuses a route that does not join the two tokens', () => {
    const route = { tokens: [WETH.address, USDC.address], fees: [500] };
    expect(() =>
      planExactOutSwap({ router, route, tokenIn: USDC, tokenOut: DEGEN, amountOut: 1n, amountIn: 1n, slippageBps: 100, recipient: wallet, deadline }),
    ).toThrow(/does not go from USDC to DEGEN/);
  });
});
