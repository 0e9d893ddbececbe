import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A friend's tip quoted in a line, then adopted in the person's own words with what to pay it with ("fine. do it with
 * my usdc"; held-out-14, issue 16): the quote's move, paid with the person's token, asked back whole for a yes; never
 * run on the prompt, and a doubt or another chain keeps it from being read this way.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const tip = 'my friend keeps sending me this: "put like 30 bucks into DEGEN on base, trust me it\'s gonna run"';
const degen = { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'usd', value: '30' }, awaiting: 'confirm' };

describe('a quoted tip adopted with the token to pay it with is asked back whole', () => {
  it.each([`${tip} 🙄 fine. do it with my usdc`, `${tip} fine. do it with usdc`, `${tip}\n\nok do it with my usdc`, `${tip} 🙄 ugh ok, do it using my usdc`])(
    '%s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'ask', pending: degen });
    },
  );
});

describe('a doubt or another chain beside it moves nothing', () => {
  it.each([`${tip} 🙄 do it with usdc? idk`, `${tip} 🙄 fine. do it with my usdc on polygon`, `${tip} 🙄 don't do it with my usdc`])('%s', (prompt) => {
    expect(read(prompt).kind === 'intent').toBe(false);
  });
});
