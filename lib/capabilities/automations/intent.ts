import * as z from 'zod';
import { ChainNameSchema } from '../balances/intent.ts';
import { SwapIntentSchema } from '../swaps/intent.ts';
import { TokenTransferIntentSchema } from '../transfers/intent.ts';

/** The trade an automation runs each time it fires: an ordinary, complete move intent. */
export const AutomationActionSchema = z.discriminatedUnion('kind', [SwapIntentSchema, TokenTransferIntentSchema]);
export type AutomationAction = z.infer<typeof AutomationActionSchema>;

const Decimal = z.string().regex(/^\d+(\.\d+)?$/);

/**
 * When an automation fires.
 * - `price`: when `token`'s USD price on `chain` is `below` or `above` `priceUsd`
 *   (limit orders, stop-losses, take-profits). `percent` keeps a relative
 *   trigger as said ("falls 20% from now"): it becomes an absolute price from
 *   the price when the automation is created.
 * - `at`: once, at an instant ("tomorrow at 9:00 UTC", "in 2 hours").
 * - `every`: every `intervalSeconds` from `startAt`, `count` times or until `endAt` (DCA).
 */
export const AutomationTriggerSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('price'),
    token: z.string().min(1),
    chain: ChainNameSchema,
    direction: z.enum(['below', 'above']),
    priceUsd: Decimal.optional().describe('Absolute USD price; absent while only `percent` is known.'),
    percent: z.number().gt(0).lt(100).optional().describe('A move from the price at creation: down for below, up for above.'),
  }),
  z.object({ type: z.literal('at'), at: z.iso.datetime() }),
  z.object({
    type: z.literal('every'),
    intervalSeconds: z.number().int().min(60),
    startAt: z.iso.datetime(),
    count: z.number().int().min(1).max(10_000).optional(),
    endAt: z.iso.datetime().optional(),
  }),
]);
export type AutomationTrigger = z.infer<typeof AutomationTriggerSchema>;

/** "buy $50 of DEGEN on base if it drops below $0.004", "every day buy $10 of ETH on base for 30 days". */
export const AutomationCreateIntentSchema = z.object({
  kind: z.literal('automation-create'),
  action: AutomationActionSchema,
  trigger: AutomationTriggerSchema,
  /** The words of the action as the person wrote them, shown in listings. */
  description: z.string().min(1),
});

/** "show my orders", "list my automations". */
export const AutomationListIntentSchema = z.object({ kind: z.literal('automation-list') });

/** "cancel order auto_…", "cancel all my orders". */
export const AutomationCancelIntentSchema = z.object({
  kind: z.literal('automation-cancel'),
  target: z.union([z.literal('all'), z.string().regex(/^auto_[0-9A-Z]{26}$/)]),
});

export type AutomationCreateIntent = z.infer<typeof AutomationCreateIntentSchema>;
export type AutomationListIntent = z.infer<typeof AutomationListIntentSchema>;
export type AutomationCancelIntent = z.infer<typeof AutomationCancelIntentSchema>;
