import { ConflictError, NotFoundError } from '../errors.ts';
import type { Deps } from '../deps.ts';
import type { Automation } from './automation.ts';
import { revise } from './automation-rules.ts';
import { toAutomationView, type AutomationView } from './automation-view.ts';
import { matchesAutomation } from './automation-match.ts';
import type { AutomationMatch } from '../capabilities/automations/intent.ts';

const open = (automation: Automation): boolean => automation.status === 'active' || automation.status === 'paused';

type CancelDeps = Pick<Deps, 'automations' | 'automationScheduler' | 'clock' | 'logger'>;

/** Cancels one automation, re-reading it when a watcher changed it meanwhile. Cancelling a cancelled one is a no-op. */
async function cancelOne(deps: CancelDeps, current: Automation): Promise<Automation> {
  let automation: Automation | undefined = current;
  for (let attempt = 0; attempt < 5 && automation; attempt += 1) {
    if (automation.status === 'cancelled') return automation;
    if (!open(automation)) {
      throw new ConflictError('AUTOMATION_FINISHED', `Automation ${automation.automationId} is already ${automation.status}; there is nothing to cancel.`, {
        details: { status: automation.status },
      });
    }
    const now = deps.clock.now();
    const saved = await deps.automations.save(revise(automation, { status: 'cancelled', reason: 'Cancelled by its owner.', nextRunAt: undefined }, now));
    if ('automation' in saved) {
      await deps.automationScheduler
        .unschedule(saved.automation.automationId)
        .catch((error: unknown) => deps.logger.error('could not unschedule automation', { automationId: current.automationId, error: error as Error }));
      return saved.automation;
    }
    automation = saved.conflict;
  }
  throw new ConflictError('AUTOMATION_BUSY', `Automation ${current.automationId} kept changing while it was being cancelled; try again.`);
}

/**
 * Cancels one of an account's automations, or all its open ones (active or
 * paused): no further executions. A run already submitted is an ordinary job
 * and goes on (cancel it with DELETE /agent/job/{id} while it is pending).
 * @returns the cancelled automations (none for `all` when nothing was open).
 * @throws NotFoundError `AUTOMATION_NOT_FOUND` for an unknown id (or another account's).
 * @throws ConflictError `AUTOMATION_FINISHED` when it already completed or failed.
 */
export async function cancelAutomation(deps: CancelDeps, input: { accountId: string; target: string; match?: AutomationMatch }): Promise<AutomationView[]> {
  if (input.target === 'all') {
    const all = (await deps.automations.listByAccount(input.accountId)).filter((a) => open(a) && (!input.match || matchesAutomation(a, input.match)));
    return (await Promise.all(all.map((automation) => cancelOne(deps, automation)))).map(toAutomationView);
  }
  const automation = await deps.automations.get(input.accountId, input.target);
  if (!automation) throw new NotFoundError('AUTOMATION_NOT_FOUND', `No order or automation ${input.target} on this account; list them with "show my orders".`);
  return [toAutomationView(await cancelOne(deps, automation))];
}

/**
 * Cancels the one open order that is what `match` says ("stop my weekly SOL purchases"). When none fits, or
 * several do, nothing is cancelled: the caller says so, listing the ones that fit to ask which.
 * @returns the cancelled order, or the open orders that fit (none, or more than one).
 */
export async function cancelMatchingAutomation(
  deps: CancelDeps,
  input: { accountId: string; match: AutomationMatch },
): Promise<{ cancelled: AutomationView } | { matching: AutomationView[] }> {
  const matching = (await deps.automations.listByAccount(input.accountId)).filter((a) => open(a) && matchesAutomation(a, input.match));
  if (matching.length !== 1) return { matching: matching.reverse().map(toAutomationView) };
  return { cancelled: toAutomationView(await cancelOne(deps, matching[0]!)) };
}
