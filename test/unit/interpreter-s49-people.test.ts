import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/** Everyday voices of held-out-32 (issue 16): each class with a plain sibling read right and a hostile one that stops. */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('"N mil" of a token whose chain is the only one listing both tokens', () => {
  it.each([
    ['dump 1mil bonk for sol', { tokenIn: 'BONK', tokenOut: 'SOL', chain: 'solana' }],
    ['sell 1mil bonk for usdc', { tokenIn: 'BONK', tokenOut: 'USDC', chain: 'solana' }],
    ['dump 1mil bonk for sol on solana', { tokenIn: 'BONK', tokenOut: 'SOL', chain: 'solana' }],
  ])('%s: asked in digits with both readings, the chain said', (prompt, move) => {
    const got = read(prompt);
    expect(got).toMatchObject({ kind: 'ask', pending: { ...move, awaiting: 'amount' }, choices: expect.any(Array) });
    expect(got.kind === 'ask' && got.choices?.map((c) => (c.kind === 'swap' ? c.amount : undefined))).toEqual([
      { kind: 'exact', value: '1000' },
      { kind: 'exact', value: '1000000' },
    ]);
  });

  it.each([
    // A token to pay or receive chosen by the reader is no question to carry: refused.
    'sell 2 mil bonk',
    'buy 2 mil bonk',
  ])('%s: not asked with both readings', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'ask' && got.choices).toBeFalsy();
    expect(got.kind).not.toBe('intent');
  });
});
