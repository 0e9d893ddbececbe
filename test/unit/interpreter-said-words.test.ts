import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * The fifth held-out set's chat, voice and non-native misses (issue 16), each as a class read by the role of its
 * words: phrasings of our own beside the one that failed, and near-misses that must still ask or refuse.
 */
const now = new Date('2026-11-26T10:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const evm = '0x1111111111111111111111111111111111111111';

describe('getting the native token back out of its wrapped form is an unwrap', () => {
  it.each([
    ['I want take back ETH from my WETH, 0.01 WETH on Base', 'base', 'WETH', '0.01'],
    ['take my eth back out of weth on base, 0.05', 'base', 'WETH', '0.05'],
    ['take back 0.02 eth from weth on unichain', 'unichain', 'WETH', '0.02'],
    ['pull my ETH out of WETH on base 0.1', 'base', 'WETH', '0.1'],
    ['get my eth back from weth on ethereum 0.1', 'ethereum', 'WETH', '0.1'],
    ['convert weth back to eth on base, 0.01 weth', 'base', 'WETH', '0.01'],
    ['make my 2 wpol into pol again on polygon', 'polygon', 'WPOL', '2'],
    ['turn my WPOL back into POL on polygon, 3 wpol', 'polygon', 'WPOL', '3'],
  ])('%s', (prompt, chain, token, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'unwrap', chain, token, amount: { kind: 'exact', value } } });
  });

  it.each([
    ['i want my eth back from my weth on base, all of it', 'base', 'WETH'],
    ['get my SOL out of wrapped SOL', 'solana', 'WSOL'],
    ['turn my wsol into sol', 'solana', 'WSOL'],
  ])('all of it: %s', (prompt, chain, token) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'unwrap', chain, token, amount: { kind: 'fraction', value: 1 } } });
  });

  it('with no amount said, asks for it', () => {
    expect(read('turn my WPOL back into POL')).toMatchObject({ kind: 'ask', pending: { kind: 'unwrap', token: 'WPOL', awaiting: 'amount' } });
  });

  it.each([
    'how do i take back eth from weth',
    `take back eth from weth and send 0.1 to ${evm}`,
    'take back my eth from weth when gas is low',
    "don't take my eth out of weth on base",
    'take back ETH from my WETH on base and also WPOL',
  ])('never an unwrap: %s', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'intent', intent: { kind: 'unwrap' } });
  });
});
