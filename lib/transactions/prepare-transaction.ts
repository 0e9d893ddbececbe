import type { LocalAccount, PublicClient, TransactionSerializable } from 'viem';
import { toChainError } from '../chains/rpc-error.ts';
import { evmChainById } from '../chains/chains.ts';
import { toViemRequest, type TransactionInput } from './transaction-input.ts';

/**
 * Fills what the caller left out (nonce from the pending count, fees from the
 * chain, gas by estimation) and returns a transaction ready to sign. Fields
 * the caller gave are kept exactly as given.
 * @throws PurserError mapped from the chain (unreachable RPC, a call that reverts, insufficient funds)
 */
export async function prepareTransaction(client: PublicClient, account: LocalAccount, tx: TransactionInput): Promise<TransactionSerializable> {
  const label = evmChainById(tx.chainId)?.label ?? `chain ${tx.chainId}`;
  try {
    const prepared = await client.prepareTransactionRequest({
      account,
      chain: client.chain,
      ...toViemRequest(tx),
      nonceManager: undefined,
    } as Parameters<PublicClient['prepareTransactionRequest']>[0]);
    const { account: _account, from: _from, ...serializable } = prepared as unknown as TransactionSerializable & { account?: unknown; from?: unknown };
    return { ...serializable, chainId: tx.chainId } as TransactionSerializable;
  } catch (error) {
    throw toChainError(error, label);
  }
}
