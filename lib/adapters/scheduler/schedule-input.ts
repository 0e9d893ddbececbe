import { createHash } from 'node:crypto';
import type { CreateScheduleCommandInput } from '@aws-sdk/client-scheduler';
import { PermanentError } from '../../errors.ts';
import type { Automation } from '../../automations/automation.ts';

/** Where an automation's schedule lives and what it invokes (from PURSER_SCHEDULER_*). */
export interface ScheduleTarget {
  /** The schedule group every automation schedule is created in. */
  readonly groupName: string;
  /** ARN of the automation watcher Lambda. */
  readonly targetArn: string;
  /** ARN of the role EventBridge Scheduler assumes to invoke it. */
  readonly roleArn: string;
}

/** EventBridge Scheduler caps schedule names at 64 characters of `[0-9A-Za-z_.-]`. */
const maxNameLength = 64;

/**
 * Slack past the last run a recurring schedule is kept for, so a run that
 * fires a little late still fires; the core enforces the exact count and end.
 */
export const endMarginMs = 5 * 60_000;

/** A schedule whose instant has passed never fires; one this far ahead does, and the watcher decides. */
const pastAtDelayMs = 60_000;

/**
 * The schedule name of an automation: its id (`auto_<ULID>`, 31 characters)
 * when it fits the name rules, otherwise a cleaned prefix plus a hash, so
 * distinct ids never share a schedule.
 */
export function scheduleName(automationId: string): string {
  const clean = automationId.replace(/[^0-9A-Za-z_.-]/g, '-');
  if (clean === automationId && clean.length <= maxNameLength && clean.length > 0) return clean;
  const hash = createHash('sha256').update(automationId).digest('hex').slice(0, 16);
  return `${clean.slice(0, maxNameLength - hash.length - 1)}-${hash}`;
}

/**
 * The CreateSchedule input for a time-based automation, or `undefined` when
 * it needs no schedule (price triggers: the watcher's one-minute sweep
 * evaluates them) or no longer needs one (a recurring trade past its end).
 *
 * - `at`: a one-time `at(...)` schedule in UTC, deleted by Scheduler once it
 *   has fired; an instant already past becomes one minute from `now`.
 * - `every`: `rate(N minutes|hours|days)` from `startAt` (moved forward by
 *   whole intervals when it has passed, keeping the phase), ending at
 *   `endAt` or after `count` intervals, whichever is earlier, plus
 *   {@link endMarginMs}.
 *
 * @throws PermanentError `AUTOMATION_INTERVAL_UNSUPPORTED` for an interval that is not a whole number of minutes.
 */
export function scheduleInput(automation: Automation, target: ScheduleTarget, now: Date): CreateScheduleCommandInput | undefined {
  const { trigger } = automation;
  if (trigger.type === 'price') return undefined;
  const common = {
    Name: scheduleName(automation.automationId),
    GroupName: target.groupName,
    Description: `Purser ${automation.kind} automation ${automation.automationId}`,
    FlexibleTimeWindow: { Mode: 'OFF' as const },
    State: 'ENABLED' as const,
    Target: {
      Arn: target.targetArn,
      RoleArn: target.roleArn,
      Input: JSON.stringify({ automationId: automation.automationId }),
    },
  };
  if (trigger.type === 'at') {
    const at = Math.max(Date.parse(trigger.at), now.getTime() + pastAtDelayMs);
    return {
      ...common,
      ScheduleExpression: `at(${new Date(at).toISOString().slice(0, 19)})`,
      ScheduleExpressionTimezone: 'UTC',
      ActionAfterCompletion: 'DELETE',
    };
  }
  const intervalMs = trigger.intervalSeconds * 1000;
  const startMs = Date.parse(trigger.startAt);
  const ends = [
    trigger.endAt === undefined ? undefined : Date.parse(trigger.endAt),
    trigger.count === undefined ? undefined : startMs + trigger.count * intervalMs,
  ].filter((end): end is number => end !== undefined);
  const endMs = ends.length > 0 ? Math.min(...ends) + endMarginMs : undefined;
  const skipped = startMs < now.getTime() ? Math.ceil((now.getTime() - startMs) / intervalMs) : 0;
  const nextMs = startMs + skipped * intervalMs;
  if (endMs !== undefined && nextMs >= endMs) return undefined;
  return {
    ...common,
    ScheduleExpression: rateExpression(trigger.intervalSeconds),
    StartDate: new Date(nextMs),
    ...(endMs === undefined ? {} : { EndDate: new Date(endMs), ActionAfterCompletion: 'DELETE' as const }),
  };
}

/** `rate(...)` in the largest whole unit: Scheduler takes minutes, hours or days. */
export function rateExpression(intervalSeconds: number): string {
  const units = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
  ] as const;
  for (const [seconds, unit] of units) {
    if (intervalSeconds % seconds === 0 && intervalSeconds >= seconds) {
      const n = intervalSeconds / seconds;
      return `rate(${n} ${unit}${n === 1 ? '' : 's'})`;
    }
  }
  throw new PermanentError(
    'AUTOMATION_INTERVAL_UNSUPPORTED',
    `A recurring trade must repeat every whole number of minutes; ${intervalSeconds} seconds is not one.`,
    { details: { intervalSeconds } },
  );
}
