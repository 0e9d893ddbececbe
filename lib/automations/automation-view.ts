import type { Automation } from './automation.ts';
import { runCount } from './automation-rules.ts';

/** An automation as its owner sees it (prompts, richData, the operators' CLI): no key scope or version. */
export interface AutomationView {
  readonly automationId: string;
  readonly kind: Automation['kind'];
  readonly description: string;
  readonly trigger: Automation['trigger'];
  readonly action: Automation['action'];
  readonly status: Automation['status'];
  readonly reason?: string;
  readonly nextRunAt: string | null;
  readonly runCount: number;
  /** The latest executions with their job ids (`GET /agent/job/{jobId}`); `pending` until the job's outcome is recorded. */
  readonly runs: ReadonlyArray<{ at: string; jobId: string; status: 'pending' | 'completed' | 'failed' | 'cancelled'; error?: string }>;
  readonly keyId: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export function toAutomationView(automation: Automation): AutomationView {
  return {
    automationId: automation.automationId,
    kind: automation.kind,
    description: automation.description,
    trigger: automation.trigger,
    action: automation.action,
    status: automation.status,
    ...(automation.reason ? { reason: automation.reason } : {}),
    nextRunAt: automation.nextRunAt ?? null,
    runCount: runCount(automation),
    runs: automation.runs.map((run) => ({ at: run.at, jobId: run.jobId, status: run.status ?? 'pending', ...(run.error ? { error: run.error } : {}) })),
    keyId: automation.keyId,
    createdAt: automation.createdAt,
    updatedAt: automation.updatedAt,
  };
}

const dayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The trigger in words: "when DEGEN on base is below $0.008", "at 2026-…", "every 1 h from … (3 times)". */
export function describeTrigger(trigger: Automation['trigger']): string {
  switch (trigger.type) {
    case 'price':
      return `when ${trigger.token} on ${trigger.chain} is ${trigger.direction} $${trigger.priceUsd ?? '?'}`;
    case 'at':
      return `at ${trigger.at}`;
    case 'every': {
      const s = trigger.intervalSeconds;
      const every = s % 86_400 === 0 ? `${s / 86_400} d` : s % 3_600 === 0 ? `${s / 3_600} h` : s % 60 === 0 ? `${s / 60} min` : `${s} s`;
      const bound = [trigger.count !== undefined ? `${trigger.count} times` : '', trigger.endAt ? `until ${trigger.endAt}` : ''].filter(Boolean).join(', ');
      const time = trigger.startAt.slice(11, 16);
      const when = trigger.calendar?.weekdays
        ? `on ${trigger.calendar.weekdays.map((d) => dayNames[d]).join(', ')} at ${time} UTC`
        : trigger.calendar?.monthDay !== undefined
          ? `on day ${trigger.calendar.monthDay} of each month (its last day when shorter) at ${time} UTC`
          : `every ${every}`;
      return `${when} from ${trigger.startAt}${bound ? ` (${bound})` : ''}`;
    }
  }
}
