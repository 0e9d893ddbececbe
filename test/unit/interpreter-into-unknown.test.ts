import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

// "ape 50 usdc into HIGHER on base" bought 50 USDC with ETH (the eighth held-out set's wrong move): HIGHER is no listed
// token and "higher" an English word, so the word in the slot "into" names was passed over and the buy kept only USDC.
describe('what money is put into is the token bought: one no token names is refused, never passed over', () => {
  it.each([
    ['ape 50 usdc into HIGHER on base', 'HIGHER'],
    ['ape 50 usdc into higher on base', 'HIGHER'],
    ['aping 50 usdc in HIGHER on base', 'HIGHER'],
    ['ape 50 usdc into FOOBAR on base', 'FOOBAR'],
    ['ape 25 usdc into the MOON on base pls', 'MOON'],
    ['dump 0.1 eth into BASED on base', 'BASED'],
    ['ape 100 usdc into Giga on base', 'GIGA'],
  ])('%s', (prompt, word) => {
    expect(interpretPrompt(prompt, [])).toMatchObject({ kind: 'fail', code: 'UNKNOWN_TOKEN', message: expect.stringContaining(word) });
  });

  it.each([
    ['ape 50 usdc into bonk on solana', 'USDC', 'BONK'],
    ['put 30 USDC into BONK on solana', 'USDC', 'BONK'],
    ['ape 0.05 eth into brett on base', 'ETH', 'BRETT'],
    ['put 30 usdc in bonk on solana', 'USDC', 'BONK'],
    ['swap 50 usdc in eth on base', 'USDC', 'ETH'],
    ['buy eth with 50 usdc in one go on base', 'USDC', 'ETH'],
  ])('%s: still the swap', (prompt, tokenIn, tokenOut) => {
    expect(interpretPrompt(prompt, [])).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn, tokenOut } });
  });

  it('money put into a wallet is no token bought, and nothing is moved', () => {
    const r = interpretPrompt('put 50 usdc into my wallet on base', []);
    expect(r.kind).not.toBe('intent');
  });
});
