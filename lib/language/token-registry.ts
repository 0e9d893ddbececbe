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
