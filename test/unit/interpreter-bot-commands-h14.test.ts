import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { asStored } from '../support/thread-turn.ts';

/**
 * A bot's command whose meaning is plain (issue 16, held-out-14): a swap's amount written with its token and an arrow
 * to the token received (`swap amount_in=50 USDC -> WETH`), asked for its chain like any swap without one, and a bot's
 * assent before its execute label (`ok execute: buy …`). An amount bought, an unknown token, another label after the
 * assent and a second request stay refused.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const thread = (first: string, next: string) => {
  const r = interpretPrompt(first, [], now);
  return interpretPrompt(next, [{ prompt: first, interpretation: asStored(r), status: r.kind === 'fail' ? 'failed' : 'completed' }], now);
};

describe('a bot command with a plain meaning', () => {
  it.each([
    ['swap amount_in=50 USDC -> WETH chain=base slippage=0.5%', { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'WETH', amount: { value: '50' } }],
    ['sell amount=2 LINK => USDC chain=ethereum', { kind: 'swap', chain: 'ethereum', tokenIn: 'LINK', tokenOut: 'USDC', amount: { value: '2' } }],
    ['ok execute: buy DEGEN with 15 USDC on base', { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { value: '15' } }],
    ['ok, execute: swap 5 USDC for ETH on base', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '5' } }],
  ])('%s', (prompt, intent) => {
    const r = read(prompt);
    expect(r.kind).toBe('intent');
    expect(r.kind === 'intent' && r.intent).toMatchObject(intent);
  });

  it('asks the chain of a swap written with an arrow and no chain', () => {
    expect(read('swap amount_in=50 USDC -> WETH slippage=0.5%')).toMatchObject({
      kind: 'ask',
      pending: { tokenIn: 'USDC', tokenOut: 'WETH', amount: { value: '50' }, awaiting: 'chain' },
    });
  });

  it('reads a follow-up buy after a price read', () => {
    expect(thread('price DEGEN chain=base', 'ok execute: buy DEGEN with 15 USDC, same chain')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { value: '15' } },
    });
  });

  it.each([
    'swap amount_out=50 USDC -> WETH chain=base',
    'swap amount_in=50 USDC -> FOO chain=base',
    'ok note: buy DEGEN with 15 USDC on base',
    'ok execute: buy DEGEN with 15 USDC on base. ps: claim my fees',
  ])('%s stays refused', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});
