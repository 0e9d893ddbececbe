import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import type { JobQueue } from './queue.ts';

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

    this.deadLetterBacklog = new Alarm(this, 'DeadLetterBacklog', {
      alarmDescription: 'Jobs are waiting in the Purser dead-letter queue; check the dead-letter function.',
      metric: dlq.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.deadLettered = new Alarm(this, 'DeadLettered', {
      alarmDescription: 'A Purser job was given up on by the executor and dead-lettered.',
      metric: dlq.metricNumberOfMessagesReceived({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const action = new SnsAction(this.topic);
    for (const alarm of [this.deadLetterBacklog, this.deadLettered]) alarm.addAlarmAction(action);
  }
}
