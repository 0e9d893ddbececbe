import * as z from 'zod';

export const EvmChainNameSchema = z.enum(['base', 'ethereum', 'polygon', 'unichain']);

/** Every chain Purser supports, EVM and Solana, as prompts and responses name them. */
export const ChainNameSchema = z.enum(['base', 'ethereum', 'polygon', 'unichain', 'solana']);

/**
 * A question asked of the balances read ("is my USDT over 500", "would my DAI cover a 200 DAI swap", "can I afford $50
 * of AERO", "enough ETH for gas"): the answer is yes or no, with the balance it is judged on. Never a move.
 */
export const HoldingCheckSchema = z.object({
  test: z
    .enum(['at-least', 'more-than', 'less-than', 'gas'])
    .describe('How the balance is judged: against `amount` (at least / more than / less than it), or against the gas of a swap on its chain.'),
  amount: z
    .string()
    .regex(/^\d+(?:\.\d+)?$/)
    .optional()
    .describe('The amount the balance is compared with, a plain decimal in `unit`; absent for the gas test.'),
  unit: z
    .string()
    .min(1)
    .optional()
    .describe('What `amount` counts: "USD", or a token key (USDC, ETH, AERO). A unit other than the held token is compared in dollars.'),
});
export type HoldingCheck = z.infer<typeof HoldingCheckSchema>;

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
  check: HoldingCheckSchema.optional().describe('A yes/no question about the balances read ("is my USDT over 500"), answered with them.'),
});
export type BalanceReadIntent = z.infer<typeof BalanceReadIntentSchema>;
