import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * An exact amount said again as the person's limit ("That is my limit, and please don't go above it"), and their own
 * lead-in to the request ("Let's do it this way: …"), are no second request: the move is asked back whole for a yes,
 * on a thread of its own or to an earlier question (held-out-19 careful :17, issue 16). Another amount, a later buy or
 * a cap on a move of no exact amount is still no such remark.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const swap = { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'WIF', amount: { kind: 'exact', value: '2' }, awaiting: 'confirm' };

describe('the amount said again as a limit: asked back whole', () => {
  it.each([
    "Let's do it this way: please spend 2 SOL on WIF. That is my limit, and please don't go above it.",
    "Please spend 2 SOL on WIF. That is my limit, and please don't go above it.",
    "Please spend 2 SOL on WIF on Solana. That's my budget; don't exceed it.",
    'Swap 2 SOL for WIF on Solana. That is the maximum.',
    "Okay, we'll do it this way: swap 2 SOL for WIF on Solana. Please don't spend more than that.",
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: swap });
  });
  it('to an earlier question on the thread', () => {
    expect(
      onThreadAt(
        now,
        "I'm thinking about buying some WIF on Solana, but I want to be careful about how much I put in.",
        "Let's do it this way: please spend 2 SOL on WIF. That is my limit, and please don't go above it.",
      ),
    ).toMatchObject({ kind: 'ask', pending: swap });
  });
});

describe('another amount, a later buy or another move beside it: nothing moves', () => {
  it.each([
    'Please spend 2 SOL on WIF. That is my limit, so buy more next week.',
    "Please spend 2 SOL on WIF. Don't go above 3 SOL.",
    'Please spend 2 SOL on WIF. That is my limit for today; do the same tomorrow.',
    "Let's do it this way: please spend 2 SOL on WIF, then send the WIF to bob.eth.",
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'intent' && movingIntentOf(reading)).toBeFalsy();
    expect(reading.kind === 'ask' && reading.pending.awaiting === 'confirm').toBe(false);
  });
});
