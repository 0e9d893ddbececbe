import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { geckoTerminalMarketData } from '../adapters/geckoterminal/geckoterminal-market-data.ts';
import { jupiterSwapProvider } from '../adapters/jupiter/jupiter-swap-provider.ts';
import { loadProvidersSecret, parseProviderSettings, type ProviderSettings } from '../adapters/secrets/providers-secret.ts';
import { zeroExSwapQuoter } from '../adapters/zeroex/zeroex-swap-quote.ts';
import type { Deps } from '../deps.ts';
import { coingeckoPriceService } from '../market/coingecko-price-service.ts';
import { providerEnvNames } from './provider-env.ts';
import { readEnvironment, type Environment } from './environment.ts';

export { providerEnvNames };

/** The settings a variable can give, outside AWS: every provider variable but the secret's ARN. */
const providerSettingKeys = (Object.keys(providerEnvNames) as (keyof typeof providerEnvNames)[]).filter(
  (key): key is Exclude<keyof typeof providerEnvNames, 'providersSecretArn'> => key !== 'providersSecretArn',
);

/**
 * The provider settings of this process: the providers secret when its ARN is
 * set (read once; the caller caches the result per cold start), else the
 * environment variables of {@link providerEnvNames}.
 * @throws Error when the secret or a variable holds an invalid setting (an unknown market-data provider, a bad URL).
 */
export async function loadProviderSettings(env: Environment = readEnvironment(), client?: SecretsManagerClient): Promise<ProviderSettings> {
  const secretArn = env[providerEnvNames.providersSecretArn];
  if (secretArn) return loadProvidersSecret(client ?? new SecretsManagerClient({}), secretArn);
  const fromEnv: Record<string, string> = {};
  for (const key of providerSettingKeys) {
    const value = env[providerEnvNames[key]];
    if (value !== undefined) fromEnv[key] = value;
  }
  return parseProviderSettings(JSON.stringify(fromEnv), 'The PURSER_0X_* / PURSER_JUPITER_* / PURSER_MARKET_DATA* / PURSER_PRICES* variables');
}

/**
 * The adapters the settings configure; absent settings leave the defaults (Uniswap V3, no Solana swaps, trending and
 * prices from the chains).
 */
export function providerAdapters(settings: ProviderSettings): Pick<Deps, 'swapQuoter' | 'solanaSwaps' | 'marketData'> & Partial<Pick<Deps, 'prices'>> {
  const zeroEx = settings.zeroExApiKey ? zeroExSwapQuoter({ apiKey: settings.zeroExApiKey }) : undefined;
  const { jupiterUrl, jupiterApiKey } = settings;
  return {
    ...(zeroEx ? { swapQuoter: () => zeroEx } : {}),
    ...(jupiterUrl || jupiterApiKey
      ? { solanaSwaps: jupiterSwapProvider({ baseUrl: jupiterUrl ?? 'https://api.jup.ag/swap/v1', ...(jupiterApiKey ? { apiKey: jupiterApiKey } : {}) }) }
      : {}),
    ...(settings.marketData === 'geckoterminal'
      ? { marketData: geckoTerminalMarketData(settings.marketDataApiKey ? { apiKey: settings.marketDataApiKey } : {}) }
      : {}),
    ...(settings.prices === 'coingecko' && settings.pricesApiKey
      ? {
          prices: coingeckoPriceService({
            fetch: (input, init) => fetch(input, init),
            apiKey: settings.pricesApiKey,
            ...(settings.pricesPlan ? { plan: settings.pricesPlan } : {}),
          }),
        }
      : {}),
  };
}
