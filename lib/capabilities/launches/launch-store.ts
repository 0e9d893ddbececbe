import type { Address, Hex } from 'viem';

/** One token an account launched. */
export interface LaunchRecord {
  readonly accountId: string;
  readonly chain: 'base';
  readonly token: Address;
  readonly name: string;
  /** Upper-cased ticker. */
  readonly symbol: string;
  /** The account's Base wallet, which sent the launch. */
  readonly creator: Address;
  /** Who earns the creator fees when the launch named another wallet; absent, the creator does. */
  readonly feeRecipient?: Address;
  /** The ENS name the launch named its fee recipient by (`feeRecipient` is what it resolved to then). */
  readonly feeRecipientName?: string;
  readonly txHash: Hex;
  readonly vestingSeconds: number;
  readonly imageUrl?: string;
  readonly websiteUrl?: string;
  readonly tweetUrl?: string;
  readonly twitterUrl?: string;
  readonly telegramUrl?: string;
  readonly description?: string;
  readonly jobId: string;
  readonly launchedAt: string;
}

export type SlotDecision = { readonly granted: true } | { readonly granted: false; readonly nextAt: Date };

/**
 * Port to durable launch storage: the launches of each account, a lookup by
 * symbol for the swap path, and the deployment cooldown's slots, taken with
 * a conditional write so parallel launch jobs cannot both pass.
 */
export interface LaunchStore {
  /**
   * Takes one of the account's `limit` launch slots for `jobId`: a slot is
   * free when empty or taken more than `windowMs` before `now`. A job that
   * already holds a live slot (a retry) keeps it.
   * @returns granted, or when the earliest slot frees up.
   */
  reserveSlot(input: { accountId: string; jobId: string; limit: number; windowMs: number; now: Date }): Promise<SlotDecision>;
  /** Whether `reserveSlot` would grant a slot now, without taking one (a simulated launch). */
  peekSlot(input: { accountId: string; limit: number; windowMs: number; now: Date }): Promise<SlotDecision>;
  /** Gives back the slot `jobId` holds (a launch that put nothing on chain); no-op when it holds none. */
  releaseSlot(accountId: string, jobId: string): Promise<void>;
  /** Records a launch; recording the same token again overwrites it (a retried job). */
  record(launch: LaunchRecord): Promise<void>;
  /** The account's launches, oldest first. */
  listByAccount(accountId: string): Promise<LaunchRecord[]>;
  /** Launches of any account with this symbol on `chain` (case-insensitive), oldest first. */
  findBySymbol(chain: 'base', symbol: string): Promise<LaunchRecord[]>;
}
