import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createAccount } from '../../lib/accounts/create-account.ts';
import { generateApiKey, type ApiKeyRecord } from '../../lib/accounts/api-key.ts';
import { newSessionToken, SESSION_TTL_MS } from '../../lib/sign-in/session.ts';
import { startLocalRuntime, type LocalRuntime, type LocalRuntimeOptions } from '../../lib/local/local-runtime.ts';
import { checkDocumentedResponse } from './documented-response.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
// Tests poll jobs every 25 ms: the per-key request rate and daily prompt quota are lifted unless a test sets them
// (on the key, or in these variables before it starts its runtime).
process.env.PURSER_REQUESTS_PER_MINUTE ??= '1000000';
process.env.PURSER_PROMPT_QUOTA_PER_DAY ??= '1000000';
process.env.PURSER_MEMBER_PROMPT_QUOTA_PER_DAY ??= '1000000';

export interface TestRuntime extends LocalRuntime {
  /** The runtime's data folder (its runtime.json is what the CLI reads). */
  readonly dataDir: string;
  /** Creates an account (funded with 10 native on each chain) and returns its API key and wallets. */
  newAccount(email?: string): Promise<{ apiKey: string; accountId: string; evm: `0x${string}`; solana: string }>;
  /** fetch against the runtime with an API key. */
  call(path: string, init?: { method?: string; body?: unknown; apiKey?: string; headers?: Record<string, string> }): Promise<{ status: number; body: any }>;
  /** Stores one more API key for an account (full scope with Agent API access unless overridden) and returns it, shown this once. */
  addKey(
    accountId: string,
    overrides?: Partial<Omit<ApiKeyRecord, 'accountId' | 'lookupId' | 'hash' | 'prefix' | 'last4'>>,
  ): Promise<{ apiKey: string; keyId: string }>;
  /** Polls a job until it is terminal. */
  waitForJob(jobId: string, apiKey: string, timeoutMs?: number): Promise<any>;
  /** A signed-in session token for an account (`Authorization: Bearer …` on `/account/*`), stored the way email sign-in stores one. */
  signIn(accountId: string): Promise<string>;
}

let counter = 0;

/**
 * The real local runtime (same code as `npm start`, the transaction watcher's timer off unless asked for) on the test run's shared
 * DynamoDB Local and anvil nodes, with a table of its own.
 */
export async function startTestRuntime(
  options: Pick<
    LocalRuntimeOptions,
    'leaseMs' | 'retryDelayMs' | 'pipeline' | 'clock' | 'automationTickMs' | 'transactionWatchMs' | 'faults' | 'apiKeyPrefix'
  > & {
    /** RPC URLs by chain id that replace the shared nodes' (a private node a test may stop mining on); the sandbox is deployed there. */
    readonly chains?: Readonly<Record<string, string>>;
  } = {},
): Promise<TestRuntime> {
  const dataDir = mkdtempSync(join(tmpdir(), 'purser-e2e-'));
  const { chains, ...runtimeOptions } = options;
  const rpcUrls = Object.fromEntries(Object.entries({ ...inject('rpcUrls'), ...chains }).map(([id, url]) => [id, [url]]));
  const runtime = await startLocalRuntime({
    dataDir,
    port: 0,
    tableName: `t${process.pid}_${Date.now()}`,
    dynamoEndpoint: inject('dynamoEndpoint'),
    rpcUrls,
    // The transaction watcher runs when a test says so (runtime.watchTransactions()), so tests that stop a step halfway decide who picks it up.
    transactionWatchMs: 0,
    ...runtimeOptions,
  });
  const call: TestRuntime['call'] = async (path, init = {}) => {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (init.apiKey !== undefined) headers['x-api-key'] = init.apiKey;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
    const res = await fetch(`${runtime.url}${path}`, {
      method,
      headers,
      ...(init.body !== undefined ? { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) } : {}),
    });
    const text = await res.text();
    const json = /json/.test(res.headers.get('content-type') ?? 'application/json');
    const body = text && json ? JSON.parse(text) : text || undefined;
    checkDocumentedResponse(method, path, res.status, json ? body : undefined);
    return { status: res.status, body };
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
      return {
        apiKey: created.apiKey,
        accountId: created.account.accountId,
        evm: created.account.wallets.evm.address,
        solana: created.account.wallets.solana.address,
      };
    },
    async addKey(accountId, overrides = {}) {
      const prefix = runtime.deps.config.apiKeyPrefix;
      const generated = generateApiKey(prefix);
      const record: ApiKeyRecord = {
        keyId: runtime.deps.ids.keyId(),
        accountId,
        name: 'test',
        scope: 'full',
        agentAccess: true,
        status: 'active',
        createdAt: new Date().toISOString(),
        ...overrides,
        lookupId: generated.digest.lookupId,
        hash: generated.digest.hash,
        prefix,
        last4: generated.last4,
      };
      await runtime.deps.accounts.putKey(record);
      return { apiKey: generated.key, keyId: record.keyId };
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
    async signIn(accountId) {
      const { token, hash } = newSessionToken();
      const now = Date.now();
      await runtime.deps.sessions.put(hash, {
        accountId,
        email: `${accountId}@example.com`,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + SESSION_TTL_MS).toISOString(),
      });
      return token;
    },
    async stop() {
      await runtime.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
