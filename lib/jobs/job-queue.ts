/** What the executor receives for a job. */
export interface JobMessage {
  readonly accountId: string;
  readonly jobId: string;
}

/**
 * Port to the job queue (SQS FIFO in AWS, the in-process queue locally).
 * Messages of one account form one ordered group; the job id deduplicates.
 */
export interface JobQueue {
  /**
   * @param options.dedupId another delivery of the same job (a resume): the queue drops a second message with
   *   the same deduplication id (the job id by default) for a few minutes.
   */
  enqueue(message: JobMessage, options?: { readonly dedupId?: string }): Promise<void>;
}

/** Parses a queue message body, or returns undefined for one that is not a job message. */
export function parseJobMessage(body: string): JobMessage | undefined {
  try {
    const value = JSON.parse(body) as Partial<JobMessage>;
    return typeof value.accountId === 'string' && typeof value.jobId === 'string' ? { accountId: value.accountId, jobId: value.jobId } : undefined;
  } catch {
    return undefined;
  }
}
