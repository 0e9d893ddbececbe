import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Cancels of sweep 34 (issue 16). A cancel's runtime carries an id, "all", or a match of kind, side, token, price and
 * interval, and cancels every open order that fits (all) or the one that fits (match). What a cancel says beyond that
 * (an order to keep, a chain for all, a recipient, an amount or price range, a second order, a later time) would cancel
 * the order to keep, or more, or another: such a cancel is refused with what to say instead, and nothing is cancelled.
 */
const read = (prompt: string) => interpretPrompt(prompt, []);

describe('an order to keep is never cancelled', () => {
  it.each([
    'cancel all my orders except the weekly one',
    'cancel all but the weekly one',
    'cancel all my orders but keep the weekly one',
    "stop everything but don't cancel the weekly one",
    'cancel all buys but not the weekly one',
    'cancel everything besides the weekly buy',
    'cancel all orders but the eth one',
    'cancel every order except eth',
    'cancel all orders apart from the eth buy',
    'cancel every order save the eth buy',
    'cancel everything except my dca',
    'cancel all orders other than the dca',
    'cancel all, keep the dca',
    'leave the dca running and cancel the rest',
    'cancel my orders except for the ones on eth',
    'cancel all my limit orders except the eth one',
    'cancel every eth order except the stop loss',
    'cancel all sells except the stop loss',
    'cancel all except auto_01JABCDEFGHJKMNPQRSTVWXYZ0',
    'cancel all except my newest order',
    'cancel all the other orders',
    // Siblings written differently.
    'kill every order apart from my weekly eth buy',
    'cancel everything, except the sol dca',
    'please cancel all my orders excluding the stop loss',
    'remove all orders aside from the link limit sell',
    'delete every automation but my dca',
    'stop all my buys, not the daily one though',
    'apart from the dca, cancel all my orders',
    'except for the stop loss, cancel all orders',
    'cancel all my orders except auto_01JABCDEFGHJKMNPQRSTVWXYZ0',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });

  it.each([
    ['cancel the eth sell not the buy', { side: 'sell', token: 'ETH' }],
    ['cancel the sell, keep the buy', { side: 'sell' }],
    // The rest kept is what a cancel of the one order that fits does (held-out-17: "leave everything else exactly as it is").
    ['cancel the eth buy and keep everything else', { side: 'buy', token: 'ETH' }],
    ['cancel sells, not buys', { side: 'sell' }],
    ['cancel the weekly eth buy not the daily one', { side: 'buy', token: 'ETH', intervalSeconds: 604_800 }],
    ['cancel the daily one, not the weekly', { kind: 'recurring', intervalSeconds: 86_400 }],
    ['cancel my sol sell but leave the sol buy alone', { side: 'sell', token: 'SOL' }],
    // Read right before, and still.
    ['cancel the eth buy, not the sell', { side: 'buy', token: 'ETH' }],
    ['cancel eth buy but keep the eth sell', { side: 'buy', token: 'ETH' }],
    ['cancel my eth dca but not my degen dca', { side: 'buy', token: 'ETH' }],
    ['cancel my degen dca, keep eth', { side: 'buy', token: 'DEGEN' }],
    ['cancel the eth buy, leave the degen buy', { side: 'buy', token: 'ETH' }],
    ['cancel the eth buy, leave the rest', { side: 'buy', token: 'ETH' }],
  ])('an order kept that cannot fit what is cancelled: %s', (prompt, match) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', target: 'match', match } });
  });

  it.each([
    "cancel my weekly eth buy, I don't want it anymore",
    'cancel my eth limit sell, I no longer wish to keep it open',
    "i don't want the daily degen buy anymore",
    'Cancel the DEGEN daily buy, i dont want it anymore',
  ])('a reason after the cancel keeps no order: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', target: 'match' } });
  });
});

describe('a cancel whose match cannot carry what was said is refused', () => {
  it.each([
    // A recipient or a transfer: the match has no word for either.
    'cancel the transfer to bob.eth',
    'cancel the usdc transfer to bob.eth',
    'cancel the recurring transfer to alice.eth',
    'cancel the weekly payment to bob.eth',
    'stop the weekly transfer to bob.eth',
    'cancel the weekly 10 usdc to bob.eth',
    'cancel the scheduled send to bob.eth',
    'cancel my transfer to bob.base.eth',
    'cancel the recurring payment to alice',
    'cancel my weekly send to 0x1111111111111111111111111111111111111111',
    'cancel the scheduled usdc transfer to alice.eth',
    // A chain for all: all would be every chain's.
    'cancel all my orders on base',
    'cancel all my base orders',
    'cancel all my orders on polygon',
    'cancel all orders on ethereum',
    'cancel all my solana orders',
    'remove all the eth orders on base',
    // A price range, a price or an amount said where the match reads none.
    'cancel all eth buys under 2000',
    'cancel all sells above 5k',
    'cancel the eth buys over $2,000',
    'cancel my eth orders between 1800 and 2000',
    'cancel the 5000 sell',
    'cancel my 5k eth sell',
    'cancel the 3000 stop loss',
    'cancel the eth buys at 2000 and 1800',
    'cancel all eth buys under 2000 usdc',
    'cancel the eth buys between 1800 and 2000 usdc',
    // A schedule the match cannot say.
    'cancel the monthly one',
    'cancel my weekday buys',
    'cancel my biweekly buy',
    'cancel my weekend buys',
    'cancel the buy every 3 days',
    // Only the token paid with.
    'cancel the buy with usdc',
    'cancel the sell paid in usdc',
    'cancel the buy using usdt',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_AMBIGUOUS' });
  });

  it.each([
    'cancel the weekly eth buy and the daily degen buy',
    'cancel the weekly eth buy and make it daily',
    'cancel my orders for eth and degen',
    'cancel the eth and degen orders',
    'cancel my eth and my degen buys',
    'cancel the eth buy and the degen sell',
    'cancel both my eth buy and degen sell',
    'cancel my eth buy and sell',
    'cancel both the eth buy and the sol sell',
    'cancel my eth buy plus my sol buy',
    'cancel my eth, sol and degen orders',
    'cancel the eth buy & the degen buy',
    'cancel the dca and the limit buy',
  ])('two orders, one per prompt: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_AMBIGUOUS' });
  });

  it.each([
    'cancel the eth buy tomorrow',
    'cancel the eth buy if eth goes above 4000',
    'i want to cancel the eth buy but not yet',
    'cancel my weekly buy after 4 more runs',
    'cancel the send to bob.eth tomorrow',
    'cancel the eth buy in an hour',
    'cancel my weekly buy next week',
    'cancel the eth buy at 9am utc',
    'cancel the eth buy on friday',
    'cancel the eth buy when eth hits 3000',
    'cancel the eth buy until friday',
  ])('a cancel is done now or not at all: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
});

describe('cancels the match carries keep their reading', () => {
  it.each([
    ['cancel all my dcas', 'all', { kind: 'recurring', side: 'buy' }],
    ['kill all dcas', 'all', { kind: 'recurring', side: 'buy' }],
    ['cancel all my eth orders', 'all', { token: 'ETH' }],
    ['cancel all limit orders', 'all', { kind: 'limit' }],
    ['cancel the eth buy', 'match', { side: 'buy', token: 'ETH' }],
    ['cancel my weekly eth buy on base', 'match', { token: 'ETH', intervalSeconds: 604_800 }],
    ['cancel the ETH buy at $2,400', 'match', { side: 'buy', token: 'ETH', priceUsd: '2400' }],
    ['cancel my eth sell at 5k', 'match', { side: 'sell', token: 'ETH', priceUsd: '5000' }],
    ['cancel the eth buy with usdc', 'match', { side: 'buy', token: 'ETH' }],
    ['cancel the order that buys eth with usdc', 'match', { side: 'buy', token: 'ETH' }],
    ['cancel limit buy eth 2000', 'match', { kind: 'limit', side: 'buy', token: 'ETH', priceUsd: '2000' }],
    ['/cancel limit_buy ETH 2000', 'match', { kind: 'limit', side: 'buy', token: 'ETH', priceUsd: '2000' }],
    ['stop my weekly SOL purchases', 'match', { side: 'buy', token: 'SOL', intervalSeconds: 604_800 }],
    ['no longer want my eth dca', 'match', { side: 'buy', token: 'ETH' }],
    // What the order pays each time is no price: the one order that fits is cancelled whatever it pays.
    ['cancel the daily buy of 10 usdc of degen', 'match', { token: 'DEGEN', intervalSeconds: 86_400 }],
    ['cancel the weekly buy with 20 usdc of degen', 'match', { token: 'DEGEN', intervalSeconds: 604_800 }],
    ['cancel my $50 of eth weekly buy', 'match', { token: 'ETH', intervalSeconds: 604_800 }],
  ])('%s', (prompt, target, match) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', target, match } });
  });

  it.each(['cancel all my orders', 'kill all orders', 'cancel order auto_01JABCDEFGHJKMNPQRSTVWXYZ0'])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel' } });
  });
});

describe("a pasted order's price and amount say which order it is", () => {
  it.each([
    ['got this:\n"Limit order placed: buy ETH with 100 USDC if ETH drops to 2000 on Base."\ncancel that one', { side: 'buy', token: 'ETH', priceUsd: '2000' }],
    ['my bot said:\n"Order created: sell 1 ETH for USDC when ETH reaches 5000 on base"\nplease cancel it', { side: 'sell', token: 'ETH', priceUsd: '5000' }],
    [
      'got this notification:\n"Recurring order scheduled: buy DEGEN with 20 USDC every Monday on Base. Next run: Monday 00:00 UTC."\ncancel that one, I changed my mind',
      { side: 'buy', token: 'DEGEN', intervalSeconds: 604_800 },
    ],
  ])('%s', (prompt, match) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', target: 'match', match } });
  });
});

describe('what a sentence beside the cancel says counts as said with it', () => {
  it.each([
    'cancel all my orders. keep the weekly one.',
    'cancel all my orders\nkeep the dca',
    'cancel all my orders. I want to keep the dca though.',
    'cancel all my orders; not the weekly one',
    'cancel everything. leave the eth stop loss',
    'cancel the eth buy. oh and the sol one',
    'cancel the weekly eth buy. also the daily degen buy',
    'cancel the eth buy. do it tomorrow',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });

  it.each([
    ['cancel the eth sell. keep the buy.', { side: 'sell', token: 'ETH' }],
    ['Could you please cancel the weekly UNI purchase? We have decided to pause it for the time being.', { token: 'UNI', intervalSeconds: 604_800 }],
    ['My ETH recurring buy is no longer needed. Please cancel it.', { kind: 'recurring', token: 'ETH' }],
    ['Please cancel my LINK limit order. Any other orders I may have should remain active.', { kind: 'limit', token: 'LINK' }],
  ])('a remark keeps the cancel: %s', (prompt, match) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', target: 'match', match } });
  });
});
