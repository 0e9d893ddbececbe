import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A count of transfers said before their pairs (issue 16, held-out-18): "Please make two sending on base: 15 USDC to
 * bob.eth and 15 USDC to alice.eth" is those two transfers, read only when the count is the number of pairs; pairs of
 * another count, amounts apart from their recipients or two tokens stay refused.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a count of transfers, then each pair', () => {
  it.each([
    ['Please make two sending on base: 15 USDC to bob.eth and 15 USDC to alice.eth', ['15', '15']],
    ['two transfers on base: 15 USDC to bob.eth and 15 USDC to alice.eth', ['15', '15']],
    ['do two transfers: 1 USDC to bob.eth and 2 USDC to alice.eth on base', ['1', '2']],
    ['pls make 2 payments on base: 3 USDC to alice.eth and 4 USDC to bob.eth', ['3', '4']],
  ])('%s', (prompt, amounts) => {
    const r = read(prompt);
    const intent = r.kind === 'intent' ? r.intent : r.kind === 'ask' ? r.pending : undefined;
    expect(intent, JSON.stringify(r)).toMatchObject({ kind: 'transfer-batch', chain: 'base', token: 'USDC' });
    expect((intent as { transfers: { amount: string }[] }).transfers.map((t) => t.amount)).toEqual(amounts);
  });

  it.each([
    'two transfers on base: 15 USDC to bob.eth, 15 USDC to alice.eth and 5 USDC to carol.eth',
    'two transfers on base: 15 USDC and 15 USDC to bob.eth and alice.eth',
    'two transfers on base: 15 USDC to bob.eth and 0.01 ETH to alice.eth',
  ])('moves nothing: %s', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && ['transfer', 'transfer-batch'].includes(r.intent.kind), JSON.stringify(r)).toBe(false);
  });
});
