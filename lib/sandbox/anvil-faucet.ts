import { parseEther } from 'viem';
import type { ChainGateway } from '../chains/chain-gateway.ts';
import { evmChains } from '../chains/chains.ts';
import type { Faucet } from './faucet.ts';

/**
 * Sandbox faucet on the local anvil nodes: sets each new EVM wallet's native
 * balance with anvil's `anvil_setBalance` cheat method. Never configured
 * outside the sandbox.
 */
export function anvilFaucet(chains: ChainGateway, nativeAmount = '10'): Faucet {
  return {
    async fundNewWallets(wallets) {
      const value = `0x${parseEther(nativeAmount).toString(16)}`;
      await Promise.all(
        evmChains.map((chain) =>
          chains.evm(chain.chainId).request({ method: 'anvil_setBalance' as never, params: [wallets.evm.address, value] as never }),
        ),
      );
    },
  };
}
