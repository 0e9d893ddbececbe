/**
 * The chain registry: ids, names, tokens and protocol addresses per chain,
 * one typed source for the sandbox and for production. Endpoints (RPC URLs)
 * are not static: see `ChainEndpoints`.
 */
import { getAddress, type Address } from 'viem';
import { evmChains } from './registry/evm-chains.ts';
import { solanaChain } from './registry/solana-chain.ts';
import type { EvmChainInfo, EvmToken, SolanaToken } from './registry/types.ts';

export type { ChainEndpoints, EvmChainInfo, EvmNameService, EvmProtocols, EvmToken, SolanaChainInfo, SolanaToken } from './registry/types.ts';
export { evmChains, solanaChain };

export const supportedChainNames = [...evmChains.map((c) => c.name), solanaChain.name] as const;
export type ChainName = (typeof supportedChainNames)[number];

export const evmChainById = (chainId: number): EvmChainInfo | undefined => evmChains.find((c) => c.chainId === chainId);
export const evmChainByName = (name: string): EvmChainInfo | undefined => evmChains.find((c) => c.name === name);

/** A token of an EVM chain by symbol (case-insensitive) or address. */
export function findEvmToken(chain: EvmChainInfo, symbolOrAddress: string): EvmToken | undefined {
  if (/^0x[0-9a-fA-F]{40}$/.test(symbolOrAddress)) {
    const address: Address = getAddress(symbolOrAddress.toLowerCase());
    return chain.tokens.find((t) => t.address === address);
  }
  const wanted = symbolOrAddress.toUpperCase();
  return chain.tokens.find((t) => t.symbol.toUpperCase() === wanted);
}

/** A Solana token by symbol (case-insensitive) or mint. */
export function findSolanaToken(symbolOrMint: string): SolanaToken | undefined {
  const wanted = symbolOrMint.toUpperCase();
  return solanaChain.tokens.find((t) => t.mint === symbolOrMint || t.symbol.toUpperCase() === wanted);
}
