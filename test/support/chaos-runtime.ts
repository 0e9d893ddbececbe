/**
 * A chaos test's child process: the local runtime exactly as `npm start` runs
 * it — its own anvil nodes, DynamoDB Local, Solana sandbox, KMS endpoint and
 * queue journal, all under PURSER_DATA_DIR, children that outlive a SIGKILL
 * only long enough to save their state — with a short job lease (a crashed
 * attempt's jobs resume 2 s after its last word; CHAOS_LEASE_MS=default keeps
 * `npm start`'s own, with its own queue timing) and a kill switch:
 * CHAOS_KILL_AT=<fault point>:<n> SIGKILLs the process the n-th time any step
 * of the pipeline reaches that point; CHAOS_CHAIN_SAVE_S sets how often anvil
 * saves its chains. Prints `READY <url>` when it serves.
 */
import { ensureSandboxAccount, startLocalRuntime } from '../../lib/local/local-runtime.ts';
import type { FaultPoint } from '../../lib/transactions/pipeline-deps.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
const dataDir = process.env.PURSER_DATA_DIR;
if (!dataDir) throw new Error('PURSER_DATA_DIR is required');
const [point, nth = '1'] = (process.env.CHAOS_KILL_AT ?? '').split(':');
let hits = 0;
const faults = async (at: FaultPoint) => {
  if (at === point && ++hits === Number(nth)) process.kill(process.pid, 'SIGKILL');
};
const lease = process.env.CHAOS_LEASE_MS ?? '2000';
const runtime = await startLocalRuntime({
  dataDir,
  port: 0,
  ...(lease === 'default' ? {} : { leaseMs: Number(lease) }),
  automationTickMs: 0,
  transactionWatchMs: 1_000,
  ...(process.env.CHAOS_CHAIN_SAVE_S ? { chainSaveSeconds: Number(process.env.CHAOS_CHAIN_SAVE_S) } : {}),
  ...(point ? { faults } : {}),
});
await ensureSandboxAccount(runtime, dataDir);
process.on('SIGTERM', () => void runtime.stop().then(() => process.exit(0)));
console.log(`READY ${runtime.url}`);
