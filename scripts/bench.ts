/**
 * `npm run bench`: the service core's figures, measured against the real
 * local runtime (its own DynamoDB Local, KMS stand-in and anvil nodes in a
 * temporary data folder). Timings are reported, never asserted.
 *
 *   POST /agent/prompt and GET /agent/job latency (p50, p99)
 *   submit → completed for the balance prompt (client-observed and server-side)
 *   KMS calls per signature (Sign, GetPublicKey)
 *   bundled size of each Lambda (minified, as CDK deploys it)
 *   interpreter time per prompt, and submit → completed for a swap prompt
 *   confirmed transactions per second (one wallet, 20 wallets) and KMS Sign calls per confirmed transaction
 *   `npm start`: time to ready, cold (fresh data folder) and warm, and resident memory of its whole process tree
 *
 * Results are printed and written to .bench/results.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccount, operatorKeyLimits } from '../lib/accounts/create-account.ts';
import { measureBundleSizes } from '../lib/bench/bundle-sizes.ts';
import { measureStartup } from '../lib/bench/startup.ts';
import { measureThroughput } from '../lib/bench/throughput.ts';
import { measureAgent } from '../lib/bench/agent-timings.ts';
import { startLocalRuntime } from '../lib/local/local-runtime.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';

const samples = Number(process.env.BENCH_SAMPLES ?? 300);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const summary = (values: number[]) => ({ n: values.length, p50: +percentile(values, 50).toFixed(2), p99: +percentile(values, 99).toFixed(2) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Each stage says when it starts (on stderr, so stdout stays the JSON): a whole run takes minutes, and a stage that
// stalls must be visible as the one it is.
const benchStarted = performance.now();
const stage = (name: string) => process.stderr.write(`bench: ${name} (at ${((performance.now() - benchStarted) / 1000).toFixed(1)} s)\n`);

stage('starting the local runtime');
const dataDir = mkdtempSync(join(tmpdir(), 'purser-bench-'));
const runtime = await startLocalRuntime({ dataDir, port: 0 });
try {
  const { apiKey } = await createAccount({ ...runtime.deps, faucet: runtime.faucet }, { email: 'bench@purser.local', limits: operatorKeyLimits });
  const call = async (path: string, body?: unknown) => {
    const started = performance.now();
    const res = await fetch(`${runtime.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as Record<string, any>;
    return { ms: performance.now() - started, status: res.status, json };
  };

  stage(`prompt and job latency, ${samples} balance prompts`);
  // Warm-up: JIT in DynamoDB Local and Node, connection pools.
  for (let i = 0; i < 30; i += 1) {
    const { json } = await call('/agent/prompt', { prompt: 'what is my ETH balance on base' });
    await call(`/agent/job/${json.jobId}`);
  }
  await runtime.queue.idle();

  const promptMs: number[] = [];
  const getMs: number[] = [];
  const toCompletedMs: number[] = [];
  const serverMs: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const posted = await call('/agent/prompt', { prompt: 'what is my ETH balance on base' });
    if (posted.status !== 202) throw new Error(`POST /agent/prompt answered ${posted.status}: ${JSON.stringify(posted.json)}`);
    promptMs.push(posted.ms);
    const submittedAt = performance.now() - posted.ms;
    for (;;) {
      const polled = await call(`/agent/job/${posted.json.jobId}`);
      if (polled.status !== 200) throw new Error(`GET /agent/job answered ${polled.status}: ${JSON.stringify(polled.json)}`);
      getMs.push(polled.ms);
      if (polled.json.status === 'completed') {
        toCompletedMs.push(performance.now() - submittedAt);
        serverMs.push(Date.parse(polled.json.completedAt) - Date.parse(polled.json.createdAt));
        break;
      }
      if (polled.json.status === 'failed') throw new Error(`balance job failed: ${polled.json.error}`);
      await sleep(2);
    }
  }

  stage('KMS calls per signature');
  const before = runtime.kmsOperationCounts();
  const signatures = 50;
  for (let i = 0; i < signatures; i += 1) await call('/agent/sign', { type: 'personal_sign', message: `bench ${i}` });
  const after = runtime.kmsOperationCounts();
  const perSignature = (op: string) => ((after[op] ?? 0) - (before[op] ?? 0)) / signatures;

  stage('interpreter time per prompt, then swap prompts');
  const agent = await measureAgent(runtime, apiKey, 30);
  stage('confirmed transactions per second');
  const throughput = await measureThroughput(runtime, { wallets: 20, perWallet: 10 });
  stage('Lambda bundle sizes');
  const bundles = await measureBundleSizes();
  stage('npm start, cold and warm');
  const startup = await measureStartup();
  const results = {
    measuredAt: new Date().toISOString(),
    machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
    promptPostMs: summary(promptMs),
    jobGetMs: summary(getMs),
    balancePromptToCompletedMs: { clientObserved: summary(toCompletedMs), serverCreatedToCompleted: summary(serverMs), goalP50: 100 },
    kmsCallsPerSignature: { Sign: perSignature('Sign'), GetPublicKey: perSignature('GetPublicKey'), goal: 'Sign 1, GetPublicKey 0' },
    agent,
    confirmedTransactions: { ...throughput, goal: 'KMS Sign 1 per transaction, plus 1 per fee bump' },
    lambdaBundleBytes: Object.fromEntries(bundles.map((b) => [b.name, b.bytes])),
    lambdaBundleGoalBytes: 1_000_000,
    npmStart: {
      coldReadyMs: startup.coldMs,
      warmReadyMs: startup.warmMs,
      rssMiB: Math.round(startup.rssBytes / 2 ** 20),
      goals: 'cold < 10 s, warm < 5 s, RSS < 1.5 GB',
    },
  };
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/results.json', JSON.stringify(results, null, 2));
  stage('done');
  console.log(JSON.stringify(results, null, 2));
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
