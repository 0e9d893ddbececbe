import { evmChains, supportedChainNames } from '../chains/chains.ts';
import { BalanceIntentSchema, type BalanceIntent } from '../capabilities/balances/intent.ts';

/** What the interpreter made of a prompt. */
export type Interpretation =
  | { readonly kind: 'intent'; readonly intent: BalanceIntent }
  | { readonly kind: 'unsupported'; readonly reason: string; readonly code: string };

const otherChains = ['avalanche', 'avax', 'arbitrum', 'optimism', 'bsc', 'bnb chain', 'binance smart chain', 'fantom', 'linea', 'zksync', 'scroll', 'blast', 'tron', 'bitcoin', 'sui', 'aptos', 'ton'];

const capabilitiesHint =
  'Right now I can read native balances, for example "what is my ETH balance on base" or "what is my POL balance on polygon". ' +
  'Swaps, transfers, prices and more are coming.';

const words = (text: string): string => ` ${text.toLowerCase().replace(/[^a-z0-9$ ]+/g, ' ').replace(/\s+/g, ' ').trim()} `;

/** The chains a prompt names, and any chain it names that Purser does not support. */
function namedChains(text: string): { chains: BalanceIntent['chains']; unsupported?: string; solana: boolean } {
  const chains = evmChains
    .filter((chain) => [chain.name, ...chain.aliases].some((alias) => text.includes(` ${alias} `)) || (chain.name === 'ethereum' && / on eth /.test(text)))
    .map((chain) => chain.name);
  const unsupported = otherChains.find((name) => text.includes(` ${name} `));
  return { chains, solana: / solana /.test(text), ...(unsupported ? { unsupported } : {}) };
}

/**
 * The service-core interpreter: deterministic, and deliberately narrow. It
 * recognises balance questions for native tokens and refuses everything else
 * with what it can do, rather than guessing. The full interpreter replaces it
 * behind the same `Interpretation` shape.
 */
export function interpret(prompt: string): Interpretation {
  const text = words(prompt);
  const { chains, unsupported, solana } = namedChains(text);
  if (unsupported) {
    return {
      kind: 'unsupported',
      code: 'UNSUPPORTED_CHAIN',
      reason: `${unsupported[0]!.toUpperCase()}${unsupported.slice(1)} is not supported. Supported chains: ${supportedChainNames.join(', ')}.`,
    };
  }
  const asksBalance = / (balance|bal|how much) /.test(text);
  const token = /\$?\b(eth|pol|matic)\b/.exec(text)?.[1];
  if (!asksBalance || !token || solana) {
    return { kind: 'unsupported', code: 'UNSUPPORTED_PROMPT', reason: `I can't handle that request yet. ${capabilitiesHint}` };
  }
  const symbol = token === 'matic' ? 'POL' : token.toUpperCase();
  const defaults = evmChains.filter((chain) => chain.nativeSymbol === symbol).map((chain) => chain.name);
  const intent = BalanceIntentSchema.parse({
    kind: 'balance',
    token: symbol,
    chains: chains.length > 0 ? chains : defaults,
    chainNamed: chains.length > 0,
  });
  return { kind: 'intent', intent };
}
