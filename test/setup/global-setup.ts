import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAnvilNodes } from '../../lib/local/anvil-nodes.ts';
import { createProcessSupervisor } from '../../lib/local/child-process.ts';
import { startDynamoDbLocal } from '../../lib/local/dynamodb-local.ts';
import { evmChains } from '../../lib/chains/chains.ts';
import { deployEvmSandbox } from '../../lib/sandbox/evm/deploy-evm-sandbox.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Endpoint of the run's in-memory DynamoDB Local (`http://127.0.0.1:<port>`); use your own table name per test file. */
    dynamoEndpoint: string;
    /** RPC URL of the run's anvil node per chain id (`"8453"`, `"1"`, `"137"`, `"130"`). */
    rpcUrls: Record<string, string>;
  }
}

/**
 * Starts one in-memory DynamoDB Local and the four anvil nodes for the whole
 * test run, provides their addresses to the tests (`inject('dynamoEndpoint')`,
 * `inject('rpcUrls')`) and stops them in teardown. Logs go to a temp folder,
 * kept (and its path printed) only when something failed to start.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const logDir = mkdtempSync(join(tmpdir(), 'purser-test-'));
  const supervisor = await createProcessSupervisor();
  const teardown = async (): Promise<void> => {
    await supervisor.stopAll();
  };
  try {
    // allSettled, not all: on a failure, wait for the other start before stopping everything.
    const [dynamoResult, anvilResult] = await Promise.allSettled([
      startDynamoDbLocal({ logFile: join(logDir, 'dynamodb-local.log'), supervisor }),
      startAnvilNodes({ logDir, supervisor }),
    ]);
    if (dynamoResult.status === 'rejected') throw dynamoResult.reason;
    if (anvilResult.status === 'rejected') throw anvilResult.reason;
    const [dynamo, anvil] = [dynamoResult.value, anvilResult.value];
    project.provide('dynamoEndpoint', dynamo.endpoint);
    const rpcUrls = Object.fromEntries(anvil.nodes.map((node) => [String(node.chainId), node.rpcUrl]));
    // The sandbox contracts (tokens, Multicall3, Uniswap at mainnet addresses) once, before any test file runs.
    await Promise.all(evmChains.map((chain) => deployEvmSandbox({ rpcUrl: rpcUrls[String(chain.chainId)]!, chain })));
    project.provide('rpcUrls', rpcUrls);
  } catch (error) {
    await teardown();
    console.error(`Local test services failed to start; logs kept in ${logDir}`);
    throw error;
  }
  return async () => {
    await teardown();
    rmSync(logDir, { recursive: true, force: true });
  };
}
