import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';

/**
 * Held-out set 13 (issue 16): "I'd like to spend 75 USDC on JUP" is the wish around "spend 75 USDC on JUP" — USDC is
 * spent and JUP bought — never a purchase of USDC ("want" alone reads as buy).
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T12:00:00Z'));

function moveOf(got: Interpretation): Record<string, unknown> | undefined {
  if (got.kind === 'intent') return got.intent as Record<string, unknown>;
  if (got.kind === 'ask' && got.pending.awaiting === 'confirm') return got.pending as Record<string, unknown>;
  return undefined;
}

describe('a wish to spend an amount of a token on another is a swap of the first for the second', () => {
  it.each([
    [
      "I'd like to spend exactly 75 USDC on JUP, on Solana. To be clear, 75 USDC is what should leave my wallet, however much JUP that happens to buy.",
      { tokenIn: 'USDC', tokenOut: 'JUP', amount: { value: '75' } },
    ],
    ["I'd like to spend exactly 75 USDC on JUP, on Solana.", { tokenIn: 'USDC', tokenOut: 'JUP' }],
    ['I want to spend 20 USDC on DEGEN on Base.', { tokenIn: 'USDC', tokenOut: 'DEGEN', chain: 'base' }],
    ['I would like to spend 0.01 ETH on AERO on Base.', { tokenIn: 'ETH', tokenOut: 'AERO' }],
    ['i wanna spend 5 usdc on bonk on solana', { tokenIn: 'USDC', tokenOut: 'BONK' }],
  ])('%s', (prompt, expected) => {
    expect(moveOf(read(prompt))).toMatchObject({ kind: 'swap', ...expected });
  });

  it.each([
    // Nothing named to buy: no trade to guess.
    'I want to spend 20 USDC on Base.',
    // What it is spent on is no token.
    'I need to spend 0.1 ETH on gas on Base.',
  ])('%s is no swap made or asked for a yes', (prompt) => {
    expect(moveOf(read(prompt))).toBeUndefined();
  });
});
