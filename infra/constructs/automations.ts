import { ArnFormat, Duration, Names, Stack } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnSchedule, ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { schedulerEnvNames } from '../../lib/adapters/scheduler/scheduler-env.ts';
import { alarmOnAny } from './alarms.ts';
import { NodeFunction } from './node-function.ts';

/** The service principal of EventBridge Scheduler. */
export const schedulerPrincipal = 'scheduler.amazonaws.com';

/** How often the watcher sweeps open orders (price triggers, and anything due whose own schedule did not fire). */
export const watcherRate = 'rate(1 minute)';

/** What the executor and the watcher may do to schedules, and nothing else (no List, no tags, no groups). */
export const scheduleActions = ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule', 'scheduler:GetSchedule'];

/**
 * One sweep reads prices for every open order; it must end before the next
 * one starts a minute later.
 */
export const watcherTimeout = Duration.seconds(50);

/** Props of {@link Automations}. */
export interface AutomationsProps {
  /** Environment every function gets (grants add their own). */
  readonly environment: Record<string, string>;
  /** Where the watcher's alarms go (the stack's alarm topic). */
  readonly alarmTopic: ITopic;
}

/**
 * Limit orders, scheduled and recurring trades in AWS (EventBridge
 * Scheduler, per the design card):
 *
 * - a schedule group holding every automation schedule;
 * - the automation watcher (`functions/automation-watcher.ts`), invoked
 *   every minute by its own schedule (no payload: evaluate price triggers and
 *   anything due) and by one schedule per scheduled or recurring order
 *   (`{ "automationId": ... }`: run that one), which the executor and the
 *   watcher create and delete at run time;
 * - the role Scheduler assumes, trusted by Scheduler of this account only and
 *   allowed nothing but invoking the watcher;
 * - alarms on the watcher failing and on Scheduler failing to invoke it.
 *
 * The functions' access is decided in `infra/access.ts` (`schedules`).
 */
export class Automations extends Construct {
  readonly group: ScheduleGroup;
  readonly watcher: NodeFunction;
  /** The role EventBridge Scheduler assumes to invoke the watcher. */
  readonly schedulerRole: Role;
  readonly watcherSchedule: CfnSchedule;
  /** The watcher's ARN, built from its fixed name: the watcher needs it in its own environment, where a GetAtt would be a cycle. */
  readonly watcherArn: string;

  constructor(scope: Construct, id: string, props: AutomationsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.group = new ScheduleGroup(this, 'Group');

    this.watcher = new NodeFunction(this, 'Watcher', {
      name: 'automation-watcher',
      timeout: watcherTimeout,
      // Reading prices and quoting are CPU-bound like the executor's work.
      memorySize: 1024,
      environment: props.environment,
    });
    const watcherName = Names.uniqueResourceName(this.watcher, { maxLength: 64, separator: '-' });
    (this.watcher.node.defaultChild as CfnFunction).functionName = watcherName;
    this.watcherArn = stack.formatArn({
      service: 'lambda',
      resource: 'function',
      resourceName: watcherName,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });

    this.schedulerRole = new Role(this, 'SchedulerRole', {
      description: 'Assumed by EventBridge Scheduler to invoke the Purser automation watcher, and nothing else.',
      assumedBy: new ServicePrincipal(schedulerPrincipal, { conditions: { StringEquals: { 'aws:SourceAccount': stack.account } } }),
    });
    // A separate policy, not an inline one: the watcher's environment names this role, so the role itself must not name the watcher.
    this.schedulerRole.addToPrincipalPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.watcher.functionArn] }));

    this.watcherSchedule = new CfnSchedule(this, 'WatcherSchedule', {
      description: 'Purser automation watcher: evaluates open orders every minute.',
      groupName: this.group.scheduleGroupName,
      scheduleExpression: watcherRate,
      flexibleTimeWindow: { mode: 'OFF' },
      state: 'ENABLED',
      target: {
        arn: this.watcher.functionArn,
        roleArn: this.schedulerRole.roleArn,
        // A missed sweep is not worth replaying: the next one starts a minute later.
        retryPolicy: { maximumRetryAttempts: 0, maximumEventAgeInSeconds: 60 },
      },
    });
    // The group name is a plain string, so CloudFormation would not otherwise wait for the group or for the invoke grant.
    this.watcherSchedule.node.addDependency(this.group, this.schedulerRole);

    alarmOnAny(this, 'WatcherErrors', {
      description: 'The Purser automation watcher failed; orders may not have been evaluated or run. Check its logs.',
      metric: this.watcher.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
      topic: props.alarmTopic,
    });
    alarmOnAny(this, 'ScheduleTargetErrors', {
      description: 'EventBridge Scheduler could not invoke the Purser automation watcher (permissions, throttling).',
      metric: this.group.metricTargetErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
      topic: props.alarmTopic,
    });
  }

  /**
   * Lets a function create, update, read and delete schedules in the group
   * (and no other), and pass the scheduler role to Scheduler (and to no other
   * service); gives it PURSER_SCHEDULER_GROUP, _TARGET_ARN and _ROLE_ARN.
   */
  grantManageSchedules(fn: LambdaFunction): void {
    const stack = Stack.of(this);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: scheduleActions,
        resources: [stack.formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `${this.group.scheduleGroupName}/*` })],
      }),
    );
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.schedulerRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': schedulerPrincipal } },
      }),
    );
    fn.addEnvironment(schedulerEnvNames.group, this.group.scheduleGroupName);
    fn.addEnvironment(schedulerEnvNames.targetArn, this.watcherArn);
    fn.addEnvironment(schedulerEnvNames.roleArn, this.schedulerRole.roleArn);
  }
}
