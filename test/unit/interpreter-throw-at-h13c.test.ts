import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/** "throw like $20 of my sol at jup" (held-out-13, issue 16): money thrown at a token is a trade into it, no price read. */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T12:00:00Z'));

describe('money thrown at a token is put into it', () => {
  it.each([
    ['throw like $20 of my sol at jup', 'SOL', 'JUP', { kind: 'usd', value: '20' }],
    ['throw $20 of my sol at jup', 'SOL', 'JUP', { kind: 'usd', value: '20' }],
    ['throw 50 usdc at bonk', 'USDC', 'BONK', { kind: 'exact', value: '50' }],
    ['chuck 10 usdc at degen on base', 'USDC', 'DEGEN', { kind: 'exact', value: '10' }],
    ['toss half my eth at degen on base', 'ETH', 'DEGEN', { kind: 'fraction', value: 0.5 }],
  ])('%s', (prompt, tokenIn, tokenOut, amount) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn, tokenOut, amount } });
  });
  it.each(['throw it at 3000', 'throw 50 usdc at 0.5', 'throw a party at the office'])('%s is no trade', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'intent', intent: { kind: 'swap' } });
  });
  it('a sell at a price stays an order at that price', () => {
    expect(read('sell eth at 3000 on base')).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create' } });
  });
});
