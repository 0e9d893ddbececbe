import type { Address, Hex } from 'viem';

/** The KMS-held keys of one account: one secp256k1 key for the four EVM chains, one Ed25519 key for Solana. */
export interface WalletKeys {
  readonly evm: { readonly keyId: string; readonly address: Address };
  readonly solana: { readonly keyId: string; readonly address: string };
}

/**
 * Port to the key store that holds wallet private keys (AWS KMS, or the local
 * KMS-compatible endpoint). No private key ever crosses this interface.
 */
export interface KeyVault {
  /** Creates both signing keys for an account, tagged as the service's own, and derives their addresses. */
  createWalletKeys(input: { readonly accountId: string }): Promise<WalletKeys>;
  /**
   * Signs a 32-byte digest with a secp256k1 key (one KMS Sign call).
   * Returns `r`, `s` with `s` normalised to the lower half of the curve order (EIP-2).
   */
  signDigest(input: { readonly keyId: string; readonly digest: Hex }): Promise<{ r: Hex; s: Hex }>;
  /** Signs a message with an Ed25519 key (one KMS Sign call, ED25519_SHA_512 over the raw message). Returns the 64-byte signature. */
  signEd25519(input: { readonly keyId: string; readonly message: Uint8Array }): Promise<Uint8Array>;
}
