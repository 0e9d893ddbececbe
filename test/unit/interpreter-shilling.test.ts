import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * "someone keeps shilling it" was typo-corrected to "selling" and asked how much DEGEN to sell (held-out-13, chat): words
 * of everyday talk one edit from a verb of a move are never corrected into it; a real typo of "sell" still is.
 */
describe('shilling is not selling', () => {
  it('a lookup with shilling beside it stays a lookup', () => {
    expect(interpretPrompt('wtf is 0x4ed4E862860beD51a9570b96d89aF5E1B0Efefed on base, someone keeps shilling it in the tg')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'lookup', chain: 'base' },
    });
  });

  it.each(['someone keeps shilling degen on base', 'they shilled degen on base all day', 'my friend is telling me degen on base'])(
    '%s starts no move',
    (prompt) => {
      const reading = interpretPrompt(prompt);
      expect(reading.kind === 'intent' && reading.intent.kind === 'swap').toBe(false);
      if (reading.kind === 'ask') expect(reading.pending.kind).not.toBe('swap');
    },
  );

  it.each(['seling 10 degen on base', 'sell 10 degen on base'])('%s still sells', (prompt) => {
    expect(interpretPrompt(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn: 'DEGEN', side: 'sell' } });
  });
});
