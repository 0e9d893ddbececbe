import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Pasted text and the person's own words around it (issue 16, held-out-18): a grudging sound before a word of consent
 * ("eh ok buy …") says no more than the consent; "every single day" and "each and every week" are every day and every
 * week, in a request or in a pasted line adopted as one. Doubt, a question or a "no" beside them is still asked about.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const A1 = '0x1111111111111111111111111111111111111111';

describe('a grudging sound before a word of consent', () => {
  it.each([
    ['eh ok buy $30 of pepe with eth on ethereum', { tokenIn: 'ETH', tokenOut: 'PEPE', amount: { kind: 'usd', value: '30' } }],
    ['meh fine, buy $30 of pepe with eth on ethereum', { tokenIn: 'ETH', tokenOut: 'PEPE' }],
    ['ugh ok swap 20 usdc to eth on base', { tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '20' } }],
    ['welp, okay sell 0.1 eth on base', { tokenIn: 'ETH', amount: { value: '0.1' } }],
    ['Eh, alright — buy $30 of pepe with eth on ethereum', { tokenIn: 'ETH', tokenOut: 'PEPE' }],
  ])('%s', (prompt, swap) => {
    const r = read(prompt);
    expect(r, JSON.stringify(r)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', ...swap } });
  });

  it('after a pasted remark as its own turn', () => {
    expect(
      onThreadAt(now, 'someone in discord: "PEPE szn is back, load up before binance lists it"', 'eh ok buy $30 of pepe with eth on ethereum'),
    ).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', chain: 'ethereum', tokenIn: 'ETH', tokenOut: 'PEPE', amount: { kind: 'usd', value: '30' } },
    });
  });

  it.each([
    // No consent after the sound, a question tag, a "nah", a "not ok": asked or refused, never done at once.
    'eh buy $30 of pepe with eth on ethereum',
    'buy $30 of pepe with eth on ethereum, eh?',
    'eh ok buy $30 of pepe with eth on ethereum, nah',
    'meh, not ok, buy $30 of pepe on ethereum',
    `ugh ok send 10 usdc to ${A1} on base, wrong address`,
  ])('%s is not done at once', (prompt) => {
    const r = read(prompt);
    expect(r.kind, JSON.stringify(r)).not.toBe('intent');
  });
});

describe('every single day is every day', () => {
  it.each([
    ['buy $10 of sol every single day on solana with usdc', 86400],
    ['buy $10 of sol each and every day on solana with usdc', 86400],
    ['buy $10 of sol every single week on solana with usdc', 604800],
    [`send 5 usdc to ${A1} on base every single friday`, 604800],
  ])('%s', (prompt, intervalSeconds) => {
    const r = read(prompt);
    expect(r, JSON.stringify(r)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'every', intervalSeconds } } });
  });

  it('in a pasted tweet the person adopts, it is asked about as an order every day', () => {
    const r = read(
      'this guy on twitter:\n"just DCA $10 of SOL every single day and chill. that\'s the tweet."\n\nfine, set that up for me on solana, paying with usdc',
    );
    expect(r, JSON.stringify(r)).toMatchObject({
      kind: 'ask',
      pending: {
        kind: 'automation-create',
        action: { tokenIn: 'USDC', tokenOut: 'SOL', amount: { kind: 'usd', value: '10' } },
        trigger: { type: 'every', intervalSeconds: 86400 },
      },
    });
  });

  it.each([
    // "every single one" is no schedule: never a one-off or an order at once.
    'buy $10 of sol every single one on solana',
  ])('%s is not done at once', (prompt) => {
    const r = read(prompt);
    expect(r.kind, JSON.stringify(r)).not.toBe('intent');
  });
});

describe("a pasted table's token_in / input column is what a swap's amount is of", () => {
  const table = (header: string, row: string) =>
    `| ${header} |\n|${header
      .split('|')
      .map(() => '---')
      .join('|')}|\n| ${row} |\n\n`;
  it.each([
    [
      `${table('date  | action | chain    | amount | token_in | token_out', '06-12 | swap   | ethereum | 0.25   | ETH      | USDC')}that's the only row in my trade plan for today, please execute it`,
      { chain: 'ethereum', tokenIn: 'ETH', tokenOut: 'USDC', amount: { value: '0.25' } },
    ],
    [
      `${table('action | amount | input | output | chain', 'swap | 50 | USDC | ETH | base')}run it`,
      { chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '50' } },
    ],
    [`${table('Token In | Token Out | Amount | Chain', 'USDC | DEGEN | 20 | base')}do this`, { tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { value: '20' } }],
  ])('%s is confirmed as the swap it says', (prompt, pending) => {
    const r = read(prompt);
    expect(r, JSON.stringify(r)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', awaiting: 'confirm', ...pending } });
  });

  it('a buy from one token to another leaves the amount open, and asks which', () => {
    const r = read(`${table('action | amount | token in | token out | chain', 'buy | 50 | USDC | ETH | base')}run it`);
    expect(r.kind === 'ask' && r.question, JSON.stringify(r)).toMatch(/does not say which token 50 is of/);
  });
});

describe("a picked checklist item's planned day, overruled by the person's now", () => {
  const notes = 'from my notes app:\n- [ ] sat: sell 1,000,000 BONK -> USDC (solana)\n- [ ] sun: laundry\n\n';
  it.each([
    `${notes}doing the first one now, go`,
    `${notes}do the first one right now`,
    'todo:\n1. laundry\n2. Monday - sell 1000000 bonk for usdc on solana\n\ndoing item 2 now',
    'plan:\n- fri: sell 1000000 BONK for USDC on solana\n- sat: gym\n\nthe first one, now pls',
  ])('%s is confirmed as the swap', (prompt) => {
    const r = read(prompt);
    expect(r, JSON.stringify(r)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', chain: 'solana', tokenIn: 'BONK', tokenOut: 'USDC', amount: { value: '1000000' }, awaiting: 'confirm' },
    });
  });

  it.each([
    // No now said, or another day said: the planned day stays, never done now.
    `${notes}do the first one`,
    `${notes}do the first one on saturday`,
    `${notes}not now, do the first one later`,
  ])('%s is not done now', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent' || (r.kind === 'ask' && r.pending?.kind === 'swap'), JSON.stringify(r)).toBe(false);
  });
});
