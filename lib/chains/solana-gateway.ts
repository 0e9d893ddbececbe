/**
 * The Solana port. Use cases read accounts, fees, blockhashes and history,
 * send signed bytes and wait for them through this small surface, and only
 * ever see our errors: `TransientError` when the RPC is unreachable. The
 * web3.js adapter is `lib/adapters/solana/solana-gateway.ts`.
 */
import type {
  AccountInfo,
  BlockhashWithExpiryBlockHeight,
  ConfirmedSignatureInfo,
  ParsedAccountData,
  PublicKey,
  SignatureStatus,
  VersionedMessage,
  VersionedTransactionResponse,
} from '@solana/web3.js';

/** A block height, with the slot it was read at. */
export interface SolanaHeight {
  readonly height: number;
  readonly slot: number;
}

/** A signature's status (null: not seen) as of `slot`. */
export interface SolanaSignatureLookup {
  readonly status: SignatureStatus | null;
  readonly slot: number;
}

/** What confirming a transaction found. */
export type SolanaConfirmation = { readonly status: 'confirmed'; readonly slot: number } | { readonly status: 'expired' };

/** Port to a Solana cluster. Every method throws our errors: `TransientError` when the RPC is unreachable. */
export interface SolanaGateway {
  /** The RPC URL (for messages and for a second connection to the same cluster). */
  readonly rpcUrl: string;
  getSlot(): Promise<number>;
  /** The lamports of an account (0 for none). */
  getBalance(owner: PublicKey): Promise<bigint>;
  /** An account, with its data parsed where the node knows the program (a mint, a token account); null for none. */
  getParsedAccount(address: PublicKey): Promise<AccountInfo<Buffer | ParsedAccountData> | null>;
  /** The token accounts `owner` holds, of one token program or one mint, parsed. */
  getParsedTokenAccounts(
    owner: PublicKey,
    filter: { programId: PublicKey } | { mint: PublicKey },
  ): Promise<{ pubkey: PublicKey; account: AccountInfo<ParsedAccountData> }[]>;
  /** Confirmed signatures that touched `address`, newest first. */
  getSignaturesForAddress(address: PublicKey, options: { limit: number; before?: string }): Promise<ConfirmedSignatureInfo[]>;
  /** A confirmed transaction (legacy or v0), or null when the node has none. */
  getTransaction(signature: string): Promise<VersionedTransactionResponse | null>;
  /** The accounts at `addresses` (null where none exists), in one request. */
  getAccounts(addresses: readonly PublicKey[]): Promise<(AccountInfo<Buffer> | null)[]>;
  /** Lamports an account of `size` bytes needs to be rent-exempt. */
  getRentExemption(size: number): Promise<bigint>;
  getLatestBlockhash(): Promise<BlockhashWithExpiryBlockHeight>;
  /** The fee of a compiled message, in lamports. */
  getFee(message: VersionedMessage): Promise<bigint>;
  /** The block height and the slot the node had reached when it answered. */
  getBlockHeight(): Promise<SolanaHeight>;
  /**
   * The status of a signature, searching the whole history (null when the node never saw it), and the slot the
   * answer holds for: a load-balanced RPC's backends trail one another, so "never saw it" only covers that slot.
   */
  getSignatureStatus(signature: string): Promise<SolanaSignatureLookup>;
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
