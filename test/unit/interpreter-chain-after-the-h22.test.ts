import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A chain named after "on the" / "in the" (held-out-22 non-native:91, "sell 5 UNI for USDC in the Ethereum"): still the
 * chain, not a third token beside the two of the swap (issue 16). A condition beside it keeps its refusal.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a chain after "on the" / "in the"', () => {
  const uni = { kind: 'swap', chain: 'ethereum', tokenIn: 'UNI', tokenOut: 'USDC', amount: { kind: 'exact', value: '5' } };
  it.each([
    ['Please sell 5 UNI for USDC in the Ethereum, the price is good now', uni],
    ['sell 5 UNI for USDC on the ethereum', uni],
    ['on the Ethereum please sell 5 UNI for USDC', uni],
    ['buy 1 sol of bonk on the solana', { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'BONK' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each(['sell 5 UNI for USDC on the ethereum if the price is good', 'sell 5 UNI for USDC on the ethereum or on base'])('%s is not run', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });

  it('the token named "ethereum" elsewhere is still ETH', () => {
    expect(read('swap 5 usdc for the ethereum on base')).toMatchObject({ kind: 'intent', intent: { chain: 'base', tokenOut: 'ETH' } });
  });
});
