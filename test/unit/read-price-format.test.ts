import { describe, expect, it } from 'vitest';
import { formatUsd } from '../../lib/market/format-usd.ts';
import { formatPrice } from '../../lib/capabilities/prices/read-price.ts';
import { coingeckoPriceService } from '../../lib/market/coingecko-price-service.ts';

describe('formatUsd', () => {
  it.each([
    [0, '$0.00'],
    [1, '$1.00'],
    [2996.702877, '$2,996.70'],
    [143794.2149, '$143,794.21'],
    [0.5, '$0.50'],
    [0.000019939999, '$0.00001994'],
    [0.00001, '$0.00001'],
  ])('%s → %s', (usd, text) => expect(formatUsd(usd)).toBe(text));
});

describe('coingeckoPriceService', () => {
  const fakeFetch = (answers: Record<string, { status?: number; body?: unknown }>, seen: string[] = []) =>
    (async (url: string | URL, init?: RequestInit) => {
      seen.push(`${String(url)} ${JSON.stringify(init?.headers)}`);
      const answer = Object.entries(answers).find(([path]) => String(url).includes(path))?.[1] ?? { body: {} };
      return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200 });
    }) as typeof fetch;

  it('prices an ERC20 of the registry by its lower-cased address on its platform', async () => {
    const seen: string[] = [];
    const prices = coingeckoPriceService({
      apiKey: 'k',
      fetch: fakeFetch({ '/simple/token_price/polygon-pos': { body: { '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359': { usd: 0.9998 } } } }, seen),
    });
    expect(await prices.usdPrice({ chain: 'polygon', token: 'USDC' })).toEqual({ usd: 0.9998, source: 'coingecko' });
    expect(seen).toEqual([
      'https://pro-api.coingecko.com/api/v3/simple/token_price/polygon-pos?contract_addresses=0x3c499c542cef5e3811e1192ce70d8cc03d5c3359&vs_currencies=usd {"accept":"application/json","x-cg-pro-api-key":"k"}',
    ]);
  });

  it('prices a native token by coin id, on the demo plan', async () => {
    const seen: string[] = [];
    const prices = coingeckoPriceService({
      apiKey: 'd',
      plan: 'demo',
      fetch: fakeFetch({ '/simple/price?ids=ethereum': { body: { ethereum: { usd: 3012.5 } } } }, seen),
    });
    expect(await prices.usdPrice({ chain: 'base', token: 'ETH' })).toEqual({ usd: 3012.5, source: 'coingecko' });
    expect(seen[0]).toMatch(/^https:\/\/api\.coingecko\.com\/api\/v3\/simple\/price\?ids=ethereum&vs_currencies=usd .*x-cg-demo-api-key/);
  });

  it('prices an SPL token by its mint', async () => {
    const mint = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
    const prices = coingeckoPriceService({ apiKey: 'k', fetch: fakeFetch({ '/simple/token_price/solana': { body: { [mint]: { usd: 0.000021 } } } }) });
    expect(await prices.usdPrice({ chain: 'solana', token: 'BONK' })).toEqual({ usd: 0.000021, source: 'coingecko' });
  });

  it.each([
    ['an empty answer', { body: {} }, 'NO_PRICE', false],
    ['429', { status: 429 }, 'PRICE_SOURCE_UNAVAILABLE', true],
    ['503', { status: 503 }, 'PRICE_SOURCE_UNAVAILABLE', true],
    ['401', { status: 401 }, 'PRICE_SOURCE_REJECTED', false],
  ])('maps %s to %s', async (_label, answer, code, retryable) => {
    const prices = coingeckoPriceService({ apiKey: 'k', fetch: fakeFetch({ '/simple/token_price/base': answer }) });
    await expect(prices.usdPrice({ chain: 'base', token: 'DEGEN' })).rejects.toMatchObject({ code, retryable });
  });

  it('refuses a symbol it cannot resolve to an address', async () => {
    const prices = coingeckoPriceService({ apiKey: 'k', fetch: fakeFetch({}) });
    await expect(prices.usdPrice({ chain: 'base', token: 'NOPE' })).rejects.toMatchObject({ code: 'UNKNOWN_TOKEN' });
  });
});

describe('formatPrice', () => {
  it.each([
    [59998.55, '$60,000'],
    [2999.94, '$3,000'],
    [1234.56, '$1,235'],
    [150.01, '$150.01'],
    [0.99998, '$1.00'],
    [0.000019939999, '$0.00001994'],
  ])('%s → %s', (usd, text) => expect(formatPrice(usd)).toBe(text));
});
