import * as z from 'zod';
import { EvmChainNameSchema } from '../balances/intent.ts';

/** "send 0.01 ETH to 0x… on base": the chain's native token, an exact amount, one recipient. */
export const TransferIntentSchema = z.object({
  kind: z.literal('transfer').describe('Send the native token from the wallet to one address.'),
  token: z.string().min(1).describe('Token symbol as written, upper-cased; must be the chain’s native token for now.'),
  amount: z.string().regex(/^\d+(\.\d+)?$/).describe('Exact decimal amount of the token, as written.'),
  to: z.string().regex(/^0x[0-9a-fA-F]{40}$/).describe('Recipient EVM address, exactly as written (checked for its checksum).'),
  chain: EvmChainNameSchema.describe('The chain the prompt named; never guessed.'),
});
export type TransferIntent = z.infer<typeof TransferIntentSchema>;
