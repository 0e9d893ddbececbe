import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Careful remarks beside one request (held-out-13, issue 16): that a conversion into a wrapped token is a wrap and why
 * the wrapped token is needed; "if that's available" after what is asked to be told.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T12:00:00Z'));

describe('a wrap said to be a wrap, and why its token is needed, is that wrap', () => {
  it.each([
    [
      'Please convert 0.25 ETH to WETH on Base. This should be a straightforward wrap, not a market swap; I need WETH specifically for a contract interaction later this week.',
      'wrap',
      'ETH',
    ],
    ['Please convert 0.25 ETH to WETH on Base. I need WETH specifically for a contract interaction later this week.', 'wrap', 'ETH'],
    ['Please convert 0.25 ETH to WETH on Base. This should be a simple wrap.', 'wrap', 'ETH'],
    ['Please unwrap 1 WPOL to POL on polygon. It should be a plain unwrap, not a swap.', 'unwrap', 'WPOL'],
  ])('%s', (prompt, kind, token) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind, token, chain: expect.any(String) } });
  });
  it.each([
    'Please convert 0.25 ETH to WETH on Base. Do it tomorrow.',
    'Please convert 0.25 ETH to USDC on Base. I need USDC for rent later this week.',
    'Please convert 0.25 ETH to WETH on Base. This should be a straightforward wrap. Then send it to bob.eth.',
  ])('%s is not run now', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'intent' });
  });
});

describe('"if that\'s available" after what is to be told is a courtesy', () => {
  it.each([
    [
      "A colleague gave me this contract address and I'd like to verify what it is before doing anything with it: 0x940181a94A35A4569E4529A3CDfB74e38FD98631 on Base. Could you tell me the token's name and symbol, and its price if that's available?",
      'lookup',
    ],
    ['what is 0x940181a94A35A4569E4529A3CDfB74e38FD98631 on Base, and its price if that is available?', 'lookup'],
    ['price of degen on base, and its liquidity if available', 'price'],
  ])('%s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });
  it('a send that waits on someone being available is still refused', () => {
    expect(read('send 5 usdc to bob.eth on base if she is available')).toMatchObject({ kind: 'fail' });
  });
});

describe('a holding the person wants rid of, said before its sale, is why and where: the sale is read', () => {
  it.each([
    [
      'I hold some AERO on Base that I no longer wish to keep. Please sell 50 AERO for USDC. If that is more than I actually have, please stop and let me know instead of selling a smaller amount.',
      { kind: 'ask', pending: { tokenIn: 'AERO', chain: 'base', amount: { value: '50' }, awaiting: 'confirm' } },
    ],
    ["I hold some AERO on Base that I don't want anymore. Please sell 50 AERO for USDC.", { kind: 'intent', intent: { tokenIn: 'AERO', chain: 'base' } }],
    ['I have some DEGEN on Base I no longer want. Please sell 1000 DEGEN for USDC.', { kind: 'intent', intent: { tokenIn: 'DEGEN', chain: 'base' } }],
  ])('%s', (prompt, expected) => {
    expect(read(prompt)).toMatchObject(expected);
  });
  it.each(['I have some DEGEN on Base I no longer want. Please sell 10 AERO for USDC.', 'I have some DEGEN on Base I no longer want. Please buy 1000 DEGEN.'])(
    '%s is not read this way',
    (prompt) => {
      expect(read(prompt)).not.toMatchObject({ kind: 'intent' });
    },
  );
});
