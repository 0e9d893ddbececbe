import * as z from 'zod';

/** "what's my portfolio worth": every holding on every chain, in USD, with a total. */
export const PortfolioIntentSchema = z.object({
  kind: z.literal('portfolio').describe('Value every holding on every chain in USD, with a total.'),
});
export type PortfolioIntent = z.infer<typeof PortfolioIntentSchema>;
