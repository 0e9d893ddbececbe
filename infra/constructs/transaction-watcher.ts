import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { alarmOnAny } from './alarms.ts';
import { NodeFunction } from './node-function.ts';

/** How often the transaction watcher passes over unsettled transactions and the jobs waiting for them. */
export const transactionWatchRate = Duration.minutes(1);

/** One pass follows every unsettled transaction (receipts, bumps, fillers); it must end before the next one starts. */
export const transactionWatcherTimeout = Duration.seconds(50);

/** Props of {@link TransactionWatcher}. */
export interface TransactionWatcherProps {
  /** Environment every function gets (grants add their own). */
  readonly environment: Record<string, string>;
  /** Where the watcher's alarm goes (the stack's alarm topic). */
  readonly alarmTopic: ITopic;
}

/**
 * The transaction watcher (`functions/transaction-watcher.ts`) and the
 * EventBridge rule that runs it every minute: no transaction is left
 * unwatched after the request that sent it ended, and a job whose attempt
 * ended while its transaction could still be mined is settled once the chain
 * has decided. An alarm fires when a pass fails. Its access (table, queue,
 * signing for fee bumps and fillers, RPC) is decided in `infra/access.ts`.
 */
export class TransactionWatcher extends Construct {
  readonly watcher: NodeFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: TransactionWatcherProps) {
    super(scope, id);
    this.watcher = new NodeFunction(this, 'Watcher', {
      name: 'transaction-watcher',
      timeout: transactionWatcherTimeout,
      environment: props.environment,
    });
    this.rule = new Rule(this, 'Every', {
      description: 'Purser transaction watcher: follows unsettled transactions and the jobs waiting for them.',
      schedule: Schedule.rate(transactionWatchRate),
      // A missed pass is not worth replaying: the next one starts a minute later.
      targets: [new LambdaFunction(this.watcher, { retryAttempts: 0, maxEventAge: Duration.minutes(1) })],
    });
    alarmOnAny(this, 'WatcherErrors', {
      description: 'The Purser transaction watcher failed; unsettled transactions and the jobs waiting for them were not followed. Check its logs.',
      metric: this.watcher.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
      topic: props.alarmTopic,
    });
  }
}
