import { solanaGateway } from '../adapters/solana/solana-gateway.ts';
import type { RpcUrls } from '../adapters/viem/viem-chain-gateway.ts';
import type { Deps } from '../deps.ts';

/**
 * The Solana gateway, when the RPC secret has a `solana` entry, for the functions that read Solana without the
 * executor's providers (`lambda`'s extension): balances, the automation and transaction watchers.
 */
export const withSolanaRpc = (deps: Deps, rpcUrls: RpcUrls): Deps => {
  const rpcUrl = rpcUrls.solana?.[0];
  return rpcUrl ? { ...deps, solana: solanaGateway({ rpcUrl }) } : deps;
};
