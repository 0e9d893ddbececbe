import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { evmChainByName } from '../../lib/chains/chains.ts';
import { swapToken } from '../../lib/capabilities/swaps/evm/swap-token.ts';
import type { SwapQuoteRequest } from '../../lib/capabilities/swaps/evm/swap-quoter.ts';
import { ZEROEX_NATIVE_TOKEN, zeroExSwapQuoter } from '../../lib/adapters/zeroex/zeroex-swap-quote.ts';

const base = evmChainByName('base')!;
const taker: Address = '0x70a9f34f9b34c64957b9c401a97bfed35b95049e';
const allowanceHolder = '0x0000000000001ff3684f28c67538d4d072c22734';
const usdcToEth: SwapQuoteRequest = {
  chain: base,
  tokenIn: swapToken(base, 'USDC')!,
  tokenOut: swapToken(base, 'ETH')!,
  amountIn: 100_000_000n,
  slippageBps: 100,
  taker,
};

/** A /quote answer shaped like 0x's documented example (trimmed of fields the adapter ignores). */
const quoteBody = (overrides: Record<string, unknown> = {}) => ({
  blockNumber: '20114692',
  buyAmount: '33058939125754070',
  buyToken: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  fees: { integratorFee: null, zeroExFee: null, gasFee: null },
  issues: { allowance: { actual: '0', spender: allowanceHolder }, balance: null, simulationIncomplete: false, invalidSourcesPassed: [] },
  liquidityAvailable: true,
  minBuyAmount: '32728349734496529',
  route: {
    fills: [
      { from: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913', to: '0x4200000000000000000000000000000000000006', source: 'Uniswap_V3', proportionBps: '10000' },
    ],
    tokens: [],
  },
  sellAmount: '100000000',
  sellToken: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
  totalNetworkFee: '1393685870940000',
  transaction: {
    to: allowanceHolder,
    data: '0x2213bc0b00000000000000000000000000000000000000000000000000000000000000a0',
    gas: '288079',
    gasPrice: '4837860000',
    value: '0',
  },
  zid: '0x111111111111111111111111',
  ...overrides,
});

function fakeFetch(status: number, body: unknown) {
  const calls: Array<{ url: URL; headers: Record<string, string> }> = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: new URL(String(input)), headers: init?.headers as Record<string, string> });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof fetch;
  return { calls, fetchFn };
}

describe('zeroExSwapQuoter', () => {
  it('asks /swap/allowance-holder/quote with the documented parameters and headers', async () => {
    const { calls, fetchFn } = fakeFetch(200, quoteBody());
    await zeroExSwapQuoter({ apiKey: 'k', fetch: fetchFn }).quote(usdcToEth);
    const [{ url, headers }] = calls as [(typeof calls)[0]];
    expect(url.origin + url.pathname).toBe('https://api.0x.org/swap/allowance-holder/quote');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      chainId: '8453',
      sellToken: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      buyToken: ZEROEX_NATIVE_TOKEN,
      sellAmount: '100000000',
      taker,
      slippageBps: '100',
    });
    expect(headers).toMatchObject({ '0x-api-key': 'k', '0x-version': 'v2' });
  });

  it('maps amounts, the exact approval to AllowanceHolder and the transaction', async () => {
    const { fetchFn } = fakeFetch(200, quoteBody());
    expect(await zeroExSwapQuoter({ apiKey: 'k', fetch: fetchFn }).quote(usdcToEth)).toMatchInlineSnapshot(`
      {
        "amountIn": 100000000n,
        "amountOut": 33058939125754070n,
        "approval": {
          "amount": 100000000n,
          "spender": "0x0000000000001fF3684f28c67538d4D072C22734",
          "token": "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
        },
        "gasEstimate": 288079n,
        "minAmountOut": 32728349734496529n,
        "provider": "0x",
        "routeLabel": "0x (Uniswap_V3)",
        "transaction": {
          "data": "0x2213bc0b00000000000000000000000000000000000000000000000000000000000000a0",
          "to": "0x0000000000001fF3684f28c67538d4D072C22734",
          "value": 0n,
        },
      }
    `);
  });

  it('asks for no approval when 0x reports none missing, and sends native value through', async () => {
    const { fetchFn } = fakeFetch(
      200,
      quoteBody({
        sellAmount: '1000000000000000000',
        issues: { allowance: null, balance: null },
        transaction: { to: allowanceHolder, data: '0x2213bc0b', gas: '1', value: '1000000000000000000' },
      }),
    );
    const quote = await zeroExSwapQuoter({ apiKey: 'k', fetch: fetchFn }).quote({
      ...usdcToEth,
      tokenIn: swapToken(base, 'ETH')!,
      tokenOut: swapToken(base, 'USDC')!,
      amountIn: 10n ** 18n,
    });
    expect(quote.approval).toBeUndefined();
    expect(quote.transaction.value).toBe(10n ** 18n);
  });

  it('refuses an allowance target that is not the transaction target', async () => {
    const { fetchFn } = fakeFetch(200, quoteBody({ issues: { allowance: { actual: '0', spender: '0x000000000000000000000000000000000000bEEF' } } }));
    await expect(zeroExSwapQuoter({ apiKey: 'k', fetch: fetchFn }).quote(usdcToEth)).rejects.toMatchObject({ code: 'SWAP_PROVIDER_ERROR' });
  });

  it('refuses a transaction whose value is not what the sale sends', async () => {
    const { fetchFn } = fakeFetch(200, quoteBody({ transaction: { to: allowanceHolder, data: '0x2213bc0b', gas: '1', value: '5' } }));
    await expect(zeroExSwapQuoter({ apiKey: 'k', fetch: fetchFn }).quote(usdcToEth)).rejects.toMatchObject({ code: 'SWAP_PROVIDER_ERROR' });
  });

  it('turns liquidityAvailable: false into NO_ROUTE', async () => {
    const { fetchFn } = fakeFetch(200, { liquidityAvailable: false, zid: '0x1' });
    await expect(zeroExSwapQuoter({ apiKey: 'k', fetch: fetchFn }).quote(usdcToEth)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[PermanentError: 0x found no liquidity to swap USDC for ETH on Base.]`,
    );
  });

  it.each([
    [429, 'SWAP_PROVIDER_UNAVAILABLE', true],
    [503, 'SWAP_PROVIDER_UNAVAILABLE', true],
    [400, 'SWAP_REJECTED', false],
  ])('maps HTTP %i to %s (retryable: %s)', async (status, code, retryable) => {
    const { fetchFn } = fakeFetch(status, { name: 'INPUT_INVALID', message: 'Validation Failed' });
    await expect(zeroExSwapQuoter({ apiKey: 'k', fetch: fetchFn }).quote(usdcToEth)).rejects.toMatchObject({ code, retryable });
  });

  it('treats a network failure as transient', async () => {
    const fetchFn = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(zeroExSwapQuoter({ apiKey: 'k', fetch: fetchFn }).quote(usdcToEth)).rejects.toMatchObject({
      code: 'SWAP_PROVIDER_UNAVAILABLE',
      retryable: true,
    });
  });

  it('rejects a malformed answer', async () => {
    const { fetchFn } = fakeFetch(200, quoteBody({ buyAmount: 12 }));
    await expect(zeroExSwapQuoter({ apiKey: 'k', fetch: fetchFn }).quote(usdcToEth)).rejects.toMatchObject({ code: 'SWAP_PROVIDER_ERROR' });
  });

  it('prices through /swap/allowance-holder/price', async () => {
    const { calls, fetchFn } = fakeFetch(200, {
      liquidityAvailable: true,
      buyAmount: '10',
      minBuyAmount: '9',
      sellAmount: '100000000',
      issues: { allowance: null },
    });
    expect(await zeroExSwapQuoter({ apiKey: 'k', fetch: fetchFn }).price(usdcToEth)).toEqual({ amountOut: 10n, minAmountOut: 9n });
    expect(calls[0]!.url.pathname).toBe('/swap/allowance-holder/price');
  });
});
