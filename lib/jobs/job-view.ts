import { isTerminal, type Job } from './job.ts';

/**
 * The job as the API shows it (SPEC.md 2.1 plus the compatibility fields in
 * DESIGN.md). Internal bookkeeping (account, attempt, lease) stays inside.
 */
export function toJobView(job: Job): Record<string, unknown> {
  const end = job.completedAt ?? job.cancelledAt;
  const begin = job.startedAt ?? job.createdAt;
  return {
    success: true,
    jobId: job.jobId,
    threadId: job.threadId,
    status: job.status,
    prompt: job.prompt,
    createdAt: job.createdAt,
    ...(job.startedAt ? { startedAt: job.startedAt } : {}),
    ...(job.completedAt ? { completedAt: job.completedAt } : {}),
    ...(job.cancelledAt ? { cancelledAt: job.cancelledAt } : {}),
    ...(end ? { processingTime: Math.max(0, Date.parse(end) - Date.parse(begin)) } : {}),
    statusUpdates: job.statusUpdates,
    cancellable: !isTerminal(job.status) && job.committedStep === undefined,
    ...(job.status === 'completed' ? { response: job.response ?? '', richData: job.richData ?? [], ...(job.metadata ? { metadata: job.metadata } : {}) } : {}),
    // An automation's execution names its automation in every status.
    ...(job.automationId ? { metadata: { ...(job.status === 'completed' ? job.metadata : {}), automationId: job.automationId } } : {}),
    ...(job.status === 'failed' ? { error: job.error ?? 'The job failed.', ...(job.errorCode ? { errorCode: job.errorCode } : {}) } : {}),
  };
}
