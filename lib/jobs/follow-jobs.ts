import type { Deps } from '../deps.ts';
import { sightSolanaStep } from '../chains/solana-sighting.ts';
import { committedStep } from './committed-step.ts';
import { transition, type Job } from './job.ts';

export type FollowJobsDeps = Pick<Deps, 'jobs' | 'steps' | 'solanaSteps' | 'solana' | 'queue' | 'clock' | 'logger'>;

/** What one pass did, by job id. */
export interface FollowJobsReport {
  watched: number;
  /** Their transaction settled: queued again, to finish with their own answer. */
  readonly resumed: string[];
  /** Their transaction can never be mined: failed, saying nothing was sent. */
  readonly failed: string[];
}

/**
 * One pass over the jobs handed to the transaction watcher (an attempt that
 * ended while the job's committed transaction could still be mined; a job
 * from the dead-letter queue). A job stays `processing` until the chain has
 * decided: once its transaction is mined (or has landed on Solana) the job is
 * queued again and its capability finishes it with its usual answer; once the
 * transaction can never be mined — never broadcast, refused, its nonce used
 * by another transaction, its Solana blockhash expired — the job fails,
 * saying nothing was sent. Jobs an attempt is running again are left to it.
 */
export async function followJobs(deps: FollowJobsDeps, now: Date): Promise<FollowJobsReport> {
  const report: FollowJobsReport = { watched: 0, resumed: [], failed: [] };
  const listed = await deps.jobs.listWatched();
  report.watched = listed.length;
  for (const { accountId, jobId } of listed) {
    try {
      const job = await deps.jobs.get(accountId, jobId);
      if (job?.status !== 'processing') {
        await deps.jobs.unwatch(accountId, jobId);
        continue;
      }
      if (job.leaseUntil !== undefined && job.leaseUntil > now.toISOString()) continue;
      const fate = await fateOf(deps, job);
      if (fate.kind === 'pending') continue;
      if (fate.kind === 'resume') {
        // Its own id per hand-off: a FIFO queue drops a message whose deduplication id it saw minutes ago (the job's first).
        await deps.queue.enqueue({ accountId, jobId }, { dedupId: `${jobId}:resume:${job.attempt}` });
        report.resumed.push(jobId);
      } else {
        const failed = transition(job, { type: 'fail', code: 'TRANSACTION_NOT_SENT', error: fate.error }, deps.clock.now());
        if (!('job' in (await deps.jobs.apply(job, failed)))) continue; // it moved: look again next pass
        report.failed.push(jobId);
      }
      await deps.jobs.unwatch(accountId, jobId);
    } catch (error) {
      deps.logger.warn('transaction watcher could not follow a job', { jobId, error: error as Error });
    }
  }
  return report;
}

type Fate = { readonly kind: 'pending' } | { readonly kind: 'resume' } | { readonly kind: 'fail'; readonly error: string };

async function fateOf(deps: FollowJobsDeps, job: Job): Promise<Fate> {
  const step = await committedStep(deps, job);
  switch (step.kind) {
    case 'settled':
      return { kind: 'resume' };
    case 'none':
      return { kind: 'fail', error: 'The job stopped before any transaction was committed; nothing was sent.' };
    case 'unsent':
      return {
        kind: 'fail',
        error: `Its transaction on ${step.chain} was never mined${step.reason ? `: ${step.reason.replace(/\s*Nothing was sent\.?$|;?\s*nothing was sent\.?$/i, '')}` : ' (it was never broadcast)'}. Nothing was sent.`,
      };
    case 'live': {
      // EVM steps are settled by the step watcher; a Solana transaction lands or its blockhash expires.
      if (!step.solana) return { kind: 'pending' };
      const recorded = await deps.solanaSteps.get(step.stepId);
      if (!deps.solana || !recorded) return { kind: 'pending' };
      const seen = await sightSolanaStep(deps.solana, recorded);
      if (seen.kind === 'landed') return { kind: 'resume' };
      if (seen.kind === 'expired') {
        return {
          kind: 'fail',
          error: `Its Solana transaction ${recorded.signature} expired without landing (its blockhash is no longer valid), so it can never land. Nothing was sent.`,
        };
      }
      return { kind: 'pending' };
    }
  }
}
