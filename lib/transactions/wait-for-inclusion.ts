import type { PublicClient } from 'viem';
import { TransientError } from '../errors.ts';
import { broadcast } from './broadcast.ts';
import { advance, sendLatest, signVersion, type StepInput } from './execute-step.ts';
import type { PipelineDeps } from './pipeline-deps.ts';
import { releaseStep } from './release-step.ts';
import { bumpedFees, isLiveStep, type TxStep } from './tx-step.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function minedVersion(client: PublicClient, step: TxStep) {
  for (const version of step.versions.filter((v) => !v.filler).reverse()) {
    const receipt = await client.getTransactionReceipt({ hash: version.hash }).catch(() => undefined);
    if (receipt) return { version, receipt };
  }
  return undefined;
}

/**
 * A step behind a hole in the wallet's nonces never gets mined. Below our
 * nonce, re-send what the chain lost, and fill what will never be sent: steps
 * whose owner has not signed them for longer than the stuck time.
 */
async function fillGaps(deps: PipelineDeps, input: StepInput, step: TxStep, minedCount: number): Promise<void> {
  const below = (await deps.steps.listByNonce(step.from, step.chainId, minedCount)).filter((s) => s.nonce < step.nonce && isLiveStep(s));
  const staleBefore = deps.clock.now().getTime() - deps.pipeline.stuckAfterMs;
  for (const other of below) {
    if (other.status === 'broadcast') {
      // Committed and meant to be on chain: the node lost it, send it again.
      await broadcast(input.client, other.versions.filter((v) => !v.filler).at(-1)!.raw, input.chainLabel).catch(() => undefined);
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
 * (recorded before it is sent), up to the fee ceiling.
 * @returns the settled step, or `nonce-used` when the nonce was mined by a transaction that is not ours.
 * @throws TransientError when nothing is mined within the attempt's time budget (the job retries and resumes the wait).
 */
export async function waitForInclusion(
  deps: PipelineDeps,
  input: StepInput,
  initial: TxStep,
): Promise<{ kind: 'settled'; step: TxStep } | { kind: 'nonce-used'; step: TxStep }> {
  let step = initial;
  const started = deps.clock.now().getTime();
  // A resumed wait sends the bytes once more: the crashed attempt may have recorded the broadcast but never made it.
  try {
    await sendLatest(deps, input, step);
  } catch (error) {
    if ((error as { code?: string }).code === 'INSUFFICIENT_FUNDS') throw error;
  }
  let lastSent = Date.parse(step.lastBroadcastAt ?? step.updatedAt);
  for (;;) {
    const mined = await minedVersion(input.client, step);
    if (mined) {
      const { receipt, version } = mined;
      return {
        kind: 'settled',
        step: await advance(deps, step, 'broadcast', {
          status: receipt.status === 'success' ? 'confirmed' : 'reverted',
          receipt: { hash: version.hash, blockNumber: receipt.blockNumber.toString(), gasUsed: receipt.gasUsed.toString(), status: receipt.status },
        }),
      };
    }
    const minedCount = await input.client.getTransactionCount({ address: step.from, blockTag: 'latest' });
    if (minedCount > step.nonce) {
      // Mined between our two reads, or by something else: look once more before concluding.
      const late = await minedVersion(input.client, step);
      if (!late) return { kind: 'nonce-used', step };
      continue;
    }
    const now = deps.clock.now().getTime();
    if (now - lastSent >= deps.pipeline.stuckAfterMs) {
      if (minedCount < step.nonce) await fillGaps(deps, input, step, minedCount);
      step = await replace(deps, input, step);
      lastSent = now;
    }
    if (now - started >= Math.min(deps.pipeline.receiptTimeoutMs, input.waitBudgetMs ?? Infinity)) {
      throw new TransientError('TX_NOT_MINED', `Transaction ${step.versions.at(-1)?.hash} on ${input.chainLabel} is not mined yet; will keep watching.`);
    }
    await sleep(deps.pipeline.pollMs);
  }
}

/** Signs and sends a fee-bumped version; at the ceiling it re-sends the latest one instead. */
async function replace(deps: PipelineDeps, input: StepInput, step: TxStep): Promise<TxStep> {
  const latest = step.versions.at(-1)!;
  const network = (await input.client.estimateFeesPerGas().catch(() => undefined)) as { maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint; gasPrice?: bigint } | undefined;
  const current = { maxFeePerGas: network?.maxFeePerGas?.toString(), maxPriorityFeePerGas: network?.maxPriorityFeePerGas?.toString(), gasPrice: network?.gasPrice?.toString() };
  const fees = bumpedFees(latest, current, {
    bumpPercent: deps.pipeline.bumpPercent,
    ceilingWei: deps.pipeline.feeCeilingWei,
  });
  if (!fees) {
    await broadcast(input.client, latest.raw, input.chainLabel).catch(() => undefined);
    return step;
  }
  const version = await signVersion(input.signer, step, fees);
  const recorded = await advance(deps, step, 'broadcast', { versions: [...step.versions, version], fees, lastBroadcastAt: deps.clock.now().toISOString() });
  deps.logger.info('replacing a stuck transaction with a higher fee', { stepId: step.stepId, nonce: step.nonce, hash: version.hash });
  await broadcast(input.client, version.raw, input.chainLabel);
  return recorded;
}
