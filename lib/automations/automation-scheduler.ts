import type { Automation } from './automation.ts';

/**
 * Arranges for time-based automations to be looked at when they are due.
 *
 * In AWS each `scheduled`/`recurring` automation gets its own EventBridge
 * Scheduler schedule that invokes the automation watcher with
 * `{ automationId }`; price triggers (`limit`) are covered by the watcher's
 * fixed-cadence schedule, so `schedule` may ignore them. Locally the port is a
 * no-op: the local tick finds due automations by `nextRunAt`.
 *
 * Both methods are idempotent: scheduling an automation again replaces its
 * schedule (with the new `nextRunAt`), unscheduling a missing one succeeds.
 */
export interface AutomationScheduler {
  /** Creates or replaces the schedule of `automation` (time-based ones; no-op for price triggers). */
  schedule(automation: Automation): Promise<void>;
  /** Deletes the schedule of `automationId`, if any. */
  unschedule(automationId: string): Promise<void>;
}

/** The local scheduler: nothing to do, the local tick reads `nextRunAt`. */
export const noopAutomationScheduler: AutomationScheduler = {
  async schedule() {},
  async unschedule() {},
};
