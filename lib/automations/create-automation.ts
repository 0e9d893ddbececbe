import { ForbiddenError, PermanentError } from '../errors.ts';
import type { ApiKeyScope } from '../accounts/api-key.ts';
import type { AutomationCreateIntent, AutomationTrigger } from '../capabilities/automations/intent.ts';
import type { Deps } from '../deps.ts';
import type { PriceService } from '../market/price-service.ts';
import type { Automation } from './automation.ts';
import { firstRunAt, kindOf, priceMet, watchSlot } from './automation-rules.ts';

/** Automations an account may have waiting at once (active or paused): the watcher reads them all on every tick. */
export const maxOpenAutomationsPerAccount = 50;

export type CreateAutomationDeps = Pick<Deps, 'automations' | 'automationScheduler' | 'ids' | 'clock' | 'logger'> & { readonly prices: PriceService };

/** A positive USD price as a decimal string with about six significant digits (never exponent notation). */
export function usdDecimal(usd: number): string {
  const digits = Math.min(18, Math.max(2, 5 - Math.floor(Math.log10(usd))));
  return usd
    .toFixed(digits)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
}

type PriceTrigger = Extract<AutomationTrigger, { type: 'price' }>;

/** A relative price trigger made absolute from the current price; an absolute one as it is. */
function absoluteTrigger(trigger: PriceTrigger, currentUsd: number): PriceTrigger {
  if (trigger.priceUsd !== undefined) return trigger;
  if (trigger.percent === undefined) {
    throw new PermanentError(
      'PRICE_TRIGGER_INCOMPLETE',
      `At what price of ${trigger.token} should this run? Give a price ("below $0.004") or a move ("if it drops 20%"). Nothing was created.`,
    );
  }
  const factor = trigger.direction === 'below' ? 1 - trigger.percent / 100 : 1 + trigger.percent / 100;
  return { ...trigger, priceUsd: usdDecimal(currentUsd * factor) };
}

/**
 * A price trigger that waits: "when ETH hits 2500" (`reach`) becomes a fall from a price above it and a rise from one
 * below; a trigger the price already meets is refused, since it would run at once — what was said was to wait.
 */
function waitingTrigger(trigger: PriceTrigger, currentUsd: number): PriceTrigger {
  const limit = Number(trigger.priceUsd);
  const direction = trigger.direction !== 'reach' ? trigger.direction : currentUsd > limit ? 'below' : 'above';
  const settled = { ...trigger, direction };
  if (priceMet(settled, currentUsd)) {
    const now = usdDecimal(currentUsd);
    const side = currentUsd === limit ? 'at' : currentUsd < limit ? 'below' : 'above';
    throw new PermanentError(
      'PRICE_TRIGGER_ALREADY_MET',
      `${trigger.token} is $${now} on ${trigger.chain} now, already ${side} the $${trigger.priceUsd} this order would wait for, so it would run at once. Nothing was created: to trade at today's price, send the trade without a price; to wait, name a price ${trigger.token} has not reached ("when ${trigger.token} drops below …" or "rises above …").`,
      { details: { token: trigger.token, chain: trigger.chain, currentPriceUsd: now, priceUsd: trigger.priceUsd, direction } },
    );
  }
  return settled;
}

/**
 * Stores a limit order, a scheduled or a recurring trade for an account, acting
 * later with the scope of the key that creates it. A relative price trigger
 * ("drops 20%") becomes an absolute price from the current one; a time-based
 * automation gets its schedule (`deps.automationScheduler`).
 * @param input.keyId, input.keyScope the creating key: revoking it pauses the automation.
 * @throws ForbiddenError `SCOPE_INSUFFICIENT` for a read-only key.
 * @throws PermanentError `AUTOMATION_IN_PAST`, `AUTOMATION_ENDS_BEFORE_START`, `PRICE_TRIGGER_INCOMPLETE`, `PRICE_TRIGGER_ALREADY_MET`,
 *   `AUTOMATION_LIMIT` (too many open ones), and the price service's `UNKNOWN_TOKEN` / `NO_PRICE`.
 */
export async function createAutomation(
  deps: CreateAutomationDeps,
  input: { accountId: string; keyId: string; keyScope: ApiKeyScope; intent: AutomationCreateIntent },
): Promise<{ automation: Automation; currentPriceUsd?: number }> {
  if (input.keyScope === 'read-only') {
    throw new ForbiddenError('SCOPE_INSUFFICIENT', 'This API key is read-only: it cannot create orders or automations that trade. Nothing was created.', {
      details: { scope: input.keyScope },
    });
  }
  const { action } = input.intent;
  if (action.kind === 'swap' && action.side === 'buy' && action.amount.kind !== 'exact') {
    throw new PermanentError(
      'INVALID_AMOUNT',
      `A buy needs an exact amount of ${action.tokenOut} to receive, for example "buy 100 ${action.tokenOut} with ${action.tokenIn}". Nothing was created.`,
    );
  }
  const now = deps.clock.now();
  let { trigger } = input.intent;
  let currentPriceUsd: number | undefined;
  if (trigger.type === 'price') {
    currentPriceUsd = (await deps.prices.usdPrice({ chain: trigger.chain, token: trigger.token })).usd;
    trigger = waitingTrigger(absoluteTrigger(trigger, currentPriceUsd), currentPriceUsd);
  }
  if (trigger.type === 'at' && Date.parse(trigger.at) < now.getTime() - 60_000) {
    throw new PermanentError('AUTOMATION_IN_PAST', `${trigger.at} is already past; give a time in the future. Nothing was created.`);
  }
  if (trigger.type === 'every' && trigger.endAt !== undefined && Date.parse(trigger.endAt) <= Math.max(Date.parse(trigger.startAt), now.getTime())) {
    throw new PermanentError('AUTOMATION_ENDS_BEFORE_START', `The end ${trigger.endAt} is before the first run; nothing was created.`);
  }
  const open = (await deps.automations.listByAccount(input.accountId)).filter((a) => a.status === 'active' || a.status === 'paused');
  if (open.length >= maxOpenAutomationsPerAccount) {
    throw new PermanentError(
      'AUTOMATION_LIMIT',
      `This account already has ${open.length} open orders and automations (at most ${maxOpenAutomationsPerAccount}); cancel some first. Nothing was created.`,
    );
  }
  const nextRunAt = firstRunAt(trigger, now);
  const automation: Automation = {
    automationId: deps.ids.automationId(),
    accountId: input.accountId,
    keyId: input.keyId,
    keyScope: input.keyScope,
    kind: kindOf(trigger),
    action: input.intent.action,
    trigger,
    description: input.intent.description,
    status: 'active',
    ...(nextRunAt ? { nextRunAt } : {}),
    runs: [],
    runCount: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    version: 1,
  };
  await deps.automations.create(automation);
  if (watchSlot(automation) !== 'price') {
    // The watcher's fixed cadence finds it by nextRunAt anyway: a schedule that fails only costs precision.
    await deps.automationScheduler
      .schedule(automation)
      .catch((error: unknown) => deps.logger.error('could not schedule automation', { automationId: automation.automationId, error: error as Error }));
  }
  return { automation, ...(currentPriceUsd !== undefined ? { currentPriceUsd } : {}) };
}
