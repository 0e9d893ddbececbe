import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Careful prose held-out-28 missed (issue 16): a bound said again with the move's own figure ("please do not spend more
 * than the 40 USDC", "only the 20 should be sold") is no second move; another figure or token still is.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe("a bound said with the move's own figure", () => {
  it.each([
    ['Please spend exactly 40 USDC from my Unichain wallet on UNI on Unichain. Please do not spend more than the 40 USDC.', 'USDC', '40'],
    ['Please swap exactly 40 USDC for UNI on Unichain. I would ask that you do not spend more than the 40 USDC.', 'USDC', '40'],
    ['Please sell 20 WIF on Solana for USDC. Only the 20 should be sold.', 'WIF', '20'],
    ['Please sell 20 WIF on Solana for USDC. Only 20 WIF should be sold.', 'WIF', '20'],
    [
      'I have decided to take a little profit on my WIF position. Please sell 20 WIF on Solana and receive USDC in return. I would like to keep the rest of my WIF, so only the 20 should be sold. Thank you for handling this carefully.',
      'WIF',
      '20',
    ],
    ['Please sell 20 WIF on Solana for USDC. I would like to keep the rest of my WIF, so only the 20 should be sold.', 'WIF', '20'],
    ['Please sell 20 WIF on Solana for USDC. I want to keep the remainder of my WIF; just the 20 is to be sold.', 'WIF', '20'],
    ['Kindly swap 0.5 ETH for USDC on Base. I wish to keep the rest of my ETH, so only the 0.5 should be converted.', 'ETH', '0.5'],
  ])('%s', (prompt, tokenIn, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', tokenIn, amount: { value } } });
  });

  it.each([
    // Another figure, another token, or a bound on what is received: not the move's own bound, never made.
    'Please spend exactly 40 USDC from my Unichain wallet on UNI on Unichain. Please do not spend more than 50 USDC.',
    'Please buy 100 UNI with USDC on Unichain. Please do not spend more than 100 USDC.',
    'Please sell 20 WIF on Solana for USDC. Only 25 WIF should be sold.',
    'Please sell 20 WIF on Solana for USDC. Only 20 BONK should be sold.',
    'Please sell 20 WIF on Solana for USDC. I would like to keep the rest of my WIF, so only the 25 should be sold.',
    'Please sell 20 WIF on Solana for USDC. I would like to keep the rest of my BONK, so only the 20 should be sold.',
    'Please sell 20 WIF on Solana for USDC. I would like to keep the rest of my WIF, so sell 20 more tomorrow.',
    'Please sell 20 WIF on Solana for USDC. Then send the rest of my WIF to bob.eth.',
  ])('%s', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent' || (r.kind === 'ask' && r.pending.awaiting === 'confirm')).toBe(false);
  });
});

describe('a name checked before the funds leave: care a transfer takes anyway', () => {
  it.each([
    'Please transfer 0.05 ETH on Ethereum to vitalik.eth. This is a small donation I have been meaning to make for some time. Kindly double-check that the name resolves correctly before the funds leave my wallet.',
    'Please send 10 USDC on Base to bob.eth. Please make sure the name resolves correctly before you send it.',
    'Please send 10 USDC on Base to bob.eth. Please make sure the name resolves correctly before the money goes out.',
    'Please send 10 USDC on Base to bob.eth. Kindly verify that the name resolves before sending.',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting: 'confirm' } });
  });

  it.each([
    // A time, another payee, or a wait beside the check: not the transfer as asked now.
    'Please send 10 USDC on Base to bob.eth. Please make sure the name resolves before the funds leave my wallet on Friday.',
    'Please send 10 USDC on Base to bob.eth. Please make sure the name resolves before you send it to alice.eth.',
    'Please send 10 USDC on Base to bob.eth. Please make sure the name resolves, but do not send it yet.',
  ])('%s', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent' || (r.kind === 'ask' && r.pending.awaiting === 'confirm')).toBe(false);
  });
});
