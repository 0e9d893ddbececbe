import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { sandboxLaunchpadAddress } from '../sandbox/evm/deploy-launchpad.ts';
import { configuredLaunchProtocol } from '../composition/launch-protocol.ts';
import { createAccount, operatorKeyLimits } from '../accounts/create-account.ts';
import type { RpcUrls } from '../adapters/viem/viem-chain-gateway.ts';
import { buildDeps } from '../composition/build-deps.ts';
import type { Deps } from '../deps.ts';
import { handlerNames, type HandlerName } from '../routes.ts';
import { evmChainById, evmChains } from '../chains/chains.ts';
import { deployEvmSandbox } from '../sandbox/evm/deploy-evm-sandbox.ts';
import { restoreNewEvmWalletGifts } from '../sandbox/evm/evm-faucet.ts';
import type { Faucet } from '../accounts/faucet.ts';
import type { PipelineConfig } from '../transactions/pipeline-deps.ts';
import { sandboxFaucet } from '../sandbox/sandbox-faucet.ts';
import { startSolanaSandbox } from '../sandbox/solana/solana-sandbox.ts';
import type { SolanaSandboxInfo } from '../sandbox/solana/sandbox-rpc-methods.ts';
import { localContext } from './api-gateway-event.ts';
import { startAnvilNodes } from './anvil-nodes.ts';
import { catchUpChains } from './chain-catch-up.ts';
import { createProcessSupervisor, type ProcessSupervisor } from './child-process.ts';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createLocalDynamoDbClient, startDynamoDbLocal, withStoredTransactions } from './dynamodb-local.ts';
import { startHttpServer, type HttpFunction } from './http-server.ts';
import { startKmsServer } from './kms-server.ts';
import { LocalQueue } from './local-queue.ts';
import { solanaSandboxClient } from '../sandbox/solana/solana-sandbox-client.ts';
import { solanaGateway } from '../adapters/solana/solana-gateway.ts';
import { ensureTable } from './table-schema.ts';
import { outboxMailer, outboxPath } from './outbox-mailer.ts';
import type { Clock } from '../core/clock.ts';
import { runDueAutomations, type TickReport } from '../automations/run-due-automations.ts';
import { receivesToOutlastLease } from '../jobs/redelivery.ts';
import { watchTransactions, type WatchReport } from '../transactions/watch-transactions.ts';
import type { FaultPoint } from '../transactions/pipeline-deps.ts';

export interface LocalRuntimeOptions {
  readonly dataDir: string;
  readonly port: number;
  readonly tableName?: string;
  /** Use an already running DynamoDB Local (tests) instead of starting one. */
  readonly dynamoEndpoint?: string;
  /** Use already running EVM chains (tests) instead of starting anvil nodes; the sandbox contracts are deployed on them if missing. */
  readonly rpcUrls?: RpcUrls;
  readonly apiKeyPrefix?: string;
  readonly leaseMs?: number;
  /** Milliseconds before a failed queue message is delivered again. */
  readonly retryDelayMs?: number;
  /** Transaction pipeline settings (stuck time, fee bump, polling). */
  readonly pipeline?: Partial<PipelineConfig>;
  /** Told one line per email written to the outbox (`npm start` prints it; tests read the files). */
  readonly onEmail?: (line: string) => void;
  /** The runtime's clock (tests pass one they can advance); the system clock when absent. */
  readonly clock?: Clock;
  /** How often the local scheduler looks for due and triggered automations, in ms (default 5000); 0 turns it off (tests tick by hand). */
  readonly automationTickMs?: number;
  /** How often the transaction watcher follows unsettled transactions and the jobs waiting for them, in ms (default 2000); 0 turns it off (tests tick by hand). */
  readonly transactionWatchMs?: number;
  /** How often each anvil node saves its chain, in seconds (default 2); a chaos test sets it long, to know what a hard kill loses. */
  readonly chainSaveSeconds?: number;
  /** Test-only: called at each fault point of the transaction pipeline (a chaos run kills the process there). */
  readonly faults?: (point: FaultPoint, stepId: string) => Promise<void>;
}

export interface LocalRuntime {
  readonly url: string;
  readonly tableName: string;
  readonly deps: Deps;
  readonly faucet: Faucet;
  /** The folder the sandbox's email (sign-in codes) is written to, one file per message. */
  readonly outboxDir: string;
  readonly queue: LocalQueue;
  /** RPC URLs by chain id, and `solana`. */
  readonly rpcUrls: RpcUrls;
  readonly solanaWsUrl: string;
  readonly dynamoEndpoint: string;
  readonly kmsEndpoint: string;
  /** KMS requests served per operation (the local stand-in counts them). */
  kmsOperationCounts(): Readonly<Record<string, number>>;
  /** One automation watcher tick now (at `now`, default the runtime's clock): what the local scheduler runs every `automationTickMs`. */
  tickAutomations(now?: Date): Promise<TickReport>;
  /** One transaction watcher pass now (at `now`, default the runtime's clock): what runs every `transactionWatchMs`. */
  watchTransactions(now?: Date): Promise<WatchReport>;
  stop(): Promise<void>;
}

/** What `npm run cli` needs to reach a running runtime: written to `<dataDir>/runtime.json` while it runs. */
export interface RuntimeInfo {
  readonly pid: number;
  readonly url: string;
  readonly tableName: string;
  readonly dynamoEndpoint: string;
  readonly kmsEndpoint: string;
  readonly rpcUrls: RpcUrls;
  readonly solanaWsUrl: string;
  /** The Solana sandbox's own accounts and the programs it uses (market maker, mint authority, token programs). */
  readonly solanaProtocols: SolanaSandboxInfo['protocols'];
  readonly apiKeyPrefix: string;
}

export const runtimeInfoPath = (dataDir: string): string => join(dataDir, 'runtime.json');

/** Points the unmodified AWS SDK clients at the local endpoints, through the standard variables. */
export function useLocalAwsEndpoints(endpoints: { dynamo: string; kms: string }): void {
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  process.env.AWS_ENDPOINT_URL_DYNAMODB = endpoints.dynamo;
  process.env.AWS_ENDPOINT_URL_KMS = endpoints.kms;
}

type Factory<E, R> = { makeHandler: (deps: Deps) => (event: E, context: Context) => Promise<R> };

async function loadHttpHandlers(deps: Deps): Promise<Record<HandlerName, HttpFunction>> {
  const entries = await Promise.all(
    handlerNames.map(async (name) => {
      const module = (await import(`../../functions/${name}.ts`)) as Factory<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;
      return [name, module.makeHandler(deps)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<HandlerName, HttpFunction>;
}

async function loadQueueHandler(deps: Deps, name: 'executor' | 'dead-letter') {
  const module = (await import(`../../functions/${name}.ts`)) as Factory<SQSEvent, SQSBatchResponse>;
  const handler = module.makeHandler(deps);
  return (records: SQSEvent['Records']) => handler({ Records: records }, localContext(name, records[0]?.messageId ?? 'batch'));
}

/**
 * Runs the whole service in this process: DynamoDB Local, the KMS stand-in,
 * the sandbox chains, the queue and its executor, and the HTTP server calling
 * the same handlers as Lambda. Everything it starts, `stop()` stops.
 */
export async function startLocalRuntime(options: LocalRuntimeOptions): Promise<LocalRuntime> {
  const { dataDir } = options;
  const tableName = options.tableName ?? 'purser';
  mkdirSync(dataDir, { recursive: true });
  const supervisor: ProcessSupervisor = await createProcessSupervisor({ dataDir });
  const stops: Array<() => Promise<void>> = [() => supervisor.stopAll()];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    const logDir = join(dataDir, 'logs');
    mkdirSync(logDir, { recursive: true });
    // Chains answer on ports next to the API (PORT+1..+4 for base, ethereum, polygon, unichain; PORT+5 and +6 for
    // Solana's HTTP and WebSocket), so a bot's configuration survives restarts. Port 0 (tests) picks free ports.
    const chainPorts = options.port === 0 ? { anvil: 0, solana: 0 } : { anvil: options.port + 1, solana: options.port + 5 };
    const startEvmChains = async (): Promise<RpcUrls> => {
      const urls =
        options.rpcUrls ??
        Object.fromEntries(
          (
            await startAnvilNodes({
              stateDir: join(dataDir, 'chains'),
              logDir,
              supervisor,
              basePort: chainPorts.anvil,
              ...(options.chainSaveSeconds ? { stateIntervalSeconds: options.chainSaveSeconds } : {}),
            })
          ).nodes.map((node) => [String(node.chainId), [node.rpcUrl]]),
        );
      // Idempotent: a chain reloaded from its state file already has everything and sends nothing.
      await Promise.all(evmChains.map((chain) => deployEvmSandbox({ rpcUrl: urls[String(chain.chainId)]![0]!, chain })));
      return urls;
    };
    const [dynamoEndpoint, evmRpcUrls, kms, solana] = await Promise.all([
      options.dynamoEndpoint ??
        startDynamoDbLocal({ dataDir: join(dataDir, 'dynamodb'), logFile: join(logDir, 'dynamodb-local.log'), supervisor }).then((d) => d.endpoint),
      startEvmChains(),
      startKmsServer({ dataDir: join(dataDir, 'kms') }),
      startSolanaSandbox({ dataDir: join(dataDir, 'solana'), port: chainPorts.solana }),
    ]);
    stops.push(
      () => kms.close(),
      () => solana.stop(),
    );
    const rpcUrls: RpcUrls = { ...evmRpcUrls, solana: [solana.rpcUrl] };
    useLocalAwsEndpoints({ dynamo: dynamoEndpoint, kms: kms.url });
    const tableClient = createLocalDynamoDbClient(dynamoEndpoint);
    await ensureTable(tableClient, tableName).finally(() => tableClient.destroy());

    // A delivery that throws (not a job's failure: those are batch item failures) is logged once the deps' logger exists.
    let logger: Deps['logger'] | undefined;
    const onError = (error: unknown) => logger?.error('local queue delivery failed', { error: error as Error });
    const deadLetter = new LocalQueue({
      name: 'purser-jobs-dlq',
      journalPath: join(dataDir, 'queue-dlq.journal'),
      retryDelayMs: 5_000,
      maxReceiveCount: 1_000,
      batchSize: 10,
      concurrency: 1,
      onError,
    });
    // A crashed attempt holds its job until its lease ends: redeliveries must outlast it, or the job would be dead-lettered unresumed.
    const leaseMs = options.leaseMs ?? localLeaseMs;
    const retryDelayMs = options.retryDelayMs ?? 2_000;
    const queue = new LocalQueue({
      name: 'purser-jobs',
      journalPath: join(dataDir, 'queue.journal'),
      retryDelayMs,
      maxReceiveCount: receivesToOutlastLease(retryDelayMs, leaseMs),
      batchSize: 10,
      concurrency: 4,
      deadLetter,
      onError,
    });
    // Stopped in reverse: the job queue first, so nothing is dead-lettered into a stopped queue.
    stops.push(
      () => deadLetter.stop(),
      () => queue.stop(),
    );
    const faucet = sandboxFaucet({ rpcUrls });
    const outboxDir = outboxPath(dataDir);
    const built = buildDeps({
      tableName,
      // DynamoDB Local answers a transaction before it is on disk; this client waits until it is (a hard kill lost one).
      dynamoClient: withStoredTransactions(new DynamoDBClient({})),
      queue,
      rpcUrls,
      kmsTag: 'purser',
      pollingIntervalMs: 50,
      // Sandbox chains mine at once: poll receipts often, call a transaction stuck after 10 s, and hand a job whose
      // transaction is not mined in 20 s (inside its lease) to the transaction watcher.
      pipeline: { pollMs: 50, stuckAfterMs: 10_000, receiptTimeoutMs: 20_000, ...options.pipeline },
      solana: solanaGateway({ rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl }),
      // The sandbox market maker over RPC: the same swap port Jupiter implements in production.
      solanaSwaps: solanaSandboxClient(solana.rpcUrl).marketMaker,
      // Email goes to files in the data folder; accounts made by sign-in are funded like the CLI's.
      mailer: outboxMailer({ dir: outboxDir, ...(options.onEmail ? { notify: options.onEmail } : {}) }),
      faucet,
      // Prompts run here: the launch protocol is the configuration's choice, the PurserLaunchpad unless told otherwise.
      launchProtocol: configuredLaunchProtocol,
      // The sandbox's own launch protocol on Base (issue 8); in AWS its address comes from configuration.
      config: {
        launchpadAddress: sandboxLaunchpadAddress,
        ...(options.apiKeyPrefix ? { apiKeyPrefix: options.apiKeyPrefix } : {}),
        leaseMs,
      },
    });
    const deps: Deps = { ...built, ...(options.clock ? { clock: options.clock } : {}), ...(options.faults ? { faults: options.faults } : {}) };
    logger = deps.logger;
    // Before any work: a chain that came back from a hard kill behind the job store is brought up to it.
    const catchUpClient = createLocalDynamoDbClient(dynamoEndpoint);
    await catchUpChains(
      catchUpClient,
      tableName,
      deps,
      evmChains.map((c) => c.chainId),
      async (wallet, chainId) =>
        (await restoreNewEvmWalletGifts({ rpcUrl: rpcUrls[String(chainId)]![0]!, chain: evmChainById(chainId)!, address: wallet })).length,
    ).finally(() => catchUpClient.destroy());
    queue.start(await loadQueueHandler(deps, 'executor'));
    deadLetter.start(await loadQueueHandler(deps, 'dead-letter'));
    const http = await startHttpServer({
      port: options.port,
      handlers: await loadHttpHandlers(deps),
      onError: (error) => deps.logger.error('local server error', { error: error as Error }),
    });
    stops.push(() => http.close());
    // The local scheduler: the automation and transaction watchers on timers (EventBridge Scheduler's part in AWS). Ticks never overlap.
    const tickAutomations = (now?: Date) => runDueAutomations(deps, now ?? deps.clock.now());
    const followTransactions = (now?: Date) => watchTransactions(deps, now ?? deps.clock.now());
    stops.push(
      every(options.automationTickMs ?? 5_000, tickAutomations, (error) => deps.logger.error('automation tick failed', { error: error as Error })),
      every(options.transactionWatchMs ?? 2_000, followTransactions, (error) =>
        deps.logger.error('transaction watcher pass failed', { error: error as Error }),
      ),
    );
    const solanaInfo = await solanaSandboxClient(solana.rpcUrl).info();
    const info: RuntimeInfo = {
      pid: process.pid,
      url: http.url,
      tableName,
      dynamoEndpoint,
      kmsEndpoint: kms.url,
      rpcUrls,
      solanaWsUrl: solana.wsUrl,
      solanaProtocols: solanaInfo.protocols,
      apiKeyPrefix: deps.config.apiKeyPrefix,
    };
    writeFileSync(runtimeInfoPath(dataDir), JSON.stringify(info, null, 2));
    stops.push(async () => rmSync(runtimeInfoPath(dataDir), { force: true }));
    return {
      url: http.url,
      tableName,
      deps,
      faucet,
      outboxDir,
      queue,
      rpcUrls,
      solanaWsUrl: solana.wsUrl,
      dynamoEndpoint,
      kmsEndpoint: kms.url,
      kmsOperationCounts: () => kms.operationCounts(),
      tickAutomations,
      watchTransactions: followTransactions,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * The local lease: an attempt renews it with every status update, and hands its job to the transaction watcher
 * when a receipt takes longer than the pipeline's 20 s wait, so 30 s is never cut short by a live attempt; a crashed
 * attempt's jobs resume 30 s after its last word.
 */
const localLeaseMs = 30_000;

/** Runs `tick` every `ms` (0: never) without overlapping runs; returns its stop. EventBridge Scheduler's part in AWS. */
function every(ms: number, tick: () => Promise<unknown>, onError: (error: unknown) => void): () => Promise<void> {
  if (ms <= 0) return async () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tick()
      .catch(onError)
      .finally(() => (running = false));
  }, ms);
  timer.unref();
  return async () => clearInterval(timer);
}

/** The sandbox account made on first start, kept (mode 0600, git-ignored) so later starts can name it. */
export const sandboxAccountPath = (dataDir: string): string => join(dataDir, 'sandbox-account.json');

/**
 * Creates the sandbox account on the first start of a data folder.
 * @returns the account summary with its API key on first start, undefined afterwards.
 */
export async function ensureSandboxAccount(runtime: LocalRuntime, dataDir: string) {
  if (existsSync(sandboxAccountPath(dataDir))) return undefined;
  const existing = await runtime.deps.accounts.getByEmail('sandbox@purser.local');
  if (existing) return undefined;
  const created = await createAccount(
    { ...runtime.deps, faucet: runtime.faucet },
    { email: 'sandbox@purser.local', keyName: 'sandbox', limits: operatorKeyLimits },
  );
  const summary = { userId: created.account.accountId, email: created.account.email, apiKey: created.apiKey, wallets: created.account.wallets };
  writeFileSync(sandboxAccountPath(dataDir), JSON.stringify(summary, null, 2), { mode: 0o600 });
  return summary;
}

/**
 * The key prefix `npm start` runs with: PURSER_API_KEY_PREFIX when set, else the prefix of the sandbox account's key
 * in `dataDir` (a sandbox keeps the prefix it was made with, so its keys keep working), else `bk` for a new sandbox —
 * the only prefix the published bankr client's `login --api-key` accepts.
 */
export function sandboxApiKeyPrefix(env: Readonly<Record<string, string | undefined>>, dataDir: string): string {
  if (env.PURSER_API_KEY_PREFIX) return env.PURSER_API_KEY_PREFIX;
  const path = sandboxAccountPath(dataDir);
  const made = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as { apiKey?: unknown }).apiKey : undefined;
  return typeof made === 'string' && made.includes('_') ? made.slice(0, made.lastIndexOf('_')) : 'bk';
}

export const readRuntimeInfo = (dataDir: string): RuntimeInfo | undefined =>
  existsSync(runtimeInfoPath(dataDir)) ? (JSON.parse(readFileSync(runtimeInfoPath(dataDir), 'utf8')) as RuntimeInfo) : undefined;
