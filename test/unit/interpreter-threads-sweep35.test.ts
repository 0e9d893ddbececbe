import { describe, expect, it } from 'vitest';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Thread answers sweep 35 found paying what was refused or changed (issue 16): an answer that negates, takes back, puts
 * off or shares its value in another language ("nicht A1", "base hindi", "usdc, nein", "base, morgen"), in another
 * script ("base нет"), or with "not" beside it ("not 10"); two recipients in one answer; a bare "1/2" for an amount;
 * a chain alone after a move already made (asked as a repeat, the runner's yes paid twice); a second recipient given
 * to another question (it replaced the first without a word); and an amount corrected to another question (refused,
 * but kept: the next answer sent the old amount); and a yes said with a cross ("yes ❌").
 */
const now = new Date('2026-11-27T12:00:00Z');
const thread = (...prompts: string[]) => onThreadAt(now, ...prompts);
const A1 = '0x1111111111111111111111111111111111111111';
const A2 = '0x2222222222222222222222222222222222222222';

describe('an answer that takes its value back, in any language, moves nothing', () => {
  it.each([
    // The sweep's answers.
    ['send 10 usdc on base', `nicht ${A1}`],
    ['send 10 usdc on base', `${A1} nahi`],
    ['send 10 usdc on base', `${A1}, nein`],
    ['send 10 usdc on base', `${A1}. esquece`],
    [`send 10 usdc to ${A1}`, 'nicht base'],
    [`send 10 usdc to ${A1}`, 'base mat'],
    [`send 10 usdc to ${A1}`, 'base hindi'],
    [`send 10 usdc to ${A1}`, 'hindi base'],
    [`send 10 usdc to ${A1}`, 'base, nahi'],
    [`send 10 on base to ${A1}`, 'nicht usdc'],
    [`send 10 on base to ${A1}`, 'usdc, nein'],
    ['swap 10 usdc on base', 'nicht eth'],
    ['swap 10 usdc on base', 'eth, nein'],
    [`send usdc to ${A1} on base`, 'not 10'],
    [`send usdc to ${A1} on base`, '10, nahi'],
    ['swap usdc to eth on base', 'nicht 10'],
    // Siblings: other languages, orders and scripts; words that put off, repeat or share.
    [`send 10 usdc to ${A1}`, 'base... huwag na'],
    [`send 10 usdc to ${A1}`, 'base — olvídalo'],
    [`send 10 usdc to ${A1}`, 'base nyet'],
    [`send 10 usdc to ${A1}`, 'base нет'],
    [`send 10 usdc to ${A1}`, 'base 不要'],
    [`send 10 usdc to ${A1}`, 'base, morgen'],
    [`send 10 usdc to ${A1}`, 'base, mañana'],
    [`send 10 usdc to ${A1}`, 'base, later'],
    [`send 10 usdc to ${A1}`, 'base, zweimal'],
    [`send 10 usdc to ${A1}`, 'base, twice'],
    [`send 10 usdc to ${A1}`, 'base, halb'],
    [`send 10 usdc to ${A1}`, 'base, aadha'],
    [`send usdc to ${A1} on base`, '10 not'],
    [`send 10 usdc on base`, `${A1} not`],
    ['wrap eth on base', '0.1, nein'],
    [`send 10 usdc to ${A1}`, 'base na'],
    [`send 10 usdc to ${A1}`, 'base nai'],
    [`send 10 usdc to ${A1}`, 'base, lieber nicht'],
    [`send usdc to ${A1} on base`, '10 cada semana'],
    [`send usdc to ${A1} on base`, '10 har hafte'],
    [`send usdc to ${A1} on base`, '10 do baar'],
  ])('%s → %s', (...prompts) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR' });
  });

  it('says which word it could not take', () => {
    expect(thread(`send 10 usdc to ${A1}`, 'base hindi')).toMatchObject({ message: /^You wrote "hindi" with your answer/ });
    expect(thread(`send 10 usdc to ${A1}`, 'base нет')).toMatchObject({ message: /^I could not read "нет" in your answer/ });
  });

  it.each([
    ['send 10 usdc on base', `${A1} und ${A2}`],
    ['send 10 usdc on base', `${A1} y ${A2}`],
    ['send 10 usdc on base', `${A1} aur ${A2}`],
    ['send 10 usdc on base', `${A1} and ${A2}`],
  ])('two recipients to a question for one: %s → %s', (...prompts) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR', message: /names 2 addresses/ });
  });

  it.each([
    ['send 10 usdc on base', `probably ${A1}`],
    [`send 10 usdc to ${A1}`, 'probably base'],
    [`send 10 usdc to ${A1}`, 'base, why?'],
    [`send 10 usdc to ${A1}`, 'vielleicht base'],
  ])('a hedged answer asks the move back for a yes: %s → %s', (...prompts) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', chain: 'base', to: A1, awaiting: 'confirm' } });
  });

  it('an address alone with a question mark reads as a question, and moves nothing', () => {
    expect(thread('send 10 usdc on base', `${A1}?`)).toMatchObject({ kind: 'fail', code: 'ONE_REQUEST' });
  });

  it.each([
    // Near misses: the answer alone, with courtesy, or ruling out another value, reads as before.
    [`send 10 usdc to ${A1}`, 'base'],
    [`send 10 usdc to ${A1}`, 'on base please'],
    [`send 10 usdc to ${A1}`, 'base ofc'],
    [`send 10 usdc to ${A1}`, 'na base'],
    [`send 10 usdc to ${A1}`, 'auf base bitte'],
    [`send 10 usdc to ${A1}`, 'en base por favor'],
    [`send 10 usdc to ${A1}`, 'base po'],
    [`send 10 usdc on base`, `${A1} ko`],
    [`send 10 usdc on base`, A1],
    [`send usdc to ${A1} on base`, '10 please'],
    ['send 0.2 eth to alice.eth', 'On Ethereum mainnet. And to be clear, native ETH, not WETH.'],
    ['exchange some of my sol for wif', 'Apologies for not saying so at first: 1.5 SOL, please.'],
  ])('%s → %s moves as asked', (...prompts) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'intent' });
  });

  it('an English "no" still cancels, and an order still takes a time as its answer', () => {
    expect(thread(`send 10 usdc to ${A1}`, 'no base')).toMatchObject({ kind: 'fail', code: 'CANCELLED' });
    expect(thread(`send 10 usdc to ${A1}`, 'não, base não')).toMatchObject({ kind: 'fail', code: 'CANCELLED' });
    expect(thread('buy $10 of eth every week on base', 'starting tomorrow at 9:00 utc')).not.toMatchObject({ code: 'MOVE_UNCLEAR' });
  });
});

describe('a bare fraction for an amount is asked again, never half the balance', () => {
  it.each([
    [`send usdc to ${A1} on base`, '1/2'],
    ['swap usdc to eth on base', '1/2'],
    [`send usdc to ${A1} on base`, '½'],
    [`send usdc to ${A1} on base`, '3/4.'],
  ])('%s → %s', (...prompts) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' }, question: /^I could not tell whether/ });
  });

  it.each([
    [`send usdc to ${A1} on base`, 'half of it', 0.5],
    [`send usdc to ${A1} on base`, '1/2 of my usdc', 0.5],
  ])('a share said as one is read: %s → %s', (first, second, value) => {
    expect(thread(first, second)).toMatchObject({ kind: 'intent', intent: { amount: { kind: 'fraction', value } } });
  });
});

describe('a chain alone after a move already made is no second move', () => {
  it.each([
    ['swap 10 usdc to eth', `send 5 usdc to ${A1} on base`, 'base'],
    [`send 100 usdc to ${A1}`, 'swap 10 usdc to eth on base', 'base'],
    [`send 10 usdc to ${A1}`, 'base', 'polygon'],
    [`send 10 usdc to ${A1} on base`, 'on polygon'],
    [`send 10 usdc to ${A1} on base`, 'base chain'],
  ])('%s → %s → %s', (...prompts) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'fail', code: 'REQUEST_CHANGED', message: /was already made/ });
  });

  it.each([
    [`send 10 usdc to ${A1} on base`, 'and on polygon'],
    [`send 10 usdc to ${A1} on base`, 'same on polygon'],
    [`send 10 usdc to ${A1} on base`, 'again on polygon'],
  ])('a repeat said as one is still asked: %s → %s', (...prompts) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', chain: 'polygon', awaiting: 'confirm' } });
  });
});

describe('a second recipient given to another question replaces no one', () => {
  it.each([
    [`send 10 usdc to ${A1}`, `and to ${A2} too`],
    ['send usdc', A1, '10', A2],
    ['send usdc', A1, A2],
    ['send 10 usdc to bob.eth', 'alice.eth'],
    [`send 10,5 usdc to ${A1} on base`, `and ${A2} too`],
  ])('%j', (...prompts) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR', message: /I cannot tell whether it replaces/ });
  });

  it.each([
    [`send usdc to ${A1} on base`, '10 on polygon'],
    ['swap usdc to eth on base', '10 on ethereum'],
    [`send 10,5 usdc to ${A1} on base`, 'also on polygon'],
  ])('nor does another chain: %s → %s', (...prompts) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR', message: /is on Base, and your answer names/ });
  });

  it('the recipient asked for is read, and the same one said again is kept', () => {
    expect(thread('send 10 usdc on base', A1)).toMatchObject({ kind: 'intent', intent: { to: A1 } });
    expect(thread(`send 10 usdc to ${A1}`, `base, to ${A1}`)).toMatchObject({ kind: 'intent', intent: { to: A1 } });
    expect(thread(`send usdc to ${A1} on base`, '10 on base')).toMatchObject({ kind: 'intent', intent: { chain: 'base', amount: { value: '10' } } });
    expect(thread(`send 10,5 usdc to ${A1} on base`, 'on polygon instead')).toMatchObject({ kind: 'ask', pending: { chain: 'polygon', awaiting: 'confirm' } });
  });
});

describe('an amount corrected to another question is refused whole, never kept for the next answer', () => {
  it.each([
    [`send usdc to ${A1}`, '10', 'actually 20'],
    [`send usdc to ${A1}`, '10', 'I meant 20'],
    [`send usdc to ${A1}`, '10', 'sorry 20'],
    [`send usdc to ${A1}`, '10', '20'],
    [`send usdc to ${A1}`, '10', 'half'],
    ['swap usdc to eth', '10', 'make it 20'],
    ['send 10 usdc to bob.eth', 'make it 20'],
    [`send 10 usdc to ${A1}`, '20 on base'],
    [`send 10 usdc to ${A1}`, '20 usdc'],
  ])('%j', (...prompts) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'fail', code: 'REQUEST_CHANGED' });
    expect(thread(...prompts, 'base')).not.toMatchObject({ kind: 'intent' });
  });

  it('a number given to another question right after the request is still asked again (a chain id, a typo)', () => {
    expect(thread(`send 20 usdc to ${A1}`, '8453')).toMatchObject({ kind: 'ask', pending: { awaiting: 'chain', amount: { value: '20' } } });
    expect(thread(`send usdc to ${A1}`, '10', '10 on base')).toMatchObject({ kind: 'intent', intent: { amount: { value: '10' }, chain: 'base' } });
  });
});

describe('a yes said with a sign of no is asked again, never taken', () => {
  it.each(['yes ❌', 'ok 👎', 'yes 🚫', 'yes ✋'])('%s', (answer) => {
    expect(thread(`send 10,5 usdc to ${A1} on base`, answer)).toMatchObject({
      kind: 'ask',
      question: /^Please answer only yes or no\./,
      pending: { awaiting: 'confirm', amount: { value: '10.5' } },
    });
  });

  it.each(['yes', 'yes 👍', 'yes ✅'])('%s confirms', (answer) => {
    expect(thread(`send 10,5 usdc to ${A1} on base`, answer)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', amount: { value: '10.5' } } });
  });
});
