import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

const now = new Date('2026-11-24T12:00:00Z');

// Words that say where the price gets, not which way ("hits", "reaches", "gets to", "is at", "touches", "goes to"):
// the way is settled from the price when the order is made, so a sell "when eth hits 2500" with ETH at $3,000 waits
// for the fall instead of selling at once (the red-team's wrong move), and a buy "when eth hits 2000" waits for the dip.
describe('a price said with a where-word is reached from the price now, not read as "above"', () => {
  it.each([
    ['sell 1 eth on base when eth hits 2500', 'ETH', '2500'],
    ['sell 1 eth on base when it reaches 2500', 'ETH', '2500'],
    ['sell 1 eth on base when eth gets to 2500', 'ETH', '2500'],
    ['when eth touches 2500 sell 1 eth on base', 'ETH', '2500'],
    ['sell 1 eth on base once eth is at 2500', 'ETH', '2500'],
    ['sell 1 eth on base if it goes to 2500', 'ETH', '2500'],
    ['buy 1 eth with usdc on base when eth hits 2000', 'ETH', '2000'],
    ['when SOL hits 300 sell 2 SOL on solana', 'SOL', '300'],
    ['send 10 usdc to alice.eth on base when eth reaches 5k', 'ETH', '5000'],
  ])('%s', (prompt, token, priceUsd) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', trigger: { type: 'price', token, direction: 'reach', priceUsd } },
    });
  });

  // The way said outright stays as said; a stop loss falls, a take profit rises, a limit waits on its side.
  it.each([
    ['sell 1 eth on base when eth drops to 2500', 'below'],
    ['sell 1 eth on base when eth rises to 4000', 'above'],
    ['sell 1 eth on base if eth falls below 2500', 'below'],
    ['buy 1 eth with usdc on base if eth dips under 2000', 'below'],
    ['set a stop loss on my eth on base at 2500', 'below'],
    ['limit buy 1 eth with usdc on base when eth hits 2000', 'below'],
    ['limit sell 1 eth on base when eth hits 4000', 'above'],
  ])('%s', (prompt, direction) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { direction } } });
  });
});
