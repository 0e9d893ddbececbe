import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt, outcome } from '../support/thread-turn.ts';

/**
 * Numbers that are not the amount, or an amount said in other words (sweep 37, classes C, I and L; issue 16). A
 * labelled number ("at block 12345678", "nonce 42", "on chain 8453", "my pin 1234") was read as the amount; a batch's
 * stated total ("= 20 usdc") was paid to its second address and "10 a piece" read as 20 and 10; an answer that said
 * the amount was the whole ("30 total") was asked again for a yes to three times it; voice forms ("hundred five", "one
 * zero one", "a half dozen", "a quarter in usdc", "usdc 4 0x…") were read as 5, 1, half and a quarter of the balance, 4.
 */
const A1 = '0x1111111111111111111111111111111111111111';
const A2 = '0x2222222222222222222222222222222222222222';
const A3 = '0x3333333333333333333333333333333333333333';
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

type Reading = ReturnType<typeof read>;
/** The amount the reading would move, if it names one. */
const amountOf = (r: Reading): unknown =>
  r.kind === 'intent' ? (r.intent as { amount?: unknown }).amount : r.kind === 'ask' ? (r.pending as { amount?: unknown }).amount : undefined;

describe('a labelled number is never the amount', () => {
  it.each([
    // The sweep's.
    `send usdc to ${A1} on base, nonce 42`,
    `send usdc to ${A1} on base, gas 21000`,
    `send usdc to ${A1} on base memo 88231`,
    `send usdc to ${A1} on base, tx 88231`,
    `send usdc to ${A1} on base for table 12`,
    `send usdc to ${A1} on base for seat 12`,
    `send usdc to ${A1} on base for week 47`,
    `send usdc to ${A1} on base rent for apt 4`,
    `send usdc to ${A1} on base, room 204`,
    `send usdc to ${A1} on base, zip 94107`,
    `send usdc to ${A1} on base, my pin 1234`,
    `send usdc to ${A1} on base (version 2)`,
    `send usdc to ${A1} on base with priority fee 2`,
    `send usdc to ${A1} on base with tip 2`,
    'sell eth on base, nonce 7',
    'sell eth on base block 123',
    'sell eth on base, gas 30',
    'sell eth on base, chain 8453',
    `send eth to ${A1} on base (8453)`,
    `send eth to ${A1} on polygon 137`,
    // Siblings.
    `send usdc to ${A1} on base, chainid 8453`,
    `send usdc to ${A1} on base, account 123456`,
    'swap usdc to eth on base, gas 30',
  ])('%s asks the amount, and owes a yes once it is said', (prompt) => {
    const r = read(prompt);
    expect(outcome(r)).toBe('ask');
    expect(amountOf(r)).toBeUndefined();
    expect(outcome(onThreadAt(now, prompt, '10'))).toBe('confirm');
  });

  it.each([`send usdc to ${A1} on chain 8453`, 'sell eth on chain 8453', `send eth to ${A1} on chain 8453`])(
    '%s asks the chain, never with the chain id as the amount',
    (prompt) => {
      const r = read(prompt);
      expect(outcome(r)).toBe('ask');
      expect(amountOf(r)).toBeUndefined();
      expect(amountOf(onThreadAt(now, prompt, 'base'))).toBeUndefined();
    },
  );

  it.each([`send usdc to ${A1} on base at block 12345678`, `send 10 usdc to ${A1} on base after block 12345678`, `send usdc to ${A1} on base by block 123`])(
    '%s: a move said to wait for a block is refused',
    (prompt) => {
      expect(outcome(read(prompt))).toBe('fail');
    },
  );

  it.each([
    // Near misses: a number said with its token is the amount, whatever label stands before it.
    [`txn: 1 eth -> ${A1} (base)`, 'confirm'],
    [`send 10 usdc to ${A1} on base`, 'move'],
    [`send usdc to ${A1} on base ||| 10`, 'move'],
    ['buy 100 usdc of eth every week on base', 'move'],
    [`tip ${A1} 2 usdc on base`, 'move'],
    [`send 0.1 eth to ${A1} on base, chain id 8453`, 'move'],
  ])('%s', (prompt, expected) => {
    expect(outcome(onThreadAt(now, ...prompt.split(' ||| ')))).toBe(expected);
  });
});

describe('a batch total or a share "a piece" is never paid to one address', () => {
  it('"= 20 usdc" after the recipients is refused, never 20 to the second', () => {
    expect(outcome(read(`send 10 usdc to ${A1} and ${A2} on base = 20 usdc`))).toBe('fail');
  });

  it.each([`send 20 usdc to ${A1} and ${A2} on base, 10 a piece`, `send 20 usdc to ${A1} and ${A2} on base, 10 usdc a piece`])('%s is 10 to each', (prompt) => {
    const r = read(prompt);
    const batch = r.kind === 'intent' ? r.intent : r.kind === 'ask' ? r.pending : undefined;
    expect((batch as { transfers?: unknown }).transfers).toEqual([
      { to: A1, amount: '10' },
      { to: A2, amount: '10' },
    ]);
  });

  it.each([
    // Near misses that keep their reading.
    `carol.base.eth gets 10 usdc and ${A2} gets 5, both on base`,
    `send 5 usdc to ${A1} and 3 usdc to ${A2} on base`,
    `send 10 usdc to alice.eth and 10 usdc also to bob.eth, and to ${A1} 5 usdc on base`,
  ])('%s pairs each amount with its recipient', (prompt) => {
    expect(['move', 'confirm']).toContain(outcome(read(prompt)));
  });
});

describe('an answer that says the amount said once is the whole divides it, asked back for a yes', () => {
  const batch = `send ${A1}, ${A2} and ${A3} 30 usdc on base`;
  it.each([
    'total',
    '30 total',
    '30 in total',
    'divide it',
    'a third each',
    '10 each',
    'together',
    'combined',
    'shared',
    'in all',
    'the total',
    '30 for all of them',
    '30 for the three',
    'the 30 is for all three',
    '30 is the total',
    '30/3',
  ])('%s', (answer) => {
    const r = onThreadAt(now, batch, answer);
    expect(outcome(r)).toBe('confirm');
    expect((r.kind === 'ask' && (r.pending as { amounts?: string[] }).amounts) || []).toEqual(['10', '10', '10']);
    expect(r.kind === 'ask' && r.question).toContain('30 USDC in all');
  });

  it('a whole that does not divide evenly asks how much each gets', () => {
    const r = onThreadAt(now, `send ${A1}, ${A2} and ${A3} 10 usdc on base`, '10 total');
    expect(outcome(r)).toBe('ask');
  });

  it.each([
    // Near misses: a yes is the 90 asked about; "30 each", "the whole thing each" say each gets it (asked again).
    ['yes', 'move'],
    ['30 each', 'confirm'],
    ['the whole thing each', 'confirm'],
    // Another whole at the yes changes the batch: refused, never asked again on the 90 (sweep 39b).
    ['20 total', 'fail'],
    ['yes, split it', 'fail'],
  ])('%s', (answer, expected) => {
    const r = onThreadAt(now, batch, answer);
    expect(outcome(r)).toBe(expected);
    if (expected === 'confirm') expect(r.kind === 'ask' && (r.pending as { amounts?: string[] }).amounts).toEqual(['30', '30', '30']);
  });
});

describe('spoken numbers are read whole, or asked', () => {
  it.each([
    [`send hundred five usdc to ${A1} on base`, '105'],
    [`send a hundred five usdc to ${A1} on base`, '105'],
    [`send hundred usdc to ${A1} on base`, '100'],
    [`send thousand five hundred usdc to ${A1} on base`, '1500'],
    [`send a quarter usdc to ${A1} on base`, '0.25'],
    [`send zero point five eth to ${A1} on base`, '0.5'],
  ])('%s', (prompt, value) => {
    expect(amountOf(read(prompt))).toEqual({ kind: 'exact', value });
  });

  it.each([
    `send one zero one usdc to ${A1} on base`,
    `send five zero usdc to ${A1} on base`,
    `send a half dozen usdc to ${A1} on base`,
    `send half a dozen usdc to ${A1} on base`,
    `send triple 5 usdc to ${A1} on base`,
    `send a quarter in usdc to ${A1} on base`,
    `send a quarter to ${A1} on base in usdc`,
    `send a half in eth to ${A1} on base`,
    `send for usdc 2 ${A1} on base`,
    `send usdc 4 ${A1} on base`,
    `send usdc to ${A1} on base ||| a quarter`,
  ])('%s never moves', (prompt) => {
    expect(['ask', 'fail']).toContain(outcome(onThreadAt(now, ...prompt.split(' ||| '))));
  });

  it.each([
    // Near misses: a share of the balance said so, and an amount said with its token, keep their reading.
    [`send a quarter of my usdc to ${A1} on base`, { kind: 'fraction', value: 0.25 }],
    [`send usdc 10 ${A1} on base`, { kind: 'exact', value: '10' }],
    [`send 2 usdc ${A1} on base`, { kind: 'exact', value: '2' }],
    [`send ${A1} 2 usdc on base`, { kind: 'exact', value: '2' }],
  ])('%s', (prompt, amount) => {
    expect(amountOf(read(prompt))).toEqual(amount);
  });
});
