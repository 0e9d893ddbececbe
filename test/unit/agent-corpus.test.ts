import { describe, expect, it } from 'vitest';
import { readCorpus, runCorpus } from '../corpus/corpus.ts';

/**
 * The prompt corpora in test/corpus: phrasings written apart from the
 * interpreter, each with the one right interpretation. Every prompt must be
 * handled, and none may move funds differently from what it says.
 */
describe.each(['held-out-style.jsonl'])('prompt corpus %s', (file) => {
  const cases = readCorpus(file);
  const run = runCorpus(cases);

  it('has at least 250 prompts across every kind of request', () => {
    expect(cases.length).toBeGreaterThanOrEqual(250);
    const kinds = new Set(cases.map((c) => (c.expect.kind === 'intent' ? c.expect.intent.kind : c.expect.kind)));
    expect([...kinds].sort()).toEqual(['ask', 'balance', 'fail', 'lookup', 'portfolio', 'price', 'swap', 'transfer', 'trending']);
  });

  it.each(run.results.map((r) => [r.case.prompt, r] as const))('%s', (_prompt, result) => {
    expect(result.problem).toBeUndefined();
  });

  it('never moves funds on a wrong chain, token, amount or recipient', () => {
    expect(run.wrongMoves.map((r) => r.case.prompt)).toEqual([]);
  });
});
