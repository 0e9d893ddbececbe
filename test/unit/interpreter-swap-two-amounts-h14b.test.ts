import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A swap that names the same figure for both its tokens (issue 16, sweep of amounts): "swap 20 usdc to 20 eth on base"
 * sold 20 USDC, the 20 ETH passed over, while "swap 20 usdc for 0.01 eth" is asked. Which amount is meant is asked.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('the same figure of both tokens of a swap is asked about', () => {
  it.each([
    'swap 20 usdc to 20 eth on base',
    'swap 20 usdc for 20 eth on base',
    'trade 100 usdc for 100 aero on base',
    'sell 5 eth for 5 usdc on base',
    'swap 20 usdc for 0.01 eth on base',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', awaiting: 'amount' } });
  });

  it.each([
    // Near misses: one figure, or the move's own figure said again, is read as before.
    ['swap 20 usdc for eth on base', '20'],
    ['buy 20 eth with usdc on base', '20'],
  ])('%s', (prompt, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', amount: { kind: 'exact', value } } });
  });
});
