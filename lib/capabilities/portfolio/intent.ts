import * as z from 'zod';
import { ChainNameSchema } from '../balances/intent.ts';

/** "what's my portfolio worth": every holding on every chain, in USD, with a total; "how much is my UNI worth": one holding's. */
export const PortfolioIntentSchema = z.object({
  kind: z.literal('portfolio').describe('Value every holding on every chain in USD, with a total.'),
  tokens: z
    .array(z.string().min(1))
    .min(1)
    .optional()
    .describe('Registry symbols to value ("how much is my UNI worth"), each stated as balance × price; every holding when absent.'),
  chains: z.array(ChainNameSchema).min(1).optional().describe('Chains to value; every supported chain when absent.'),
});
export type PortfolioIntent = z.infer<typeof PortfolioIntentSchema>;
