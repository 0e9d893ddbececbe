import { PermanentError } from '../../errors.ts';
import { cancelAutomation, cancelMatchingAutomation } from '../../automations/cancel-automation.ts';
import { describeMatch } from '../../automations/automation-match.ts';
import { createAutomation } from '../../automations/create-automation.ts';
import { listAutomations } from '../../automations/list-automations.ts';
import { cancelledOutcome, createdOutcome, listedOutcome, unmatchedOutcome } from '../../automations/automation-responses.ts';
import { capability, intentKind } from '../capability.ts';
import { automationRequest } from './automation-request.ts';
import { orderAnswer } from './order-answer.ts';
import { AutomationCancelIntentSchema, AutomationCreateIntentSchema, AutomationListIntentSchema } from './intent.ts';

/**
 * Limit orders, stop-losses, scheduled and recurring trades: a trade or
 * transfer that a trigger fires later (the watcher in `lib/automations/`).
 */
export const automations = capability({
  name: 'automations',
  summary: 'limit orders, scheduled and recurring trades ("if eth drops to 2000 buy $20 of eth with usdc on base")',
  kinds: [
    intentKind({
      schema: AutomationCreateIntentSchema,
      // It trades later, with the key that creates it.
      movesFunds: true,
      scope: 'trade',
      examples: ['if eth drops to 2000 buy $20 of eth with usdc on base', 'every day buy $10 of eth with usdc on base for 30 days'],
      run: async (deps, ctx, intent) => {
        // An automation acts later with the key that creates it: a job without one (never from the API) cannot.
        const { keyId, keyScope } = ctx.job;
        if (keyId === undefined || keyScope === undefined) {
          throw new PermanentError(
            'KEY_REQUIRED',
            'Orders and automations act with the API key that creates them; submit this prompt with an API key. Nothing was created.',
          );
        }
        const created = await createAutomation(deps, { accountId: ctx.job.accountId, keyId, keyScope, intent });
        return createdOutcome(created.automation, created.currentPriceUsd);
      },
    }),
    intentKind({
      schema: AutomationListIntentSchema,
      movesFunds: false,
      scope: 'read',
      examples: ['show my orders', 'list my automations', 'show my recurring buys', 'list my limit orders'],
      run: async (deps, ctx, intent) =>
        listedOutcome(await listAutomations(deps, ctx.job.accountId, intent.match), intent.match ? describeMatch(intent.match) : undefined),
    }),
    intentKind({
      schema: AutomationCancelIntentSchema,
      // Cancelling stops a trade someone counts on (a stop-loss): a trading key's decision.
      movesFunds: true,
      scope: 'trade',
      examples: ['cancel all my orders', 'stop my weekly SOL purchases', 'cancel the ETH buy at $2,400'],
      run: async (deps, ctx, intent) => {
        const accountId = ctx.job.accountId;
        if (intent.target === 'match' && intent.match) {
          const found = await cancelMatchingAutomation(deps, { accountId, match: intent.match });
          return 'cancelled' in found
            ? cancelledOutcome([found.cancelled], found.cancelled.automationId)
            : unmatchedOutcome(found.matching, describeMatch(intent.match));
        }
        const cancelled = await cancelAutomation(deps, { accountId, target: intent.target, ...(intent.match ? { match: intent.match } : {}) });
        return cancelledOutcome(cancelled, intent.target);
      },
    }),
  ],
  // Before follow-ups: an answer never carries a trigger.
  // The answer to an order's own question first: it completes that order, never a trade now.
  read: (text, context) => orderAnswer(text, context) ?? automationRequest(text, context),
});
