import { evmChainByName, type EvmChainInfo } from '../chains/chains.ts';
import type { RpcUrls } from '../adapters/viem/viem-chain-gateway.ts';

/** Where the sandbox chains answer: RPC URLs by chain id, and `solana`. */
export interface SandboxEndpoints {
  readonly rpcUrls: RpcUrls;
}

/** The RPC URL of a sandbox chain. @throws Error when the sandbox does not run that chain. */
export function sandboxRpcUrl(endpoints: SandboxEndpoints, chain: EvmChainInfo | 'solana'): string {
  const key = chain === 'solana' ? 'solana' : String(chain.chainId);
  const url = endpoints.rpcUrls[key]?.[0];
  if (!url) throw new Error(`The sandbox has no ${chain === 'solana' ? 'Solana' : chain.label} node running.`);
  return url;
}

/** An EVM chain of the registry by name. @throws Error for any other name. */
export function sandboxEvmChain(name: string): EvmChainInfo {
  const chain = evmChainByName(name);
  if (!chain) throw new Error(`${name} is not an EVM sandbox chain.`);
  return chain;
}
