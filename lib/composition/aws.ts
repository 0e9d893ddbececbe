import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SQSClient } from '@aws-sdk/client-sqs';
import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { eventBridgeAutomationScheduler } from '../adapters/scheduler/eventbridge-automation-scheduler.ts';
import { schedulerEnvNames } from '../adapters/scheduler/scheduler-env.ts';
import { loadRpcUrlsSecret, parseRpcConfig } from '../adapters/secrets/rpc-urls-secret.ts';
import { sqsJobQueue } from '../adapters/sqs/sqs-job-queue.ts';
import { envNames } from '../config.ts';
import type { Deps } from '../deps.ts';
import type { RpcUrls } from '../adapters/viem/viem-chain-gateway.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { buildDeps } from './build-deps.ts';
import { readEnvironment } from './environment.ts';

const noQueue: JobQueue = {
  enqueue: async () => {
    throw new Error(`${envNames.queueUrl} is not set for this function.`);
  },
};

/**
 * The AWS composition root: reads the environment the CDK stack sets, once
 * per cold start. Functions that do not talk to chains get no RPC secret and
 * so never fetch it; third-party providers (0x, Jupiter, market data) are the
 * executor's alone and come from its extension, `aws-solana.ts`.
 */
async function buildAwsDeps(): Promise<AwsDeps> {
  const env = readEnvironment();
  const secretArn = env[envNames.rpcSecretArn];
  const inline = env[envNames.rpcUrls];
  const rpcUrls = secretArn ? await loadRpcUrlsSecret(new SecretsManagerClient({}), secretArn) : inline ? parseRpcConfig(inline) : {};
  const queueUrl = env[envNames.queueUrl];
  // Only the functions that create or cancel automations (executor, watcher) get the scheduler variables.
  const [groupName, targetArn, roleArn] = [schedulerEnvNames.group, schedulerEnvNames.targetArn, schedulerEnvNames.roleArn].map((name) => env[name]);
  const automationScheduler =
    groupName && targetArn && roleArn ? eventBridgeAutomationScheduler(new SchedulerClient({}), { groupName, targetArn, roleArn }) : undefined;
  const deps = buildDeps({
    tableName: env[envNames.tableName] ?? 'purser',
    queue: queueUrl ? sqsJobQueue(new SQSClient({}), queueUrl) : noQueue,
    rpcUrls,
    kmsTag: env[envNames.kmsTag] ?? 'purser',
    environment: env,
    config: { apiKeyPrefix: env[envNames.apiKeyPrefix] ?? 'purser' },
    ...(automationScheduler ? { automationScheduler } : {}),
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
