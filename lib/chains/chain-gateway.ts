import type { PublicClient } from 'viem';

/**
 * Port to the EVM chains: one viem public client per supported chain id,
 * already configured with the RPC URLs (and fallbacks) of the deployment.
 */
export interface ChainGateway {
  /** @throws BadRequestError when the chain id is not one Purser supports. */
  evm(chainId: number): PublicClient;
}
