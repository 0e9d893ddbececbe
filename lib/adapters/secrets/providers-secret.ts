import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';

/** Market-data sources an operator may choose. */
export const marketDataProviders = ['geckoterminal'] as const;
export type MarketDataProvider = (typeof marketDataProviders)[number];

/** Where token prices come from: the chains' own liquidity (the default), or CoinGecko's API. */
export const priceProviders = ['chains', 'coingecko'] as const;
export type PriceProvider = (typeof priceProviders)[number];
/** CoinGecko plans a prices key may be of. */
export const pricesPlans = ['pro', 'demo'] as const;

// An operator clears a setting by emptying it: "" reads as absent.
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/**
 * The third-party provider settings, the shape of the providers secret (every
 * key optional; `{}` configures none):
 * `{ "zeroExApiKey", "jupiterUrl", "jupiterApiKey", "marketData": "geckoterminal", "marketDataApiKey", "prices": "coingecko", "pricesApiKey", "pricesPlan" }`.
 */
export const ProviderSettingsSchema = z
  .strictObject({
    zeroExApiKey: optionalText.describe('0x Swap API key: EVM swaps through 0x instead of Uniswap V3.'),
    jupiterUrl: optionalText.pipe(z.url({ error: 'jupiterUrl must be an http(s) URL' }).optional()).describe('Jupiter Swap API base URL.'),
    jupiterApiKey: optionalText.describe("Jupiter's paid-tier API key."),
    marketData: optionalText
      .pipe(z.enum(marketDataProviders, { error: `marketData must be one of: ${marketDataProviders.join(', ')}` }).optional())
      .describe('Where trending tokens come from.'),
    marketDataApiKey: optionalText.describe("The market-data provider's API key (a CoinGecko Pro key for geckoterminal)."),
    prices: optionalText
      .pipe(z.enum(priceProviders, { error: `prices must be one of: ${priceProviders.join(', ')}` }).optional())
      .describe("Where token prices come from: 'chains' (each chain's own liquidity, the default) or 'coingecko'."),
    pricesApiKey: optionalText.describe('The CoinGecko API key, required with prices "coingecko".'),
    pricesPlan: optionalText
      .pipe(z.enum(pricesPlans, { error: 'pricesPlan must be "pro" or "demo"' }).optional())
      .describe("The CoinGecko plan of that key: 'pro' (default) or 'demo'."),
  })
  .refine((settings) => settings.prices !== 'coingecko' || settings.pricesApiKey !== undefined, {
    error: 'prices "coingecko" needs pricesApiKey',
    path: ['pricesApiKey'],
  });
/** Provider settings with the empty ones left out. */
export interface ProviderSettings {
  readonly zeroExApiKey?: string;
  readonly jupiterUrl?: string;
  readonly jupiterApiKey?: string;
  readonly marketData?: MarketDataProvider;
  readonly marketDataApiKey?: string;
  readonly prices?: PriceProvider;
  readonly pricesApiKey?: string;
  readonly pricesPlan?: (typeof pricesPlans)[number];
}

/**
 * Parses the providers JSON (the secret's value).
 * @throws Error naming the secret and the offending keys when it is not valid JSON of that shape.
 */
export function parseProviderSettings(json: string, source: string): ProviderSettings {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new Error(`${source} is not JSON; expected an object such as {"zeroExApiKey": "..."}.`, { cause: error });
  }
  const parsed = ProviderSettingsSchema.safeParse(value);
  if (!parsed.success) throw new Error(`${source} has invalid provider settings: ${z.prettifyError(parsed.error)}`, { cause: parsed.error });
  return Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as ProviderSettings;
}

/**
 * Reads the provider settings from Secrets Manager, once per cold start of the
 * executor (the only function that talks to providers).
 * @throws Error when the secret has no string value or is not valid provider settings; the SDK's errors when it cannot be read.
 */
export async function loadProvidersSecret(client: SecretsManagerClient, secretId: string): Promise<ProviderSettings> {
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!SecretString) throw new Error(`Secret ${secretId} has no string value.`);
  return parseProviderSettings(SecretString, `Secret ${secretId}`);
}
