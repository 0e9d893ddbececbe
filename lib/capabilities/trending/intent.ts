import * as z from 'zod';
import { ChainNameSchema } from '../balances/intent.ts';

/** "what's trending on base": tokens by recent swap volume. */
export const TrendingIntentSchema = z.object({
  kind: z.literal('trending').describe('Tokens with the most recent swap volume.'),
  chains: z.array(ChainNameSchema).min(1).describe('Chains to rank: the one named, or every chain when none is named (a read).'),
  limit: z.number().int().min(1).max(50).optional().describe('How many to show per chain ("top 5", "limit=5"); 10 when not said.'),
});
export type TrendingIntent = z.infer<typeof TrendingIntentSchema>;
