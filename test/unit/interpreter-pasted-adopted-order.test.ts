import { describe, expect, it } from 'vitest';
import { onThreadAt } from '../support/thread-turn.ts';
import type { Interpretation } from '../../lib/agent/interpreter/intent.ts';

/**
 * Someone else's order adopted (issue 16, eighth held-out set): the token it ends in, said in a piece of its own
 * (", straight into usdc"), is the order's — left out, the order sold into another token; and an amount said to the
 * order's yes / no question ("5 million of them") resizes the order asked about, which still owes its yes.
 */
const now = new Date('2026-11-26T00:00:00Z');
const onThread = (...prompts: string[]): Interpretation => onThreadAt(now, ...prompts);
const pendingOf = (r: Interpretation) => (r.kind === 'ask' ? (r.pending as Record<string, unknown>) : undefined);

describe('the token an adopted order ends in, said apart, is kept', () => {
  it.each([
    [`friend's strategy he sent me: "take profit on pepe at 0.000015, straight into usdc"\nset that up for me`, 'PEPE', 'USDC'],
    [`my uncle: "take profit on aero at $2, into usdc"\nset that up`, 'AERO', 'USDC'],
    [`from the group: "sell link when it hits $30, directly to usdc"\ncopy that`, 'LINK', 'USDC'],
    [`tweet: "stop loss on my uni at $4, all into usdc"\nset it up for me`, 'UNI', 'USDC'],
  ])('%s', (prompt, tokenIn, tokenOut) => {
    const r = onThread(prompt);
    expect(r.kind, JSON.stringify(r)).toBe('ask');
    expect(pendingOf(r)?.confirm === true || pendingOf(r)?.awaiting === 'confirm').toBe(true);
    // Complete, its trade; still asking for a field, its draft keeps the token it ends in.
    const action = pendingOf(r)?.action as Record<string, unknown> | undefined;
    const draft = (pendingOf(r)?.order as { trade?: string } | undefined)?.trade;
    if (action) expect(action, JSON.stringify(r)).toMatchObject({ tokenIn, tokenOut });
    else expect(draft?.toUpperCase(), JSON.stringify(r)).toMatch(new RegExp(`${tokenIn}.*\\b${tokenOut}\\b`));
  });

  it('near miss: "into" a word that is no token stays out of the order', () => {
    const r = onThread(`friend: "take profit on pepe at 0.000015, into the moon lol"\nset that up for me`);
    expect(r.kind === 'intent').toBe(false);
  });
});

describe("an amount said to an order's yes / no question resizes it, and the yes is still owed", () => {
  const paste = `friend's strategy he sent me: "take profit on pepe at 0.000015, straight into usdc"\nset that up for me`;
  it.each([
    ['5 million of them', '5000000'],
    ['only 2000000', '2000000'],
    ['make it 300k', '300000'],
    ['just 1 million of them pls', '1000000'],
  ])('%s', (answer, value) => {
    const r = onThread(paste, answer);
    expect(r, JSON.stringify(r)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'automation-create', awaiting: 'confirm', action: { tokenIn: 'PEPE', tokenOut: 'USDC', amount: { kind: 'exact', value } } },
    });
  });

  it('then the yes sets it up', () => {
    expect(onThread(paste, '5 million of them', 'yes')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { amount: { value: '5000000' } }, trigger: { direction: 'above' } },
    });
  });

  it.each(['5 million usdc', '5 million on base'])('an amount of another token or chain is never taken as the size: %s', (answer) => {
    const r = onThread(paste, answer);
    expect(r.kind === 'intent').toBe(false);
    expect(JSON.stringify(r)).not.toContain('"value":"5000000"');
  });
});
