import type { TxStepStore } from '../transactions/tx-step-store.ts';
import type { JobContext } from './job-context.ts';

/**
 * The job's first EVM step, if an earlier attempt already recorded one: the
 * job is resuming, its balances have moved by what that step sent, so they
 * are no longer checked against the request (the pipeline still refuses what
 * the wallet cannot pay for before a nonce is taken).
 */
export const firstStepOf = (deps: { steps?: Pick<TxStepStore, 'get'> }, ctx: JobContext) => deps.steps?.get(`${ctx.job.jobId}#0`);
