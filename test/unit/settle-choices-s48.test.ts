import { describe, expect, it } from 'vitest';
import { settleChoices } from '../../lib/agent/settle-choices.ts';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import type { PriceService } from '../../lib/market/price-service.ts';

const now = new Date('2026-11-28T10:40:00Z');
const at = (usd: number) => ({ usdPrice: async () => ({ usd }) }) as unknown as PriceService;
const spaced = interpretPrompt('If ETH falls under 2 500 dollar, sell 0.01 WETH on base — make stop loss.', [], now);

describe('two waiting readings of a spaced price: the one near the price, or the question', () => {
  it('ETH at $3000: $2500 asked back whole', async () => {
    expect(await settleChoices(at(3000), spaced)).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm', trigger: { priceUsd: '2500' } } });
  });
  it('ETH at $30000: neither near, the question stands', async () => {
    expect(await settleChoices(at(30000), spaced)).toBe(spaced);
  });
  it('ETH at $2: $2500 runs at once, $2.5 would too (below), the question stands', async () => {
    expect(await settleChoices(at(2), spaced)).toBe(spaced);
  });
});
