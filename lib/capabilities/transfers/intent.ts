import * as z from 'zod';
import { ChainNameSchema, EvmChainNameSchema } from '../balances/intent.ts';

/**
 * The narrow service-core shape ("send 0.01 ETH to 0x… on base"), kept for
 * `lib/agent/interpret.ts` and `sendNative` until they move to
 * `TokenTransferIntentSchema`.
 */
export const TransferIntentSchema = z.object({
  kind: z.literal('transfer').describe('Send the native token from the wallet to one address.'),
  token: z.string().min(1).describe('Token symbol as written, upper-cased; must be the chain’s native token for now.'),
  amount: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .describe('Exact decimal amount of the token, as written.'),
  to: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .describe('Recipient EVM address, exactly as written (checked for its checksum).'),
  chain: EvmChainNameSchema.describe('The chain the prompt named; never guessed.'),
});
export type TransferIntent = z.infer<typeof TransferIntentSchema>;

/** How much: an exact token amount, a dollar value, or a share of the balance. Shared by swaps and transfers. */
export const AmountSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('exact').describe('An exact token amount.'),
    value: z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .describe('Decimal amount of the token, commas removed ("1,000.5" is "1000.5").'),
  }),
  z.object({
    kind: z.literal('usd').describe('A dollar value, converted at the current price ("$20 of", "20 dollars of").'),
    value: z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .describe('Decimal dollar amount.'),
  }),
  z.object({
    kind: z.literal('fraction').describe('A share of the wallet balance of the token ("half", "25%", "all", "max").'),
    value: z.number().gt(0).lte(1).describe('0.5 for half, 0.25 for 25%, 1 for all or max.'),
  }),
]);
export type Amount = z.infer<typeof AmountSchema>;

/** "send 5 usdc to 0x… on base": any registry token, any amount form, one validated recipient. */
export const TokenTransferIntentSchema = z.object({
  kind: z.literal('transfer').describe('Send a token from the wallet to one address.'),
  chain: ChainNameSchema.describe('The chain to send on: named in the prompt, or implied by a Solana recipient; never guessed.'),
  token: z.string().min(1).describe('Registry symbol on that chain (ETH, POL, SOL, USDC, ...).'),
  amount: AmountSchema.describe('How much to send.'),
  to: z
    .string()
    .min(1)
    .describe(
      'Recipient exactly as written: an EVM address with a valid checksum, an ENS name or Basename (vitalik.eth, carol.base.eth; EVM chains only, resolved when the job runs), or a Solana base58 address on solana.',
    ),
  toSelfConfirmed: z
    .literal(true)
    .optional()
    .describe("Set only by the service, when the person answered yes to sending to their own wallet; never read from a prompt's words."),
});
export type TokenTransferIntent = z.infer<typeof TokenTransferIntentSchema>;
