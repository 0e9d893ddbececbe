import type * as z from 'zod';
import type { Deps } from '../deps.ts';
import type { JobContext, JobOutcome } from '../jobs/job-context.ts';
import type { AnyIntent, Reading, ThreadTurnOf } from '../language/reading.ts';

/**
 * The contract of a capability: one folder in `lib/capabilities/<name>/`,
 * exporting one descriptor, listed once in `lib/capabilities/index.ts`. The
 * intent union, dispatch, the scope check, the help text and the structured
 * prompt forms are all derived from that list (see docs/architecture.md,
 * "Adding a capability").
 */

/** A zod object schema whose `kind` is one literal: one intent kind. */
export type KindSchema = z.ZodObject<{ kind: z.ZodLiteral<string> } & z.ZodRawShape>;

/** One intent kind of a capability. */
export interface IntentKindSpec<S extends KindSchema = KindSchema> {
  /** The intent's schema; every field `.describe()`d (a unit test checks it). */
  readonly schema: S;
  /**
   * Whether running this kind moves money, now or later (a trade, a transfer, an automation that will trade, a
   * launch or a fee claim that signs). Required: a money-moving kind needs a trading key, and is run only when it is
   * its prompt's one request.
   */
  readonly movesFunds: boolean;
  /** The key scope the kind needs: `trade` for anything that moves funds (a unit test checks the two agree). */
  readonly scope: 'read' | 'trade';
  /** Prompts that must read as this kind: the help text shows the first, and a unit test reads them all. */
  readonly examples: readonly [string, ...string[]];
  /** Runs the intent for the job; what it returns is the job's response. */
  readonly run: (deps: Deps, ctx: JobContext, intent: z.infer<S>) => Promise<JobOutcome>;
}

/**
 * The fields of a structured prompt (`action=swap chain=base from=USDC to=ETH
 * amount=25`), as the reader in `lib/agent/interpreter/structured-prompt.ts`
 * names them, with the lists already split.
 */
export interface StructuredFields {
  readonly chains: readonly string[];
  readonly tokens: readonly string[];
  readonly tokenIn?: string;
  readonly tokenOut?: string;
  readonly amount?: string;
  readonly usd?: string;
  readonly side?: string;
  readonly slippage?: string;
  readonly slippageBps?: string;
  /** `to`: the recipient of a transfer, the token bought in a trade; `recipient` etc. are always a recipient. */
  readonly to?: string;
  readonly recipient?: string;
  readonly address?: string;
  /** How many a ranking shows. */
  readonly limit?: string;
}

/** How a structured prompt with one of `actions` reads as the plain sentence it stands for. */
export interface StructuredForm {
  /** The action names, as the lexicon reads them (`swap`, `buy`, `sell`, `transfer`, `balance`, ...). */
  readonly actions: readonly string[];
  readonly sentence: (action: string, fields: StructuredFields) => string;
}

/** What a capability's reader may use besides the prompt. */
export interface ReadingContext {
  /** The thread's earlier turns, oldest first. */
  readonly thread: readonly ThreadTurnOf<AnyIntent>[];
  /** The job's clock, for times said in the prompt ("tomorrow at 9:00 UTC"). */
  readonly now: Date;
  /** The general reading of a clause on its own (a trade, a transfer, a read): for a request that embeds one, as an automation embeds its trade. */
  readonly readClause: (text: string) => Reading<AnyIntent>;
}

/** A capability's descriptor. */
// biome-ignore lint/suspicious/noExplicitAny: a list holds kinds of different intents, whose `run` parameters differ (each is checked where it is declared).
export interface Capability<Kinds extends readonly IntentKindSpec<any>[] = readonly IntentKindSpec<any>[]> {
  /** The folder's name. */
  readonly name: string;
  /** What it handles, for the help text ("I can handle balances (…), swaps (…), …"): a noun phrase with an example. */
  readonly summary: string;
  readonly kinds: Kinds;
  /** Structured prompts it accepts; none by default. */
  readonly forms?: readonly StructuredForm[];
  /**
   * Reads the prompts that are this capability's own, before the general reading (balances, prices, trades and
   * transfers); `undefined` passes the prompt on. The readers run in the list's order. A reader uses the shared
   * language machinery in `lib/language/` (numbers, amounts, chains, tokens, addresses, typos).
   */
  readonly read?: (text: string, context: ReadingContext) => Reading<z.infer<Kinds[number]['schema']>> | undefined;
}

/** One intent kind, its intent type inferred from its schema for `run`. */
export const intentKind = <S extends KindSchema>(spec: IntentKindSpec<S>): IntentKindSpec<S> => spec;

/** A capability, keeping its kinds' exact types so the intent union can be derived from the list. */
// biome-ignore lint/suspicious/noExplicitAny: as for `Capability`.
export const capability = <const Kinds extends readonly IntentKindSpec<any>[]>(descriptor: Capability<Kinds>): Capability<Kinds> => descriptor;

/** Merges the answers of the same read on several chains into one. */
export const mergeOutcomes = (outcomes: readonly JobOutcome[]): JobOutcome => ({
  response: outcomes.map((o) => o.response).join('\n\n'),
  richData: outcomes.flatMap((o) => o.richData),
});
