import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt, outcome } from '../support/thread-turn.ts';

/**
 * Careful prose that sets an order (issue 16, held-out-27's careful voice): sentences beside a price order that only say
 * what the order does anyway (it waits for its price, stays in place until it triggers, is a safeguard the person hopes
 * is never needed) restate it and never make it refused; a condition said by inversion after the order's name ("a
 * take-profit for my UNI on Unichain: should UNI reach $14, …") is its trigger. A sentence that contradicts the order
 * (sell now, another move, a time limit) is still refused or asked.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

/** The order a reading sets up, at once or for a yes; undefined when it sets none. */
function orderOf(r: Interpretation) {
  const order = r.kind === 'intent' ? r.intent : r.kind === 'ask' && r.pending.awaiting === 'confirm' ? r.pending : undefined;
  if (order?.kind !== 'automation-create') return undefined;
  const { action, trigger } = order as unknown as {
    action: { chain: string; tokenIn: string; tokenOut: string; amount: { value: string } };
    trigger: { type: string; priceUsd?: string; token?: string };
  };
  return { chain: action.chain, pair: `${action.tokenIn}>${action.tokenOut}`, amount: action.amount.value, trigger: trigger.type, price: trigger.priceUsd };
}

describe('a price order beside sentences that only restate it: set, or asked back whole for a yes', () => {
  it.each([
    // held-out-27 :26, :27, :28
    [
      "I would like to place a limit order on Base. Please buy ETH with 1,000 USDC, but only if the price of ETH falls to $2,600 or lower. I am happy to wait for that; there is no rush at all, and nothing should be bought at today's price.",
      { chain: 'base', pair: 'USDC>ETH', amount: '1000', price: '2600' },
    ],
    [
      'As a precaution, I would like to set a stop loss on my LINK on Ethereum. Should LINK fall below $12, please sell 5 LINK for USDC. I sincerely hope it will not come to that, but I would rather be protected than sorry.',
      { chain: 'ethereum', pair: 'LINK>USDC', amount: '5', price: '12' },
    ],
    [
      'Please set up a take-profit for my UNI on Unichain: should UNI reach $14, kindly sell 6 UNI into USDC. Please leave it in place until it triggers; I do not wish to sell anything at the current price.',
      { chain: 'unichain', pair: 'UNI>USDC', amount: '6', price: '14' },
    ],
    // Siblings in other words.
    [
      'Please set up a stop loss for my SOL on Solana: should SOL fall to $120, kindly sell 2 SOL into USDC. Please leave it in place until it triggers.',
      { chain: 'solana', pair: 'SOL>USDC', amount: '2', price: '120' },
    ],
    [
      'Kindly place a take-profit on my AERO on Base: should AERO rise to $2, sell 100 AERO for USDC. Please keep the order open until it fills.',
      { chain: 'base', pair: 'AERO>USDC', amount: '100', price: '2' },
    ],
    [
      'I would like a stop loss on my WETH on Ethereum. Should ETH drop below $2,500, please sell 0.5 WETH for USDC. I truly hope it never comes to that, but I would rather be safe than sorry.',
      { chain: 'ethereum', pair: 'WETH>USDC', amount: '0.5', price: '2500' },
    ],
    [
      'If UNI reaches $14, sell 6 UNI into USDC on Unichain. Kindly leave it there until it triggers; I do not wish to sell anything at the current price.',
      { chain: 'unichain', pair: 'UNI>USDC', amount: '6', price: '14' },
    ],
    [
      'If UNI reaches $14, sell 6 UNI into USDC on Unichain. Please leave it in place until it triggers.',
      { chain: 'unichain', pair: 'UNI>USDC', amount: '6', price: '14' },
    ],
    [
      "I would like to place a limit order on Solana. Please buy SOL with 300 USDC, but only if SOL falls to $120. I am in no hurry, and nothing should be bought at today's price.",
      { chain: 'solana', pair: 'USDC>SOL', amount: '300', price: '120' },
    ],
    [
      'Please buy ETH with 500 USDC on Base if ETH falls to $2,400. There is no rush, and I do not wish to buy anything at the current price.',
      { chain: 'base', pair: 'USDC>ETH', amount: '500', price: '2400' },
    ],
    [
      'Set a take-profit for my JUP on Solana: should JUP reach $1.50, sell 40 JUP for USDC. Leave the order in place until the price is reached.',
      { chain: 'solana', pair: 'JUP>USDC', amount: '40', price: '1.50' },
    ],
    [
      'I would like to set a take-profit for my SOL on Solana: should SOL reach $200, please sell 3 SOL into USDC.',
      { chain: 'solana', pair: 'SOL>USDC', amount: '3', price: '200' },
    ],
  ])('%s', (prompt, expected) => {
    expect(orderOf(read(prompt))).toMatchObject({ ...expected, trigger: 'price' });
  });
});

describe('a price order beside a sentence that contradicts it: never set, nor a move made', () => {
  it.each([
    ['Should UNI reach $14, kindly sell 6 UNI into USDC on Unichain. Please leave it in place until Friday.'],
    ['Should UNI reach $14, kindly sell 6 UNI into USDC on Unichain. Actually, please sell it now.'],
    ['Should LINK fall below $12, please sell 5 LINK for USDC on Ethereum. Also send 5 LINK to bob.eth.'],
    [
      'Please set up a stop loss for my SOL on Solana: should SOL fall to $120, kindly sell 2 SOL into USDC. Please leave it in place until it triggers, and then buy it back.',
    ],
    ['If ETH falls to $2,600, buy ETH with 1,000 USDC on Base. There is no rush at all, and please buy 0.1 ETH now as well.'],
    ['If ETH drops to 2000 buy 50 USDC of ETH on base. Leave it open until Friday.'],
  ])('%s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
  it('a question whether to buy is no order', () => {
    expect(outcome(read('Should I buy ETH at 2600, or wait for it to drop?'))).toBe('fail');
  });
});

/** The schedule a reading sets up, at once or for a yes: its interval in days and first run. */
function scheduleOf(r: Interpretation) {
  const order = r.kind === 'intent' ? r.intent : r.kind === 'ask' && r.pending.awaiting === 'confirm' ? r.pending : undefined;
  if (order?.kind !== 'automation-create') return undefined;
  const trigger = (order as unknown as { trigger: { type: string; intervalSeconds?: number; startAt?: string | Date; at?: string | Date } }).trigger;
  const first = trigger.startAt ?? trigger.at;
  return {
    type: trigger.type,
    days: trigger.intervalSeconds === undefined ? undefined : trigger.intervalSeconds / 86400,
    first: first && new Date(first).toISOString(),
  };
}

describe('a weekday repetition with the date it begins on: its first run on that date', () => {
  it.each([
    // held-out-27 :30
    [
      'I have read that buying a fixed amount at regular intervals is a sensible approach. Could you please set up a weekly purchase of 50 USDC worth of ETH on Base, every Monday, beginning on Monday 7 December 2026? I would like it to continue until I ask you to stop.',
      '2026-12-07T00:00:00.000Z',
    ],
    ['buy 50 USDC worth of ETH on Base every Monday, beginning on Monday 7 December 2026', '2026-12-07T00:00:00.000Z'],
    ['buy 50 USDC worth of ETH on Base every Monday starting 2026-12-07', '2026-12-07T00:00:00.000Z'],
    ['buy 50 USDC worth of ETH on Base every Monday starting December 7', '2026-12-07T00:00:00.000Z'],
    ['buy 50 USDC worth of ETH on Base every Monday at 9:00 UTC starting 7 December 2026', '2026-12-07T09:00:00.000Z'],
    [
      'Could you please set up a recurring purchase of 25 USDC of SOL on Solana every Friday, commencing on Friday 4 December 2026? It should continue until I cancel it.',
      '2026-12-04T00:00:00.000Z',
    ],
    ['I would like to buy 20 USDC worth of ETH on Base every Wednesday, starting on the 2nd of December 2026.', '2026-12-02T00:00:00.000Z'],
    ['Please purchase 30 USDC of UNI on Unichain every Monday starting from 7 December, at 10:00 UTC.', '2026-12-07T10:00:00.000Z'],
    ['Every Thursday, beginning Thursday, December 3, 2026, please buy 15 USDC of JUP on Solana.', '2026-12-03T00:00:00.000Z'],
    // As before: a weekday said as the start, and a daily repetition from a date.
    ['every monday buy 10 usdc of eth on base starting next monday', '2026-11-30T00:00:00.000Z'],
    ['every day buy 10 usdc of eth on base starting 1 december 2026', '2026-12-01T00:00:00.000Z'],
  ])('%s', (prompt, first) => {
    expect(scheduleOf(read(prompt))).toMatchObject({ type: 'every', first });
  });

  it.each([
    // A date that is not the weekday repeated, a date with no start word, a start already past, another move beside it.
    ['Kindly set up a weekly purchase of 40 USDC worth of ETH on Base, every Monday, beginning on Tuesday 8 December 2026.', 'is a tuesday, not a monday'],
    ['buy 50 USDC worth of ETH on Base every Tuesday starting 7 December 2026', 'is a monday, not a tuesday'],
    ['Please buy 50 USDC of ETH on Base every Monday on 7 December 2026.', ''],
    ['buy 50 USDC worth of ETH on Base every Monday starting 2 November 2026', 'has already passed'],
    ['Buy 50 USDC of ETH on Base every Monday, starting 7 December 2026, and also send 5 USDC to bob.eth.', ''],
  ])('%s: refused', (prompt, said) => {
    const reading = read(prompt);
    expect(reading.kind).toBe('fail');
    if (reading.kind === 'fail') expect(reading.message).toContain(said);
  });
});

describe('an order asked its time, answered exactly where the first turn said it roughly: the answer read in its place, asked for a yes', () => {
  it.each([
    // held-out-27 :29
    [
      'I would like to schedule a purchase of SOL on Solana for the middle of next month, paying with USDC. Please do not buy anything today.',
      'On 15 December 2026 at 09:00 UTC, using 500 USDC, please.',
      'for the middle of next month',
      '2026-12-15T09:00:00.000Z',
    ],
    [
      'I would like to schedule a purchase of ETH on Base sometime next week, paying with USDC.',
      'On 2 December 2026 at 10:00 UTC, with 200 USDC, please.',
      'sometime next week',
      '2026-12-02T10:00:00.000Z',
    ],
    [
      'Please schedule a purchase of JUP on Solana towards the end of next month, paid with USDC. Nothing should be bought today.',
      'On 28 December 2026 at 12:00 UTC, using 50 USDC.',
      'towards the end of next month',
      '2026-12-28T12:00:00.000Z',
    ],
  ])('%s → %s', (first, second, rough, at) => {
    const reading = onThreadAt(now, first, second);
    expect(reading.kind).toBe('ask');
    if (reading.kind !== 'ask') return;
    expect(reading.pending).toMatchObject({ kind: 'automation-create', awaiting: 'confirm', trigger: { type: 'at' } });
    expect(new Date((reading.pending as unknown as { trigger: { at: string } }).trigger.at).toISOString()).toBe(at);
    expect(reading.question).toContain(`in place of "${rough}"`);
  });

  it('an order with no rough time is set as answered, as before', () => {
    const reading = onThreadAt(
      now,
      'I would like to schedule a purchase of SOL on Solana, paying with USDC.',
      'On 15 December 2026 at 09:00 UTC, using 500 USDC, please.',
    );
    expect(outcome(reading)).toBe('move');
  });

  it.each([
    // "not today" said, and today answered: never set.
    [
      'I would like to schedule a purchase of SOL on Solana for the middle of next month, paying with USDC. Please do not buy anything today.',
      'Today at 15:00 UTC, using 500 USDC, please.',
    ],
    [
      'I would like to schedule a purchase of SOL on Solana for the middle of next month, paying with USDC.',
      'On 15 December 2026 at 09:00 UTC, using 500 USDC, and also send 5 USDC to bob.eth.',
    ],
  ])('%s → %s: refused', (first, second) => {
    expect(onThreadAt(now, first, second).kind).toBe('fail');
  });
});

describe('a second turn that apologises and gives the missing field', () => {
  it.each([
    // held-out-27 :25, :13
    [
      'Good evening. I need to send some USDC to a business partner on Polygon. Their wallet address is 0x5555555555555555555555555555555555555555.',
      'My apologies for leaving that out. The amount is 800 USDC.',
      { kind: 'transfer', chain: 'polygon', token: 'USDC', amount: { value: '800' }, to: '0x5555555555555555555555555555555555555555' },
    ],
    [
      'Hello. I would like to buy some JUP on Solana, please, and I would prefer to pay for it with my SOL rather than with stablecoins.',
      "My apologies for not saying so at first. Forty US dollars' worth of SOL, please. I do mean forty dollars, not forty SOL.",
      { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'JUP', amount: { kind: 'usd', value: '40' } },
    ],
    [
      'I would like to pay my landlord in USDC on Base. His address is 0x4444444444444444444444444444444444444444.',
      'Apologies, I forgot to mention it. The amount is 1,100 USDC.',
      { kind: 'transfer', chain: 'base', token: 'USDC', amount: { value: '1100' }, to: '0x4444444444444444444444444444444444444444' },
    ],
    [
      'Please send some DAI to my accountant on Ethereum. Her wallet address is 0x4444444444444444444444444444444444444444.',
      'Sorry about that. It is 250 DAI.',
      { kind: 'transfer', chain: 'ethereum', token: 'DAI', amount: { value: '250' } },
    ],
    [
      'Send some USDC to 0x5555555555555555555555555555555555555555 on Polygon',
      'My apologies for leaving that out. The amount is 800 USDC.',
      { kind: 'transfer', amount: { value: '800' } },
    ],
    ['buy some JUP on Solana with SOL', '40 dollars worth of SOL, not 40 SOL.', { kind: 'swap', tokenIn: 'SOL', amount: { kind: 'usd', value: '40' } }],
    [
      'I would like to buy some BONK on Solana with my SOL.',
      "Apologies. Twenty-five dollars' worth of SOL. To be clear, twenty-five dollars, not twenty-five SOL.",
      { kind: 'swap', tokenIn: 'SOL', tokenOut: 'BONK', amount: { kind: 'usd', value: '25' } },
    ],
  ])('%s → %s', (first, second, move) => {
    const reading = onThreadAt(now, first, second);
    const made = reading.kind === 'intent' ? reading.intent : reading.kind === 'ask' && reading.pending.awaiting === 'confirm' ? reading.pending : undefined;
    expect(made).toMatchObject(move);
  });

  it.each([
    // The unit said again with another figure, or of another token: the amount is asked again.
    ['buy some JUP on Solana with SOL', '40 dollars worth of SOL, not 50 SOL.'],
    ['buy some JUP on Solana with SOL', '40 dollars worth of SOL. I mean 50 dollars, not 40 SOL.'],
    ['buy some JUP on Solana with SOL', '40 SOL. I mean dollars, not SOL.'],
    [
      'Send some USDC to 0x5555555555555555555555555555555555555555 on Polygon',
      'My apologies for leaving that out. The amount is 800 USDC, and send 5 to bob.eth too.',
    ],
  ])('%s → %s: nothing moves', (first, second) => {
    expect(outcome(onThreadAt(now, first, second))).not.toBe('move');
  });

  it.each([
    // A payee said apart, with words that make it no payee's: never kept for the amount's answer to pay.
    ['I need to send some USDC to a business partner on Polygon. My own address is 0x5555555555555555555555555555555555555555.'],
    ['I need to send some USDC to a business partner on Polygon. Their old wallet address was 0x5555555555555555555555555555555555555555.'],
    ['I need to send some USDC to a business partner on Polygon. 0x5555555555555555555555555555555555555555 was hacked.'],
  ])('%s: refused', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR' });
  });

  it("a payee said apart as the partner's own address is asked the amount, the move owing a yes", () => {
    expect(
      read('Good evening. I need to send some USDC to a business partner on Polygon. Their wallet address is 0x5555555555555555555555555555555555555555.'),
    ).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount', confirm: true, to: '0x5555555555555555555555555555555555555555' } });
  });

  it.each([
    // A chosen token of the kind ruled out says two things: not read as chosen.
    ['I would like to buy some JUP on Solana, paying with my USDC rather than with stablecoins.'],
  ])('%s: refused', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('an acknowledgement before an answer', () => {
  it('an apology as its own sentence before a whole move: asked back whole', () => {
    expect(onThreadAt(now, "I'd like to buy some PEPE, please.", 'Apologies for the lack of detail. On Ethereum, please spend 30 USDC on PEPE.')).toMatchObject(
      {
        kind: 'ask',
        pending: { kind: 'swap', tokenOut: 'PEPE', awaiting: 'confirm' },
      },
    );
  });
  it('an acknowledgement that is no apology: the order answered is set as before', () => {
    expect(
      outcome(
        onThreadAt(now, "I'd like to set up a take-profit order on Solana, please.", 'Certainly. When SOL reaches 200 dollars, please sell 2 SOL for USDC.'),
      ),
    ).toBe('move');
  });
  it("an apology's words never take in the amount after them", () => {
    const reading = onThreadAt(
      now,
      "Hello, I'd like to buy some UNI every weekday at 9:00 UTC, please.",
      'Apologies for leaving that out - 15 USDC each time, on Unichain. Thank you.',
    );
    expect(reading.kind === 'ask' && reading.question.startsWith('What should I fill in')).toBe(false);
  });
});
