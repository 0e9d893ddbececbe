import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Launch names of the fifth end-to-end run that were misread (issue 16), each as a class: a name and its ticker
 * after a slash ("Based Pizza / $BPIZZA"), and a ticker with its name in parentheses ("BLOOP (name: Bloop Protocol)"),
 * whose closing parenthesis is no part of the name.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T07:30:00Z'));
const evm = '0x1111111111111111111111111111111111111111';

describe('a name and its ticker after a slash', () => {
  it.each([
    ['deploy token Based Pizza / $BPIZZA on base, send the creator fees to bob.eth', 'Based Pizza', 'BPIZZA', { feeRecipientName: 'bob.eth' }],
    ['launch Moon Cat / MCAT on base', 'Moon Cat', 'MCAT', {}],
    ['deploy Rainy Frog / $RFROG on base', 'Rainy Frog', 'RFROG', {}],
    ['launch a token Sea Otter / OTTR on base', 'Sea Otter', 'OTTR', {}],
  ])('%s', (prompt, name, symbol, more) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'launch', chain: 'base', name, symbol, ...more } });
  });

  it('two tickers are not chosen between', () => {
    expect(read('launch token Moon Cat / MCAT / MOON on base').kind).not.toBe('intent');
  });
});

describe('a ticker with its name in parentheses', () => {
  it.each([
    [`launch BLOOP (name: Bloop Protocol) and send the creator fees to ${evm} on base`, 'Bloop Protocol', 'BLOOP', { feeRecipient: evm }],
    ['launch BLOOP (name: Bloop Protocol) on base', 'Bloop Protocol', 'BLOOP', {}],
    ['launch MCAT (full name: Moon Cat) on base', 'Moon Cat', 'MCAT', {}],
    ['deploy RFROG (name Rainy Frog) on base', 'Rainy Frog', 'RFROG', {}],
    ['launch a token (name: Bloop Protocol, ticker BLOOP) on base', 'Bloop Protocol', 'BLOOP', {}],
  ])('%s', (prompt, name, symbol, more) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'launch', chain: 'base', name, symbol, ...more } });
  });

  it.each(['launch Moon Cat (MCAT) on base', 'launch token Moon Cat (MCAT) on base'])('a ticker in parentheses after its name still is: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'launch', name: 'Moon Cat', symbol: 'MCAT' } });
  });
});
