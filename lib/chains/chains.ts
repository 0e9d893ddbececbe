import { base, mainnet, polygon, unichain, type Chain } from 'viem/chains';

export interface EvmChainInfo {
  /** Lowercase name used in prompts, responses and `user.wallets`. */
  readonly name: 'base' | 'ethereum' | 'polygon' | 'unichain';
  readonly label: string;
  readonly chainId: number;
  readonly nativeSymbol: string;
  readonly nativeDecimals: number;
  readonly viemChain: Chain;
  /** Other ways people write the chain in a prompt. */
  readonly aliases: readonly string[];
}

export const evmChains: readonly EvmChainInfo[] = [
  { name: 'base', label: 'Base', chainId: 8453, nativeSymbol: 'ETH', nativeDecimals: 18, viemChain: base, aliases: ['base mainnet'] },
  {
    name: 'ethereum',
    label: 'Ethereum',
    chainId: 1,
    nativeSymbol: 'ETH',
    nativeDecimals: 18,
    viemChain: mainnet,
    aliases: ['eth mainnet', 'mainnet', 'ethereum mainnet', 'l1'],
  },
  { name: 'polygon', label: 'Polygon', chainId: 137, nativeSymbol: 'POL', nativeDecimals: 18, viemChain: polygon, aliases: ['matic', 'polygon pos'] },
  { name: 'unichain', label: 'Unichain', chainId: 130, nativeSymbol: 'ETH', nativeDecimals: 18, viemChain: unichain, aliases: [] },
];

export const supportedChainNames = [...evmChains.map((c) => c.name), 'solana'] as const;

export const evmChainById = (chainId: number): EvmChainInfo | undefined => evmChains.find((c) => c.chainId === chainId);
export const evmChainByName = (name: string): EvmChainInfo | undefined => evmChains.find((c) => c.name === name);
