import type { AccountStore } from './accounts/account-store.ts';
import type { ChainGateway } from './chains/chain-gateway.ts';
import type { Clock } from './core/clock.ts';
import type { Ids } from './core/ids.ts';
import type { Logger } from './core/logger.ts';
import type { IdempotencyStore } from './idempotency/idempotency-store.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { JobStore } from './jobs/job-store.ts';
import type { KeyVault } from './wallets/key-vault.ts';
import type { FaultPoint, PipelineConfig } from './transactions/pipeline-deps.ts';
import type { TxStepStore } from './transactions/tx-step-store.ts';
import type { SolanaGateway } from './chains/solana-gateway.ts';
import type { SolanaStepStore } from './capabilities/transfers/solana/solana-step-store.ts';
import type { SwapQuoter } from './capabilities/swaps/evm/swap-quoter.ts';
import type { EvmChainInfo } from './chains/chains.ts';
import type { SolanaSwapProvider } from './swaps/solana-swap-provider.ts';
import type { MarketData } from './capabilities/trending/market-data.ts';
import type { RateCounter } from './limits/rate-counter.ts';
import type { SessionStore } from './sign-in/session.ts';
import type { Mailer } from './sign-in/mailer.ts';
import type { SignInCodeStore } from './sign-in/sign-in-code.ts';
import type { SiweNonceStore } from './siwe/siwe-nonce.ts';
import type { Faucet } from './accounts/faucet.ts';
import type { AuditLog } from './audit/audit-log.ts';
import type { AutomationStore } from './automations/automation-store.ts';
import type { AutomationScheduler } from './automations/automation-scheduler.ts';
import type { LaunchStore } from './capabilities/launches/launch-store.ts';
import type { LaunchProtocol } from './capabilities/launches/launch-protocol.ts';
import type { PriceService } from './market/price-service.ts';
import type { ProfileStore } from './profiles/profile-store.ts';
import type { NameResolver } from './names/name-resolver.ts';

export interface Config {
  /** Prefix of issued API keys, before the `_`. */
  readonly apiKeyPrefix: string;
  /** How long an executor attempt owns a job before another may take it over. */
  readonly leaseMs: number;
  /** Attempts before a job that keeps hitting temporary failures is failed with the last cause (the queue allows 5 receives). */
  readonly maxAttempts: number;
  /** Requests per minute per API key when the key sets none (429 `RATE_LIMITED` above it). */
  readonly requestsPerMinute: number;
  /** Prompts per UTC day per API key when the key sets none (429 `QUOTA_EXCEEDED` above it). */
  readonly promptQuotaPerDay: number;
  /** The same for keys of member accounts. */
  readonly memberPromptQuotaPerDay: number;
  /** Token launches per rolling 24 hours per account (`DEPLOYMENT_LIMIT_REACHED` above it; `PURSER_LAUNCHES_PER_DAY`). */
  readonly launchesPerDay: number;
  /** The same for member accounts (`PURSER_MEMBER_LAUNCHES_PER_DAY`). */
  readonly memberLaunchesPerDay: number;
  /**
   * The PurserLaunchpad on Base (`PURSER_LAUNCHPAD_ADDRESS`; else the
   * registry's `protocols.launchpad` of Base): when known and no other launch
   * protocol is given, launches and creator fees use it. Unknown, launch and
   * fee prompts fail with `LAUNCHES_UNAVAILABLE`.
   */
  readonly launchpadAddress?: `0x${string}`;
  /**
   * Which protocol serves launches on Base (`PURSER_LAUNCH_PROTOCOL`):
   * `purser`, the PurserLaunchpad above (the sandbox's), or `clanker`,
   * Clanker v4 (production). Default: `purser` when its address is known.
   */
  readonly launchProtocol?: 'purser' | 'clanker';
  /** With Clanker: the operator's address that receives the rest of each launched token's LP fee (`PURSER_CLANKER_FEE_RECIPIENT`). */
  readonly clankerFeeRecipient?: `0x${string}`;
  /**
   * With Clanker: the whole fee a swap of a launched token pays, bps
   * (`PURSER_LAUNCH_SWAP_FEE_BPS`, 120 = 1.2%), and the creator's share of
   * it, bps (`PURSER_LAUNCH_CREATOR_SHARE_BPS`, 5700 = 57%). The
   * PurserLaunchpad's terms are its constructor's.
   */
  readonly launchSwapFeeBps: number;
  readonly launchCreatorShareBps: number;
}

/**
 * Everything a use case may need, built by one of the two composition roots
 * (`lib/composition/aws.ts`, `lib/composition/local.ts`). Use cases take the
 * slice they use (`Pick<Deps, ...>`), the way viem actions take a client.
 */
export interface Deps {
  readonly config: Config;
  readonly clock: Clock;
  readonly ids: Ids;
  readonly logger: Logger;
  readonly jobs: JobStore;
  readonly accounts: AccountStore;
  readonly queue: JobQueue;
  readonly keyVault: KeyVault;
  readonly chains: ChainGateway;
  /** Transaction steps and nonce counters: the pipeline's durable record. */
  readonly steps: TxStepStore;
  readonly pipeline: PipelineConfig;
  /** Test-only fault injection in the transaction pipeline. */
  readonly faults?: (point: FaultPoint, stepId: string) => Promise<void>;
  /** Responses of requests sent with an `Idempotency-Key`, for repeats. */
  readonly idempotency: IdempotencyStore;
  /** Solana, when an RPC URL for it is configured (the `solana` key of the RPC URLs). */
  readonly solana?: SolanaGateway;
  /** Solana transaction steps: the signed transaction recorded before it is sent. */
  readonly solanaSteps: SolanaStepStore;
  /** Solana swaps: the sandbox market maker locally, Jupiter in AWS when configured; absent otherwise. */
  readonly solanaSwaps?: SolanaSwapProvider;
  /** The EVM swap venue per chain (0x in AWS when configured); Uniswap V3 on the chain's client when absent. */
  readonly swapQuoter?: (chain: EvmChainInfo) => SwapQuoter;
  /** Fixed-window counters: request rates, daily prompt quotas, sign-in code requests. */
  readonly rates: RateCounter;
  /** Signed-in sessions for the account endpoints (`/account/*`). */
  readonly sessions: SessionStore;
  /** Pending email sign-in codes (hashed), one per address. */
  readonly signInCodes: SignInCodeStore;
  /** Issued Sign-In with Ethereum nonces, each usable once. */
  readonly siweNonces: SiweNonceStore;
  /** Sends email (sign-in codes): Amazon SES in the function that sends, a local outbox folder in the sandbox. */
  readonly mailer: Mailer;
  /** Funds new accounts' wallets with test assets: the sandbox only, absent in AWS. */
  readonly faucet?: Faucet;
  /** Every signature, submitted transaction and transaction a job broadcasts, per account (`GET /account/audit`). */
  readonly audit: AuditLog;
  /** What a token is worth in dollars: the chains' own liquidity (Uniswap quoters, the Solana swap venue against USDC); built by the composition roots. */
  readonly prices: PriceService;
  /** ENS names and Basenames: the addresses they hold (`lib/names/`); absent, transfers read the name services' contracts through `chains`. */
  readonly names?: NameResolver;
  /** Trending tokens from a market-data provider (GeckoTerminal in AWS when configured); absent, trending reads the chains' own swaps. */
  readonly marketData?: MarketData;
  /** Limit orders, scheduled and recurring trades (`lib/automations/`). */
  readonly automations: AutomationStore;
  /** Per-automation schedules of time-based automations: EventBridge Scheduler in AWS, a no-op locally (the local tick reads `nextRunAt`). */
  readonly automationScheduler: AutomationScheduler;
  /** Launched tokens per account, the symbol lookup of the swap path and the deployment cooldown (`lib/capabilities/launches/`). */
  readonly launches?: LaunchStore;
  /** The token-launch protocol on Base: PurserLaunchpad (sandbox) or a live protocol's adapter; absent, launches are unavailable. */
  readonly launchProtocol?: LaunchProtocol;
  /** The public project profile of each account (`/agent/profile`, `lib/profiles/`). */
  readonly profiles: ProfileStore;
}

export const defaultConfig: Config = {
  apiKeyPrefix: 'purser',
  leaseMs: 60_000,
  maxAttempts: 5,
  requestsPerMinute: 600,
  promptQuotaPerDay: 100,
  memberPromptQuotaPerDay: 1_000,
  launchesPerDay: 1,
  memberLaunchesPerDay: 5,
  launchSwapFeeBps: 120,
  launchCreatorShareBps: 5_700,
};
