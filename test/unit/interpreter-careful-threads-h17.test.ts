import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Careful requests about orders (held-out-17, issue 16): a list "including any recurring purchases" lists
 * every order, never only those; a cancel "and leave everything else exactly as it is" cancels the one order named and
 * keeps the rest (never all of them).
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a list of orders "including" some kind: every order', () => {
  it.each([
    'Could you list all the orders I currently have open, including any recurring purchases? I want to review them before the weekend.',
    'Show me every open order, recurring buys included.',
    'Please list my open orders, as well as any recurring purchases.',
    'What orders do I have open, including the DCA ones?',
    "Show all my open orders plus my weekly buys. I'd like to check them tonight.",
  ])('%s', (prompt) => {
    expect(read(prompt)).toEqual({ kind: 'intent', intent: { kind: 'automation-list' } });
  });
  it('a list of one kind is still that kind', () => {
    expect(read('show my recurring buys')).toMatchObject({ intent: { kind: 'automation-list', match: { kind: 'recurring', side: 'buy' } } });
  });
  it('after two orders, on the thread', () => {
    const reading = onThreadAt(
      now,
      'On Solana, place a limit order to buy 2,000,000 BONK with USDC if BONK falls to $0.000015.',
      'Every Friday, buy 10 USDC worth of JUP on Solana.',
      'Could you list all the orders I currently have open, including any recurring purchases? I want to review them before the weekend.',
    );
    expect(reading).toEqual({ kind: 'intent', intent: { kind: 'automation-list' } });
  });
});

describe('a cancel that keeps "everything else": the one order named', () => {
  // The chain said ("on Base") narrows the order to it.
  it.each([
    ["I've changed my mind about the WETH limit order I placed on Base earlier. Please cancel that one, and leave everything else exactly as it is.", 'base'],
    ['Please cancel the WETH limit order on Base, and leave everything else exactly as it is.', 'base'],
    ['Cancel the WETH limit order and leave all the others untouched.', undefined],
    ['Please cancel the WETH limit order, but keep the rest as they are.', undefined],
  ])('%s', (prompt, chain) => {
    expect(read(prompt)).toEqual({
      kind: 'intent',
      intent: { kind: 'automation-cancel', target: 'match', match: { kind: 'limit', token: 'WETH', ...(chain ? { chain } : {}) } },
    });
  });
  it('after the order, on the thread', () => {
    const reading = onThreadAt(
      now,
      'Set a limit order on Base to buy WETH with 300 USDC when ETH drops to 2,600.',
      "I've changed my mind about the WETH limit order I placed on Base earlier. Please cancel that one, and leave everything else exactly as it is.",
    );
    expect(reading).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', target: 'match', match: { token: 'WETH' } } });
  });
  it.each(['cancel all my orders, leave everything else', 'Cancel the rest and leave the WETH order.'])('%s: never all, never guessed', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_AMBIGUOUS' });
  });
});
