import * as z from 'zod';
import { ChainNameSchema } from '../balances/intent.ts';

/** "eth price", "how much is bonk", "prices of eth and sol": USD prices of one or a few tokens. */
export const PriceIntentSchema = z.object({
  kind: z.literal('price').describe('The USD price of each token named.'),
  tokens: z.array(z.string().min(1)).min(1).max(10).describe('Registry symbols (ETH, POL, SOL, DEGEN, ...), in the order named.'),
  chain: ChainNameSchema.optional().describe('The chain the prompt named, if any.'),
});
export type PriceIntent = z.infer<typeof PriceIntentSchema>;

/** "what is 0x4ed4…": a token by contract address or mint (name, symbol, decimals, price, liquidity). */
export const LookupIntentSchema = z.object({
  kind: z.literal('lookup').describe('Describe a token given by contract address or mint.'),
  address: z.string().min(1).describe('EVM contract address or Solana mint, exactly as written.'),
  chain: ChainNameSchema.optional().describe('The chain named in the prompt, or solana for a mint; otherwise absent.'),
});
export type LookupIntent = z.infer<typeof LookupIntentSchema>;
