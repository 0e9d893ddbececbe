import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { transactionWatcherTimeout } from '../../infra/constructs/transaction-watcher.ts';
import { allowedActions, functionId, functionProps, onlyResourceId, synthPurser } from './template.ts';

let template: Template;
beforeAll(() => {
  template = synthPurser();
});

describe('transaction watcher', () => {
  it('runs every minute from an EventBridge rule, without retries of a missed pass', () => {
    const rule = onlyResourceId(template, 'AWS::Events::Rule', { ScheduleExpression: 'rate(1 minute)' });
    const properties = template.toJSON().Resources[rule].Properties;
    expect(properties.State).toBe('ENABLED');
    expect(properties.Targets).toEqual([
      expect.objectContaining({
        Arn: { 'Fn::GetAtt': [functionId(template, 'transaction-watcher'), 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 60 },
      }),
    ]);
  });

  it('may be invoked by that rule only', () => {
    const permissions = Object.values(template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>).filter(
      (r) => r.Type === 'AWS::Lambda::Permission' && JSON.stringify(r.Properties.FunctionName).includes(functionId(template, 'transaction-watcher')),
    );
    expect(permissions.map((p) => [p.Properties.Principal, p.Properties.SourceArn])).toEqual([
      ['events.amazonaws.com', { 'Fn::GetAtt': [onlyResourceId(template, 'AWS::Events::Rule', { ScheduleExpression: 'rate(1 minute)' }), 'Arn'] }],
    ]);
  });

  it('ends a pass before the next one starts', () => {
    expect(functionProps(template, 'transaction-watcher').Timeout).toBe(transactionWatcherTimeout.toSeconds());
    expect(transactionWatcherTimeout.toSeconds()).toBeLessThan(60);
  });

  it('signs (fee bumps, no-ops at a nonce), reads the chains, writes the table and enqueues resumed jobs; no schedules, no providers', () => {
    const actions = allowedActions(template, 'transaction-watcher');
    expect(actions).toEqual(expect.arrayContaining(['kms:Sign', 'sqs:SendMessage', 'dynamodb:UpdateItem', 'secretsmanager:GetSecretValue']));
    expect(actions.filter((a) => a.startsWith('scheduler:') || a.startsWith('ses:'))).toEqual([]);
  });

  it('has an alarm on its errors', () => {
    const alarms = Object.values(template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>).filter(
      (r) => r.Type === 'AWS::CloudWatch::Alarm' && JSON.stringify(r.Properties.Dimensions ?? []).includes(functionId(template, 'transaction-watcher')),
    );
    expect(alarms).toHaveLength(1);
  });
});
