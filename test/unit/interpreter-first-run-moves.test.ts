import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * The three prompts of the first end-to-end corpus run that moved funds differently from what was asked (issue 16),
 * each as a class: a decimal said without its zero, who a trade is for, and a condition on a number.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));
const sol = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const evm = '0x1111111111111111111111111111111111111111';

describe('a decimal said without its zero is that decimal, never the whole number', () => {
  it.each([
    [`send point one sol to ${sol}`, 'SOL', '0.1'],
    [`send point five eth to ${evm} on base`, 'ETH', '0.5'],
    [`send point zero five eth to ${evm} on base`, 'ETH', '0.05'],
    [`send point 25 eth to ${evm} on base`, 'ETH', '0.25'],
    [`send zero point two eth to ${evm} on base`, 'ETH', '0.2'],
  ])('%s', (prompt, token, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', token, amount: { kind: 'exact', value } } });
  });
});

describe('who a trade is for is no part of it', () => {
  it.each([
    ['Buy for me UNI with 40 USDC on Ethereum.', 'USDC', 'UNI', '40'],
    ['please buy for us UNI with 40 USDC on ethereum', 'USDC', 'UNI', '40'],
    ['sell for me 2 uni for usdc on ethereum', 'UNI', 'USDC', '2'],
  ])('%s', (prompt, tokenIn, tokenOut, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn, tokenOut, amount: { value } } });
  });
});

describe('a move that waits on a number is an order or a refusal, never a trade now', () => {
  it.each([
    'STOP sell 2 SOL if px<120 chain=solana',
    'sell 2 sol on solana if sol < 120',
    'buy eth with 100 usdc on base unless eth > 3500',
    'LIMIT buy 1 eth with usdc on base',
  ])('%s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' && (got.intent.kind === 'swap' || got.intent.kind === 'transfer'), JSON.stringify(got)).toBe(false);
  });

  it.each([
    [`swap 10 usdc to eth on base if possible`, 'swap'],
    [`send 5 usdc to ${evm} on base when you can`, 'transfer'],
  ])('a condition on no number leaves the move as it is: %s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });
});

describe('other misses of the first run, each a class', () => {
  it.each([
    ['buy eth if it dips to 2500, use 500 usdc, base chain', '2500'],
    ['buy eth with 100 usdc on base if eth drops to 2,500, thx', '2500'],
  ])('a comma that ends a price ends its clause: %s', (prompt, priceUsd) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'price', priceUsd } } });
  });

  it.each([
    ['I want to change 50 USDC to AERO on Base network, please.', 'USDC', 'AERO'],
    ["I'd like to swap 0.25 ETH for USDC on Base, please", 'ETH', 'USDC'],
    ['i would like to convert 20 usdc to degen on base', 'USDC', 'DEGEN'],
  ])('the wish around a move is no part of it: %s', (prompt, tokenIn, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn, tokenOut } });
  });
});

describe('a ticker spelled letter by letter, as voice transcription writes it', () => {
  it.each([
    ["what's the price of w i f", { kind: 'price', tokens: ['WIF'] }],
    ['price of a e r o', { kind: 'price', tokens: ['AERO'] }],
    [`send 5 u s d c to ${evm} on base`, { kind: 'transfer', token: 'USDC', amount: { value: '5' } }],
    ['buy 20 dollars of e t h w usdc on base', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it('letters that make no ticker stay letters', () => {
    expect(read('buy a b c on base').kind).not.toBe('intent');
  });
});
