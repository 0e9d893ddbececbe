import * as z from 'zod';
import { ChainNameSchema } from '../balances/intent.ts';

/** "what's trending on base": tokens by recent swap volume. */
export const TrendingIntentSchema = z.object({
  kind: z.literal('trending').describe('Tokens with the most recent swap volume.'),
  chains: z.array(ChainNameSchema).min(1).describe('Chains to rank: the one named, or every chain when none is named (a read).'),
});
export type TrendingIntent = z.infer<typeof TrendingIntentSchema>;
