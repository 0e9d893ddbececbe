import { withSolanaRpc } from './solana-rpc.ts';
import type { RpcUrls } from '../adapters/viem/viem-chain-gateway.ts';
import type { Deps } from '../deps.ts';
import { configuredLaunchProtocol } from './launch-protocol.ts';
import { onChainPriceService } from '../market/on-chain-price-service.ts';
import { loadProviderSettings, providerAdapters } from './provider-settings.ts';

/**
 * The executor's own adapters in AWS: the Solana gateway when the RPC secret
 * has a `solana` entry, the third-party providers (0x, Jupiter, market
 * data) of the providers secret (see `provider-settings.ts`), and the launch
 * protocol the configuration chooses (Clanker's SDK). Kept out of the
 * shared composition root so only the executor's bundle carries them, and
 * only the executor reads the providers secret. `lambda` runs it once per cold
 * start.
 * @throws Error when the providers secret cannot be read or holds invalid settings (the cold start fails and is retried).
 */
export async function withAwsSolana(deps: Deps, rpcUrls: RpcUrls): Promise<Deps> {
  const providers = providerAdapters(await loadProviderSettings());
  const launchProtocol = configuredLaunchProtocol(deps.config, deps.chains);
  const { launchProtocol: _default, ...rest } = deps;
  return {
    ...withSolanaRpc(rest, rpcUrls),
    ...providers,
    // CoinGecko when configured; else the chains' own liquidity, Solana's through the venue that only now is known.
    prices: providers.prices ?? onChainPriceService({ chains: deps.chains, ...(providers.solanaSwaps ? { solanaSwaps: providers.solanaSwaps } : {}) }),
    ...(launchProtocol ? { launchProtocol } : {}),
  };
}
