import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * held-out-36's first misses (issue 16). First of all a reading that would have moved money wrongly: "bullish on jup,
 * spend 100 usdc on it" was read as buying 100 USDC with JUP (it failed only for want of JUP). A token said "on" before
 * "spend" is no thing the money is spent on.
 */
const now = new Date('2026-11-29T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const movedWith = (prompt: string) => {
  const r = read(prompt);
  const intent = r.kind === 'intent' ? r.intent : r.kind === 'ask' ? r.pending : undefined;
  return intent && 'tokenIn' in intent ? intent.tokenIn : undefined;
};

describe('what the money is spent on', () => {
  it.each([
    'ok im bullish on jup, spend 100 usdc on it on solana 🚀',
    'on jup spend 100 usdc on it on solana',
    'bullish on jup spend 100 usdc on it on solana',
  ])('never pays with the token named before "spend": %s', (prompt) => {
    expect(movedWith(prompt)).not.toBe('JUP');
  });
  it('"spend 100 usdc on jup" buys JUP with USDC', () => {
    expect(read('spend 100 usdc on jup on solana')).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'JUP' } });
  });
});

describe('an answer said with its amount again, an apology or a check', () => {
  it.each([
    [
      'I am interested in buying some BRETT on Base with my USDC. I have not decided on the exact amount yet, so would you please ask me for it before doing anything?',
      'I have decided: please spend 35 USDC. Thirty-five USDC on BRETT, on Base.',
      '35',
    ],
    [
      'I would like to send some USDC to bob.eth on Base, please.',
      'My apologies for leaving that out. Seventy-five USDC, please: 75 exactly, to bob.eth, on Base.',
      '75',
    ],
    ['i wanna buy some aero', 'oh um on base sorry twenty five usdc worth', '25'],
  ])('%s / %s', (first, answer, value) => {
    const r = onThreadAt(now, first, answer);
    const intent = r.kind === 'intent' ? r.intent : r.kind === 'ask' ? r.pending : undefined;
    expect(intent).toMatchObject({ amount: { value } });
    expect(r.kind === 'ask' ? r.pending.awaiting : 'none').not.toBe('amount');
  });

  it.each([
    ['send usdc to bob.eth on base', '10 usdc, 20 usdc'],
    ['send usdc to bob.eth on base', 'sorry not 5, 6'],
    ['send 20 usdc to bob on base', 'alice: 0x1111111111111111111111111111111111111111'],
  ])('%s / %s is asked again', (first, answer) => {
    expect(onThreadAt(now, first, answer).kind).toBe('ask');
  });

  it('"checked the address twice" is no repeat; "twice" after the move still is', () => {
    expect(read('send 5 usdc to bob.eth on base twice')).toMatchObject({ kind: 'fail', code: 'ONE_ACTION' });
    expect(read('send 5 usdc to 0x1111111111111111111111111111111111111111 on base, I checked the address twice')).not.toMatchObject({ code: 'ONE_ACTION' });
  });
});

describe('why a move is made, said after it', () => {
  it.each([
    ['send 20 usdc to alice.eth on base pls, shes been covering my coffee all week 😅', 'transfer'],
    ['swap 1.5 sol to usdc on solana, gotta pay my bar tab from last nite 🍻', 'swap'],
    ['sell 1.5 sol for usdc on solana, need to pay my rent', 'swap'],
  ])('%s', (prompt, kind) => {
    const r = read(prompt);
    const intent = r.kind === 'intent' ? r.intent : r.kind === 'ask' ? r.pending : undefined;
    expect(intent).toMatchObject({ kind });
  });

  it.each([
    // A payee named, a time of the bill, a schedule in what the payee does: a request of its own, or a time, never dropped.
    'sell 1.5 sol for usdc on solana, need to pay bob.eth',
    'sell 1.5 sol for usdc on solana, gotta pay my rent tomorrow',
    'send 20 usdc to alice.eth on base, she has been covering my coffee every week',
  ])('keeps its refusal: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe("a learner's forms (held-out-36 non-native)", () => {
  it('"在 polygon" and "на base" say the chain', () => {
    expect(read('在 polygon, give 10 USDC to bob.eth and also 10 USDC to 0x4444444444444444444444444444444444444444, both same amount')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer-batch', chain: 'polygon' },
    });
    expect(read('на base send 5 usdc to bob.eth')).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', chain: 'base' } });
    expect(read('在 base 不要 send 5 usdc to bob.eth').kind).toBe('fail');
  });
  it('"Until this not do nothing" beside an order is no second request', () => {
    const r = read('When the price of ETH will fall until 2500 dollars, buy ETH with 100 USDC on base. Until this not do nothing');
    expect(r.kind === 'ask' ? r.pending : r.kind === 'intent' ? r.intent : undefined).toMatchObject({ kind: 'automation-create' });
    expect(read('buy ETH with 100 USDC on base. Until this not do nothing').kind).toBe('fail');
  });
});

describe('a careful restatement of the move (held-out-36 careful)', () => {
  it.each([
    [
      'Hello. I would like to exchange 250 USDC for ETH on the Base network. To restate so there is no confusion: two hundred and fifty USDC going out, ETH coming in, all on Base. Please proceed when ready.',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH' },
    ],
    [
      "I'd like to sell 5 UNI on Unichain and receive USDC in return. Just to confirm: five UNI, the Unichain network, proceeds in USDC.",
      { kind: 'swap', tokenIn: 'UNI' },
    ],
  ])('%s', (prompt, intent) => {
    const r = read(prompt);
    expect(r.kind === 'ask' ? r.pending : r.kind === 'intent' ? r.intent : undefined).toMatchObject(intent);
  });

  it.each([
    // Another amount, a condition, another token: no restatement.
    'send 5 usdc to bob.eth on base. to be clear: 6 usdc',
    'sell 5 uni for usdc on unichain. that is five UNI, or more if cheap',
    'sell 5 uni for usdc on unichain. just to confirm: five UNI for USDT',
  ])('keeps its refusal: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('an invoice that names its network', () => {
  it('"Network: Ethereum" is the chain it is paid on', () => {
    const r = read(
      'Please pay this invoice:\n\nINVOICE #2291\nFrom: Northwind Design Studio\nAmount due: 120 USDC\nNetwork: Ethereum\nPay to: 0x4444444444444444444444444444444444444444\nDue: on receipt',
    );
    expect(r).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', chain: 'ethereum', token: 'USDC', awaiting: 'confirm' } });
  });
});

describe("a recurring order's period said again", () => {
  it.each([
    ['buy ETH with 50 USDC on base every week, recurring', 604800],
    ['every day buy 10 usdc of eth on base, each day until I tell you to stop', 86400],
  ])('%s is asked back whole', (prompt, intervalSeconds) => {
    expect(read(prompt)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'automation-create', trigger: { type: 'every', intervalSeconds }, awaiting: 'confirm' },
    });
  });
  it.each(['buy ETH with 50 USDC on base every week, each day', 'every week buy ETH with 50 USDC on base, each day until I tell you to stop'])(
    'another period stays unread: %s',
    (prompt) => {
      expect(read(prompt).kind).toBe('fail');
    },
  );
});

describe('a name spelled letter by letter (voice)', () => {
  it.each([
    ['send five usdc to a l i c e dot e t h on base', 'alice.eth'],
    ['transfer twenty five d a i to carol thats c a r o l dot base dot eth on base', 'carol.base.eth'],
  ])('%s', (prompt, to) => {
    const r = read(prompt);
    expect(r.kind === 'intent' ? r.intent : r.kind === 'ask' ? r.pending : undefined).toMatchObject({ kind: 'transfer', to });
  });
});

describe('a restatement with another token on the amount', () => {
  it('"To be clear: 250 ETH" beside a swap of 250 USDC is no restatement: the amount is asked, no swap offered', () => {
    const r = read("I'd like to exchange 250 USDC for ETH on Base. To be clear: 250 ETH.");
    expect(r.kind).not.toBe('intent');
    expect(r.kind === 'ask' ? r.pending.awaiting : 'none').not.toBe('confirm');
  });
});

describe('a one-off order said to run once, with a courtesy between', () => {
  it.each([
    'tomorrow at 09:00 UTC buy WBTC with 150 USDC on ethereum. Once only, please, not recurring.',
    'Please schedule a single purchase on Ethereum for tomorrow at 09:00 UTC: buy WBTC with 150 USDC. Only the once, please; this is not meant to be a recurring order.',
  ])('%s is asked back whole', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', trigger: { type: 'at' }, awaiting: 'confirm' } });
  });
  it('beside a repeating order it contradicts it, and is refused', () => {
    expect(read('every friday buy 15 usdc of eth on base. Once only, please, not recurring.').kind).toBe('fail');
  });
});
