/**
 * Port: the token-launch protocol on Base. The service's own PurserLaunchpad
 * in the sandbox; in production an adapter for a live launch protocol behind
 * the same interface, chosen by configuration. Writes go through the job's
 * exactly-once transaction pipeline (`sender`), so a launch and a claim are
 * ordinary job steps.
 */
import type { Address, Hex } from 'viem';
import type { JobContext } from '../../agent/job-context.ts';

/** What a protocol write needs of the job: its transaction pipeline. */
export type LaunchSender = Pick<JobContext, 'sendTransaction'>;

export interface LaunchInput {
  readonly name: string;
  readonly symbol: string;
  readonly imageUrl: string;
  readonly description: string;
  /** Creator fee vesting; 0 for none. */
  readonly vestingSeconds: bigint;
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

export interface LaunchProtocol {
  /** The chain the protocol lives on (Base). */
  readonly chainId: number;
  /** The WETH token fees are paid in. */
  readonly weth: Address;
  /**
   * Launches a token with the sender's wallet as its creator.
   * @throws PermanentError `TRANSACTION_REVERTED` when the launch reverts; JobCancelledError before the broadcast.
   */
  launch(sender: LaunchSender, input: LaunchInput): Promise<LaunchResult>;
  /** The creator's unclaimed fees of `token`, vested or not. */
  unclaimed(creator: Address, token: Address): Promise<FeeAmounts>;
  /** What a claim of `token` would pay now: the vested part of `unclaimed`. */
  claimable(creator: Address, token: Address): Promise<FeeAmounts>;
  /** Claims one token's fees to its creator. @throws PermanentError `TRANSACTION_REVERTED`. */
  claim(sender: LaunchSender, creator: Address, token: Address): Promise<ClaimResult>;
  /** Claims every token of the creator in one transaction. @throws PermanentError `TRANSACTION_REVERTED`. */
  claimAll(sender: LaunchSender, creator: Address): Promise<ClaimResult>;
  /** Tokens launched by `creator`, oldest first. */
  tokensOf(creator: Address): Promise<readonly Address[]>;
  /** Whether `token` was launched through the protocol. */
  isLaunched(token: Address): Promise<boolean>;
}
