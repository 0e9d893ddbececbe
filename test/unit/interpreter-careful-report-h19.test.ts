import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';

/**
 * A careful move beside a wish that the reply state a fact of it once it ran — what was received, the address a name
 * resolved to, that it went through — and why the person wants it told (held-out-19, issue 16). The answer of a move
 * states these anyway: the move is asked back whole for a yes. A second move after the report, or a report that
 * waits on something else, is still no remark.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a move with the reply asked to state a fact of it: asked back whole', () => {
  it.each([
    [
      "Would you please spend 300 USDC on Solana to buy SOL? Once it's done, I'd be grateful if you could tell me how much SOL I received, so I can note it down.",
      { kind: 'swap', chain: 'solana', tokenIn: 'USDC', tokenOut: 'SOL', amount: { kind: 'exact', value: '300' } },
    ],
    [
      "Please send 150 USDC on Base to alice.eth. She is expecting it as my share of a dinner bill. I'd appreciate it if you could confirm the address the name resolves to when you report back.",
      { kind: 'transfer', chain: 'base', token: 'USDC', amount: { kind: 'exact', value: '150' }, to: 'alice.eth' },
    ],
    [
      "Swap 100 USDC for ETH on Base. Let me know how much ETH I got once it's done.",
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '100' } },
    ],
    [
      "Sell 2 SOL for USDC on Solana. Once that's through, tell me what I received.",
      { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'USDC', amount: { kind: 'exact', value: '2' } },
    ],
    [
      'Kindly transfer 40 USDC to bob.eth on Polygon. In your reply, please state the resolved address so that I can keep it with my records.',
      { kind: 'transfer', chain: 'polygon', token: 'USDC', amount: { kind: 'exact', value: '40' }, to: 'bob.eth' },
    ],
    [
      'Please buy 50 dollars of DEGEN on Base with USDC. It would be helpful if you could report back the exact amount of DEGEN I received.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'usd', value: '50' } },
    ],
  ])('%s', (prompt, move) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { ...move, awaiting: 'confirm' } });
  });
});

describe('beside a report, a second move, a time or a condition: nothing moves', () => {
  it.each([
    "Swap 100 USDC for ETH on Base. Once it's done, send the ETH to bob.eth.",
    'Swap 100 USDC for ETH on Base. Tell me how much ETH I received, then send it to bob.eth.',
    'Send 20 USDC to bob.eth on Base. Let me know once it has gone through, then send 20 to alice.eth.',
    'Please send 150 USDC on Base to alice.eth. She is expecting it on Tuesday.',
    'Swap 100 USDC for ETH on Base. Tell me how much ETH I received, and if it is less than 0.03 swap it back.',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'intent' && movingIntentOf(reading)).toBeFalsy();
    expect(reading.kind === 'ask' && reading.pending.awaiting === 'confirm').toBe(false);
  });
});
