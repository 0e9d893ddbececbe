import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Take-profit and stop-loss orders as people write them (held-out-13, issue 16): the order named on a holding first and
 * its trade after it, a wish for one, a price reached said without "when", and a thread whose second turn gives the
 * condition. Never a trade now.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const thread = (...prompts: string[]) => onThreadAt(now, ...prompts);
const order = (tokenIn: string, chain: string, amount: object, direction: string, priceUsd: string) => ({
  kind: 'intent',
  intent: { kind: 'automation-create', action: { kind: 'swap', tokenIn, chain, amount, side: 'sell' }, trigger: { type: 'price', direction, priceUsd } },
});

describe('a protective order named on a holding, its trade after it, is that order', () => {
  it.each([
    ['tp on my uni at 15 bucks, sell all of it (ethereum)', order('UNI', 'ethereum', { kind: 'fraction', value: 1 }, 'above', '15')],
    [
      'Please make a stop loss for my cbBTC on Base: if the price falls under 50000 dollar, sell 0.001 cbBTC to USDC.',
      order('cbBTC', 'base', { kind: 'exact', value: '0.001' }, 'below', '50000'),
    ],
    [
      'Could you set a take-profit on my BONK on Solana? When BONK reaches $0.00003, please sell 2,000,000 BONK for USDC. Until then, leave the position as it is.',
      order('BONK', 'solana', { kind: 'exact', value: '2000000' }, 'reach', '0.00003'),
    ],
    ['stop loss on my eth at 2500, sell all of it on base', order('ETH', 'base', { kind: 'fraction', value: 1 }, 'below', '2500')],
    ['sl on my eth at 2500 on base', order('ETH', 'base', { kind: 'fraction', value: 1 }, 'below', '2500')],
    ['take profit on my LINK on ethereum: when it hits 25, sell 4 LINK for usdc', order('LINK', 'ethereum', { kind: 'exact', value: '4' }, 'reach', '25')],
    ['stop loss on my WIF, sell it all for usdc on solana if it drops to 1.5', order('WIF', 'solana', { kind: 'fraction', value: 1 }, 'below', '1.5')],
  ])('%s', (prompt, expected) => {
    expect(read(prompt)).toMatchObject(expected);
  });
  it.each([
    // A stop loss that waits for a rise says two things: never set up as either.
    'set a stop loss on my LINK on ethereum: if the price rises above 30, sell 4 LINK',
    'take profit on my eth on base: if it drops below 2000, sell 1 eth',
  ])('%s is not set up', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'intent' });
  });
  it('a take profit with no trade and no price asks for the price', () => {
    expect(read('tp on my uni')).not.toMatchObject({ kind: 'intent' });
  });
});

describe('a wish for a protective order on a holding asks for its price', () => {
  it.each([
    ['i want take profit for my LINK', 'take'],
    ['i need a take profit for my LINK', 'take'],
    ['i want a stop loss on my eth on base', 'stop'],
    ["I'd like to protect my LINK position on Ethereum with a stop loss, please.", 'stop'],
    ['protect my LINK with a stop loss', 'stop'],
  ])('%s', (prompt, orderKind) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', order: { needs: 'price', orderKind } } });
  });
  it('protecting a word that is no token is not an order', () => {
    expect(read('protect my wallet with a stop loss')).not.toMatchObject({ kind: 'intent' });
  });
});

describe('"LINK reach 20 dollar then sell 4 LINK": a price reached, said without "when", is the trade\'s trigger', () => {
  it.each([
    ['LINK reach 20 dollar then sell 4 LINK to USDC on ethereum', 'LINK', '20'],
    ['eth hit 4000 then sell 1 eth on base', 'ETH', '4000'],
    ['the price reach 20 then sell 4 LINK on ethereum', 'LINK', '20'],
    ['eth price hit 4000 then sell 1 eth on base', 'ETH', '4000'],
  ])('%s', (prompt, tokenIn, priceUsd) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn }, trigger: { type: 'price', direction: 'reach', priceUsd } },
    });
  });
  it.each(['jake reach home then send him 5 usdc', 'i reach 30 then buy 1 eth on base'])('%s is no price order', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'intent', intent: { kind: 'automation-create' } });
  });
});

describe('a protective order asked for on the thread, its condition given in the next turn', () => {
  it.each([
    [['i want take profit for my LINK', 'ethereum. LINK reach 20 dollar then sell 4 LINK to USDC'], 'reach', '20'],
    [
      ["I'd like to protect my LINK position on Ethereum with a stop loss, please.", 'Thank you. Please sell 4 LINK for USDC if the price drops below $12.'],
      'below',
      '12',
    ],
    [['set a stop loss on my LINK', 'ethereum. sell 4 LINK for usdc if it drops below 12'], 'below', '12'],
  ])('%j', (prompts, direction, priceUsd) => {
    expect(thread(...prompts)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: 'LINK', chain: 'ethereum', amount: { value: '4' } }, trigger: { direction, priceUsd } },
    });
  });
  it('a chain other than the one the order named is not taken', () => {
    expect(thread('set a stop loss on my LINK on ethereum', 'base. sell 4 LINK for usdc if it drops below 12')).not.toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { chain: 'base' } },
    });
  });
});

describe('"sell all of them" to a protective order on one token sells that token', () => {
  it.each([
    [['I want put a stop loss for my LINK', 'on ethereum. sell all of them if price fall to 12 dollar'], { kind: 'fraction', value: 1 }],
    [['set a stop loss on my LINK', 'ethereum, sell all of it if it drops below 12'], { kind: 'fraction', value: 1 }],
  ])('%j', (prompts, amount) => {
    expect(thread(...prompts)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: 'LINK', chain: 'ethereum', amount }, trigger: { direction: 'below', priceUsd: '12' } },
    });
  });
  it('a chain named with the order is no token', () => {
    expect(
      read('As a precaution against a market downturn, please set up a stop-loss on Ethereum: if WBTC falls to $50,000, sell all of my WBTC for USDC.'),
    ).toMatchObject({ kind: 'intent', intent: { action: { tokenIn: 'WBTC', chain: 'ethereum' }, trigger: { direction: 'below', priceUsd: '50000' } } });
  });
});
