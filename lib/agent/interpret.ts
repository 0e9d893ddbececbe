import { evmChains, supportedChainNames } from '../chains/chains.ts';
import { BalanceIntentSchema, type BalanceIntent } from '../capabilities/balances/intent.ts';
import { TransferIntentSchema, type TransferIntent } from '../capabilities/transfers/intent.ts';

/** What the interpreter made of a prompt. */
export type Interpretation =
  | { readonly kind: 'intent'; readonly intent: BalanceIntent | TransferIntent }
  | { readonly kind: 'unsupported'; readonly reason: string; readonly code: string };

const otherChains = ['avalanche', 'avax', 'arbitrum', 'optimism', 'bsc', 'bnb chain', 'binance smart chain', 'fantom', 'linea', 'zksync', 'scroll', 'blast', 'tron', 'bitcoin', 'sui', 'aptos', 'ton'];

const capabilitiesHint =
  'Right now I can read native balances, for example "what is my ETH balance on base" or "what is my POL balance on polygon", ' +
  'and send the native token, for example "send 0.01 ETH to 0x… on base". Swaps, token transfers, prices and more are coming.';

const words = (text: string): string => ` ${text.toLowerCase().replace(/[^a-z0-9$ ]+/g, ' ').replace(/\s+/g, ' ').trim()} `;

/**
 * The chains a prompt names, and any chain it names that Purser does not
 * support. Aliases are matched longest first and consumed, so "base mainnet"
 * is Base and not also Ethereum's "mainnet". Unsupported chains count only in
 * a chain position ("on avalanche", "arbitrum chain"), so "a ton of eth" names
 * no chain.
 */
function namedChains(input: string): { chains: BalanceIntent['chains']; unsupported?: string; solana: boolean } {
  let text = input;
  const aliases = evmChains
    .flatMap((chain) => [chain.name, ...chain.aliases].map((alias) => ({ alias, chain: chain.name })))
    .concat([{ alias: 'on eth', chain: 'ethereum' }])
    .sort((a, b) => b.alias.length - a.alias.length);
  const chains: BalanceIntent['chains'] = [];
  for (const { alias, chain } of aliases) {
    if (!text.includes(` ${alias} `)) continue;
    text = text.replaceAll(` ${alias} `, ' ');
    if (!chains.includes(chain)) chains.push(chain);
  }
  const unsupported = otherChains.find((name) => [` on ${name} `, ` ${name} chain `, ` ${name} network `].some((form) => input.includes(form)));
  return { chains: evmChains.map((c) => c.name).filter((name) => chains.includes(name)), solana: / (on )?solana /.test(input), ...(unsupported ? { unsupported } : {}) };
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
  const transfer = /\b(?:send|transfer|pay)\s+(\d+(?:\.\d+)?)\s*\$?([a-z]+)\s+to\s+(0x[0-9a-f]{40})\b/i.exec(prompt);
  if (transfer && !solana) {
    if (chains.length !== 1) {
      return {
        kind: 'unsupported',
        code: 'CHAIN_REQUIRED',
        reason: `Which chain should I send on? Name exactly one of ${supportedChainNames.join(', ')}, for example "send ${transfer[1]} ${transfer[2]!.toUpperCase()} to ${transfer[3]} on base". Nothing was sent.`,
      };
    }
    const intent = TransferIntentSchema.parse({ kind: 'transfer', amount: transfer[1], token: transfer[2]!.toUpperCase(), to: transfer[3], chain: chains[0] });
    return { kind: 'intent', intent };
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
