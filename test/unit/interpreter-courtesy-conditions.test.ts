import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * An "if" or a "once" that asks nothing of the world (held-out-10's careful and non-native voices): "If it is not too
 * much trouble, would you unwrap …" and "…, kindly confirm once done" were refused as moves waiting on a condition.
 * A courtesy is left out; a condition someone else must meet still stops the move.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));

describe('a courtesy said as a condition is no condition', () => {
  it.each([
    ['If it is not too much trouble, would you unwrap 0.01 WETH back into ETH on Unichain?', 'unwrap'],
    ["If you don't mind, send 5 usdc to bob.eth on base", 'transfer'],
    ["if it's no trouble, swap 10 usdc to eth on base", 'swap'],
    ["send 5 usdc to bob.eth on base if it's not a problem", 'transfer'],
    ["send 5 usdc to bob.eth on base if it isn't a problem", 'transfer'],
    ['Could you swap 10 USDC for ETH on Base, if that is no bother?', 'swap'],
    ['if at all possible, wrap 1 pol on polygon', 'wrap'],
    ['Please send 0.01 ETH to vitalik.eth on ethereum mainnet, kindly confirm once done', 'transfer'],
    ['send 5 usdc to bob.eth on base, confirm once done', 'transfer'],
    ['swap 10 usdc for eth on base, let me know when it is done', 'swap'],
    // Held-out-12: the request asked again as a question about itself, and thanks given before it is done.
    ['I want to swap 50 USDC to DEGEN on base, can you do that for me? Thanks already!', 'swap'],
    ['swap 50 USDC to DEGEN on base, can you do that for me?', 'swap'],
    ['send 5 usdc to bob.eth on base, could you handle it please?', 'transfer'],
    ['wrap 1 pol on polygon and would you take care of that for us? thank you in advance', 'wrap'],
  ])('%s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });
});

describe('a condition someone or something else must meet still stops the move', () => {
  it.each([
    'send 5 usdc to bob.eth on base, kindly confirm once she replies',
    "send 5 usdc to bob.eth on base if he doesn't mind",
    'send 5 usdc to bob.eth on base if that is not a problem for alice',
    'send 5 usdc to bob.eth on base if it is not a problem for the accountant',
    'swap 50 usdc to degen on base, can you do that for bob?',
    'send 5 usdc to bob.eth on base if problem',
    'send 5 usdc to bob.eth on base if a problem.',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'intent' && (reading.intent.kind === 'transfer' || reading.intent.kind === 'swap')).toBe(false);
  });
  it('a condition on a price after "if you can" is an order, never a trade now', () => {
    expect(read('buy eth with 100 usdc on base if you can get it under 2000')).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create' } });
  });
});
