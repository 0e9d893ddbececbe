import type { Address } from 'viem';
import type { Chain } from 'viem/chains';

/** An ERC20 at its mainnet address. */
export interface EvmToken {
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  readonly address: Address;
}

/** Protocol contracts at their mainnet addresses (the sandbox deploys them there too). */
export interface EvmProtocols {
  readonly multicall3: Address;
  readonly uniswapV3Factory: Address;
  readonly quoterV2: Address;
  readonly swapRouter02: Address;
  /** The original v3-periphery SwapRouter, where the chain has one. */
  readonly swapRouter?: Address;
  readonly positionManager: Address;
  /** Purser's launch protocol (PurserLaunchpad), where the chain has one: from configuration in production, fixed in the sandbox. */
  readonly launchpad?: Address;
}

/**
 * A name service whose names resolve on this chain: ENS (`*.eth`) on Ethereum,
 * Basenames (`*.base.eth`) on Base. Mainnet addresses; the sandbox places its
 * stand-ins there too.
 */
export interface EvmNameService {
  /** The names it holds: the longest suffix a name ends with decides where it resolves. */
  readonly suffix: string;
  /** The registry: `resolver(node)` of every name. */
  readonly registry: Address;
  /** The resolver names are registered with (ENS's public resolver, the Basenames L2 resolver). */
  readonly resolver: Address;
  /** ENS's Universal Resolver, which viem's `getEnsAddress` calls; absent, the registry and the name's resolver are read directly. */
  readonly universalResolver?: Address;
}

export interface EvmChainInfo {
  readonly kind: 'evm';
  /** Lowercase name used in prompts, responses and `user.wallets`. */
  readonly name: 'base' | 'ethereum' | 'polygon' | 'unichain';
  readonly label: string;
  readonly chainId: number;
  readonly nativeSymbol: string;
  readonly nativeName: string;
  readonly nativeDecimals: number;
  /** The wrapped native token (WETH, WPOL): the symbol in `tokens` that pools quote against. */
  readonly wrappedNativeSymbol: string;
  /** The dollar stablecoin pools quote against. */
  readonly usdSymbol: string;
  readonly tokens: readonly EvmToken[];
  readonly protocols: EvmProtocols;
  readonly viemChain: Chain;
  /** The name service that resolves on this chain, if any (see `lib/names/`). */
  readonly names?: EvmNameService;
  /** Other ways people write the chain in a prompt. */
  readonly aliases: readonly string[];
}

/** An SPL token at its mainnet mint. */
export interface SolanaToken {
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  readonly mint: string;
}

export interface SolanaChainInfo {
  readonly kind: 'solana';
  readonly name: 'solana';
  readonly label: string;
  readonly nativeSymbol: 'SOL';
  readonly nativeDecimals: 9;
  readonly tokens: readonly SolanaToken[];
  readonly aliases: readonly string[];
}

/**
 * Where a deployment reaches each chain: RPC URLs by chain id (`"8453"`) or
 * `"solana"`, primary first; Solana also a WebSocket URL. Production reads it
 * from Secrets Manager, the sandbox from its running nodes.
 */
export interface ChainEndpoints {
  readonly rpcUrls: Readonly<Record<string, readonly string[]>>;
  readonly solanaWsUrl?: string;
}
