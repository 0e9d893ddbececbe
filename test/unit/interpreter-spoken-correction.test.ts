import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';

/**
 * Spoken self-corrections inside one utterance (the fifth held-out set's voice miss, as a class; issue 16): the part
 * corrected is replaced and the corrected request is run; a correction that leaves unclear what it replaces, or is
 * written as a sentence of its own, moves nothing.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));
const sol = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const a1 = '0x1111111111111111111111111111111111111111';

/** The move a reading would run: now, or on the yes it asks for; undefined otherwise. */
function moveOf(got: Interpretation): Record<string, unknown> | undefined {
  if (got.kind === 'intent') return got.intent as Record<string, unknown>;
  if (got.kind === 'ask' && got.pending.awaiting === 'confirm') return got.pending as Record<string, unknown>;
  return undefined;
}

describe('a spoken self-correction replaces the part it corrects', () => {
  it.each([
    ['uh convert point five eth to usdc on base no wait make it point two five', { kind: 'swap', tokenIn: 'ETH', amount: { value: '0.25' } }],
    ['swap 100 usdc to eth on base, actually make that 30', { kind: 'swap', amount: { value: '30' } }],
    [`send 20 usdc to ${a1} on ethereum, sorry, I meant base`, { kind: 'transfer', chain: 'base', amount: { value: '20' } }],
    ['buy eth with 100 usdc on base, scratch that, 50 usdc', { kind: 'swap', tokenIn: 'USDC', amount: { value: '50' } }],
    [`send 5 no wait 6 usdc to ${a1} on base`, { kind: 'transfer', amount: { value: '6' } }],
    [`send 3 sol to ${sol} on solana, no wait, make it 2`, { kind: 'transfer', token: 'SOL', amount: { value: '2' } }],
    ['buy $25 of degen on base, actually make that $40', { kind: 'swap', tokenOut: 'DEGEN', amount: { kind: 'usd', value: '40' } }],
    ['convert 1 eth to usdc on base... no wait, 0.5', { kind: 'swap', amount: { value: '0.5' } }],
    ['swap 100 usdc for eth on ethereum umm sorry I meant base', { kind: 'swap', chain: 'base' }],
    ['send twenty usdc to bob.eth on base wait no make it fifteen', { kind: 'transfer', amount: { value: '15' } }],
    [`transfer 10 usdt to ${a1} on polygon, oops, make it 12`, { kind: 'transfer', token: 'USDT', amount: { value: '12' } }],
    ['Send 0.1 ETH to bob.eth on Base, sorry, I mean 0.15', { kind: 'transfer', amount: { value: '0.15' } }],
    ['send 5 usdc to alice.eth on base, sorry, bob.eth', { kind: 'transfer', to: 'bob.eth' }],
    ['wrap 0.2 eth on base, actually make it 0.3', { kind: 'wrap', amount: { value: '0.3' } }],
    ['unwrap 5 wpol on polygon, no wait, 4', { kind: 'unwrap', amount: { value: '4' } }],
    [`send 5 usdc to ${a1}, sorry, I meant base`, { kind: 'transfer', chain: 'base', amount: { value: '5' } }],
    ['send 5 usdc to bob.eth on base no make that 7', { kind: 'transfer', amount: { value: '7' } }],
    ['swap 20 usdc for degen on base err I mean 25', { kind: 'swap', tokenOut: 'DEGEN', amount: { value: '25' } }],
    ['buy 2 sol worth of bonk on solana wait no 3 sol', { kind: 'swap', tokenIn: 'SOL', amount: { value: '3' } }],
    ['send point one eth to bob.eth on base... no wait, on ethereum', { kind: 'transfer', chain: 'ethereum', amount: { value: '0.1' } }],
    ['send five usdc to bob dot eth on base scratch that seven', { kind: 'transfer', to: 'bob.eth', amount: { value: '7' } }],
  ])('%s', (prompt, intent) => {
    const got = read(prompt);
    expect(moveOf(got), JSON.stringify(got)).toMatchObject(intent);
  });

  it.each([
    'send 5 usdc to alice.eth on base, actually make that bob',
    'buy 10 usdc of eth on base, sorry I meant sol',
    "send 5 usdc on base to alice.eth, no wait, don't",
    'swap 10 usdc to eth on base, actually make it 50 and also buy some sol',
    'swap 10 usdc and 20 usdt to eth on base, no wait, 15',
    'swap 50 usdc to aero on base sorry usdt',
    'send 5 usdc to bob.eth on base actually 5 is too little',
    "swap 10 usdc to eth on base actually on second thought don't",
    // Written as a sentence of its own, a correction could have been an edit of the request: a second request, refused.
    'buy $25 of degen on base. Actually make that $40',
    'Send 0.1 ETH to bob.eth on Base — sorry, I mean 0.15',
  ])('a correction that leaves unclear what it replaces moves nothing: %s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' || (got.kind === 'ask' && got.pending.awaiting === 'confirm'), JSON.stringify(got)).toBe(false);
  });
});

// The red-team's corrections after a hedge: the amount said again is the one meant, restated for a yes (issue 16).
describe('an amount said again after "well" or "better" corrects the move, asked back for a yes', () => {
  it.each([
    ['sell 2 eth on base, well, 1', '1'],
    ['sell 2 eth on base, better 1', '1'],
    ['send 20 usdc to alice.eth on base, well, 25', '25'],
  ])('%s', (prompt, value) => {
    const r = interpretPrompt(prompt, []);
    if (r.kind !== 'ask') expect.fail(JSON.stringify(r));
    expect(r.pending).toMatchObject({ awaiting: 'confirm', amount: { kind: 'exact', value } });
  });

  it.each(['well, send 5 usdc to bob.eth on base', 'swap 5 usdc to eth on base as well'])('%s: no correction', (prompt) => {
    expect(interpretPrompt(prompt, []).kind).toBe('intent');
  });
});
