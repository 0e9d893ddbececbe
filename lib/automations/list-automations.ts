import type { Deps } from '../deps.ts';
import { toAutomationView, type AutomationView } from './automation-view.ts';

/**
 * An account's orders and automations, newest first, with their status (and
 * why, when paused or failed), next run and past executions with their job ids.
 */
export async function listAutomations(deps: Pick<Deps, 'automations'>, accountId: string): Promise<AutomationView[]> {
  const automations = await deps.automations.listByAccount(accountId);
  return automations.reverse().map(toAutomationView);
}
