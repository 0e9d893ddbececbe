import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A careful writer's sentence beside an order that only says back what the order does anyway (held-out-32 work 26, 28,
 * 29): that it waits for its trigger, that it may never fill and stay open, and a wish to have the date and time
 * confirmed. Each is taken out; a sentence that changes the order, or takes it back, still stops it.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T12:00:00Z'));

describe("the order's wait said back beside it is no change and no doubt", () => {
  it.each([
    'I would like to place a limit order on Base: please buy ETH with 1,000 USDC, but only if the price of ETH falls to $2,700 or lower. If it never reaches that level, I am happy for the order simply to remain open. Thank you.',
    'Buy ETH with 500 USDC on base if ETH falls to $2,500. If the price never reaches that level, I am content for it to stay open.',
    'Please set up a take-profit order on Ethereum to sell 3 LINK for USDC when the price reaches $20. I understand it will not execute until then.',
    'Sell 3 LINK for USDC on ethereum when LINK reaches $20. I realise the order will not fill until then.',
    'On Thursday 3 December 2026 at 09:00 UTC, please use 200 USDC on Solana to buy SOL. Kindly confirm the date and time back to me once it is set.',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create' } });
  });
});

describe('a sentence beside the order that changes it or takes it back still stops it', () => {
  it.each([
    'Buy ETH with 1,000 USDC on base if ETH falls to $2,700. If it never reaches that level, I am happy for the order to buy at market instead.',
    'Please set up a take-profit order on Ethereum to sell 3 LINK for USDC when the price reaches $20. I understand it will not execute until then. Actually do not do it.',
    'Please set up a take-profit order on Ethereum to sell 3 LINK for USDC when the price reaches $20. I understand it will not execute until then, and sell 2 more now.',
    'Sell 3 LINK for USDC on ethereum now. I understand it will not execute until then.',
  ])('%s', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});
