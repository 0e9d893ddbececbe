import * as z from 'zod';
import { ChainNameSchema } from '../balances/intent.ts';
import { AmountSchema } from '../transfers/intent.ts';

/**
 * "swp 5 usdc->eth base", "buy $20 of degen with usdc", "sell half my eth".
 * `side` says which token `amount` measures: `sell` is exact-in (the amount
 * of `tokenIn` to spend; every `usd` and `fraction` amount is of `tokenIn`),
 * `buy` is exact-out (an exact amount of `tokenOut` to receive, as in "buy
 * 100 degen with usdc"). A buy that names no funding token is asked about,
 * never defaulted.
 */
export const SwapIntentSchema = z.object({
  kind: z.literal('swap').describe('Swap one token for another on one chain.'),
  chain: ChainNameSchema.describe('The chain to swap on, as named in the prompt or its answer; never guessed.'),
  tokenIn: z.string().min(1).describe('Registry symbol of the token the wallet spends.'),
  tokenOut: z.string().min(1).describe('Registry symbol of the token the wallet receives.'),
  amount: AmountSchema.describe('How much: of tokenIn when side is sell, of tokenOut when side is buy (exact only).'),
  side: z.enum(['sell', 'buy']).describe('sell: amount is spent (exact-in); buy: amount is received (exact-out).'),
  slippageBps: z.number().int().min(1).max(5000).describe('Slippage limit in basis points; 100 (1%) unless the prompt sets it.'),
});
export type SwapIntent = z.infer<typeof SwapIntentSchema>;
