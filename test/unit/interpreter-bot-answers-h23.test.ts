import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * train39 bots and pastes (issue 16): an order's price answered as JSON with the token the sale is for, a chain field
 * before a token field (`chain=polygon token=USDT` is no "polygon token"), and a count of things in an invoice's
 * description ("2 revisions"), which is no second amount.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const A = '0x4444444444444444444444444444444444444444';
const B = '0x5555555555555555555555555555555555555555';
const stop = '{"action":"stop_loss","chain":"solana","token":"SOL","qty":2}';

describe("an order's price answered in fields", () => {
  it.each(['{"trigger_price":120,"receive":"USDC"}', 'trigger_price=120', '{"trigger_price":120}'])('%s', (answer) => {
    expect(onThreadAt(now, stop, answer)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: 'SOL', tokenOut: 'USDC' }, trigger: { direction: 'below', priceUsd: '120' } },
    });
  });

  it.each(['{"trigger_price":120,"amount":"5"}', '{"trigger_price":120,"receive":"ETH"}'])('anything more keeps its refusal: %s', (answer) => {
    expect(onThreadAt(now, stop, answer).kind).toBe('fail');
  });
});

describe('a chain field before a token field names the chain, never the POL token', () => {
  it.each([`airdrop-runner v0.3 | chain=polygon token=USDT | ${A}:20 | ${B}:20 | go`, `send chain=polygon token=USDT recipients=[${A}:20, ${B}:20]`])(
    '%s: refused for its pairs, never as POL and USDT',
    (prompt) => {
      const r = read(prompt);
      expect(r.kind).toBe('fail');
      expect(r.kind === 'fail' && r.message).not.toMatch(/POL/);
    },
  );

  it('"send 5 polygon token" is still POL', () => {
    expect(read(`send 5 polygon token to ${A} on polygon`)).toMatchObject({ kind: 'intent', intent: { token: 'POL' } });
  });
});

describe("an invoice's count of things is no amount", () => {
  it.each([
    `please pay this invoice:\n\nINVOICE #2291\nBill to: Hollis Labs\nDescription: logo refresh + 2 revisions\nAmount due: 250.00 USDC\nNetwork: Base\nPay to: ${A}\nDue: on receipt`,
    `pay this:\n\nDescription: 3 pages of copy, 2 rounds\nAmount due: 250.00 USDC\nNetwork: Base\nPay to: ${A}`,
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', amount: { value: '250.00' }, awaiting: 'confirm' } });
  });

  it('two amounts of money are still asked which', () => {
    expect(read(`pay this:\n\nAmount due: 90 USDC, or 100 usdc if late\nNetwork: Base\nPay to: ${A}`)).toMatchObject({
      kind: 'ask',
      pending: { awaiting: 'amount' },
    });
  });
});
