import { evmChainById } from '../chains/chains.ts';
import type { Deps } from '../deps.ts';
import { latestOwnVersion } from '../transactions/tx-step.ts';
import type { Job } from './job.ts';

/**
 * Where the money of a job's last committed transaction is, as far as the
 * records say: `none` (nothing committed), `unsent` (signed or allocated but
 * never broadcast, refused at the door, or replaced: it can never be mined),
 * `live` (broadcast and not settled: it may still be mined), or `settled`
 * (mined, with its outcome).
 */
export type CommittedStep =
  | { readonly kind: 'none' }
  | { readonly kind: 'unsent'; readonly stepId: string; readonly chain: string; readonly reason?: string }
  | { readonly kind: 'live'; readonly stepId: string; readonly chain: string; readonly hash: string; readonly solana: boolean }
  | { readonly kind: 'settled'; readonly stepId: string; readonly chain: string; readonly hash: string; readonly success: boolean };

/** Solana steps are `<jobId>#sol<n>` (or `<jobId>:solana-…` outside a job context); EVM steps `<jobId>#<n>`. */
const isSolanaStep = (stepId: string): boolean => /#sol\d+$|:solana-/.test(stepId);

/** What the job's committed step says about the chain. Reads the step store only. */
export async function committedStep(deps: Pick<Deps, 'steps' | 'solanaSteps'>, job: Pick<Job, 'committedStep'>): Promise<CommittedStep> {
  const stepId = job.committedStep;
  if (stepId === undefined) return { kind: 'none' };
  if (isSolanaStep(stepId)) {
    const step = await deps.solanaSteps.get(stepId);
    if (!step) return { kind: 'unsent', stepId, chain: 'Solana' };
    // A recorded Solana step may have been sent; only its blockhash's expiry (checked on chain) says it never can be.
    return step.status === 'confirmed'
      ? { kind: 'settled', stepId, chain: 'Solana', hash: step.signature, success: true }
      : { kind: 'live', stepId, chain: 'Solana', hash: step.signature, solana: true };
  }
  const step = await deps.steps.get(stepId);
  if (!step) return { kind: 'unsent', stepId, chain: 'the chain' };
  const chain = evmChainById(step.chainId)?.label ?? `chain ${step.chainId}`;
  switch (step.status) {
    case 'confirmed':
    case 'reverted':
      return { kind: 'settled', stepId, chain, hash: step.receipt!.hash, success: step.status === 'confirmed' };
    case 'broadcast':
      return { kind: 'live', stepId, chain, hash: latestOwnVersion(step)!.hash, solana: false };
    default:
      return { kind: 'unsent', stepId, chain, ...(step.error ? { reason: step.error } : {}) };
  }
}
