import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A stop loss on a holding whose sale says "it" (issue 16, held-out-18): "it" is the holding the stop guards, never
 * the token whose price it watches (held-out-18 sold ETH for a stop on WETH watching "eth"); a token said letter by
 * letter, as a voice transcription writes it ("c b b t c"), is that token.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const action = (prompt: string) => {
  const r = read(prompt);
  expect(r.kind === 'intent' && r.intent.kind, JSON.stringify(r)).toBe('automation-create');
  return r.kind === 'intent' && r.intent.kind === 'automation-create' ? r.intent.action : undefined;
};

describe('the sale of "it" in a stop loss on a holding sells the holding', () => {
  it.each([
    ['stop loss on my weth on base pls, sell 0.02 of it if eth goes under 2700', 'WETH', '0.02'],
    ['set a stop loss on my c b b t c on base sell point zero zero zero five of it if bitcoin goes under fifty five thousand', 'cbBTC', '0.0005'],
    ['stop loss for my w e t h on base: sell 0.5 of it when eth is under 2600', 'WETH', '0.5'],
    ['stop loss on my cbbtc on base, sell 0.0005 of it if btc goes under 55000', 'cbBTC', '0.0005'],
    ['take profit on my degen on base, sell 1000 of it if degen goes over 0.02', 'DEGEN', '1000'],
    ['set a stop loss on my link on ethereum, sell 5 of them if link falls below 12', 'LINK', '5'],
  ])('%s', (prompt, token, value) => {
    expect(action(prompt)).toMatchObject({ tokenIn: token, amount: { kind: 'exact', value } });
  });

  it('a share of it is a share of the holding', () => {
    expect(action('stop loss on my weth on base sell half of it if eth drops below 2500')).toMatchObject({
      tokenIn: 'WETH',
      amount: { kind: 'fraction', value: 0.5 },
    });
  });

  it.each([
    // With no holding named first, "it" is still the token the condition names.
    ['if eth drops under 2500 sell 0.1 of it for usdc on base', 'ETH'],
    ['if degen drops below 0.004 buy 50 usdc of it on base', 'DEGEN'],
  ])('near miss: %s', (prompt, token) => {
    const a = action(prompt) as { tokenIn: string; tokenOut: string };
    expect([a.tokenIn, a.tokenOut]).toContain(token);
  });

  it.each([
    // A guard on one token selling another named one stays refused; letters that spell no token stay letters.
    'stop loss on my weth, sell 0.1 eth if eth goes under 2700',
    'stop loss on my x y z on base sell 1 of it if eth goes under 2000',
  ])('moves nothing: %s', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && r.intent.kind === 'automation-create', JSON.stringify(r)).toBe(false);
  });
});
