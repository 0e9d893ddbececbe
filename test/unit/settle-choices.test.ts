import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { settleChoices } from '../../lib/agent/settle-choices.ts';
import type { PriceService } from '../../lib/market/price-service.ts';

/**
 * A spoken price read two ways ("below one fifty": $1.50 or $150) is settled by the token's current price only when
 * exactly one reading would not run at once; it is then asked back whole for a yes (issue 16, held-out-30 voice).
 */
const now = new Date('2026-11-26T12:00:00Z');
const pricedAt = (usd: number | Error): PriceService => ({
  usdPrice: async () => {
    if (usd instanceof Error) throw usd;
    return { usd, source: 'test' };
  },
});
const asked = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a spoken price settled by the current price', () => {
  it.each([
    ['set a stop loss on my wif sell all of it if it goes below one fifty', 2, '1.50'],
    ['put a stop loss on my sol at one twenty sell five sol', 1.9, '1.20'],
  ])('%s (price %s): asked back at $%s for a yes', async (prompt, usd, price) => {
    const first = asked(prompt);
    expect(first).toMatchObject({ kind: 'ask', choices: expect.any(Array) });
    const settled = await settleChoices(pricedAt(usd), first);
    expect(settled).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', trigger: { type: 'price', priceUsd: price }, awaiting: 'confirm' } });
    expect(settled.kind === 'ask' && settled.question).toMatch(/would run at once/);
  });

  it.each([
    // Both readings wait (the price between them is above both for a stop): the question stands.
    ['set a stop loss on my wif sell all of it if it goes below one fifty', 200],
    // Both wait for SOL at $150 (a stop at $120 and at $1.20): which one is meant is asked.
    ['set a stop loss on my sol at one twenty sell five sol', 150],
    // The one left is far from the price ($1.20 for SOL at $100): asked.
    ['set a stop loss on my sol at one twenty sell five sol', 100],
    // Neither waits.
    ['set a stop loss on my wif sell all of it if it goes below one fifty', 1],
    // No price found.
    ['set a stop loss on my wif sell all of it if it goes below one fifty', new Error('no price')],
  ])('%s (price %s): the question stands', async (prompt, usd) => {
    const first = asked(prompt);
    expect(await settleChoices(pricedAt(usd), first)).toBe(first);
  });

  it('a reading with no choices is left as it is', async () => {
    const first = asked('send 5 usdc to bob.eth');
    expect(await settleChoices(pricedAt(2), first)).toBe(first);
  });
});
