import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';

/**
 * held-out-34, careful voice (issue 16): limits a careful writer states beside a request, which the service keeps by how
 * it works, read as such — and beside a move they still stop it.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('"do not move anything while you check" beside a read: the read', () => {
  it.each([
    [
      'Could you kindly tell me how much USDC I currently hold on Polygon? I only need the Polygon figure, and please do not move anything while you check. Thank you.',
      { kind: 'balance', chains: ['polygon'], tokens: ['USDC'] },
    ],
    ['how much USDC do I hold on Polygon? please do not move anything while you check.', { kind: 'balance', chains: ['polygon'], tokens: ['USDC'] }],
    [
      'I would like to see my full portfolio on Base. Please ensure that nothing is traded or transferred while you look; this is purely for my bookkeeping.',
      { kind: 'portfolio', chains: ['base'] },
    ],
    ['What is my ETH balance on Base? Do not sell anything whilst you look.', { kind: 'balance', chains: ['base'], tokens: ['ETH'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    'send 5 usdc to bob.eth on base, and please do not move anything while you check',
    'sell 1 eth on base. Please ensure that nothing is traded while you look.',
  ])('beside a move it still stops it: %s', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('an open end said as the repetition going on: "continue each week until I ask you to stop"', () => {
  it.each([
    'Every Monday at 09:00 UTC, starting on 7 December 2026, please buy 25 USDC worth of ETH on Base. Kindly continue each week until I ask you to stop.',
    'every day buy 10 usdc of eth on base, continue daily until I say stop',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading, JSON.stringify(reading)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'every' } } });
    expect(JSON.stringify(reading)).not.toContain('endAt');
  });
});

describe('"nothing sold before that price is reached" beside a price order is what the order does', () => {
  it('the take profit, asked back for a yes', () => {
    const reading = read(
      'Please set up a take-profit for my SOL on Solana: when SOL reaches 200 dollars, sell 3 SOL for USDC. I do not wish for anything to be sold before that price is reached.',
    );
    expect(reading).toMatchObject({
      kind: 'ask',
      pending: { kind: 'automation-create', action: { tokenIn: 'SOL', amount: { value: '3' } }, trigger: { type: 'price', priceUsd: '200' } },
    });
  });
  it('beside a sale now it makes no sale', () => {
    expect(read('sell 3 SOL for USDC on solana. I do not wish for anything to be sold before that price is reached.').kind).not.toBe('intent');
  });
});

describe('careful remarks beside a transfer: the transfer, asked back or made; a remark that says more stops it', () => {
  it.each([
    [
      'I owe my friend Alice for a dinner last week and would like to settle up. Kindly send 85 USDC to alice.eth on Base. Please do double-check that it is going to alice.eth and to no one else.',
      { chain: 'base', token: 'USDC', to: 'alice.eth', amount: { value: '85' } },
    ],
    [
      'I would like to make a small donation of 0.05 ETH on Ethereum to vitalik.eth. I understand that this cannot be reversed once sent, and I am comfortable with that.',
      { chain: 'ethereum', token: 'ETH', to: 'vitalik.eth', amount: { value: '0.05' } },
    ],
    [
      'Kindly send 3 POL on Polygon to 0x4444444444444444444444444444444444444444. I realise it is a small amount; it is only a test before I consider sending anything larger.',
      { chain: 'polygon', token: 'POL', to: '0x4444444444444444444444444444444444444444', amount: { value: '3' } },
    ],
    ['make a donation of 0.05 ETH on Ethereum to vitalik.eth', { chain: 'ethereum', token: 'ETH', to: 'vitalik.eth' }],
  ])('%s', (prompt, transfer) => {
    const reading = read(prompt);
    const move = reading.kind === 'intent' ? reading.intent : reading.kind === 'ask' ? reading.pending : undefined;
    expect(move, JSON.stringify(reading)).toMatchObject({ kind: 'transfer', ...transfer });
    if (reading.kind === 'ask') expect(reading.pending).toMatchObject({ awaiting: 'confirm' });
  });

  it.each([
    'Kindly send 85 USDC to alice.eth on Base. Please do double-check that it is going to carol.eth and to no one else.',
    'Kindly send 3 POL on Polygon to 0x4444444444444444444444444444444444444444. It is only a test before I consider sending 500 USDC to bob.eth.',
    'Kindly send 3 POL on Polygon to 0x4444444444444444444444444444444444444444. It is only a test before I consider sending anything larger to bob.eth.',
    'Send 0.05 ETH on Ethereum to vitalik.eth. I understand that this cannot be reversed once sent, so please send it twice.',
  ])('%s: nothing is moved', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind, JSON.stringify(reading)).toBe('fail');
  });
});

describe('"these are separate amounts, so please ensure each receives the correct sum" beside a batch of different amounts', () => {
  it.each([
    'I need to reimburse two colleagues for conference expenses. On Base, please send 120 USDC to bob.eth and 75 USDC to carol.base.eth. These are separate amounts for separate people, so please ensure each receives the correct sum.',
    'Please send 120 USDC to bob.eth and 75 USDC to carol.base.eth, both on Base. These are separate amounts, so please ensure that each person receives the correct figure.',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({
      kind: 'ask',
      pending: {
        kind: 'transfer-batch',
        chain: 'base',
        transfers: [
          { to: 'bob.eth', amount: '120' },
          { to: 'carol.base.eth', amount: '75' },
        ],
        awaiting: 'confirm',
      },
    });
  });
  it('beside one transfer it says more than the move: nothing is sent', () => {
    expect(read('send 120 USDC to bob.eth on base. These are separate amounts, so please ensure each receives the correct sum.').kind).toBe('fail');
  });
});

describe('a cancel wished for an order named in the same sentence, and its confirmation asked', () => {
  it.each([
    'I have reconsidered my daily SOL purchase on Solana and would like it cancelled, please. Kindly confirm once the recurring order has been removed, so that no further purchases are made.',
    'I have reconsidered my daily SOL purchase on Solana and would like it cancelled, please.',
    'cancel my daily SOL buy on solana. Kindly confirm once the order has been removed.',
  ])('%s', (prompt) => {
    expect(read(prompt)).toEqual({
      kind: 'intent',
      intent: { kind: 'automation-cancel', target: 'match', match: { kind: 'recurring', side: 'buy', token: 'SOL', intervalSeconds: 86_400, chain: 'solana' } },
    });
  });
  it('a move after the confirmation asked is a second request', () => {
    expect(read('cancel my daily SOL buy on solana. Kindly confirm once the order has been removed, then buy 1 SOL.')).toMatchObject({
      kind: 'fail',
      code: 'ONE_REQUEST',
    });
  });
});
