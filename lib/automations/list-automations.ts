import type { Deps } from '../deps.ts';
import { toAutomationView, type AutomationView } from './automation-view.ts';
import { matchesAutomation } from './automation-match.ts';
import type { AutomationMatch } from '../capabilities/automations/intent.ts';

/**
 * An account's orders and automations, newest first, with their status (and
 * why, when paused or failed), next run and past executions with their job ids;
 * only those that fit `match` when given ("show my recurring buys").
 */
export async function listAutomations(deps: Pick<Deps, 'automations'>, accountId: string, match?: AutomationMatch): Promise<AutomationView[]> {
  const automations = await deps.automations.listByAccount(accountId);
  return automations
    .filter((a) => !match || matchesAutomation(a, match))
    .reverse()
    .map(toAutomationView);
}
