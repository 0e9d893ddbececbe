import { createPublicClient, fallback, http, type PublicClient } from 'viem';
import { BadRequestError, PermanentError } from '../../errors.ts';
import { evmChainById, evmChains } from '../../chains/chains.ts';
import type { ChainGateway } from '../../chains/chain-gateway.ts';

/** RPC URLs per chain id; the first is primary, the rest are fallbacks. */
export type RpcUrls = Readonly<Record<string, readonly string[]>>;

export interface ViemGatewayOptions {
  readonly rpcUrls: RpcUrls;
  /** How often receipts and blocks are polled; short for local chains. */
  readonly pollingIntervalMs?: number;
  readonly timeoutMs?: number;
}

/**
 * Builds one viem public client per configured chain, lazily. Only the URLs
 * given are ever used: viem's chain definitions carry public RPC URLs, which
 * must never be contacted by accident, so every transport is explicit.
 */
export function viemChainGateway(options: ViemGatewayOptions): ChainGateway {
  const clients = new Map<number, PublicClient>();
  return {
    evm(chainId) {
      const cached = clients.get(chainId);
      if (cached) return cached;
      const chain = evmChainById(chainId);
      if (!chain) {
        throw new BadRequestError(
          'UNSUPPORTED_CHAIN',
          `Chain id ${chainId} is not supported. Supported: ${evmChains.map((c) => `${c.chainId} (${c.label})`).join(', ')}.`,
          { details: { field: 'chainId' } },
        );
      }
      const urls = options.rpcUrls[String(chainId)] ?? [];
      if (urls.length === 0) {
        throw new PermanentError('RPC_NOT_CONFIGURED', `No RPC URL is configured for ${chain.label} (${chainId}).`);
      }
      const transports = urls.map((url) => http(url, { retryCount: 3, retryDelay: 150, timeout: options.timeoutMs ?? 10_000 }));
      const client = createPublicClient({
        chain: chain.viemChain,
        transport: transports.length === 1 ? transports[0]! : fallback(transports, { rank: false }),
        pollingInterval: options.pollingIntervalMs ?? 4_000,
        batch: { multicall: false },
      }) as PublicClient;
      clients.set(chainId, client);
      return client;
    },
  };
}
