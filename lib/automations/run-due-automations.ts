import type { PriceService } from '../market/price-service.ts';
import type { ApiKeyRecord } from '../accounts/api-key.ts';
import type { Deps } from '../deps.ts';
import { isPurserError } from '../errors.ts';
import { isTerminal } from '../jobs/job.ts';
import { submitPrompt } from '../jobs/submit-prompt.ts';
import type { Automation } from './automation.ts';
import { failRun, fire, keyRefusal, lostRunAfterMs, mayFire, priceMet, recordOutcomes, revise, type RunOutcome } from './automation-rules.ts';

export type WatcherDeps = Pick<
  Deps,
  'automations' | 'automationScheduler' | 'accounts' | 'jobs' | 'queue' | 'ids' | 'clock' | 'logger' | 'rates' | 'config' | 'prices'
>;

/** What one tick did, for logs and tests. */
export interface TickReport {
  /** Automations looked at. */
  readonly checked: number;
  /** Executions submitted: the automation and its job. */
  readonly fired: ReadonlyArray<{ automationId: string; jobId: string }>;
  readonly paused: readonly string[];
  /** Automations whose status this tick finished (completed, failed, cancelled by an execution's outcome). */
  readonly settled: ReadonlyArray<{ automationId: string; status: Automation['status'] }>;
}

interface Tick {
  readonly now: Date;
  readonly price: (chain: string, token: string) => Promise<number | undefined>;
  readonly key: (accountId: string, keyId: string) => Promise<ApiKeyRecord | undefined>;
  readonly fired: Array<{ automationId: string; jobId: string }>;
  readonly paused: string[];
  readonly settled: Array<{ automationId: string; status: Automation['status'] }>;
}

/** Memoizes one read per distinct argument for the length of a tick. */
function once<T>(read: (...args: string[]) => Promise<T>): (...args: string[]) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (...args) => {
    const id = args.join('\u0000');
    if (!cache.has(id)) cache.set(id, read(...args));
    return cache.get(id)!;
  };
}

/** The outcomes of runs whose jobs have finished (or were never stored), by job id. */
async function knownOutcomes(deps: WatcherDeps, automation: Automation, now: Date): Promise<Map<string, RunOutcome>> {
  const outcomes = new Map<string, RunOutcome>();
  for (const run of automation.runs.filter((r) => r.status === undefined)) {
    const job = await deps.jobs.get(automation.accountId, run.jobId);
    if (job && isTerminal(job.status)) {
      const error = job.status === 'failed' ? `${job.errorCode ? `${job.errorCode}: ` : ''}${job.error ?? 'the job failed'}` : undefined;
      outcomes.set(run.jobId, { status: job.status as RunOutcome['status'], ...(error ? { error } : {}) });
    } else if (!job && now.getTime() - Date.parse(run.at) > lostRunAfterMs) {
      outcomes.set(run.jobId, { status: 'failed', error: 'The execution was claimed but its job was never stored (interrupted); it did not run.' });
    }
  }
  return outcomes;
}

/** Saves `next`; on a conflict another watcher got there first and this tick leaves the automation alone. */
async function save(deps: WatcherDeps, next: Automation): Promise<Automation | undefined> {
  const saved = await deps.automations.save(next);
  return 'automation' in saved ? saved.automation : undefined;
}

/** Keeps the per-automation schedule in step: the next run time, or none once it stopped. */
async function reschedule(deps: WatcherDeps, before: Automation, after: Automation): Promise<void> {
  if (after.kind === 'limit' || before.nextRunAt === after.nextRunAt) return;
  const change =
    after.status === 'active' && after.nextRunAt ? deps.automationScheduler.schedule(after) : deps.automationScheduler.unschedule(after.automationId);
  await change.catch((error: unknown) =>
    deps.logger.error('could not update automation schedule', { automationId: after.automationId, error: error as Error }),
  );
}

async function isTriggered(tick: Tick, automation: Automation): Promise<boolean> {
  if (!mayFire(automation, tick.now)) return false;
  const { trigger } = automation;
  if (trigger.type !== 'price') return true;
  const price = await tick.price(trigger.chain, trigger.token);
  return price !== undefined && priceMet(trigger, price);
}

/** Claims one execution (a conditional write recording the run), then submits its job. */
async function fireOnce(deps: WatcherDeps, tick: Tick, automation: Automation, key: ApiKeyRecord): Promise<Automation | undefined> {
  const jobId = deps.ids.jobId();
  const claimed = await save(deps, fire(automation, jobId, tick.now));
  if (!claimed) return undefined;
  try {
    await submitPrompt(deps, {
      accountId: automation.accountId,
      key: { keyId: key.keyId, scope: automation.keyScope, dailyPromptQuota: key.dailyPromptQuota, requestsPerMinute: key.requestsPerMinute },
      prompt: `[${automation.automationId}] ${automation.description}`,
      jobId,
      automationId: automation.automationId,
      presetIntent: automation.action,
    });
    tick.fired.push({ automationId: automation.automationId, jobId });
    return claimed;
  } catch (error) {
    // Nothing ran (quota used up, queue unavailable): recorded as a failed run, the failure rule decides what follows.
    const reason = isPurserError(error) ? `${error.code}: ${error.message}` : `The execution could not be submitted: ${(error as Error).message}`;
    deps.logger.warn('automation execution not submitted', { automationId: automation.automationId, jobId, error: error as Error });
    const fresh = (await deps.automations.get(automation.accountId, automation.automationId)) ?? claimed;
    return (await save(deps, failRun(fresh, jobId, reason, tick.now))) ?? claimed;
  }
}

async function processOne(deps: WatcherDeps, tick: Tick, stored: Automation): Promise<void> {
  let automation = stored;
  const before = stored;
  // 1. Outcomes of earlier runs, and the failure rule.
  const recorded = recordOutcomes(automation, await knownOutcomes(deps, automation, tick.now), tick.now);
  if (recorded) {
    const saved = await save(deps, recorded);
    if (!saved) return;
    if (saved.status !== automation.status) tick.settled.push({ automationId: saved.automationId, status: saved.status });
    automation = saved;
  }
  if (automation.status === 'active') {
    // 2. The creating key must still be able to act.
    const key = await tick.key(automation.accountId, automation.keyId);
    const refusal = keyRefusal(automation, key, tick.now);
    if (refusal) {
      const saved = await save(
        deps,
        revise(
          automation,
          { status: 'paused', reason: `Paused: ${refusal} Nothing runs until it is cancelled and created again with an active key.`, nextRunAt: undefined },
          tick.now,
        ),
      );
      if (saved) {
        tick.paused.push(saved.automationId);
        automation = saved;
      }
    } else if (key && (await isTriggered(tick, automation))) {
      // 3. Due or triggered: one execution per trigger.
      automation = (await fireOnce(deps, tick, automation, key)) ?? automation;
    }
  }
  await reschedule(deps, before, automation);
}

/**
 * The watcher tick: for every watched automation, records the outcomes of its
 * finished runs (and applies the failure rule), pauses it when its key was
 * revoked, regenerated or expired, and fires it when due (time) or triggered
 * (price; each distinct token is priced once per tick). Firing claims the
 * execution with a write conditioned on the automation's version, then
 * submits an ordinary job with the automation's key, its stored action and
 * `automationId`: two ticks racing fire one job. One automation's error is
 * logged and does not stop the others.
 * @param options.automationId look at this automation only (a per-automation schedule in AWS).
 */
export async function runDueAutomations(deps: WatcherDeps, now: Date = deps.clock.now(), options: { automationId?: string } = {}): Promise<TickReport> {
  const watched = (await deps.automations.listWatched()).filter((a) => options.automationId === undefined || a.automationId === options.automationId);
  const tick: Tick = {
    now,
    price: once(async (chain, token) => {
      try {
        return (await deps.prices.usdPrice({ chain: chain as Parameters<PriceService['usdPrice']>[0]['chain'], token })).usd;
      } catch (error) {
        deps.logger.warn('no price for automation trigger', { chain, token, error: error as Error });
        return undefined;
      }
    }),
    key: once((accountId, keyId) => deps.accounts.getKey(accountId!, keyId!)),
    fired: [],
    paused: [],
    settled: [],
  };
  await Promise.all(
    watched.map((automation) =>
      processOne(deps, tick, automation).catch((error: unknown) =>
        deps.logger.error('automation tick failed for one automation', { automationId: automation.automationId, error: error as Error }),
      ),
    ),
  );
  return { checked: watched.length, fired: tick.fired, paused: tick.paused, settled: tick.settled };
}
