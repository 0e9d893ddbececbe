/**
 * The record of one Solana step (a transfer or a swap), written before its
 * transaction is sent: a retry re-sends the same bytes or finds the signature
 * on chain instead of signing a second one.
 */
import { ConflictError } from '../../../errors.ts';

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

/** What a swap step trades; a retry must be asked the same mints and `amountIn`. */
export interface SolanaStepSwap {
  readonly provider: string;
  readonly routeLabel: string;
  readonly inputMint: string;
  readonly outputMint: string;
  readonly symbolIn: string;
  readonly symbolOut: string;
  readonly decimalsIn: number;
  readonly decimalsOut: number;
  /** Decimal, as asked. */
  readonly amountIn: string;
  readonly amountInRaw: string;
  readonly quotedOutRaw: string;
  readonly minOutRaw: string;
  readonly slippageBps: number;
}

export interface SolanaStep {
  /** Unique per job step: `<jobId>#sol<n>` in a job, `<jobId>:solana-transfer` without one. */
  readonly stepId: string;
  readonly accountId: string;
  readonly jobId: string;
  readonly from: string;
  /** Exactly one of `transfer` and `swap` is set. */
  readonly transfer?: SolanaStepTransfer;
  readonly swap?: SolanaStepSwap;
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
  /**
   * Writes the step only over the version it follows (see {@link solanaStepPrecondition}),
   * so two attempts can never both record a signed transaction for one step.
   * @throws ConflictError `SOLANA_STEP_EXISTS` when another version got there first.
   */
  put(step: SolanaStep): Promise<void>;
}

/**
 * The signature the stored version must carry for `step` to replace it;
 * `undefined` when no version may exist yet. A confirmation replaces its own
 * signed version; a re-signed step replaces the version whose signature it
 * lists last as expired; a first signed step replaces nothing.
 */
export function solanaStepPrecondition(step: SolanaStep): string | undefined {
  if (step.status === 'confirmed') return step.signature;
  return step.expiredSignatures.at(-1);
}

export const solanaStepConflict = (stepId: string): ConflictError =>
  new ConflictError('SOLANA_STEP_EXISTS', `Solana step ${stepId} was recorded by another attempt; its transaction is the one that counts.`, {
    details: { stepId },
  });

/** A {@link SolanaStepStore} in memory, for tests and one-process runs. */
export function inMemorySolanaStepStore(): SolanaStepStore & { all(): SolanaStep[] } {
  const steps = new Map<string, SolanaStep>();
  return {
    async get(stepId) {
      return steps.get(stepId);
    },
    async put(step) {
      const expected = solanaStepPrecondition(step);
      const current = steps.get(step.stepId);
      if (expected === undefined ? current !== undefined : current?.signature !== expected) throw solanaStepConflict(step.stepId);
      steps.set(step.stepId, step);
    },
    all: () => [...steps.values()],
  };
}
