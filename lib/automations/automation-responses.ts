import type { JobOutcome } from '../jobs/job-context.ts';
import { describeTrigger, toAutomationView, type AutomationView } from './automation-view.ts';
import { usdDecimal } from './create-automation.ts';
import type { Automation } from './automation.ts';
import { stablecoins } from '../language/token-registry.ts';

const label: Record<Automation['kind'], string> = { limit: 'Order', scheduled: 'Scheduled trade', recurring: 'Recurring trade' };

const line = (view: AutomationView): string => {
  const runs = view.runs.length > 0 ? `; runs: ${view.runs.map((r) => `${r.jobId} ${r.status}${r.error ? ` (${r.error})` : ''}`).join(', ')}` : '';
  const next = view.nextRunAt ? `; next run ${view.nextRunAt}` : '';
  const reason = view.reason && view.status !== 'active' ? ` — ${view.reason}` : '';
  return `- ${view.automationId} (${view.kind}, ${view.status}${reason}): ${view.description} — ${describeTrigger(view.trigger)}${next}${runs}`;
};

/** How to stop it: an open-ended repetition runs until it is stopped, so the words that stop it are said. */
function stopHint(automation: Automation): string {
  const { trigger, action } = automation;
  const cancel = `"cancel order ${automation.automationId}"`;
  if (trigger.type !== 'every' || trigger.count !== undefined || trigger.endAt !== undefined) return `Cancel it with ${cancel}.`;
  const every = trigger.calendar?.weekdays
    ? 'weekday'
    : trigger.calendar?.monthDay !== undefined
      ? 'monthly'
      : trigger.intervalSeconds === 86_400
        ? 'daily'
        : trigger.intervalSeconds === 604_800
          ? 'weekly'
          : trigger.intervalSeconds === 3600
            ? 'hourly'
            : 'recurring';
  const what =
    action.kind === 'transfer'
      ? `${action.token} sends`
      : stablecoins.has(action.tokenIn.toUpperCase())
        ? `${action.tokenOut} buys`
        : `${action.tokenIn} sells`;
  return `It repeats with no end until you stop it: say "stop my ${every} ${what}" or ${cancel}.`;
}

/** The answer to creating an automation: its id, what and when, and its next run. */
export function createdOutcome(automation: Automation, currentPriceUsd?: number): JobOutcome {
  const view = toAutomationView(automation);
  const now = currentPriceUsd !== undefined ? ` (now $${usdDecimal(currentPriceUsd)})` : '';
  const next = view.nextRunAt ? ` (next run ${view.nextRunAt})` : '';
  return {
    response: `${label[automation.kind]} ${automation.automationId} created: ${automation.description} — ${describeTrigger(automation.trigger)}${now}${next}. ${stopHint(automation)}`,
    richData: [{ type: 'automation', ...view }],
  };
}

/** The answer to "show my orders" (or to "show my recurring buys": `match` in words). */
export function listedOutcome(views: readonly AutomationView[], match?: string): JobOutcome {
  if (views.length === 0)
    return { response: match ? `You have no ${match}.` : 'You have no orders or automations.', richData: [{ type: 'automations', automations: [] }] };
  return {
    response: `Your ${match ?? 'orders and automations'} (${views.length}):\n${views.map(line).join('\n')}`,
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

/** The answer to a cancel by what the order is, when not exactly one open order fits: nothing was cancelled. */
export function unmatchedOutcome(views: readonly AutomationView[], match: string): JobOutcome {
  const response =
    views.length === 0
      ? `No open order is one of your ${match}; nothing was cancelled. See them all with "show my orders".`
      : `${views.length} open orders are ${match}; nothing was cancelled. Say which one: ${views.map((v) => `"cancel order ${v.automationId}" (${v.description})`).join(', or ')}.`;
  return {
    response,
    richData: [
      { type: 'automations-cancelled', automations: [] },
      { type: 'automations', automations: views },
    ],
  };
}
