import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { describe, expect, it } from 'vitest';
import { loadProviderSettings, providerAdapters } from '../../lib/composition/provider-settings.ts';

const ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:purser-providers';

/** A Secrets Manager client that answers GetSecretValue with `value` and records what it was asked. */
function fakeSecrets(value: string | undefined) {
  const asked: unknown[] = [];
  const client = {
    send: async (command: unknown) => {
      asked.push(command);
      return { SecretString: value };
    },
  } as unknown as SecretsManagerClient;
  return { client, asked };
}

describe('loadProviderSettings', () => {
  it('reads the providers secret when its ARN is set, and ignores the variables then', async () => {
    const { client, asked } = fakeSecrets('{"zeroExApiKey":"zx","marketData":"geckoterminal","jupiterUrl":""}');
    const settings = await loadProviderSettings({ PURSER_PROVIDERS_SECRET_ARN: ARN, PURSER_0X_API_KEY: 'from-env' }, client);
    expect(settings).toEqual({ zeroExApiKey: 'zx', marketData: 'geckoterminal' });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toBeInstanceOf(GetSecretValueCommand);
    expect((asked[0] as GetSecretValueCommand).input).toEqual({ SecretId: ARN });
  });

  it('configures nothing with the secret as the stack creates it ({})', async () => {
    const { client } = fakeSecrets('{}');
    const settings = await loadProviderSettings({ PURSER_PROVIDERS_SECRET_ARN: ARN }, client);
    expect(providerAdapters(settings)).toEqual({});
  });

  it('falls back to the variables without a secret (an executor outside AWS)', async () => {
    const settings = await loadProviderSettings({ PURSER_JUPITER_API_KEY: 'jk', PURSER_MARKET_DATA: 'geckoterminal', PURSER_MARKET_DATA_API_KEY: 'cg' });
    expect(settings).toEqual({ jupiterApiKey: 'jk', marketData: 'geckoterminal', marketDataApiKey: 'cg' });
  });

  it('refuses an unknown market-data provider, naming the choices', async () => {
    const { client } = fakeSecrets('{"marketData":"dexscreener"}');
    await expect(loadProviderSettings({ PURSER_PROVIDERS_SECRET_ARN: ARN }, client)).rejects.toThrow(/marketData must be one of: geckoterminal/);
  });

  it('refuses a misspelt key rather than silently ignoring it', async () => {
    const { client } = fakeSecrets('{"zeroexApiKey":"zx"}');
    await expect(loadProviderSettings({ PURSER_PROVIDERS_SECRET_ARN: ARN }, client)).rejects.toThrow(/invalid provider settings/);
  });

  it('reads CoinGecko as the price source from the variables, and refuses it without its key', async () => {
    const settings = await loadProviderSettings({ PURSER_PRICES: 'coingecko', PURSER_PRICES_API_KEY: 'cg', PURSER_PRICES_PLAN: 'demo' });
    expect(settings).toEqual({ prices: 'coingecko', pricesApiKey: 'cg', pricesPlan: 'demo' });
    await expect(loadProviderSettings({ PURSER_PRICES: 'coingecko' })).rejects.toThrow(/prices "coingecko" needs pricesApiKey/);
    const { client } = fakeSecrets('{"prices":"coinmarketcap"}');
    await expect(loadProviderSettings({ PURSER_PROVIDERS_SECRET_ARN: ARN }, client)).rejects.toThrow(/prices must be one of: chains, coingecko/);
  });

  it('refuses a secret that is not JSON', async () => {
    const { client } = fakeSecrets('zeroExApiKey=zx');
    await expect(loadProviderSettings({ PURSER_PROVIDERS_SECRET_ARN: ARN }, client)).rejects.toThrow(`Secret ${ARN} is not JSON`);
  });
});

describe('providerAdapters', () => {
  it('builds each configured provider and only those', () => {
    const adapters = providerAdapters({ zeroExApiKey: 'zx', jupiterUrl: 'https://lite-api.jup.ag/swap/v1', marketData: 'geckoterminal' });
    expect(Object.keys(adapters).sort()).toEqual(['marketData', 'solanaSwaps', 'swapQuoter']);
    expect(typeof adapters.marketData?.trending).toBe('function');
  });

  it('leaves market data out unless chosen', () => {
    expect(providerAdapters({ marketDataApiKey: 'cg' })).toEqual({});
  });

  it("prices with CoinGecko only when chosen (the chains' own liquidity otherwise, built by the composition root)", () => {
    expect(typeof providerAdapters({ prices: 'coingecko', pricesApiKey: 'cg' }).prices?.usdPrice).toBe('function');
    expect(providerAdapters({ prices: 'chains', pricesApiKey: 'cg' })).toEqual({});
  });
});
