import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A move joined to a cancel ("cancel it and buy 50 USDC of DEGEN now instead") is a second request: it was read as the
 * order's description, and the buy was dropped without a word. Nothing is cancelled or done; a cancel that names its
 * order by what it bought still cancels.
 */
describe('a move joined to a cancel', () => {
  it.each([
    "I've reconsidered the daily DEGEN purchase. Please cancel it and buy 50 USDC of DEGEN now instead.",
    'cancel it and buy 50 USDC of DEGEN on base now instead',
    'cancel my weekly eth buy, then send 5 usdc to bob.eth on base',
    'stop the daily degen buy and swap 20 usdc to eth on base',
    'cancel my BONK dca and sell 100000 bonk instead',
  ])('%s is refused, nothing cancelled', (prompt) => {
    expect(interpretPrompt(prompt)).toMatchObject({ kind: 'fail' });
  });

  it.each([
    ['cancel the ETH buy at $2,400', { kind: 'limit', token: 'ETH', priceUsd: '2400' }],
    ['cancel the daily buy of 10 usdc of degen', { kind: 'recurring', token: 'DEGEN' }],
    ["Please cancel my weekly UNI purchase; I'd like nothing further bought.", { kind: 'recurring', token: 'UNI' }],
  ])('%s still cancels', (prompt, match) => {
    expect(interpretPrompt(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', target: 'match', match } });
  });
});
