import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { asStored } from '../support/thread-turn.ts';

/**
 * A bot's order fields whose meaning is plain (issue 16, held-out-14): an amount in the quote or the base token
 * (`quote_amount=200`), a price in dollars by name (`limit_price_usd`), a one-off order's delay from now (`defer(…,
 * delay="2h")`), and a recurring order with no schedule yet, asked for it, answered in fields (`amount=20 every=24h
 * count=7`). An amount whose token is not named, two amounts, a delay and a time, a delay in words and a bare amount
 * that counts either side stay refused or asked.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const thread = (...prompts: string[]) => {
  const turns: { prompt: string; interpretation: ReturnType<typeof read>; status: string }[] = [];
  for (const p of prompts) {
    const r = interpretPrompt(p, turns, now);
    turns.push({ prompt: p, interpretation: asStored(r), status: r.kind === 'fail' ? 'failed' : 'completed' });
  }
  return turns.at(-1)!.interpretation;
};

describe('order fields with a plain meaning', () => {
  it.each([
    [
      '{"order":"limit","chain":"base","side":"buy","asset":"ETH","quote":"USDC","quote_amount":"200","limit_price_usd":"2700"}',
      { tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '200' } },
      { type: 'price', direction: 'below', priceUsd: '2700' },
    ],
    [
      '{"order":"limit","chain":"base","side":"sell","asset":"ETH","quote":"USDC","base_amount":"0.1","limit_price":"4000"}',
      { tokenIn: 'ETH', tokenOut: 'USDC', amount: { value: '0.1' } },
      { type: 'price', direction: 'above', priceUsd: '4000' },
    ],
    [
      '{"order":"stop","chain":"base","side":"sell","asset":"ETH","quote":"USDC","base_amount":"0.1","stop_price_usd":"2000"}',
      { tokenIn: 'ETH', amount: { value: '0.1' } },
      { type: 'price', direction: 'below', priceUsd: '2000' },
    ],
    [
      'defer(action="swap", chain="polygon", sell="USDC", buy="WETH", amount="50", delay="2h")',
      { chain: 'polygon', tokenIn: 'USDC', tokenOut: 'WETH', amount: { value: '50' } },
      { type: 'at', at: '2026-11-26T14:00:00.000Z' },
    ],
    [
      'delayed_swap chain=base from=USDC to=ETH amount=5 run_in=30m',
      { tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '5' } },
      { type: 'at', at: '2026-11-26T12:30:00.000Z' },
    ],
  ])('%s', (prompt, action, trigger) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action, trigger } });
  });

  it('asks a recurring order with no schedule for it, and reads the schedule answered in fields', () => {
    const first = 'schedule_recurring(chain="solana", buy="SOL", pay="USDC")';
    expect(read(first)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', order: { needs: 'time' } } });
    expect(thread(first, 'amount=20USDC every=24h count=7')).toMatchObject({
      kind: 'intent',
      intent: { action: { tokenIn: 'USDC', tokenOut: 'SOL', amount: { value: '20' } }, trigger: { type: 'every', intervalSeconds: 86400, count: 7 } },
    });
    // A bare amount on a buy paid with another token counts either side: asked, never guessed.
    expect(thread(first, 'amount=20 every=24h count=7')).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
    expect(thread(first, 'amount=20 every=24h count=7', '20 USDC')).toMatchObject({
      kind: 'intent',
      intent: { action: { tokenIn: 'USDC', amount: { value: '20' } }, trigger: { count: 7 } },
    });
  });

  it.each([
    '{"order":"limit","chain":"base","side":"buy","asset":"ETH","quote_amount":"200","limit_price_usd":"2700"}',
    '{"order":"limit","chain":"base","side":"buy","asset":"ETH","quote":"USDC","quote_amount":"200","amount":"1","limit_price_usd":"2700"}',
    'defer(action="swap", chain="polygon", sell="USDC", buy="WETH", amount="50", delay="2 weeks")',
    'defer(action="swap", chain="polygon", sell="USDC", buy="WETH", amount="50", delay="2h", at="tomorrow 15:00 UTC")',
    'defer(action="swap", chain="polygon", sell="USDC", buy="WETH", amount="50")',
  ])('%s stays refused', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });

  it('reads fields as a schedule only after an order asked for its time', () => {
    expect(read('amount=20USDC every=24h count=7').kind).toBe('fail');
    expect(thread('schedule_recurring(chain="solana", buy="SOL", pay="USDC")', `amount=20USDC every=24h count=7 to=0x${'4'.repeat(40)}`).kind).toBe('fail');
  });
});
