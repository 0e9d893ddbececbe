import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { confirmQuestion } from '../../lib/agent/interpreter/owed-yes.ts';

const A = '0x1111111111111111111111111111111111111111';
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a line that reports a move is never the move it reports (issue 16)', () => {
  it.each([
    // Told in the past.
    'swapped 5 usdc for eth on base',
    'i sold 2 sol for usdc on solana',
    'bought 20 usdc of degen on base yesterday',
    `sent 10 usdc to ${A} on polygon`,
    // With its outcome, after it, before it or on a line of its own.
    'swap 5 usdc for eth on base failed, retrying',
    'swap 5 usdc for eth on base — failed',
    `send 10 usdc to ${A} on base: reverted`,
    'swap 5 usdc for eth on base (error: slippage)',
    'tx failed: swap 5 usdc for eth on base',
    'swap 5 usdc for eth on base\nfailed, retrying',
    'swap 5 usdc for eth on base, retrying',
    'swap 5 usdc fro eth on base timed out',
    // With a status mark.
    '❌ swap 5 usdc for eth on base',
    `✅ sent 10 usdc to ${A} on base`,
    '⛔ wrap 1 eth on base',
  ])('%s', (prompt) => {
    const result = read(prompt);
    expect(result.kind === 'intent' && result.intent.kind !== 'balance' && result.intent.kind !== 'price', JSON.stringify(result)).toBe(false);
    if (result.kind === 'ask') expect(result.pending.awaiting, JSON.stringify(result)).toBe('confirm');
  });

  it.each([
    // The person's own request beside a report of another move, or a wish about the outcome, is still theirs.
    ['swap 5 usdc for eth on base, make sure it does not fail', 'intent'],
    ["swap 5 usdc for eth on base, don't fail this time", 'intent'],
    ['buy eth with the usdc i sold yesterday, 50 usdc on base', 'intent'],
    [`send back the 5 usdc he sent me to ${A} on base`, 'intent'],
    ['my last swap failed. swap 5 usdc for eth on base', 'ask'],
  ])('%s: still a request', (prompt, kind) => {
    const result = read(prompt);
    expect(result.kind, JSON.stringify(result)).toBe(kind);
    expect(result.kind === 'fail').toBe(false);
  });
});

describe('the yes / no question restating a launch names who earns its fees', () => {
  it.each([
    [{ kind: 'launch', chain: 'base', name: 'Pixel Pigeon', symbol: 'PGN', feeRecipientName: 'bob.eth' }, 'bob.eth'],
    [{ kind: 'launch', chain: 'base', name: 'Pixel Pigeon', symbol: 'PGN', feeRecipient: A }, A],
  ])('%j', (intent, recipient) => {
    expect(confirmQuestion(intent as never)).toBe(
      `Do you want me to launch Pixel Pigeon (PGN) on Base, with its creator fees going to ${recipient}? (yes / no)`,
    );
  });
});
