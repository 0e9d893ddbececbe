import { broadcast } from './broadcast.ts';
import { advance, signVersion, type StepInput } from './step-records.ts';
import type { PipelineDeps } from './pipeline-deps.ts';
import type { TxStep } from './tx-step.ts';

/**
 * Gives up a step that will not be broadcast (its job was cancelled, the
 * chain refused it for lack of funds, or its owner abandoned it) without
 * leaving a hole in the wallet's nonces. The step is claimed first, with a
 * conditional write, so only one actor ever gives a nonce back: when it is the
 * newest the counter steps back; otherwise a no-op self-transfer, recorded on
 * the step before it is sent, fills it so later transactions are not stuck
 * (the transaction watcher follows the filler until it is mined).
 * @returns the released step, or the step as another actor left it when the claim lost.
 */
export async function releaseStep(
  deps: PipelineDeps,
  input: Pick<StepInput, 'client' | 'signer' | 'chainLabel'>,
  step: TxStep,
  error: string | undefined,
): Promise<TxStep | undefined> {
  const claimed = await deps.steps.update(step.stepId, step.status, {
    status: 'released',
    ...(error === undefined ? {} : { error }),
    updatedAt: deps.clock.now().toISOString(),
  });
  if (!('step' in claimed)) return claimed.conflict;
  const released = claimed.step;
  const counter = await deps.steps.getCounter(step.from, step.chainId);
  if (counter === step.nonce + 1 && (await deps.steps.setCounter(step.from, step.chainId, counter, step.nonce))) {
    // The nonce is the counter's again: nothing of this step is left to follow.
    await deps.steps.unwatch(step);
    return released;
  }
  try {
    const network = (await input.client.estimateFeesPerGas().catch(() => undefined)) as { maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint } | undefined;
    const fees =
      network?.maxFeePerGas !== undefined
        ? { maxFeePerGas: network.maxFeePerGas.toString(), maxPriorityFeePerGas: (network.maxPriorityFeePerGas ?? 0n).toString() }
        : step.fees;
    const filler = await signVersion(deps, input.signer, step, fees, true);
    const recorded = await advance(deps, released, 'released', { versions: [...released.versions, filler] });
    await broadcast(input.client, filler.raw, input.chainLabel);
    return recorded;
  } catch (fillError) {
    deps.logger.error('could not fill a released nonce; later transactions may wait until the gap is filled', {
      stepId: step.stepId,
      nonce: step.nonce,
      error: fillError as Error,
    });
    return released;
  }
}
