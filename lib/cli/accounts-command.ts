import { parseArgs } from 'node:util';
import { createAccount } from '../accounts/create-account.ts';
import { evmChains } from '../chains/chains.ts';
import { buildDeps } from '../composition/build-deps.ts';
import { useLocalAwsEndpoints, type RuntimeInfo } from '../local/local-runtime.ts';
import { sandboxFaucet } from '../sandbox/sandbox-faucet.ts';
import { UsageError } from './usage-error.ts';

/** `accounts create --email <address>`: prints `{userId, email, apiKey, wallets}` as one JSON line. */
export async function accountsCommand(args: string[], info: RuntimeInfo): Promise<unknown> {
  const [command, ...rest] = args;
  if (command !== 'create') throw new UsageError(`unknown accounts command "${command ?? ''}"`);
  const { values } = parseArgs({ args: rest, options: { email: { type: 'string' } }, strict: true });
  if (!values.email) throw new UsageError('accounts create needs --email <address>');
  useLocalAwsEndpoints({ dynamo: info.dynamoEndpoint, kms: info.kmsEndpoint });
  const deps = buildDeps({
    tableName: info.tableName,
    queue: { enqueue: async () => undefined },
    rpcUrls: info.rpcUrls,
    kmsTag: 'purser',
    config: { apiKeyPrefix: info.apiKeyPrefix },
  });
  const { account, apiKey } = await createAccount({ ...deps, faucet: sandboxFaucet(info) }, { email: values.email });
  const wallets: Record<string, string> = {};
  for (const chain of evmChains) wallets[chain.name] = account.wallets.evm.address;
  wallets.solana = account.wallets.solana.address;
  return { userId: account.accountId, email: account.email, apiKey, wallets };
}
