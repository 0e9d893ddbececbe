import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * held-out-35's second chat set (issue 16): where the person is before "quick one:", a shrug about the recipient after
 * the request ("he'll never see it but whatever"), what they forgot of their own past moves after a question ("cant
 * remember if i sold it"), and "… i mean" said last to narrow a read. Each that carries anything of a move keeps it.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('what a chat says around one request', () => {
  it.each([
    ['sitting in traffic so quick one: send 10 usdc each to bob.eth and carol.base.eth on base', 'transfer-batch'],
    ['ok quick one - swap 20 usdc for aero on base', 'swap'],
    ["send vitalik.eth 0.01 eth on ethereum mainnet as a lil thank u 🙏 he'll never see it but whatever", 'transfer'],
    ['send 5 usdc to bob.eth on base but whatever', 'transfer'],
    ['got any wif left on solana? cant remember if i sold it or not tbh', 'balance'],
  ])('%s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });

  it.each([
    // A token or a move in the words before "quick one" is the person's request too.
    'sold my eth so quick one: send 10 usdc to bob.eth on base',
    'buy 5 usdc of eth quick one: send 10 usdc to bob.eth on base',
    // A forgotten move said beside a move, not after a question, stays the move's words.
    'sell 5 wif on solana cant remember if i sold it',
  ])('keeps its words: %s', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });

  it('"… i mean" said last narrows the read before', () => {
    expect(onThreadAt(now, 'how much eth do i have', 'on unichain i mean')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'balance', chains: ['unichain'] },
    });
  });
});

describe('held-out-36 chat', () => {
  it('"a sell for 20 wif" is an order of 20 WIF, never a buy of WIF', () => {
    expect(read("put in a sell for 20 wif on solana when it hits $3, i'll take that profit no questions asked")).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: 'WIF' } },
    });
    expect(read('put in a buy for 20 usdc on solana when wif hits $1')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: 'USDC', tokenOut: 'WIF' } },
    });
  });
  it('"lmk if i got enough …, rent is due friday" is the holdings question', () => {
    expect(read('lmk if i got enough usdc on polygon to cover 2k, rent is due friday ugh')).toMatchObject({ kind: 'intent' });
    // A due date beside a payment is its own words (a time the payment may mean), never dropped.
    expect(read('send 2000 usdc to bob.eth on polygon, rent is due friday').kind).toBe('fail');
  });
});
