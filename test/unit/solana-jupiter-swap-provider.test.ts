import { describe, expect, it } from 'vitest';
import { jupiterSwapProvider } from '../../lib/adapters/jupiter/jupiter-swap-provider.ts';
import type { SolanaQuote } from '../../lib/swaps/solana-swap-provider.ts';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const USER = '5XwQ3hmLxgqEp7xtfxR2VvxhMpP9fWhVv7bq1Y4hYhbb';

// Shaped like the documented responses of GET /swap/v1/quote and POST /swap/v1/swap.
const quoteResponse = {
  inputMint: SOL,
  inAmount: '1000000000',
  outputMint: USDC,
  outAmount: '149731212',
  otherAmountThreshold: '148982556',
  swapMode: 'ExactIn',
  slippageBps: 50,
  platformFee: null,
  priceImpactPct: '0.0001',
  routePlan: [
    {
      swapInfo: {
        ammKey: 'HcoJqG325TTifs6jyWvRJ9ET4pDu12Xrt2EQKZGFmuKX',
        label: 'Whirlpool',
        inputMint: SOL,
        outputMint: USDC,
        inAmount: '1000000000',
        outAmount: '149731212',
        feeAmount: '40000',
        feeMint: SOL,
      },
      percent: 100,
      bps: null,
    },
  ],
  contextSlot: 414697033,
  timeTaken: 0.0012,
};
const swapResponse = { swapTransaction: 'AQAAAA==', lastValidBlockHeight: 392746123, prioritizationFeeLamports: 5000 };

interface Call {
  url: string;
  init: RequestInit | undefined;
}

function fakeFetch(...answers: Array<{ status: number; body: unknown }>) {
  const calls: Call[] = [];
  const fetchFn = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const answer = answers.shift();
    if (!answer) throw new TypeError('fetch failed');
    return new Response(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body), { status: answer.status });
  }) as typeof fetch;
  return { fetchFn, calls };
}

describe('jupiterSwapProvider', () => {
  it('asks /quote for an exact-in route and maps the answer', async () => {
    const { fetchFn, calls } = fakeFetch({ status: 200, body: quoteResponse });
    const quote = await jupiterSwapProvider({ fetch: fetchFn }).quote({ inputMint: SOL, outputMint: USDC, amount: 1_000_000_000n, slippageBps: 50 });
    expect(calls[0]!.url).toBe(`https://lite-api.jup.ag/swap/v1/quote?inputMint=${SOL}&outputMint=${USDC}&amount=1000000000&slippageBps=50&swapMode=ExactIn`);
    expect(quote).toEqual({
      provider: 'jupiter',
      inputMint: SOL,
      outputMint: USDC,
      inAmount: 1_000_000_000n,
      outAmount: 149_731_212n,
      minOutAmount: 148_982_556n,
      slippageBps: 50,
      priceImpactPct: 0.0001,
      routeLabel: 'Whirlpool',
      raw: quoteResponse,
    });
  });

  it('posts the quote back unchanged to /swap, wrapping SOL, with the API key', async () => {
    const { fetchFn, calls } = fakeFetch({ status: 200, body: quoteResponse }, { status: 200, body: swapResponse });
    const jupiter = jupiterSwapProvider({ fetch: fetchFn, baseUrl: 'https://api.jup.ag/swap/v1/', apiKey: 'k-123' });
    const quote = await jupiter.quote({ inputMint: SOL, outputMint: USDC, amount: 1_000_000_000n, slippageBps: 50 });
    const built = await jupiter.buildSwapTransaction({ quote, userPublicKey: USER });
    expect(built).toEqual({ transaction: 'AQAAAA==', lastValidBlockHeight: 392746123 });
    expect(calls[1]!.url).toBe('https://api.jup.ag/swap/v1/swap');
    expect(calls[1]!.init?.method).toBe('POST');
    expect((calls[1]!.init?.headers as Record<string, string> | undefined)?.['x-api-key']).toBe('k-123');
    expect(JSON.parse(String(calls[1]!.init?.body))).toEqual({
      quoteResponse,
      userPublicKey: USER,
      wrapAndUnwrapSol: true,
      dynamicComputeUnitLimit: true,
      prioritizationFeeLamports: { priorityLevelWithMaxLamports: { priorityLevel: 'medium', maxLamports: 1_000_000 } },
    });
  });

  it("maps a refused route to a permanent NO_ROUTE error with Jupiter's words", async () => {
    const { fetchFn } = fakeFetch({ status: 400, body: { error: 'Could not find any route', errorCode: 'COULD_NOT_FIND_ANY_ROUTE' } });
    await expect(jupiterSwapProvider({ fetch: fetchFn }).quote({ inputMint: SOL, outputMint: USDC, amount: 1n, slippageBps: 50 })).rejects.toMatchObject({
      code: 'NO_ROUTE',
      retryable: false,
      message: 'Jupiter refused the quote: Could not find any route',
      details: { status: 400, errorCode: 'COULD_NOT_FIND_ANY_ROUTE' },
    });
  });

  it.each([
    ['rate limiting', { status: 429, body: 'Too Many Requests' }],
    ['a server error', { status: 502, body: 'Bad Gateway' }],
  ])('treats %s as transient', async (_what, answer) => {
    const { fetchFn } = fakeFetch(answer);
    await expect(jupiterSwapProvider({ fetch: fetchFn }).quote({ inputMint: SOL, outputMint: USDC, amount: 1n, slippageBps: 50 })).rejects.toMatchObject({
      code: 'SWAP_PROVIDER_UNAVAILABLE',
      retryable: true,
    });
  });

  it('treats an unreachable API as transient', async () => {
    const { fetchFn } = fakeFetch();
    await expect(jupiterSwapProvider({ fetch: fetchFn }).quote({ inputMint: SOL, outputMint: USDC, amount: 1n, slippageBps: 50 })).rejects.toMatchObject({
      code: 'SWAP_PROVIDER_UNAVAILABLE',
      retryable: true,
      message: 'Jupiter did not answer the quote request: fetch failed',
    });
  });

  it('refuses a failed swap simulation and a quote from another provider', async () => {
    const { fetchFn } = fakeFetch({ status: 200, body: { ...swapResponse, simulationError: { error: 'Slippage tolerance exceeded' } } });
    const jupiter = jupiterSwapProvider({ fetch: fetchFn });
    const quote: SolanaQuote = {
      provider: 'jupiter',
      inputMint: SOL,
      outputMint: USDC,
      inAmount: 1n,
      outAmount: 1n,
      minOutAmount: 1n,
      slippageBps: 50,
      priceImpactPct: 0,
      routeLabel: 'x',
      raw: quoteResponse,
    };
    await expect(jupiter.buildSwapTransaction({ quote, userPublicKey: USER })).rejects.toMatchObject({ code: 'SWAP_REJECTED' });
    await expect(jupiter.buildSwapTransaction({ quote: { ...quote, provider: 'sandbox-market-maker' }, userPublicKey: USER })).rejects.toMatchObject({
      code: 'QUOTE_MISMATCH',
    });
  });
});

describe('jupiterSwapProvider exact-out', () => {
  // Shaped like GET /swap/v1/quote?swapMode=ExactOut: outAmount is what was asked, otherAmountThreshold the most input.
  const exactOutResponse = {
    ...quoteResponse,
    inAmount: '668100000',
    outAmount: '100000000',
    otherAmountThreshold: '671440500',
    swapMode: 'ExactOut',
  };

  it('asks /quote with swapMode=ExactOut and reads otherAmountThreshold as the maximum input', async () => {
    const { fetchFn, calls } = fakeFetch({ status: 200, body: exactOutResponse });
    const quote = await jupiterSwapProvider({ fetch: fetchFn }).quote({
      inputMint: SOL,
      outputMint: USDC,
      amount: 100_000_000n,
      slippageBps: 50,
      swapMode: 'ExactOut',
    });
    expect(calls[0]!.url).toBe(`https://lite-api.jup.ag/swap/v1/quote?inputMint=${SOL}&outputMint=${USDC}&amount=100000000&slippageBps=50&swapMode=ExactOut`);
    expect(calls[0]!.init?.method).toBe('GET');
    expect(quote).toEqual({
      provider: 'jupiter',
      inputMint: SOL,
      outputMint: USDC,
      inAmount: 668_100_000n,
      outAmount: 100_000_000n,
      minOutAmount: 100_000_000n,
      swapMode: 'ExactOut',
      maxInAmount: 671_440_500n,
      slippageBps: 50,
      priceImpactPct: 0.0001,
      routeLabel: 'Whirlpool',
      raw: exactOutResponse,
    });
  });

  it('posts an exact-out quote back unchanged to /swap', async () => {
    const { fetchFn, calls } = fakeFetch({ status: 200, body: exactOutResponse }, { status: 200, body: swapResponse });
    const provider = jupiterSwapProvider({ fetch: fetchFn });
    const quote = await provider.quote({ inputMint: SOL, outputMint: USDC, amount: 100_000_000n, slippageBps: 50, swapMode: 'ExactOut' });
    await provider.buildSwapTransaction({ quote, userPublicKey: USER });
    expect(JSON.parse(String(calls[1]!.init!.body)).quoteResponse).toEqual(exactOutResponse);
  });

  it('refuses an exact-in answer to an exact-out request', async () => {
    const { fetchFn } = fakeFetch({ status: 200, body: quoteResponse });
    await expect(
      jupiterSwapProvider({ fetch: fetchFn }).quote({ inputMint: SOL, outputMint: USDC, amount: 100_000_000n, slippageBps: 50, swapMode: 'ExactOut' }),
    ).rejects.toMatchObject({ code: 'SWAP_PROVIDER_ERROR', message: 'Jupiter answered an ExactOut request with a quote in ExactIn mode; not swapping.' });
  });
});

describe('Solana prices through the swap provider (production: Jupiter, no sandbox)', () => {
  it('prices SOL from a Jupiter quote into USDC, asking the quote endpoint only', async () => {
    const { onChainPriceService } = await import('../../lib/market/on-chain-price-service.ts');
    const { viemChainGateway } = await import('../../lib/adapters/viem/viem-chain-gateway.ts');
    // 1 SOL → 149.731212 USDC: inside the $1–$1000 band, so one quote is enough.
    const { fetchFn, calls } = fakeFetch({ status: 200, body: quoteResponse });
    const prices = onChainPriceService({ chains: viemChainGateway({ rpcUrls: {} }), solanaSwaps: jupiterSwapProvider({ fetch: fetchFn }) });
    expect(await prices.usdPrice({ chain: 'solana', token: 'SOL' })).toEqual({ usd: 149.731212, source: 'Solana swap quote in USDC' });
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/swap/v1/quote']);
  });

  it('says Solana prices need a swap provider when none is configured', async () => {
    const { onChainPriceService } = await import('../../lib/market/on-chain-price-service.ts');
    const { viemChainGateway } = await import('../../lib/adapters/viem/viem-chain-gateway.ts');
    await expect(onChainPriceService({ chains: viemChainGateway({ rpcUrls: {} }) }).usdPrice({ chain: 'solana', token: 'SOL' })).rejects.toMatchObject({
      code: 'SOLANA_NOT_CONFIGURED',
    });
  });
});
