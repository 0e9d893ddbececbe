import { describe, expect, it } from 'vitest';
import { interpretPrompt, movingIntentOf, type Interpretation } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * A move made now in careful prose, with sentences beside it that only accept, restate, explain or check it
 * (held-out-29 and held-out-30, careful voice; issue 16): each such sentence is read by its role and the move is read
 * (or asked back whole for a yes); a sentence that says anything else — another amount, chain or payee, a condition, a
 * time, "and also …" — keeps the move from being made.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

/** The move read or asked back whole for a yes. */
function moveOf(reading: Interpretation): Record<string, unknown> | undefined {
  if (reading.kind === 'intent') return movingIntentOf(reading) as Record<string, unknown> | undefined;
  if (reading.kind === 'ask' && reading.pending.awaiting === 'confirm') return reading.pending as Record<string, unknown>;
  return undefined;
}

/** Neither made nor asked for a yes: refused, or a question for a field. */
function stopped(reading: Interpretation): boolean {
  return moveOf(reading) === undefined;
}

describe('a price that may move, accepted beside a trade: the trade', () => {
  it.each([
    [
      'I would like to purchase some DEGEN on Base. Please spend exactly 25 USDC on it, and no more than that. I understand the price may shift slightly between the quote and the execution, which is perfectly fine with me.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '25' } },
    ],
    [
      'I would like to purchase some DEGEN on Base. Please spend exactly 20 USDC for it, no more. I understand prices move, and that is acceptable to me.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '20' } },
    ],
    [
      'Please swap 50 USDC for JUP on Solana. I understand the price might move slightly between now and when it executes, which is quite acceptable.',
      { kind: 'swap', chain: 'solana', tokenIn: 'USDC', tokenOut: 'JUP' },
    ],
    [
      'I would like to purchase some BRETT on Base. Please spend 25 USDC on it. I accept that the price may vary slightly, which is fine with me.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'BRETT', amount: { kind: 'exact', value: '25' } },
    ],
    [
      'Kindly sell 3 LINK for USDC on Ethereum. I am aware the rate could shift a little between the quote and the execution, which is perfectly alright.',
      { kind: 'swap', chain: 'ethereum', tokenIn: 'LINK', tokenOut: 'USDC' },
    ],
    [
      'I realise the rate may change a little between the quote and the trade. Please swap 0.1 ETH for USDC on Base.',
      { kind: 'swap', chain: 'base', tokenIn: 'ETH', tokenOut: 'USDC' },
    ],
  ])('%s', (prompt, move) => {
    expect(moveOf(read(prompt)), JSON.stringify(read(prompt))).toMatchObject(move);
  });

  it.each([
    'I would like to purchase some DEGEN on Base. Please spend exactly 25 USDC on it, no more. I understand the price may shift, which is fine, but only if it stays under 0.01.',
    'I would like to purchase some DEGEN on Base. Please spend exactly 25 USDC on it. I understand the price may shift slightly between the quote and the execution, which is why I want 40 USDC instead.',
    'I would like to purchase some DEGEN on Base. Please spend exactly 25 USDC on it. I understand the price may shift between the quote and the execution, so please wait until tomorrow.',
    'I would like to purchase some DEGEN on Base. Please spend exactly 25 USDC on it. I understand the price may shift slightly, which is fine with me on Ethereum too.',
    'I would like to purchase some DEGEN on Base. Please spend exactly 25 USDC on it, no more. Also send 5 USDC to bob.eth.',
    'I would like to purchase some DEGEN on Base. Please spend exactly 25 USDC on it, no more. The price may shift, which is fine if DEGEN stays below 0.01.',
  ])('%s: stopped', (prompt) => {
    expect(stopped(read(prompt)), JSON.stringify(read(prompt))).toBe(true);
  });
});

describe('"N X, no more" answering how much: that amount, bounded', () => {
  it('"20 USDC, no more." completes the purchase', () => {
    expect(onThreadAt(now, 'I would like to purchase some DEGEN on Base.', '20 USDC, no more.')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '20' } },
    });
  });
  it.each(['no more', 'no more, cancel'])('"%s" alone is still a no', (answer) => {
    expect(onThreadAt(now, 'I would like to purchase some DEGEN on Base.', answer)).toMatchObject({ kind: 'fail', code: 'CANCELLED' });
  });
});
