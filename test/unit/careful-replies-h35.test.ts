import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { outcome } from '../support/thread-turn.ts';

/**
 * held-out-35's careful misses (issue 16): a name's check said with a capital and "for any reason … anywhere else", the
 * transaction hash asked for once the move has gone through, and the wallet it comes from said again. Each says nothing
 * the move does not; a reply asked before the move, or a name check that changes the recipient, keeps its refusal.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('what a careful sender adds', () => {
  it("the name's check, said with a capital", () => {
    expect(
      read(
        "I owe my friend Alice 25 USDC for dinner last week. Could you please send twenty-five USDC to alice.eth on Base? If the name doesn't resolve for any reason, please don't send it anywhere else.",
      ),
    ).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', to: 'alice.eth', amount: { value: '25' }, awaiting: 'confirm' } });
  });
  it.each([
    ['send 0.05 ETH to vitalik.eth on ethereum and let me know the transaction hash once it has gone through'],
    ['send 0.05 ETH to vitalik.eth on ethereum and let me know when it is through'],
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', to: 'vitalik.eth', amount: { value: '0.05' } } });
  });
  it('a condition on something else is still refused', () => {
    expect(outcome(read('send 0.05 ETH to vitalik.eth on ethereum once he lets me know'))).toBe('fail');
  });
  it('the wallet it is sent from, said again, is the chain', () => {
    expect(read('Please send 0.05 ETH to vitalik.eth on Ethereum. Please send it from my Ethereum wallet.')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', chain: 'ethereum' },
    });
  });
  it('another chain said as the wallet is refused', () => {
    expect(outcome(read('Please send 0.05 ETH to vitalik.eth on Ethereum. Please send it from my Base wallet.'))).not.toBe('move');
  });
});
