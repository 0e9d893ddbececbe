/**
 * `npm run -s cli -- <command>`: operator commands against a running `npm start`
 * (same PURSER_DATA_DIR).
 *
 *   accounts create --email <address>   create an account; prints {userId, email, apiKey, wallets}
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createAccount } from '../lib/accounts/create-account.ts';
import { buildDeps } from '../lib/composition/build-deps.ts';
import { isPurserError } from '../lib/errors.ts';
import { readRuntimeInfo, useLocalAwsEndpoints } from '../lib/local/local-runtime.ts';
import { anvilFaucet } from '../lib/sandbox/anvil-faucet.ts';
import { evmChains } from '../lib/chains/chains.ts';

const usage = 'usage: npm run -s cli -- accounts create --email <address>';

async function main(argv: string[]): Promise<number> {
  const [group, command, ...rest] = argv;
  if (group !== 'accounts' || command !== 'create') {
    console.error(usage);
    return 2;
  }
  const { values } = parseArgs({ args: rest, options: { email: { type: 'string' } }, strict: true });
  if (!values.email) {
    console.error(usage);
    return 2;
  }
  const dataDir = resolve(process.env.PURSER_DATA_DIR ?? '.purser-data');
  const info = readRuntimeInfo(dataDir);
  if (!info) {
    console.error(`Purser is not running on ${dataDir}: start it with \`npm start\` (same PURSER_DATA_DIR) first.`);
    return 1;
  }
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  useLocalAwsEndpoints({ dynamo: info.dynamoEndpoint, kms: info.kmsEndpoint });
  const deps = buildDeps({
    tableName: info.tableName,
    queue: { enqueue: async () => undefined },
    rpcUrls: info.rpcUrls,
    kmsTag: 'purser',
    config: { apiKeyPrefix: info.apiKeyPrefix },
  });
  const { account, apiKey } = await createAccount({ ...deps, faucet: anvilFaucet(deps.chains) }, { email: values.email });
  const wallets: Record<string, string> = {};
  for (const chain of evmChains) wallets[chain.name] = account.wallets.evm.address;
  wallets.solana = account.wallets.solana.address;
  console.log(JSON.stringify({ userId: account.accountId, email: account.email, apiKey, wallets }));
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(isPurserError(error) ? `${error.code}: ${error.message}` : `Error: ${(error as Error).message}`);
    process.exit(1);
  },
);
