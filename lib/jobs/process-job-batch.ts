import type { SQSBatchResponse, SQSRecord } from 'aws-lambda';
import { isPurserError } from '../errors.ts';
import type { Logger } from '../core/logger.ts';
import { parseJobMessage, type JobMessage } from './job-queue.ts';

/**
 * Runs a batch of queue records with SQS partial-batch semantics for FIFO
 * queues: groups (accounts) run in parallel, records of one group in order,
 * and once a record of a group fails every later record of that group is
 * reported failed too, so the group's order survives the retry.
 */
export async function processJobBatch(
  deps: { logger: Logger },
  records: readonly SQSRecord[],
  handle: (message: JobMessage) => Promise<void>,
): Promise<SQSBatchResponse> {
  const groups = new Map<string, SQSRecord[]>();
  for (const record of records) {
    const group = record.attributes?.MessageGroupId ?? record.messageId;
    groups.set(group, [...(groups.get(group) ?? []), record]);
  }
  const failures: string[] = [];
  await Promise.all(
    [...groups.values()].map(async (group) => {
      for (const [index, record] of group.entries()) {
        const message = parseJobMessage(record.body);
        if (!message) {
          deps.logger.error('dropping a queue message that is not a job message', { messageId: record.messageId });
          continue;
        }
        try {
          await handle(message);
        } catch (error) {
          const level = isPurserError(error) && error.retryable ? 'warn' : 'error';
          deps.logger[level]('job message will be retried', { jobId: message.jobId, error: error as Error });
          failures.push(...group.slice(index).map((r) => r.messageId));
          return;
        }
      }
    }),
  );
  return { batchItemFailures: failures.map((itemIdentifier) => ({ itemIdentifier })) };
}
