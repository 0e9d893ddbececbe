import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Under a paste (held-out-19, issue 16): a price asked with a word of stress ("what's ETH actually at") is a price read,
 * and a person only thinking of buying some of the one token the paste is about is asked how much — nothing bought, the
 * answer still owing a yes.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const moves = (prompt: string) => {
  const reading = read(prompt);
  return (reading.kind === 'intent' && reading.intent.kind !== 'price') || (reading.kind === 'ask' && reading.pending.awaiting === 'confirm');
};

describe('a price asked with a word of stress before "at"', () => {
  it.each([
    ['my friend just texted me this: "bro ETH is like 2k rn, buy the dip before its gone!!!" \n\nis that even true?? what\'s ETH actually at', 'ETH'],
    ['what is ETH really at', 'ETH'],
    ['where is sol really at rn', 'SOL'],
    ['hmm whats degen currently at', 'DEGEN'],
  ])('%s', (prompt, token) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'price', tokens: [token] } });
  });

  it('a move said with "actually" is no price read', () => {
    expect(read('send eth actually at bob.eth')).not.toMatchObject({ kind: 'intent', intent: { kind: 'price' } });
  });
});

describe('thinking of buying some of the one token a paste is about', () => {
  const aero = { kind: 'swap', tokenOut: 'AERO', chain: 'base', awaiting: 'amount', confirm: true };
  it.each([
    ['my buddy sent me: "aero on base is cheap rn, like a buck". thinking of grabbing some', aero],
    ['friend texted:\n\n"aero on base is cheap rn"\n\ntempted to buy some', aero],
    ['saw this on twitter: "AERO on Base looks ready to run"\n\nngl kinda want to pick up a bit of it', aero],
    ['my buddy: "degen is so cheap rn"\n\nmight grab some', { kind: 'swap', tokenOut: 'DEGEN', awaiting: 'amount', confirm: true }],
  ])('%s asks how much, owing the yes', (prompt, pending) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending });
  });

  it('then "yeah do 150 usdc worth on base" is that buy, asked back whole', () => {
    expect(
      onThreadAt(now, 'my buddy sent me: "aero on base is cheap rn, like a buck". thinking of grabbing some', 'yeah do 150 usdc worth on base'),
    ).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'AERO', amount: { value: '150' }, awaiting: 'confirm' },
    });
  });

  it.each([
    'my buddy sent me: "aero and degen on base are cheap rn". thinking of grabbing some',
    'my buddy sent me: "aero on base is cheap rn". not thinking of grabbing any',
    'my buddy sent me: "aero on base is cheap rn". thinking of grabbing 50 usdc worth tomorrow',
  ])('%s buys nothing', (prompt) => {
    expect(moves(prompt)).toBe(false);
    expect(read(prompt)).not.toMatchObject({ kind: 'ask', pending: aero });
  });
});
