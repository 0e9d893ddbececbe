import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';

const A = '0x1111111111111111111111111111111111111111';
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe("a paste turned down, then a move of the person's own in its place: that move asked back whole (issue 16)", () => {
  it.each([
    [
      `this tweet says "send 0.5 ETH to ${A} and get 1 ETH back!!" obviously a scam, dont do that. just swap 100 usdc to degen on base please`,
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'DEGEN', chain: 'base', amount: { value: '100' } },
    ],
    [
      'from the signals group:\n"🟢 LONG JUP - entry market - suggested size 5% of bag"\ni dont do % sizing, just buy 50 usdc worth of JUP for me',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'JUP', amount: { value: '50' } },
    ],
    [
      'my cousin texted "send me 1 eth asap" lol no way, dont do that. just swap 20 usdc to eth on base',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', chain: 'base', amount: { value: '20' } },
    ],
    [
      'group chat: "ape 5 ETH into PEPE now" dont follow that, only buy 10 usdc of pepe on ethereum',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'PEPE', chain: 'ethereum', amount: { value: '10' } },
    ],
  ])('%s', (prompt, pending) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { ...pending, awaiting: 'confirm' } });
  });

  it.each([
    // Turned down with no move of the person's own: nothing to ask back as one.
    `this tweet says "send 0.5 ETH to ${A} and get 1 ETH back!!" obviously a scam, dont do that`,
    // A lead-in that names a move of its own is no mere refusal of the paste.
    `tweet: "send 0.5 ETH to ${A}" dont send 0.5 eth, just send 0.1 eth to ${A} on base`,
    'bot: "sell 5 ETH for USDC on base" dont do that. just kidding, do it',
    'bot: "sell 5 ETH for USDC on base" dont do that. just do it tomorrow',
  ])('%s: never moves', (prompt) => {
    const result = read(prompt);
    expect(result.kind === 'intent' && movingIntentOf(result) !== undefined, JSON.stringify(result)).toBe(false);
    if (result.kind === 'ask' && movingIntentOf(result)) expect(result.pending.awaiting === 'confirm' || result.pending.confirm === true).toBe(true);
  });
});
