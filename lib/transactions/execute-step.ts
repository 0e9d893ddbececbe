import type { PublicClient } from 'viem';
import { PermanentError, isPurserError } from '../errors.ts';
import { toChainError } from '../chains/rpc-error.ts';
import { allocateNonce, placeAtNonce } from './nonce-manager.ts';
import type { PipelineDeps } from './pipeline-deps.ts';
import { releaseStep } from './release-step.ts';
import { advance, sendLatest, signVersion, type StepInput } from './step-records.ts';
import { offlineLimits, transactionLimitProblem, type GasAndFees, type LimitProblem } from './transaction-limits.ts';
import type { TxFees, TxStep } from './tx-step.ts';
import { settleUsedNonce } from './used-nonce.ts';
import { waitForInclusion } from './wait-for-inclusion.ts';

export type { StepInput, StepRequest } from './step-records.ts';

const str = (value: bigint | undefined) => (value === undefined ? undefined : value.toString());

/**
 * Gas and fees, without a nonce: a transaction that would fail is refused
 * here, before any nonce is taken — one the node would reject at the door
 * (intrinsic gas, the block gas limit, fees, the balance) as much as one whose
 * estimate reverts — so a refusal never leaves a hole in the wallet's nonces.
 * @throws PermanentError naming the field (`details.field`), or the chain's error.
 */
async function estimate(deps: PipelineDeps, input: StepInput): Promise<{ gas: bigint; fees: TxFees }> {
  const { request, client, signer } = input;
  // A fee the caller set is capped like a replacement's; the network's own estimate is what the chain asks now.
  const callerFees = request.gasPrice ?? request.maxFeePerGas;
  const ceiling = callerFees !== undefined ? deps.pipeline.feeCeilingWei : undefined;
  const asked: GasAndFees = {
    ...(request.data ? { data: request.data } : {}),
    value: request.value,
    gas: request.gas,
    gasPrice: request.gasPrice,
    maxFeePerGas: request.maxFeePerGas,
  };
  // What the request alone shows is refused before the chain is asked (a fee of 2^255 would only confuse the estimate).
  refuseOverLimit(transactionLimitProblem(asked, offlineLimits(ceiling)), input.chainLabel);
  try {
    const [prepared, block, balance] = await Promise.all([
      client.prepareTransactionRequest({
        account: signer,
        chain: client.chain,
        to: request.to,
        ...(request.data ? { data: request.data } : {}),
        value: request.value,
        ...(request.gas !== undefined ? { gas: request.gas } : {}),
        ...(request.gasPrice !== undefined ? { gasPrice: request.gasPrice } : {}),
        ...(request.maxFeePerGas !== undefined ? { maxFeePerGas: request.maxFeePerGas } : {}),
        ...(request.maxPriorityFeePerGas !== undefined ? { maxPriorityFeePerGas: request.maxPriorityFeePerGas } : {}),
        parameters: ['gas', 'fees', 'type'],
      } as Parameters<PublicClient['prepareTransactionRequest']>[0]),
      client.getBlock({ blockTag: 'latest' }),
      client.getBalance({ address: signer.address }),
    ]);
    const p = prepared as unknown as { gas: bigint; gasPrice?: bigint; maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint };
    const legacy = p.gasPrice !== undefined && p.maxFeePerGas === undefined;
    const fees: TxFees = legacy ? { gasPrice: str(p.gasPrice)! } : { maxFeePerGas: str(p.maxFeePerGas)!, maxPriorityFeePerGas: str(p.maxPriorityFeePerGas)! };
    // A contract call's gas depends on state that can change before it is mined (a swap crossing more ticks):
    // an estimate gets 20% headroom, unused gas is not charged. A caller's own gas limit and plain sends stay as they are.
    const gas = request.gas === undefined && request.data && request.data !== '0x' ? (p.gas * 6n) / 5n : p.gas;
    const final: GasAndFees = { ...asked, gas, ...(legacy ? { gasPrice: p.gasPrice } : { gasPrice: undefined, maxFeePerGas: p.maxFeePerGas }) };
    refuseOverLimit(
      transactionLimitProblem(final, { blockGasLimit: block.gasLimit, balance, ...(ceiling !== undefined ? { feeCeilingWei: ceiling } : {}) }),
      input.chainLabel,
    );
    return { gas, fees };
  } catch (error) {
    throw toChainError(error, input.chainLabel);
  }
}

/** @throws PermanentError naming the field when the transaction could never be mined as it stands. */
function refuseOverLimit(problem: LimitProblem | undefined, chainLabel: string): void {
  if (!problem) return;
  const funds = problem.code === 'INSUFFICIENT_FUNDS' ? `Insufficient funds on ${chainLabel} to pay for this transaction and its gas: ` : '';
  throw new PermanentError(problem.code, `${funds}${problem.message} Nothing was sent.`, { details: { field: `transaction.${problem.field}` } });
}

/**
 * The one way anything reaches a chain. Each stage is written down before the
 * next starts — nonce with the step, signed bytes before the broadcast,
 * broadcast before the wait, the receipt at the end — so a retry after a crash
 * at any point resumes the same step and produces exactly one on-chain effect.
 * @returns the step: `broadcast` when not waiting, else `confirmed` or `reverted`.
 * @throws PermanentError (insufficient funds, a refused transaction), TransientError (chain unreachable, not mined yet: retry later), or what `commit` throws.
 */
export async function executeStep(deps: PipelineDeps, input: StepInput): Promise<TxStep> {
  let step = await deps.steps.get(input.stepId);
  for (let round = 0; round < 8; round += 1) {
    if (step === undefined || step.status === 'released') {
      if (step?.status === 'released' && step.error) throw new PermanentError('STEP_FAILED', step.error);
      step = await createStep(deps, input, step);
    }
    switch (step.status) {
      case 'confirmed':
      case 'reverted':
        await input.onBroadcast?.(step);
        return step;
      case 'failed':
        throw new PermanentError('TRANSACTION_FAILED', step.error ?? 'The transaction failed.');
      case 'allocated': {
        await deps.faults?.('before-sign', step.stepId);
        const version = await signVersion(deps, input.signer, step, step.fees);
        step = await advance(deps, step, 'allocated', { status: 'signed', versions: [version] });
        await deps.faults?.('after-sign', step.stepId);
        break;
      }
      case 'signed': {
        try {
          await input.commit?.();
        } catch (error) {
          await releaseStep(deps, input, step, undefined);
          throw error;
        }
        // Recorded before the bytes leave: a gap filler never takes a step that may be on its way to the chain.
        const now = deps.clock.now().toISOString();
        const claimed = await deps.steps.update(step.stepId, 'signed', { status: 'broadcast', lastBroadcastAt: now, updatedAt: now });
        if (!('step' in claimed)) {
          step = claimed.conflict ?? step;
          break;
        }
        step = claimed.step;
        const outcome = await firstBroadcast(deps, input, step);
        if (outcome === 'nonce-used') {
          step = await reconcileUsedNonce(deps, input, step, true);
          break;
        }
        await deps.faults?.('after-broadcast', step.stepId);
        break;
      }
      case 'broadcast': {
        await input.onBroadcast?.(step);
        if (!input.wait) return step;
        const result = await waitForInclusion(deps, input, step);
        if (result.kind === 'nonce-used') {
          step = await reconcileUsedNonce(deps, input, result.step);
          break;
        }
        step = result.step;
        await deps.faults?.('after-receipt', step.stepId);
        return step;
      }
    }
  }
  throw new PermanentError('STEP_UNSETTLED', `Transaction step ${input.stepId} did not settle; it needs an operator's look.`);
}

async function createStep(deps: PipelineDeps, input: StepInput, released: TxStep | undefined): Promise<TxStep> {
  const { gas, fees } = await estimate(deps, input);
  const now = deps.clock.now().toISOString();
  const draft: Omit<TxStep, 'nonce'> = {
    stepId: input.stepId,
    accountId: input.accountId,
    ...(input.jobId ? { jobId: input.jobId } : {}),
    chainId: input.chainId,
    from: input.signer.address,
    request: { to: input.request.to, ...(input.request.data ? { data: input.request.data } : {}), value: input.request.value.toString(), gas: gas.toString() },
    fees,
    status: 'allocated',
    versions: [],
    createdAt: released?.createdAt ?? now,
    updatedAt: now,
  };
  if (input.request.nonce !== undefined && !released) return placeAtNonce(deps.steps, input.client, draft, input.request.nonce, input.chainLabel);
  return allocateNonce(deps.steps, input.client, draft, released ? 'released' : undefined);
}

/**
 * The step's first broadcast. A refusal by the node (intrinsic gas, fees,
 * funds, any JSON-RPC error: the bytes never entered its pool) gives the
 * nonce back at once, so the wallet's later transactions are not stuck behind
 * a hole; an RPC that did not answer may have taken them, so the step stays
 * broadcast and is followed like any other.
 * @throws the node's refusal (PermanentError), after the step is released.
 */
async function firstBroadcast(deps: PipelineDeps, input: Pick<StepInput, 'client' | 'signer' | 'chainLabel'>, step: TxStep) {
  try {
    return await sendLatest(input, step);
  } catch (error) {
    if (isPurserError(error) && !error.retryable) {
      await releaseStep(deps, input, step, `${error.message} Nothing was sent.`);
      throw new PermanentError(error.code, `${error.message} Nothing was sent.`, { ...(error.details ? { details: error.details } : {}), cause: error });
    }
    throw error;
  }
}

/**
 * The node says the step's nonce is used. If one of our versions was mined,
 * that is our receipt; otherwise something else used the nonce, our signed
 * bytes can never be mined, and the step is given back (only as it was
 * read: a version another actor recorded meanwhile may be the one mined) for
 * the executor's loop to retry under a new nonce.
 */
async function reconcileUsedNonce(deps: PipelineDeps, input: StepInput, seen: TxStep, firstSend = false): Promise<TxStep> {
  const step = await settleUsedNonce(deps, input, seen, { firstSend });
  if (step.status === 'failed')
    throw new PermanentError(
      'TRANSACTION_REPLACED',
      step.error ?? 'The transaction was replaced before it was mined; it will not be mined, and nothing was sent.',
    );
  if (step.status === 'released' && step.error !== undefined) throw new PermanentError('NONCE_ALREADY_USED', step.error);
  if (step.status === 'released')
    deps.logger.warn('nonce used by another transaction; retrying the step with a new nonce', { stepId: step.stepId, nonce: step.nonce });
  return step;
}
