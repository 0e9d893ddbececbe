import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Launches of the fourth held-out run (issue 16), each as a class: a bot's "FEES TO: 0x…" field, a ticker with its
 * name in parentheses ("launch GIGA (Gigachad Inu)"), and a fee recipient said with what it replaces and why ("to
 * bob.eth rather than to my own wallet, as he manages the fund"). Nothing is guessed: a name in parentheses is read
 * only beside a ticker, and a reason that names an address is not swallowed.
 */
const read = (prompt: string) => interpretPrompt(prompt, []);

describe('a launch read whole', () => {
  it.each([
    [
      'LAUNCH TOKEN | BASE | NAME: Pixel Frogs | SYMBOL: PFROG | X: https://x.com/pixelfrogs | FEES TO: 0x3333333333333333333333333333333333333333',
      { name: 'Pixel Frogs', symbol: 'PFROG', twitterUrl: 'https://x.com/pixelfrogs', feeRecipient: '0x3333333333333333333333333333333333333333' },
    ],
    ['launch token | chain: base | name: Moon Cat | symbol: MCAT | fees to: alice.eth', { name: 'Moon Cat', symbol: 'MCAT', feeRecipientName: 'alice.eth' }],
    ['deploy a token on base named Sea Lion, symbol SEAL, creator fees go to: bob.eth', { name: 'Sea Lion', symbol: 'SEAL', feeRecipientName: 'bob.eth' }],
    ['launch GIGA (Gigachad Inu) and send the creator fees to alice.eth', { name: 'Gigachad Inu', symbol: 'GIGA', feeRecipientName: 'alice.eth' }],
    ['deploy PUGS (Pug Life) on base', { name: 'Pug Life', symbol: 'PUGS' }],
    ['launch a token MOON (Moon Rocket) on base, fees to bob.eth', { name: 'Moon Rocket', symbol: 'MOON', feeRecipientName: 'bob.eth' }],
    ['launch Moon Cat (MCAT) on base', { name: 'Moon Cat', symbol: 'MCAT' }],
    ['launch BLOOP (name: Bloop Protocol) on base', { name: 'Bloop Protocol', symbol: 'BLOOP' }],
    [
      'I would like to create a token on Base called Office Coffee Fund, with the symbol BREW. Please send the creator fees to bob.eth rather than to my own wallet, as he manages the fund.',
      { name: 'Office Coffee Fund', symbol: 'BREW', feeRecipientName: 'bob.eth' },
    ],
    [
      'launch a token on base named Cat Club, symbol CATC, fees to alice.eth instead of me because she runs the club',
      { name: 'Cat Club', symbol: 'CATC', feeRecipientName: 'alice.eth' },
    ],
    [
      'launch a token on base named Cat Club, symbol CATC, send the fees to 0x2222222222222222222222222222222222222222 and not to my wallet',
      { name: 'Cat Club', symbol: 'CATC', feeRecipient: '0x2222222222222222222222222222222222222222' },
    ],
  ])('%s', (prompt, fields) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'launch', chain: 'base', ...fields } });
  });

  it.each([
    ['launch a token on base named Cat Club, symbol CATC, fees to alice.eth, as she paid 0x1111111111111111111111111111111111111111', 'LAUNCH_ADDRESS_UNCLEAR'],
    ['LAUNCH TOKEN | BASE | NAME: Pixel Frogs | SYMBOL: PFROG | FEES TO: 0x33333333333333333333333333333333333333', 'FEE_RECIPIENT_UNSUPPORTED'],
  ])('an address said for something else, or malformed, is refused: %s', (prompt, code) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code });
  });
});
