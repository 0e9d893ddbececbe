import { describe, expect, it } from 'vitest';
import { readCorpus, runCorpus } from '../corpus/corpus.ts';

/**
 * The prompt corpora in test/corpus: phrasings written apart from the
 * interpreter (each by someone who had not read it), each with the one right
 * interpretation. The goal of the agent: at least 95% handled, and not one
 * prompt that moves funds differently from what it says. The misses are
 * listed when the goal is not met.
 */
describe.each(['held-out-style.jsonl', 'held-out-style-2.jsonl', 'held-out-style-3.jsonl', 'held-out-style-4.jsonl', 'held-out-style-5.jsonl'])('prompt corpus %s', (file) => {
  const cases = readCorpus(file);
  const run = runCorpus(cases);

  it('has at least 250 prompts across every kind of request', () => {
    expect(cases.length).toBeGreaterThanOrEqual(250);
    const kinds = new Set(cases.map((c) => (c.expect.kind === 'intent' ? c.expect.intent.kind : c.expect.kind)));
    expect([...kinds].sort()).toEqual(['ask', 'balance', 'fail', 'lookup', 'portfolio', 'price', 'swap', 'transfer', 'trending']);
  });

  it('handles at least 95% of its prompts as expected', () => {
    const misses = run.results.filter((r) => r.problem).map((r) => `${r.case.prompt} → ${r.problem}`);
    expect(run.accuracy, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('never moves funds on a wrong chain, token, amount or recipient', () => {
    expect(run.wrongMoves.map((r) => r.case.prompt)).toEqual([]);
  });
});
