import type { Account } from './account.ts';
import type { ApiKeyRecord } from './api-key.ts';

/** Port to durable account and API key storage. */
export interface AccountStore {
  /**
   * Stores a new account with its first API key in one transaction; without
   * `firstKey` (email sign-in) the account has no key until one is created.
   * Its identity (the email, or the sign-in address) is claimed in the same
   * transaction, so one identity never gets two accounts.
   * @throws ConflictError when the email or sign-in address already has an account.
   */
  create(account: Account, firstKey?: ApiKeyRecord): Promise<void>;
  get(accountId: string): Promise<Account | undefined>;
  getByEmail(email: string): Promise<Account | undefined>;
  /** The account that the Ethereum address signs in to (Sign-In with Ethereum), or undefined. */
  getBySignInAddress(address: `0x${string}`): Promise<Account | undefined>;
  /** The key record whose lookup id matches, or undefined. */
  findKey(lookupId: string): Promise<ApiKeyRecord | undefined>;
  /** Records that a key was used; best effort. */
  touchKey(lookupId: string, at: string): Promise<void>;
  /** Every key of an account (active, revoked and expired), oldest first. */
  listKeys(accountId: string): Promise<ApiKeyRecord[]>;
  /** One key of an account by its id; undefined when unknown or another account's. */
  getKey(accountId: string, keyId: string): Promise<ApiKeyRecord | undefined>;
  /**
   * Stores a new key.
   * @throws ConflictError when its lookup id is already taken (a 128-bit collision: never in practice).
   */
  putKey(record: ApiKeyRecord): Promise<void>;
  /**
   * Marks a key revoked; a key already revoked is returned as it is.
   * @returns the key after the change, or undefined when the account has no such key.
   */
  revokeKey(accountId: string, keyId: string, at: string): Promise<ApiKeyRecord | undefined>;
  /**
   * Replaces a key's secret in one transaction: the `current` record's item is
   * deleted (only if it is still active, still this account's and not expired
   * at `at`) and `next` (same keyId, new lookup id and hash) is stored. The old
   * secret stops working the moment this commits.
   * @returns false when `current` changed meanwhile (revoked, expired, regenerated or gone).
   */
  regenerateKey(current: ApiKeyRecord, next: ApiKeyRecord, at: string): Promise<boolean>;
  /** Every account, for operators (a full scan: not for request paths). */
  listAccounts(): Promise<Account[]>;
  /**
   * Sets or clears an account's membership.
   * @returns the updated account, or undefined when there is no such account.
   */
  setMember(accountId: string, member: boolean): Promise<Account | undefined>;
}
