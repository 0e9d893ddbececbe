import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Questions about holdings whose purpose is a send (held-out-13, issue 16): the token checked is the one the send pays
 * in, never the chain's native token when another is named; and "is there enough …" asks about the wallet asking. A
 * read, never a move.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T12:00:00Z'));

describe('"enough to send $500 in usdc" checks the token sent', () => {
  it.each([
    ['do I have enough on uh on polygon to send someone like five hundred dollars in usdc', 'polygon', 'USDC', '500', 'USD'],
    ['do I have enough on polygon to send someone 500 dollars in usdc', 'polygon', 'USDC', '500', 'USD'],
    ['have i got enough on base to send my friend $50 worth of usdc', 'base', 'USDC', '50', 'USD'],
    ['can i afford to send $20 of eth to bob on base', 'base', 'ETH', '20', 'USD'],
    ['do i have enough on solana to send 3 sol', 'solana', 'SOL', '3', 'SOL'],
    ['is there enough usdc on base to swap 100 for eth', 'base', 'USDC', '100', 'USDC'],
  ])('%s', (prompt, chain, token, amount, unit) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'balance', chains: [chain], tokens: [token], check: { test: 'at-least', amount, unit } },
    });
  });
  it.each([
    // What a buy pays with is still the chain's native token and its dollar stablecoin, or the token said to pay.
    ['can I afford to buy $50 of AERO on base', ['ETH', 'USDC']],
    ['do I have enough on base to buy 200 dollars of eth with usdc', ['USDC']],
  ])('%s', (prompt, tokens) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'balance', tokens } });
  });
  it.each(['send someone 500 dollars in usdc on polygon', 'there is enough usdc on base, swap 100 for eth'])('%s is no check', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'intent', intent: { kind: 'balance' } });
  });
});
