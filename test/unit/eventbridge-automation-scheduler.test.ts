import { CreateScheduleCommand, type DeleteScheduleCommand, type UpdateScheduleCommand, type SchedulerClient } from '@aws-sdk/client-scheduler';
import { describe, expect, it } from 'vitest';
import { eventBridgeAutomationScheduler } from '../../lib/adapters/scheduler/eventbridge-automation-scheduler.ts';
import { rateExpression, scheduleName } from '../../lib/adapters/scheduler/schedule-input.ts';
import type { Automation } from '../../lib/automations/automation.ts';
import type { AutomationTrigger } from '../../lib/capabilities/automations/intent.ts';
import { PermanentError, TransientError } from '../../lib/errors.ts';

const target = {
  groupName: 'purser-automations',
  targetArn: 'arn:aws:lambda:us-east-1:111122223333:function:purser-watcher',
  roleArn: 'arn:aws:iam::111122223333:role/purser-scheduler',
};
const now = new Date('2026-03-01T12:00:00.000Z');
const automationId = 'auto_01JN0000000000000000000000';

function automation(trigger: AutomationTrigger, overrides: Partial<Automation> = {}): Automation {
  return {
    automationId,
    accountId: 'acct_1',
    keyId: 'key_1',
    keyScope: 'full',
    kind: trigger.type === 'price' ? 'limit' : trigger.type === 'at' ? 'scheduled' : 'recurring',
    action: {
      kind: 'swap',
      chain: 'base',
      tokenIn: 'USDC',
      tokenOut: 'ETH',
      amount: { kind: 'exact', value: '10' },
      side: 'sell',
      slippageBps: 100,
    },
    trigger,
    description: 'buy ETH with 10 USDC on base',
    status: 'active',
    runs: [],
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    version: 1,
    ...overrides,
  };
}

type Command = CreateScheduleCommand | UpdateScheduleCommand | DeleteScheduleCommand;

/** A Scheduler client whose `send` records each command and answers from `answer` (throwing what it throws). */
function fakeClient(answer: (command: Command) => unknown = () => ({})) {
  const sent: Command[] = [];
  const client = {
    send: async (command: Command) => {
      sent.push(command);
      return answer(command);
    },
  } as unknown as SchedulerClient;
  return { client, sent, scheduler: eventBridgeAutomationScheduler(client, { ...target, now: () => now }) };
}

const sdkError = (name: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${name} message`), { name, $fault: 'client', $metadata: { httpStatusCode: 400 }, ...extra });

const expectedTarget = { Arn: target.targetArn, RoleArn: target.roleArn, Input: JSON.stringify({ automationId }) };

describe('eventBridgeAutomationScheduler.schedule', () => {
  it('creates a one-time at() schedule in UTC for an `at` trigger, deleted after it fires', async () => {
    const { scheduler, sent } = fakeClient();
    await scheduler.schedule(automation({ type: 'at', at: '2026-03-02T09:00:00.000Z' }));
    expect(sent.map((c) => c.constructor.name)).toEqual(['CreateScheduleCommand']);
    expect(sent[0]!.input).toEqual({
      Name: automationId,
      GroupName: 'purser-automations',
      Description: `Purser scheduled automation ${automationId}`,
      ScheduleExpression: 'at(2026-03-02T09:00:00)',
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
      ActionAfterCompletion: 'DELETE',
      Target: expectedTarget,
    });
  });

  it('moves an `at` instant already past to a minute from now, so the schedule still fires', async () => {
    const { scheduler, sent } = fakeClient();
    await scheduler.schedule(automation({ type: 'at', at: '2026-03-01T11:00:00Z' }));
    expect((sent[0]!.input as { ScheduleExpression: string }).ScheduleExpression).toBe('at(2026-03-01T12:01:00)');
  });

  it('creates a rate() schedule from startAt ending after `count` intervals plus a margin for an `every` trigger', async () => {
    const { scheduler, sent } = fakeClient();
    await scheduler.schedule(automation({ type: 'every', intervalSeconds: 86_400, startAt: '2026-03-02T00:00:00Z', count: 30 }));
    expect(sent[0]!.input).toEqual({
      Name: automationId,
      GroupName: 'purser-automations',
      Description: `Purser recurring automation ${automationId}`,
      ScheduleExpression: 'rate(1 day)',
      StartDate: new Date('2026-03-02T00:00:00Z'),
      EndDate: new Date('2026-04-01T00:05:00Z'),
      ActionAfterCompletion: 'DELETE',
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
      Target: expectedTarget,
    });
  });

  it('ends at the earlier of endAt and the count, and keeps the phase of a startAt already past', async () => {
    const { scheduler, sent } = fakeClient();
    await scheduler.schedule(automation({ type: 'every', intervalSeconds: 7_200, startAt: '2026-03-01T09:30:00Z', count: 100, endAt: '2026-03-03T00:00:00Z' }));
    expect(sent[0]!.input).toMatchObject({
      ScheduleExpression: 'rate(2 hours)',
      StartDate: new Date('2026-03-01T13:30:00Z'),
      EndDate: new Date('2026-03-03T00:05:00Z'),
    });
  });

  it('gives an endless recurring trade (no count, no endAt) a schedule without an end', async () => {
    const { scheduler, sent } = fakeClient();
    await scheduler.schedule(automation({ type: 'every', intervalSeconds: 900, startAt: '2026-03-01T12:00:00Z' }));
    const input = sent[0]!.input as unknown as Record<string, unknown>;
    expect([input.ScheduleExpression, input.EndDate, input.ActionAfterCompletion]).toEqual(['rate(15 minutes)', undefined, undefined]);
  });

  it('creates no schedule for a price trigger: the watcher sweep evaluates it', async () => {
    const { scheduler, sent } = fakeClient();
    await scheduler.schedule(automation({ type: 'price', token: 'DEGEN', chain: 'base', direction: 'below', priceUsd: '0.004' }));
    expect(sent).toEqual([]);
  });

  it.each([
    ['a recurring trade past its end', automation({ type: 'every', intervalSeconds: 3_600, startAt: '2026-02-01T00:00:00Z', count: 3 })],
    ['a cancelled automation', automation({ type: 'at', at: '2026-03-02T09:00:00Z' }, { status: 'cancelled' })],
  ])('deletes the schedule of %s instead of creating one', async (_label, value) => {
    const { scheduler, sent } = fakeClient();
    await scheduler.schedule(value);
    expect(sent.map((c) => [c.constructor.name, c.input])).toEqual([['DeleteScheduleCommand', { Name: automationId, GroupName: 'purser-automations' }]]);
  });

  it('updates the schedule with the same input when it already exists (a repeat is not an error)', async () => {
    const { scheduler, sent } = fakeClient((command) => {
      if (command instanceof CreateScheduleCommand) throw sdkError('ConflictException');
      return {};
    });
    await scheduler.schedule(automation({ type: 'at', at: '2026-03-02T09:00:00Z' }));
    expect(sent.map((c) => c.constructor.name)).toEqual(['CreateScheduleCommand', 'UpdateScheduleCommand']);
    expect(sent[1]!.input).toEqual(sent[0]!.input);
  });

  it('refuses an interval that is not a whole number of minutes with a clear code', async () => {
    const { scheduler, sent } = fakeClient();
    const thrown = await scheduler.schedule(automation({ type: 'every', intervalSeconds: 90, startAt: '2026-03-02T00:00:00Z' })).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(PermanentError);
    expect(thrown).toMatchObject({ code: 'AUTOMATION_INTERVAL_UNSUPPORTED' });
    expect(sent).toEqual([]);
  });
});

describe('eventBridgeAutomationScheduler.unschedule', () => {
  it('deletes the schedule in the group', async () => {
    const { scheduler, sent } = fakeClient();
    await scheduler.unschedule(automationId);
    expect(sent.map((c) => [c.constructor.name, c.input])).toEqual([['DeleteScheduleCommand', { Name: automationId, GroupName: 'purser-automations' }]]);
  });

  it('succeeds when the schedule is already gone', async () => {
    const { scheduler } = fakeClient(() => {
      throw sdkError('ResourceNotFoundException');
    });
    await expect(scheduler.unschedule(automationId)).resolves.toBeUndefined();
  });
});

describe('error mapping', () => {
  it.each([
    ['throttling', sdkError('ThrottlingException')],
    ['a server fault', sdkError('InternalServerException', { $fault: 'server', $metadata: { httpStatusCode: 500 } })],
    ['no answer at all', Object.assign(new Error('socket hang up'), { name: 'TimeoutError', $metadata: {} })],
  ])('maps %s to TransientError SCHEDULER_UNAVAILABLE', async (_label, error) => {
    const { scheduler } = fakeClient(() => {
      throw error;
    });
    const thrown = await scheduler.schedule(automation({ type: 'at', at: '2026-03-02T09:00:00Z' })).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(TransientError);
    expect(thrown).toMatchObject({ code: 'SCHEDULER_UNAVAILABLE', retryable: true, cause: error });
  });

  it('maps anything else to PermanentError SCHEDULER_REQUEST_FAILED naming the operation and the SDK error', async () => {
    const error = sdkError('ValidationException');
    const { scheduler } = fakeClient(() => {
      throw error;
    });
    const thrown = await scheduler.unschedule(automationId).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(PermanentError);
    expect(thrown).toMatchObject({
      code: 'SCHEDULER_REQUEST_FAILED',
      retryable: false,
      cause: error,
      details: { operation: 'DeleteSchedule', automationId, schedulerError: 'ValidationException' },
    });
    expect((thrown as Error).message).toBe(
      `EventBridge Scheduler DeleteSchedule for automation ${automationId} failed: ValidationException: ValidationException message`,
    );
  });

  it('maps an access denial on update after a conflict to PermanentError too', async () => {
    const { scheduler } = fakeClient((command) => {
      throw sdkError(command instanceof CreateScheduleCommand ? 'ConflictException' : 'AccessDeniedException');
    });
    await expect(scheduler.schedule(automation({ type: 'at', at: '2026-03-02T09:00:00Z' }))).rejects.toMatchObject({
      code: 'SCHEDULER_REQUEST_FAILED',
      details: { operation: 'UpdateSchedule', schedulerError: 'AccessDeniedException' },
    });
  });
});

describe('names and rates', () => {
  it('names a schedule after its automation, within 64 allowed characters', () => {
    expect(scheduleName(automationId)).toBe(automationId);
    const long = scheduleName(`auto:${'x'.repeat(80)}`);
    expect(long).toMatch(/^[0-9A-Za-z_.-]{1,64}$/);
    expect(long).not.toBe(scheduleName(`auto:${'x'.repeat(81)}`));
  });

  it.each([
    [60, 'rate(1 minute)'],
    [300, 'rate(5 minutes)'],
    [3_600, 'rate(1 hour)'],
    [5_400, 'rate(90 minutes)'],
    [86_400, 'rate(1 day)'],
    [604_800, 'rate(7 days)'],
  ])('writes %i seconds as %s', (seconds, expression) => {
    expect(rateExpression(seconds)).toBe(expression);
  });
});
