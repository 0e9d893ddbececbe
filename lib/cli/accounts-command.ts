import { parseArgs } from 'node:util';
import type { Account } from '../accounts/account.ts';
import { createAccount, operatorKeyLimits } from '../accounts/create-account.ts';
import { listKeys } from '../accounts/list-keys.ts';
import { evmChains } from '../chains/chains.ts';
import type { RuntimeInfo } from '../local/local-runtime.ts';
import { sandboxFaucet } from '../sandbox/sandbox-faucet.ts';
import { accountOption } from './account-option.ts';
import { localDeps } from './local-deps.ts';
import { UsageError } from './usage-error.ts';

const walletsOf = (account: Account): Record<string, string> => {
  const wallets: Record<string, string> = {};
  for (const chain of evmChains) wallets[chain.name] = account.wallets.evm.address;
  wallets.solana = account.wallets.solana.address;
  return wallets;
};

const summary = (account: Account) => ({
  userId: account.accountId,
  // An account made by Sign-In with Ethereum has no email: the address that signs in shows who it is.
  ...(account.email !== undefined ? { email: account.email } : {}),
  ...(account.signInAddress !== undefined ? { signInAddress: account.signInAddress } : {}),
  createdAt: account.createdAt,
  member: account.member ?? false,
});

const memberOption = (value: string | undefined): boolean => {
  if (value !== 'true' && value !== 'false') throw new UsageError('accounts set-member needs --member true|false');
  return value === 'true';
};

/**
 * `accounts create | list | show | set-member`:
 * - `create --email <address>` prints `{userId, email, apiKey, wallets}` (the key this once);
 * - `list` prints every account (a table scan: an operator command), with its email or, for an account
 *   made by Sign-In with Ethereum, its sign-in address;
 * - `show --account <id> | --email <address>` prints the account, its wallets and its keys' views;
 * - `set-member --account <id> | --email <address> --member true|false` sets the membership.
 */
export async function accountsCommand(args: string[], info: RuntimeInfo): Promise<unknown> {
  const [command, ...rest] = args;
  if (!['create', 'list', 'show', 'set-member'].includes(command ?? '')) throw new UsageError(`unknown accounts command "${command ?? ''}"`);
  const { values } = parseArgs({
    args: rest,
    options: { email: { type: 'string' }, account: { type: 'string' }, member: { type: 'string' } },
    strict: true,
  });
  if (command === 'create' && !values.email) throw new UsageError('accounts create needs --email <address>');
  const member = command === 'set-member' ? memberOption(values.member) : undefined;
  const deps = localDeps(info);
  switch (command) {
    case 'create': {
      const { account, apiKey, key } = await createAccount({ ...deps, faucet: sandboxFaucet(info) }, { email: values.email!, limits: operatorKeyLimits });
      return {
        userId: account.accountId,
        email: account.email,
        apiKey,
        wallets: walletsOf(account),
        limits: { dailyPromptQuota: key.dailyPromptQuota, requestsPerMinute: key.requestsPerMinute },
      };
    }
    case 'list':
      return { accounts: (await deps.accounts.listAccounts()).map(summary) };
    case 'show': {
      const account = await accountOption(deps.accounts, values, 'accounts show');
      return { ...summary(account), wallets: walletsOf(account), keys: await listKeys(deps, account.accountId) };
    }
    default: {
      const account = await accountOption(deps.accounts, values, 'accounts set-member');
      const updated = await deps.accounts.setMember(account.accountId, member!);
      return summary(updated ?? account);
    }
  }
}
