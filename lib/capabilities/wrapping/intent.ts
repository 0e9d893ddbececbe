import * as z from 'zod';
import { ChainNameSchema } from '../balances/intent.ts';
import { AmountSchema } from '../transfers/intent.ts';

/** "wrap 1 eth on base", "convert 2 pol to wpol", "swap eth to weth on base": the native token into its wrapped form, one for one. */
export const WrapIntentSchema = z.object({
  kind: z.literal('wrap').describe("Wrap the chain's native token into its wrapped token (ETH → WETH, POL → WPOL), one for one."),
  chain: ChainNameSchema.describe(
    'The chain to wrap on, as named in the prompt or its answer (or the only chain whose native token was named); never guessed.',
  ),
  token: z.string().min(1).describe("The chain's native token symbol (ETH, POL, SOL): what is wrapped."),
  amount: AmountSchema.describe('How much of the native token to wrap: exact, a dollar value, or a share of the balance ("half", "all").'),
});
export type WrapIntent = z.infer<typeof WrapIntentSchema>;

/** "unwrap all my weth on ethereum", "sell 0.1 weth for eth on base": the wrapped token back into the native one, one for one. */
export const UnwrapIntentSchema = z.object({
  kind: z.literal('unwrap').describe("Unwrap the chain's wrapped native token back into the native token (WETH → ETH, WPOL → POL), one for one."),
  chain: ChainNameSchema.describe(
    'The chain to unwrap on, as named in the prompt or its answer (or the only chain whose wrapped token was named); never guessed.',
  ),
  token: z.string().min(1).describe("The chain's wrapped native token symbol (WETH, WPOL, WSOL): what is unwrapped."),
  amount: AmountSchema.describe('How much of the wrapped token to unwrap: exact, a dollar value, or a share of the balance ("half", "all").'),
});
export type UnwrapIntent = z.infer<typeof UnwrapIntentSchema>;
