import * as z from 'zod';

export const EvmChainNameSchema = z.enum(['base', 'ethereum', 'polygon', 'unichain']);

/** Every chain Purser supports, EVM and Solana, as prompts and responses name them. */
export const ChainNameSchema = z.enum(['base', 'ethereum', 'polygon', 'unichain', 'solana']);

/** "yo whats my eth bal on base", "show my balances": which tokens, on which chains. */
export const BalanceReadIntentSchema = z.object({
  kind: z.literal('balance').describe('Read wallet balances.'),
  chains: z
    .array(ChainNameSchema)
    .min(1)
    .describe('Chains to read. When the prompt names none: every chain where one of the tokens exists (all chains for "all").'),
  tokens: z
    .union([z.array(z.string().min(1)).min(1), z.literal('all')])
    .describe('Registry symbols (ETH, POL, SOL, USDC, cbBTC, ...), or "all" for every holding.'),
});
export type BalanceReadIntent = z.infer<typeof BalanceReadIntentSchema>;
