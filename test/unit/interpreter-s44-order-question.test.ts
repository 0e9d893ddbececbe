import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * The yes asked for an order names what is set up: its trade as read, on its chain, and its condition, without a
 * courtesy or a dangling comma ("kindly sell 6 UNI into USDC on Unichain, if UNI reach $14,?"), also when the chain was
 * said in another sentence ("…my LINK on Ethereum. Should LINK fall below $12, please sell 5 LINK…").
 */
const now = new Date('2026-11-27T12:00:00Z');
const question = (prompt: string): string => {
  const read = interpretPrompt(prompt, [], now);
  return read.kind === 'ask' ? read.question : `(${read.kind})`;
};

describe('an order asked back for a yes', () => {
  it.each([
    [
      'As a precaution, I would like to set a stop loss on my LINK on Ethereum. Should LINK fall below $12, please sell 5 LINK for USDC. I sincerely hope it will not come to that, but I would rather be protected than sorry.',
      'Do you want me to set up this order: sell 5 LINK for USDC on ethereum, if LINK fall below $12? (yes / no)',
    ],
    [
      'Please set up a take-profit for my UNI on Unichain: should UNI reach $14, kindly sell 6 UNI into USDC. Please leave it in place until it triggers; I do not wish to sell anything at the current price.',
      'Do you want me to set up this order: sell 6 UNI for USDC on unichain, if UNI reach $14? (yes / no)',
    ],
  ])('%s', (prompt, asked) => {
    expect(question(prompt)).toContain(asked);
  });
});
