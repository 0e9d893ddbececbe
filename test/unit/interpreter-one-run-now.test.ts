import { describe, expect, it } from 'vitest';
import type { Interpretation } from '../../lib/agent/interpreter/intent.ts';
import { oneRunOfPastedOrder } from '../../lib/agent/interpreter/pasted-request.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * A repeating order read from a paste, under the person's words asking for one run now (held-out-30, pasted): the
 * trade is asked back once, never the order. Before, 'my DCA note says "$75 of ETH -> cbBTC on base, once a month".
 * do this month's one now' asked a yes to a monthly order starting next month.
 */
const now = new Date('2026-11-28T07:00:00Z');
const note = 'my DCA note says "$75 of ETH -> cbBTC on base, once a month".';
const swap = { kind: 'swap', chain: 'base', tokenIn: 'ETH', tokenOut: 'cbBTC', amount: { kind: 'usd', value: '75' } };

describe('a pasted repeating order, the person asking for one run now', () => {
  it.each([`${note} do this month's one now`, `${note} do this month's now pls`])('%s: the trade, once, asked for a yes', (prompt) => {
    const reading = onThreadAt(now, prompt);
    expect(reading).toMatchObject({ kind: 'ask', pending: { ...swap, awaiting: 'confirm' } });
    expect((reading as { question: string }).question).toMatch(/once and now \(not the repeating order\)/);
  });

  it.each([`${note} just today's, right now`, `${note} run it once now`])('%s: never the repeating order', (prompt) => {
    const reading = onThreadAt(now, prompt);
    const pending = reading.kind === 'ask' ? reading.pending : reading.kind === 'intent' ? reading.intent : undefined;
    expect(pending?.kind).not.toBe('automation-create');
  });

  it.each([`${note} set it up`, `${note} starting now, set it up`, `${note} from now on, do that`])('%s: the order itself, asked for a yes', (prompt) => {
    expect(onThreadAt(now, prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', action: swap } });
  });

  it('an order that waits for a price is not made now either: nothing is set up', () => {
    const order = {
      kind: 'ask',
      question: 'set up?',
      pending: { kind: 'automation-create', action: swap, trigger: { type: 'price', token: 'ETH', direction: 'below', usd: '2000' }, awaiting: 'confirm' },
    } as unknown as Interpretation;
    expect(oneRunOfPastedOrder('note: "buy cbBTC with $75 of ETH on base if ETH drops below 2000" do it now', order)).toMatchObject({
      kind: 'fail',
      code: 'AUTOMATION_AMBIGUOUS',
    });
    expect(oneRunOfPastedOrder('note: "buy cbBTC with $75 of ETH on base if ETH drops below 2000" set it up', order)).toBeUndefined();
  });
});
