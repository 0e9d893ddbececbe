import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Orders sweep 34 found read wrongly: an edit of an order read as a trade now or a second order, a new order named with
 * "stop" or "kill" read as a cancel, a negated price comparison read the other way, a price in another unit or a
 * relative one read as dollars, an answer to an order's question losing what it said besides the field, and timing
 * words left in an order or a trade now. Each is refused (or read right); plain orders, answers and cancels keep their
 * reading.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const converse = (...prompts: string[]) => onThreadAt(now, ...prompts);
const refused = (code = 'AUTOMATION_UNSUPPORTED') => ({ kind: 'fail', code });

describe('an order said to change is refused: orders cannot be edited', () => {
  it.each([
    'change my eth buy to 1 eth on base',
    'change the amount of my eth buy to 2 eth on base',
    'make the eth buy 2 eth on base',
    'update my eth buy to 2500 on base',
    'set my eth buy to 2500 on base',
    'adjust the eth buy price to 2500 on base',
    'lower my eth buy to 1800 on base',
    'drop my eth bid to 1800 on base',
    'raise my eth sell to 5500 on base',
    'bump the weekly eth buy to $20 on base',
    'change the weekly eth buy to $20 on base',
    'replace the eth buy at 2000 with one at 2500',
    // Siblings written differently.
    'can you change my sol sell to 250 on solana',
    'i want to lower the degen limit buy to 0.003 on base',
    'please increase my weekly sol dca to $50',
    'move my stop loss to 1800 on base',
    'modify the eth take profit to 5000 on base',
    'update the price of my eth buy to 2400',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ ...refused(), message: /orders cannot be edited: cancel it \("cancel / });
  });

  it('the thread never trades the number once the chain is answered', () => {
    expect(converse('change the eth buy to 2500', 'base')).toMatchObject({ kind: 'fail' });
  });

  it.each([
    ['set a limit buy for 1 eth at 2000 on base', 'automation-create'],
    ['set the limit buy at 2000 for 1 eth on base', 'automation-create'],
    ['change 100 usdc to eth on base', 'swap'],
    ['cancel my eth buy', 'automation-cancel'],
  ])('%s keeps its reading', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });
});

describe('an order named with "stop", "kill" or "cancel" is never a cancel', () => {
  it.each([
    'stop limit buy 1 eth at 5000 on base',
    'stop-limit buy 1 eth at 5000 on base',
    'stop market buy 1 eth at 5000 on base',
    'stop-buy 1 eth at 5000 on base',
    'stop-limit sell 1 eth at 2000 on base',
    'stop-market sell 1 eth at 2000 on base',
    'kill switch: sell all eth if it drops to 2000 on base',
    'cancel-on-drop: sell 1 eth at 2000 on base',
    'stop limit order sell 2 sol at 120 on solana',
    'stop-sell 1 eth at 2000 on base',
    'stop loss limit sell 1 eth at 2000 on base',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ ...refused(), message: /Nothing was cancelled or set up/ });
  });

  it.each(['stop my eth buys', 'stop the eth buy at 2000', 'stop buying eth every week'])('%s is still a cancel', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel' } });
  });
});

describe('a stop loss said with "at" waits for a fall', () => {
  it.each([
    ['stop loss sell 1 eth at 2000 on base', 'below'],
    ['stop-loss order: sell 1 eth at 2000 on base', 'below'],
    ['stop loss on 1 eth at 2000 on base', 'below'],
    ['take profit sell 1 eth at 5000 on base', 'above'],
    ['sell 1 eth at 5000 on base', 'above'],
  ])('%s → %s', (prompt, direction) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { direction, priceUsd: /^[25]000$/ } } });
  });
});

describe('a negated price comparison is refused, never read the other way', () => {
  it.each([
    'buy 1 eth if eth is not above 2000 on base',
    "buy 1 eth if eth isn't above 2000 on base",
    'buy 1 eth if eth is no higher than 2000 on base',
    "buy 1 eth when eth doesn't exceed 2000 on base",
    'buy 100 usdc worth of eth if eth is no more than 2000',
    'buy 1 eth if it doesnt go above 5000 on base',
    'sell 1 eth if eth is no less than 5000',
    'sell 1 eth if eth is not under 5000',
    'sell 1 eth if eth never drops below 2000',
    'buy 1 eth if it does not drop below 2000',
    'sell all my eth if eth stops being above 2000',
    'buy 2 sol if sol does not go above 150 on solana',
    'sell my sol if it never falls under 100 on solana',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_AMBIGUOUS', message: /with a negation/ });
  });

  it.each([
    ["buy eth if it's not below 2000 on base", '1'],
    ["sell eth if it doesn't drop below 2000 on base", '1'],
  ])('%s, then %s: no order', (first, answer) => {
    expect(converse(first, answer)).toMatchObject({ kind: 'fail' });
  });

  it('a plain comparison keeps its direction', () => {
    expect(read('buy 1 eth if eth drops below 2000 on base')).toMatchObject({ kind: 'intent', intent: { trigger: { direction: 'below' } } });
  });
});

describe('a price in another unit, or a relative one, is never read as dollars', () => {
  it.each([
    ['sell 1 eth on base when it hits 450000 cents', '450000 cents'],
    ['buy 1m degen on base when it hits 4e-3', '4e-3'],
    ["buy 1m degen on base when it's at 4 sats", '4 sats'],
    ['when brett hits twenty cents sell all my brett', 'cents'],
    ['sell 1 eth if it drops 500 dollars on base', 'drops 500 dollars'],
    ['sell 1 eth if it loses 500 on base', 'loses 500'],
    ['sell 1 eth when it drops 300 on base', 'drops 300'],
    ['sell 1 eth if eth/btc drops below 0.03 on base', 'eth/btc'],
    ['sell 1 eth on base when it hits 0.05 btc', 'hits 0.05 btc'],
    ['buy $100 of degen when mcap hits 10m on base', 'mcap'],
    ['buy $100 of degen if degen market cap drops below 10m on base', 'market cap'],
    ['buy $50 of degen if fdv drops below 50m on base', 'fdv'],
    ['sell 1 eth if it drops 10% from 3000 on base', '10% from 3000'],
    ['sell 1 eth if it drops 10% from ath on base', '10% from ath'],
    ['buy 1 eth if eth is between 1500 and 2000 on base', 'between'],
  ])('%s', (prompt, said) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', message: expect.stringContaining(`"${said}`) });
  });

  it.each([
    ['take profit on my degen on base', '1 cent'],
    ['take profit on my degen on base', '1c'],
    ['take profit on my degen on base', '2x'],
    ['take profit on my degen on base', '3 cents'],
    ['take profit on my eth on base', '+1000'],
    ['stop loss on my eth on base', '500 below'],
    ['stop loss on my eth on base', '-500'],
  ])('%s, then %s: refused', (first, answer) => {
    expect(converse(first, answer)).toMatchObject(refused());
  });

  it.each([
    ['buy $100 of degen when it hits $0.004 on base', '0.004'],
    ['buy 1m degen on base when it hits 0.004', '0.004'],
    // A price in cents after its word ("hits", "at") is that many hundredths of a dollar (held-out-27), never dollars.
    ['buy 1m degen on base when it hits 0.4 cents', '0.004'],
  ])('%s keeps its price', (prompt, priceUsd) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { trigger: { priceUsd } } });
  });

  it.each(['sell 1 eth if it drops 10% on base', 'sell 1 eth if it drops 10% from here on base'])('%s keeps its percent', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { trigger: { percent: 10 } } });
  });

  it.each([
    ['stop loss on my eth on base', 'below 2400', '2400'],
    ['take profit on my eth on base', 'at 5k', '5000'],
    ['take profit on my degen on base', '0.02', '0.02'],
  ])('%s, then %s: the price', (first, answer, priceUsd) => {
    expect(converse(first, answer)).toMatchObject({ kind: 'ask', pending: { order: { price: { priceUsd } } } });
  });
});

describe("an answer to an order's question keeps what it says besides the field, or is refused", () => {
  it.each([
    ['buy eth if it drops to 2000 on base', 'not 100'],
    ['buy eth if it drops to 2000 on base', 'not 100 usdc'],
    ['buy eth if it drops to 2000 on base', '100 usdc at 1900'],
    ['buy eth if it drops to 2000 on base', '100 usdc, make it 1900'],
    ['buy eth if it drops to 2000 on base', '100 usdc on polygon'],
    ['buy eth if it drops to 2000 on base', '100 or 200'],
    ['buy eth if it drops to 2000 on base', '100 usdc twice'],
    ['buy eth if it drops to 2000 on base', '100 usdc and another 100 at 1800'],
    ['buy eth if it drops to 2000 on base', '50 usdc but at 1950'],
    ['buy 1 eth if it drops to 2000', 'not base'],
    ['buy 1 eth if it drops to 2000', 'anything but base'],
    ['buy 1 eth if it drops to 2000', 'base, and make it 1900'],
    ['buy 1 eth if it drops to 2000', 'base, 2 eth'],
    ['sell eth for usdc at 5000 on base', '1 eth at 5500'],
    ['send 10 usdc every week on base', 'not bob.eth'],
    ['send 10 usdc every week on base', 'bob.eth, not alice.eth'],
    ['buy eth every week on base', '10 usdc for 4 weeks'],
    ['buy eth every week on base', '10 usdc, monthly actually'],
    ['buy eth every week on base', '10 usdc twice'],
  ])('%s, then %s', (first, answer) => {
    expect(converse(first, answer)).toMatchObject({ kind: 'fail' });
  });

  it.each([['not all'], ['1 eth or 2'], ['half, not all']])('take profit on my eth on base, 5000, then %s', (answer) => {
    expect(converse('take profit on my eth on base', '5000', answer)).toMatchObject(refused());
  });

  it.each([
    ['buy eth if it drops to 2000 on base', '100 usdc', { tokenIn: 'USDC', amount: { kind: 'exact', value: '100' } }],
    ['buy eth if it drops to 2000 on base', '$100', { amount: { kind: 'usd', value: '100' } }],
    ['buy 1 eth if it drops to 2000', 'on base please', { chain: 'base' }],
    ['send 10 usdc every week on base', 'bob.eth', { to: 'bob.eth' }],
    ['buy eth every week on base', '10 usdc', { amount: { value: '10' } }],
  ])('%s, then %s: the order', (first, answer, action) => {
    expect(converse(first, answer)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action } });
  });

  it('a schedule said more exactly in the answer is the order’s', () => {
    const reading = converse('I would like to buy SOL automatically every week using USDC.', 'Please make it $25 every Friday at 14:00 UTC, on Solana.');
    expect(reading).toMatchObject({ kind: 'intent', intent: { trigger: { intervalSeconds: 604_800, startAt: '2026-11-27T14:00:00.000Z' } } });
  });

  it('another repetition in the answer is asked back whole', () => {
    expect(converse('buy eth every week on base', '10 usdc every day')).toMatchObject({
      kind: 'ask',
      pending: { awaiting: 'confirm', trigger: { intervalSeconds: 86_400 } },
    });
  });
});

describe('timing words are never dropped from an order, nor turned into a trade now', () => {
  it.each([
    ['buy $100 of eth in 10 daily buys on base', 'in 10'],
    ['buy $10 of eth every day while eth is under 2000 on base', 'while'],
    ['buy $10 of eth 2x a week on base', '2x'],
    ['buy 1 eth if it drops to 2000 today on base', 'today'],
    ['buy 1 eth now and 1 more if it drops to 2000 on base', 'now'],
    ['how do i set a stop loss on 1 eth at 2000 on base', 'how'],
    ['how would i set a take profit on 1 eth at 5000 on base', 'how'],
    ['should i place a stop loss on 1 eth at 2000 on base', 'should i'],
    ['what if i set a limit buy of 1 eth at 2000 on base', 'what'],
  ])('%s', (prompt, said) => {
    expect(read(prompt)).toMatchObject({ ...refused(), message: expect.stringContaining(`"${said}"`) });
  });

  it.each(['/dca eth 10 daily base', 'dca eth 10 daily on base'])('%s asks which ten it is', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_AMBIGUOUS', message: /10 ETH each time, or \$10 of ETH\?/ });
  });

  it.each([
    'buy $10 of eth on weekends on base',
    'buy $20 of eth on saturdays and sundays on base',
    'buy $10 of eth in half an hour on base',
    'buy $10 of eth in a few hours on base',
    'buy $10 of eth on new year on base',
    'ping me at 2000 and buy 1 eth on base',
    'sell 1 eth at 4000 or better on base',
    'buy 1 eth at 4000 or better on base',
    'swap 1 eth for usdc at 4000 or higher on base',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject(refused());
  });

  it.each([
    'dca $10 into eth every day on base',
    'dca eth 10 usdc daily on base',
    'every day buy 5 usdc of eth on base for 2 weeks',
    'buy $10 of eth every monday at 9:00 utc on base',
    'every day buy 5 usdc of eth on base until 2026-12-31, or until I cancel it',
    'dca 20 usdc into eth every monday on base, no end date',
  ])('%s is still an order', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create' } });
  });
});
