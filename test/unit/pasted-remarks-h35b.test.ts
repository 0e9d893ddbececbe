import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { outcome } from '../support/thread-turn.ts';

/**
 * held-out-35's pasted sets (issue 16): a bound inside quoted text is the text's ("Wrap at least 0.05 ETH"), the rest
 * kept beside an exact amount is no "all but" amount ("keep the rest"), and "this once" is one time, no condition.
 * The same words in the person's own request keep their readings.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('words that only seem to bound or hold the move', () => {
  it.each([
    [
      'The lending app\'s docs say:\n\n"Note: deposits must be made in WETH, not native ETH. Wrap at least 0.05 ETH before depositing."\n\nok wrap 0.05 ETH to WETH on base for me',
      'wrap',
    ],
    ['sell 2,000,000 PEPE for USDC on ethereum. keep the rest', 'swap'],
    ['sell 0.5 eth for usdc on base and leave the rest', 'swap'],
  ])('%s', (prompt, kind) => {
    const r = read(prompt);
    const intent = r.kind === 'intent' ? r.intent : r.kind === 'ask' ? r.pending : undefined;
    expect(intent).toMatchObject({ kind });
    expect(outcome(r)).not.toBe('fail');
  });

  it('"just this once" is asked back for a yes, never refused as a condition', () => {
    expect(read('just this once, sell 1 SOL for JUP on solana')).toMatchObject({ kind: 'ask', pending: { kind: 'swap', tokenIn: 'SOL' } });
  });

  it.each([
    'docs say "wrap 0.05 ETH" so wrap at least 0.05 ETH on base',
    'sell all but 5 eth on base',
    'sell 1 eth on base, keep 2',
    'sell eth on base, keep the rest 2',
    'sell 1 SOL for JUP on solana once my paycheck clears',
  ])('keeps its refusal or question: %s', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});
