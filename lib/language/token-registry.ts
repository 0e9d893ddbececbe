import { evmChains, solanaChain, supportedChainNames, type ChainName } from '../chains/chains.ts';

/**
 * The registry seen by the interpreter: which token keys exist on which
 * chain, and the words people use for them. A key is an upper-cased registry
 * symbol (`USDC`, `CBBTC`, `ETH`) or `BTC`, a family resolved per chain.
 */
export const chainLabels: Record<ChainName, string> = { base: 'Base', ethereum: 'Ethereum', polygon: 'Polygon', unichain: 'Unichain', solana: 'Solana' };

const symbolsByChain = new Map<ChainName, Map<string, string>>();
for (const chain of evmChains) {
  const symbols = new Map<string, string>([[chain.nativeSymbol.toUpperCase(), chain.nativeSymbol]]);
  for (const token of chain.tokens) symbols.set(token.symbol.toUpperCase(), token.symbol);
  symbolsByChain.set(chain.name, symbols);
}
symbolsByChain.set('solana', new Map([['SOL', 'SOL'], ...solanaChain.tokens.map((t) => [t.symbol.toUpperCase(), t.symbol] as [string, string])]));

/** Stand-ins: a key that is not on a chain but means a token that is, offered as a question for moves. */
const standIns: Record<string, Partial<Record<ChainName, string>>> = {
  ETH: { polygon: 'WETH' },
  BTC: { base: 'cbBTC', ethereum: 'WBTC' },
  POL: {},
};

/** Word (lower-case, one word or a joined phrase) → key. */
export const tokenWords = new Map<string, string>();
for (const symbols of symbolsByChain.values()) for (const key of symbols.keys()) tokenWords.set(key.toLowerCase(), key);
for (const chain of evmChains) for (const t of chain.tokens) tokenWords.set(t.name.toLowerCase().replace(/\s+/g, ''), t.symbol.toUpperCase());
for (const t of solanaChain.tokens) tokenWords.set(t.name.toLowerCase().replace(/\s+/g, ''), t.symbol.toUpperCase());
for (const [word, key] of Object.entries({
  ether: 'ETH',
  eth: 'ETH',
  ethereum: 'ETH',
  matic: 'POL',
  pol: 'POL',
  polygonecosystemtoken: 'POL',
  sol: 'SOL',
  solana: 'SOL',
  btc: 'BTC',
  bitcoin: 'BTC',
  wrappedbitcoin: 'WBTC',
  tether: 'USDT',
  chainlink: 'LINK',
  dai: 'DAI',
  wif: 'WIF',
  usdt: 'USDT',
}))
  tokenWords.set(word, key);

/** The chain's registry symbol for `key`, or `undefined`. */
export function symbolOn(key: string, chain: ChainName): string | undefined {
  return symbolsByChain.get(chain)?.get(key);
}

const decimalsByChain = new Map<ChainName, Map<string, number>>();
for (const chain of evmChains)
  decimalsByChain.set(
    chain.name,
    new Map([[chain.nativeSymbol.toUpperCase(), chain.nativeDecimals], ...chain.tokens.map((t) => [t.symbol.toUpperCase(), t.decimals] as [string, number])]),
  );
decimalsByChain.set(
  'solana',
  new Map([[solanaChain.nativeSymbol, solanaChain.nativeDecimals], ...solanaChain.tokens.map((t) => [t.symbol.toUpperCase(), t.decimals] as [string, number])]),
);

/**
 * The decimal places of `key` (any case) on `chain`, or on every chain listing it when no chain is given: one value
 * per chain, empty for a token the registry lacks.
 */
export function decimalsOf(key: string, chain?: ChainName): number[] {
  const wanted = key.toUpperCase().replace(/^\$/, '');
  const chains = chain ? [chain] : supportedChainNames;
  return chains.flatMap((c) => {
    const decimals = decimalsByChain.get(c)?.get(wanted);
    return decimals === undefined ? [] : [decimals];
  });
}

/** A token on `chain` that `key` plausibly means although it is not listed there (ETH on Polygon is WETH). */
export function standInOn(key: string, chain: ChainName): string | undefined {
  return standIns[key]?.[chain];
}

/** Chains where `key` is listed (stand-ins not included). */
export function chainsWith(key: string): ChainName[] {
  return supportedChainNames.filter((chain) => symbolOn(key, chain) !== undefined);
}

/** Registry entries at a contract address or mint, case-insensitively for EVM. */
export function tokensAt(address: string): { chain: ChainName; symbol: string }[] {
  const found: { chain: ChainName; symbol: string }[] = [];
  const lower = address.toLowerCase();
  for (const chain of evmChains) for (const t of chain.tokens) if (t.address.toLowerCase() === lower) found.push({ chain: chain.name, symbol: t.symbol });
  for (const t of solanaChain.tokens) if (t.mint === address) found.push({ chain: 'solana', symbol: t.symbol });
  return found;
}

export const chainList = (chains: readonly ChainName[]): string => chains.join(', ');

/**
 * Tokens pegged to the US dollar: an amount in one is an amount in dollars ("40 bucks … usdc is fine" is 40 USDC, "10
 * usdc worth" says how much is spent, "$20" of a stop loss on one is its own price). Keys, upper case: the registry's
 * USDC, USDT and DAI, and dollar coins people name that the registry does not list — USDC's bridged spellings (USDbC on
 * Base, USDC.e as the key `USDCE`), USDS, PYUSD, FDUSD, USDe. Only the registry's three come out of a prompt's scan as
 * token keys; the others are here so that a site handed a symbol from elsewhere (a stored order, a pasted field) reads
 * it the same way. EURC is not here: it is a euro coin, and an amount in it is no amount in dollars (see stablecoins).
 */
export const usdPegged: ReadonlySet<string> = new Set(['USDC', 'USDT', 'DAI', 'USDBC', 'USDCE', 'USDS', 'PYUSD', 'FDUSD', 'USDE']);

/**
 * Coins pegged to a fiat currency: the dollar coins and EURC. Only where a site asks which side of a trade is the money
 * rather than the asset (the token an order is about, what "my stables" may mean, what cashing out sells into), never
 * to read an amount as dollars — 50 EURC is not $50.
 */
export const stablecoins: ReadonlySet<string> = new Set([...usdPegged, 'EURC']);

/** Whether `key` (any case, with or without a leading "$") is a dollar coin. */
export const isUsdPegged = (key: string): boolean => usdPegged.has(key.toUpperCase().replace(/^\$/, ''));

/**
 * The dollar coins as a regex alternation of their lower-case keys, longest first (`usdbc|…|dai`), for a pattern over
 * prompt text ("10 usdc worth", "20 usdt of polygon"); with the `i` flag, or over lower-cased text.
 */
export const usdPeggedSource: string = [...usdPegged]
  .map((key) => key.toLowerCase())
  .sort((a, b) => b.length - a.length)
  .join('|');
