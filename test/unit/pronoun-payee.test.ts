import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { onThreadAt, outcome } from '../support/thread-turn.ts';

/**
 * "carol.base.eth covered my coffee this morning ☕ send her 7 usdc on base" (issue 16, held-out-35 chat): the one name
 * the person wrote, before "send her", is asked back as the recipient for a yes. Two names, an address, a name said as
 * someone's (old) address, or no name at all: asked for the recipient, or refused, never sent to a guess. And "oh yea"
 * in an answer is no word of the move.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('the one name before "send her"', () => {
  it('is asked back as the recipient', () => {
    expect(read('carol.base.eth covered my coffee this morning ☕ send her 7 usdc on base')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'transfer', to: 'carol.base.eth', amount: { value: '7' }, awaiting: 'confirm' },
    });
  });
  it.each([
    ['carol.base.eth and bob.eth covered my coffee, send her 7 usdc on base'],
    ['send her 7 usdc on base'],
    ['His old address was bob.eth. Please send him 20 USDC on Base.'],
    ['0x4444444444444444444444444444444444444444 covered my coffee, send her 7 usdc on base'],
  ])('%s: no payment to a guess', (prompt) => {
    const r = read(prompt);
    expect(outcome(r)).not.toBe('move');
    expect(r.kind === 'ask' && r.pending.awaiting === 'confirm').toBe(false);
  });
  it('"oh yea 25 usdc, on ethereum" answers the amount and chain', () => {
    expect(onThreadAt(now, 'hey can u send alice.eth some usdc, i owe her for pizza 🍕', 'oh yea 25 usdc, on ethereum')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', to: 'alice.eth', chain: 'ethereum', amount: { value: '25' } },
    });
  });
});
