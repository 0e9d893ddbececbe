import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A cancel of the one order pointed at by its making (issue 16, held-out-18): "cancel my order that I put before" is a
 * cancel of the order that matches nothing more, which the runtime cancels only when it is the one open order (more are
 * listed, none cancelled). "stop my automation", "cancel my orders" still ask which.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('the order I put before', () => {
  it.each([
    'Please cancel my order that I put before, I change my mind',
    'cancel the order I just placed',
    'pls cancel my last order',
    'I want to cancel the order that we set up, please',
  ])('%s', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && r.intent, JSON.stringify(r)).toEqual({ kind: 'automation-cancel', target: 'match', match: {} });
  });

  it.each(['stop my automation', 'cancel my orders'])('still asks which: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_TARGET_REQUIRED' });
  });

  it('a cancel joined to a move stays refused', () => {
    expect(read('cancel the order I made yesterday and buy eth')).toMatchObject({ kind: 'fail' });
  });
});
