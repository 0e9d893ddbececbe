import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import type { Interpretation, ThreadTurn } from '../../lib/agent/interpreter/intent.ts';

/**
 * Careful people beside their orders and cancels (issue 16, held-out-32 work 19, 24, 25, 28, 29, 30, 32): a sentence that
 * says again what the order or cancel does anyway is no second request; one that changes it still stops it.
 */
const now = new Date('2026-11-28T12:00:00Z');
const thread = (...turns: string[]): Interpretation => {
  const said: ThreadTurn[] = [];
  let last: Interpretation | undefined;
  for (const prompt of turns) {
    last = interpretPrompt(prompt, said, now);
    said.push({ prompt, interpretation: last } as ThreadTurn);
  }
  return last!;
};
const uniLimit = 'Place a limit order on Ethereum: buy UNI with 80 USDC if UNI falls to $8.';

describe('a cancel of one order beside "leave everything else untouched" in a sentence of its own', () => {
  it.each([
    'I have reconsidered my earlier instruction. Kindly cancel the limit order I placed to buy UNI on Ethereum. I no longer wish it to execute. Please leave everything else untouched.',
    'Cancel the UNI limit order. Leave all the others as they are.',
    'Please cancel my UNI buy. Keep the rest.',
  ])('%s', (prompt) => {
    expect(thread(uniLimit, prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', match: { token: 'UNI' } } });
  });

  it.each([
    'Cancel all my orders. Please leave everything else untouched.',
    'Cancel the UNI limit order. Keep the ETH one.',
    'Cancel the UNI limit order. Leave the rest but cancel the ETH buy too.',
  ])('still refused: %s', (prompt) => {
    expect(thread(uniLimit, prompt)).toMatchObject({ kind: 'fail' });
  });
});
