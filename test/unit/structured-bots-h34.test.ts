import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';

/** held-out-34, bot voice (issue 16): a call's bare first argument, and a command option holding an amount and its token. */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe("a call's bare first argument before named ones is its token", () => {
  it.each([
    ['price("WIF", chain="solana")', { kind: 'price', tokens: ['WIF'], chain: 'solana' }],
    ["price('WIF', chain='solana')", { kind: 'price', tokens: ['WIF'], chain: 'solana' }],
    // It was dropped: every token's balance was read instead of USDC's.
    ['balance("USDC", chain="base")', { kind: 'balance', chains: ['base'], tokens: ['USDC'] }],
    ['price(token="WIF", chain="solana")', { kind: 'price', tokens: ['WIF'], chain: 'solana' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toEqual({ kind: 'intent', intent });
  });
});

describe('`--in 0.5 SOL`: the token spent and its amount in one option', () => {
  it.each([
    'swap --in 0.5 SOL --out JUP --network solana --max-slippage 1%',
    'swap --in 0.5 SOL --out JUP --network solana',
    'swap --from 0.5 SOL --to JUP --chain solana',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'JUP', amount: { kind: 'exact', value: '0.5' }, side: 'sell' },
    });
  });
  it.each(['swap --in 0.5 SOL --out 10 JUP --network solana', 'swap --in 0.5 SOL --amount 2 --out JUP --network solana'])(
    'two amounts are never chosen between: %s',
    (prompt) => {
      expect(read(prompt).kind).toBe('fail');
    },
  );
});
