/**
 * `npm start`: the whole service on this machine, with its sandbox chains.
 *   npm start               keep the data folder (accounts, keys, jobs, chain state)
 *   npm start -- --reset    wipe the data folder first
 * Environment: PORT (default 3000), PURSER_DATA_DIR (default ./.purser-data).
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { evmChains } from '../lib/chains/chains.ts';
import { ensureSandboxAccount, sandboxAccountPath, sandboxApiKeyPrefix, startLocalRuntime } from '../lib/local/local-runtime.ts';

const started = Date.now();
const dataDir = resolve(process.env.PURSER_DATA_DIR ?? '.purser-data');
const port = Number(process.env.PORT ?? 3000);
if (process.argv.includes('--reset')) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Reset: removed ${dataDir}`);
}

process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
// The SDK versions are pinned and verified on Node 20; its advance notice about future versions is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// Sign-in emails land in <data folder>/outbox; printing each (code in the subject) is the sandbox's convenience.
const apiKeyPrefix = sandboxApiKeyPrefix(process.env, dataDir);
const runtime = await startLocalRuntime({ dataDir, port, apiKeyPrefix, onEmail: (line) => console.log(line) }).catch((error: unknown) => {
  const message = (error as Error).message;
  console.error(`Purser could not start: ${message}`);
  if (/EADDRINUSE|address already in use/i.test(message)) {
    console.error(`Purser uses PORT (${port}) and the six ports after it for the sandbox chains; choose another PORT.`);
  }
  process.exit(1);
});

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping Purser...`);
  await runtime.stop();
  console.log('Stopped.');
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// If whatever started us (npm, a shell) dies without passing a signal on, stop rather than linger as an orphan.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void shutdown('parent exited');
}, 1_000).unref();

const sandbox = await ensureSandboxAccount(runtime, dataDir);
console.log(`Purser is running at ${runtime.url} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
console.log(`Data folder: ${dataDir}`);
console.log(`Email outbox (sign-in codes): ${runtime.outboxDir}`);
console.log('Sandbox chains (tokens and Uniswap at their mainnet addresses; `npm run -s cli -- sandbox info` lists them):');
for (const chain of evmChains)
  console.log(`  ${chain.name.padEnd(9)} chain id ${String(chain.chainId).padEnd(5)} ${runtime.rpcUrls[String(chain.chainId)]?.[0]}`);
console.log(`  solana    rpc ${runtime.rpcUrls.solana?.[0]}  ws ${runtime.solanaWsUrl}`);
if (sandbox) {
  console.log('\nSandbox account created (this key is shown once; it is also saved in the data folder):');
  console.log(`  email:   ${sandbox.email}`);
  console.log(`  API key: ${sandbox.apiKey}`);
  console.log(`  EVM:     ${sandbox.wallets.evm.address}`);
  console.log(`  Solana:  ${sandbox.wallets.solana.address}`);
  console.log('  funded with 10 native, 10,000 USDC and some of every listed token on each chain');
} else {
  console.log(`Sandbox account: see ${sandboxAccountPath(dataDir)}`);
}
console.log(`\nTry: curl -s ${runtime.url}/agent/user -H "X-API-Key: <key>"`);
console.log('Ctrl-C stops everything.');
