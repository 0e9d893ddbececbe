/**
 * The sandbox chain's head and its recent blockhashes. Slots follow the wall
 * clock (one per 400 ms, as on mainnet), produced lazily when someone looks,
 * so an idle sandbox costs nothing. Every committed transaction also issues
 * a fresh blockhash, so consecutive transactions never share one (web3.js
 * waits for a new blockhash before re-sending an identical transaction), but
 * without spending block height: a blockhash stays valid for 150 blocks of
 * time (about a minute) however many transactions land meanwhile, so a
 * client's cached blockhash survives a burst of faucet transactions.
 */

/** A blockhash as `getLatestBlockhash` hands it out. */
export interface RecentBlockhash {
  readonly blockhash: string;
  readonly lastValidBlockHeight: number;
}

/** The head as persisted. */
export interface ChainHeadState {
  readonly slot: number;
  readonly blockHeight: number;
  /** Wall-clock ms at which the current slot began. */
  readonly slotStartedAt: number;
  /** Oldest first; the last is the latest. */
  readonly blockhashes: readonly RecentBlockhash[];
}

export const SLOT_MS = 400;
/** Blocks a blockhash stays valid for (a node's MAX_PROCESSING_AGE). */
export const BLOCKHASH_VALIDITY_BLOCKS = 150;
// Bounds memory under extreme load (more transactions in a minute than this drop their blockhash early).
const MAX_RECENT_BLOCKHASHES = 50_000;

/** The head and recent blockhashes of one sandbox chain; see the file comment. */
export class ChainHead {
  private slotValue: number;
  private blockHeightValue: number;
  private slotStartedAt: number;
  private readonly blockhashes: Map<string, number>;
  private latestValue: RecentBlockhash;

  constructor(
    state: ChainHeadState,
    private readonly now: () => number,
  ) {
    if (state.blockhashes.length === 0) throw new Error('a chain head needs at least one blockhash');
    this.slotValue = state.slot;
    this.blockHeightValue = state.blockHeight;
    this.slotStartedAt = state.slotStartedAt;
    this.blockhashes = new Map(state.blockhashes.map((b) => [b.blockhash, b.lastValidBlockHeight]));
    this.latestValue = state.blockhashes[state.blockhashes.length - 1]!;
  }

  /** A head at `slot` with one blockhash, starting now. */
  static genesis(slot: number, blockhash: string, now: () => number): ChainHead {
    return new ChainHead(
      { slot, blockHeight: slot, slotStartedAt: now(), blockhashes: [{ blockhash, lastValidBlockHeight: slot + BLOCKHASH_VALIDITY_BLOCKS }] },
      now,
    );
  }

  get slot(): number {
    return this.slotValue;
  }
  get blockHeight(): number {
    return this.blockHeightValue;
  }
  get latest(): RecentBlockhash {
    return this.latestValue;
  }

  /**
   * Applies the slots the wall clock has passed since the current one began.
   * @returns the parent and new slot when the head moved (the caller then registers the new block's blockhash).
   */
  advanceToNow(): { parent: number; slot: number } | undefined {
    const elapsed = Math.floor((this.now() - this.slotStartedAt) / SLOT_MS);
    if (elapsed <= 0) return undefined;
    const parent = this.slotValue;
    this.slotValue += elapsed;
    this.blockHeightValue += elapsed;
    this.slotStartedAt += elapsed * SLOT_MS;
    return { parent, slot: this.slotValue };
  }

  /** Issues `blockhash` at the current height; it becomes the latest. */
  register(blockhash: string): RecentBlockhash {
    this.latestValue = { blockhash, lastValidBlockHeight: this.blockHeightValue + BLOCKHASH_VALIDITY_BLOCKS };
    this.blockhashes.set(blockhash, this.latestValue.lastValidBlockHeight);
    this.prune();
    return this.latestValue;
  }

  /** Whether a transaction with this blockhash may still land. */
  isValid(blockhash: string): boolean {
    const lastValid = this.blockhashes.get(blockhash);
    return lastValid !== undefined && this.blockHeightValue <= lastValid;
  }

  toState(): ChainHeadState {
    this.prune();
    return {
      slot: this.slotValue,
      blockHeight: this.blockHeightValue,
      slotStartedAt: this.slotStartedAt,
      blockhashes: [...this.blockhashes].map(([blockhash, lastValidBlockHeight]) => ({ blockhash, lastValidBlockHeight })),
    };
  }

  // Map order is issue order: expired or surplus entries are at the front. The latest always stays.
  private prune(): void {
    for (const [blockhash, lastValid] of this.blockhashes) {
      const surplus = this.blockhashes.size > MAX_RECENT_BLOCKHASHES;
      if ((lastValid >= this.blockHeightValue && !surplus) || blockhash === this.latestValue.blockhash) break;
      this.blockhashes.delete(blockhash);
    }
  }
}

/** Epoch, slot index and epoch length of `slot` under an epoch schedule (warm-up epochs included). */
export function epochOfSlot(
  slot: number,
  schedule: { readonly slotsPerEpoch: bigint; readonly firstNormalSlot: bigint; readonly firstNormalEpoch: bigint },
): { epoch: number; slotIndex: number; slotsInEpoch: number } {
  const slotsPerEpoch = Number(schedule.slotsPerEpoch);
  const sinceNormal = Math.max(0, slot - Number(schedule.firstNormalSlot));
  return {
    epoch: Number(schedule.firstNormalEpoch) + Math.floor(sinceNormal / slotsPerEpoch),
    slotIndex: sinceNormal % slotsPerEpoch,
    slotsInEpoch: slotsPerEpoch,
  };
}
