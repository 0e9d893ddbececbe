import type { AccountStore } from './accounts/account-store.ts';
import type { ChainGateway } from './chains/chain-gateway.ts';
import type { Clock } from './core/clock.ts';
import type { Ids } from './core/ids.ts';
import type { Logger } from './core/logger.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { JobStore } from './jobs/job-store.ts';
import type { KeyVault } from './wallets/key-vault.ts';

export interface Config {
  /** Prefix of issued API keys, before the `_`. */
  readonly apiKeyPrefix: string;
  /** How long an executor attempt owns a job before another may take it over. */
  readonly leaseMs: number;
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
}

export const defaultConfig: Config = { apiKeyPrefix: 'purser', leaseMs: 60_000 };
