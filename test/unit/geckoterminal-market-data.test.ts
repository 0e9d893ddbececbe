import { describe, expect, it } from 'vitest';
import { geckoTerminalMarketData } from '../../lib/adapters/geckoterminal/geckoterminal-market-data.ts';
import { PermanentError, TransientError } from '../../lib/errors.ts';

const WIF = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm';
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const SOL = 'So11111111111111111111111111111111111111112';

// Shaped like GET /networks/solana/trending_pools?include=base_token (JSON:API, amounts as decimal strings).
const pool = (id: string, name: string, base: string, volume: string, buys: number, sells: number) => ({
  id: `solana_${id}`,
  type: 'pool',
  attributes: {
    address: id,
    name,
    base_token_price_usd: '0.21',
    volume_usd: { m5: '10.5', h1: '100.25', h6: '600', h24: volume },
    transactions: { h1: { buys: 1, sells: 1, buyers: 1, sellers: 1 }, h24: { buys, sells, buyers: 10, sellers: 9 } },
    reserve_in_usd: '89612.6227',
  },
  relationships: {
    base_token: { data: { id: `solana_${base}`, type: 'token' } },
    quote_token: { data: { id: `solana_${SOL}`, type: 'token' } },
    dex: { data: { id: 'raydium', type: 'dex' } },
  },
});
const token = (address: string, symbol: string) => ({
  id: `solana_${address}`,
  type: 'token',
  attributes: { address, name: symbol, symbol, image_url: null, coingecko_coin_id: null },
});

const trendingResponse = {
  data: [
    pool('PoolA', 'BONK / SOL', BONK, '1200.5', 30, 20),
    pool('PoolB', '$WIF / SOL', WIF, '41413570.131944', 33874, 21413),
    pool('PoolC', 'BONK / USDC', BONK, '800', 5, 5),
  ],
  included: [token(WIF, '$WIF'), token(BONK, 'Bonk')],
};

function fakeFetch(...answers: Array<{ status: number; body: unknown } | Error>) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetchFn = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const answer = answers.shift();
    if (!answer) throw new TypeError('fetch failed');
    if (answer instanceof Error) throw answer;
    return new Response(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body), { status: answer.status });
  }) as typeof fetch;
  return { fetchFn, calls };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('geckoTerminalMarketData', () => {
  it('asks the public API for the trending pools of the network, with their base tokens', async () => {
    const { fetchFn, calls } = fakeFetch({ status: 200, body: trendingResponse });
    await geckoTerminalMarketData({ fetch: fetchFn }).trending({ chain: 'solana' });
    expect(calls[0]!.url).toBe('https://api.geckoterminal.com/api/v2/networks/solana/trending_pools?include=base_token');
    expect(calls[0]!.init?.method).toBe('GET');
    expect((calls[0]!.init?.headers as Record<string, string> | undefined)?.['x-cg-pro-api-key']).toBeUndefined();
  });

  it.each([
    ['base', 'base'],
    ['ethereum', 'eth'],
    ['polygon', 'polygon_pos'],
    ['unichain', 'unichain'],
  ] as const)('names %s by its GeckoTerminal network id %s', async (chain, network) => {
    const { fetchFn, calls } = fakeFetch({ status: 200, body: { data: [] } });
    await geckoTerminalMarketData({ fetch: fetchFn }).trending({ chain });
    expect(calls[0]!.url).toBe(`https://api.geckoterminal.com/api/v2/networks/${network}/trending_pools?include=base_token`);
  });

  it('folds pools into tokens by base token, summing 24 h volume and trades, highest volume first', async () => {
    const { fetchFn } = fakeFetch({ status: 200, body: trendingResponse });
    expect(await geckoTerminalMarketData({ fetch: fetchFn }).trending({ chain: 'solana' })).toEqual([
      { symbol: '$WIF', address: WIF, volumeUsd: 41413570.131944, swaps: 55287 },
      { symbol: 'Bonk', address: BONK, volumeUsd: 2000.5, swaps: 60 },
    ]);
  });

  it('falls back to the pool name and the id for a base token missing from `included`', async () => {
    const { fetchFn } = fakeFetch({ status: 200, body: { data: [pool('PoolA', 'BONK / SOL', BONK, '5', 1, 0)] } });
    expect(await geckoTerminalMarketData({ fetch: fetchFn }).trending({ chain: 'solana' })).toEqual([
      { symbol: 'BONK', address: BONK, volumeUsd: 5, swaps: 1 },
    ]);
  });

  it('uses CoinGecko’s onchain API with the key when one is configured', async () => {
    const { fetchFn, calls } = fakeFetch({ status: 200, body: { data: [] } });
    await geckoTerminalMarketData({ fetch: fetchFn, apiKey: 'cg-key' }).trending({ chain: 'base' });
    expect(calls[0]!.url).toBe('https://pro-api.coingecko.com/api/v3/onchain/networks/base/trending_pools?include=base_token');
    expect((calls[0]!.init?.headers as Record<string, string> | undefined)?.['x-cg-pro-api-key']).toBe('cg-key');
  });

  it.each([429, 500, 503])('maps HTTP %i to a TransientError', async (status) => {
    const { fetchFn } = fakeFetch({ status, body: { status: { error_code: status, error_message: 'slow down' } } });
    const error = await failure(geckoTerminalMarketData({ fetch: fetchFn }).trending({ chain: 'solana' }));
    expect(error).toBeInstanceOf(TransientError);
    expect(error).toMatchObject({
      code: 'MARKET_DATA_UNAVAILABLE',
      retryable: true,
      message: `GeckoTerminal trending pools failed with HTTP ${status}; try again shortly. Trending tokens come from GeckoTerminal.`,
    });
  });

  it('maps a network failure to a TransientError', async () => {
    const { fetchFn } = fakeFetch(new TypeError('fetch failed'));
    const error = await failure(geckoTerminalMarketData({ fetch: fetchFn }).trending({ chain: 'solana' }));
    expect(error).toBeInstanceOf(TransientError);
    expect(error).toMatchObject({ code: 'MARKET_DATA_UNAVAILABLE' });
  });

  it('maps a refusal to a PermanentError with the provider’s reason', async () => {
    const { fetchFn } = fakeFetch({ status: 404, body: { errors: [{ status: '404', title: 'Not Found' }] } });
    const error = await failure(geckoTerminalMarketData({ fetch: fetchFn }).trending({ chain: 'unichain' }));
    expect(error).toBeInstanceOf(PermanentError);
    expect(error).toMatchObject({ code: 'MARKET_DATA_ERROR', message: 'GeckoTerminal refused the trending pools request for unichain: Not Found' });
  });

  it('refuses an answer of an unexpected shape with a PermanentError', async () => {
    const { fetchFn } = fakeFetch({ status: 200, body: { data: [{ id: 'solana_x', attributes: {} }] } });
    const error = await failure(geckoTerminalMarketData({ fetch: fetchFn }).trending({ chain: 'solana' }));
    expect(error).toBeInstanceOf(PermanentError);
    expect(error).toMatchObject({ code: 'MARKET_DATA_ERROR' });
  });

  it('refuses a 2xx that is not JSON with a PermanentError', async () => {
    const { fetchFn } = fakeFetch({ status: 200, body: '<html>' });
    const error = await failure(geckoTerminalMarketData({ fetch: fetchFn }).trending({ chain: 'solana' }));
    expect(error).toBeInstanceOf(PermanentError);
    expect(error).toMatchObject({ code: 'MARKET_DATA_ERROR' });
  });
});
