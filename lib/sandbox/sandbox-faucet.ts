import { evmChains } from '../chains/chains.ts';
import { fundNewEvmWallet } from './evm/evm-faucet.ts';
import type { Faucet } from '../accounts/faucet.ts';
import { sandboxRpcUrl, type SandboxEndpoints } from './sandbox-endpoints.ts';
import { solanaSandboxClient } from './solana/solana-sandbox-client.ts';

/**
 * The sandbox faucet: a new account's wallets get the welcome set on every
 * chain (10 native, 10,000 USDC and about $100 of each other token). It works
 * through the chains' RPC endpoints only, so the CLI in another process funds
 * exactly as `npm start` does.
 */
export function sandboxFaucet(endpoints: SandboxEndpoints): Faucet {
  return {
    async fundNewWallets(wallets) {
      await Promise.all([
        ...evmChains.map((chain) => fundNewEvmWallet({ rpcUrl: sandboxRpcUrl(endpoints, chain), chain, address: wallets.evm.address })),
        solanaSandboxClient(sandboxRpcUrl(endpoints, 'solana')).fundNewWallet(wallets.solana.address),
      ]);
    },
  };
}
