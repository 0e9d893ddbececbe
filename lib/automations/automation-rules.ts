/**
 * The automation rules, pure: when one is due, what firing it changes, how a
 * run's outcome settles it, when its key stops it. No I/O; the use cases
 * (`run-due-automations.ts`, ...) read and write around them.
 */
import type { ApiKeyRecord } from '../accounts/api-key.ts';
import type { AutomationTrigger } from '../capabilities/automations/intent.ts';
import { maxStoredRuns, type Automation, type AutomationRun } from './automation.ts';
import { nextCalendarRun } from './calendar.ts';

/** Failed executions in a row after which a recurring automation stops (`failed`). */
export const maxConsecutiveFailures = 3;

/** A run whose job is still nowhere to be found this long after it was claimed is recorded as failed (the submit was lost). */
export const lostRunAfterMs = 5 * 60_000;

type Changes = Partial<Omit<Automation, 'automationId' | 'accountId' | 'version'>>;

/** The automation with `changes`, one version later; fields set to `undefined` are removed. */
export function revise(automation: Automation, changes: Changes, now: Date): Automation {
  const next: Record<string, unknown> = { ...automation, ...changes, version: automation.version + 1, updatedAt: now.toISOString() };
  for (const [field, value] of Object.entries(next)) if (value === undefined) delete next[field];
  return next as unknown as Automation;
}

export const runCount = (automation: Automation): number => automation.runCount ?? automation.runs.length;
export const hasPendingRun = (automation: Automation): boolean => automation.runs.some((run) => run.status === undefined);

/**
 * Where the automation sits in the watch index, or undefined when the watcher
 * has nothing more to do with it: its next run time, `price` for a limit
 * order still waiting for its price, `awaiting` while a run's outcome is unknown.
 */
export function watchSlot(automation: Automation): string | undefined {
  if (automation.status === 'active' && automation.nextRunAt) return automation.nextRunAt;
  if (automation.status === 'active' && automation.kind === 'limit' && runCount(automation) === 0) return 'price';
  if (automation.status === 'active' || hasPendingRun(automation)) return 'awaiting';
  return undefined;
}

/** The kind an automation's trigger makes it. */
export const kindOf = (trigger: AutomationTrigger): Automation['kind'] =>
  trigger.type === 'price' ? 'limit' : trigger.type === 'at' ? 'scheduled' : 'recurring';

/** The first run of a time-based trigger (a start already past runs at the next tick), undefined for a price trigger. */
export function firstRunAt(trigger: AutomationTrigger, now: Date): string | undefined {
  if (trigger.type === 'price') return undefined;
  const at = trigger.type === 'at' ? trigger.at : trigger.startAt;
  return new Date(Math.max(Date.parse(at), now.getTime())).toISOString();
}

/** Whether the automation may fire now (its price still to be checked for a limit order). */
export function mayFire(automation: Automation, now: Date): boolean {
  if (automation.status !== 'active') return false;
  if (automation.kind === 'limit') return runCount(automation) === 0;
  return automation.nextRunAt !== undefined && Date.parse(automation.nextRunAt) <= now.getTime();
}

/** Whether `priceUsd` meets a price trigger (at or beyond the limit). */
export function priceMet(trigger: Extract<AutomationTrigger, { type: 'price' }>, priceUsd: number): boolean {
  // A `reach` not yet settled into a way (it is, when the order is made) never fires.
  if (trigger.priceUsd === undefined || trigger.direction === 'reach') return false;
  const limit = Number(trigger.priceUsd);
  return trigger.direction === 'below' ? priceUsd <= limit : priceUsd >= limit;
}

/**
 * The run after the one firing at `now` of a recurring automation: the next
 * slot of its interval (or of its calendar, in UTC) strictly after `now`
 * (slots missed while nothing watched are skipped, never fired in a burst), or undefined once `count`
 * runs are made or the slot passes `endAt`.
 */
export function nextRunAfter(automation: Automation, now: Date): string | undefined {
  const { trigger } = automation;
  if (trigger.type !== 'every') return undefined;
  if (trigger.count !== undefined && runCount(automation) + 1 >= trigger.count) return undefined;
  const start = Date.parse(trigger.startAt);
  const step = trigger.intervalSeconds * 1000;
  const slot = trigger.calendar
    ? nextCalendarRun(trigger.calendar, new Date(start), new Date(Math.max(now.getTime(), start))).getTime()
    : start + (Math.floor(Math.max(0, now.getTime() - start) / step) + 1) * step;
  if (trigger.endAt !== undefined && slot > Date.parse(trigger.endAt)) return undefined;
  return new Date(slot).toISOString();
}

/** The automation once it fires at `now` with the job `jobId`: the run recorded, the next run set (or none). */
export function fire(automation: Automation, jobId: string, now: Date): Automation {
  const run: AutomationRun = { at: now.toISOString(), jobId };
  return revise(
    automation,
    { runs: [...automation.runs, run].slice(-maxStoredRuns), runCount: runCount(automation) + 1, nextRunAt: nextRunAfter(automation, now) },
    now,
  );
}

/** The outcome of a run's job, once known. */
export interface RunOutcome {
  readonly status: NonNullable<AutomationRun['status']>;
  readonly error?: string;
}

/**
 * Records known run outcomes, then applies the failure rule to an active automation:
 * - a limit or scheduled order ends with its one execution: `completed`, or
 *   `failed` / `cancelled` with the reason when its job failed or was cancelled;
 * - a recurring one carries on after a failure, and stops (`failed`) after
 *   {@link maxConsecutiveFailures} failed executions in a row; once its last
 *   run is made and known, it is `completed`.
 * @returns the next automation, or undefined when nothing changes.
 */
export function recordOutcomes(automation: Automation, outcomes: ReadonlyMap<string, RunOutcome>, now: Date): Automation | undefined {
  if (outcomes.size === 0) return undefined;
  const runs = automation.runs.map((run) => {
    const outcome = run.status === undefined ? outcomes.get(run.jobId) : undefined;
    return outcome ? { ...run, status: outcome.status, ...(outcome.error ? { error: outcome.error } : {}) } : run;
  });
  const recorded = { ...automation, runs };
  return revise(automation, { runs, ...settle(recorded) }, now);
}

function settle(automation: Automation): Changes {
  if (automation.status !== 'active') return {};
  const { runs } = automation;
  const last = runs.at(-1);
  if (automation.kind !== 'recurring') {
    if (!last?.status) return {};
    if (last.status === 'completed') return { status: 'completed', reason: undefined };
    if (last.status === 'cancelled') return { status: 'cancelled', reason: `Its execution ${last.jobId} was cancelled.` };
    return { status: 'failed', reason: `Its execution ${last.jobId} failed: ${last.error ?? 'no reason given'}` };
  }
  const tail = runs.slice(-maxConsecutiveFailures);
  if (tail.length === maxConsecutiveFailures && tail.every((run) => run.status === 'failed')) {
    return {
      status: 'failed',
      nextRunAt: undefined,
      reason: `Stopped after ${maxConsecutiveFailures} failed executions in a row; the last, ${last!.jobId}, failed: ${last!.error ?? 'no reason given'}`,
    };
  }
  if (automation.nextRunAt === undefined && !hasPendingRun(automation)) return { status: 'completed' };
  return {};
}

/** The automation with its run `jobId` recorded as failed (its job could not be submitted: quota, queue), the failure rule applied. */
export function failRun(automation: Automation, jobId: string, error: string, now: Date): Automation {
  return recordOutcomes(automation, new Map([[jobId, { status: 'failed', error }]]), now)!;
}

/**
 * Why the key that created an automation can no longer act for it (revoked,
 * regenerated since the automation was created, expired), or undefined.
 */
export function keyRefusal(automation: Automation, key: ApiKeyRecord | undefined, now: Date): string | undefined {
  if (key?.status !== 'active') return `The API key ${automation.keyId} that created it was revoked.`;
  if (key.regeneratedAt !== undefined && key.regeneratedAt > automation.createdAt) {
    return `The API key ${automation.keyId} that created it was regenerated, so its old secret is revoked.`;
  }
  if (key.expiresAt !== undefined && Date.parse(key.expiresAt) <= now.getTime()) return `The API key ${automation.keyId} that created it expired.`;
  return undefined;
}
