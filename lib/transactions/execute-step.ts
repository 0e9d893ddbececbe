import { keccak256, type Address, type Hex, type LocalAccount, type PublicClient, type TransactionSerializable } from 'viem';
import { PermanentError } from '../errors.ts';
import { toChainError } from '../chains/rpc-error.ts';
import { broadcast } from './broadcast.ts';
import { allocateNonce } from './nonce-manager.ts';
import type { PipelineDeps } from './pipeline-deps.ts';
import { releaseStep } from './release-step.ts';
import type { SignedVersion, TxFees, TxStep, TxStepStatus } from './tx-step.ts';
import { waitForInclusion } from './wait-for-inclusion.ts';

export interface StepRequest {
  readonly to: Address;
  readonly data?: Hex;
  readonly value: bigint;
  readonly gas?: bigint;
  readonly gasPrice?: bigint;
  readonly maxFeePerGas?: bigint;
  readonly maxPriorityFeePerGas?: bigint;
  /** A nonce the caller chose (raw submits); normally the pipeline takes the next one. */
  readonly nonce?: number;
}

export interface StepInput {
  /** Stable across retries: `<jobId>#<n>` for a job's n-th transaction, `submit#<id>` for a submit. */
  readonly stepId: string;
  readonly accountId: string;
  readonly jobId?: string;
  readonly chainId: number;
  readonly chainLabel: string;
  readonly client: PublicClient;
  readonly signer: LocalAccount;
  readonly request: StepRequest;
  /** Called once, right before the first broadcast; throwing (a cancelled job) stops the step and frees its nonce. */
  readonly commit?: () => Promise<void>;
  /**
   * Called right after the first broadcast and again whenever a retry finds the step broadcast or settled
   * (the audit log writes its entry once per step and hash). Must not throw.
   */
  readonly onBroadcast?: (step: TxStep) => Promise<void>;
  /** Wait for the receipt (replacing a stuck transaction), or return once broadcast. */
  readonly wait: boolean;
  /** Longest wait for the receipt in this call, when shorter than the pipeline's (an HTTP request has ~29 s in AWS). */
  readonly waitBudgetMs?: number;
}

const str = (value: bigint | undefined) => (value === undefined ? undefined : value.toString());

/** Gas and fees, without a nonce: a transaction that would fail is refused here, before any nonce is taken. */
async function estimate(input: StepInput): Promise<{ gas: bigint; fees: TxFees }> {
  const { request, client, signer } = input;
  try {
    const prepared = await client.prepareTransactionRequest({
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
    } as Parameters<PublicClient['prepareTransactionRequest']>[0]);
    const p = prepared as unknown as { gas: bigint; gasPrice?: bigint; maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint };
    const fees: TxFees =
      p.gasPrice !== undefined && p.maxFeePerGas === undefined
        ? { gasPrice: str(p.gasPrice)! }
        : { maxFeePerGas: str(p.maxFeePerGas)!, maxPriorityFeePerGas: str(p.maxPriorityFeePerGas)! };
    // A contract call's gas depends on state that can change before it is mined (a swap crossing more ticks):
    // an estimate gets 20% headroom, unused gas is not charged. A caller's own gas limit and plain sends stay as they are.
    const gas = request.gas === undefined && request.data && request.data !== '0x' ? (p.gas * 6n) / 5n : p.gas;
    return { gas, fees };
  } catch (error) {
    throw toChainError(error, input.chainLabel);
  }
}

/** Signs the step's transaction at its nonce with the given fees (one KMS Sign). */
export async function signVersion(signer: LocalAccount, step: TxStep, fees: TxFees, filler = false): Promise<SignedVersion> {
  const base = filler
    ? { to: step.from, value: 0n, gas: 21_000n }
    : { to: step.request.to, value: BigInt(step.request.value), gas: BigInt(step.request.gas), ...(step.request.data ? { data: step.request.data } : {}) };
  const tx: TransactionSerializable =
    fees.gasPrice !== undefined
      ? { ...base, chainId: step.chainId, nonce: step.nonce, type: 'legacy', gasPrice: BigInt(fees.gasPrice) }
      : { ...base, chainId: step.chainId, nonce: step.nonce, type: 'eip1559', maxFeePerGas: BigInt(fees.maxFeePerGas!), maxPriorityFeePerGas: BigInt(fees.maxPriorityFeePerGas!) };
  const raw = await signer.signTransaction(tx);
  return { ...fees, hash: keccak256(raw), raw, signedAt: new Date().toISOString(), ...(filler ? { filler: true } : {}) };
}

/** Applies a conditional change to the step or fails loudly: another actor moved it. */
export async function advance(deps: PipelineDeps, step: TxStep, expect: TxStepStatus, changes: Partial<TxStep>): Promise<TxStep> {
  const result = await deps.steps.update(step.stepId, expect, { ...changes, updatedAt: deps.clock.now().toISOString() });
  if ('step' in result) return result.step;
  return result.conflict ?? step;
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
        const version = await signVersion(input.signer, step, step.fees);
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
        const outcome = await sendLatest(deps, input, step);
        if (outcome === 'nonce-used') {
          step = await reconcileUsedNonce(deps, input, step);
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
  const { gas, fees } = await estimate(input);
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
  if (input.request.nonce !== undefined && !released) {
    const step = { ...draft, nonce: input.request.nonce };
    await deps.steps.create(step);
    return step;
  }
  return allocateNonce(deps.steps, input.client, draft, released ? 'released' : undefined);
}

/** Sends the newest signed version; when the node refuses it for lack of funds, the step gives its nonce back. */
export async function sendLatest(deps: PipelineDeps, input: Pick<StepInput, 'client' | 'signer' | 'chainLabel'>, step: TxStep) {
  const latest = step.versions.filter((v) => !v.filler).at(-1)!;
  try {
    return await broadcast(input.client, latest.raw, input.chainLabel);
  } catch (error) {
    if ((error as { code?: string }).code === 'INSUFFICIENT_FUNDS') {
      await releaseStep(deps, input, step, (error as Error).message);
      throw error;
    }
    throw error;
  }
}

/**
 * The node says the step's nonce is used. If one of our versions was mined,
 * that is our receipt; otherwise something else used the nonce, our signed
 * bytes can never be mined, and the step is safely retried with a new nonce.
 */
async function reconcileUsedNonce(deps: PipelineDeps, input: StepInput, step: TxStep): Promise<TxStep> {
  for (const version of step.versions.filter((v) => !v.filler).reverse()) {
    const receipt = await input.client.getTransactionReceipt({ hash: version.hash }).catch(() => undefined);
    if (receipt) {
      return advance(deps, step, step.status, {
        status: receipt.status === 'success' ? 'confirmed' : 'reverted',
        receipt: { hash: version.hash, blockNumber: receipt.blockNumber.toString(), gasUsed: receipt.gasUsed.toString(), status: receipt.status },
      });
    }
  }
  if (input.request.nonce !== undefined) {
    const error = `Nonce ${step.nonce} of ${step.from} on ${input.chainLabel} is already used by another transaction; nothing was sent.`;
    await advance(deps, step, step.status, { status: 'released', error });
    throw new PermanentError('NONCE_ALREADY_USED', error);
  }
  deps.logger.warn('nonce used by another transaction; retrying the step with a new nonce', { stepId: step.stepId, nonce: step.nonce });
  const released = await advance(deps, step, step.status, { status: 'released' });
  return createStep(deps, input, released);
}
