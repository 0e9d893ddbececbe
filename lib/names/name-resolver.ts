import type { Address } from 'viem';
import { evmChains, type EvmChainInfo, type EvmNameService } from '../chains/chains.ts';

/**
 * Port to the name services: what address a name such as `vitalik.eth`
 * (ENS) or `jesse.base.eth` (Basenames) holds. Both hold EVM addresses,
 * which are the same on every EVM chain, so a name resolved on Ethereum or
 * Base may receive on any EVM chain; Solana has none of these names.
 */
export interface NameResolver {
  /**
   * The checksummed EVM address the name's record holds, read now, or
   * undefined when the name has no resolver or no address.
   * @throws PermanentError `INVALID_RECIPIENT` for a name ENS cannot normalise;
   *   TransientError when the chain it resolves on does not answer.
   */
  resolveName(name: string): Promise<Address | undefined>;
}

/** An ENS-style name: dot-separated labels ending in `.eth` (`alice.eth`, `carol.base.eth`), as the prompt scan reads one. */
export const isEvmName = (text: string): boolean => /^[^\s.]+(?:\.[^\s.]+)*\.eth$/i.test(text.trim());

/**
 * Where a name resolves: the chain whose name service has the longest
 * suffix the name ends with (`carol.base.eth` on Base, `alice.eth` on
 * Ethereum), or undefined.
 */
export function nameServiceOf(name: string): { chain: EvmChainInfo; names: EvmNameService } | undefined {
  const lower = name.trim().toLowerCase();
  let found: { chain: EvmChainInfo; names: EvmNameService } | undefined;
  for (const chain of evmChains) {
    const names = chain.names;
    if (names && lower.endsWith(names.suffix) && lower.length > names.suffix.length && names.suffix.length > (found?.names.suffix.length ?? 0)) {
      found = { chain, names };
    }
  }
  return found;
}
