import { parseArgs } from 'node:util';
import { apiKeyScopes } from '../accounts/api-key.ts';
import { createKey } from '../accounts/create-key.ts';
import { listKeys } from '../accounts/list-keys.ts';
import { regenerateKey } from '../accounts/regenerate-key.ts';
import { revokeKey } from '../accounts/revoke-key.ts';
import type { RuntimeInfo } from '../local/local-runtime.ts';
import { accountOption } from './account-option.ts';
import { localDeps } from './local-deps.ts';
import { UsageError } from './usage-error.ts';

const options = {
  account: { type: 'string' },
  email: { type: 'string' },
  key: { type: 'string' },
  name: { type: 'string' },
  scope: { type: 'string' },
  'agent-access': { type: 'boolean' },
  ip: { type: 'string', multiple: true },
  expires: { type: 'string' },
  'daily-prompts': { type: 'string' },
  rpm: { type: 'string' },
} as const;

const wholeNumber = (flag: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${flag} must be a whole number such as 100`);
  return Number(value);
};

const keyOption = (value: string | undefined, command: string): string => {
  if (!value) throw new UsageError(`keys ${command} needs --key <keyId> (\`keys list\` shows them)`);
  return value;
};

/**
 * `keys create | list | revoke | regenerate`: the same use cases as
 * `/account/keys`, on the local runtime's table. `create` and `regenerate`
 * print the whole key, this once.
 */
export async function keysCommand(args: string[], info: RuntimeInfo): Promise<unknown> {
  const [command, ...rest] = args;
  if (!['create', 'list', 'revoke', 'regenerate'].includes(command ?? '')) throw new UsageError(`unknown keys command "${command ?? ''}"`);
  const { values } = parseArgs({ args: rest, options, strict: true });
  if (command === 'create') {
    if (!values.name) throw new UsageError('keys create needs --name <label>');
    if (!values.scope || !(apiKeyScopes as readonly string[]).includes(values.scope)) throw new UsageError(`--scope must be one of ${apiKeyScopes.join(', ')}`);
  }
  const dailyPromptQuota = wholeNumber('daily-prompts', values['daily-prompts']);
  const requestsPerMinute = wholeNumber('rpm', values.rpm);
  const deps = localDeps(info);
  const account = await accountOption(deps.accounts, values, `keys ${command}`);
  switch (command) {
    case 'create':
      return createKey(deps, account.accountId, {
        name: values.name,
        scope: values.scope,
        agentAccess: values['agent-access'] ?? false,
        ...(values.ip ? { ipAllowlist: values.ip } : {}),
        ...(values.expires !== undefined ? { expiresAt: values.expires } : {}),
        ...(dailyPromptQuota !== undefined ? { dailyPromptQuota } : {}),
        ...(requestsPerMinute !== undefined ? { requestsPerMinute } : {}),
      });
    case 'list':
      return { accountId: account.accountId, keys: await listKeys(deps, account.accountId) };
    case 'revoke':
      return { key: await revokeKey(deps, account.accountId, keyOption(values.key, command)) };
    default:
      return regenerateKey(deps, account.accountId, keyOption(values.key, 'regenerate'));
  }
}
