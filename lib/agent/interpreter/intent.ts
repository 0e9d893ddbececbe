import { ask, fail, type AwaitedField, type PartialOf, type Reading, type ThreadTurnOf } from '../../language/reading.ts';
import { IntentSchema, moneyMovingKinds, movesFunds, type Intent, type IntentKind } from '../../capabilities/index.ts';

/** The intent union, its kinds and whether each moves funds are derived from the capabilities' descriptors (`lib/capabilities/index.ts`). */
export { IntentSchema, moneyMovingKinds, movesFunds, type Intent, type IntentKind };
export type MoveIntent = Extract<Intent, { kind: 'swap' | 'transfer' }>;

/** What the interpreter made of a prompt. */
export type Interpretation = Reading<Intent>;
/** What is known of an intent so far, for the next turn of the thread. */
export type PartialIntent = PartialOf<Intent>;
/** An earlier turn of the same thread, oldest first. */
export type ThreadTurn = ThreadTurnOf<Intent>;
export { ask, fail, type AwaitedField };

/** The money-moving intent an interpretation would run — now, after its question is answered, or once the runtime confirms a launched token — if any. */
/** The kinds of move made now, at once (an order, a cancel, a launch or a fee claim is not one). */
export const movesMadeNow: ReadonlySet<string> = new Set(['swap', 'transfer', 'transfer-batch', 'wrap', 'unwrap']);
/** Whether an intent of `kind` moves money (made once, not on each of the many calls below). */
const moving = (kind: IntentKind) => moneyMovingKinds.has(kind);

export function movingIntentOf(it: Interpretation): PartialIntent | Intent | undefined {
  if (it.kind === 'intent') return moving(it.intent.kind) ? it.intent : undefined;
  if (it.kind === 'ask') return moving(it.pending.kind) ? it.pending : undefined;
  const candidate = it.candidate;
  if (!candidate) return undefined;
  const intent = 'intent' in candidate ? candidate.intent : candidate.pending;
  return moving(intent.kind) ? intent : undefined;
}
