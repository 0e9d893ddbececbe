import type { Account } from '../accounts/account.ts';
import type { AccountStore } from '../accounts/account-store.ts';
import { NotFoundError } from '../errors.ts';
import { UsageError } from './usage-error.ts';

/**
 * The account named by exactly one of `--account <id>` or `--email <address>`.
 * @throws UsageError when neither or both are given; NotFoundError when there is no such account.
 */
export async function accountOption(accounts: AccountStore, values: { account?: string; email?: string }, command: string): Promise<Account> {
  if ((values.account === undefined) === (values.email === undefined)) throw new UsageError(`${command} needs one of --account <id> or --email <address>`);
  const account = values.account !== undefined ? await accounts.get(values.account) : await accounts.getByEmail(values.email!.toLowerCase());
  if (!account) throw new NotFoundError('ACCOUNT_NOT_FOUND', `No account ${values.account ?? values.email}: \`accounts list\` shows them.`);
  return account;
}
