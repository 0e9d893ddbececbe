import type { Address, PublicClient } from 'viem';
import { ConflictError, TransientError, type ErrorCode } from '../errors.ts';
import { keyedMutex } from './keyed-mutex.ts';
import { isLiveStep, type TxStep } from './tx-step.ts';
import type { TxStepStore } from './tx-step-store.ts';

const maxRounds = 40;
/** Exponential backoff with jitter, capped at 250 ms: about 8 s in all before giving up. */
const backoff = (round: number) => new Promise((resolve) => setTimeout(resolve, Math.min(250, 5 * 2 ** Math.min(round, 6)) * (0.5 + Math.random())));
/**
 * Inside one process, allocations for one wallet and chain queue up instead
 * of racing: the conditional write stays the guard across processes, but a
 * burst from one process no longer burns its retries on itself.
 */
const perWallet = keyedMutex();

/**
 * Brings the wallet's counter in line with the chain before a nonce is handed
 * out. Up: the chain has used nonces the counter never gave (sent elsewhere).
 * Down: the counter is ahead of every transaction the chain knows and no step
 * in that range can still be sent (dropped or released ones).
 * @returns the counter's value after syncing, or undefined when it moved meanwhile.
 */
async function syncCounter(steps: TxStepStore, from: Address, chainId: number, counter: number | undefined, chainPending: number): Promise<number | undefined> {
  if (counter === undefined || counter < chainPending) return (await steps.setCounter(from, chainId, counter, chainPending)) ? chainPending : undefined;
  if (counter > chainPending) {
    const inFlight = (await steps.listByNonce(from, chainId, chainPending)).filter((s) => s.nonce < counter && isLiveStep(s));
    if (inFlight.length === 0) return (await steps.setCounter(from, chainId, counter, chainPending)) ? chainPending : undefined;
  }
  return counter;
}

/**
 * Takes the next nonce of a wallet on a chain and stores the step with it, in
 * one conditional transaction: two callers can never get the same nonce, and a
 * crash can never lose one (the step that owns it is written with it).
 * @throws TransientError when contention does not settle.
 */
export async function allocateNonce(
  steps: TxStepStore,
  client: PublicClient,
  draft: Omit<TxStep, 'nonce'>,
  reallocateFrom?: TxStep['status'],
): Promise<TxStep> {
  return perWallet(`${draft.from}:${draft.chainId}`, () => allocateRetrying(steps, client, draft, reallocateFrom));
}

async function allocateRetrying(steps: TxStepStore, client: PublicClient, draft: Omit<TxStep, 'nonce'>, reallocateFrom?: TxStep['status']): Promise<TxStep> {
  for (let round = 0; round < maxRounds; round += 1) {
    const [counter, chainPending] = await Promise.all([
      steps.getCounter(draft.from, draft.chainId),
      client.getTransactionCount({ address: draft.from, blockTag: 'pending' }),
    ]);
    const next = await syncCounter(steps, draft.from, draft.chainId, counter, chainPending);
    if (next !== undefined) {
      const step: TxStep = { ...draft, nonce: next };
      if (reallocateFrom ? await steps.reallocate(step, reallocateFrom) : await steps.allocate(step)) return step;
    }
    await backoff(round);
  }
  throw new TransientError('NONCE_CONTENTION', `Could not take a nonce for ${draft.from} on chain ${draft.chainId}; too many concurrent transactions.`);
}

/**
 * Stores a step at the nonce its caller chose (a raw submit's `nonce`), when
 * that nonce can be mined: the wallet's next nonce (the counter moves as for
 * any allocation), or the nonce of one of the wallet's transactions that is
 * waiting in the chain's pool (a replacement: when the step there is ours, it
 * is marked replaced, so it is never sent again under another nonce). A nonce
 * already mined, taken by a step not yet sent, or ahead of the next one (it
 * would wait in the pool forever, and every later transaction behind it) is
 * refused before anything is signed.
 * @throws ConflictError `NONCE_TOO_LOW`, `NONCE_IN_USE`, `NONCE_TOO_HIGH` (409, `details.nextNonce`); TransientError under contention.
 */
export async function placeAtNonce(steps: TxStepStore, client: PublicClient, draft: Omit<TxStep, 'nonce'>, nonce: number, chainLabel: string): Promise<TxStep> {
  return perWallet(`${draft.from}:${draft.chainId}`, async () => {
    for (let round = 0; round < maxRounds; round += 1) {
      const [counter, chainPending, chainMined] = await Promise.all([
        steps.getCounter(draft.from, draft.chainId),
        client.getTransactionCount({ address: draft.from, blockTag: 'pending' }),
        client.getTransactionCount({ address: draft.from, blockTag: 'latest' }),
      ]);
      const next = await syncCounter(steps, draft.from, draft.chainId, counter, chainPending);
      if (next === undefined) {
        await backoff(round);
        continue;
      }
      const step: TxStep = { ...draft, nonce };
      if (nonce === next) {
        if (await steps.allocate(step)) return step;
        await backoff(round);
        continue;
      }
      const refuse = (code: ErrorCode, why: string): never => {
        throw new ConflictError(code, `Nonce ${nonce} ${why} The wallet's next nonce on ${chainLabel} is ${next}: use it, or leave nonce out.`, {
          details: { field: 'transaction.nonce', nonce, nextNonce: next },
        });
      };
      if (nonce < chainMined) refuse('NONCE_TOO_LOW', `is already used by a mined transaction of ${draft.from}.`);
      if (nonce > next) refuse('NONCE_TOO_HIGH', `is ahead of the wallet's next nonce; a transaction there would wait for the ones before it forever.`);
      // Below the next nonce and not mined: a replacement of what waits in the pool. A nonce taken by a step of
      // ours that has not reached the pool yet (a concurrent request won the race for it) is not replaceable.
      const holder = (await steps.listByNonce(draft.from, draft.chainId, nonce)).find((s) => s.nonce === nonce && isLiveStep(s));
      if (nonce >= chainPending || (holder && holder.status !== 'broadcast'))
        refuse('NONCE_IN_USE', 'is held by a transaction of this wallet that is being sent right now.');
      await steps.create(step);
      if (holder) await steps.update(holder.stepId, 'broadcast', { replacedBy: draft.stepId, updatedAt: draft.updatedAt });
      return step;
    }
    throw new TransientError(
      'NONCE_CONTENTION',
      `Could not place nonce ${nonce} for ${draft.from} on chain ${draft.chainId}; too many concurrent transactions.`,
    );
  });
}
