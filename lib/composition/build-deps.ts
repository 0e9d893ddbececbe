import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { KMSClient } from '@aws-sdk/client-kms';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoAccountStore } from '../adapters/dynamodb/dynamo-account-store.ts';
import { dynamoRateCounter } from '../adapters/dynamodb/dynamo-rate-counter.ts';
import { dynamoSessionStore } from '../adapters/dynamodb/dynamo-session-store.ts';
import { dynamoSiweNonceStore } from '../adapters/dynamodb/dynamo-siwe-nonce-store.ts';
import { dynamoSignInCodeStore } from '../adapters/dynamodb/dynamo-sign-in-code-store.ts';
import { unconfiguredMailer, type Mailer } from '../sign-in/mailer.ts';
import type { Faucet } from '../accounts/faucet.ts';
import { dynamoAuditLog } from '../adapters/dynamodb/dynamo-audit-log.ts';
import { dynamoAutomationStore } from '../adapters/dynamodb/dynamo-automation-store.ts';
import { noopAutomationScheduler, type AutomationScheduler } from '../automations/automation-scheduler.ts';
import { dynamoIdempotencyStore } from '../adapters/dynamodb/dynamo-idempotency-store.ts';
import { dynamoJobStore } from '../adapters/dynamodb/dynamo-job-store.ts';
import { kmsKeyVault } from '../adapters/kms/kms-key-vault.ts';
import { viemChainGateway, type RpcUrls } from '../adapters/viem/viem-chain-gateway.ts';
import { dynamoTxStepStore } from '../adapters/dynamodb/dynamo-tx-step-store.ts';
import { dynamoSolanaStepStore } from '../adapters/dynamodb/dynamo-solana-step-store.ts';
import type { SolanaGateway } from '../chains/solana-gateway.ts';
import type { SwapQuoter } from '../capabilities/swaps/evm/swap-quoter.ts';
import type { MarketData } from '../capabilities/trending/market-data.ts';
import type { EvmChainInfo } from '../chains/chains.ts';
import type { SolanaSwapProvider } from '../swaps/solana-swap-provider.ts';
import { defaultPipelineConfig, type PipelineConfig } from '../transactions/pipeline-deps.ts';
import { systemClock } from '../core/clock.ts';
import { ulidIds } from '../core/ids.ts';
import { createLogger } from '../core/logger.ts';
import { defaultConfig, type Config, type Deps } from '../deps.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { limitsFromEnv } from '../limits/limits.ts';
import { dynamoLaunchStore } from '../adapters/dynamodb/dynamo-launch-store.ts';
import { launchConfigFromEnv } from '../capabilities/launches/launch-cooldown.ts';
import { readEnvironment, type Environment } from './environment.ts';
import type { LaunchProtocol } from '../capabilities/launches/launch-protocol.ts';
import { launchpadProtocol } from './launchpad-protocol.ts';
import { onChainPriceService } from '../market/on-chain-price-service.ts';
import { chainNameResolver } from '../names/chain-name-resolver.ts';
import type { ChainGateway } from '../chains/chain-gateway.ts';
import { dynamoProfileStore } from '../adapters/dynamodb/dynamo-profile-store.ts';

export interface BuildOptions {
  /** The service's variables, read once by the caller (`readEnvironment`); read here when absent. */
  readonly environment?: Environment;
  readonly tableName: string;
  readonly queue: JobQueue;
  readonly rpcUrls: RpcUrls;
  readonly kmsTag: string;
  readonly config?: Partial<Config>;
  readonly pollingIntervalMs?: number;
  readonly pipeline?: Partial<PipelineConfig>;
  /**
   * The Solana gateway, built by the caller that needs it: constructing it here
   * would put @solana/web3.js into every Lambda bundle, and only the executor
   * talks to Solana.
   */
  readonly solana?: SolanaGateway;
  readonly solanaSwaps?: SolanaSwapProvider;
  readonly swapQuoter?: (chain: EvmChainInfo) => SwapQuoter;
  /** Trending tokens from a market-data provider (production, when configured); the local runtime never sets it. */
  readonly marketData?: MarketData;
  /** Sends sign-in codes: the local outbox; in AWS the sign-in-code function adds SES itself (`aws-email.ts`). Default: refuses with EMAIL_NOT_CONFIGURED. */
  readonly mailer?: Mailer;
  /** Funds new accounts' wallets (the sandbox only). */
  readonly faucet?: Faucet;
  /** Per-automation schedules (EventBridge Scheduler in AWS); default: none, the watcher's fixed cadence finds due automations by `nextRunAt`. */
  readonly automationScheduler?: AutomationScheduler;
  /**
   * Chooses the token-launch protocol from the configuration; default:
   * `launchpadProtocol` (the PurserLaunchpad only). Where prompts run,
   * `configuredLaunchProtocol`, which can also choose Clanker.
   */
  readonly launchProtocol?: (config: Config, chains: ChainGateway) => LaunchProtocol | undefined;
  /** The DynamoDB client the stores use; default `new DynamoDBClient({})`. The local runtime passes one whose transactions are stored when it answers. */
  readonly dynamoClient?: DynamoDBClient;
}

/**
 * The adapters both composition roots share. SDK clients are constructed
 * unmodified: in local mode their endpoints come from the standard
 * `AWS_ENDPOINT_URL_DYNAMODB` / `AWS_ENDPOINT_URL_KMS` variables. The
 * default request rate and prompt quotas may be set in the environment
 * (`PURSER_REQUESTS_PER_MINUTE`, `PURSER_PROMPT_QUOTA_PER_DAY`,
 * `PURSER_MEMBER_PROMPT_QUOTA_PER_DAY`) in both roots, and so may the launch
 * limits and the launch protocol (`PURSER_LAUNCHES_PER_DAY`,
 * `PURSER_MEMBER_LAUNCHES_PER_DAY`, `PURSER_LAUNCHPAD_ADDRESS`,
 * `PURSER_LAUNCH_PROTOCOL`, `PURSER_CLANKER_FEE_RECIPIENT`,
 * `PURSER_LAUNCH_SWAP_FEE_BPS`, `PURSER_LAUNCH_CREATOR_SHARE_BPS`); explicit `config` wins.
 */
export function buildDeps(options: BuildOptions): Deps {
  const doc = DynamoDBDocumentClient.from(options.dynamoClient ?? new DynamoDBClient({}), { marshallOptions: { removeUndefinedValues: true } });
  const environment = options.environment ?? readEnvironment();
  const config: Config = { ...defaultConfig, ...limitsFromEnv(environment), ...launchConfigFromEnv(environment), ...options.config };
  const chains = viemChainGateway({ rpcUrls: options.rpcUrls, ...(options.pollingIntervalMs ? { pollingIntervalMs: options.pollingIntervalMs } : {}) });
  const launchProtocol = (options.launchProtocol ?? launchpadProtocol)(config, chains);
  return {
    config,
    clock: systemClock,
    ids: ulidIds(),
    logger: createLogger(),
    jobs: dynamoJobStore(doc, options.tableName),
    accounts: dynamoAccountStore(doc, options.tableName),
    idempotency: dynamoIdempotencyStore(doc, options.tableName),
    rates: dynamoRateCounter(doc, options.tableName),
    sessions: dynamoSessionStore(doc, options.tableName),
    signInCodes: dynamoSignInCodeStore(doc, options.tableName),
    siweNonces: dynamoSiweNonceStore(doc, options.tableName),
    mailer: options.mailer ?? unconfiguredMailer,
    ...(options.faucet ? { faucet: options.faucet } : {}),
    audit: dynamoAuditLog(doc, options.tableName),
    automations: dynamoAutomationStore(doc, options.tableName),
    automationScheduler: options.automationScheduler ?? noopAutomationScheduler,
    queue: options.queue,
    keyVault: kmsKeyVault(new KMSClient({}), { tagValue: options.kmsTag }),
    steps: dynamoTxStepStore(doc, options.tableName),
    pipeline: { ...defaultPipelineConfig, ...options.pipeline },
    chains,
    names: chainNameResolver({ chains }),
    prices: onChainPriceService({ chains, ...(options.solanaSwaps ? { solanaSwaps: options.solanaSwaps } : {}) }),
    launches: dynamoLaunchStore(doc, options.tableName),
    ...(launchProtocol ? { launchProtocol } : {}),
    solanaSteps: dynamoSolanaStepStore(doc, options.tableName),
    profiles: dynamoProfileStore(doc, options.tableName),
    ...(options.solana ? { solana: options.solana } : {}),
    ...(options.solanaSwaps ? { solanaSwaps: options.solanaSwaps } : {}),
    ...(options.swapQuoter ? { swapQuoter: options.swapQuoter } : {}),
    ...(options.marketData ? { marketData: options.marketData } : {}),
  };
}
