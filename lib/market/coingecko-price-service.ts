/**
 * The production {@link PriceService}: CoinGecko's simple price endpoints.
 *   GET /simple/token_price/{platform}?contract_addresses={address}&vs_currencies=usd
 *     → { "<lower-cased address>": { "usd": 1.0001 } }   (ERC20s and SPL mints)
 *   GET /simple/price?ids={coin id}&vs_currencies=usd
 *     → { "<coin id>": { "usd": 3012.5 } }                 (native tokens)
 * An unknown token answers `{}`. The Pro plan uses pro-api.coingecko.com
 * with `x-cg-pro-api-key`, the Demo plan api.coingecko.com with
 * `x-cg-demo-api-key`. Not yet wired into a composition root.
 */
import { evmChainByName, findEvmToken, findSolanaToken, type ChainName } from '../chains/chains.ts';
import { PermanentError, TransientError } from '../errors.ts';
import type { PriceService, UsdPrice } from './price-service.ts';

/** CoinGecko's asset platform id per chain. */
export const coingeckoPlatforms: Readonly<Record<ChainName, string>> = {
  base: 'base',
  ethereum: 'ethereum',
  polygon: 'polygon-pos',
  unichain: 'unichain',
  solana: 'solana',
};

/** CoinGecko's coin id per native symbol. */
export const coingeckoNativeIds: Readonly<Record<string, string>> = { ETH: 'ethereum', POL: 'polygon-ecosystem-token', SOL: 'solana' };

/**
 * @param options.fetch the fetch to call (injected for tests); options.apiKey the key; options.plan `pro` (default) or `demo`.
 * @throws (from usdPrice) PermanentError `UNKNOWN_TOKEN` for a token neither in the registry nor an address,
 *   `NO_PRICE` when CoinGecko has no price; TransientError `PRICE_SOURCE_UNAVAILABLE` for network errors, 429 and 5xx.
 */
export function coingeckoPriceService(options: { fetch: typeof fetch; apiKey: string; plan?: 'pro' | 'demo' }): PriceService {
  const pro = (options.plan ?? 'pro') === 'pro';
  const baseUrl = pro ? 'https://pro-api.coingecko.com/api/v3' : 'https://api.coingecko.com/api/v3';
  const header = pro ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key';
  const source = 'coingecko';
  const get = async (path: string): Promise<Record<string, { usd?: number }>> => {
    let response: Response;
    try {
      response = await options.fetch(`${baseUrl}${path}`, { headers: { accept: 'application/json', [header]: options.apiKey } });
    } catch (error) {
      throw new TransientError('PRICE_SOURCE_UNAVAILABLE', `CoinGecko did not answer: ${(error as Error).message}`, { cause: error });
    }
    if (response.status === 429 || response.status >= 500) {
      throw new TransientError('PRICE_SOURCE_UNAVAILABLE', `CoinGecko answered ${response.status}; try again shortly.`);
    }
    if (!response.ok) throw new PermanentError('PRICE_SOURCE_REJECTED', `CoinGecko refused the request (${response.status}).`);
    return (await response.json()) as Record<string, { usd?: number }>;
  };
  return {
    async usdPrice({ chain, token }): Promise<UsdPrice> {
      const nativeId = coingeckoNativeIds[token.toUpperCase()];
      const evm = chain === 'solana' ? undefined : evmChainByName(chain);
      const isNative = nativeId !== undefined && (evm ? evm.nativeSymbol === token.toUpperCase() : token.toUpperCase() === 'SOL');
      if (isNative) {
        const usd = (await get(`/simple/price?ids=${nativeId}&vs_currencies=usd`))[nativeId]?.usd;
        if (usd === undefined) throw new PermanentError('NO_PRICE', `CoinGecko has no price for ${token}.`);
        return { usd, source };
      }
      const address = evm
        ? (findEvmToken(evm, token)?.address ?? (/^0x[0-9a-fA-F]{40}$/.test(token) ? token : undefined))
        : (findSolanaToken(token)?.mint ?? (/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(token) ? token : undefined));
      if (!address) throw new PermanentError('UNKNOWN_TOKEN', `I don't know a token ${token} on ${chain}.`, { details: { token, chain } });
      const key = evm ? address.toLowerCase() : address;
      const body = await get(`/simple/token_price/${coingeckoPlatforms[chain]}?contract_addresses=${key}&vs_currencies=usd`);
      const usd = body[key]?.usd ?? body[address]?.usd;
      if (usd === undefined) throw new PermanentError('NO_PRICE', `CoinGecko has no price for ${token} on ${chain}.`);
      return { usd, source };
    },
  };
}
