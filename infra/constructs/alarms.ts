import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic, type ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import type { JobQueue } from './queue.ts';

/**
 * An alarm that fires on any count above zero in one period (no data is
 * fine) and notifies `topic`: the shape of every Purser alarm.
 */
export function alarmOnAny(scope: Construct, id: string, options: { description: string; metric: IMetric; topic: ITopic }): Alarm {
  const alarm = new Alarm(scope, id, {
    alarmDescription: options.description,
    metric: options.metric,
    threshold: 0,
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  alarm.addAlarmAction(new SnsAction(options.topic));
  return alarm;
}

/** Props of {@link Alarms}. */
export interface AlarmsProps {
  readonly jobQueue: JobQueue;
}

/**
 * Operator alarms, all sent to one SNS topic the operator subscribes to.
 * The dead-letter sweeper drains the DLQ, so "messages visible" alone would
 * rarely fire; it catches the sweeper failing, and a second alarm counts
 * what reaches the DLQ at all (a job the executor gave up on).
 */
export class Alarms extends Construct {
  readonly topic: Topic;
  /** Fires when messages sit in the DLQ: the sweeper is failing or behind. */
  readonly deadLetterBacklog: Alarm;
  /** Fires when any job reaches the DLQ, even if the sweeper handled it. */
  readonly deadLettered: Alarm;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'Purser alarms', enforceSSL: true });
    const dlq = props.jobQueue.deadLetterQueue;

    this.deadLetterBacklog = alarmOnAny(this, 'DeadLetterBacklog', {
      description: 'Jobs are waiting in the Purser dead-letter queue; check the dead-letter function.',
      metric: dlq.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' }),
      topic: this.topic,
    });
    this.deadLettered = alarmOnAny(this, 'DeadLettered', {
      description: 'A Purser job was given up on by the executor and dead-lettered.',
      metric: dlq.metricNumberOfMessagesReceived({ period: Duration.minutes(5), statistic: 'Sum' }),
      topic: this.topic,
    });
  }
}
