import { jupiterSwapProvider } from '../adapters/jupiter/jupiter-swap-provider.ts';
import { solanaGateway } from '../adapters/solana/solana-gateway.ts';
import type { RpcUrls } from '../adapters/viem/viem-chain-gateway.ts';
import type { Deps } from '../deps.ts';
import { swapEnvNames } from './aws.ts';

/**
 * The executor's Solana adapters in AWS: the gateway when the RPC secret has
 * a `solana` entry, and Jupiter for swaps when configured. Kept out of the
 * shared composition root so only the executor's bundle carries web3.js.
 */
export function withAwsSolana(deps: Deps, rpcUrls: RpcUrls): Deps {
  const env = process.env;
  const rpcUrl = rpcUrls.solana?.[0];
  const jupiterUrl = env[swapEnvNames.jupiterUrl];
  const jupiterApiKey = env[swapEnvNames.jupiterApiKey];
  return {
    ...deps,
    ...(rpcUrl ? { solana: solanaGateway({ rpcUrl }) } : {}),
    ...(jupiterUrl || jupiterApiKey
      ? { solanaSwaps: jupiterSwapProvider({ baseUrl: jupiterUrl ?? 'https://api.jup.ag/swap/v1', ...(jupiterApiKey ? { apiKey: jupiterApiKey } : {}) }) }
      : {}),
  };
}
