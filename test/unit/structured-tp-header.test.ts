import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';

/**
 * held-out-34 bot 68, a wrong move: a take-profit block headed `tp:` was sold at once. `sl:` and `take_profit:` were
 * read as the orders they name, `tp` was not, so its trade was read without it. A block headed by a take profit's
 * short names (`tp`, `tp1`, `takeprofit`) is that order: its price is asked, nothing is sold now.
 */
const now = new Date('2026-11-28T12:00:00Z');
const block = (header: string) => `${header}:\n  network: solana\n  token: BONK\n  sell_qty: 2000000\n  receive: USDC`;

describe('a block headed by a take profit is that order, never a trade now', () => {
  it.each(['tp', 'TP', 'tp1', 'take_profit', 'takeprofit', 'take_profits', 'sl', 'stop_loss'])('%s:', (header) => {
    const reading = interpretPrompt(block(header), [], now);
    expect(reading, JSON.stringify(reading)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', order: { needs: 'price' } } });
  });

  it('the same block headed by a trade is that trade', () => {
    const reading = interpretPrompt(block('sell'), [], now);
    expect(reading.kind === 'intent' && reading.intent.kind).toBe('swap');
  });
});

describe("the take profit's price, asked, answered as a bot writes it", () => {
  const asked = interpretPrompt(block('tp'), [], now);
  const turn = { prompt: block('tp'), interpretation: asked, status: 'completed' as const };
  it.each(['tp:\n  trigger_usd: 0.00003', 'trigger_usd: 0.00003', 'trigger_price=0.00003', '0.00003'])('%s', (answer) => {
    expect(interpretPrompt(answer, [turn], now)).toMatchObject({
      kind: 'intent',
      intent: {
        kind: 'automation-create',
        action: { kind: 'swap', chain: 'solana', tokenIn: 'BONK', tokenOut: 'USDC', amount: { kind: 'exact', value: '2000000' } },
        trigger: { type: 'price', token: 'BONK', direction: 'above', priceUsd: '0.00003' },
      },
    });
  });
  it('another header over the price is no answer to it', () => {
    expect(interpretPrompt('swap:\n  trigger_usd: 0.00003', [turn], now)).not.toMatchObject({ kind: 'intent', intent: { kind: 'automation-create' } });
  });
});

describe('a kind of order said of a holding, then a sentence, is prose (no field named for the token)', () => {
  it.each([
    ['tp on my wif: sell 20 wif when it hits $3', 'reach'],
    ['sl on my wif: sell 20 wif when it drops to $1', 'below'],
  ])('%s', (prompt, direction) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: 'WIF', amount: { value: '20' } }, trigger: { type: 'price', direction } },
    });
  });
});
