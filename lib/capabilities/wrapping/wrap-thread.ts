import type { ChainName } from '../../chains/chains.ts';
import type { BalanceReadIntent } from '../balances/intent.ts';
import type { ReadingContext } from '../capability.ts';
import { chainsWrapping, wrapPairOf } from './wrap-pair.ts';

/** Words that point back at what the last answer showed ("wrap 0.2 of that", "unwrap half of it"). */
export const pointsBack = new Set(['that', 'it', 'this', 'those', 'them']);

/**
 * "what's my eth balance on base" → "okay wrap point two of that": a wrap that names no token and no chain, and
 * points back at the balance just read, is of that holding on its chain. Only when the turn before was a balance of
 * one token on one chain, and that token is the one this wrap spends (ETH for a wrap, WETH for an unwrap); anything
 * else is `undefined`, and the chain is asked as before.
 */
export function holdingPointedAt(words: readonly string[], kind: 'wrap' | 'unwrap', context: ReadingContext): { chain: ChainName; token: string } | undefined {
  if (!words.some((w) => pointsBack.has(w))) return undefined;
  const previous = context.thread.at(-1)?.interpretation;
  if (previous?.kind !== 'intent' || previous.intent.kind !== 'balance') return undefined;
  const { chains, tokens, check } = previous.intent as BalanceReadIntent;
  if (check) return undefined;
  if (chains.length !== 1 || tokens === 'all' || tokens.length !== 1) return undefined;
  const chain = chains[0]!;
  const token = tokens[0]!.toUpperCase();
  const pair = wrapPairOf(chain);
  if (token !== (kind === 'wrap' ? pair.native : pair.wrapped)) return undefined;
  return chainsWrapping(token, kind === 'wrap' ? 'native' : 'wrapped').includes(chain) ? { chain, token } : undefined;
}
