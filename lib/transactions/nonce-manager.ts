import type { Address, PublicClient } from 'viem';
import { TransientError } from '../errors.ts';
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
export async function allocateNonce(steps: TxStepStore, client: PublicClient, draft: Omit<TxStep, 'nonce'>, reallocateFrom?: TxStep['status']): Promise<TxStep> {
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
