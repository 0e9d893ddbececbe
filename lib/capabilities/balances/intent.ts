import * as z from 'zod';

export const EvmChainNameSchema = z.enum(['base', 'ethereum', 'polygon', 'unichain']);

/** "what is my ETH balance on base": which token, on which chains. */
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
