import { describe, expect, it } from 'vitest';
import { onThreadAt } from '../support/thread-turn.ts';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf, type Interpretation, type ThreadTurn } from '../../lib/agent/interpreter/intent.ts';

/**
 * Two safety gaps of round 5 (issue 16): an answer to a pasted order's question that still owes a yes set the order up
 * with none, and a question about a pasted table row set the row's order up directly.
 */
const now = new Date('2026-11-26T00:00:00Z');
const read = (prompt: string, thread: ThreadTurn[] = []) => interpretPrompt(prompt, thread, now);
const onThread = (...prompts: string[]): Interpretation => onThreadAt(now, ...prompts);
const asksYes = (r: Interpretation) => {
  expect(r.kind).toBe('ask');
  if (r.kind === 'ask') expect(r.pending.awaiting === 'confirm' || r.pending.confirm === true).toBe(true);
};

describe('a yes owed is owed until said: an answer completing an adopted order asks for it again, whole', () => {
  it.each([
    [`my buddy's strat, copied from his post: "limit buy LINK at $12 on ethereum"\ncopy that for me`, '250 usdc'],
    [`my buddy's strat, copied from his post: "limit buy LINK at $12 on ethereum"\ncopy that for me`, '$40'],
    [`from the alpha chat: "limit buy UNI at $5 on ethereum"\nset that up for me`, '100 usdc'],
    [`my sister's plan: "buy AERO when it drops to $0.80 on base"\ndo the same for me`, '$25'],
    [`saw this on twitter: "limit buy DEGEN at $0.004 on base"\ncopy it`, '50 usdc please'],
    [`group chat: "limit buy LINK at $12 on ethereum"\ni want that too`, 'use 250 usdc'],
  ])('%s / %s', (first, answer) => {
    const r = onThread(first, answer);
    expect(r.kind).not.toBe('intent');
    if (r.kind === 'ask') asksYes(r);
  });

  it('the yes, once said, sets the order up', () => {
    const r = onThread(`my buddy's strat, copied from his post: "limit buy LINK at $12 on ethereum"\ncopy that for me`, '250 usdc', 'yes');
    expect(r).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create' } });
  });

  it('an order of the person own, asked for its amount, is set up by the answer (no yes was owed)', () => {
    const r = onThread('limit buy LINK at $12 on ethereum', '250 usdc');
    expect(r).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create' } });
  });
});

describe('a question about a pasted row is no request', () => {
  it.each([
    'should I automate this?\n| daily | 10 usdc to degen | base |',
    'is this a good idea?\n| daily | 10 usdc to degen | base |',
    'would this be smart?\n| weekly | 25 usdc to aero | base |',
    'thoughts?\n- buy 20 usdc of degen on base every monday',
    'does this look right to you?\n| every monday | 10 usdc to degen | base |',
    'worth it or nah?\n| daily | 5 usdc to degen | base |',
    'should i do this?\n> buy 10 usdc of degen on base every day',
    'is this legit?\n| daily | 10 usdc to degen | base |\n',
  ])('%s', (prompt) => {
    expect(movingIntentOf(read(prompt)) && read(prompt).kind === 'intent').toBeFalsy();
  });

  it.each(['can you set this up?\n| daily | 10 usdc to degen | base |', 'could you do this for me?\n| daily | 10 usdc to degen | base |'])(
    'a question asking for it is asked back for a yes: %s',
    (prompt) => asksYes(read(prompt)),
  );

  it.each([
    ['buy 10 usdc of degen on base every day', 'automation-create'],
    ['what orders do i have open?', 'automation-list'],
  ])('near miss, the person own words: %s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });
});
