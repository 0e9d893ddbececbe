import { describe, expect, it } from 'vitest';
import type { Interpretation } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * A number given to a question that did not ask for the amount (issue 16, sweep of thread answers): "send 20 usdc to
 * 0x…" → "which chain?" → "8453" (Base's chain id) made the transfer 8453 USDC, sent once "base" followed; "send 0.5
 * eth on base" → "which address?" → "5" sent 5 ETH. The amount the request had stays; the question is asked again.
 * An amount given when the amount is asked, or the same amount said again, is read as before.
 */
const now = new Date('2026-11-26T12:00:00Z');
const thread = (...prompts: string[]): Interpretation => onThreadAt(now, ...prompts);
const ADDR = '0x1111111111111111111111111111111111111111';

describe('a number answering another question never replaces the amount', () => {
  it.each([
    [[`send 20 usdc to ${ADDR}`, '8453'], { kind: 'transfer', amount: { kind: 'exact', value: '20' }, awaiting: 'chain' }],
    [[`send 20 usdc to ${ADDR}`, '137'], { kind: 'transfer', amount: { kind: 'exact', value: '20' }, awaiting: 'chain' }],
    [['send 0.5 eth on base', '5'], { kind: 'transfer', amount: { kind: 'exact', value: '0.5' }, awaiting: 'to' }],
    [['swap 50 usdc on base', '2'], { kind: 'swap', amount: { kind: 'exact', value: '50' }, awaiting: 'tokenOut' }],
  ])('%j: asked again', (prompts, pending) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'ask', pending });
  });

  // Said as an amount (with a chain or a token), another amount corrects the request: asked again, it was kept, and
  // the next answer ("base") sent the old amount (sweep 35). Refused whole.
  it.each([
    [`send 20 usdc to ${ADDR}`, '30 on base'],
    ['swap 50 usdc on base', '20 eth'],
  ])('%j: refused whole', (...prompts) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'fail', code: 'REQUEST_CHANGED' });
  });

  it.each([
    [[`send 20 usdc to ${ADDR}`, '8453', 'base'], { kind: 'transfer', amount: { kind: 'exact', value: '20' }, chain: 'base' }],
    [['send 0.5 eth on base', '5', ADDR], { kind: 'transfer', amount: { kind: 'exact', value: '0.5' }, to: ADDR }],
    [['swap 50 usdc on base', '2', 'eth'], { kind: 'swap', amount: { kind: 'exact', value: '50' }, tokenOut: 'ETH' }],
    // Near misses: the amount asked for, or the same amount again, is read as before.
    [[`send usdc to ${ADDR} on base`, '30'], { kind: 'transfer', amount: { kind: 'exact', value: '30' } }],
    [[`send 20 usdc to ${ADDR}`, '20 on base'], { kind: 'transfer', amount: { kind: 'exact', value: '20' }, chain: 'base' }],
    [[`send 20 usdc to ${ADDR}`, 'on base'], { kind: 'transfer', amount: { kind: 'exact', value: '20' }, chain: 'base' }],
    [['swap 50 usdc on base', 'eth'], { kind: 'swap', amount: { kind: 'exact', value: '50' }, tokenOut: 'ETH' }],
    [['sell eth on base', '20%'], { kind: 'swap', amount: { kind: 'fraction', value: 0.2 } }],
  ])('%j', (prompts, intent) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'intent', intent });
  });
});
