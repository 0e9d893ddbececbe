import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import type { ThreadTurn } from '../../lib/agent/interpreter/intent.ts';
import { asStored } from '../support/thread-turn.ts';

/** Follow-ups on a thread that point back at the answer just given (held-out-13 chat and voice, issue 16). */
const now = new Date('2026-11-26T00:00:00Z');
function thread(...prompts: string[]) {
  const turns: ThreadTurn[] = [];
  let last = interpretPrompt(prompts[0]!, [], now);
  for (const p of prompts.slice(1)) {
    turns.push({ prompt: prompts[turns.length]!, interpretation: asStored(last), status: last.kind === 'fail' ? 'failed' : 'completed' } as ThreadTurn);
    last = interpretPrompt(p, turns, now);
  }
  return last;
}

describe('"and whats that in $" after a balance values that holding, on its chains', () => {
  it.each([
    ['how much sol do i have', 'and whats that in $ lol', ['SOL'], ['solana']],
    ['how much sol do i have', 'in usd?', ['SOL'], ['solana']],
    ['whats my eth balance on base', 'how much is that in dollars', ['ETH'], ['base']],
    ['my usdc on polygon', 'whats it worth', ['USDC'], ['polygon']],
    ['how much pol do i have on polygon', 'ok and what is that worth in usd', ['POL'], ['polygon']],
  ])('%s → %s', (first, second, tokens, chains) => {
    expect(thread(first, second)).toMatchObject({ kind: 'intent', intent: { kind: 'portfolio', tokens, chains } });
  });
  it('after all balances: every holding valued', () => {
    expect(thread('show my balances', 'whats that worth')).toMatchObject({ kind: 'intent', intent: { kind: 'portfolio' } });
  });
  it.each([
    ['price of eth', 'whats that in usd'],
    ['how much sol do i have', 'send that in usd'],
    ['how much sol do i have', 'whats that in eur'],
    ['how much sol do i have', 'whats that worth if eth pumps'],
  ])('%s → %s is not read as a value of the balance', (first, second) => {
    expect(thread(first, second)).not.toMatchObject({ kind: 'intent', intent: { kind: 'portfolio' } });
  });
});

describe('"wrap point two of that" after a balance of the native token on one chain wraps on that chain', () => {
  it.each([
    ["what's my eth balance on base", 'okay wrap point two of that', 'wrap', 'base', 'ETH', { kind: 'exact', value: '0.2' }],
    ["what's my eth balance on base", 'wrap half of it', 'wrap', 'base', 'ETH', { kind: 'fraction', value: 0.5 }],
    ['how much eth do i have on ethereum', 'wrap 0.1 of that please', 'wrap', 'ethereum', 'ETH', { kind: 'exact', value: '0.1' }],
    ['how much weth on base', 'unwrap half of that', 'unwrap', 'base', 'WETH', { kind: 'fraction', value: 0.5 }],
    ["what's my eth balance on base", 'wrap 0.1 of that on ethereum', 'wrap', 'ethereum', 'ETH', { kind: 'exact', value: '0.1' }],
  ])('%s → %s', (first, second, kind, chain, token, amount) => {
    expect(thread(first, second)).toMatchObject({ kind: 'intent', intent: { kind, chain, token, amount } });
  });
  it.each([
    ["what's my eth balance on base", 'wrap 0.2'],
    ['my eth balance', 'wrap 0.1 of that'],
    ["what's my eth balance on base", 'unwrap all of that'],
    ['my usdc on base', 'wrap half of it'],
  ])('%s → %s still asks', (first, second) => {
    expect(thread(first, second)).toMatchObject({ kind: 'ask' });
  });
});
