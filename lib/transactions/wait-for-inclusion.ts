import { TransientError } from '../errors.ts';
import { markResent, recordVersion, sendLatest, signVersion, type StepInput } from './step-records.ts';
import type { PipelineDeps } from './pipeline-deps.ts';
import { releaseStep } from './release-step.ts';
import { bumpedFees, isLiveStep, latestOwnVersion, type TxStep } from './tx-step.ts';
import { minedVersion, settleMined, settleUsedNonce } from './used-nonce.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The error a wait ends with when its budget runs out before a version is mined: the transaction may still be mined. */
export const notMinedYet = 'TX_NOT_MINED';

/**
 * Sends bytes that may already be in the pool again, and records when the
 * node took them; a refusal is only logged: the step stays followed, never given up.
 */
async function resend(deps: PipelineDeps, input: Pick<StepInput, 'client' | 'chainLabel'>, step: TxStep): Promise<TxStep> {
  try {
    return (await sendLatest(input, step)) === 'sent' ? await markResent(deps, step) : step;
  } catch (error) {
    deps.logger.warn('a broadcast step could not be sent again', { stepId: step.stepId, nonce: step.nonce, error: error as Error });
    return step;
  }
}

/**
 * A step behind a hole in the wallet's nonces never gets mined. Below our
 * nonce, re-send what the chain lost, and fill what will never be sent: steps
 * whose owner has not signed them for longer than the stuck time.
 */
export async function fillGaps(
  deps: PipelineDeps,
  input: Pick<StepInput, 'client' | 'signer' | 'chainLabel'>,
  step: TxStep,
  minedCount: number,
): Promise<void> {
  const below = (await deps.steps.listByNonce(step.from, step.chainId, minedCount)).filter((s) => s.nonce < step.nonce && isLiveStep(s));
  const staleBefore = deps.clock.now().getTime() - deps.pipeline.stuckAfterMs;
  for (const other of below) {
    if (other.status === 'broadcast') {
      // Committed and meant to be on chain: the node lost it, send it again.
      await resend(deps, input, other);
    } else if (Date.parse(other.updatedAt) < staleBefore) {
      // Allocated or signed but never committed (its job died or was cancelled): never send it, fill its nonce.
      deps.logger.warn('filling a nonce its step never used', { stepId: other.stepId, nonce: other.nonce });
      await releaseStep(deps, input, other, undefined);
    }
  }
}

/**
 * Waits until one version of the step is mined. A version not mined within
 * the stuck time is replaced by one paying at least the configured bump more
 * (recorded before it is sent), up to the fee ceiling. Nothing the node says
 * about a re-send ends the wait: the bytes already sent may still be mined.
 * @returns the settled step, or `nonce-used` when the nonce was mined by a transaction that is not ours.
 * @throws TransientError `TX_NOT_MINED` when nothing is mined within the attempt's time budget (the transaction watcher follows it from there).
 */
export async function waitForInclusion(
  deps: PipelineDeps,
  input: StepInput,
  initial: TxStep,
): Promise<{ kind: 'settled'; step: TxStep } | { kind: 'nonce-used'; step: TxStep }> {
  let step = initial;
  const started = deps.clock.now().getTime();
  // A resumed wait sends the bytes once more: the crashed attempt may have recorded the broadcast but never made it.
  step = await resend(deps, input, step);
  let lastSent = Date.parse(step.lastBroadcastAt ?? step.updatedAt);
  for (;;) {
    const mined = await minedVersion(input.client, step);
    if (mined) return { kind: 'settled', step: await settleMined(deps, step, mined) };
    const minedCount = await input.client.getTransactionCount({ address: step.from, blockTag: 'latest' });
    const used = minedCount > step.nonce;
    if (used) {
      // Mined between our two reads, by a version another actor recorded (a fee bump), by something else — or by
      // this very transaction, whose receipt the RPC cannot show yet: the step stays live until that is told apart.
      step = await settleUsedNonce(deps, input, step);
      if (step.status === 'confirmed' || step.status === 'reverted') return { kind: 'settled', step };
      if (!isLiveStep(step)) return { kind: 'nonce-used', step };
    }
    const now = deps.clock.now().getTime();
    if (!used && now - lastSent >= deps.pipeline.stuckAfterMs) {
      if (minedCount < step.nonce) await fillGaps(deps, input, step, minedCount);
      step = await replaceStuck(deps, input, step);
      lastSent = now;
    }
    if (now - started >= Math.min(deps.pipeline.receiptTimeoutMs, input.waitBudgetMs ?? Infinity)) {
      throw new TransientError(
        notMinedYet,
        `Transaction ${latestOwnVersion(step)?.hash} on ${input.chainLabel} is not mined yet; it is being watched until it is.`,
      );
    }
    await sleep(deps.pipeline.pollMs);
  }
}

/**
 * Signs and sends a fee-bumped version of a stuck step, recorded first and
 * only if no one else recorded a version meanwhile; at the fee ceiling it
 * re-sends the latest one instead.
 * @returns the step as it now stands (with the new version, or as another actor left it).
 */
export async function replaceStuck(deps: PipelineDeps, input: Pick<StepInput, 'client' | 'signer' | 'chainLabel'>, step: TxStep): Promise<TxStep> {
  const latest = latestOwnVersion(step)!;
  const network = (await input.client.estimateFeesPerGas().catch(() => undefined)) as
    | { maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint; gasPrice?: bigint }
    | undefined;
  const current = {
    maxFeePerGas: network?.maxFeePerGas?.toString(),
    maxPriorityFeePerGas: network?.maxPriorityFeePerGas?.toString(),
    gasPrice: network?.gasPrice?.toString(),
  };
  const fees = bumpedFees(latest, current, {
    bumpPercent: deps.pipeline.bumpPercent,
    ceilingWei: deps.pipeline.feeCeilingWei,
  });
  if (!fees) return resend(deps, input, step);
  const version = await signVersion(deps, input.signer, step, fees);
  const recorded = await recordVersion(deps, step, version, { fees, lastBroadcastAt: deps.clock.now().toISOString() });
  if (!recorded) return (await deps.steps.get(step.stepId)) ?? step;
  deps.logger.info('replacing a stuck transaction with a higher fee', { stepId: step.stepId, nonce: step.nonce, hash: version.hash });
  return resend(deps, input, recorded);
}
