import type { ErrorCode } from '../errors.ts';

/**
 * What reading a prompt gives, for any set of intents `I`: the interpreter's
 * `Interpretation` is `Reading<Intent>`, a capability's own reader returns a
 * `Reading` of its kinds only (and is one of the interpreter's).
 */

/** A field an `ask` waits for; the next prompt's answer fills it first. */
export type AwaitedField = 'chain' | 'token' | 'tokenIn' | 'tokenOut' | 'amount' | 'to' | 'confirm' | 'name' | 'symbol';

/** An intent shape: a `kind` literal and its fields. */
export type AnyIntent = { readonly kind: string };

/** What is known of an intent so far, for the next turn of the thread. */
export type PartialOf<I extends AnyIntent> = {
  [K in I['kind']]: Partial<Extract<I, { kind: K }>> & {
    readonly kind: K;
    readonly awaiting?: AwaitedField;
    /** The side of a one-sided trade that may default to the chain's counter token: a buy's payment ("buy $20 of DEGEN"), a sell's proceeds ("sell my DEGEN"). */
    readonly counter?: 'tokenIn' | 'tokenOut';
    /**
     * A trade's token the registry lacks, as written (`MCAT` for "$MCAT", or its contract): a candidate launched
     * token. Its completion is refused (`UNKNOWN_TOKEN`) carrying the trade as candidate, for the runtime to check.
     */
    readonly launched?: string;
    /**
     * A yes is still owed: the move was said as a question ("how do I send…?"), with a rough amount or without a
     * verb, and its question is about a missing field. Once complete it is asked about (yes / no), never run on
     * the answer that completed it.
     */
    readonly confirm?: true;
  };
}[I['kind']];

/** What a prompt was read as: an intent, one question (with what is known so far), or a clear refusal. */
export type Reading<I extends AnyIntent> =
  | {
      readonly kind: 'intent';
      readonly intent: I;
      /** What was settled without being said ("Paying with ETH: …"), stated at the top of the response. */
      readonly notes?: readonly string[];
    }
  | {
      readonly kind: 'ask';
      readonly question: string;
      readonly pending: PartialOf<I>;
      /**
       * The whole readings the question chooses between, when only a fact the interpreter does not hold tells them apart
       * ("below one fifty": $1.50 or $150, where the token's current price rules one out). The runtime may settle the
       * question with that fact, asking back the one left for a yes; it never picks between readings both possible.
       */
      readonly choices?: readonly I[];
    }
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
      readonly candidate?: { readonly intent: I; readonly notes?: readonly string[] } | { readonly question: string; readonly pending: PartialOf<I> };
    };

/** An earlier turn of the same thread, oldest first. */
export interface ThreadTurnOf<I extends AnyIntent> {
  readonly prompt: string;
  readonly interpretation?: Reading<I>;
  readonly status: string;
}

/** A refusal: nothing is done, and the message says why and what to write instead. */
export const fail = (code: ErrorCode, message: string): Reading<never> => ({ kind: 'fail', code, message });

/** One question, with what is known so far for the answer to complete. */
export const ask = <I extends AnyIntent>(question: string, pending: PartialOf<I>): Reading<I> => ({ kind: 'ask', question, pending });
