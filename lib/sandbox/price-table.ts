/**
 * The sandbox's one price table, in US dollars per whole token. Pools are
 * seeded at these prices, the Solana market maker quotes from them, and the
 * faucet sizes its gifts by them. Wrapped tokens share their underlying's
 * price; USD stablecoins are 1.
 */
export const usdPrices: Readonly<Record<string, number>> = {
  ETH: 3000,
  WETH: 3000,
  BTC: 60000,
  WBTC: 60000,
  cbBTC: 60000,
  POL: 0.5,
  WPOL: 0.5,
  SOL: 150,
  USDC: 1,
  USDT: 1,
  DAI: 1,
  DEGEN: 0.01,
  BRETT: 0.1,
  TOSHI: 0.0003,
  AERO: 1,
  UNI: 10,
  LINK: 15,
  PEPE: 0.00001,
  BONK: 0.00002,
  JUP: 1,
  WIF: 2,
};

/** The table's price for a symbol. @throws Error for a symbol the table does not price. */
export function usdPrice(symbol: string): number {
  const price = usdPrices[symbol];
  if (price === undefined) throw new Error(`The sandbox price table has no price for ${symbol}.`);
  return price;
}
