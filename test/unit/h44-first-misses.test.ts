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

describe('asides and words that are no part of the request (held-out-44)', () => {
  it.each([
    ['wrap 0.5 eth into weth on base, need it for smth later', 'wrap'],
    ['ok hear me out 😂 launch a token on base called Sleepy Frog, ticker ZZZFROG, description "for ppl who nap too much"', 'launch'],
  ])('%s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });
  it.each([
    'tmrw at 9am buy 50 usdc of link on ethereum, ill be in meetings all morning',
    'tomorrow at 9 of the morning buy 50 USDC of LINK on ethereum, now I go to sleep',
  ])('what the person will be doing while the order waits: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action: { tokenOut: 'LINK', amount: { value: '50' } } } });
  });
  it('"Not buy now, wait the price come." after a price order is that order, asked back whole', () => {
    expect(read('Base chain, when ETH price drop to 2500, help me buy ETH use 200 USDC. Not buy now, wait the price come.')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'automation-create', awaiting: 'confirm', trigger: { priceUsd: '2500' } },
    });
    expect(read('buy sol with 100 usdc on solana, don’t do it now')).toMatchObject({ kind: 'fail' });
    // Without a price to wait for, "not buy now" still refuses the move (read away, it bought at once).
    expect(read('if you can, buy 1 eth with usdc on base. not buy now')).toMatchObject({ kind: 'fail' });
    expect(read('if possible swap 10 usdc for eth on base, not buy now')).toMatchObject({ kind: 'fail' });
  });
  it('"40 pieces" of USDT is 40 USDT', () => {
    expect(on('I want send USDT to bob.eth, 40 pieces', 'ethereum network')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', token: 'USDT', amount: { value: '40' } },
    });
  });
  it('"No leverage" asks for none; a leveraged long is still refused', () => {
    expect(read('buy eth with 200 usdc on base, no leverage')).not.toMatchObject({ code: 'UNSUPPORTED_ACTION' });
    expect(read('open a leveraged long on eth')).toMatchObject({ kind: 'fail', code: 'UNSUPPORTED_ACTION' });
  });
  it('a link names no token; an explorer link still gives its address', () => {
    expect(
      JSON.stringify(read('copy this trade exactly pls\n\nhttps://x.com/solgrinder/status/18422\n"just market bought $WIF with 100 USDC on solana"')),
    ).not.toContain('HTTPS');
    expect(read('what token is this https://basescan.org/token/0x4ed4E862860beD51a9570b96d89aF5E1B0Efefed')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'lookup', address: '0x4ed4E862860beD51a9570b96d89aF5E1B0Efefed' },
    });
  });
});

describe('an order’s answer that names its token and its chain (held-out-44, chat)', () => {
  it('"eth on base, 25 usdc every monday" to "set up a recurring buy": ETH bought on Base, never two chains', () => {
    expect(on('can u set up a recurring buy for me', 'eth on base, 25 usdc every monday')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH' }, trigger: { type: 'every' } },
    });
  });
  it('"eth" alone still answers which chain', () => {
    expect(on('set up a recurring buy of link', 'eth, 25 usdc every monday')).toMatchObject({
      kind: 'intent',
      intent: { action: { chain: 'ethereum', tokenOut: 'LINK' } },
    });
  });
});
