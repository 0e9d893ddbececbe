import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import type { JobQueue } from './queue.ts';
import { NodeFunction } from './node-function.ts';

/**
 * How long one executor invocation may run. A batch can hold up to ten jobs,
 * each possibly waiting for a confirmation; the queue's visibility timeout is
 * derived from this (six times), so raising it also delays redelivery after a
 * crash.
 */
export const executorTimeout = Duration.minutes(3);

/** The dead-letter sweeper only marks jobs failed: database writes, no chain calls. */
export const deadLetterTimeout = Duration.seconds(30);

/** Messages per invocation; with FIFO, Lambda keeps each message group in order within and across batches. */
export const queueBatchSize = 10;

/** Props of {@link Executor}. */
export interface ExecutorProps {
  readonly jobQueue: JobQueue;
  /** Environment both consumers get (grants add their own). */
  readonly environment: Record<string, string>;
}

/**
 * The two queue consumers: the executor runs prompt jobs from the job queue,
 * the dead-letter sweeper fails the jobs the executor gave up on. Both report
 * partial batch failures, so one bad job does not send its whole batch back.
 */
export class Executor extends Construct {
  readonly executor: NodeFunction;
  readonly deadLetter: NodeFunction;

  constructor(scope: Construct, id: string, props: ExecutorProps) {
    super(scope, id);
    this.executor = new NodeFunction(this, 'Executor', {
      name: 'executor',
      timeout: executorTimeout,
      // Interpreting, quoting and signing are CPU-bound; CPU scales with memory.
      memorySize: 1024,
      environment: props.environment,
    });
    this.executor.addEventSource(new SqsEventSource(props.jobQueue.queue, { batchSize: queueBatchSize, reportBatchItemFailures: true }));

    this.deadLetter = new NodeFunction(this, 'DeadLetter', {
      name: 'dead-letter',
      timeout: deadLetterTimeout,
      environment: props.environment,
    });
    this.deadLetter.addEventSource(new SqsEventSource(props.jobQueue.deadLetterQueue, { batchSize: queueBatchSize, reportBatchItemFailures: true }));
  }
}
