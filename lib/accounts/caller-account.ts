import { NotFoundError } from '../errors.ts';
import type { Account } from './account.ts';
import type { AccountStore } from './account-store.ts';

/**
 * The account of an authenticated caller.
 * @throws NotFoundError `ACCOUNT_NOT_FOUND` when it was deleted after the key was checked.
 */
export async function callerAccount(accounts: Pick<AccountStore, 'get'>, accountId: string): Promise<Account> {
  const account = await accounts.get(accountId);
  if (!account) throw new NotFoundError('ACCOUNT_NOT_FOUND', 'The account for this API key no longer exists.');
  return account;
}
