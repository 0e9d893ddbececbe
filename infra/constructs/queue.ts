import { Duration } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { envNames } from '../../lib/config.ts';

/** Receives before SQS moves a job to the dead-letter queue. */
export const maxReceiveCount = 5;

/**
 * AWS asks for a visibility timeout of at least six times the consumer's
 * timeout, so a batch still being retried by the Lambda poller is not handed
 * to a second invocation.
 */
const visibilityFactor = 6;

/** Props of {@link JobQueue}. */
export interface JobQueueProps {
  /** Timeout of the executor Lambda that consumes the job queue. */
  readonly consumerTimeout: Duration;
  /** Timeout of the dead-letter Lambda that consumes the dead-letter queue. */
  readonly deadLetterConsumerTimeout: Duration;
}

/**
 * The FIFO job queue and its FIFO dead-letter queue. FIFO gives per-group
 * ordering (an account's jobs run in order) and deduplication by the explicit
 * id prompt-create sends, hence no content-based deduplication. Both queues
 * are encrypted with SQS-managed keys (no KMS grants needed by producers or
 * consumers) and refuse plain HTTP.
 */
export class JobQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: JobQueueProps) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      fifo: true,
      contentBasedDeduplication: false,
      // The longest SQS allows, to leave time to inspect what the executor gave up on.
      retentionPeriod: Duration.days(14),
      visibilityTimeout: Duration.seconds(props.deadLetterConsumerTimeout.toSeconds() * visibilityFactor),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    this.queue = new Queue(this, 'JobQueue', {
      fifo: true,
      contentBasedDeduplication: false,
      visibilityTimeout: Duration.seconds(props.consumerTimeout.toSeconds() * visibilityFactor),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount },
    });
  }

  /** Lets a function enqueue jobs (sqs:SendMessage) and gives it the queue URL in PURSER_QUEUE_URL. */
  grantSend(fn: LambdaFunction): void {
    this.queue.grantSendMessages(fn);
    fn.addEnvironment(envNames.queueUrl, this.queue.queueUrl);
  }
}
