import type { ErrorCode } from '../../errors.ts';
import { IntentSchema, moneyMovingKinds, movesFunds, type Intent, type IntentKind } from '../../capabilities/index.ts';

/** The intent union, its kinds and whether each moves funds are derived from the capabilities' descriptors (`lib/capabilities/index.ts`). */
export { IntentSchema, moneyMovingKinds, movesFunds, type Intent, type IntentKind };
export type MoveIntent = Extract<Intent, { kind: 'swap' | 'transfer' }>;

/** A field an `ask` waits for; the next prompt's answer fills it first. */
export type AwaitedField = 'chain' | 'token' | 'tokenIn' | 'tokenOut' | 'amount' | 'to' | 'confirm' | 'name' | 'symbol';

/** What is known of an intent so far, for the next turn of the thread. */
export type PartialIntent = {
  [K in IntentKind]: Partial<Extract<Intent, { kind: K }>> & {
    readonly kind: K;
    readonly awaiting?: AwaitedField;
    /** The side of a one-sided trade that may default to the chain's counter token: a buy's payment ("buy $20 of DEGEN"), a sell's proceeds ("sell my DEGEN"). */
    readonly counter?: 'tokenIn' | 'tokenOut';
    /**
     * A trade's token the registry lacks, as written (`MCAT` for "$MCAT", or its contract): a candidate launched
     * token. Its completion is refused (`UNKNOWN_TOKEN`) carrying the trade as candidate, for the runtime to check.
     */
    readonly launched?: string;
  };
}[IntentKind];

/** What the interpreter made of a prompt. */
export type Interpretation =
  | {
      readonly kind: 'intent';
      readonly intent: Intent;
      /** What was settled without being said ("Paying with ETH: …"), stated at the top of the response. */
      readonly notes?: readonly string[];
    }
  | { readonly kind: 'ask'; readonly question: string; readonly pending: PartialIntent }
  | {
      readonly kind: 'fail';
      readonly code: ErrorCode;
      readonly message: string;
      /**
       * A swap on Base naming a ticker or contract the registry lacks is refused here (`UNKNOWN_TOKEN`),
       * and carries the trade it would be if the token is a launched one — or, when the trade lacks only
       * its amount, the question for it: the runtime, which can look launches up, runs the trade or asks
       * the question only then (`lib/capabilities/launches/launched-candidate.ts`).
       */
      readonly candidate?: { readonly intent: Intent; readonly notes?: readonly string[] } | { readonly question: string; readonly pending: PartialIntent };
    };

/** An earlier turn of the same thread, oldest first. */
export interface ThreadTurn {
  readonly prompt: string;
  readonly interpretation?: Interpretation;
  readonly status: string;
}

export const fail = (code: ErrorCode, message: string): Interpretation => ({ kind: 'fail', code, message });

/** The money-moving intent an interpretation would run — now, after its question is answered, or once the runtime confirms a launched token — if any. */
export function movingIntentOf(it: Interpretation): PartialIntent | Intent | undefined {
  const moving = (kind: IntentKind) => moneyMovingKinds.has(kind);
  if (it.kind === 'intent') return moving(it.intent.kind) ? it.intent : undefined;
  if (it.kind === 'ask') return moving(it.pending.kind) ? it.pending : undefined;
  const candidate = it.candidate;
  if (!candidate) return undefined;
  const intent = 'intent' in candidate ? candidate.intent : candidate.pending;
  return moving(intent.kind) ? intent : undefined;
}
export const ask = (question: string, pending: PartialIntent): Interpretation => ({ kind: 'ask', question, pending });
