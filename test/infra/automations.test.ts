import { Match } from 'aws-cdk-lib/assertions';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { scheduledHandlerNames } from '../../infra/access.ts';
import { handlerNames, queueHandlerNames } from '../../lib/routes.ts';
import {
  actionsOf,
  allStatements,
  allowedActions,
  functionId,
  functionProps,
  functionStatements,
  onlyResourceId,
  roleStatements,
  synthPurser,
} from './template.ts';
import type { Statement } from './template.ts';

const allFunctions = [...handlerNames, ...queueHandlerNames, ...scheduledHandlerNames];
/** The functions that create and cancel automations' schedules. */
const scheduleManagers = ['executor', 'automation-watcher'];

let template: Template;
let groupName: string;
let watcher: string;
let schedulerRole: string;
beforeAll(() => {
  template = synthPurser();
  const group = onlyResourceId(template, 'AWS::Scheduler::ScheduleGroup');
  groupName = template.toJSON().Resources[group].Properties.Name as string;
  watcher = functionId(template, 'automation-watcher');
  const schedule = onlyResourceId(template, 'AWS::Scheduler::Schedule', { ScheduleExpression: 'rate(1 minute)' });
  schedulerRole = template.toJSON().Resources[schedule].Properties.Target.RoleArn['Fn::GetAtt'][0] as string;
});

const isSchedulerAction = (action: string) => action.toLowerCase().startsWith('scheduler:');
const env = (name: string) => (functionProps(template, name).Environment as { Variables: Record<string, unknown> }).Variables;

describe('schedule group and watcher schedule', () => {
  it('has one schedule group, named within the 64-character limit', () => {
    expect(groupName).toMatch(/^[0-9A-Za-z_.-]{1,64}$/);
  });

  it('invokes the watcher every minute, in the group, with no flexible window, through the scheduler role', () => {
    const schedule = onlyResourceId(template, 'AWS::Scheduler::Schedule', { ScheduleExpression: 'rate(1 minute)' });
    const resource = template.toJSON().Resources[schedule];
    expect(resource.Properties).toMatchObject({
      GroupName: groupName,
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
      Target: { Arn: { 'Fn::GetAtt': [watcher, 'Arn'] }, RoleArn: { 'Fn::GetAtt': [schedulerRole, 'Arn'] } },
    });
    expect(resource.Properties.Target.Input).toBeUndefined();
    // Created only once the group exists (its name is a plain string, not a reference).
    expect(resource.DependsOn).toEqual(expect.arrayContaining([onlyResourceId(template, 'AWS::Scheduler::ScheduleGroup')]));
  });

  it('gives the watcher a fixed name, so functions can name it without a reference cycle', () => {
    const name = functionProps(template, 'automation-watcher').FunctionName as string;
    expect(name).toMatch(/^[0-9A-Za-z_-]{1,64}$/);
    for (const fn of scheduleManagers) {
      expect(env(fn).PURSER_SCHEDULER_TARGET_ARN).toEqual({
        'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':lambda:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, `:function:${name}`]],
      });
    }
  });
});

describe('scheduler role', () => {
  it('is trusted by EventBridge Scheduler of this account only', () => {
    const trust = template.toJSON().Resources[schedulerRole].Properties.AssumeRolePolicyDocument.Statement;
    expect(trust).toEqual([
      {
        Effect: 'Allow',
        Action: 'sts:AssumeRole',
        Principal: { Service: 'scheduler.amazonaws.com' },
        Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
      },
    ]);
  });

  it('may only invoke the watcher', () => {
    const props = template.toJSON().Resources[schedulerRole].Properties;
    expect([props.ManagedPolicyArns, props.Policies]).toEqual([undefined, undefined]);
    expect(roleStatements(template, schedulerRole)).toEqual([
      { Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: { 'Fn::GetAtt': [watcher, 'Arn'] } },
    ]);
  });
});

describe('managing schedules', () => {
  it.each(scheduleManagers)('%s may create, update, read and delete schedules only in the group', (name) => {
    const statements = functionStatements(template, name)
      .filter((s) => actionsOf(s).some(isSchedulerAction))
      .map((s) => ({ ...s, Action: actionsOf(s).sort() }));
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule', 'scheduler:GetSchedule', 'scheduler:UpdateSchedule'],
        Resource: {
          'Fn::Join': [
            '',
            ['arn:', { Ref: 'AWS::Partition' }, ':scheduler:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, `:schedule/${groupName}/*`],
          ],
        },
      },
    ]);
  });

  it.each(scheduleManagers)('%s may pass only the scheduler role, and only to Scheduler', (name) => {
    const passes = functionStatements(template, name).filter((s) => actionsOf(s).includes('iam:PassRole'));
    expect(passes).toEqual([
      {
        Effect: 'Allow',
        Action: 'iam:PassRole',
        Resource: { 'Fn::GetAtt': [schedulerRole, 'Arn'] },
        Condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      },
    ]);
  });

  it.each(scheduleManagers)('%s is told the group, the watcher and the role', (name) => {
    expect(env(name)).toMatchObject({
      PURSER_SCHEDULER_GROUP: groupName,
      PURSER_SCHEDULER_TARGET_ARN: expect.anything(),
      PURSER_SCHEDULER_ROLE_ARN: { 'Fn::GetAtt': [schedulerRole, 'Arn'] },
    });
  });

  it.each(allFunctions.filter((name) => !scheduleManagers.includes(name)))('%s may not touch schedules or pass roles, and is told none', (name) => {
    expect(allowedActions(template, name).filter((a) => isSchedulerAction(a) || a === 'iam:PassRole')).toEqual([]);
    expect(Object.keys(env(name)).filter((key) => key.startsWith('PURSER_SCHEDULER_'))).toEqual([]);
  });

  it('grants Scheduler actions and PassRole nowhere else in the template, and never with a wildcard action', () => {
    const manages = (s: Statement) => actionsOf(s).some((a) => isSchedulerAction(a) || a === 'iam:PassRole');
    const granted = allStatements(template).filter(manages);
    expect(granted).toHaveLength(scheduleManagers.flatMap((name) => functionStatements(template, name).filter(manages)).length);
    expect(granted.flatMap(actionsOf).filter((a) => a.includes('*'))).toEqual([]);
  });
});

describe('the watcher', () => {
  it('reads and writes the table, enqueues jobs and reads the RPC secret, and never signs', () => {
    const actions = allowedActions(template, 'automation-watcher');
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'sqs:SendMessage', 'secretsmanager:GetSecretValue']));
    expect(actions.filter((a) => a.startsWith('kms:'))).toEqual([]);
  });

  it('finishes a sweep before the next one starts', () => {
    expect(functionProps(template, 'automation-watcher').Timeout).toBeLessThan(60);
  });

  it('alarms the operator when it fails', () => {
    const topic = onlyResourceId(template, 'AWS::SNS::Topic');
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: watcher } }],
      AlarmActions: [{ Ref: topic }],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Scheduler',
      MetricName: 'TargetErrorCount',
      Dimensions: [{ Name: 'ScheduleGroup', Value: groupName }],
      AlarmActions: [{ Ref: topic }],
    });
  });

  it('is in the stack outputs by its group', () => {
    template.hasOutput('ScheduleGroupName', { Value: Match.exact(groupName) });
  });
});
