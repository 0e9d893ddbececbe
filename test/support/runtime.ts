import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createAccount } from '../../lib/accounts/create-account.ts';
import { startLocalRuntime, type LocalRuntime, type LocalRuntimeOptions } from '../../lib/local/local-runtime.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';

export interface TestRuntime extends LocalRuntime {
  /** The runtime's data folder (its runtime.json is what the CLI reads). */
  readonly dataDir: string;
  /** Creates an account (funded with 10 native on each chain) and returns its API key and wallets. */
  newAccount(email?: string): Promise<{ apiKey: string; accountId: string; evm: `0x${string}`; solana: string }>;
  /** fetch against the runtime with an API key. */
  call(path: string, init?: { method?: string; body?: unknown; apiKey?: string; headers?: Record<string, string> }): Promise<{ status: number; body: any }>;
  /** Polls a job until it is terminal. */
  waitForJob(jobId: string, apiKey: string, timeoutMs?: number): Promise<any>;
}

let counter = 0;

/**
 * The real local runtime (same code as `npm start`) on the test run's shared
 * DynamoDB Local and anvil nodes, with a table of its own.
 */
export async function startTestRuntime(options: Pick<LocalRuntimeOptions, 'leaseMs' | 'retryDelayMs' | 'pipeline'> = {}): Promise<TestRuntime> {
  const dataDir = mkdtempSync(join(tmpdir(), 'purser-e2e-'));
  const rpcUrls = Object.fromEntries(Object.entries(inject('rpcUrls')).map(([id, url]) => [id, [url]]));
  const runtime = await startLocalRuntime({
    dataDir,
    port: 0,
    tableName: `t${process.pid}_${Date.now()}`,
    dynamoEndpoint: inject('dynamoEndpoint'),
    rpcUrls,
    ...options,
  });
  const call: TestRuntime['call'] = async (path, init = {}) => {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (init.apiKey !== undefined) headers['x-api-key'] = init.apiKey;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${runtime.url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.body !== undefined ? { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
  return {
    ...runtime,
    dataDir,
    call,
    async newAccount(email) {
      counter += 1;
      const created = await createAccount(
        { ...runtime.deps, faucet: runtime.faucet },
        { email: email ?? `user${counter}.${process.pid}.${Date.now()}@example.com` },
      );
      return { apiKey: created.apiKey, accountId: created.account.accountId, evm: created.account.wallets.evm.address, solana: created.account.wallets.solana.address };
    },
    async waitForJob(jobId, apiKey, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { body } = await call(`/agent/job/${jobId}`, { apiKey });
        if (['completed', 'failed', 'cancelled'].includes(body.status)) return body;
        if (Date.now() > deadline) throw new Error(`job ${jobId} still ${body.status} after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop() {
      await runtime.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
