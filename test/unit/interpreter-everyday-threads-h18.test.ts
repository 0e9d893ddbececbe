import { describe, expect, it } from 'vitest';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * A move on the holding just read, named by pronoun (issue 16, held-out-18): "this" and "that" point as "it" does
 * ("send 0.2 of this to vitalik.eth"), "one of those" is one of the token ("swap one of those to usdc"), and the chain
 * the balance was read on is the move's unless it says another. Every such move is asked back for a yes.
 */
const now = new Date('2026-11-26T12:00:00Z');

describe('a pronoun move after a balance read', () => {
  it.each([
    [["what's my eth on base", 'okay swap one of those to usdc'], { kind: 'swap', chain: 'base', tokenIn: 'ETH', tokenOut: 'USDC', amount: { value: '1' } }],
    [
      ['How much ETH I have in ethereum?', 'Ok, send 0.2 of this to vitalik.eth please'],
      { kind: 'transfer', chain: 'ethereum', token: 'ETH', amount: { value: '0.2' }, to: 'vitalik.eth' },
    ],
    [
      ['how much usdc do i have on polygon', 'send 50 of that to 0x5555555555555555555555555555555555555555'],
      { kind: 'transfer', chain: 'polygon', token: 'USDC', amount: { value: '50' } },
    ],
    [['my sol balance on solana?', 'sell two of those for usdc'], { kind: 'swap', chain: 'solana', tokenIn: 'SOL', amount: { value: '2' } }],
    [['eth balance on base', 'send 0.1 of it to bob.eth on ethereum'], { kind: 'transfer', chain: 'ethereum', token: 'ETH' }],
  ])('%j', (prompts, pending) => {
    const r = onThreadAt(now, ...prompts);
    expect(r.kind, JSON.stringify(r)).toBe('ask');
    expect(r.kind === 'ask' && r.pending).toMatchObject({ ...pending, awaiting: 'confirm' });
  });

  it.each([
    // Two tokens read: "those" names none of them; a price read names no chain, which is asked.
    [["what's my eth and usdc on base", 'swap one of those to usdc'], undefined],
    [['price of eth', 'send 0.2 of this to vitalik.eth'], 'chain'],
  ])('near miss: %j', (prompts, awaiting) => {
    const r = onThreadAt(now, ...prompts);
    expect(r.kind, JSON.stringify(r)).toBe('ask');
    if (awaiting) expect(r.kind === 'ask' && r.pending).toMatchObject({ awaiting });
    else expect(r.kind === 'ask' && (r.pending as { awaiting?: string }).awaiting).not.toBe('confirm');
  });
});
