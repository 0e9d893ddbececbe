import type { SolanaChainInfo } from './types.ts';

/** Solana with its SPL tokens at their mainnet mints (the sandbox creates them there too). */
export const solanaChain: SolanaChainInfo = {
  kind: 'solana',
  name: 'solana',
  label: 'Solana',
  nativeSymbol: 'SOL',
  nativeDecimals: 9,
  aliases: ['sol'],
  tokens: [
    { symbol: 'USDC', name: 'USD Coin', decimals: 6, mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' },
    { symbol: 'USDT', name: 'USDT', decimals: 6, mint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB' },
    { symbol: 'BONK', name: 'Bonk', decimals: 5, mint: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263' },
    { symbol: 'JUP', name: 'Jupiter', decimals: 6, mint: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN' },
    { symbol: 'WIF', name: 'dogwifhat', decimals: 6, mint: 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm' },
  ],
};
