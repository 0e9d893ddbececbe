import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A chain named only to rule it out, beside the one chain the move is on (held-out-15, issue 16): the move read without
 * those words, asked back whole for a yes. A move taken back, or one whose only chain is the one ruled out, stays refused.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a chain ruled out beside the move’s own chain: asked back whole for a yes', () => {
  it('a transfer on one chain with another ruled out in brackets', () => {
    expect(read('Please send 10 USDC to alice.eth on Polygon (not Ethereum mainnet).')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'transfer', chain: 'polygon', to: 'alice.eth', awaiting: 'confirm' },
    });
  });
  it.each([
    ['On Unichain specifically (not Ethereum mainnet), please buy UNI using 0.01 ETH from my wallet there. Thank you.', 'unichain', 'UNI'],
    ['On Unichain, not Ethereum mainnet, please buy UNI using 0.01 ETH.', 'unichain', 'UNI'],
    ['Swap 20 USDC for DEGEN on Base (not on Polygon).', 'base', 'DEGEN'],
    ['On Base specifically (not Polygon), please swap 20 USDC for DEGEN.', 'base', 'DEGEN'],
  ])('%s', (prompt, chain, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', chain, tokenOut, awaiting: 'confirm' } });
  });
});

describe('a move taken back, or on the chain ruled out: never asked back as a move on another chain', () => {
  it.each([
    'Swap 20 USDC for DEGEN on Base. Do not do it on Base.',
    'Do not swap 20 USDC for DEGEN on Base, not on Polygon.',
    "Please don't buy UNI with 0.01 ETH on Unichain (not Ethereum mainnet).",
    // Two chains said side by side stay refused as two chains (interpreter-moves.test.ts).
    'Please buy UNI using 0.01 ETH on Unichain, not on Ethereum.',
    'send 5 usdc to 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913 on base, not polygon',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind).not.toBe('intent');
    expect(JSON.stringify(reading)).not.toContain('leaving out \\"not');
  });
});
