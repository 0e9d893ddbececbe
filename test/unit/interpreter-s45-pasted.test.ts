import { describe, expect, it } from 'vitest';
import { onThreadAt, outcome } from '../support/thread-turn.ts';

/**
 * Everyday voices and pastes held-out-28 missed (issue 16): every holding on a chain said as "all tokens" with no verb
 * ("In ethereum chain, all tokens please", answering a balance read).
 */
const now = new Date('2026-11-26T12:00:00Z');
const thread = (...prompts: string[]) => onThreadAt(now, ...prompts);

describe('"all tokens" with a chain and no verb reads every holding there', () => {
  it.each([
    [['Good morning. I want to see my balance.', 'In ethereum chain, all tokens please'], ['ethereum']],
    [['all tokens on ethereum'], ['ethereum']],
    [['on base, all my coins'], ['base']],
    [['in the polygon network, all the tokens pls'], ['polygon']],
  ])('%j', (prompts, chains) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'intent', intent: { kind: 'balance', chains, tokens: 'all' } });
  });

  it.each(['sell all tokens on ethereum', 'send all tokens on base to 0x1111111111111111111111111111111111111111'])(
    '%s: a verb beside it is no read',
    (prompt) => {
      expect(outcome(thread(prompt))).not.toBe('info');
    },
  );
});
