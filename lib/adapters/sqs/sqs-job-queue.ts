import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { JobQueue } from '../../jobs/job-queue.ts';

/**
 * JobQueue on an SQS FIFO queue: the account is the message group (one
 * account's jobs run in order, accounts in parallel) and the job id is the
 * deduplication id (a retried send never queues a job twice); a resume names its own.
 */
export function sqsJobQueue(sqs: SQSClient, queueUrl: string): JobQueue {
  return {
    async enqueue(message, options) {
      await sqs.send(
        new SendMessageCommand({
          QueueUrl: queueUrl,
          MessageBody: JSON.stringify(message),
          MessageGroupId: message.accountId,
          MessageDeduplicationId: options?.dedupId ?? message.jobId,
        }),
      );
    },
  };
}
