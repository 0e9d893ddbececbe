import { getAddress, isAddress, isHex, type Address, type Hex } from 'viem';
import * as z from 'zod';

const hexData = (field: string) =>
  z.string({ error: `${field} must be a 0x-prefixed hex string` }).refine((v) => isHex(v, { strict: true }) && v.length % 2 === 0, {
    message: `${field} must be 0x-prefixed hex with an even number of digits`,
  });

/** A quantity in hex (`0x…`) or as a non-negative JSON integer; decimal strings are refused as ambiguous. */
const quantity = (field: string) =>
  z
    .union([z.string(), z.number()], { error: `${field} must be a hex quantity like 0x0` })
    .transform((value, ctx) => {
      if (typeof value === 'number') {
        if (Number.isSafeInteger(value) && value >= 0) return BigInt(value);
      } else if (/^0x[0-9a-fA-F]+$/.test(value)) {
        return BigInt(value);
      }
      ctx.addIssue({ code: 'custom', message: `${field} must be a hex quantity like 0x0 (or a non-negative integer)` });
      return z.NEVER;
    });

const address = z
  .string({ error: 'to must be an address' })
  .refine((v) => isAddress(v, { strict: false }), 'to must be a 20-byte 0x address')
  .refine((v) => isAddress(v, { strict: true }), 'to has an invalid EIP-55 checksum (use all lowercase, or the checksummed form)')
  .transform((v) => getAddress(v));

/** SPEC.md 2.3: the transaction accepted by `/agent/submit` and `eth_signTransaction`. */
export const TransactionInputSchema = z
  .object({
    to: address.describe('Target contract or recipient address.'),
    data: hexData('data').optional().describe('Calldata, 0x-prefixed hex; absent or 0x for a plain transfer.'),
    value: quantity('value').optional().describe('Native value in wei, hex; 0x0 means none.'),
    chainId: z
      .union([z.number(), z.string().regex(/^(0x[0-9a-fA-F]+|[0-9]+)$/)], { error: 'chainId must be a number such as 8453' })
      .transform((v) => Number(v))
      .refine((v) => Number.isSafeInteger(v) && v > 0, 'chainId must be a positive integer such as 8453')
      .describe('Chain id: 8453 Base, 1 Ethereum, 137 Polygon, 130 Unichain.'),
    gas: quantity('gas').optional(),
    gasPrice: quantity('gasPrice').optional(),
    maxFeePerGas: quantity('maxFeePerGas').optional(),
    maxPriorityFeePerGas: quantity('maxPriorityFeePerGas').optional(),
    nonce: quantity('nonce')
      .refine((n) => n <= BigInt(Number.MAX_SAFE_INTEGER), 'nonce is out of range')
      .optional(),
  })
  .refine((tx) => tx.gasPrice === undefined || (tx.maxFeePerGas === undefined && tx.maxPriorityFeePerGas === undefined), {
    message: 'give either gasPrice (legacy) or maxFeePerGas/maxPriorityFeePerGas (EIP-1559), not both',
    path: ['gasPrice'],
  });
export type TransactionInput = z.infer<typeof TransactionInputSchema>;

/** The request shape viem's prepareTransactionRequest takes, from validated input. */
export function toViemRequest(tx: TransactionInput): {
  to: Address;
  data?: Hex;
  value: bigint;
  gas?: bigint;
  nonce?: number;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
} {
  return {
    to: tx.to,
    ...(tx.data && tx.data !== '0x' ? { data: tx.data as Hex } : {}),
    value: tx.value ?? 0n,
    ...(tx.gas !== undefined ? { gas: tx.gas } : {}),
    ...(tx.nonce !== undefined ? { nonce: Number(tx.nonce) } : {}),
    ...(tx.gasPrice !== undefined ? { gasPrice: tx.gasPrice } : {}),
    ...(tx.maxFeePerGas !== undefined ? { maxFeePerGas: tx.maxFeePerGas } : {}),
    ...(tx.maxPriorityFeePerGas !== undefined ? { maxPriorityFeePerGas: tx.maxPriorityFeePerGas } : {}),
  };
}
