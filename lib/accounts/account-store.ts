import type { Account } from './account.ts';
import type { ApiKeyRecord } from './api-key.ts';

/** Port to durable account and API key storage. */
export interface AccountStore {
  /**
   * Stores a new account with its first API key in one transaction.
   * @throws ConflictError when the email already has an account.
   */
  create(account: Account, firstKey: ApiKeyRecord): Promise<void>;
  get(accountId: string): Promise<Account | undefined>;
  getByEmail(email: string): Promise<Account | undefined>;
  /** The key record whose lookup id matches, or undefined. */
  findKey(lookupId: string): Promise<ApiKeyRecord | undefined>;
  /** Records that a key was used; best effort. */
  touchKey(lookupId: string, at: string): Promise<void>;
}
