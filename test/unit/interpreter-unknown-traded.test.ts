import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

// Found by the fourth held-out set of issue 16: "/buy ZORBO 50 USDC base" bought 50 USDC with ETH. A word the
// registry does not know, standing where the traded token stands (right after the verb, or right after the amount's
// token), is that token: it is refused as unknown, and the one listed token is never made the other side with a
// default paying for it.
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T12:00:00Z'));

describe('an unknown token where the traded token stands (issue 16)', () => {
  it.each([
    '/buy ZORBO 50 USDC base',
    'buy ZORBO 50 USDC base',
    'buy zorbo 50 usdc on base',
    'sell zorbo 50 usdc on base',
    'swap zorbo 50 usdc on base',
    'buy 50 usdc zorbo on base',
    'sell 50 usdc zorbo on base',
    '/sell ZORBO 50 base',
    'buy ZORBO with 50 USDC on base',
  ])('%s: refused as an unknown token, nothing traded', (prompt) => {
    const r = read(prompt);
    expect(r).toMatchObject({ kind: 'fail', code: 'UNKNOWN_TOKEN' });
    expect(r.kind === 'fail' && r.message).toContain('ZORBO');
  });

  it.each([
    ['buy some eth with 50 usdc on base', 'USDC', 'ETH'],
    ['buy me eth for 50 usdc on base', 'USDC', 'ETH'],
    ['buy 50 usdc worth of eth on base', 'USDC', 'ETH'],
    ['sell all my jup pls, gracias amigo', 'JUP', 'SOL'],
    ['/buy DEGEN 50 USDC base', 'USDC', 'DEGEN'],
  ])('%s: words around a listed token still read as before', (prompt, tokenIn, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn, tokenOut } });
  });
});
