import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { onThreadAt, outcome } from '../support/thread-turn.ts';

/**
 * Careful prose around a wrap, an unwrap or a timed order (issue 16, held-out-34's careful misses): what the move is for
 * said first, what the person expects back, the amount said again while the chain is still asked, a chain's full name
 * answering a wrap's chain question, a rough "for next month" answered exactly, and "It should happen only once." beside
 * a time. Each is read without moving more than was said; each contradiction keeps its refusal.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const on = (...prompts: string[]) => onThreadAt(now, ...prompts);

describe('a wrap asked its chain', () => {
  it.each([['ethereum'], ['Ethereum.'], ['on ethereum']])('"%s" answers it', (answer) => {
    expect(on('wrap 0.2 eth', answer)).toMatchObject({ kind: 'intent', intent: { kind: 'wrap', chain: 'ethereum', amount: { value: '0.2' } } });
  });
  it('an unwrap answered "Ethereum"', () => {
    expect(on('unwrap 0.1 weth', 'Ethereum')).toMatchObject({ kind: 'intent', intent: { kind: 'unwrap', chain: 'ethereum' } });
  });
  it('"eth" names no chain here: asked again', () => {
    expect(on('wrap 0.2 eth', 'eth')).toMatchObject({ kind: 'ask', pending: { awaiting: 'chain' } });
  });
  it('the amount said again beside the wrap, the chain still asked, owes a yes once answered', () => {
    const first = read('Please wrap 0.2 ETH into WETH. Only 0.2, please; the remainder should stay as ordinary ETH.');
    expect(first).toMatchObject({ kind: 'ask', pending: { kind: 'wrap', awaiting: 'chain', amount: { value: '0.2' } } });
    const answered = on('Please wrap 0.2 ETH into WETH. Only 0.2, please; the remainder should stay as ordinary ETH.', 'ethereum');
    expect(answered).toMatchObject({ kind: 'ask', pending: { kind: 'wrap', chain: 'ethereum', awaiting: 'confirm' } });
  });
  it('another amount said again is refused', () => {
    expect(outcome(read('Please wrap 0.2 ETH into WETH. Only 0.5, please.'))).toBe('fail');
  });
});

describe('a need said ahead, and what it is for said first', () => {
  it.each([
    ['I shall need some wrapped ether on Ethereum. Could you help me with that?'],
    ['For a decentralised application I intend to use, I shall need some wrapped ether on Ethereum. Could you help me with that?'],
  ])('%s asks how much', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', tokenOut: 'WETH', chain: 'ethereum' } });
  });
  it("I'll need some weth on base is a buy asked its amount", () => {
    expect(read("I'll need some weth on base")).toMatchObject({ kind: 'ask', pending: { kind: 'swap', tokenOut: 'WETH' } });
  });
  it("a lead that says someone told them is still someone else's words", () => {
    expect(outcome(read('For a friend who told me to, send 5 usdc to bob.eth on base'))).toBe('fail');
  });
});

describe('an unwrap beside what the person expects back', () => {
  const unwrap = 'I understand I hold some WPOL on Polygon. I would like to unwrap 40 WPOL back into ordinary POL, please.';
  it('40 expected of an unwrap of 40, one to one: asked back whole', () => {
    expect(read(`${unwrap} I am told this is a one-to-one conversion, so I would expect to end up with 40 more POL.`)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'unwrap', chain: 'polygon', amount: { value: '40' }, awaiting: 'confirm' },
    });
  });
  it('50 expected of an unwrap of 40 is refused', () => {
    expect(outcome(read('I would like to unwrap 40 WPOL back into ordinary POL on polygon, please. I would expect to end up with 50 more POL.'))).toBe('fail');
  });
});

describe('a timed order asked its time', () => {
  const first = 'I would like to schedule a purchase of ETH on Base for next month, rather than buying today.';
  it('"for next month" answered exactly, "only once": the exact time in its place, asked for a yes', () => {
    expect(read(first)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create' } });
    expect(on(first, 'On 15 December 2026 at 14:00 UTC, please, using 500 USDC. It should happen only once.')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'automation-create', trigger: { type: 'at', at: '2026-12-15T14:00:00.000Z' }, awaiting: 'confirm' },
    });
  });
  it('"only once" beside a repeating answer is refused', () => {
    expect(outcome(on('schedule a purchase of ETH on Base', 'every monday 50 usdc. It should happen only once.'))).toBe('fail');
  });
  it('"It should happen only once." beside an order at a time is asked back whole', () => {
    expect(read('on dec 15 2026 at 14:00 utc buy eth with 500 usdc on base. It should happen only once.')).toMatchObject({
      kind: 'ask',
      pending: { awaiting: 'confirm', trigger: { type: 'at' } },
    });
  });
});
