import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Careful prose beside one order (issue 16, wave 39): a sentence whose role only says again what the order does —
 * nothing runs before its trigger, its own amount bounded, its kind named, the person away as the reason, a wish about
 * the reply — is left out, and the order asked back whole for a yes. A different price, amount, time or token is not.
 */
const now = new Date('2026-11-27T17:30:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const ordered = (r: ReturnType<typeof read>) =>
  (r.kind === 'intent' && r.intent.kind === 'automation-create') ||
  (r.kind === 'ask' &&
    (r.pending as { awaiting?: string; kind?: string }).awaiting === 'confirm' &&
    (r.pending as { kind?: string }).kind === 'automation-create');

describe('an order beside sentences that only say it again', () => {
  it.each([
    // Nothing runs before the trigger.
    'On Solana, please set up a take-profit order: sell 1 SOL for USDC when the price of SOL reaches $200. Nothing should be sold before it reaches that level.',
    'Sell 1 SOL for USDC on Solana when the price of SOL reaches $200. Nothing is to be sold until then.',
    'If BRETT reaches $0.15, sell 500 BRETT for USDC on Base. Nothing should be sold at the current price.',
    'If ETH falls to $2,700, buy ETH with 500 USDC on Base. No purchase should happen before the price is reached.',
    'On December 10 at noon UTC, please swap 200 USDC into SOL on Solana. It is a planned purchase tied to a payment date, so nothing should happen before then.',
    // Its own amount, bounded; its kind named.
    "On Polygon, when WETH reaches $3,600, please sell 0.02 WETH for USDC. I'd like that placed as a take-profit order, and only for 0.02.",
    'When WETH reaches $3,600, sell 0.02 WETH for USDC on Polygon. Please set it up as a take-profit order, just 0.02 WETH and no more.',
    'every Wednesday, buy AERO with 15 USDC on base. Please keep it to exactly 15 USDC each week.',
    // The order named on the holding, its chain said there only.
    "Could you set a stop loss on my WETH on Ethereum, please? If WETH falls to $2,500, sell 0.02 WETH for USDC. I'm travelling next week and won't be watching the market, which is why I'd like this in place.",
    'As a precaution, I would like a stop loss on part of my WBTC on Ethereum. If WBTC falls below $52,000, please sell 0.0008 WBTC for USDC. I am not asking you to sell anything now — only if that price is reached.',
    "I'd like a take-profit on my SOL on Solana. If SOL rises to $250, sell 2 SOL for USDC.",
    // A wish about the reply.
    'Every Monday, buy $50 of SOL with USDC on Solana, continuing until I ask you to stop. I would appreciate a confirmation of the schedule once it is in place, including when the first purchase will happen.',
  ])('%s', (prompt) => {
    expect(ordered(read(prompt))).toBe(true);
  });
});

// Left on main 8f90229 and here (made at once, the second sentence dropped; reported, not fixed in this wave):
// "If WETH falls to $2,500, sell 0.02 WETH for USDC on Ethereum. I'm travelling next week, so set it for Monday instead."
// "Sell 1 SOL for USDC on Solana when the price of SOL reaches $200. Nothing should be sold."
describe('a sentence that changes the order keeps it refused or asked', () => {
  it.each([
    'Sell 1 SOL for USDC on Solana when the price of SOL reaches $200. Nothing should be sold before it reaches $180.',
    "On Polygon, when WETH reaches $3,600, please sell 0.02 WETH for USDC. I'd like that placed as a take-profit order, and only for 0.05.",
    'every Wednesday, buy AERO with 15 USDC on base. Please keep it to exactly 20 USDC each week.',
    'Could you set a stop loss on my WBTC on Ethereum, please? If WETH falls to $2,500, sell 0.02 WETH for USDC.',
    'If BRETT reaches $0.15, sell 500 BRETT for USDC on Base. Also sell 100 DEGEN at the current price.',
    "If UNI on Ethereum drops to $8, I'd like to buy it with 80 USDC. I'd like that placed as a recurring order.",
    'every Wednesday, buy AERO with 15 USDC on base. Please set it up as a stop loss.',
  ])('%s', (prompt) => {
    expect(ordered(read(prompt))).toBe(false);
  });
});
