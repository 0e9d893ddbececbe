import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { asStored } from '../support/thread-turn.ts';

/**
 * A bot answers a question as JSON of one field (issue 16): `{"chain":"ethereum"}` after "Which chain should I send
 * USDT on?" is the chain, as `chain=ethereum` is. Without a question before it, or with an action in it, it is read
 * as a request of its own, as before.
 */
const now = new Date('2026-11-26T00:00:00Z');
const thread = (first: string, next: string) => {
  const r = interpretPrompt(first, [], now);
  return interpretPrompt(next, [{ prompt: first, interpretation: asStored(r), status: r.kind === 'fail' ? 'failed' : 'completed' }], now);
};
const A = '0x5555555555555555555555555555555555555555';
const sendUsdt = `{"op":"send","token":"USDT","amount":"30","recipient":"${A}"}`;

describe('a one-field JSON answer to a question', () => {
  it.each([
    [sendUsdt, '{"chain":"ethereum"}', { kind: 'transfer', chain: 'ethereum', token: 'USDT', amount: { value: '30' }, to: A }],
    [sendUsdt, '{"network":"polygon"}', { kind: 'transfer', chain: 'polygon', token: 'USDT', amount: { value: '30' }, to: A }],
    [sendUsdt, ' { "chain" : "base" } ', { kind: 'transfer', chain: 'base', token: 'USDT', amount: { value: '30' }, to: A }],
    [
      '{"tool":"transfer","args":{"chain":"base","token":"USDC","to":"alice.eth"}}',
      '{"amount":"5"}',
      { kind: 'transfer', chain: 'base', amount: { value: '5' } },
    ],
    ['swap 10 usdc for eth', '{"chain":"base"}', { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '10' } }],
  ])('%s then %s', (first, next, intent) => {
    expect(thread(first, next)).toMatchObject({ kind: 'intent', intent });
  });
});

describe('near misses read as before', () => {
  it('a one-field JSON with no question before it is no request', () => {
    expect(interpretPrompt('{"chain":"ethereum"}', [], now)).toMatchObject({ kind: 'fail' });
  });
  it('a JSON answer with an action is a request of its own', () => {
    expect(thread('{"tool":"transfer","args":{"chain":"base","token":"USDC","to":"alice.eth"}}', '{"action":"send","amount":"5"}')).toMatchObject({
      kind: 'ask',
      pending: { awaiting: 'token' },
    });
  });
  it('an unknown field in the answer is not read as an answer', () => {
    expect(thread(sendUsdt, '{"memo":"ethereum"}')).not.toMatchObject({ kind: 'intent' });
  });
});
