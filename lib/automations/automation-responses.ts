import type { JobOutcome } from '../jobs/job-context.ts';
import { describeTrigger, toAutomationView, type AutomationView } from './automation-view.ts';
import { usdDecimal } from './create-automation.ts';
import type { Automation } from './automation.ts';

const label: Record<Automation['kind'], string> = { limit: 'Order', scheduled: 'Scheduled trade', recurring: 'Recurring trade' };

const line = (view: AutomationView): string => {
  const runs = view.runs.length > 0 ? `; runs: ${view.runs.map((r) => `${r.jobId} ${r.status}${r.error ? ` (${r.error})` : ''}`).join(', ')}` : '';
  const next = view.nextRunAt ? `; next run ${view.nextRunAt}` : '';
  const reason = view.reason && view.status !== 'active' ? ` — ${view.reason}` : '';
  return `- ${view.automationId} (${view.kind}, ${view.status}${reason}): ${view.description} — ${describeTrigger(view.trigger)}${next}${runs}`;
};

/** The answer to creating an automation: its id, what and when, and its next run. */
export function createdOutcome(automation: Automation, currentPriceUsd?: number): JobOutcome {
  const view = toAutomationView(automation);
  const now = currentPriceUsd !== undefined ? ` (now $${usdDecimal(currentPriceUsd)})` : '';
  const next = view.nextRunAt ? ` (next run ${view.nextRunAt})` : '';
  return {
    response: `${label[automation.kind]} ${automation.automationId} created: ${automation.description} — ${describeTrigger(automation.trigger)}${now}${next}. Cancel it with "cancel order ${automation.automationId}".`,
    richData: [{ type: 'automation', ...view }],
  };
}

/** The answer to "show my orders". */
export function listedOutcome(views: readonly AutomationView[]): JobOutcome {
  if (views.length === 0) return { response: 'You have no orders or automations.', richData: [{ type: 'automations', automations: [] }] };
  return {
    response: `Your orders and automations (${views.length}):\n${views.map(line).join('\n')}`,
    richData: [{ type: 'automations', automations: views }],
  };
}

/** The answer to a cancel. */
export function cancelledOutcome(views: readonly AutomationView[], target: string): JobOutcome {
  const response =
    views.length === 0
      ? 'You had no open orders or automations; nothing was cancelled.'
      : target === 'all'
        ? `Cancelled ${views.length} order${views.length === 1 ? '' : 's'} and automation${views.length === 1 ? '' : 's'}:\n${views.map((v) => `- ${v.automationId}: ${v.description}`).join('\n')}`
        : `Cancelled ${views[0]!.automationId}: ${views[0]!.description}. It will not run again.`;
  return { response, richData: [{ type: 'automations-cancelled', automations: views }] };
}
