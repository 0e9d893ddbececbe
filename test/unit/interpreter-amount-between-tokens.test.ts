import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A figure between the two tokens of a trade, tied to neither ("sell jup 30 solana", a bot's "SELL | JUP | 30 |
 * solana"), was read as an amount of the token after it: 30 SOL bought with JUP, 20 SOL spent on WIF. It is refused with
 * both readings named; a word or a stablecoin that says which still reads as before.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a figure between two tokens, tied to neither, moves nothing', () => {
  it.each([
    ['SELL | JUP | 30 | solana', 'JUP', 'SOL'],
    ['SELL | JUP | 30 | solana\ndo it', 'JUP', 'SOL'],
    ['sell jup 30 solana', 'JUP', 'SOL'],
    ['SELL,JUP,30,solana', 'JUP', 'SOL'],
    ['swap jup 30 sol', 'JUP', 'SOL'],
    ['buy | WIF | 20 | solana', 'WIF', 'SOL'],
    ['buy wif 20 sol', 'WIF', 'SOL'],
    ['buy bonk 1 solana', 'BONK', 'SOL'],
    ['sell wif 5 solana', 'WIF', 'SOL'],
    ['sell pepe 1000000 ethereum', 'PEPE', 'ETH'],
    ['sell pepe 1,000,000 ethereum', 'PEPE', 'ETH'],
  ])('%s', (prompt, before, after) => {
    const got = read(prompt);
    expect(got).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR' });
    if (got.kind === 'fail') expect(got.message).toContain(`amount of ${before} or of ${after}`);
  });
});

describe('a figure tied to its token still reads as that amount', () => {
  it.each([
    ['sell 30 jup on solana', { tokenIn: 'JUP', tokenOut: 'SOL', amount: { kind: 'exact', value: '30' }, side: 'sell' }],
    ['sell jup for 30 sol', { tokenIn: 'JUP', tokenOut: 'SOL', amount: { kind: 'exact', value: '30' }, side: 'buy' }],
    ['buy eth 100 usdc on base', { tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '100' }, side: 'sell' }],
    ['buy degen 50 usdc base', { tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '50' }, side: 'sell' }],
    ['buy 20 wif solana', { tokenIn: 'SOL', tokenOut: 'WIF', amount: { kind: 'exact', value: '20' }, side: 'buy' }],
  ])('%s', (prompt, swap) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', ...swap } });
  });

  it('"need usdc, 1 eth sell, base": the comma ties the figure to the token after it', () => {
    expect(read('need usdc, 1 eth sell, base')).toMatchObject({ kind: 'ask', pending: { tokenIn: 'ETH', tokenOut: 'USDC', amount: { value: '1' } } });
  });
});
