import { WaitForTransactionReceiptTimeoutError } from 'viem';
import * as z from 'zod';
import { NotFoundError } from '../errors.ts';
import type { Caller } from '../accounts/authenticate.ts';
import type { Deps } from '../deps.ts';
import { evmChainById } from '../chains/chains.ts';
import { toChainError } from '../chains/rpc-error.ts';
import { toKmsEvmAccount } from '../wallets/kms-evm-account.ts';
import { keyedMutex } from './keyed-mutex.ts';
import { prepareTransaction } from './prepare-transaction.ts';
import { TransactionInputSchema } from './transaction-input.ts';

export const SubmitRequestSchema = z.object({
  transaction: TransactionInputSchema,
  waitForConfirmation: z.boolean({ error: 'waitForConfirmation must be true or false' }).optional().default(false),
});
export type SubmitRequest = z.infer<typeof SubmitRequestSchema>;

const perWallet = keyedMutex();
const receiptTimeoutMs = 120_000;

/**
 * Signs a pre-built transaction in KMS and broadcasts it as given (SPEC.md
 * 4.6). Nonce reads and broadcasts of one wallet on one chain are serialised
 * so concurrent submits do not collide. With `waitForConfirmation` it answers
 * after the receipt.
 * @throws BadRequestError (unsupported chain), chain errors (insufficient funds, reverted estimation, RPC down)
 */
export async function submitTransaction(
  deps: Pick<Deps, 'accounts' | 'keyVault' | 'chains'>,
  caller: Caller,
  request: SubmitRequest,
): Promise<Record<string, unknown>> {
  const { transaction } = request;
  const client = deps.chains.evm(transaction.chainId);
  const label = evmChainById(transaction.chainId)!.label;
  const account = await deps.accounts.get(caller.accountId);
  if (!account) throw new NotFoundError('ACCOUNT_NOT_FOUND', 'The account for this API key no longer exists.');
  const signer = toKmsEvmAccount(deps.keyVault, account.wallets.evm);
  const hash = await perWallet(`${signer.address}:${transaction.chainId}`, async () => {
    const prepared = await prepareTransaction(client, signer, transaction);
    const signed = await signer.signTransaction(prepared);
    try {
      return await client.sendRawTransaction({ serializedTransaction: signed });
    } catch (error) {
      throw toChainError(error, label);
    }
  });
  const base = { success: true, transactionHash: hash, signer: signer.address, chainId: transaction.chainId, chain: evmChainById(transaction.chainId)!.name };
  if (!request.waitForConfirmation) return { ...base, status: 'pending' };
  try {
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: receiptTimeoutMs });
    return {
      ...base,
      status: receipt.status === 'success' ? 'success' : 'reverted',
      blockNumber: receipt.blockNumber.toString(),
      gasUsed: receipt.gasUsed.toString(),
    };
  } catch (error) {
    // Broadcast already happened: a slow chain is not a failure of the submit.
    if (error instanceof WaitForTransactionReceiptTimeoutError) {
      return { ...base, status: 'pending', message: `Not confirmed within ${receiptTimeoutMs / 1000} s; look the hash up on ${label}.` };
    }
    throw toChainError(error, label);
  }
}
