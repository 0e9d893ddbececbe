import { followJobs, type FollowJobsDeps, type FollowJobsReport } from '../jobs/follow-jobs.ts';
import { followSteps, type FollowStepsDeps, type FollowStepsReport } from './follow-steps.ts';

export type WatchDeps = FollowStepsDeps & FollowJobsDeps;
export interface WatchReport {
  readonly steps: FollowStepsReport;
  readonly jobs: FollowJobsReport;
}

/**
 * The transaction watcher's pass (a scheduled sweep in AWS, a timer under
 * `npm start`): first every unsettled transaction step (receipts recorded,
 * stuck ones bumped, refused or abandoned ones given back), then every job
 * waiting for one (resumed once it is mined, failed once it never can be).
 */
export async function watchTransactions(deps: WatchDeps, now: Date): Promise<WatchReport> {
  const steps = await followSteps(deps, now);
  const jobs = await followJobs(deps, now);
  return { steps, jobs };
}
