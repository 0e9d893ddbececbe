/**
 * The Solana port and its web3.js v1 adapter. Use cases read accounts, fees
 * and blockhashes, send signed bytes and wait for them through this small
 * surface, and only ever see our errors (see solana-error.ts).
 */
import {
  Connection,
  TransactionExpiredBlockheightExceededError,
  type AccountInfo,
  type BlockhashWithExpiryBlockHeight,
  type PublicKey,
  type SignatureStatus,
  type VersionedMessage,
} from '@solana/web3.js';
import { PermanentError } from '../../errors.ts';
import { toSolanaError } from './solana-error.ts';

/** What confirming a transaction found. */
export type SolanaConfirmation = { readonly status: 'confirmed'; readonly slot: number } | { readonly status: 'expired' };

/** Port to a Solana cluster. Every method throws our errors: `TransientError` when the RPC is unreachable. */
export interface SolanaGateway {
  /** The web3.js connection underneath, for what the port does not cover. Its errors are web3.js's own. */
  connection(): Connection;
  /** The accounts at `addresses` (null where none exists), in one request. */
  getAccounts(addresses: readonly PublicKey[]): Promise<(AccountInfo<Buffer> | null)[]>;
  /** Lamports an account of `size` bytes needs to be rent-exempt. */
  getRentExemption(size: number): Promise<bigint>;
  getLatestBlockhash(): Promise<BlockhashWithExpiryBlockHeight>;
  /** The fee of a compiled message, in lamports. */
  getFee(message: VersionedMessage): Promise<bigint>;
  getBlockHeight(): Promise<number>;
  /** The status of a signature, searching the whole history; null when the cluster never saw it. */
  getSignatureStatus(signature: string): Promise<SignatureStatus | null>;
  /**
   * Sends signed wire bytes (with preflight) and returns the signature.
   * @throws PermanentError `SOLANA_TRANSACTION_REJECTED` with the program logs when the preflight fails,
   *   `SOLANA_ALREADY_PROCESSED` for a duplicate; TransientError `SOLANA_BLOCKHASH_NOT_FOUND`, `SOLANA_RPC_UNAVAILABLE`.
   */
  sendRawTransaction(wire: Uint8Array): Promise<string>;
  /**
   * Waits until `signature` is confirmed, or its blockhash expired without it.
   * @throws PermanentError `SOLANA_TRANSACTION_FAILED` when it landed but failed (its fee is spent).
   */
  confirmTransaction(input: { signature: string; blockhash: string; lastValidBlockHeight: number }): Promise<SolanaConfirmation>;
}

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
    connection: () => connection,
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
    getBlockHeight: () => call('reading the block height', () => connection.getBlockHeight()),
    getSignatureStatus: (signature) =>
      call('looking up a transaction', async () => (await connection.getSignatureStatus(signature, { searchTransactionHistory: true })).value),
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
