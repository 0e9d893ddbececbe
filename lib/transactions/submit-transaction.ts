import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { isPurserError } from '../errors.ts';
import type { Caller } from '../accounts/authenticate.ts';
import { callerAccount } from '../accounts/caller-account.ts';
import type { Deps } from '../deps.ts';
import { evmChainById } from '../chains/chains.ts';
import { recordStepBroadcast } from '../audit/record-step-broadcast.ts';
import { toKmsEvmAccount } from '../wallets/kms-evm-account.ts';
import { executeStep } from './execute-step.ts';
import { submitWaitBudgetMs } from './submit-wait.ts';
import { TransactionInputSchema, refuseOtherSender, toViemRequest } from './transaction-input.ts';
import type { TxStep } from './tx-step.ts';

export const SubmitRequestSchema = z.object({
  transaction: TransactionInputSchema,
  waitForConfirmation: z.boolean({ error: 'waitForConfirmation must be true or false' }).optional().default(false),
});
export type SubmitRequest = z.infer<typeof SubmitRequestSchema>;

const toResponse = (step: TxStep, chainName: string): Record<string, unknown> => {
  const hash = step.receipt?.hash ?? step.versions.at(-1)?.hash;
  const base = { success: true, transactionHash: hash, signer: step.from, chainId: step.chainId, chain: chainName, nonce: step.nonce };
  if (!step.receipt) return { ...base, status: 'pending' };
  return { ...base, status: step.receipt.status, blockNumber: step.receipt.blockNumber, gasUsed: step.receipt.gasUsed };
};

/**
 * Signs a pre-built transaction in KMS and broadcasts it as given (SPEC.md
 * 4.6), through the transaction pipeline: the nonce comes from the wallet's
 * counter (unless the caller gave one), the signed bytes are recorded before
 * they are sent, and a stuck transaction is replaced with a higher fee while
 * the caller waits. With `waitForConfirmation` it answers after the receipt;
 * if the chain is slower than the wait, it answers `pending` with the hash.
 * The transaction is recorded in the audit log at broadcast (not at
 * confirmation), so a `pending` answer is recorded too.
 * @throws BadRequestError (unsupported chain), PermanentError (insufficient funds, a transaction the chain refuses)
 */
export async function submitTransaction(
  deps: Pick<Deps, 'accounts' | 'keyVault' | 'chains' | 'steps' | 'clock' | 'logger' | 'pipeline' | 'faults' | 'audit'>,
  caller: Caller,
  request: SubmitRequest,
): Promise<Record<string, unknown>> {
  const { transaction } = request;
  const client = deps.chains.evm(transaction.chainId);
  const chain = evmChainById(transaction.chainId)!;
  const account = await callerAccount(deps.accounts, caller.accountId);
  refuseOtherSender(transaction, account.wallets.evm.address);
  const stepId = `submit#${randomUUID()}`;
  const { to, data, value, gas, gasPrice, maxFeePerGas, maxPriorityFeePerGas, nonce } = toViemRequest(transaction);
  try {
    const step = await executeStep(deps, {
      stepId,
      accountId: caller.accountId,
      chainId: transaction.chainId,
      chainLabel: chain.label,
      client,
      signer: toKmsEvmAccount(deps.keyVault, account.wallets.evm),
      request: { to, ...(data ? { data } : {}), value, gas, gasPrice, maxFeePerGas, maxPriorityFeePerGas, nonce },
      wait: request.waitForConfirmation,
      // API Gateway ends a request at 30 s: answer `pending` with the hash before that.
      waitBudgetMs: submitWaitBudgetMs,
      onBroadcast: (broadcastStep) => recordStepBroadcast(deps, broadcastStep, { action: 'submit', keyId: caller.keyId }),
    });
    return toResponse(step, chain.name);
  } catch (error) {
    // Broadcast already happened: a chain slower than the wait is not a failure of the submit.
    const step = isPurserError(error) && error.code === 'TX_NOT_MINED' ? await deps.steps.get(stepId) : undefined;
    if (step) return { ...toResponse(step, chain.name), message: `Not confirmed yet on ${chain.label}; look the hash up later.` };
    throw error;
  }
}
