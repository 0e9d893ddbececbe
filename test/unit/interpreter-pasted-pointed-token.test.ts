import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import type { Interpretation } from '../../lib/agent/interpreter/intent.ts';

/**
 * The eighth held-out set's pasted refusals (issue 16): a token a paste names by its cashtag or contract, pointed at
 * ("buy 50 bucks of it"), is read as that token — unknown, it is refused; and a token's own contract pasted as "the
 * address" and pointed at ("send 50 usdc there on base") is no recipient.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));
const ca = '0x7a3f9c2e11b4d5a6e8f90c1d2b3a4e5f6a7b8c9d';
const usdcBase = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const wethBase = '0x4200000000000000000000000000000000000006';
const moves = (r: Interpretation) => r.kind === 'intent' && ['swap', 'transfer', 'transfer-batch', 'automation-create'].includes(r.intent.kind);
/** A launched-token candidate the runtime may check still owes a yes. */
const candidateOwesYes = (r: Interpretation) => r.kind !== 'fail' || !r.candidate || ('pending' in r.candidate && r.candidate.pending.awaiting === 'confirm');

describe('a token the paste names, pointed at and unknown, is refused', () => {
  it.each([
    `tg call: "$GIGACHAD just launched on base, CA ${ca}, 100x easy"\nbuy 50 bucks of it`,
    `tg call: "$GIGACHAD just launched on base, 100x easy"\nbuy 50 bucks of it`,
    `from the alpha chat: "$MOONFROG on base is sending"\ngrab $20 of that`,
    `discord pump: "$ZORPZ launching rn on base"\nok buy $10 of this`,
    `someone shilled "$BLORP" on base\nget $15 of that coin`,
  ])('%s', (prompt) => {
    const r = read(prompt);
    expect(moves(r), JSON.stringify(r)).toBe(false);
    expect(r.kind === 'ask' && r.pending.awaiting === 'confirm', JSON.stringify(r)).toBe(false);
    expect(r, JSON.stringify(r)).toMatchObject({ kind: 'fail', code: 'UNKNOWN_TOKEN' });
    expect(candidateOwesYes(r)).toBe(true);
  });

  it.each([
    // "30 usdc of it" may be USDC bought; a "<-" line is no paste laid out above the person's own line.
    `my cousin: "CA ${ca} on base, trust"\nbuy 30 usdc of it`,
    `"${ca}" <- the dev posted this, base\nape 25 bucks into it`,
    `ct says "$WAGMIDOG to the moon, base"\nbuy 5 usdc of this token`,
  ])('read another way, still nothing moves and no yes is asked: %s', (prompt) => {
    const r = read(prompt);
    expect(moves(r), JSON.stringify(r)).toBe(false);
    expect(r.kind === 'ask' && r.pending.awaiting === 'confirm', JSON.stringify(r)).toBe(false);
  });

  it.each([
    [`tg call: "$DEGEN on base 100x easy"\nbuy 50 bucks of it`, 'DEGEN'],
    [`friend: "$AERO looks good on base"\nbuy $20 of that`, 'AERO'],
  ])('a listed token pointed at is asked back whole for a yes: %s', (prompt, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', tokenOut, awaiting: 'confirm' } });
  });

  it('two tokens in the paste: which one is asked, never picked', () => {
    const r = read(`alpha group: "$DEGEN and $BRETT sending on base"\nbuy 50 bucks of it`);
    expect(moves(r)).toBe(false);
    expect(r.kind === 'ask' && r.pending.awaiting === 'confirm').toBe(false);
  });
});

describe("a token's own contract pasted as an address and pointed at is no recipient", () => {
  it.each([
    `copied the 'address' from basescan: ${usdcBase}\nsend 50 usdc there on base`,
    `address from basescan: ${usdcBase}\nsend 50 usdc there`,
    `got this addr off the explorer:\n${usdcBase}\nsend 10 usdc there on base`,
    `copied from basescan:\n${wethBase}\nsend 0.01 eth there on base`,
    `the "wallet" my friend gave me: ${usdcBase}\nsend 5 usdc to that address on base`,
    `deposit address (from a site): ${usdcBase}\nsend 20 usdc there pls`,
  ])('%s', (prompt) => {
    const r = read(prompt);
    expect(moves(r), JSON.stringify(r)).toBe(false);
    expect(r.kind === 'ask' && r.pending.awaiting === 'confirm', JSON.stringify(r)).toBe(false);
  });

  it('near miss: a wallet pasted and pointed at "there on base" is the recipient', () => {
    const evm = '0x2222222222222222222222222222222222222222';
    const r = read(`copied my friend's address from his profile: ${evm}\nsend 50 usdc there on base`);
    const move = r.kind === 'intent' ? r.intent : r.kind === 'ask' && r.pending.awaiting === 'confirm' ? r.pending : undefined;
    expect(move, JSON.stringify(r)).toMatchObject({ kind: 'transfer', to: evm, token: 'USDC', chain: 'base' });
  });
});
