import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Misses of held-out-44's first run (issue 16). First the two orders set up on a token the person did not name: a stop
 * loss on 0.03 WETH that sold all the ETH (the wrong move the run counted), and a WIF limit buy read as a buy of SOL
 * from "(solana)".
 */
const now = new Date('2026-11-29T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const on = (...prompts: string[]) => onThreadAt(now, ...prompts);

describe('an order on the token the person named, never another', () => {
  const note =
    'Note to self from last night (copied from my notes app):\n\n"put a stop loss on the 0.03 WETH I have on ethereum — if ETH falls to 2500 sell it all for USDC. dont want to watch charts this week"\n\nset that up please';
  it('a pasted stop loss on "the 0.03 WETH I have" sells that WETH, watching ETH', () => {
    const got = read(note);
    expect(got).toMatchObject({
      kind: 'ask',
      pending: { kind: 'automation-create', action: { tokenIn: 'WETH', tokenOut: 'USDC', amount: { value: '0.03' } }, trigger: { token: 'ETH' } },
    });
    expect(JSON.stringify(got)).not.toContain('"tokenIn":"ETH"');
  });
  it('said by the person, the same order', () => {
    expect(read('put a stop loss on the 0.03 WETH I have on ethereum — if ETH falls to 2500 sell it all for USDC')).toMatchObject({
      kind: 'intent',
      intent: { action: { tokenIn: 'WETH', amount: { value: '0.03' } } },
    });
  });
  it('a stop loss named on WETH whose trade sells ETH is refused', () => {
    expect(read('stop loss on my weth, if eth drops below 2000 sell 1 eth on base')).toMatchObject({ kind: 'fail' });
  });
  it('"WIF — limit buy @ $1.50 (solana)": "(solana)" is the chain; no buy of SOL is ever offered', () => {
    const paste = 'pasting from a trading channel:\n\n"WIF — limit buy @ $1.50 (solana). patience pays."\n\nset this up for me';
    expect(JSON.stringify(read(paste))).not.toContain('"tokenOut":"SOL"');
    expect(on(paste, 'use 40 USDC for it')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'automation-create', action: { tokenOut: 'WIF', tokenIn: 'USDC', chain: 'solana' }, awaiting: 'confirm' },
    });
    expect(read('buy some wif (solana)')).toMatchObject({ kind: 'ask', pending: { tokenOut: 'WIF', chain: 'solana' } });
  });
});
