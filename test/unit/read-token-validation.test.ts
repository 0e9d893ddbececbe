import { describe, expect, it } from 'vitest';
import { assertTokensKnown } from '../../lib/capabilities/balances/read-holdings.ts';

describe('assertTokensKnown', () => {
  it.each([
    [['base'], ['ETH', 'usdc', 'DEGEN', '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913']],
    [['polygon'], ['POL', 'WPOL']],
    [['solana'], ['SOL', 'bonk', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v']],
    [['base', 'ethereum', 'polygon', 'unichain', 'solana'], ['USDC']],
  ] as const)('accepts %j %j', (chains, tokens) => {
    expect(() => assertTokensKnown(chains, tokens)).not.toThrow();
  });

  it.each([
    [['polygon'], ['ETH'], "I don't know a token ETH on Polygon. Tokens there: POL, WPOL, WETH, USDC, USDT."],
    [['base', 'unichain'], ['DEGEN'], "I don't know a token DEGEN on Unichain. Tokens there: ETH, WETH, USDC, UNI."],
    [['solana'], ['ETH'], "I don't know a token ETH on Solana. Tokens there: SOL, USDC, USDT, BONK, JUP, WIF."],
  ] as const)('refuses %j %j', (chains, tokens, message) => {
    expect(() => assertTokensKnown(chains, tokens)).toThrow(expect.objectContaining({ code: 'UNKNOWN_TOKEN', message }));
  });

  it('accepts anything for "all"', () => expect(() => assertTokensKnown(['polygon'], 'all')).not.toThrow());
});
