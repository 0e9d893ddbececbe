import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import type { ThreadTurn } from '../../lib/agent/interpreter/intent.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';

/**
 * Held-out-32 pasted and everyday voices: the person's own request after pasted text, and everyday wordings of a buy,
 * an order or a read. Nothing inside the pasted part is ever followed.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const onThread = (turns: string[]) => {
  const said: ThreadTurn[] = [];
  let last = read(turns[0] ?? '');
  for (const prompt of turns) {
    last = interpretPrompt(prompt, said, now);
    said.push({ prompt, interpretation: last } as ThreadTurn);
  }
  return last;
};
const movesNothing = (prompt: string) => {
  const got = read(prompt);
  expect(got.kind === 'intent' ? movingIntentOf(got) : undefined).toBeUndefined();
  if (got.kind === 'ask') expect(got.pending).not.toHaveProperty('awaiting', 'confirm');
};

describe('a token put into another token, with no figure, is a buy whose amount is asked', () => {
  it.each([
    ['put some usdc into TOSHI on base', 'USDC', 'TOSHI'],
    ['put usdc into toshi on base', 'USDC', 'TOSHI'],
    ['put some of my usdc into degen on base', 'USDC', 'DEGEN'],
    ['throw a bit of usdc into degen on base', 'USDC', 'DEGEN'],
    ['saw this in a TG: "TOSHI about to run, cats always win"\nput some usdc into TOSHI on base', 'USDC', 'TOSHI'],
  ])('%j asks how much', (prompt, tokenIn, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', tokenIn, tokenOut, awaiting: 'amount' } });
  });

  it('the amount given next makes the buy', () => {
    const got = onThread(['put some usdc into TOSHI on base', '25 bucks']);
    expect(got).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'TOSHI', amount: { value: '25' } } });
  });

  it.each([
    ['put 25 usdc into toshi on base', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'TOSHI', amount: { kind: 'exact', value: '25' } }],
    ['put some usdc into my wallet on base', { kind: 'balance' }],
  ])('%j reads as before', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    'put some usdc into toshi and 5 usdc into degen on base',
    'put some usdc into usdc on base',
    'saw this in a TG: "put some usdc into TOSHI on base"',
  ])('%j moves nothing', movesNothing);
});
