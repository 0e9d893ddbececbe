import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Sweep 39b (issue 16): answers, payees and bounds. An answer gives the value asked for only when it says it, not when
 * it judges, reports, conditions or checks it; a payee is one wallet unless the words say each; an amount said again
 * that disagrees is never picked; words about an address keep it from being the payee.
 */
const now = new Date('2026-11-26T12:00:00Z');
const thread = (...prompts: string[]) => onThreadAt(now, ...prompts);
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const A1 = '0x1111111111111111111111111111111111111111';
const A2 = '0x2222222222222222222222222222222222222222';

describe('an answer that says something about the value is asked again (C7b)', () => {
  it.each([
    ['send usdc to bob.eth on base', '50 is too much'],
    ['send usdc to bob.eth on base', 'he owes me 50'],
    ['sell eth on base', '1 is too much'],
    ['buy degen on base', '$20 is what i would never do'],
    ['send 5 usdc to bob.eth', 'ethereum is too expensive'],
    ['send 5 usdc to bob.eth', 'ethereum gas is crazy'],
    ['send 5 usdc to bob.eth', 'last time was ethereum'],
    ['send 5 usdc to bob.eth', 'previously ethereum'],
    ['send 5 usdc to bob.eth', 'ethereum - double check'],
    ['send 5 usdc to bob.eth', 'base unless fees are high'],
    ['send 5 usdc to bob.eth', "base, if it's not congested"],
    ['send 5 usdc to bob.eth', 'base or whatever is cheaper'],
    ['send 5 usdc to bob.eth', 'polygon is slow'],
    ['send 5 to bob.eth on base', 'usdc is depegged'],
    ['send 5 to bob.eth on base', 'usdc last time'],
    ['sell 1 eth', 'base is too expensive'],
    ['send 20 usdc on base', `${A1} is a scam`],
    ['send 20 usdc on base', `${A1} (not this one)`],
    ['send 20 usdc on base', `${A1} is the old one`],
    ['send 20 usdc on base', `${A1} - double check it`],
    ['send 20 usdc to bob on base', `alice: ${A1}`],
    ['send 20 usdc to bob on base', `${A1} is alice's`],
    ['send 20 usdc to bob on base', `here's alice's: ${A1}`],
    ['send 20 usdc on base', 'bob.eth is a scammer'],
    ['send 20 usdc on base', 'bob.eth if it resolves'],
    ['send 20 usdc on base', 'bob.eth or his basename'],
    ['send 20 usdc on base', 'last time bob.eth'],
  ])('%s → %s', (first, answer) => {
    const reading = thread(first, answer);
    expect(reading.kind).not.toBe('intent');
    if (reading.kind === 'ask') expect(reading.pending.awaiting).not.toBe('confirm');
  });
  it.each([
    ['send usdc to bob.eth on base', '50', { amount: { value: '50' } }],
    ['send usdc to bob.eth on base', '50 is fine', { amount: { value: '50' } }],
    ['send usdc to bob.eth on base', "it's 50", { amount: { value: '50' } }],
    ['send 5 usdc to bob.eth', 'base please', { chain: 'base' }],
    ['send 5 usdc to bob.eth', "base, it's cheaper", { chain: 'base' }],
    ['send 5 usdc to bob.eth', "he's on base", { chain: 'base' }],
    ['send 5 usdc to bob.eth', 'ethereum, that is where he wants it', { chain: 'ethereum' }],
    ['send 20 usdc to bob on base', `his address is ${A1}`, { to: A1 }],
    ['send 20 usdc to bob on base', `bob's address is ${A1}`, { to: A1 }],
    ['send 20 usdc to bob on base', `${A1} is his new wallet`, { to: A1 }],
    ['send 20 usdc on base', 'bob.eth, he is my brother', { to: 'bob.eth' }],
  ])('%s → %s still gives it', (first, answer, expected) => {
    expect(thread(first, answer)).toMatchObject({ kind: 'intent', intent: expected });
  });
  it('a reason after the value still gives it', () => {
    expect(thread('send bob.eth some usdc', '75 USDC on base, it is for the rent of my brother')).not.toMatchObject({
      kind: 'ask',
      question: expect.stringContaining('says something about it'),
    });
  });
});

describe('an address said after the move with words about it is never the payee (C7)', () => {
  it.each([
    `send 20 usdc to bob on base. alice's address is ${A1}`,
    `send 20 usdc to bob on base. my address is ${A1}`,
    `send 20 usdc to bob on base. ${A1} is my own wallet`,
    `send 20 usdc to bob on base. ${A1} was hacked`,
    `send 20 usdc to bob on base. never ${A1}`,
    `send 20 usdc to bob on base. ${A1} (not this one)`,
    `send 20 usdc to bob on base. previously ${A1}`,
    `send 20 usdc to bob on base. last time i sent to ${A1}`,
    `send 20 usdc to bob on base\nalice: ${A1}`,
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR' });
  });
  it.each([`send 20 usdc to bob on base. his address is ${A1}`, `send 20 usdc to bob on base. bob's address is ${A1}`])('%s is asked back', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { to: A1, awaiting: 'confirm' } });
  });
});

describe('"each or split?" answered without "each" never pays each (C6)', () => {
  // s42: "the first address" (and "one of") picks one of the list, so the request itself is refused, naming the pick:
  // the answers below once split 20 into 10 each or paid 20 to each, both paying an address never meant.
  const firstOf = `send 20 usdc to the first address on base: ${A1}, ${A2}`;
  it('the pick itself is refused', () => {
    expect(read(firstOf)).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR' });
    expect(read('send 5 usdc to one of bob.eth, alice.eth on base')).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR' });
  });
  it.each(['20', '20 usdc', '20 to the first', '20 usdc to one of them', '20 total', '20 each'])('%s after it pays nothing', (answer) => {
    expect(movingIntentOf(thread(firstOf, answer))).toBeUndefined();
  });
  it('"5 total" to two names is split and asked back', () => {
    expect(thread('send 5 usdc on base to bob.eth, alice.eth', '5 total')).toMatchObject({
      kind: 'ask',
      pending: { amounts: ['2.5', '2.5'], awaiting: 'confirm' },
    });
  });
  it('an invoice with a "New address:" beside its payee is refused, never a batch of both', () => {
    expect(read(`pay this invoice: 25 USDC to ${A1} on base. New address: ${A2}`)).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR' });
  });
  it('"20 each" at the yes of "20 each" is asked again, not refused', () => {
    expect(thread(`send 20 usdc to ${A1} and ${A2} on base`, '20 each')).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
  });
});

describe('"sell up to N" is a limit on the sale, never a buy (C4)', () => {
  it.each([
    ['sell up to half my eth on base', 'ETH', { kind: 'fraction', value: 0.5 }],
    ['sell up to 1 eth on base', 'ETH', { value: '1' }],
    ['sell up-to 1 eth on base', 'ETH', { value: '1' }],
    ['swap up to 1 eth to usdc on base', 'ETH', { value: '1' }],
    ['dump up to 1 eth on base', 'ETH', { value: '1' }],
    ['sell up to 100 degen on base', 'DEGEN', { value: '100' }],
  ])('%s', (prompt, sold, amount) => {
    const reading = read(prompt);
    expect(reading).toMatchObject({ kind: 'ask', pending: { kind: 'swap', side: 'sell', tokenIn: sold, amount } });
    expect(reading.kind === 'ask' && (reading.pending.awaiting === 'confirm' || reading.pending.confirm === true)).toBe(true);
  });
  it('the answer to its question never buys', () => {
    expect(thread('sell up to half my eth on base', 'usdc')).not.toMatchObject({ kind: 'intent', intent: { kind: 'swap' } });
  });
  it('"up to 4000" after the token is refused', () => {
    expect(read('sell eth up to 4000 on base')).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR' });
  });
  it('a price order "if it goes up to 3 dollar" keeps its reading', () => {
    expect(read('if WIF go up to 3 dollar, sell 20 of my WIF for usdc on solana')).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create' } });
  });
});

describe('an amount said again that disagrees is never picked (C12, C11)', () => {
  it.each([
    'send ten eth (one) to bob.eth on base',
    'send 0.1 eth (one) to bob.eth on base',
    'send 1 eth (10) to bob.eth on base',
    'send 1k usdc (100) to bob.eth on base',
    'send 100 usdc (a thousand) to bob.eth on base',
    'swap 100 usdc (10) to eth on base',
    'send twenty (10) usdc to bob.eth on base',
    'send 20 usdc to bob.eth on base. make it 25',
    'send 20 usdc to bob.eth on base. Make it thirty.',
    'sell 1 eth on base. make that 2',
    'buy $20 of degen on base. make it 30',
    'send 20 usdc to bob.eth on base? no 25',
    'send 10 usdc to bob.eth on base (typo: 12)',
    `Transfer 5 USDC to ${A1} on base (revised to 7)`,
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR' });
  });
  it.each(['send ten (10) usdc to bob.eth on base', 'send 1000 usdc (1k) to bob.eth on base', 'send 10 usdc (rent) to bob.eth on base'])(
    '%s keeps its amount',
    (prompt) => {
      expect(read(prompt)).not.toMatchObject({ kind: 'fail' });
    },
  );
  it('"…, make it 25" is still placed', () => {
    expect(read('send 20 usdc to bob.eth on base, make it 25')).toMatchObject({ kind: 'ask', pending: { amount: { value: '25' }, awaiting: 'confirm' } });
  });
});

describe('a reply at a yes or no that changes the move is no yes, nor asked again on the old plan (C15)', () => {
  const around = 'send around 10 usdc to bob.eth on base';
  const both = `send 20 usdc to ${A1} and ${A2} on base`;
  it.each([
    [around, '12'],
    [around, 'yes but 12'],
    [around, 'yes make it 12'],
    [around, 'yes to alice.eth'],
    [around, 'yes but usdt'],
    [around, 'yes on ethereum'],
    ['sell 1 eth on base actually make it 0.5', 'no, 1 was right'],
    ['buy $20 of degen on base, sorry, $10', 'yes $15'],
    [both, '15 and 5'],
    [both, '10'],
  ])('%s → %s', (first, reply) => {
    expect(thread(first, reply)).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR' });
  });
  it.each(['20 between them', '20 for both'])('%s splits the batch, asked back', (reply) => {
    expect(thread(both, reply)).toMatchObject({ kind: 'ask', pending: { amounts: ['10', '10'], awaiting: 'confirm' } });
  });
  it.each(['yes', 'yes please'])('%s still moves', (reply) => {
    expect(thread(around, reply)).toMatchObject({ kind: 'intent', intent: { amount: { value: '10' } } });
  });
  it.each(['yes 10', 'yes, 10 usdc'])('%s restating the move is not refused', (reply) => {
    expect(thread(around, reply)).not.toMatchObject({ kind: 'fail' });
  });
  it('"on ethereum" alone is still applied and asked back', () => {
    expect(thread(around, 'on ethereum')).toMatchObject({ kind: 'ask', pending: { chain: 'ethereum', awaiting: 'confirm' } });
  });
});
