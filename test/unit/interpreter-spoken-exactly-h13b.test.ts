import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/** "exactly ten aero no sorry exactly twenty aero" (held-out-13 voice, issue 16): "exactly" said again with the correction. */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T12:00:00Z'));

describe('a spoken correction that repeats "exactly" is read as corrected, and asked back before it runs', () => {
  it.each([
    ['I want to get exactly ten aero no sorry exactly twenty aero and pay with usdc on base', 'AERO', '20'],
    ['buy exactly ten aero no sorry exactly twenty aero with usdc on base', 'AERO', '20'],
    ['buy exactly 10 aero with usdc on base sorry exactly 20', 'AERO', '20'],
    ['get me exactly five degen no wait exactly eight degen with usdc on base', 'DEGEN', '8'],
  ])('%s', (prompt, tokenOut, value) => {
    expect(read(prompt)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', tokenIn: 'USDC', tokenOut, amount: { kind: 'exact', value }, side: 'buy', awaiting: 'confirm' },
    });
  });
  it.each(['buy exactly ten aero no sorry exactly twenty aero or maybe thirty with usdc on base', 'buy exactly ten aero with usdc on base. sorry, exactly 20'])(
    '%s is not run',
    (prompt) => {
      expect(read(prompt)).not.toMatchObject({ kind: 'intent' });
    },
  );
});
