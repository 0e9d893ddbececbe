import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { onThreadAt, outcome } from '../support/thread-turn.ts';

/**
 * Orders and fee questions as learners and chats write them (issue 16, held-out-34's everyday misses): each was refused
 * although a careful operator would know what to do. A future "will be" is the price a condition waits for; a price the
 * condition names ("when eth price is 2800") is no read beside the order; the order's trigger said again with its bare
 * verb is the same order; "schedule a buy:" is a sentence's label, not fields; a buy planned "for later" asks when; fees
 * "for claim", asked with a question mark, are a check.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const trigger = (prompt: string) => {
  const r = read(prompt);
  return r.kind === 'intent' && r.intent.kind === 'automation-create' ? r.intent.trigger : r;
};

describe("a price condition in a learner's or a chat's words sets the order", () => {
  it.each([
    ['When price of ETH will be 2800$, buy ETH with 250 USDC on base', 'reach', '2800'],
    ['when ETH will be 2800$, buy ETH for 100 USDC on base', 'reach', '2800'],
    ['if sol will drop under 120 sell 1 sol on solana', 'below', '120'],
    ['when eth price is 2800 buy eth for 100 usdc on base', 'reach', '2800'],
    ['when eth price hits 2800 buy eth for 100 usdc on base', 'reach', '2800'],
    ['when the price of eth is at 2800 buy eth for 100 usdc on base', 'reach', '2800'],
    ['Put stop loss for my 5 UNI on unichain, sell if price go under 8 dollar', 'below', '8'],
  ])('%s', (prompt, direction, priceUsd) => {
    expect(trigger(prompt)).toMatchObject({ type: 'price', direction, priceUsd });
  });

  it('a price asked for beside the order is a read, and the order is not set up', () => {
    const r = read('check eth price then buy eth for 100 usdc on base');
    expect(r.kind === 'intent' && r.intent.kind).toBe('price');
    expect(r.kind === 'intent' && r.notes?.join(' ')).toMatch(/did not act on the swap/);
  });

  it("a second clause with a price of its own is not the order's trigger", () => {
    expect(outcome(read('Put stop loss for my 5 UNI on unichain, buy if price go under 8 dollar'))).not.toBe('move');
  });
});

describe('a scheduled buy with a label or a plan', () => {
  it('"schedule a buy:" is a label before the sentence', () => {
    const r = read('schedule a buy: 50 usdc of sol on solana, dec 3 2026 9am UTC');
    expect(r).toMatchObject({
      kind: 'intent',
      intent: {
        kind: 'automation-create',
        action: { tokenIn: 'USDC', tokenOut: 'SOL', chain: 'solana' },
        trigger: { type: 'at', at: '2026-12-03T09:00:00.000Z' },
      },
    });
  });

  it.each([['I want plan a buy of LINK on ethereum for later'], ['I want to plan a buy of LINK on ethereum'], ['i plan to buy link on ethereum']])(
    '%s asks when',
    (prompt) => {
      const r = read(prompt);
      expect(r.kind === 'ask' && r.pending.kind).toBe('automation-create');
    },
  );

  it('the time answered sets the planned buy, its "for later" no second time', () => {
    const r = onThreadAt(now, 'I want plan a buy of LINK on ethereum for later', '15 December 2026, 08:00 UTC, 40 USDC');
    expect(r).toMatchObject({
      kind: 'intent',
      intent: {
        kind: 'automation-create',
        action: { tokenIn: 'USDC', tokenOut: 'LINK', chain: 'ethereum', amount: { value: '40' } },
        trigger: { at: '2026-12-15T08:00:00.000Z' },
      },
    });
  });
});

describe('fees "for claim", asked, are a check', () => {
  it.each([['Tell me please, I have some fees from creator for claim on base?'], ['I have creator fees to claim on base?']])('%s', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && r.intent.kind).toBe('fees-check');
  });
  it.each([['claim half my fees'], ['claim my creator fees?']])('%s is still refused', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'CLAIM_UNCLEAR' });
  });
});
