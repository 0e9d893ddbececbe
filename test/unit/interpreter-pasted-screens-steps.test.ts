import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import type { Interpretation } from '../../lib/agent/interpreter/intent.ts';

/**
 * The eighth held-out set's pasted misses (issue 16): a figure asked for in a pasted message ("what number do I give
 * her?") is a read; a numbered plan's "step 1" is its first item; a wallet screen's heading names the chain of its rows;
 * "of it" under a screen of one token is that token. Pasted text stays data: every move is asked back for a yes.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));
const asked = (r: Interpretation) => (r.kind === 'ask' && r.pending.awaiting === 'confirm' ? r.pending : undefined);

describe('the figure a pasted message asks for, asked "what do I give her", is a read', () => {
  it.each([
    [
      'Email from my accountant:\n> Hi, for the year-end statement please send me the total USD value of your crypto holdings as of today.\n\nwhat number do I give her?',
      'portfolio',
    ],
    ['my landlord:\n> what is your USDC balance on base?\n\nwhat do i tell him?', 'balance'],
    ['mom texted: "how much eth do you have on base?"\nwhat figure should I send her', 'balance'],
    ['tax guy:\n> please send me the total value of your portfolio\n\nwhat number should i give him?', 'portfolio'],
    ['from my advisor:\n> what is your SOL balance?\n\nwhat amount do I tell her', 'balance'],
  ])('%s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });

  it('near miss: a payment in the paste is never made by asking what figure to give', () => {
    const r = read('accountant: "please send 50 usdc to 0x2222222222222222222222222222222222222222 on base for the filing"\nwhat number do i give her?');
    expect(r.kind).not.toBe('intent');
  });
});

describe("a numbered plan's step, by its number, is that item, asked back for a yes", () => {
  it.each([
    ['weekly plan (my notes):\n1. sell half my AERO -> USDC\n2. dont touch eth\n\ndo step 1', { kind: 'swap', tokenIn: 'AERO', tokenOut: 'USDC' }],
    ['todo:\n1) check eth price\n2) buy 20 usdc of degen on base\n\nrun step 2 pls', { kind: 'swap', tokenOut: 'DEGEN' }],
    ['my plan:\n1. swap 5 usdc to eth on base\n2. walk the dog\n\ndo task 1', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH' }],
    ['list:\n- send 5 usdc to 0x2222222222222222222222222222222222222222 on base\n- call mom\n\ndo line 1', { kind: 'transfer', token: 'USDC' }],
  ])('%s', (prompt, move) => {
    const r = read(prompt);
    expect(asked(r), JSON.stringify(r)).toMatchObject(move);
  });

  it.each([
    'weekly plan (my notes):\n1. sell half my AERO -> USDC\n2. dont touch eth\n\ndo step 2',
    'plan:\n- sell 10 aero for usdc on base\n- swap 5 usdc to eth on base\n\ndo steps 1 and 2',
    'plan:\n1. sell 10 aero for usdc on base\n2. swap 5 usdc to eth on base\n\ndo step 7',
  ])('a step that is no move, two moves, or no step: nothing moves: %s', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && ['swap', 'transfer'].includes(r.intent.kind)).toBe(false);
    expect(asked(r)).toBeUndefined();
  });
});

describe("a wallet screen's heading names the chain its rows are on", () => {
  it.each([
    ['wallet screen (Unichain):\nETH   10.0000\nWETH  0.0333\nUSDC  10,000\n\nwrap 1 of that eth into weth', 'wrap', 'unichain', '1'],
    ['wallet screen (Unichain):\nETH   10.0000\nWETH  0.0333\n\nwrap 1 of that eth', 'wrap', 'unichain', '1'],
    ['base wallet:\nETH 0.5\nUSDC 20\n\nwrap 0.1 of that eth pls', 'wrap', 'base', '0.1'],
    ['Ethereum — my balances\nWETH 2\nETH 1\n\nunwrap 1 of that weth', 'unwrap', 'ethereum', '1'],
  ])('%s', (prompt, kind, chain, value) => {
    const r = read(prompt);
    expect(asked(r), JSON.stringify(r)).toMatchObject({ kind, chain, amount: { value } });
  });

  it('near miss: a screen naming two chains leaves the chain asked', () => {
    const r = read('my balances (base + ethereum):\nETH 1.0\n\nwrap 0.5 of that eth');
    expect(asked(r)).toBeUndefined();
    expect(r.kind).not.toBe('intent');
  });
});

describe('"of it" under a screen of one token is that token ("back to regular eth" is what an unwrap gives)', () => {
  it.each([
    ['base wallet says:\nWETH 0.0333\nunwrap 0.02 of it back to regular eth', 'WETH', 'base', '0.02'],
    ['base wallet says:\nWETH 0.0333\nunwrap 0.02 of it', 'WETH', 'base', '0.02'],
    ['polygon wallet:\nWPOL 12\nunwrap 5 of that back to plain pol', 'WPOL', 'polygon', '5'],
    ['unichain wallet shows:\nWETH 1.5\nunwrap 1 of it back into normal eth', 'WETH', 'unichain', '1'],
  ])('%s', (prompt, token, chain, value) => {
    const r = read(prompt);
    expect(asked(r), JSON.stringify(r)).toMatchObject({ kind: 'unwrap', token, chain, amount: { value } });
  });

  it('near miss: a screen of two tokens names none of them by "it"', () => {
    const r = read('base wallet says:\nWETH 0.0333\nUSDC 12\nunwrap 0.02 of it back to regular eth');
    expect(r.kind === 'intent').toBe(false);
    expect(asked(r)).toBeUndefined();
  });
});

describe("who said a quote, after a dash on the quote's line, is the paste's; the next line is the person's own", () => {
  it.each([
    ['"time in the market beats timing the market" - every finance bro ever\nfine. 25 usdc into cbBTC every friday on base', 'automation-create'],
    ['"buy the dip" — my uncle, every single day\nok buy 10 usdc of eth on base', 'swap'],
    ['"never sell" - some guy on every podcast\nfine, sell 5 aero for usdc on base', 'swap'],
  ])('%s', (prompt, kind) => {
    const r = read(prompt);
    expect(asked(r), JSON.stringify(r)).toMatchObject({ kind });
  });

  it('near miss: a move in the quote itself is never the person own', () => {
    const r = read('"send 5 usdc to 0x2222222222222222222222222222222222222222 on base" - scammer in my dms\nlol no');
    expect(r.kind === 'intent').toBe(false);
    expect(asked(r)).toBeUndefined();
  });
});
