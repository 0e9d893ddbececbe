import { describe, expect, it } from 'vitest';
import { interpretPrompt, type ThreadTurn } from '../../lib/agent/interpreter/index.ts';
import { turn } from '../support/thread-turn.ts';

/**
 * Orders in a learner's words of the fourth held-out run (issue 16), each as a class: why a protective order is set
 * up ("…, is for protect me (stop loss)", "to protect my bag") is an aside, not other text; "limit order for sell"
 * is "to sell"; and an answer that opens with its chain ("on ethereum, sell 5 LINK") says
 * the trade on that chain.
 */
const now = new Date('2026-11-26T07:30:00Z');
const read = (prompt: string, thread: ThreadTurn[] = []) => interpretPrompt(prompt, thread, now);

describe('a protective order with its reason', () => {
  it.each([
    ['If SOL fall under 120 then sell 2 SOL to USDC on solana, is for protect me (stop loss)', 'SOL', 'solana'],
    ['if eth drops to 2000 sell 1 eth for usdc on base, to protect my bag', 'ETH', 'base'],
    ['if eth drops to 2000 sell 1 eth for usdc on base as protection', 'ETH', 'base'],
  ])('%s', (prompt, token, chain) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { chain, tokenIn: token }, trigger: { type: 'price', token, direction: 'below' } },
    });
  });
});

describe("a learner's limit order, and its answer", () => {
  it('"limit order for sell my LINK if price reach 20 dollar", then "on ethereum, sell 5 LINK"', () => {
    const first = 'Make limit order for sell my LINK if price reach 20 dollar';
    const asked = read(first);
    expect(asked).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
    expect(read('on ethereum, sell 5 LINK', [turn(first, asked)])).toMatchObject({
      kind: 'intent',
      intent: { action: { chain: 'ethereum', tokenIn: 'LINK', amount: { value: '5' } }, trigger: { type: 'price', token: 'LINK', priceUsd: '20' } },
    });
  });

  it.each([
    ['limit order for sell 5 LINK on ethereum if price reach 20 dollar', { tokenIn: 'LINK', amount: { value: '5' } }],
    ['every day buy 20 dollars of eth with usdc on base', { tokenOut: 'ETH', amount: { kind: 'usd', value: '20' } }],
    ['on base, buy 10 usdc of eth every day', { chain: 'base', tokenOut: 'ETH' }],
  ])('%s', (prompt, action) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action } });
  });
});
