import * as z from 'zod';
import { ChainNameSchema } from '../../balances/intent.ts';

/** The most recipients one batch sends to: each is a transaction of its own, and the whole batch is checked before the first. */
export const maxBatchRecipients = 20;

/** One transfer of a batch. */
export const BatchTransferSchema = z.object({
  to: z
    .string()
    .min(1)
    .describe(
      'Recipient exactly as written: an EVM address with a valid checksum, an ENS name or Basename (alice.eth, carol.base.eth; EVM chains only, resolved when the job runs), or a Solana base58 address on solana.',
    ),
  amount: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .describe('Exact decimal amount of the token this recipient gets, as written ("2", "0.5").'),
});
export type BatchTransfer = z.infer<typeof BatchTransferSchema>;

/** "send 2 USDC each to 0x…, 0x… and 0x… on base": one token on one chain to several recipients, each its own transfer. */
export const TransferBatchIntentSchema = z.object({
  kind: z.literal('transfer-batch').describe('Send one token to several addresses, one transaction per recipient, in the order written.'),
  chain: ChainNameSchema.describe('The chain to send on: named in the prompt, or implied by Solana recipients; never guessed.'),
  token: z.string().min(1).describe('Registry symbol on that chain (ETH, POL, SOL, USDC, ...), the same for every transfer.'),
  transfers: z
    .array(BatchTransferSchema)
    .min(2)
    .max(maxBatchRecipients)
    .describe(`The transfers in the order they are sent: 2 to ${maxBatchRecipients} recipients.`),
});
export type TransferBatchIntent = z.infer<typeof TransferBatchIntentSchema>;
