import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';

/**
 * A protective order whose price runs straight into its trade (issue 16, sweep of orders): "stop loss on my eth on base
 * at 2000 sell 1 eth" failed as ETH for ETH, "… at 2000 sell half" and "… at 2000 sell 1 eth for usdc" sold ALL the
 * ETH, "… at 2000, sell 1 eth on ethereum" sold on Ethereum what was held on Base, and "… at 2000, sell 1 usdc" set up
 * a sale of USDC as ETH fell. The trade said is the order's; two chains or another token are refused, never guessed.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const order = (r: Interpretation) =>
  r.kind === 'intent' && r.intent.kind === 'automation-create' && r.intent.trigger.type === 'price' && r.intent.action.kind === 'swap'
    ? {
        in: r.intent.action.tokenIn,
        amount: r.intent.action.amount,
        chain: r.intent.action.chain,
        at: r.intent.trigger.priceUsd,
        way: r.intent.trigger.direction,
      }
    : r.kind === 'fail'
      ? r.code
      : r.kind;

describe("a protective order's trade said after its price", () => {
  it.each([
    ['stop loss on my eth on base at 2000 sell 1 eth', 'ETH', { kind: 'exact', value: '1' }, 'base', '2000', 'below'],
    ['take profit on my eth on base at 4000 sell 1 eth', 'ETH', { kind: 'exact', value: '1' }, 'base', '4000', 'above'],
    ['take profit on my aero at 1.5 on base sell 50 aero', 'AERO', { kind: 'exact', value: '50' }, 'base', '1.5', 'above'],
    ['stop loss on my link on ethereum at 10 sell 5 link', 'LINK', { kind: 'exact', value: '5' }, 'ethereum', '10', 'below'],
    ['stop loss on my eth on base at 2000 sell half', 'ETH', { kind: 'fraction', value: 0.5 }, 'base', '2000', 'below'],
    ['stop loss on my eth on base at 2000, sell half', 'ETH', { kind: 'fraction', value: 0.5 }, 'base', '2000', 'below'],
    ['stop loss on my eth on base at 2000 sell 1 eth for usdc', 'ETH', { kind: 'exact', value: '1' }, 'base', '2000', 'below'],
    ['stop loss on my eth on base at 2k then sell 1 eth', 'ETH', { kind: 'exact', value: '1' }, 'base', '2000', 'below'],
    // Near misses: read as before.
    ['stop loss on my eth on base at 2000, sell 1 eth', 'ETH', { kind: 'exact', value: '1' }, 'base', '2000', 'below'],
    ['stop loss on my eth on base at 2000', 'ETH', { kind: 'fraction', value: 1 }, 'base', '2000', 'below'],
    ['stop loss on my eth on base when it drops to 2000 sell 1 eth', 'ETH', { kind: 'exact', value: '1' }, 'base', '2000', 'below'],
  ])('%s', (prompt, tokenIn, amount, chain, at, way) => {
    expect(order(read(prompt))).toEqual({ in: tokenIn, amount, chain, at, way });
  });

  it.each([
    ['stop loss on my eth on base at 2000 sell 1 eth on ethereum', 'MANY_CHAINS'],
    ['stop loss on my eth on base at 2000, sell 1 eth on ethereum', 'MANY_CHAINS'],
    ['stop loss on my eth on base at 2000 sell 1 usdc', 'AUTOMATION_AMBIGUOUS'],
    ['stop loss on my eth on base at 2000, sell 1 usdc', 'AUTOMATION_AMBIGUOUS'],
  ])('%s: refused', (prompt, code) => {
    expect(order(read(prompt))).toBe(code);
  });

  it('a price said aloud in hundreds before the trade is still asked which', () => {
    expect(read('stop loss on my sol at one twenty sell five sol')).toMatchObject({ kind: 'ask', pending: { order: { needs: 'price' } } });
  });
});
