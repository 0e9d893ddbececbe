/**
 * Port: the token-launch protocol on Base. The service's own PurserLaunchpad
 * in the sandbox; in production an adapter for a live launch protocol behind
 * the same interface, chosen by configuration. Writes go through the job's
 * exactly-once transaction pipeline (`sender`), so a launch and a claim are
 * ordinary job steps.
 */
import type { Address, Hex } from 'viem';
import type { JobContext } from '../../jobs/job-context.ts';

/** What a protocol write needs of the job: its transaction pipeline. */
export type LaunchSender = Pick<JobContext, 'sendTransaction'>;

export interface LaunchInput {
  /** The creator: the caller's Base wallet, which sends the launch. */
  readonly creator: Address;
  /** Unique per launch and stable across a job's retries (the job id): what a protocol derives its deployment salt from. */
  readonly launchId: string;
  readonly name: string;
  readonly symbol: string;
  readonly imageUrl: string;
  readonly description: string;
  /** Creator fee vesting; 0 for none. */
  readonly vestingSeconds: bigint;
  /**
   * Who earns the creator fees, for good; absent, the creator. The creator
   * (sender) keeps whatever admin role the protocol gives and earns nothing.
   */
  readonly feeRecipient?: Address;
}

export interface LaunchResult {
  readonly token: Address;
  readonly pool?: Address;
  readonly txHash: Hex;
}

/** Creator fees of one token, base units: the WETH side and the token side of its pool. */
export interface FeeAmounts {
  readonly weth: bigint;
  readonly tokenAmount: bigint;
}

export interface ClaimResult {
  readonly txHash: Hex;
  /** WETH paid to the creator by the claim (from the receipt). */
  readonly weth: bigint;
  /** Launched tokens paid to the creator, per token (from the receipt). */
  readonly tokens: ReadonlyArray<{ readonly token: Address; readonly amount: bigint }>;
}

/** The fee terms of launched tokens, in basis points. */
export interface LaunchTerms {
  /** The whole fee a swap of a launched token pays (120 = 1.2% of trade value). */
  readonly swapFeeBps: number;
  /** The creator's share of that fee (5700 = 57%, 0.684% of volume). */
  readonly creatorShareBps: number;
}

export interface LaunchProtocol {
  /** A name for responses: "PurserLaunchpad", "Clanker v4". */
  readonly name: string;
  /** The chain the protocol lives on (Base). */
  readonly chainId: number;
  /** The WETH token fees are paid in. */
  readonly weth: Address;
  /** Whether a launch may put its creator fees on a vesting schedule. */
  readonly vesting: boolean;
  /**
   * Whether the creator's WETH fees of all tokens sit in one balance (Clanker's
   * fee locker): then `unclaimed`/`claimable` report that shared WETH balance
   * with every token, and a claim of one token pays all of it.
   */
  readonly pooledWeth: boolean;
  /** The fee terms launches get. */
  terms(): Promise<LaunchTerms>;
  /**
   * Launches a token with the sender's wallet as its creator, its fees paid to `input.feeRecipient` (default: the creator).
   * @throws PermanentError `TRANSACTION_REVERTED` when the launch reverts; JobCancelledError before the broadcast.
   */
  launch(sender: LaunchSender, input: LaunchInput): Promise<LaunchResult>;
  /**
   * The launch as the chain would run it now from the creator's wallet, sent nowhere (an `eth_call`): the token
   * and pool it would create. @throws PermanentError with the chain's reason when it would revert.
   */
  simulateLaunch(input: LaunchInput): Promise<Omit<LaunchResult, 'txHash'>>;
  /** The creator's unclaimed fees of `token`, vested or not. */
  unclaimed(creator: Address, token: Address): Promise<FeeAmounts>;
  /** What a claim of `token` would pay now: the vested part of `unclaimed`. */
  claimable(creator: Address, token: Address): Promise<FeeAmounts>;
  /** Claims one token's fees to its creator. @throws PermanentError `TRANSACTION_REVERTED`. */
  claim(sender: LaunchSender, creator: Address, token: Address): Promise<ClaimResult>;
  /**
   * Claims every token of the creator in one transaction: `tokens` are the
   * creator's launches as the service knows them (a protocol that lists them
   * itself may ignore it). @throws PermanentError `TRANSACTION_REVERTED`.
   */
  claimAll(sender: LaunchSender, creator: Address, tokens: readonly Address[]): Promise<ClaimResult>;
  /**
   * Tokens launched by `creator`, oldest first, when the protocol lists them
   * on chain; absent (Clanker), the launch store's records are the list.
   */
  tokensOf?(creator: Address): Promise<readonly Address[]>;
  /** Whether `token` was launched through the protocol. */
  isLaunched(token: Address): Promise<boolean>;
  /**
   * The transaction that claims `token`'s fees for `creator`, for a caller
   * that sends it itself (`POST /agent/submit`): what `claim` sends.
   */
  claimCall?(creator: Address, token: Address): Promise<ContractCall>;
  /**
   * The launch of `token` as the protocol records it on chain (its creator
   * and pool), undefined for a token not launched through it; absent
   * (Clanker) when the protocol does not record a creator per token.
   */
  launchOf?(token: Address): Promise<LaunchRecord | undefined>;
  /**
   * The fee events of `tokens` from block `fromBlock` on: every collection
   * (the creator's share of it) and every claim paid; absent when the
   * protocol's events are not read (Clanker).
   */
  feeEvents?(tokens: readonly Address[], fromBlock: bigint): Promise<readonly FeeEvent[]>;
}

/** A call for the caller's wallet to send. */
export interface ContractCall {
  readonly to: Address;
  readonly data: Hex;
}

/** A launch as the protocol records it. */
export interface LaunchRecord {
  readonly creator: Address;
  readonly pool?: Address;
}

/**
 * One fee event of a launched token, base units: `collected` is the
 * creator's share of fees moved out of the pool (what the creator earned
 * then), `claimed` what a claim paid the creator.
 */
export interface FeeEvent {
  readonly kind: 'collected' | 'claimed';
  readonly token: Address;
  readonly weth: bigint;
  readonly tokenAmount: bigint;
  readonly blockNumber: bigint;
}
