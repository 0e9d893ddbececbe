import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';
import { outcome } from '../support/thread-turn.ts';

/**
 * Careful prose that sets an order (issue 16, held-out-27's careful voice): sentences beside a price order that only say
 * what the order does anyway (it waits for its price, stays in place until it triggers, is a safeguard the person hopes
 * is never needed) restate it and never make it refused; a condition said by inversion after the order's name ("a
 * take-profit for my UNI on Unichain: should UNI reach $14, …") is its trigger. A sentence that contradicts the order
 * (sell now, another move, a time limit) is still refused or asked.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

/** The order a reading sets up, at once or for a yes; undefined when it sets none. */
function orderOf(r: Interpretation) {
  const order = r.kind === 'intent' ? r.intent : r.kind === 'ask' && r.pending.awaiting === 'confirm' ? r.pending : undefined;
  if (order?.kind !== 'automation-create') return undefined;
  const { action, trigger } = order as unknown as {
    action: { chain: string; tokenIn: string; tokenOut: string; amount: { value: string } };
    trigger: { type: string; priceUsd?: string; token?: string };
  };
  return { chain: action.chain, pair: `${action.tokenIn}>${action.tokenOut}`, amount: action.amount.value, trigger: trigger.type, price: trigger.priceUsd };
}

describe('a price order beside sentences that only restate it: set, or asked back whole for a yes', () => {
  it.each([
    // held-out-27 :26, :27, :28
    [
      "I would like to place a limit order on Base. Please buy ETH with 1,000 USDC, but only if the price of ETH falls to $2,600 or lower. I am happy to wait for that; there is no rush at all, and nothing should be bought at today's price.",
      { chain: 'base', pair: 'USDC>ETH', amount: '1000', price: '2600' },
    ],
    [
      'As a precaution, I would like to set a stop loss on my LINK on Ethereum. Should LINK fall below $12, please sell 5 LINK for USDC. I sincerely hope it will not come to that, but I would rather be protected than sorry.',
      { chain: 'ethereum', pair: 'LINK>USDC', amount: '5', price: '12' },
    ],
    [
      'Please set up a take-profit for my UNI on Unichain: should UNI reach $14, kindly sell 6 UNI into USDC. Please leave it in place until it triggers; I do not wish to sell anything at the current price.',
      { chain: 'unichain', pair: 'UNI>USDC', amount: '6', price: '14' },
    ],
    // Siblings in other words.
    [
      'Please set up a stop loss for my SOL on Solana: should SOL fall to $120, kindly sell 2 SOL into USDC. Please leave it in place until it triggers.',
      { chain: 'solana', pair: 'SOL>USDC', amount: '2', price: '120' },
    ],
    [
      'Kindly place a take-profit on my AERO on Base: should AERO rise to $2, sell 100 AERO for USDC. Please keep the order open until it fills.',
      { chain: 'base', pair: 'AERO>USDC', amount: '100', price: '2' },
    ],
    [
      'I would like a stop loss on my WETH on Ethereum. Should ETH drop below $2,500, please sell 0.5 WETH for USDC. I truly hope it never comes to that, but I would rather be safe than sorry.',
      { chain: 'ethereum', pair: 'WETH>USDC', amount: '0.5', price: '2500' },
    ],
    [
      'If UNI reaches $14, sell 6 UNI into USDC on Unichain. Kindly leave it there until it triggers; I do not wish to sell anything at the current price.',
      { chain: 'unichain', pair: 'UNI>USDC', amount: '6', price: '14' },
    ],
    [
      'If UNI reaches $14, sell 6 UNI into USDC on Unichain. Please leave it in place until it triggers.',
      { chain: 'unichain', pair: 'UNI>USDC', amount: '6', price: '14' },
    ],
    [
      "I would like to place a limit order on Solana. Please buy SOL with 300 USDC, but only if SOL falls to $120. I am in no hurry, and nothing should be bought at today's price.",
      { chain: 'solana', pair: 'USDC>SOL', amount: '300', price: '120' },
    ],
    [
      'Please buy ETH with 500 USDC on Base if ETH falls to $2,400. There is no rush, and I do not wish to buy anything at the current price.',
      { chain: 'base', pair: 'USDC>ETH', amount: '500', price: '2400' },
    ],
    [
      'Set a take-profit for my JUP on Solana: should JUP reach $1.50, sell 40 JUP for USDC. Leave the order in place until the price is reached.',
      { chain: 'solana', pair: 'JUP>USDC', amount: '40', price: '1.50' },
    ],
    [
      'I would like to set a take-profit for my SOL on Solana: should SOL reach $200, please sell 3 SOL into USDC.',
      { chain: 'solana', pair: 'SOL>USDC', amount: '3', price: '200' },
    ],
  ])('%s', (prompt, expected) => {
    expect(orderOf(read(prompt))).toMatchObject({ ...expected, trigger: 'price' });
  });
});

describe('a price order beside a sentence that contradicts it: never set, nor a move made', () => {
  it.each([
    ['Should UNI reach $14, kindly sell 6 UNI into USDC on Unichain. Please leave it in place until Friday.'],
    ['Should UNI reach $14, kindly sell 6 UNI into USDC on Unichain. Actually, please sell it now.'],
    ['Should LINK fall below $12, please sell 5 LINK for USDC on Ethereum. Also send 5 LINK to bob.eth.'],
    [
      'Please set up a stop loss for my SOL on Solana: should SOL fall to $120, kindly sell 2 SOL into USDC. Please leave it in place until it triggers, and then buy it back.',
    ],
    ['If ETH falls to $2,600, buy ETH with 1,000 USDC on Base. There is no rush at all, and please buy 0.1 ETH now as well.'],
    ['If ETH drops to 2000 buy 50 USDC of ETH on base. Leave it open until Friday.'],
  ])('%s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
  it('a question whether to buy is no order', () => {
    expect(outcome(read('Should I buy ETH at 2600, or wait for it to drop?'))).toBe('fail');
  });
});
