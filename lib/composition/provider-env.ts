/**
 * Optional third-party providers. In AWS they come from the providers secret
 * (`PURSER_PROVIDERS_SECRET_ARN`, set by the stack on the executor only);
 * without that secret, from these variables (a self-hosted executor outside AWS):
 * | variable | secret key | meaning |
 * |---|---|---|
 * | PURSER_0X_API_KEY | zeroExApiKey | EVM swaps through the 0x Swap API instead of Uniswap V3 |
 * | PURSER_JUPITER_URL | jupiterUrl | Solana swaps through Jupiter at this base URL (e.g. `https://lite-api.jup.ag/swap/v1`) |
 * | PURSER_JUPITER_API_KEY | jupiterApiKey | Jupiter's paid tier (`https://api.jup.ag/swap/v1` unless the URL says otherwise) |
 * | PURSER_MARKET_DATA | marketData | `geckoterminal`: trending tokens from GeckoTerminal instead of the chains' own swaps |
 * | PURSER_MARKET_DATA_API_KEY | marketDataApiKey | a CoinGecko Pro key for the market data (more calls a minute) |
 * | PURSER_PRICES | prices | `coingecko`: token prices (dollar amounts, portfolio values, price triggers) from CoinGecko instead of the chains' own liquidity |
 * | PURSER_PRICES_API_KEY | pricesApiKey | the CoinGecko key, required with `coingecko` |
 * | PURSER_PRICES_PLAN | pricesPlan | `pro` (default) or `demo`: the plan of that key |
 * Without a Jupiter setting Solana swaps fail with a clear `SOLANA_SWAPS_UNAVAILABLE`.
 */
export const providerEnvNames = {
  providersSecretArn: 'PURSER_PROVIDERS_SECRET_ARN',
  zeroExApiKey: 'PURSER_0X_API_KEY',
  jupiterUrl: 'PURSER_JUPITER_URL',
  jupiterApiKey: 'PURSER_JUPITER_API_KEY',
  marketData: 'PURSER_MARKET_DATA',
  marketDataApiKey: 'PURSER_MARKET_DATA_API_KEY',
  prices: 'PURSER_PRICES',
  pricesApiKey: 'PURSER_PRICES_API_KEY',
  pricesPlan: 'PURSER_PRICES_PLAN',
} as const;
