import { describe, expect, it } from 'vitest';
import type { Interpretation } from '../../lib/agent/interpreter/intent.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Careful people beside their orders and cancels (issue 16, held-out-32 work 19, 24, 25, 28, 29, 30, 32): a sentence that
 * says again what the order or cancel does anyway is no second request; one that changes it still stops it.
 */
const now = new Date('2026-11-28T12:00:00Z');
const thread = (...turns: string[]): Interpretation => onThreadAt(now, ...turns);
const uniLimit = 'Place a limit order on Ethereum: buy UNI with 80 USDC if UNI falls to $8.';

describe('a cancel of one order beside "leave everything else untouched" in a sentence of its own', () => {
  it.each([
    'I have reconsidered my earlier instruction. Kindly cancel the limit order I placed to buy UNI on Ethereum. I no longer wish it to execute. Please leave everything else untouched.',
    'Cancel the UNI limit order. Leave all the others as they are.',
    'Please cancel my UNI buy. Keep the rest.',
  ])('%s', (prompt) => {
    expect(thread(uniLimit, prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', match: { token: 'UNI' } } });
  });

  it.each([
    'Cancel all my orders. Please leave everything else untouched.',
    'Cancel the UNI limit order. Keep the ETH one.',
    'Cancel the UNI limit order. Leave the rest but cancel the ETH buy too.',
  ])('still refused: %s', (prompt) => {
    expect(thread(uniLimit, prompt)).toMatchObject({ kind: 'fail' });
  });
});

describe("a price order's own trigger said first as the reason for it", () => {
  const order = 'Please set up a take-profit order on Ethereum to sell 3 LINK for USDC when the price reaches $20.';
  it.each([
    `Should LINK reach $20, I would like to take some profit. ${order} I understand it will not execute until then.`,
    `Should LINK reach $20, I would like to take some profit. ${order}`,
    "If LINK hits $20, I'd like to lock in some gains. Please sell 3 LINK for USDC on Ethereum when LINK reaches $20.",
  ])('%s', (prompt) => {
    expect(thread(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: 'LINK', amount: { value: '3' } }, trigger: { type: 'price', token: 'LINK', priceUsd: '20' } },
    });
  });

  it('a stop loss, its fall said first as the reason', () => {
    expect(
      thread('Should ETH fall to $2,000, I would like to limit my losses. Please set up a stop loss on Base to sell 1 ETH for USDC if ETH drops to $2,000.'),
    ).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'price', token: 'ETH', direction: 'below', priceUsd: '2000' } } });
    expect(
      thread('Should ETH fall to $2,100, I would like to limit my losses. Please set up a stop loss on Base to sell 1 ETH for USDC if ETH drops to $2,000.')
        .kind,
    ).toBe('fail');
  });

  it.each([
    `Should LINK reach $25, I would like to take some profit. ${order}`,
    `Should UNI reach $20, I would like to take some profit. ${order}`,
    'Should LINK reach $20, I would like to take some profit. Please sell 3 LINK for USDC on Ethereum.',
    'Should LINK reach $3, I would like to take some profit. Please sell 3 LINK for USDC on Ethereum when LINK reaches $20.',
    'Should LINK reach $20, I would like to take some profit. Please sell 3 LINK for USDC on Ethereum, and buy UNI when LINK reaches $20.',
  ])('still not set: %s', (prompt) => {
    expect(thread(prompt).kind).not.toBe('intent');
  });
});

describe('a first sentence that only announces the timed order said next with its day', () => {
  it.each([
    [
      'I would like to schedule a purchase rather than buy now. On Thursday 3 December 2026 at 09:00 UTC, please use 200 USDC on Solana to buy SOL. Kindly confirm the date and time back to me once it is set.',
      'SOL',
      '2026-12-03T09:00:00.000Z',
    ],
    ["I'd like to schedule a purchase. Tomorrow at 10:00 UTC buy ETH with 50 USDC on Base.", 'ETH', '2026-11-29T10:00:00.000Z'],
    [
      'Good morning. I would like to schedule a sale instead of selling now. On Friday 4 December 2026 at 15:00 UTC, please sell 1 ETH for USDC on Base.',
      'USDC',
      '2026-12-04T15:00:00.000Z',
    ],
  ])('%s', (prompt, tokenOut, at) => {
    expect(thread(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action: { tokenOut }, trigger: { type: 'at', at } } });
  });

  it.each([
    // No day after it: doing it now is not what was asked.
    'I would like to schedule a purchase rather than buy now. Please use 200 USDC on Solana to buy SOL.',
    'I would like to schedule a purchase rather than buy now. Please use 200 USDC on Solana to buy SOL. I am free on Thursday.',
    'I would like to schedule a purchase rather than buy now. On Thursday 3 December 2026 at 09:00 UTC, please use 200 USDC on Solana to buy SOL. Also send 5 USDC to bob.eth.',
  ])('still not made: %s', (prompt) => {
    expect(thread(prompt).kind).toBe('fail');
  });
});

describe('a move said with a wish to be asked first for the one field it lacks: that field asked, never moved', () => {
  it.each([
    [
      'Good afternoon. I would like to purchase some BRETT on Base using my USDC. Before you proceed, please ask me how much I wish to spend, as I have not yet decided.',
      'amount',
    ],
    ["Please buy some UNI on Ethereum with USDC. I haven't decided on the amount yet, so please ask me first.", 'amount'],
    [
      "I would like to send 15 USDT on Polygon to my colleague Priya, who has kindly covered a conference fee for me. I don't have her address to hand just yet, so please wait before sending.",
      'to',
    ],
    ["I would like to send 15 USDT on Polygon to Priya. I don't have her address yet, so please wait before sending.", 'to'],
    [
      'Kindly send 30 USDC to 0x4444444444444444444444444444444444444444. I am not entirely sure which network my supplier uses, so please confirm that with me before sending anything.',
      'chain',
    ],
    ["Send 20 USDC to bob.eth. I'm not sure which network he uses, so please check with me before sending.", 'chain'],
  ])('%s', (prompt, awaiting) => {
    expect(thread(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting } });
  });

  it.each([
    // The field named is said: the wish to be asked for it stands beside a whole move, which is not made.
    'Buy 50 USDC of BRETT on Base. Before you proceed, please ask me how much I wish to spend.',
    "Send 20 USDC on Base to bob.eth. I'm not sure which network he uses, so please check with me before sending.",
    // Another field named than the one lacked, a second request, a quoted wish.
    'Kindly send 30 USDC to 0x4444444444444444444444444444444444444444. Please confirm the amount with me before sending anything.',
    'I would like to purchase some BRETT on Base using my USDC. Please ask me how much to spend, and also send 5 USDC to bob.eth.',
    'Send 20 USDC to bob.eth. My friend wrote "please ask me which network" so check with me before sending.',
  ])('not made, nor asked for the other field: %s', (prompt) => {
    const read = thread(prompt);
    expect(read.kind).toBe('fail');
  });
});

describe('the answer completes the move asked about', () => {
  const brett =
    'Good afternoon. I would like to purchase some BRETT on Base using my USDC. Before you proceed, please ask me how much I wish to spend, as I have not yet decided.';
  const supplier =
    'Kindly send 30 USDC to 0x4444444444444444444444444444444444444444. I am not entirely sure which network my supplier uses, so please confirm that with me before sending anything.';
  const priya =
    "I would like to send 15 USDT on Polygon to my colleague Priya, who has kindly covered a conference fee for me. I don't have her address to hand just yet, so please wait before sending.";
  const dca =
    'I would like to set up a regular, recurring purchase of ETH on Base, paid in USDC. I have not settled the amount or frequency yet, so please ask me before creating anything.';

  it('an amount, asked back for a yes', () => {
    expect(thread(brett, "Thank you for waiting. Fifty US dollars' worth, paid in USDC, please.")).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', tokenOut: 'BRETT', amount: { kind: 'usd', value: '50' }, awaiting: 'confirm' },
    });
  });

  it('an address, asked back for a yes', () => {
    expect(thread(priya, 'I now have it. Her address is 0x5555555555555555555555555555555555555555 — please send the 15 USDT on Polygon there.')).toMatchObject(
      { kind: 'ask', pending: { kind: 'transfer', to: '0x5555555555555555555555555555555555555555', awaiting: 'confirm' } },
    );
  });

  it.each(['I have checked with the supplier: it is Polygon. Please send the 30 USDC on Polygon.', 'Please send the 30 USDC on Polygon.'])(
    'the move said again with the chain asked, short of the address it had: %s',
    (answer) => {
      expect(thread(supplier, answer)).toMatchObject({
        kind: 'ask',
        pending: { kind: 'transfer', chain: 'polygon', amount: { value: '30' }, to: '0x4444444444444444444444444444444444444444', awaiting: 'confirm' },
      });
    },
  );

  it.each(['Please send the 40 USDC on Polygon.', 'Please send 30 USDT on Polygon.'])(
    'said again with another amount or token: never the move asked about: %s',
    (answer) => {
      const read = thread(supplier, answer);
      expect(read).not.toMatchObject({ pending: { to: '0x4444444444444444444444444444444444444444' } });
      expect(read.kind).not.toBe('intent');
    },
  );

  it.each(['I have decided: 50 USDC every Monday, beginning Monday 7 December 2026, until I ask you to stop.', '50 USDC every Monday until I cancel it.'])(
    'a schedule with an open end: %s',
    (answer) => {
      expect(thread(dca, answer)).toMatchObject({
        kind: 'intent',
        intent: { kind: 'automation-create', action: { tokenOut: 'ETH', amount: { value: '50' } }, trigger: { type: 'every', intervalSeconds: 604800 } },
      });
    },
  );

  it.each(['no, stop', 'cancel it'])('a stop said alone still drops the order: %s', (answer) => {
    expect(thread(dca, answer)).toMatchObject({ kind: 'fail', code: 'CANCELLED' });
  });
});
