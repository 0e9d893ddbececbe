import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * "I need to make three payments on Base, all in USDC: 250 to alice.eth, 150 to bob.eth, and 75 to carol.base.eth"
 * (held-out-13, issue 16): payments made, listed after a colon, are one batch, each to its name; how many there are is
 * no amount.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T12:00:00Z'));

describe('payments listed after "make N payments:" are one batch', () => {
  it.each([
    [
      'I need to make three payments on Base, all in USDC: 250 to alice.eth, 150 to bob.eth, and 75 to carol.base.eth. They are separate invoices, so please keep the amounts exactly as listed.',
      'base',
      [
        { to: 'alice.eth', amount: '250' },
        { to: 'bob.eth', amount: '150' },
        { to: 'carol.base.eth', amount: '75' },
      ],
    ],
    [
      'Please make the following payments on Base in USDC: 10 to alice.eth and 20 to bob.eth.',
      'base',
      [
        { to: 'alice.eth', amount: '10' },
        { to: 'bob.eth', amount: '20' },
      ],
    ],
    [
      'We would like to make two separate payments on Base in USDC: 5 to alice.eth, 7 to bob.eth',
      'base',
      [
        { to: 'alice.eth', amount: '5' },
        { to: 'bob.eth', amount: '7' },
      ],
    ],
  ])('%s', (prompt, chain, transfers) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer-batch', chain, token: 'USDC', transfers } });
  });
  it('a list whose wording is not fully read is asked back whole', () => {
    expect(read('I have to make 2 transfers on polygon in usdc: 5 to alice.eth, 7 to 0x4444444444444444444444444444444444444444')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'transfer-batch', awaiting: 'confirm' },
    });
  });
  it.each(['make three payments on base', 'I need to make three payments on Base in USDC to alice.eth'])('%s sends nothing', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'intent' });
  });
});
