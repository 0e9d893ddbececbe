import * as z from 'zod';

export const EvmChainNameSchema = z.enum(['base', 'ethereum', 'polygon', 'unichain']);

/** Every chain Purser supports, EVM and Solana, as prompts and responses name them. */
export const ChainNameSchema = z.enum(['base', 'ethereum', 'polygon', 'unichain', 'solana']);

/**
 * The narrow service-core shape ("what is my ETH balance on base"), kept for
 * `lib/agent/interpret.ts` and `readBalances` until they move to
 * `BalanceReadIntentSchema`.
 */
export const BalanceIntentSchema = z.object({
  kind: z.literal('balance').describe('Read the wallet balance of one token.'),
  token: z.string().min(1).describe('Token symbol as the person wrote it, upper-cased (ETH, POL, USDC, ...).'),
  chains: z
    .array(EvmChainNameSchema)
    .min(1)
    .describe('Chains to read. When the prompt names none, every chain where the token can be read.'),
  chainNamed: z.boolean().describe('Whether the prompt named the chain (otherwise the answer covers every chain).'),
});
export type BalanceIntent = z.infer<typeof BalanceIntentSchema>;

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
