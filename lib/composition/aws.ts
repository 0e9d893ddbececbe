import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SQSClient } from '@aws-sdk/client-sqs';
import { loadRpcUrlsSecret, parseRpcConfig } from '../adapters/secrets/rpc-urls-secret.ts';
import { sqsJobQueue } from '../adapters/sqs/sqs-job-queue.ts';
import { zeroExSwapQuoter } from '../adapters/zeroex/zeroex-swap-quote.ts';
import { envNames } from '../config.ts';
import type { Deps } from '../deps.ts';
import type { RpcUrls } from '../adapters/viem/viem-chain-gateway.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { buildDeps } from './build-deps.ts';

/**
 * Optional swap venues (read here, like the variables of `envNames`):
 * | variable | meaning |
 * |---|---|
 * | PURSER_0X_API_KEY | EVM swaps through the 0x Swap API instead of Uniswap V3 |
 * | PURSER_JUPITER_URL | Solana swaps through Jupiter at this base URL (e.g. `https://lite-api.jup.ag/swap/v1`) |
 * | PURSER_JUPITER_API_KEY | Jupiter's paid tier (`https://api.jup.ag/swap/v1` unless PURSER_JUPITER_URL says otherwise) |
 * Without a Jupiter variable Solana swaps fail with a clear `SOLANA_SWAPS_UNAVAILABLE`.
 */
export const swapEnvNames = { zeroExApiKey: 'PURSER_0X_API_KEY', jupiterUrl: 'PURSER_JUPITER_URL', jupiterApiKey: 'PURSER_JUPITER_API_KEY' } as const;

const noQueue: JobQueue = {
  enqueue: async () => {
    throw new Error(`${envNames.queueUrl} is not set for this function.`);
  },
};

/**
 * The AWS composition root: reads the environment the CDK stack sets, once
 * per cold start. Functions that do not talk to chains get no RPC secret and
 * so never fetch it.
 */
async function buildAwsDeps(): Promise<AwsDeps> {
  const env = process.env;
  const secretArn = env[envNames.rpcSecretArn];
  const inline = env[envNames.rpcUrls];
  const rpcUrls = secretArn ? await loadRpcUrlsSecret(new SecretsManagerClient({}), secretArn) : inline ? parseRpcConfig(inline) : {};
  const queueUrl = env[envNames.queueUrl];
  const zeroExApiKey = env[swapEnvNames.zeroExApiKey];
  const zeroEx = zeroExApiKey ? zeroExSwapQuoter({ apiKey: zeroExApiKey }) : undefined;
  const deps = buildDeps({
    tableName: env[envNames.tableName] ?? 'purser',
    queue: queueUrl ? sqsJobQueue(new SQSClient({}), queueUrl) : noQueue,
    rpcUrls,
    kmsTag: env[envNames.kmsTag] ?? 'purser',
    config: { apiKeyPrefix: env[envNames.apiKeyPrefix] ?? 'purser' },
    ...(zeroEx ? { swapQuoter: () => zeroEx } : {}),
  });
  return { deps, rpcUrls };
}

/** The AWS adapters, and the RPC URLs they were built from (for the Solana extension, `aws-solana.ts`). */
export interface AwsDeps {
  readonly deps: Deps;
  readonly rpcUrls: RpcUrls;
}

let cached: Promise<AwsDeps> | undefined;
export const getAwsDeps = (): Promise<AwsDeps> => {
  cached ??= buildAwsDeps().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
};
