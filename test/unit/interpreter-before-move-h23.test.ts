import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';

/**
 * The person's own sentence before a move is taken as context and the move asked back whole for a yes (one-request.ts).
 * A guard sweep of careful prose (2026-11-27) found sentences before the move that change it — its size, its payee, a cap
 * — and a yes to the move as read would run the one they changed: they are never context. Beside a doubt ("should
 * not"), a figure that is not the move's own is never offered for a yes either.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const moves = [
  'Please send 150 USDC to alice.eth on Base.',
  'Could you please swap 0.5 ETH for USDC on Base?',
  'I would like to buy $40 of DEGEN on Base, paying with USDC.',
  'Please transfer 0.05 ETH on Ethereum to vitalik.eth.',
  'Would you please sell 2,000,000 BONK for USDC on Solana?',
  'Kindly send 820 USDC on Solana to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin.',
];

describe('a sentence before the move that resizes it or caps it: no yes is asked on the move as read', () => {
  const resizing = [
    'On reflection, half that amount is enough.',
    'Please add another 20 on top.',
    'The total should not exceed 50.',
    'Actually, make it 30 rather than that.',
    'I would rather do a quarter of it for now.',
  ];
  it.each(moves.flatMap((move) => resizing.map((before) => [`${before} ${move}`])))('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind).toBe('fail');
  });
});

describe("a sentence before a transfer that names another payee: never asked as the move's own", () => {
  it.each([
    ['Her new address is bob.eth, so please use that. Please send 150 USDC to alice.eth on Base.'],
    ['My accountant says it should go to 0x4444444444444444444444444444444444444444. Please send 150 USDC to alice.eth on Base.'],
    ['Bob changed wallets, the new one is carol.base.eth. Please transfer 0.05 ETH on Base to bob.eth.'],
  ])('%s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('context before the move that changes nothing: still asked back whole for a yes', () => {
  it.each([
    ['I owe my sister for dinner. Please send 150 USDC to alice.eth on Base.', 'transfer'],
    ['I have been meaning to do this for a while. Could you please swap 0.5 ETH for USDC on Base?', 'swap'],
  ])('%s', (prompt, kind) => {
    const reading = read(prompt);
    expect(reading.kind).toBe('ask');
    if (reading.kind !== 'ask') return;
    expect(reading.pending.kind).toBe(kind);
    expect(reading.pending.awaiting).toBe('confirm');
  });
});

describe('an order set at once beside a sentence that times, repeats or doubts it: refused, the sentence named', () => {
  const order = 'Please place a limit order to buy ETH with 500 USDC on Base if ETH falls to $2,600.';
  it.each([
    [`${order} I'd prefer this to happen on Friday.`],
    [`I'd prefer this to happen on Friday. ${order}`],
    [`${order} Please repeat this every week.`],
    [`${order} I am not entirely sure this is a good idea, though.`],
    [`I am not entirely sure this is a good idea, though. ${order}`],
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind).toBe('fail');
    if (reading.kind === 'fail') expect(reading.message).toMatch(/beside the order|not read|nothing/i);
  });

  it.each([
    // A time restated beside an order that runs at that time is no other time.
    ['Tomorrow at 9:00 UTC please buy WETH with 100 USDC on base. Not now, tomorrow.', 'at'],
    [order, 'price'],
  ])('%s stays the order', (prompt, type) => {
    const reading = read(prompt);
    const intent = reading.kind === 'intent' ? reading.intent : reading.kind === 'ask' ? reading.pending : undefined;
    expect(intent).toMatchObject({ kind: 'automation-create', trigger: { type } });
  });
});

describe('a DCA number said after its token and a chain has no unit: asked, never read as that many tokens', () => {
  it.each([['dca eth base 50/week'], ['dca eth on base 50 weekly'], ['dca sol solana 20 daily']])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'fail' && reading.code).toBe('AUTOMATION_AMBIGUOUS');
  });
  it.each([['dca eth base $50/week'], ['dca 50 eth on base weekly']])('%s keeps its unit', (prompt) => {
    expect(movingIntentOf(read(prompt))?.kind).toBe('automation-create');
  });
});

describe('a month a repeated order starts in, which the schedule did not place: refused, never started now', () => {
  it.each([
    ['dca $50 into eth on base weekly from january'],
    ['buy $20 of eth with usdc on base every week from mid-january'],
    ['buy $20 of eth with usdc on base every week as of feb'],
    ['buy $20 of eth with usdc every week on base in december'],
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'fail' && reading.code).toBe('AUTOMATION_AMBIGUOUS');
  });
  it.each([['dca $50 into eth on base weekly for 4 weeks'], ['buy $20 of eth with usdc on base every monday until march']])('%s stays the order', (prompt) => {
    expect(movingIntentOf(read(prompt))?.kind).toBe('automation-create');
  });
});

describe('a price beside an order that runs on a clock: refused, never an order at every price', () => {
  it.each([
    ['invest 100 usdc into eth on base at 2500 each week'],
    ['buy $20 of eth with usdc on base every day @ 2400 for 5 days'],
    ['tomorrow at 17:00 UTC swap 10 usdc for eth on base at 3k'],
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind).toBe('fail');
  });
  it.each([
    ['buy $20 of eth with usdc on base every day at 9:00 UTC for 5 days'],
    ['every monday at 9am utc buy $25 of eth with usdc on base for 10 weeks'],
    ['at 2026-12-10 13:00 UTC swap 10 usdc for eth on base'],
    ['every day at 14 UTC buy $10 of eth with usdc on base for 3 days'],
  ])('%s stays the order', (prompt) => {
    expect(movingIntentOf(read(prompt))?.kind).toBe('automation-create');
  });
});
