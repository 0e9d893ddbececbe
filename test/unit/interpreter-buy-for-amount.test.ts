import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

// Found by the seventh held-out set of issue 16: "I want buy for 30 dollars of TOSHI, paying with USDC, in the Base"
// sold $30 of TOSHI for USDC. "for" right after the verb was taken for the word that names what pays ("buy eth for
// usdc"), so TOSHI paid, and the USDC the person said they would pay with was bought. Right after the verb, "for" starts
// the amount; it names what pays only after what is bought, and a pay word said outright ("with", "paying with",
// "using") always comes first.
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T12:00:00Z'));

describe('"buy for <amount> of X": X is bought (issue 16)', () => {
  it.each([
    ['I want buy for 30 dollars of TOSHI, paying with USDC, in the Base', 'USDC', 'TOSHI'],
    ['buy for 30 dollars of TOSHI with USDC on base', 'USDC', 'TOSHI'],
    ['please buy for me 50 dollars of brett using usdc on base', 'USDC', 'BRETT'],
    ['buy for 20 usdc of degen on base', 'USDC', 'DEGEN'],
    ['I would like buy for $15 of AERO, pay with USDC, on base', 'USDC', 'AERO'],
    ['can you buy for 40 dollar of link with my usdc on ethereum', 'USDC', 'LINK'],
    ['buy for 25 usdt of wif on solana', 'USDT', 'WIF'],
  ])('%s: pays %s, buys %s', (prompt, tokenIn, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn, tokenOut } });
  });

  it('with no pay token named, what is bought is still the token after "of" (the chain\'s own coin pays, said in a note)', () => {
    expect(read('I want buy for 30 dollars of TOSHI on base')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenIn: 'ETH', tokenOut: 'TOSHI' },
    });
  });

  it.each([
    ['buy degen for 20 usdc on base', 'USDC', 'DEGEN'],
    ['buy link for 100 usdc on ethereum', 'USDC', 'LINK'],
    ['buy me eth for 50 usdc on base', 'USDC', 'ETH'],
    ['buy 0.1 eth for usdc with my usdc on base', 'USDC', 'ETH'],
  ])('%s: "for" after what is bought still names what pays', (prompt, tokenIn, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn, tokenOut } });
  });
});
