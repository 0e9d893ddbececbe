import { keccak256, validateTypedData, type TypedDataDefinition } from 'viem';
import { BadRequestError, NotFoundError } from '../errors.ts';
import type { Caller } from '../accounts/authenticate.ts';
import { recordSignature } from '../audit/record-audit.ts';
import { evmChainById } from '../chains/chains.ts';
import type { Deps } from '../deps.ts';
import { prepareTransaction } from '../transactions/prepare-transaction.ts';
import { toKmsEvmAccount } from '../wallets/kms-evm-account.ts';
import type { SignRequest } from './sign-schema.ts';

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
  deps: Pick<Deps, 'accounts' | 'keyVault' | 'chains' | 'audit' | 'clock' | 'ids' | 'logger'>,
  caller: Caller,
  request: SignRequest,
): Promise<Record<string, unknown>> {
  const account = await deps.accounts.get(caller.accountId);
  if (!account) throw new NotFoundError('ACCOUNT_NOT_FOUND', 'The account for this API key no longer exists.');
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
      const { EIP712Domain: _domainType, ...types } = request.typedData.types;
      const definition = { ...request.typedData, types } as unknown as TypedDataDefinition;
      try {
        validateTypedData(definition);
      } catch (error) {
        throw new BadRequestError('INVALID_TYPED_DATA', `typedData is not valid EIP-712: ${(error as { shortMessage?: string }).shortMessage ?? (error as Error).message}`, {
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
      const prepared = await prepareTransaction(client, signer, request.transaction);
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
      return { ...base, signedTransaction, transactionHash, chainId };
    }
  }
}
