import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { outcome } from '../support/thread-turn.ts';

/**
 * Leave to go ahead once the service has done what it does before any move ("Please go ahead once you've worked out the
 * ETH amount.", "I am happy to proceed once everything is in order.") closes a careful request; it waits on nothing
 * (issue 16, held-out-35). Going ahead once someone else confirms is still a condition, refused. A fee question that
 * says it has been "reading about" fees reads no token called ABOUT.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('go ahead once', () => {
  it('the amount worked out', () => {
    expect(read("Please swap 5 usdc to eth on base. Please go ahead once you've worked out the ETH amount.")).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH' },
    });
  });
  it('everything in order, the amount still unsaid: asked', () => {
    expect(
      read(
        'I would like to buy some PEPE on Ethereum, paying with my USDC. Could you arrange that for me, please? I am happy to proceed once everything is in order.',
      ),
    ).toMatchObject({ kind: 'ask', pending: { kind: 'swap', tokenOut: 'PEPE', awaiting: 'amount' } });
  });
  it('once someone else confirms: refused', () => {
    expect(outcome(read('Please swap 5 usdc to eth on base. Please go ahead once he confirms.'))).toBe('fail');
  });
  it('"reading about creator fees" reads no token ABOUT', () => {
    expect(
      read(
        'I have been reading about creator fees on Base and, if I may, I would like to know whether I currently have any unclaimed creator fees on Base at all.',
      ),
    ).toMatchObject({ kind: 'intent', intent: { kind: 'fees-check', scope: { chain: 'base' } } });
  });
});
