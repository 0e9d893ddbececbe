import { HttpRequestError, RpcError, numberToHex, type Address, type Hash, type PublicClient } from 'viem';
import { TransientError } from '../errors.ts';
import type { PipelineDeps } from './pipeline-deps.ts';
import { advance, receiptOf, type StepInput, type StepRequest } from './step-records.ts';
import { isLiveStep, type SignedVersion, type TxStep } from './tx-step.ts';

/** The mined version of the step's own transaction (not a filler), with its receipt. */
export async function minedVersion(client: PublicClient, step: TxStep) {
  for (const version of step.versions.filter((v) => !v.filler).reverse()) {
    const receipt = await receiptOf(client, version.hash);
    if (receipt) return { version, receipt };
  }
  return undefined;
}

/** Writes the receipt of a mined version onto the step (`confirmed` or `reverted`). */
export async function settleMined(deps: PipelineDeps, step: TxStep, mined: NonNullable<Awaited<ReturnType<typeof minedVersion>>>): Promise<TxStep> {
  const { receipt, version } = mined;
  return advance(deps, step, step.status, {
    status: receipt.status === 'success' ? 'confirmed' : 'reverted',
    receipt: { hash: version.hash, blockNumber: receipt.blockNumber.toString(), gasUsed: receipt.gasUsed.toString(), status: receipt.status },
  });
}

/** Whether the node still holds one of these signed versions: waiting in its pool, or mined. */
export async function heldByNode(client: PublicClient, versions: readonly Pick<SignedVersion, 'hash'>[]): Promise<boolean> {
  for (const { hash } of versions) if (await known(client, hash)) return true;
  return false;
}

const known = (client: PublicClient, hash: Hash) =>
  client.getTransaction({ hash }).then(
    () => true,
    () => false,
  );

export interface UsedNonceOptions {
  /** Why the step is given up, for the watcher: it is then never sent again (its owner is gone). */
  readonly unusedError?: (step: TxStep) => string;
  /** The node refused the step's very first send with "nonce too low": its bytes were never out, nothing can be mined late. */
  readonly firstSend?: boolean;
  /** The time to judge by (the watcher's pass); else the clock's. */
  readonly now?: Date;
}

/**
 * What a used nonce means for a step, decided on the step as stored now (the
 * copy in hand may miss a fee bump another actor recorded, sent and got
 * mined, or the step may have moved to another nonce) and on the chain: one
 * of its versions was mined (its receipt); its nonce is not used yet, or may
 * be used by its own transaction whose receipt the RPC cannot show yet (the
 * step is returned as it stands, still live); it was replaced on purpose by
 * a raw submit (`failed`); its caller chose the nonce, which is gone
 * (`released`, nothing was sent); otherwise it is `released` with
 * `unusedError` (the watcher: never sent again) or without one (its owner may
 * send it again under a new nonce). Every change is conditional on the step's
 * status and versions as read, so a version recorded meanwhile is looked at
 * before anything is given up.
 *
 * A count of mined transactions that passed the step's nonce is no proof
 * that another transaction took it: a node counts a block's transactions
 * before it can show their receipts (anvil between writing a block and
 * indexing it), and the backends of a load-balanced RPC disagree. Sent
 * bytes are given up only when the node shows another transaction at the
 * nonce, or, on a node that cannot say, once it no longer holds any of them,
 * neither in its pool nor mined, and the last of them went out (a resend
 * counts) at least the stuck time ago — a transaction given up that was in
 * fact mined would be sent again under another nonce, the money twice.
 * @returns the step as it now stands: settled as above, or as another actor left it.
 */
export async function settleUsedNonce(
  deps: PipelineDeps,
  input: Pick<StepInput, 'client' | 'chainLabel'> & { request: Pick<StepRequest, 'nonce'> },
  seen: TxStep,
  options: UsedNonceOptions = {},
): Promise<TxStep> {
  for (let round = 0; round < 4; round += 1) {
    const step = (await deps.steps.get(seen.stepId)) ?? seen;
    if (!isLiveStep(step)) return step;
    const mined = await minedVersion(input.client, step);
    if (mined) return settleMined(deps, step, mined);
    // The step as stored may hold another nonce by now (moved by another actor): only a nonce the chain has used is given up.
    if ((await input.client.getTransactionCount({ address: step.from, blockTag: 'latest' })) <= step.nonce) return step;
    if (!options.firstSend && (await mayStillBeMined(deps, input.client, step, options.now ?? deps.clock.now()))) return step;
    // Dropped from the node's pool as it was mined, between the reads above: its receipt is read once more.
    const late = await minedVersion(input.client, step);
    if (late) return settleMined(deps, step, late);
    const error = step.replacedBy
      ? `This transaction was replaced by the submitted transaction ${step.replacedBy} at nonce ${step.nonce} before it was mined; it will not be mined, and nothing was sent.`
      : input.request.nonce !== undefined
        ? `Nonce ${step.nonce} of ${step.from} on ${input.chainLabel} is already used by another transaction; nothing was sent.`
        : options.unusedError?.(step);
    const claimed = await deps.steps.update(
      step.stepId,
      step.status,
      { status: step.replacedBy ? 'failed' : 'released', ...(error === undefined ? {} : { error }), updatedAt: deps.clock.now().toISOString() },
      { versions: step.versions.length },
    );
    if ('step' in claimed) return claimed.step;
  }
  throw new TransientError('STEP_CONTENDED', `Transaction step ${seen.stepId} kept changing while its used nonce was settled; it is looked at again.`);
}

/**
 * Whether the step's sent bytes may still be, or already be, mined. When the
 * node can say which transaction used the nonce (anvil and Reth answer
 * `eth_getTransactionBySenderAndNonce`, Erigon `ots_…`), it decides: another
 * transaction, and ours never can be; ours, or none it can show yet at a
 * nonce it counts (its index trails its state), and ours may. A node that
 * cannot say (geth) leaves the evidence of time: bytes the node still holds,
 * or sent again within the stuck time.
 */
async function mayStillBeMined(deps: PipelineDeps, client: PublicClient, step: TxStep, now: Date): Promise<boolean> {
  if (step.status !== 'broadcast') return false;
  const own = step.versions.filter((v) => !v.filler);
  const user = await nonceUser(client, step.from, step.nonce);
  if (user !== undefined) return user === null || own.some((v) => v.hash === user);
  if (await heldByNode(client, own)) return true;
  return now.getTime() - Date.parse(step.lastBroadcastAt ?? step.updatedAt) < deps.pipeline.stuckAfterMs;
}

const senderNonceLookups = ['eth_getTransactionBySenderAndNonce', 'ots_getTransactionBySenderAndNonce'] as const;

/**
 * The hash of the transaction the node shows at `from`'s `nonce`, null when
 * it shows none, or undefined when it has neither lookup (an error answer, or
 * an HTTP 4xx other than a rate limit).
 * @throws TransientError `NONCE_LOOKUP_FAILED` when the node could not be asked (no answer at all):
 *   a used nonce is never given up on a question that went unanswered.
 */
export async function nonceUser(client: PublicClient, from: Address, nonce: number): Promise<Hash | null | undefined> {
  for (const method of senderNonceLookups) {
    try {
      const tx = (await client.request({ method: method as never, params: [from, numberToHex(nonce)] as never })) as { hash?: Hash } | null;
      return tx?.hash ?? null;
    } catch (error) {
      // The node answered that it has no such method: as a JSON-RPC error, or (some gateways) an HTTP client error.
      if (error instanceof RpcError || (error instanceof HttpRequestError && refusedMethod(error.status))) continue;
      throw new TransientError('NONCE_LOOKUP_FAILED', `Could not ask the node which transaction used nonce ${nonce} of ${from}; it is asked again.`, {
        cause: error,
      });
    }
  }
  return undefined;
}

/** An HTTP status by which a gateway refuses a method it does not serve (not a rate limit, nor a timeout). */
const refusedMethod = (status: number | undefined): boolean => status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
