/**
 * The shared tail of every Solana step (transfers and swaps): record the
 * signed transaction before anything is sent, then bring it to confirmation,
 * re-sending the same bytes while its blockhash is valid and looking its
 * signature up on a retry instead of signing anew.
 */
import { base58 } from '@scure/base';
import type { Clock } from '../../../core/clock.ts';
import { PermanentError, TransientError, isPurserError } from '../../../errors.ts';
import type { JobContext } from '../../../jobs/job-context.ts';
import type { SolanaGateway } from '../../../chains/solana-gateway.ts';
import { sightSolanaStep } from '../../../chains/solana-sighting.ts';
import type { SolanaStep, SolanaStepStore } from './solana-step-store.ts';

export interface SolanaStepDeps {
  readonly solana: SolanaGateway;
  readonly solanaSteps: SolanaStepStore;
  readonly clock: Clock;
}

/**
 * Records a freshly signed step. When another attempt recorded this step
 * first, its version wins: ours (never sent) is dropped and theirs returned.
 * @returns the step that counts, and whether it is ours (`fresh`: never sent yet).
 * @throws what the store throws, other than its conflict.
 */
export async function recordSolanaStep(deps: SolanaStepDeps, step: SolanaStep): Promise<{ step: SolanaStep; fresh: boolean }> {
  try {
    await deps.solanaSteps.put(step);
    return { step, fresh: true };
  } catch (error) {
    if (!(isPurserError(error) && error.code === 'SOLANA_STEP_EXISTS')) throw error;
    const winner = await deps.solanaSteps.get(step.stepId);
    if (!winner) throw error;
    return { step: winner, fresh: false };
  }
}

/**
 * Brings a recorded step to confirmation: looks its signature up (unless
 * `fresh`), re-sends the same bytes while the blockhash is valid, and waits.
 * @param what names the step in the status update ("the transfer", "the swap").
 * @returns the confirmed step, or undefined when the blockhash expired without the transaction landing.
 * @throws PermanentError `SOLANA_TRANSACTION_FAILED` when it landed but failed; what the gateway throws.
 */
export async function finishSolanaStep(deps: SolanaStepDeps, ctx: JobContext, step: SolanaStep, fresh: boolean, what: string): Promise<SolanaStep | undefined> {
  if (step.status === 'confirmed') {
    await recordSolanaBroadcast(ctx, step);
    return step;
  }
  // A step signed by this very call has never been sent: skip the lookups.
  const seen = fresh ? ({ kind: 'open' } as const) : await sightSolanaStep(deps.solana, step);
  if (seen.kind === 'expired') return undefined;
  if (seen.kind === 'behind') throw rpcBehind(step);
  if (seen.kind === 'landed') {
    await recordSolanaBroadcast(ctx, step);
    if (seen.status.err) throw landedButFailed(step, seen.status.err);
  } else {
    await ctx.progress(`Broadcasting ${what} on Solana (${step.signature}).`);
    try {
      await deps.solana.sendRawTransaction(Buffer.from(step.transaction, 'base64'));
    } catch (error) {
      // A duplicate means an earlier send landed: confirm it like any other.
      if (!(isPurserError(error) && error.code === 'SOLANA_ALREADY_PROCESSED')) throw error;
    }
    await recordSolanaBroadcast(ctx, step);
  }
  const confirmation = await deps.solana.confirmTransaction({
    signature: step.signature,
    blockhash: step.blockhash,
    lastValidBlockHeight: step.lastValidBlockHeight,
  });
  let slot: number;
  if (confirmation.status === 'confirmed') slot = confirmation.slot;
  else {
    // The wait gave up at the expiry height; a signature is signed again only once a node at least that far along never saw it.
    const again = await sightSolanaStep(deps.solana, step);
    if (again.kind === 'expired') return undefined;
    if (again.kind !== 'landed') throw rpcBehind(step);
    if (again.status.err) throw landedButFailed(step, again.status.err);
    slot = again.status.slot;
  }
  const confirmed: SolanaStep = { ...step, status: 'confirmed', slot, updatedAt: deps.clock.now().toISOString() };
  await deps.solanaSteps.put(confirmed);
  return confirmed;
}

const rpcBehind = (step: SolanaStep): TransientError =>
  new TransientError(
    'SOLANA_RPC_BEHIND',
    `The Solana RPC answered about transaction ${step.signature} from behind the slot where its blockhash expired; it is looked up again before anything is signed anew.`,
  );

/** The step's transaction in the audit log: once per step and signature (a re-signed step is another transaction). */
const recordSolanaBroadcast = (ctx: JobContext, step: SolanaStep): Promise<void> =>
  ctx.recordBroadcast?.({
    chain: 'solana',
    transactionHash: step.signature,
    stepId: step.stepId,
    signedAt: step.createdAt,
    details: { kind: step.swap ? 'swap' : 'transfer' },
  }) ?? Promise.resolve();

/** The base58 transaction id: the fee payer's (first) signature. */
export function firstSignature(signatures: readonly (Uint8Array | null | undefined)[]): string {
  const signature = signatures[0];
  if (!signature || signature.every((byte) => byte === 0)) throw new Error('The transaction is not signed');
  return base58.encode(signature);
}

const landedButFailed = (step: SolanaStep, err: unknown): PermanentError =>
  new PermanentError(
    'SOLANA_TRANSACTION_FAILED',
    `Transaction ${step.signature} landed on Solana but failed (${JSON.stringify(err)}); only its fee was spent.`,
    {
      details: { signature: step.signature, err },
    },
  );

/** How many times one attempt re-signs a transaction whose blockhash expired before it landed. */
const maxSolanaRounds = 3;

/**
 * The exactly-once loop every Solana step shares: sign (only when nothing is
 * recorded), record, then send or look up and confirm; when the blockhash
 * expired without the signature landing, sign again with the old signature
 * kept as expired, a bounded number of times.
 * @param sign builds and signs a new version, given the signatures that expired so far.
 * @param check refuses a recorded step made for another request (a retry must ask for the same thing).
 * @throws TransientError when it keeps expiring; what `sign`, `check` and `finishSolanaStep` throw.
 */
export async function runSolanaStep(
  deps: SolanaStepDeps,
  ctx: JobContext,
  input: {
    readonly recorded: SolanaStep | undefined;
    readonly sign: (expiredSignatures: readonly string[]) => Promise<SolanaStep>;
    readonly check: (step: SolanaStep) => void;
    readonly what: string;
  },
): Promise<SolanaStep> {
  let step = input.recorded;
  let expiredSignatures: readonly string[] = step?.expiredSignatures ?? [];
  for (let round = 1; ; round += 1) {
    let fresh = false;
    if (step === undefined) {
      ({ step, fresh } = await recordSolanaStep(deps, await input.sign(expiredSignatures)));
      input.check(step);
    }
    const done = await finishSolanaStep(deps, ctx, step, fresh, input.what);
    if (done) return done;
    expiredSignatures = [...step.expiredSignatures, step.signature];
    if (round >= maxSolanaRounds) {
      throw new TransientError(
        'SOLANA_TRANSACTION_EXPIRED',
        `The Solana ${input.what.replace(/^the /, '')} expired ${round} times without landing (the network may be congested); it will be retried.`,
      );
    }
    step = undefined;
  }
}
