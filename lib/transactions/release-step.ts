import { broadcast } from './broadcast.ts';
import type { StepInput } from './execute-step.ts';
import { advance, signVersion } from './execute-step.ts';
import type { PipelineDeps } from './pipeline-deps.ts';
import type { TxStep } from './tx-step.ts';

/**
 * Gives up a step that was never broadcast (its job was cancelled, or the
 * chain refused it for lack of funds) without leaving a hole in the wallet's
 * nonces: when it holds the newest nonce the counter simply steps back;
 * otherwise a no-op self-transfer fills the nonce so later transactions are
 * not stuck behind it. The filler is recorded on the step before it is sent.
 */
export async function releaseStep(deps: PipelineDeps, input: Pick<StepInput, 'client' | 'signer' | 'chainLabel'>, step: TxStep, error: string | undefined): Promise<TxStep> {
  const counter = await deps.steps.getCounter(step.from, step.chainId);
  const reason = error === undefined ? {} : { error };
  if (counter === step.nonce + 1 && (await deps.steps.setCounter(step.from, step.chainId, counter, step.nonce))) {
    return advance(deps, step, step.status, { status: 'released', ...reason });
  }
  try {
    const network = await input.client.estimateFeesPerGas().catch(() => undefined);
    const fees = network?.maxFeePerGas !== undefined
      ? { maxFeePerGas: network.maxFeePerGas.toString(), maxPriorityFeePerGas: (network.maxPriorityFeePerGas ?? 0n).toString() }
      : step.fees;
    const filler = await signVersion(input.signer, step, fees, true);
    const recorded = await advance(deps, step, step.status, { status: 'released', versions: [...step.versions, filler], ...reason });
    await broadcast(input.client, filler.raw, input.chainLabel);
    return recorded;
  } catch (fillError) {
    deps.logger.error('could not fill a released nonce; later transactions may wait until the gap is filled', {
      stepId: step.stepId,
      nonce: step.nonce,
      error: fillError as Error,
    });
    return advance(deps, step, step.status, { status: 'released', ...reason });
  }
}
