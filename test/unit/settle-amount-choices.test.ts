import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { settleChoices } from '../../lib/agent/settle-choices.ts';
import type { PriceService } from '../../lib/market/price-service.ts';

/**
 * "2 mil bonk" is 2,000 or 2,000,000 BONK: asked in digits with both readings, and settled by the token's price only
 * when the thousand is worth under a dollar and the million at most $100,000 (issue 16, held-out-31 chat).
 */
const now = new Date('2026-11-26T12:00:00Z');
const pricedAt = (usd: number | Error): PriceService => ({
  usdPrice: async () => {
    if (usd instanceof Error) throw usd;
    return { usd, source: 'test' };
  },
});
const asked = (prompt: string) => interpretPrompt(prompt, [], now);

describe('"N mil" of a token: a thousand or a million, settled by its price', () => {
  it.each([
    ['need exactly 2 mil bonk, pay w usdc, solana', 0.00002, { kind: 'swap', tokenOut: 'BONK', side: 'buy', amount: { kind: 'exact', value: '2000000' } }],
    ['sell 3 mil bonk for usdc on solana', 0.00002, { kind: 'swap', tokenIn: 'BONK', side: 'sell', amount: { kind: 'exact', value: '3000000' } }],
    ['buy 1.5 mil pepe with usdc on ethereum', 0.00001, { kind: 'swap', tokenOut: 'PEPE', amount: { kind: 'exact', value: '1500000' } }],
  ])('%s (price %s): the million asked back for a yes', async (prompt, usd, move) => {
    const first = asked(prompt);
    expect(first).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' }, choices: expect.any(Array) });
    const settled = await settleChoices(pricedAt(usd), first);
    expect(settled).toMatchObject({ kind: 'ask', pending: { ...move, awaiting: 'confirm' } });
    expect(settled.kind === 'ask' && settled.question).toMatch(/would be worth \$0\.0/);
  });

  it.each([
    // Both plausible: 2,000 DEGEN is $20.
    ['buy 2 mil degen with usdc on base', 0.01],
    // A dollar token: $10,000 or $10,000,000, never settled.
    ['send 10 mil usdc to bob.eth on base', 1],
    // The million too large a sum to take on a price.
    ['buy 2 mil bonk with usdc on solana', 0.9],
    // No price found.
    ['buy 2 mil bonk with usdc on solana', new Error('no price')],
  ])('%s (price %s): the question stands', async (prompt, usd) => {
    const first = asked(prompt);
    expect(first).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
    expect(await settleChoices(pricedAt(usd), first)).toBe(first);
  });

  it('among Spanish words "mil" is asked, with no readings to settle', () => {
    const first = asked('comprar 2 mil bonk con usdc en solana');
    expect(first).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
    expect(first.kind === 'ask' && first.choices).toBeUndefined();
  });

  it.each(['buy 2 mil bonk and 3 mil wif with usdc on solana', 'buy $2 mil of bonk on solana', 'buy 2 mil of bonk with usdc on solana', 'buy 2 mil bonk'])(
    '%s: refused or asked, never read as either',
    (prompt) => {
      const r = asked(prompt);
      expect(r.kind === 'intent' || (r.kind === 'ask' && r.pending.awaiting === 'confirm')).toBe(false);
    },
  );

  it('a holding asked about keeps the English million, a read', () => {
    expect(asked('do i have 2 mil bonk on solana')).toMatchObject({ kind: 'intent', intent: { kind: 'balance', check: { amount: '2000000' } } });
  });
});
