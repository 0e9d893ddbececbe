import { CreateScheduleCommand, DeleteScheduleCommand, UpdateScheduleCommand, type SchedulerClient } from '@aws-sdk/client-scheduler';
import { PermanentError, TransientError } from '../../errors.ts';
import type { AutomationScheduler } from '../../automations/automation-scheduler.ts';
import { scheduleInput, scheduleName, type ScheduleTarget } from './schedule-input.ts';

/** Options of {@link eventBridgeAutomationScheduler}. */
export interface EventBridgeAutomationSchedulerOptions extends ScheduleTarget {
  /** The current time (tests pin it); past instants are moved forward from it. */
  readonly now?: () => Date;
}

/** Scheduler error names worth a retry later (the SDK already retried a few times). */
const transientErrorNames = new Set(['ThrottlingException', 'InternalServerException']);

/**
 * The AutomationScheduler on EventBridge Scheduler: one schedule per
 * scheduled or recurring automation, in the deployment's schedule group,
 * invoking the automation watcher with `{ "automationId": "..." }` through
 * the scheduler role (see `infra/constructs/automations.ts`). Price triggers
 * get none: the watcher's own one-minute schedule evaluates them.
 *
 * Idempotent both ways: scheduling an automation that already has a schedule
 * replaces it (CreateSchedule, then UpdateSchedule on a conflict), and
 * unscheduling a missing one succeeds. Scheduling an automation that is no
 * longer active, or a recurring one past its end, removes its schedule.
 *
 * Errors are wrapped with the SDK error as `cause`: TransientError
 * `SCHEDULER_UNAVAILABLE` for throttling, server faults and network
 * failures; PermanentError `SCHEDULER_REQUEST_FAILED` otherwise (validation,
 * access denied, a missing group: the operator's to fix).
 *
 * @param client an unmodified Scheduler client; region and credentials come from the environment.
 * @param options the group, target and role (PURSER_SCHEDULER_GROUP, _TARGET_ARN, _ROLE_ARN).
 */
export function eventBridgeAutomationScheduler(client: SchedulerClient, options: EventBridgeAutomationSchedulerOptions): AutomationScheduler {
  const now = options.now ?? (() => new Date());

  async function send(operation: string, automationId: string, call: () => Promise<unknown>): Promise<void> {
    try {
      await call();
    } catch (error) {
      throw wrapSchedulerError(operation, automationId, error);
    }
  }

  async function unschedule(automationId: string): Promise<void> {
    try {
      await client.send(new DeleteScheduleCommand({ Name: scheduleName(automationId), GroupName: options.groupName }));
    } catch (error) {
      if (errorName(error) === 'ResourceNotFoundException') return;
      throw wrapSchedulerError('DeleteSchedule', automationId, error);
    }
  }

  return {
    async schedule(automation) {
      const input = automation.status === 'active' ? scheduleInput(automation, options, now()) : undefined;
      if (input === undefined) {
        if (automation.trigger.type !== 'price') await unschedule(automation.automationId);
        return;
      }
      try {
        await client.send(new CreateScheduleCommand(input));
        return;
      } catch (error) {
        if (errorName(error) !== 'ConflictException') throw wrapSchedulerError('CreateSchedule', automation.automationId, error);
      }
      await send('UpdateSchedule', automation.automationId, () => client.send(new UpdateScheduleCommand(input)));
    },
    unschedule,
  };
}

const errorName = (error: unknown): string => (error as { name?: string } | undefined)?.name ?? 'Error';

/** Maps a Scheduler SDK error to the service's error classes; the SDK error is the `cause`. */
export function wrapSchedulerError(operation: string, automationId: string, error: unknown): Error {
  const sdkError = error as { $fault?: string; $retryable?: unknown; $metadata?: { httpStatusCode?: number } } | undefined;
  const name = errorName(error);
  // No HTTP status means the request never got an answer (connection refused, reset, timeout).
  const transient =
    transientErrorNames.has(name) || sdkError?.$fault === 'server' || Boolean(sdkError?.$retryable) || sdkError?.$metadata?.httpStatusCode === undefined;
  const message = `EventBridge Scheduler ${operation} for automation ${automationId} failed: ${name}${error instanceof Error ? `: ${error.message}` : ''}`;
  const details = { operation, automationId, schedulerError: name };
  return transient
    ? new TransientError('SCHEDULER_UNAVAILABLE', message, { cause: error, details })
    : new PermanentError('SCHEDULER_REQUEST_FAILED', message, { cause: error, details });
}
