import { getAddress, isAddress, isHex, type Address, type Hex } from 'viem';
import * as z from 'zod';
import { BadRequestError } from '../errors.ts';

const hexData = (field: string) =>
  z.string({ error: `${field} must be a 0x-prefixed hex string` }).refine((v) => isHex(v, { strict: true }) && v.length % 2 === 0, {
    message: `${field} must be 0x-prefixed hex with an even number of digits`,
  });

const max256 = 2n ** 256n - 1n;
const max64 = 2n ** 64n - 1n;

/**
 * A quantity in base units (wei, gas units, a nonce): hex (`0x…`), a string of decimal digits (as the published
 * client sends `--value <wei>`), or a non-negative JSON integer; at most `max` (the field's width on the wire: 256
 * bits for value and fees, 64 for gas, 2^64 − 2 for a nonce by EIP-2681). A decimal point is refused: "0.1" is
 * not a number of wei, and reading it as 0.1 ETH would be a guess.
 */
const quantity = (field: string, max = max256, maxText = '2^256 − 1') =>
  z.union([z.string(), z.number()], { error: `${field} must be a hex quantity like 0x0` }).transform((value, ctx) => {
    let n: bigint | undefined;
    if (typeof value === 'number') {
      if (Number.isSafeInteger(value) && value >= 0) n = BigInt(value);
    } else if (/^0x[0-9a-fA-F]{1,80}$/.test(value) || /^[0-9]{1,80}$/.test(value)) {
      n = BigInt(value);
    } else if (/^[0-9]*\.[0-9]+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: `${field} is in base units (wei) and takes a whole number; ${value} has a decimal point` });
      return z.NEVER;
    }
    if (n === undefined) {
      ctx.addIssue({ code: 'custom', message: `${field} must be a hex quantity like 0x0 (or a non-negative integer)` });
      return z.NEVER;
    }
    if (n > max) {
      ctx.addIssue({ code: 'custom', message: `${field} must be at most ${maxText}` });
      return z.NEVER;
    }
    return n;
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
    from: address.optional().describe("The sender; optional, and when given it must be the account's own EVM wallet."),
    data: hexData('data').optional().describe('Calldata, 0x-prefixed hex; absent or 0x for a plain transfer.'),
    value: quantity('value').optional().describe('Native value in wei: hex (0x0 means none) or decimal digits.'),
    chainId: z
      .union([z.number(), z.string().regex(/^(0x[0-9a-fA-F]+|[0-9]+)$/)], { error: 'chainId must be a number such as 8453' })
      .transform((v) => Number(v))
      .refine((v) => Number.isSafeInteger(v) && v > 0, 'chainId must be a positive integer such as 8453')
      .describe('Chain id: 8453 Base, 1 Ethereum, 137 Polygon, 130 Unichain.'),
    // A gas limit too low for the transaction is refused by the pipeline, which knows the calldata's intrinsic gas.
    gas: quantity('gas', max64, '2^64 − 1').optional(),
    gasPrice: quantity('gasPrice').optional(),
    maxFeePerGas: quantity('maxFeePerGas').optional(),
    maxPriorityFeePerGas: quantity('maxPriorityFeePerGas').optional(),
    // EIP-2681 caps a nonce at 2^64 − 2; one that a JavaScript number cannot hold exactly is refused long before.
    nonce: quantity('nonce', BigInt(Number.MAX_SAFE_INTEGER), '2^53 − 1').optional(),
  })
  .refine((tx) => tx.gasPrice === undefined || (tx.maxFeePerGas === undefined && tx.maxPriorityFeePerGas === undefined), {
    message: 'give either gasPrice (legacy) or maxFeePerGas/maxPriorityFeePerGas (EIP-1559), not both',
    path: ['gasPrice'],
  })
  .refine((tx) => tx.maxFeePerGas === undefined || tx.maxPriorityFeePerGas === undefined || tx.maxPriorityFeePerGas <= tx.maxFeePerGas, {
    message: 'maxPriorityFeePerGas must not be more than maxFeePerGas',
    path: ['maxPriorityFeePerGas'],
  });
export type TransactionInput = z.infer<typeof TransactionInputSchema>;

/**
 * A `from` that is not the wallet that signs is refused, never ignored: the
 * caller meant another sender, and a transaction from this wallet is not what
 * they asked for.
 * @throws BadRequestError `FROM_MISMATCH`.
 */
export function refuseOtherSender(transaction: Pick<TransactionInput, 'from'>, wallet: Address): void {
  if (transaction.from !== undefined && transaction.from !== getAddress(wallet)) {
    throw new BadRequestError(
      'FROM_MISMATCH',
      `transaction.from ${transaction.from} is not this account's EVM wallet ${getAddress(wallet)}; leave from out, or give that address.`,
      {
        details: { field: 'transaction.from', wallet: getAddress(wallet) },
      },
    );
  }
}

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
