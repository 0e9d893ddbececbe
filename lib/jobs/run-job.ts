import { JobCancelledError, PermanentError, PurserError, TransientError, isPurserError } from '../errors.ts';
import { evmChainById } from '../chains/chains.ts';
import { executeStep } from '../transactions/execute-step.ts';
import { recordBroadcast } from '../audit/record-audit.ts';
import { recordStepBroadcast } from '../audit/record-step-broadcast.ts';
import { toKmsEvmAccount } from '../wallets/kms-evm-account.ts';
import type { Account } from '../accounts/account.ts';
import type { JobContext, JobOutcome } from './job-context.ts';
import type { Deps } from '../deps.ts';
import { isTerminal, transition, type Job, type JobEvent } from './job.ts';
import type { JobMessage } from './job-queue.ts';
import { submittingKeyRefusal } from '../limits/submitting-key.ts';
import { committedStep } from './committed-step.ts';
import { notMinedYet } from '../transactions/wait-for-inclusion.ts';

export type RunJobDeps = Pick<
  Deps,
  'jobs' | 'accounts' | 'clock' | 'logger' | 'config' | 'steps' | 'solanaSteps' | 'pipeline' | 'faults' | 'keyVault' | 'chains' | 'audit'
>;
export type JobWork = (ctx: JobContext) => Promise<JobOutcome>;

/**
 * Applies an event to the job as one conditional write. Returns the new job,
 * or the job as it now stands when someone else (a cancel, a newer attempt)
 * won the race.
 */
async function applyEvent(deps: RunJobDeps, job: Job, event: JobEvent): Promise<{ job: Job; won: boolean }> {
  const next = transition(job, event, deps.clock.now());
  const result = await deps.jobs.apply(job, next);
  if ('job' in result) return { job: result.job, won: true };
  return { job: result.conflict ?? job, won: false };
}

function contextFor(deps: RunJobDeps, initial: Job, account: Account): JobContext {
  let current = initial;
  let steps = 0;
  let solanaSteps = 0;
  const commit = async (stepId: string, message: string) => {
    const result = await applyEvent(deps, current, { type: 'commit', stepId, message, leaseMs: deps.config.leaseMs });
    if (!result.won) stopIfNotOurs(result.job);
    current = result.job;
  };
  const stopIfNotOurs = (job: Job): never => {
    if (job.status === 'cancelled') throw new JobCancelledError(job.jobId);
    throw new PurserError('ATTEMPT_SUPERSEDED', `Job ${job.jobId} is now ${job.status} (attempt ${job.attempt}).`, 409, false);
  };
  return {
    job: initial,
    account,
    async progress(message) {
      const result = await applyEvent(deps, current, { type: 'progress', message, leaseMs: deps.config.leaseMs });
      if (!result.won) stopIfNotOurs(result.job);
      current = result.job;
    },
    async remember(key, compute) {
      const known = current.memo?.[key];
      if (known !== undefined) return known;
      const value = await compute();
      const result = await applyEvent(deps, current, { type: 'remember', key, value });
      if (!result.won) stopIfNotOurs(result.job);
      current = result.job;
      return value;
    },
    async assertNotCancelled() {
      const fresh = await deps.jobs.get(initial.accountId, initial.jobId);
      if (fresh?.status !== 'processing' || fresh.attempt !== current.attempt) stopIfNotOurs(fresh ?? current);
    },
    async sendTransaction(request) {
      const chain = evmChainById(request.chainId);
      if (!chain) throw new PermanentError('UNSUPPORTED_CHAIN', `Chain id ${request.chainId} is not supported.`);
      const stepId = `${initial.jobId}#${steps}`;
      steps += 1;
      return executeStep(deps, {
        stepId,
        accountId: initial.accountId,
        jobId: initial.jobId,
        chainId: chain.chainId,
        chainLabel: chain.label,
        client: deps.chains.evm(chain.chainId),
        signer: toKmsEvmAccount(deps.keyVault, account.wallets.evm),
        request: { to: request.to, ...(request.data ? { data: request.data } : {}), value: request.value },
        wait: true,
        // The commit renews the lease; the attempt hands a slow receipt to the watcher well before the lease runs out,
        // so no second actor (a redelivery, the watcher) takes the step over while this one still waits on it.
        waitBudgetMs: deps.config.leaseMs / 2,
        commit: () => commit(stepId, request.description),
        onBroadcast: (step) => recordStepBroadcast(deps, step, { action: 'job.transaction', keyId: initial.keyId, description: request.description }),
      });
    },
    recordBroadcast(tx) {
      const keyId = initial.keyId ? { keyId: initial.keyId } : {};
      return recordBroadcast(deps, { accountId: initial.accountId, ...keyId, action: 'job.transaction', jobId: initial.jobId, ...tx });
    },
    beginSolanaStep() {
      const stepId = `${initial.jobId}#sol${solanaSteps}`;
      solanaSteps += 1;
      return { stepId, commit: (description) => commit(stepId, description) };
    },
  };
}

/**
 * Runs one queued job to a terminal state, at most once per attempt:
 * claims it with a conditional write (pending → processing, or takes over a
 * processing job whose previous attempt's lease ran out), on a first start
 * fails it when the API key that submitted it was revoked, regenerated or
 * expired meanwhile, runs the work, and
 * completes or fails it with writes fenced on the attempt number.
 *
 * @returns normally when the message is done with (also for unknown, terminal
 *   or cancelled jobs: redelivery must be harmless).
 * @throws TransientError when the message should come back later (a live
 *   attempt still owns the job, or the work hit a transient failure).
 */
export async function runJob(deps: RunJobDeps, message: JobMessage, work: JobWork): Promise<void> {
  const stored = await deps.jobs.get(message.accountId, message.jobId);
  if (!stored || isTerminal(stored.status)) return;
  if (stored.status === 'processing' && stored.leaseUntil && stored.leaseUntil > deps.clock.now().toISOString()) {
    throw new TransientError('JOB_LEASED', `Job ${stored.jobId} is being processed by another attempt until ${stored.leaseUntil}.`);
  }
  // The account (and, on a first start, the submitting key) is read alongside the claim: one round trip less on every job.
  const firstStart = stored.status === 'pending';
  const [claim, account, key] = await Promise.all([
    applyEvent(deps, stored, { type: 'start', leaseMs: deps.config.leaseMs }),
    deps.accounts.get(stored.accountId),
    firstStart && stored.keyId !== undefined ? deps.accounts.getKey(stored.accountId, stored.keyId) : undefined,
  ]);
  if (!claim.won) {
    if (isTerminal(claim.job.status)) return;
    throw new TransientError('JOB_CLAIM_RACE', `Job ${stored.jobId} was claimed by another attempt.`);
  }
  let job = claim.job;
  const fail = async (code: string, error: string, interpretation?: unknown) => {
    await applyEvent(deps, job, { type: 'fail', code, error, ...(interpretation === undefined ? {} : { interpretation }) });
  };
  if (!account) return fail('ACCOUNT_NOT_FOUND', 'The account that submitted this job no longer exists.');
  // Checked once, before anything is signed; an attempt that takes over a started job may already have signed, so it goes on.
  const refusal = firstStart ? submittingKeyRefusal(stored, key, deps.clock.now()) : undefined;
  if (refusal) return fail(refusal.code, refusal.message);
  const ctx = contextFor(deps, job, account);
  try {
    const outcome = await work(ctx);
    const done = await applyEvent(deps, job, { type: 'complete', ...outcome });
    if (!done.won) deps.logger.info('job finished after it was cancelled or superseded; result dropped', { jobId: job.jobId, status: done.job.status });
  } catch (error) {
    if (error instanceof JobCancelledError || (isPurserError(error) && error.code === 'ATTEMPT_SUPERSEDED')) return;
    job = (await deps.jobs.get(job.accountId, job.jobId)) ?? job;
    const why = (error as Error).message;
    if (isPurserError(error) && error.retryable) {
      // A retry would only wait again for a transaction that is already out there, or there are no retries left:
      // a job whose transaction may still be mined goes to the watcher, which follows it to the end.
      if ((error.code === notMinedYet || job.attempt >= deps.config.maxAttempts) && (await handOffIfLive(deps, job, why))) return;
      if (job.attempt >= deps.config.maxAttempts) {
        return fail(error.code, `Gave up after ${job.attempt} attempts: ${error.message}${await minedNote(deps, job)}`);
      }
      await applyEvent(deps, job, {
        type: 'progress',
        message: `Attempt ${job.attempt} hit a temporary problem and will be retried: ${error.message}`,
        leaseMs: 0,
      });
      throw error;
    }
    // Whatever else went wrong, a job whose transaction may still be mined is never failed.
    if (await handOffIfLive(deps, job, why)) return;
    if (isPurserError(error)) return fail(error.code, error.message, (error as { interpretation?: unknown }).interpretation);
    deps.logger.error('job failed with an unexpected error', { jobId: job.jobId, error: error as Error });
    return fail('INTERNAL', `An internal error stopped this job; nothing further was executed. Reference: ${job.jobId}.${await minedNote(deps, job)}`);
  }
}

/**
 * Hands a job to the transaction watcher instead of failing or retrying it
 * when its committed transaction was broadcast and is not settled: it stays
 * `processing`, says what it waits for, and gives its lease up; the watcher
 * resumes it once the transaction is mined (or fails it, saying nothing was
 * sent, once the chain shows it never can be).
 * @returns whether the job was handed off.
 */
export async function handOffIfLive(deps: Pick<RunJobDeps, 'jobs' | 'steps' | 'solanaSteps' | 'clock' | 'logger'>, job: Job, why: string): Promise<boolean> {
  if (job.status !== 'processing') return false;
  const step = await committedStep(deps, job);
  if (step.kind !== 'live') return false;
  // Listed before the status changes: a crash in between leaves a listed job the watcher finds still leased, and looks at again.
  await deps.jobs.watch(job.accountId, job.jobId);
  const message = `Waiting for transaction ${step.hash} on ${step.chain} to be ${step.solana ? 'confirmed' : 'mined'} (${why.replace(/\.$/, '')}). The job completes when it is, or fails saying nothing was sent if it never can be.`;
  const result = await deps.jobs.apply(job, transition(job, { type: 'await', message }, deps.clock.now()));
  if ('job' in result) deps.logger.warn('job handed to the transaction watcher', { jobId: job.jobId, stepId: step.stepId });
  return true;
}

/** Said at the end of a failure when the job's last committed transaction was mined: a failed job must not hide where the money is. */
async function minedNote(deps: Pick<RunJobDeps, 'steps' | 'solanaSteps'>, job: Job): Promise<string> {
  const step = await committedStep(deps, job);
  return step.kind === 'settled'
    ? ` Its transaction ${step.hash} on ${step.chain} was ${step.chain === 'Solana' ? 'confirmed' : 'mined'} before this failure${step.success ? '' : ' (it reverted)'}.`
    : '';
}
