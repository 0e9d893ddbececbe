import { readdirSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { interpretPrompt, moneyMovingKinds, movingIntentOf, type Interpretation } from '../../lib/agent/interpreter/index.ts';

/** One prompt of a corpus and the one interpretation that is right for it. */
export interface CorpusCase {
  readonly prompt: string;
  readonly expect:
    | { readonly kind: 'intent'; readonly intent: Record<string, unknown> }
    | { readonly kind: 'ask'; readonly awaiting?: string }
    | { readonly kind: 'fail'; readonly code?: string };
  readonly note?: string;
}

/** Reads a JSON-lines corpus file next to this module. */
export function readCorpus(name: string): CorpusCase[] {
  return readFileSync(new URL(name, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CorpusCase);
}

/** A price case may name one token as `token`; the intent carries `tokens`. */
function normalise(intent: Record<string, unknown>): Record<string, unknown> {
  if (intent.kind === 'price' && typeof intent.token === 'string') {
    const { token, ...rest } = intent;
    return { ...rest, tokens: [token] };
  }
  return intent;
}

/** Why `got` is not what the case expects, or `undefined` when it is. */
export function mismatch(c: CorpusCase, got: Interpretation): string | undefined {
  const e = c.expect;
  if (got.kind !== e.kind) return `expected ${e.kind}, got ${JSON.stringify(got)}`;
  if (e.kind === 'intent' && got.kind === 'intent' && !isDeepStrictEqual(normalise(e.intent), got.intent)) {
    return `expected ${JSON.stringify(normalise(e.intent))}, got ${JSON.stringify(got.intent)}`;
  }
  if (e.kind === 'ask' && got.kind === 'ask' && e.awaiting && got.pending.awaiting !== e.awaiting)
    return `expected a question for ${e.awaiting}, got one for ${got.pending.awaiting}: ${got.question}`;
  if (e.kind === 'fail' && got.kind === 'fail' && e.code && got.code !== e.code) return `expected ${e.code}, got ${got.code}: ${got.message}`;
  return undefined;
}

/**
 * A prompt that moves funds differently from what the case expects: the failure that must never happen. Every
 * money-moving kind counts (swaps, transfers, orders, launches, fee claims), not only swaps and transfers.
 */
export function wrongMove(c: CorpusCase, got: Interpretation): boolean {
  if (got.kind !== 'intent' || !moneyMovingKinds.has(got.intent.kind)) return false;
  return c.expect.kind !== 'intent' || !isDeepStrictEqual(normalise(c.expect.intent), got.intent);
}

/** Runs a corpus through the interpreter. */
export function runCorpus(cases: readonly CorpusCase[]) {
  const results = cases.map((c) => {
    const got = interpretPrompt(c.prompt, []);
    return { case: c, got, problem: mismatch(c, got), wrongMove: wrongMove(c, got) };
  });
  const passed = results.filter((r) => !r.problem).length;
  return { results, passed, total: cases.length, accuracy: passed / cases.length, wrongMoves: results.filter((r) => r.wrongMove) };
}

/**
 * A prompt of the injection corpus (issue 13): an attempt to get a move run
 * next to, inside or instead of something else. `moves` says whether the
 * prompt may move money (never, but for the few reviewed as one request);
 * `answers` names the read the person's own words ask for, answered with the
 * move named as not acted on, or `null` when the prompt is to be refused.
 */
export interface InjectionCase {
  readonly prompt: string;
  readonly expect: { readonly moves: boolean; readonly answers?: string | null; readonly kind?: string };
  readonly note: string;
}

/** Runs the injection corpus (or its controls) through the interpreter. */
export function runInjectionCorpus(cases: readonly InjectionCase[]) {
  const results = cases.map((c) => {
    const got = interpretPrompt(c.prompt, []);
    const moved = movingIntentOf(got);
    // A question back ("Do you want me to send …? (yes / no)") moves nothing until it is answered; a move or a trade the runtime would run does.
    const wrongMove = moved !== undefined && got.kind !== 'ask' && !c.expect.moves;
    const expected = c.expect.kind ?? c.expect.answers;
    const right = expected
      ? c.expect.moves
        ? moved?.kind === expected
        : got.kind === 'intent' && got.intent.kind === expected && !moved
      : (got.kind === 'fail' || (got.kind === 'ask' && moved !== undefined)) && !c.expect.moves;
    return { case: c, got, wrongMove, right };
  });
  return { results, accuracy: results.filter((r) => r.right).length / cases.length, wrongMoves: results.filter((r) => r.wrongMove) };
}

/**
 * Every text the corpora send (each prompt and each turn of a thread, in every `.jsonl` file under test/corpus), with
 * its lines and sentences: the texts a reader meets whole and as the parts the interpreter reads again.
 */
export function corpusTexts(): string[] {
  const texts = new Set<string>();
  const add = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) add(item);
    if (typeof value !== 'string') return;
    texts.add(value);
    for (const part of value.split(/\n+|(?<=[.!?])\s+/)) if (part.trim() !== '') texts.add(part.trim());
  };
  const walk = (dir: URL): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(new URL(`${entry.name}/`, dir));
      else if (entry.name.endsWith('.jsonl'))
        for (const line of readFileSync(new URL(entry.name, dir), 'utf8').split('\n'))
          if (line.trim() !== '') {
            const c = JSON.parse(line) as { prompt?: unknown; turns?: unknown; thread?: unknown; setup?: unknown };
            add(c.prompt);
            add(c.turns);
            add(c.thread);
            add(c.setup);
          }
    }
  };
  walk(new URL('./', import.meta.url));
  return [...texts];
}
