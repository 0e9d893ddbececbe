import { evmChainById } from '../chains/chains.ts';
import type { Deps } from '../deps.ts';
import type { TxStep } from '../transactions/tx-step.ts';
import { recordBroadcast, type BroadcastRecord } from './record-audit.ts';

/**
 * Records an EVM pipeline step that has been broadcast: the hash of its first
 * signed version at its nonce (a fee bump later replaces it at the same
 * nonce; `details.nonce` ties the two together). Called after the first send
 * and again whenever a retry resumes the step; the entry is written once.
 * Never throws (see {@link recordBroadcast}).
 * @param who the action, the API key behind it, and for a job the step's description.
 */
export async function recordStepBroadcast(
  deps: Pick<Deps, 'audit' | 'clock' | 'logger'>,
  step: TxStep,
  who: { action: BroadcastRecord['action']; keyId?: string | undefined; description?: string },
): Promise<void> {
  const first = step.versions.find((version) => !version.filler);
  if (!first) return;
  await recordBroadcast(deps, {
    accountId: step.accountId,
    ...(who.keyId ? { keyId: who.keyId } : {}),
    action: who.action,
    chain: evmChainById(step.chainId)?.name ?? String(step.chainId),
    chainId: step.chainId,
    transactionHash: first.hash,
    stepId: step.stepId,
    signedAt: first.signedAt,
    ...(step.jobId ? { jobId: step.jobId } : {}),
    details: { to: step.request.to, nonce: step.nonce, ...(who.description ? { description: who.description.slice(0, 200) } : {}) },
  });
}
