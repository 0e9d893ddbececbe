import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { outcome } from '../support/thread-turn.ts';

/**
 * held-out-35's first misses (issue 16), the chat and careful voices: a chat's closing shrug or worry ("dont ask 🙄",
 * "not tryna get rekt again"), its opening cheer or resolve ("ok finally payday 🎉🎉", "ok im actually doin it 😤"), a
 * trial of the service ("just testin if this thing even works lol", asked back), a stop loss's head before a dash, a
 * move asked "for me" with "would you", and an amount said again in brackets. Each one that says anything else keeps
 * its refusal: a laugh alone, "every payday", "would you …?" without "for me", a bracket with another amount.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a chat around one whole request', () => {
  it.each([
    ['ok finally payday 🎉🎉 swap 50 usdc to eth on base pls', 'swap'],
    ['send 5 usdc to bob.eth on base, dont ask 🙄', 'transfer'],
    [
      'ok im actually doin it 😤 launch a token on base: name is Couch Potato, ticker SPUD, description "for ppl who never leave the couch", twitter is x.com/couchspud',
      'launch',
    ],
  ])('%s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });
  it('a worry after a stop loss with a dash sets the stop', () => {
    expect(read('set a stop loss on all my link on ethereum — if link falls under 12 bucks sell it for usdc, not tryna get rekt again')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: 'LINK' }, trigger: { direction: 'below', priceUsd: '12' } },
    });
  });
  it('a trial of the service is asked back for a yes', () => {
    expect(read('swap 0.01 eth -> usdc on unichain, just testin if this thing even works lol')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', awaiting: 'confirm' },
    });
  });
  it.each([['send 1 eth to 0x1111111111111111111111111111111111111111 on base lol'], ['every payday swap 50 usdc to eth on base']])(
    '%s moves nothing at once',
    (prompt) => {
      expect(outcome(read(prompt))).not.toBe('move');
    },
  );
});

describe('careful requests', () => {
  it('"would you … for me?" is a request', () => {
    expect(read('would you spend 0.01 ETH on PEPE on ethereum for me?')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenIn: 'ETH', tokenOut: 'PEPE' },
    });
  });
  it('"would you …?" alone asks an opinion, and moves nothing', () => {
    expect(outcome(read('would you spend 0.01 ETH on PEPE on ethereum?'))).toBe('fail');
  });
  it.each([
    ['On Ethereum, would you spend 0.01 ETH (one hundredth of an ETH, nothing more) on PEPE for me?', 'swap', '0.01'],
    ['Please unwrap twenty (20) WPOL back into POL on Polygon.', 'unwrap', '20'],
    ['send 0.05 ETH (five hundredths of an ETH) to vitalik.eth on ethereum', 'transfer', '0.05'],
  ])('an amount said again in brackets: %s', (prompt, kind, value) => {
    const r = read(prompt);
    const intent = r.kind === 'intent' ? r.intent : r.kind === 'ask' ? r.pending : undefined;
    expect(intent).toMatchObject({ kind, amount: { kind: 'exact', value } });
  });
  it.each([
    ['send 0.05 ETH (half an ETH) to vitalik.eth on ethereum'],
    ['send twenty (25) USDC to bob.eth on base'],
    ['send 5 USDC (5 more) to bob.eth on base'],
    ['send 5 USDC (not 5) to bob.eth on base'],
  ])('another amount in brackets moves nothing: %s', (prompt) => {
    expect(outcome(read(prompt))).not.toBe('move');
  });
});
