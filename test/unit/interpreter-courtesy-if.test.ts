import { describe, expect, it } from 'vitest';
import { courtesyIf, withoutCourtesy } from '../../lib/language/courtesy-if.ts';

/** One list of courtesies said as an "if" or a time, left out once and used by every reader (issue 16). */
describe('a courtesy of the list said as a clause of its own is left out', () => {
  it.each([
    ['If it is not too much trouble, unwrap 0.01 weth on base', 'unwrap 0.01 weth on base'],
    ['send 5 usdc to bob.eth on base, if that works.', 'send 5 usdc to bob.eth on base.'],
    ["swap 10 usdc to eth on base if it's possible", 'swap 10 usdc to eth on base'],
    ["send 5 usdc to bob.eth on base if you don't mind", 'send 5 usdc to bob.eth on base'],
  ])('%s', (given, left) => {
    expect(withoutCourtesy(given).trim()).toBe(left);
  });
  it.each([
    'send 5 usdc to bob.eth on base if problem',
    'send 5 usdc to bob.eth on base if that is not a problem for alice',
    'buy eth with 100 usdc on base if you can get it under 2000',
  ])('a condition stays: %s', (given) => {
    expect(withoutCourtesy(given)).toBe(given);
  });
});

describe('an "if" of the prompt words is a courtesy only when it asks nothing of the world', () => {
  const at = (text: string) => courtesyIf(text.split(' '), 0);
  it.each(['if possible', 'if that works', 'if its not too much trouble', 'if you can', 'if that would all be convenient', 'if thats ok with you'])(
    'courtesy: %s',
    (text) => expect(at(text)).toBe(true),
  );
  it.each(['if she confirms', 'if it drops', 'if thats ok with carol', 'if its not a problem for alice', 'if problem'])('condition: %s', (text) =>
    expect(at(text)).toBe(false),
  );
});
