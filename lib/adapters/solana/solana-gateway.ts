/**
 * The web3.js v1 adapter of the Solana port (`lib/chains/solana-gateway.ts`):
 * every call's error becomes one of ours (see solana-error.ts).
 */
import { Connection, TransactionExpiredBlockheightExceededError } from '@solana/web3.js';
import type { SolanaGateway } from '../../chains/solana-gateway.ts';
import { PermanentError } from '../../errors.ts';
import { toSolanaError } from './solana-error.ts';

/** Where the adapter reaches the cluster. */
export interface SolanaGatewayOptions {
  readonly rpcUrl: string;
  /** WebSocket URL for confirmations; web3.js derives RPC port + 1 without it. */
  readonly wsUrl?: string;
}

/**
 * Builds the web3.js adapter of {@link SolanaGateway}, at `confirmed` commitment.
 * @param options the RPC URL and optional WebSocket URL.
 */
export function solanaGateway(options: SolanaGatewayOptions): SolanaGateway {
  const connection = new Connection(options.rpcUrl, {
    commitment: 'confirmed',
    ...(options.wsUrl === undefined ? {} : { wsEndpoint: options.wsUrl }),
  });
  const call = async <T>(action: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toSolanaError(error, action);
    }
  };
  return {
    rpcUrl: options.rpcUrl,
    getSlot: () => call('reading the slot', () => connection.getSlot()),
    getBalance: (owner) => call('reading a balance', async () => BigInt(await connection.getBalance(owner))),
    getParsedAccount: (address) => call('reading an account', async () => (await connection.getParsedAccountInfo(address)).value),
    getParsedTokenAccounts: (owner, filter) =>
      call('reading token accounts', async () => (await connection.getParsedTokenAccountsByOwner(owner, filter)).value),
    getSignaturesForAddress: (address, options) => call('reading signatures', () => connection.getSignaturesForAddress(address, options, 'confirmed')),
    getTransaction: (signature) =>
      call('reading a transaction', () => connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 })),
    getAccounts: (addresses) => call('reading accounts', () => connection.getMultipleAccountsInfo([...addresses])),
    getRentExemption: (size) => call('reading the rent minimum', async () => BigInt(await connection.getMinimumBalanceForRentExemption(size))),
    getLatestBlockhash: () => call('fetching a recent blockhash', () => connection.getLatestBlockhash()),
    getFee: (message) =>
      call('estimating the fee', async () => {
        const { value } = await connection.getFeeForMessage(message);
        // null: the node no longer knows the message's blockhash; the caller fetched it moments ago, so retry.
        if (value === null) throw new Error('the node did not know the fee for this message');
        return BigInt(value);
      }),
    getBlockHeight: () =>
      call('reading the block height', async () => {
        // One answer for both: the height and the slot it was read at, from the same node.
        const { blockHeight, absoluteSlot } = await connection.getEpochInfo();
        if (blockHeight === undefined) throw new Error('the node did not say its block height');
        return { height: blockHeight, slot: absoluteSlot };
      }),
    getSignatureStatus: (signature) =>
      call('looking up a transaction', async () => {
        const { context, value } = await connection.getSignatureStatus(signature, { searchTransactionHistory: true });
        return { status: value, slot: context.slot };
      }),
    sendRawTransaction: (wire) => call('sending a transaction', () => connection.sendRawTransaction(wire, { preflightCommitment: 'confirmed', maxRetries: 5 })),
    confirmTransaction: (input) =>
      call('confirming a transaction', async () => {
        try {
          const { context, value } = await connection.confirmTransaction(input, 'confirmed');
          if (value.err !== null) {
            throw new PermanentError(
              'SOLANA_TRANSACTION_FAILED',
              `Transaction ${input.signature} landed on Solana but failed (${JSON.stringify(value.err)}); only its fee was spent.`,
              {
                details: { signature: input.signature, err: value.err },
              },
            );
          }
          return { status: 'confirmed', slot: context.slot } as const;
        } catch (error) {
          if (error instanceof TransactionExpiredBlockheightExceededError) return { status: 'expired' } as const;
          throw error;
        }
      }),
  };
}
