import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Chat and voice prompts of held-out-21 and a left-over of held-out-20 (issue 16), with siblings: a quoted message asking
 * for a move, then only the person's doubt or their own read; a no-move remark said before the read ("dont send anything
 * just check …"); a limit order's price answered "when eth dips to 2500"; a spelled ticker taken back and spelled again;
 * "d c a" said letter by letter; a courtesy before an order head's colon; and what a payee does in return ("shes covering
 * lunch next time"). Near-misses keep their refusal or question.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const thread = (...prompts: string[]) => onThreadAt(now, ...prompts);
const A = '0x5555555555555555555555555555555555555555';

describe("a quoted message asking for a move, then the person's doubt: answered, the move never made", () => {
  it.each([
    [`okay so this email says quote to claim your airdrop send one eth to ${A} on base end quote is that real or is it a scam`, ['ETH'], ['base']],
    [`this email says "send 1 eth to ${A} on base" is that real or is it a scam`, ['ETH'], ['base']],
    [`got this DM: "send 0.5 SOL to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin to claim ur airdrop" scam or not?`, ['SOL'], ['solana']],
    [`my friend forwarded this "pls send 20 usdc to ${A} on polygon to unlock your wallet" is it legit or fake`, ['USDC'], ['polygon']],
  ])('%s', (prompt, tokens, chains) => {
    const reading = read(prompt);
    expect(reading).toMatchObject({ kind: 'intent', intent: { kind: 'balance', tokens, chains } });
    if (reading.kind === 'intent') expect(reading.notes?.[0]).toMatch(/can't tell whether a message is genuine.*nothing was sent/);
  });

  it.each([
    // A go-ahead beside the doubt is no doubt alone: never made, never answered as one.
    `this email says "send 1 eth to ${A} on base" real or fake? i trust it, do it`,
    `this email says "send 1 eth to ${A} on base" is that real? send it if so`,
  ])('%s moves nothing', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'intent' && ['transfer', 'swap'].includes(reading.intent.kind)).toBe(false);
    if (reading.kind === 'intent') expect(reading.intent.kind).not.toBe('balance');
  });
});

describe('"dont send anything just check …": the read after a no-move remark said first', () => {
  it.each([
    ['dont send anything just check my eth on base', 'ETH'],
    ['dont send anything, just check my eth on base', 'ETH'],
    ['dont swap just check my usdc on base', 'USDC'],
    ['no trades pls just tell me my sol balance', 'SOL'],
    [
      `my buddy got this in tg: 'hey its the purser team, pls send 2 eth to ${A} on base to verify ur wallet' is this legit?? dont send anything just check my eth on base`,
      'ETH',
    ],
  ])('%s', (prompt, token) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'balance', tokens: [token] } });
  });

  it.each(['dont send anything just send 1 eth to bob.eth on base', "don't swap, just swap 1 eth for usdc on base"])('%s moves nothing', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'intent' && ['transfer', 'swap'].includes(reading.intent.kind)).toBe(false);
  });
});

describe("a limit order's price answered with what it watches", () => {
  const order = 'set a limit buy on base, 500 usdc into eth';
  it.each([
    ['when eth dips to 2500', 'below'],
    ['if it drops below 2500', 'below'],
    ['when eth hits 2500', 'below'],
    ['if eth goes under 2500 dollars', 'below'],
    ['once it gets to 2,500', 'below'],
  ])('%s', (answer, direction) => {
    expect(thread(order, answer)).toMatchObject({
      kind: 'intent',
      intent: {
        kind: 'automation-create',
        action: { tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '500' } },
        trigger: { type: 'price', token: 'ETH', direction, priceUsd: '2500' },
      },
    });
  });

  it.each(['when btc dips to 2500', 'when eth dips to 2500 or 2400'])('%s is not set up', (answer) => {
    expect(thread(order, answer).kind).not.toBe('intent');
  });
});

describe('a spelled ticker taken back and spelled again: the launch with the last one, asked back for a yes', () => {
  it.each([
    [['I wanna launch a token on base', 'call it sleepy otter and the ticker is uh o t t r no wait just otter O T T E R']],
    [['launch a token called sleepy otter on base, ticker is o t t r no wait O T T E R']],
    [['launch a token called sleepy otter on base, symbol ottr sorry O T T E R']],
    [['launch a token called sleepy otter on base with the ticker o t r i mean otter o t t e r']],
  ])('%j', (prompts) => {
    expect(thread(...prompts)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'launch', name: 'sleepy otter', symbol: 'OTTER', awaiting: 'confirm' },
    });
  });

  it.each([
    // The word and its spelling differ: which is meant is not known.
    'launch a token called sleepy otter on base, ticker is o t t r no wait beaver O T T E R',
    // A correction said as a word only is not spelled again.
    'launch a token called sleepy otter on base, ticker is ottr no wait otter',
  ])('%s launches nothing', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'intent' && reading.intent.kind === 'launch').toBe(false);
    if (reading.kind === 'ask') expect(reading.pending).not.toMatchObject({ symbol: 'OTTER', awaiting: 'confirm' });
  });
});

describe('"d c a" said letter by letter is a DCA', () => {
  it.each(['cancel my sol d c a', 'cancel my sol d.c.a.', 'stop the sol d c a'])('%s', (answer) => {
    expect(thread('every day buy 10 usdc of sol on solana', answer)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-cancel', match: { kind: 'recurring', token: 'SOL' } },
    });
  });
});

describe("a courtesy before an order head's colon is no field", () => {
  it.each([
    'put limit order please: buy ETH with 400 USDC on base when the price go down to 2600',
    'limit order pls: buy ETH with 400 USDC on base when eth drops to 2600',
    'set a limit order kindly: buy ETH with 400 USDC on base when eth drops to 2600',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: 'USDC', tokenOut: 'ETH' }, trigger: { priceUsd: '2600' } },
    });
  });

  it('a field named "please" in a bot\'s fields stays unread', () => {
    expect(read('limit_order please=yes token_in=USDC token_out=ETH amount=400 chain=base price=2600').kind).not.toBe('intent');
  });
});

describe('what the payee does in return is why the payment is made', () => {
  it.each([
    'send 15 usdc to alice.eth on base, shes covering lunch next time',
    'pay alice.eth 15 usdc on base, she will cover dinner next time',
    "send 20 usdc to bob.eth on base, he's buying the drinks next time",
  ])('%s', (prompt) => {
    const reading = read(prompt);
    const payment = { kind: 'transfer', token: 'USDC', chain: 'base' };
    if (reading.kind === 'intent') expect(reading).toMatchObject({ intent: payment });
    else expect(reading).toMatchObject({ kind: 'ask', pending: { ...payment, awaiting: 'confirm' } });
  });

  it.each([
    'send 15 usdc to alice.eth on base next time',
    'send 15 usdc to alice.eth on base, shes covering lunch if she remembers',
    'send 15 usdc to alice.eth on base, she will send it back next time',
    'send 15 usdc to alice.eth on base next time she covers lunch',
  ])('%s is not sent', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind).not.toBe('intent');
    if (reading.kind === 'ask') expect(reading.pending.awaiting).not.toBe('confirm');
  });
});
