import * as z from 'zod';
import { PermanentError } from '../errors.ts';
import type { Deps } from '../deps.ts';
import type { JobContext, JobOutcome } from '../jobs/job-context.ts';
import type { IntentKindSpec, StructuredForm } from './capability.ts';
import { automations } from './automations/capability.ts';
import { balances } from './balances/capability.ts';
import { launches } from './launches/capability.ts';
import { portfolio } from './portfolio/capability.ts';
import { prices } from './prices/capability.ts';
import { swaps } from './swaps/capability.ts';
import { transfers } from './transfers/capability.ts';
import { transferBatches } from './transfers/batch/capability.ts';
import { trending } from './trending/capability.ts';
import { wrapping } from './wrapping/capability.ts';

/**
 * Every capability Purser has, one line each. Adding one is a new folder in
 * `lib/capabilities/` with its descriptor (see capability.ts) and a line
 * here; the intent union, dispatch, the scope check, the help text and the
 * structured-prompt forms below are derived from this list.
 */
export const capabilities = [balances, portfolio, prices, trending, swaps, transfers, launches, automations, wrapping, transferBatches] as const;

type AnyKindSpec = (typeof capabilities)[number]['kinds'][number];
/** Everything the agent can be asked to do. */
export type Intent = z.infer<AnyKindSpec['schema']>;
export type IntentKind = Intent['kind'];

const kindSpecs: readonly IntentKindSpec[] = capabilities.flatMap((c): readonly IntentKindSpec[] => c.kinds);
const specByKind = new Map<string, IntentKindSpec>(kindSpecs.map((spec) => [spec.schema.shape.kind.value, spec]));
if (specByKind.size !== kindSpecs.length) throw new Error('Two capabilities declare the same intent kind.');

/** Every intent kind, in the list's order. */
export const intentKinds: readonly IntentKind[] = [...specByKind.keys()] as IntentKind[];

/** The schema of any intent: the union of every capability's kinds. */
export const IntentSchema = z.discriminatedUnion(
  'kind',
  kindSpecs.map((spec) => spec.schema) as unknown as [AnyKindSpec['schema'], ...AnyKindSpec['schema'][]],
);

/** The descriptor of a kind, or undefined for a kind no capability declares. */
export const kindSpec = (kind: string): IntentKindSpec | undefined => specByKind.get(kind);

/** Whether each kind moves money (its descriptor's `movesFunds`). */
export const movesFunds = Object.fromEntries(kindSpecs.map((spec) => [spec.schema.shape.kind.value, spec.movesFunds])) as {
  readonly [K in IntentKind]: boolean;
};

/** The kinds that move money, now or later. */
export const moneyMovingKinds: ReadonlySet<IntentKind> = new Set(intentKinds.filter((kind) => movesFunds[kind]));

/**
 * What running `kind` needs of the key: `trade` when its descriptor moves funds or asks for a trading key, `read`
 * otherwise; a kind no capability declares needs `trade` (fail closed).
 */
export function scopeOfKind(kind: string): 'read' | 'trade' {
  const spec = kindSpec(kind);
  return spec && !spec.movesFunds && spec.scope === 'read' ? 'read' : 'trade';
}

/**
 * Runs an interpreted intent with the capability that owns it.
 * @throws PermanentError `UNKNOWN_INTENT` for a kind no capability declares, and what the capability throws.
 */
export function dispatchIntent(deps: Deps, ctx: JobContext, intent: Intent): Promise<JobOutcome> {
  const spec = kindSpec(intent.kind);
  if (!spec) throw new PermanentError('UNKNOWN_INTENT', `No capability runs "${String(intent.kind)}"; nothing was done.`);
  return spec.run(deps, ctx, intent);
}

/** "I can handle balances (…), your portfolio, …": what the help text says Purser does, from the descriptors. */
export const capabilitiesHint = `I can handle ${capabilities
  .map((c) => c.summary)
  .map((summary, i, all) => (i === all.length - 1 ? `and ${summary}` : summary))
  .join(', ')}.`;

/** The capabilities' own readers, in the list's order (see `Capability.read`). */
export const capabilityReaders = capabilities.flatMap((c) => (c.read ? [c.read] : []));

/** The structured-prompt forms, by action name. */
export const structuredForms: ReadonlyMap<string, StructuredForm> = new Map(
  capabilities.flatMap((c) => (c.forms ?? []).flatMap((form) => form.actions.map((action) => [action, form] as const))),
);
