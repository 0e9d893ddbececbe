import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Corrections said inside one prompt (sweep 39b, classes C1–C3, C5, C8–C10, C13): words beside a complete move that no
 * reader placed, and that may change it — a label clause, a correction marker with what follows it, a filler followed
 * by another value, a chain id of another chain — never leave the move made or asked for a yes as read. A correction
 * placed with certainty (one part, its new value read) is still asked back whole for a yes.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const A1 = '0x1111111111111111111111111111111111111111';

describe('words beside a move that no reader placed: nothing is done', () => {
  it.each([
    // C1: a label clause, wherever it stands, whatever its label.
    'send 5 usdc to bob.eth on base, correction: alice',
    'send 5 usdc to bob.eth on base, edit: cancelled',
    'send 5 usdc to bob.eth on base, edit: cancel',
    'send 5 usdc to bob.eth on base\nEDIT: wrong person',
    'send 5 usdc to bob.eth on base (fyi: the other chain)',
    'send 5 usdc to bob.eth on base. Update: he already paid',
    'correction: alice. send 5 usdc to bob.eth on base',
    'send 5 usdc, edit: alice, to bob.eth on base',
    'send 5 usdc to bob.eth on base, note to self: it should go to alice',
    'send 5 usdc to bob.eth on base | todo: confirm with bob first',
    'sell 1 eth on base, correction: weth',
    'swap 10 usdc to eth on base, correction: the other way',
    'buy $20 of degen on base, edit: sell',
    'buy $20 of eth every day on base, edit: cancelled',
    'send 10 usdc to bob.eth every week on base, edit: alice',
    'send 10 usdc each to bob.eth and alice.eth on base, edit: total',
    // C2: a spelled amount, a filler, then another value.
    'sell five eth on base er 0.5',
    'sell ten sol on solana uh 1.5',
    'buy one eth on base er 0.5',
    'swap ten usdc to eth on base um 2.5',
    'wrap one eth on base er half',
    'sell two eth on base er all',
    'sell one eth on base er .5',
    // C3: a second or corrected token.
    'sell all my eth on base, i mean my degen',
    'sell 1000 degen uh brett on base',
    'sell all my degen hmm brett on base',
    'sell 1 eth on base, i mean weth',
    'sell 1 eth on base no wait my weth',
    'buy $20 of eth on base i mean 20 usdc',
    'buy $20 of degen on base no wait 20 usdc',
    // C5: a direction said again.
    'buy uh sell 0.5 eth on base',
    'buy um sell 1 eth on base',
    'sell uh buy 0.5 eth on base',
    'buy 1 eth on base i mean sell',
    'swap 10 usdc to eth on base i mean the other way',
    // C8: an order's corrected number that may be its price, time or count.
    'limit sell 1 eth at 4000 on base no wait 4500',
    'limit buy 0.1 eth at $2500 on base i mean $2400',
    'sell 1 eth on base if it goes above 4000 i mean 0.5',
    'buy 0.1 eth on base when it drops to 2500 no wait 0.2',
    'sell 1 eth on base if it hits 4k no wait 5',
    'buy $20 of eth every 2 days on base no wait 3',
    // C9: a share corrected by a bare number, or "half" said after.
    'sell 50% of my eth on base i mean 5',
    'sell half my eth on base i mean 25',
    'sell 1 eth on base no wait half',
    'sell 1 sol on solana i mean all of it',
    // C10: a correction that cannot be placed.
    'send 5 usdc to bob.eth on base i mean the other chain',
    'send 5 usdc to bob.eth on base no wait more',
    'send 5 usdc to bob.eth on base i mean alice',
    'send 5 usdc to bob.eth on base, scratch that, my wallet',
    'send 20 usdc to bob.eth on base no wait +5',
    'buy $20 of degen on base i mean the dog one',
    // C13: a chain id of another chain.
    'send 5 usdc to bob.eth on base (chain id 1)',
    'send 5 usdc to bob.eth on ethereum, chain id 8453',
    'buy $20 of eth on base (chain id 1)',
  ])('%s', (prompt) => {
    const r = read(prompt);
    expect(r.kind).toBe('fail');
  });
});

describe('corrections placed with certainty and plain forms: kept', () => {
  it.each([
    ['send 5 usdc to bob.eth on base, correction: mainnet', { kind: 'transfer', chain: 'ethereum', to: 'bob.eth' }],
    ['send 5 usdc to bob.eth on base no wait alice.eth', { kind: 'transfer', chain: 'base', to: 'alice.eth' }],
    ['send 20 usdc to bob.eth on base no wait 25', { kind: 'transfer', amount: { kind: 'exact', value: '25' } }],
    ['convert point five eth to usdc on base no wait make it point two five', { kind: 'swap', amount: { kind: 'exact', value: '0.25' } }],
    ['send 200 usdc to vitalik dot eth on ethereum no wait sorry on base', { kind: 'transfer', chain: 'base', to: 'vitalik.eth' }],
    ['sell 50 percent of my eth on base no wait 25', { kind: 'swap', amount: { kind: 'fraction', value: 0.25 } }],
    ['buy $20 of eth on base, sorry, $10', { kind: 'swap', tokenOut: 'ETH', amount: { kind: 'usd', value: '10' } }],
    ['sell all my eth on base no wait half', { kind: 'swap', amount: { kind: 'fraction', value: 0.5 } }],
    ['send all my usdc to bob.eth on base no wait 10', { kind: 'transfer', amount: { kind: 'exact', value: '10' } }],
    ['buy $20 of eth every 2 days on base i mean $3', { kind: 'automation-create', action: { amount: { kind: 'usd', value: '3' } } }],
  ])('%s', (prompt, expected) => {
    const r = read(prompt);
    expect(r.kind).toBe('ask');
    if (r.kind !== 'ask') return;
    expect(r.pending.awaiting).toBe('confirm');
    expect(r.pending).toMatchObject(expected);
  });

  it('an order price corrected near the price said stays the price', () => {
    const r = read('buy 0.1 eth on base when it drops to 2500 i mean 2400');
    expect(r.kind).toBe('ask');
    if (r.kind !== 'ask') return;
    expect(r.pending).toMatchObject({ kind: 'automation-create', trigger: { priceUsd: '2400' } });
  });

  it.each([
    ['okay send uh twenty usdc to bob dot eth on base', { kind: 'transfer', to: 'bob.eth', amount: { kind: 'exact', value: '20' } }],
    ['send 5 usdc to bob.eth on base (chain id 8453)', { kind: 'transfer', chain: 'base' }],
    ['Execute: send 5 usdc to bob.eth on base', { kind: 'transfer', chain: 'base' }],
    [`send 5 usdc to ${A1} on base`, { kind: 'transfer', chain: 'base' }],
    ['swap uh 10 usdc to eth on base', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH' }],
  ])('%s', (prompt, expected) => {
    const r = read(prompt);
    const intent = r.kind === 'intent' ? r.intent : r.kind === 'ask' ? r.pending : undefined;
    expect(intent).toMatchObject(expected);
  });
});
