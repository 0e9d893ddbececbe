import { keccak256, validateTypedData, type TypedDataDefinition } from 'viem';
import { BadRequestError, NotFoundError } from '../errors.ts';
import type { Caller } from '../accounts/authenticate.ts';
import type { Deps } from '../deps.ts';
import { prepareTransaction } from '../transactions/prepare-transaction.ts';
import { toKmsEvmAccount } from '../wallets/kms-evm-account.ts';
import type { SignRequest } from './sign-schema.ts';

/**
 * Signs with the caller's EVM wallet in KMS: one Sign call per signature.
 * Transactions are completed from the chain (nonce, fees, gas) where the
 * caller left fields out, and signed without broadcasting.
 * @throws BadRequestError for typed data viem cannot encode; chain errors when preparing a transaction.
 */
export async function signRequest(
  deps: Pick<Deps, 'accounts' | 'keyVault' | 'chains'>,
  caller: Caller,
  request: SignRequest,
): Promise<Record<string, unknown>> {
  const account = await deps.accounts.get(caller.accountId);
  if (!account) throw new NotFoundError('ACCOUNT_NOT_FOUND', 'The account for this API key no longer exists.');
  const signer = toKmsEvmAccount(deps.keyVault, account.wallets.evm);
  const base = { success: true, signer: signer.address, signatureType: request.type, type: request.type };
  switch (request.type) {
    case 'personal_sign':
      return { ...base, signature: await signer.signMessage({ message: request.message }) };
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
      return { ...base, signature: await signer.signTypedData(definition) };
    }
    case 'eth_signTransaction': {
      const client = deps.chains.evm(request.transaction.chainId);
      const prepared = await prepareTransaction(client, signer, request.transaction);
      const signedTransaction = await signer.signTransaction(prepared);
      return { ...base, signedTransaction, transactionHash: keccak256(signedTransaction), chainId: request.transaction.chainId };
    }
  }
}
