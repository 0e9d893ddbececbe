/**
 * The production adapter of the market-data port: GeckoTerminal's trending
 * pools (`GET /networks/{network}/trending_pools?include=base_token`), folded
 * into trending tokens (a token trending in several pools counts once, with
 * the pools' 24 h volume and trades summed). Keyless on the public API; with a
 * CoinGecko API key the same data comes from CoinGecko's `/onchain` endpoints,
 * which allow more calls per minute.
 */
import * as z from 'zod';
import type { ChainName } from '../../chains/chains.ts';
import type { MarketData, TrendingToken } from '../../capabilities/trending/market-data.ts';
import { PermanentError, TransientError, isPurserError } from '../../errors.ts';
import { fetchProviderJson } from '../http/provider-fetch.ts';

export const GECKOTERMINAL = 'geckoterminal';
/** The keyless public API (30 calls a minute). */
export const GECKOTERMINAL_BASE_URL = 'https://api.geckoterminal.com/api/v2';
/** The same data for CoinGecko Pro keys (sent as `x-cg-pro-api-key`). */
export const COINGECKO_ONCHAIN_BASE_URL = 'https://pro-api.coingecko.com/api/v3/onchain';

/** GeckoTerminal's network id per chain we serve. */
export const geckoTerminalNetworks: Readonly<Record<ChainName, string>> = {
  base: 'base',
  ethereum: 'eth',
  polygon: 'polygon_pos',
  unichain: 'unichain',
  solana: 'solana',
};

export interface GeckoTerminalOptions {
  /** Defaults to the public API, or to CoinGecko's `/onchain` API when `apiKey` is given. */
  readonly baseUrl?: string;
  /** A CoinGecko Pro API key. */
  readonly apiKey?: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

const decimalString = z.union([z.string(), z.number()]).nullish();

const TrendingPoolsSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      id: z.string(),
      attributes: z.looseObject({
        name: z.string().nullish(),
        volume_usd: z.looseObject({ h24: decimalString }).nullish(),
        transactions: z.looseObject({ h24: z.looseObject({ buys: z.number().nullish(), sells: z.number().nullish() }).nullish() }).nullish(),
      }),
      relationships: z.looseObject({
        base_token: z.looseObject({ data: z.looseObject({ id: z.string() }).nullish() }).nullish(),
      }),
    }),
  ),
  included: z
    .array(z.looseObject({ id: z.string(), type: z.string(), attributes: z.looseObject({ address: z.string(), symbol: z.string().nullish() }).nullish() }))
    .nullish(),
});

/**
 * GeckoTerminal behind the {@link MarketData} port. Never called by tests against the network.
 * `trending` throws TransientError `MARKET_DATA_UNAVAILABLE` when the API does not answer, throttles
 * (429) or fails (5xx); PermanentError `MARKET_DATA_ERROR` when it refuses the request or answers
 * in an unexpected shape.
 */
export function geckoTerminalMarketData(options: GeckoTerminalOptions = {}): MarketData {
  const baseUrl = (options.baseUrl ?? (options.apiKey ? COINGECKO_ONCHAIN_BASE_URL : GECKOTERMINAL_BASE_URL)).replace(/\/+$/, '');
  const fetchFn = options.fetch ?? fetch;
  const headers: Record<string, string> = { accept: 'application/json', ...(options.apiKey ? { 'x-cg-pro-api-key': options.apiKey } : {}) };

  return {
    async trending({ chain }) {
      const network = geckoTerminalNetworks[chain];
      if (!network) throw new PermanentError('TRENDING_NOT_AVAILABLE', `GeckoTerminal does not cover ${chain}.`, { details: { chain } });
      const url = `${baseUrl}/networks/${network}/trending_pools?include=base_token`;
      let body: unknown;
      try {
        body = await fetchProviderJson({
          provider: 'GeckoTerminal',
          what: 'trending pools',
          url,
          init: { method: 'GET', headers },
          fetch: fetchFn,
          ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
          refused: (status, answer) =>
            new PermanentError('MARKET_DATA_ERROR', `GeckoTerminal refused the trending pools request for ${network}: ${refusal(status, answer)}`, {
              details: { status, network },
            }),
        });
      } catch (error) {
        // The shared helper names swap providers in its codes; market data has its own.
        if (isPurserError(error) && error.code === 'SWAP_PROVIDER_UNAVAILABLE') {
          throw new TransientError('MARKET_DATA_UNAVAILABLE', `${error.message} Trending tokens come from GeckoTerminal.`, {
            details: { network, ...error.details },
            cause: error,
          });
        }
        if (isPurserError(error) && error.code === 'SWAP_PROVIDER_ERROR')
          throw new PermanentError('MARKET_DATA_ERROR', error.message, { details: { network }, cause: error });
        throw error;
      }
      const parsed = TrendingPoolsSchema.safeParse(body);
      if (!parsed.success) {
        throw new PermanentError('MARKET_DATA_ERROR', `GeckoTerminal's trending pools for ${network} have an unexpected shape: ${parsed.error.message}`, {
          details: { network },
        });
      }
      return trendingTokens(parsed.data);
    },
  };
}

function refusal(status: number, body: unknown): string {
  const errors = (body as { errors?: Array<{ title?: unknown; detail?: unknown }> } | undefined)?.errors;
  const first = Array.isArray(errors) ? errors[0] : undefined;
  const reason = first && (typeof first.detail === 'string' ? first.detail : typeof first.title === 'string' ? first.title : undefined);
  return reason ?? `HTTP ${status}`;
}

/** Pools folded into tokens by base token, highest 24 h volume first. */
function trendingTokens(response: z.infer<typeof TrendingPoolsSchema>): TrendingToken[] {
  const tokens = new Map((response.included ?? []).filter((i) => i.type === 'token' && i.attributes).map((i) => [i.id, i.attributes!]));
  const byToken = new Map<string, { symbol: string; address: string; volumeUsd: number; swaps: number }>();
  for (const pool of response.data) {
    const tokenId = pool.relationships.base_token?.data?.id;
    if (!tokenId) continue;
    const token = tokens.get(tokenId);
    // Ids are `<network>_<address>`; the included token, when present, has the address as the chain spells it.
    const address = token?.address ?? tokenId.slice(tokenId.indexOf('_') + 1);
    const symbol = token?.symbol ?? pool.attributes.name?.split(' / ')[0] ?? address;
    const volume = Number(pool.attributes.volume_usd?.h24 ?? 0);
    const trades = pool.attributes.transactions?.h24;
    const entry = byToken.get(address) ?? { symbol, address, volumeUsd: 0, swaps: 0 };
    entry.volumeUsd += Number.isFinite(volume) ? volume : 0;
    entry.swaps += (trades?.buys ?? 0) + (trades?.sells ?? 0);
    byToken.set(address, entry);
  }
  return [...byToken.values()].sort((a, b) => b.volumeUsd - a.volumeUsd);
}
