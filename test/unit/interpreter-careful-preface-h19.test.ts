import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * A careful conversation's first turn that only announces its request ("I'd like to check something on Polygon, if
 * that's all right. I'm fairly new to this, so please bear with me.") is answered as a greeting is, asking for the
 * request; the request on the next turn is read as said first (held-out-19 careful :9 :27, issue 16). A turn with a verb
 * of a move or a read, or an amount, is no preface.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a request announced, not yet said: asked for', () => {
  it.each([
    "Hello, I'd like to check something on Polygon, if that's all right. I'm fairly new to this, so please bear with me.",
    "I would like to protect my SOL position on Solana against a sharp fall, if that's something you can do.",
    'I was hoping to sort out a few things on Base today.',
    "I'd like to ask about a couple of things, if that's all right with you.",
    'Good morning. Could you help me set up something on Solana? I am new here.',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', question: expect.stringMatching(/^Of course\. What would you like me to do\?/) });
  });
});

describe('the request after a preface is read as said first', () => {
  it('a read', () => {
    expect(
      onThreadAt(
        now,
        "Hello, I'd like to check something on Polygon, if that's all right. I'm fairly new to this, so please bear with me.",
        "Specifically, I'd like to know how much POL and how much USDC I have on Polygon. Nothing else for now, thank you.",
      ),
    ).toMatchObject({ kind: 'intent', intent: { kind: 'balance', chains: ['polygon'], tokens: ['POL', 'USDC'] } });
  });
  it('an order, asked back whole', () => {
    expect(
      onThreadAt(
        now,
        "I would like to protect my SOL position on Solana against a sharp fall, if that's something you can do.",
        'Please arrange it so that if SOL drops below $120, 3 SOL are sold for USDC. I am not asking you to sell anything now.',
      ),
    ).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', action: { tokenIn: 'SOL', amount: { value: '3' } }, awaiting: 'confirm' } });
  });
  it('a move that lacks its chain still asks for it (the preface gives it nothing)', () => {
    const reading = onThreadAt(now, 'I was hoping to sort out a few things on Base today.', 'sell 1 ETH for USDC');
    expect(reading.kind === 'intent' && movingIntentOf(reading)).toBeFalsy();
  });
});

describe('a turn with a request, an amount or a move in it is no preface', () => {
  it.each([
    "I'd like to check something: send 5 USDC to bob.eth on base",
    "I'd like to protect my SOL position by selling 3 SOL now.",
    "I'd like to check my balance on Polygon.",
    'I want to hedge my ETH holdings on Base by buying $100 of USDC.',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'ask' && /^Of course\. What would you like me to do\?/.test(reading.question)).toBe(false);
  });
});
