import type { LocalAccount, PublicClient } from 'viem';
import { evmChains, type EvmChainInfo } from '../chains/chains.ts';
import type { Deps } from '../deps.ts';
import { toKmsEvmAccount } from '../wallets/kms-evm-account.ts';
import { recordVersion, sendLatest, signVersion } from './step-records.ts';
import { broadcast } from './broadcast.ts';
import { releaseStep } from './release-step.ts';
import { submitWaitBudgetMs } from './submit-wait.ts';
import { bumpedFees, pendingFiller, type TxStep } from './tx-step.ts';
import type { WatchedStep } from './tx-step-store.ts';
import { heldByNode, minedVersion, settleMined, settleUsedNonce } from './used-nonce.ts';
import { fillGaps, replaceStuck } from './wait-for-inclusion.ts';

export type FollowStepsDeps = Pick<Deps, 'steps' | 'jobs' | 'accounts' | 'keyVault' | 'chains' | 'clock' | 'logger' | 'pipeline'>;

/** What one pass did, by step id. */
export interface FollowStepsReport {
  watched: number;
  /** Mined (confirmed or reverted). */
  readonly settled: string[];
  /** Never sent: their nonce given back or filled (a step nobody will send), or used by another transaction. */
  readonly released: string[];
  /** Stuck and sent again with a higher fee, or cancelled with a no-op when the chain refuses them. */
  readonly bumped: string[];
}

type Outcome = 'settled' | 'released' | 'bumped' | 'waiting' | 'done';

/**
 * One pass of the transaction watcher over every step whose nonce is not
 * settled (the watch list the pipeline fills when a step takes a nonce):
 * whatever its owner does, each is followed until it is mined, or until its
 * nonce is provably taken by another transaction or given back. Steps whose
 * owner is still at work (a job attempt holding its lease, a submit still
 * waiting for its receipt) are left to it. For the others:
 *
 * - allocated or signed, never sent, and stale: the nonce is given back (or
 *   filled with a recorded no-op), so later transactions are not stuck;
 * - broadcast: mined → the receipt is recorded; nonce used by something else
 *   → the step is settled as never sent; stuck → gaps below it are filled and
 *   it is sent again with a higher fee, or — when the chain no longer knows it
 *   and refuses it — cancelled with a no-op at its nonce paying more;
 * - released with a no-op filler: followed until the filler is mined.
 *
 * Wallets are followed in parallel, one wallet's steps in nonce order.
 */
export async function followSteps(deps: FollowStepsDeps, now: Date): Promise<FollowStepsReport> {
  const report: FollowStepsReport = { watched: 0, settled: [], released: [], bumped: [] };
  const signers = new Map<string, Promise<LocalAccount | undefined>>();
  const signerOf = (accountId: string) => {
    if (!signers.has(accountId))
      signers.set(
        accountId,
        deps.accounts.get(accountId).then((a) => (a ? toKmsEvmAccount(deps.keyVault, a.wallets.evm) : undefined)),
      );
    return signers.get(accountId)!;
  };
  for (const chain of evmChains) {
    let client: PublicClient;
    try {
      client = deps.chains.evm(chain.chainId);
    } catch {
      continue; // a chain this deployment has no RPC URL for has nothing to follow
    }
    const watched = await deps.steps.listWatched(chain.chainId);
    report.watched += watched.length;
    const wallets = new Map<string, WatchedStep[]>();
    for (const entry of watched) wallets.set(entry.from, [...(wallets.get(entry.from) ?? []), entry]);
    await Promise.all(
      [...wallets.values()].map(async (entries) => {
        const steps = (await Promise.all(entries.map((e) => deps.steps.get(e.stepId).then((step) => ({ entry: e, step }))))).sort(
          (a, b) => (a.step?.nonce ?? 0) - (b.step?.nonce ?? 0),
        );
        for (const { entry, step } of steps) {
          try {
            let outcome: Awaited<ReturnType<typeof followStep>> | 'done' = 'done';
            if (step) outcome = await followStep(deps, chain, client, step, now, signerOf);
            else await deps.steps.unwatch(entry);
            if (outcome === 'settled' || outcome === 'released' || outcome === 'bumped') report[outcome].push(entry.stepId);
          } catch (error) {
            // One step's trouble (an RPC hiccup) must not stop the others; it is looked at again next pass.
            deps.logger.warn('transaction watcher could not follow a step', { stepId: entry.stepId, error: error as Error });
          }
        }
      }),
    );
  }
  return report;
}

/** Whether the step's owner may still be at work on it: a job attempt holding its lease, or a submit request within its wait. */
async function ownerAtWork(deps: FollowStepsDeps, step: TxStep, now: Date): Promise<boolean> {
  if (step.jobId === undefined) return now.getTime() - Date.parse(step.createdAt) < submitWaitBudgetMs + deps.pipeline.stuckAfterMs;
  const job = await deps.jobs.get(step.accountId, step.jobId);
  return job?.status === 'processing' && job.leaseUntil !== undefined && job.leaseUntil > now.toISOString();
}

async function followStep(
  deps: FollowStepsDeps,
  chain: EvmChainInfo,
  client: PublicClient,
  step: TxStep,
  now: Date,
  signerOf: (accountId: string) => Promise<LocalAccount | undefined>,
): Promise<Outcome> {
  const stale = (since: string | undefined) => now.getTime() - Date.parse(since ?? step.updatedAt) >= deps.pipeline.stuckAfterMs;
  if (step.status === 'confirmed' || step.status === 'reverted' || step.status === 'failed') {
    await deps.steps.unwatch(step);
    return 'done';
  }
  const input = { client, chainLabel: chain.label };
  if (step.status === 'released') {
    const filler = pendingFiller(step);
    const minedCount = filler ? await client.getTransactionCount({ address: step.from, blockTag: 'latest' }) : undefined;
    if (!filler || minedCount! > step.nonce) {
      await deps.steps.unwatch(step);
      return 'done';
    }
    if (stale(step.updatedAt)) await broadcast(client, filler.raw, chain.label).catch(() => undefined);
    return 'waiting';
  }
  if (await ownerAtWork(deps, step, now)) return 'waiting';
  const signer = await signerOf(step.accountId);
  if (!signer) return 'waiting';
  const full = { ...input, signer };
  if (step.status === 'allocated' || step.status === 'signed') {
    // Never sent (the broadcast is recorded before the bytes leave), and nobody will send it now.
    if (!stale(step.updatedAt)) return 'waiting';
    deps.logger.warn('transaction watcher gives back the nonce of a step that was never sent', { stepId: step.stepId, nonce: step.nonce });
    await releaseStep(deps, full, step, undefined);
    return 'released';
  }
  // Broadcast: its fate is on chain.
  const mined = await minedVersion(client, step);
  if (mined) {
    await settleMined(deps, step, mined);
    return 'settled';
  }
  const minedCount = await client.getTransactionCount({ address: step.from, blockTag: 'latest' });
  if (minedCount > step.nonce) {
    // Its owner is gone: it is not sent again under a new nonce, and whoever resumes its job learns that nothing was sent.
    const settled = await settleUsedNonce(deps, { ...input, request: {} }, step, {
      now,
      unusedError: (current) =>
        current.versions.some((v) => v.filler)
          ? `The chain refused this transaction and no longer held it, so it was cancelled with a no-op at nonce ${current.nonce} on ${chain.label}; nothing was sent.`
          : `Nonce ${current.nonce} of ${current.from} on ${chain.label} was used by another transaction before this one was mined; nothing was sent.`,
    });
    if (settled.status === 'confirmed' || settled.status === 'reverted') return 'settled';
    if (settled.status !== 'released' && settled.status !== 'failed') return 'waiting';
    await deps.steps.unwatch(step);
    return 'released';
  }
  if (!stale(step.lastBroadcastAt)) return 'waiting';
  if (minedCount < step.nonce) await fillGaps(deps, full, step, minedCount);
  const resent = await sendLatest(input, step).catch(() => 'refused' as const);
  if (resent === 'refused' && !(await heldByNode(client, step.versions))) return (await cancelWithFiller(deps, full, step)) ? 'bumped' : 'waiting';
  const replaced = await replaceStuck(deps, full, step);
  return replaced.versions.length > step.versions.length ? 'bumped' : 'waiting';
}

/**
 * The chain refuses the step's bytes and does not hold them (the balance
 * fell, the fees no longer fit): a no-op self-transfer at its nonce, paying
 * more than any of its versions, takes the nonce instead — recorded before it
 * is sent, and only if no one recorded a version meanwhile. Whichever is
 * mined, the watcher then knows: the step's own (settled) or the no-op (the
 * nonce is used by something else: nothing was sent).
 * @returns whether a no-op was recorded and sent.
 */
async function cancelWithFiller(
  deps: FollowStepsDeps,
  input: { client: PublicClient; signer: LocalAccount; chainLabel: string },
  step: TxStep,
): Promise<boolean> {
  const latest = step.versions.at(-1)!;
  const network = (await input.client.estimateFeesPerGas().catch(() => undefined)) as { maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint } | undefined;
  const fees =
    bumpedFees(
      latest,
      { maxFeePerGas: network?.maxFeePerGas?.toString(), maxPriorityFeePerGas: network?.maxPriorityFeePerGas?.toString() },
      {
        bumpPercent: deps.pipeline.bumpPercent,
        ceilingWei: deps.pipeline.feeCeilingWei,
      },
    ) ?? latest;
  const filler = await signVersion(deps, input.signer, step, fees, true);
  const recorded = await recordVersion(deps, step, filler, { lastBroadcastAt: deps.clock.now().toISOString() });
  if (!recorded) return false;
  deps.logger.warn('cancelling a broadcast step the chain refuses and no longer holds, with a no-op at its nonce', {
    stepId: step.stepId,
    nonce: step.nonce,
    hash: filler.hash,
  });
  await broadcast(input.client, filler.raw, input.chainLabel).catch((error: unknown) =>
    deps.logger.error('the chain refuses the no-op too; the nonce stays open until the wallet can pay for it', { stepId: step.stepId, error: error as Error }),
  );
  return true;
}
