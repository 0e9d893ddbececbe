/**
 * The record of one Solana transfer step, written before its transaction is
 * sent: a retry re-sends the same bytes or finds the signature on chain
 * instead of signing a second transfer.
 */

/** `signed`: recorded, maybe sent; `confirmed`: landed and succeeded. */
export type SolanaStepStatus = 'signed' | 'confirmed';

/** What the step moves; a retry must be asked the same `asset`, `amount` and `to`. */
export interface SolanaStepTransfer {
  /** `SOL` or the mint (base58). */
  readonly asset: string;
  /** Decimal, as asked. */
  readonly amount: string;
  readonly to: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly amountRaw: string;
  readonly feeLamports: string;
  /** Lamports spent opening the recipient's token account ("0" when it existed). */
  readonly rentLamports: string;
}

export interface SolanaStep {
  /** Unique per job step, e.g. `<jobId>:solana-transfer`. */
  readonly stepId: string;
  readonly accountId: string;
  readonly jobId: string;
  readonly from: string;
  readonly transfer: SolanaStepTransfer;
  readonly status: SolanaStepStatus;
  /** The first signature: the transaction id. */
  readonly signature: string;
  /** The signed wire transaction, base64. */
  readonly transaction: string;
  readonly blockhash: string;
  /** Past this block height the transaction can never land. */
  readonly lastValidBlockHeight: number;
  /** Signatures of earlier versions whose blockhash expired without landing. */
  readonly expiredSignatures: readonly string[];
  readonly slot?: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Port to where steps are kept (DynamoDB in production; memory in tests). */
export interface SolanaStepStore {
  get(stepId: string): Promise<SolanaStep | undefined>;
  /** Writes the step, replacing the one with the same id. */
  put(step: SolanaStep): Promise<void>;
}

/** A {@link SolanaStepStore} in memory, for tests and one-process runs. */
export function inMemorySolanaStepStore(): SolanaStepStore & { all(): SolanaStep[] } {
  const steps = new Map<string, SolanaStep>();
  return {
    async get(stepId) {
      return steps.get(stepId);
    },
    async put(step) {
      steps.set(step.stepId, step);
    },
    all: () => [...steps.values()],
  };
}
