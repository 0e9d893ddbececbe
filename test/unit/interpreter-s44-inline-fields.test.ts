import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A field written inline in a prose move (`slippage=1%`, `chain=base`) is its reader's, and the prose around it is still
 * the person's own: words there that change the move refuse it, as they do in prose with no field. A field anywhere on
 * the line used to leave the whole line uncounted, and "sell 0.4 SOL for BONK on solana slippage=1% Only 0.8, please."
 * sold 0.4 (found by s44-careful-moves' sweep of disagreeing sentences).
 */
const now = new Date('2026-11-27T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('prose beside an inline field that changes the move is refused', () => {
  it.each([
    'sell 0.4 SOL for BONK on solana slippage=1% Only 0.8, please.',
    'swap 0.4 SOL -> BONK @solana slippage=1% Only 0.8, please.',
    'swap 0.4 SOL -> BONK @solana slippage=1% Only 0.8 please',
    'swap 10 USDC to ETH on base slippage=0.5% no wait 20',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
});

describe('prose beside an inline field that only says the move is read as before', () => {
  it.each([
    ['sell 0.4 SOL for BONK on solana slippage=1%', { kind: 'swap', chain: 'solana', tokenIn: 'SOL', amount: { value: '0.4' }, slippageBps: 100 }],
    ['send 5 usdc to bob.eth chain=base pls', { kind: 'transfer', chain: 'base', token: 'USDC', amount: { value: '5' }, to: 'bob.eth' }],
    ['swap 10 USDC to ETH on base slippage=0.5% thanks!', { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', slippageBps: 50 }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });
});

describe('a spoken correction keeps the slippage said with the request, or is no reading of it', () => {
  it.each([
    // The request rewritten from its read parts lost "0.5% slippage": the yes asked traded at the default 1%.
    'swap 10 USDC to ETH on base with 0.5% slippage, no wait make it 20',
    'swap 10 USDC to ETH on base with slippage of 2 percent no wait 20',
  ])('refused: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });

  it.each([
    ['send 5 usdc to bob.eth chain=base make it 50', { kind: 'transfer', chain: 'base', amount: { value: '50' }, to: 'bob.eth' }],
    ['swap 10 no wait 20 USDC to ETH on base', { kind: 'swap', chain: 'base', tokenIn: 'USDC', amount: { value: '20' } }],
    ['sell 50% no wait 25% of my eth for usdc on base', { kind: 'swap', chain: 'base', tokenIn: 'ETH', amount: { kind: 'fraction', value: 0.25 } }],
  ])('asked back as corrected: %s', (prompt, pending) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { ...pending, awaiting: 'confirm' } });
  });
});
