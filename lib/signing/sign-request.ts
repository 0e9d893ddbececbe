import { keccak256, validateTypedData, type TypedDataDefinition } from 'viem';
import { BadRequestError } from '../errors.ts';
import type { Caller } from '../accounts/authenticate.ts';
import { callerAccount } from '../accounts/caller-account.ts';
import { recordSignature } from '../audit/record-audit.ts';
import { evmChainById } from '../chains/chains.ts';
import type { Deps } from '../deps.ts';
import { prepareTransaction } from '../transactions/prepare-transaction.ts';
import { refuseOtherSender } from '../transactions/transaction-input.ts';
import { toKmsEvmAccount } from '../wallets/kms-evm-account.ts';
import type { SignRequest } from './sign-schema.ts';
import { typedDataProblem } from './typed-data-check.ts';
import { offlineLimits, transactionLimitProblem, type LimitProblem } from '../transactions/transaction-limits.ts';

/** @throws BadRequestError naming the field of a transaction that could never be mined as it stands. */
/** The most typed data signed at once, as JSON: orders and permits are a few kilobytes; Seaport's bulk orders stay well under. */
export const maxTypedDataChars = 64 * 1024;

function refuseUnminable(problem: LimitProblem | undefined): void {
  if (problem) throw new BadRequestError(problem.code, problem.message, { details: { field: `transaction.${problem.field}` } });
}

/**
 * Signs with the caller's EVM wallet in KMS: one Sign call per signature.
 * Transactions are completed from the chain (nonce, fees, gas) where the
 * caller left fields out, and signed without broadcasting.
 * Each signature is recorded in the audit log (key, action, the transaction
 * hash; never the message or the signature) before it is returned.
 * @throws BadRequestError for typed data viem cannot encode; chain errors when preparing a transaction;
 *   TransientError `AUDIT_UNAVAILABLE` when the audit entry cannot be written (the signature is withheld).
 */
export async function signRequest(
  deps: Pick<Deps, 'accounts' | 'keyVault' | 'chains' | 'audit' | 'clock' | 'ids' | 'logger' | 'pipeline'>,
  caller: Caller,
  request: SignRequest,
): Promise<Record<string, unknown>> {
  const account = await callerAccount(deps.accounts, caller.accountId);
  const signer = toKmsEvmAccount(deps.keyVault, account.wallets.evm);
  const base = { success: true, signer: signer.address, signatureType: request.type, type: request.type };
  const who = { accountId: caller.accountId, keyId: caller.keyId };
  switch (request.type) {
    case 'personal_sign': {
      const signature = await signer.signMessage({ message: request.message });
      await recordSignature(deps, { ...who, action: 'sign.personal_sign', details: { messageLength: request.message.length } });
      return { ...base, signature };
    }
    case 'eth_signTypedData_v4': {
      // Checking and hashing take time in proportion: a bound keeps one request from holding the server for seconds.
      const size = JSON.stringify(request.typedData).length;
      if (size > maxTypedDataChars) {
        throw new BadRequestError('TYPED_DATA_TOO_LARGE', `typedData is ${size} characters as JSON; at most ${maxTypedDataChars} are signed.`, {
          details: { field: 'typedData' },
        });
      }
      const problem = typedDataProblem(request.typedData);
      if (problem) throw new BadRequestError('INVALID_TYPED_DATA', problem.message, { details: { field: problem.field } });
      const { EIP712Domain: _domainType, ...types } = request.typedData.types;
      const definition = { ...request.typedData, types } as unknown as TypedDataDefinition;
      try {
        // A second line behind the checks above: whatever viem still refuses is a 400 too, never a raw error text.
        validateTypedData(definition);
      } catch (error) {
        throw new BadRequestError('INVALID_TYPED_DATA', 'typedData is not valid EIP-712 typed data; check its types against its message.', {
          details: { field: 'typedData' },
          cause: error,
        });
      }
      const signature = await signer.signTypedData(definition);
      await recordSignature(deps, { ...who, action: 'sign.typed_data', details: { primaryType: request.typedData.primaryType } });
      return { ...base, signature };
    }
    case 'eth_signTransaction': {
      const client = deps.chains.evm(request.transaction.chainId);
      const { transaction } = request;
      refuseOtherSender(transaction, signer.address);
      const gasAndFees = (gas: bigint | undefined, gasPrice: bigint | undefined, maxFeePerGas: bigint | undefined) => ({
        ...(transaction.data ? { data: transaction.data as `0x${string}` } : {}),
        value: transaction.value ?? 0n,
        gas,
        gasPrice,
        maxFeePerGas,
      });
      // A signature of a transaction no chain could mine is refused, as the submit path refuses to send one.
      refuseUnminable(
        transactionLimitProblem(gasAndFees(transaction.gas, transaction.gasPrice, transaction.maxFeePerGas), offlineLimits(deps.pipeline.feeCeilingWei)),
      );
      const [prepared, block] = await Promise.all([prepareTransaction(client, signer, transaction), client.getBlock({ blockTag: 'latest' })]);
      refuseUnminable(transactionLimitProblem(gasAndFees(prepared.gas, undefined, undefined), { blockGasLimit: block.gasLimit }));
      const signedTransaction = await signer.signTransaction(prepared);
      const transactionHash = keccak256(signedTransaction);
      const chainId = request.transaction.chainId;
      await recordSignature(deps, {
        ...who,
        action: 'sign.transaction',
        chain: evmChainById(chainId)?.name ?? String(chainId),
        chainId,
        transactionHash,
        details: { to: request.transaction.to, ...(prepared.nonce === undefined ? {} : { nonce: prepared.nonce }) },
      });
      // `signature` beside SPEC's `signedTransaction`: the published bankr client prints `signature` for every type.
      return { ...base, signedTransaction, signature: signedTransaction, transactionHash, chainId };
    }
  }
}
