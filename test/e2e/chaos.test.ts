import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connection, Keypair, LAMPORTS_PER_SOL, type PublicKey } from '@solana/web3.js';
import { createPublicClient, getAddress, http, parseEther, type Address, type PublicClient } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../lib/accounts/create-account.ts';
import { localDeps } from '../../lib/cli/local-deps.ts';
import { readRuntimeInfo, sandboxAccountPath, type RuntimeInfo } from '../../lib/local/local-runtime.ts';
import { sandboxFaucet } from '../../lib/sandbox/sandbox-faucet.ts';

/**
 * `kill -9` of the local runtime while transfers are in flight, then a
 * restart on the same data (issue 13): every job ends, each one completed
 * exactly when its transfer is on chain, and none is sent twice. The runtime
 * runs in a child process (test/support/chaos-runtime.ts: the `npm start`
 * runtime with a 2 s lease), killed by its own fault hook the third time a
 * step reaches a point of the pipeline — or, for "during the receipt", from
 * outside while base has stopped mining and the transfers wait in its pool;
 * that one keeps `npm start`'s own lease and queue timing, so a crashed
 * attempt must outlive its lease in the queue to be resumed at all.
 */
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) await stop(child, 'SIGTERM');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function start(dataDir: string, options: { killAt?: string; lease?: 'default'; chainSaveSeconds?: number } = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/chaos-runtime.ts'], {
    env: {
      ...process.env,
      PURSER_DATA_DIR: dataDir,
      ...(options.killAt ? { CHAOS_KILL_AT: options.killAt } : {}),
      ...(options.lease ? { CHAOS_LEASE_MS: options.lease } : {}),
      ...(options.chainSaveSeconds ? { CHAOS_CHAIN_SAVE_S: String(options.chainSaveSeconds) } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the runtime did not start in 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/^READY /m.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the runtime exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}

const exited = (child: ChildProcess, timeoutMs = 60_000): Promise<NodeJS.Signals | number | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.signalCode ?? child.exitCode)
    : new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the runtime did not exit in time')), timeoutMs);
        child.once('exit', (code, signal) => {
          clearTimeout(timer);
          resolve(signal ?? code);
        });
      });

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  child.kill(signal);
  await exited(child);
}

interface Transfer {
  readonly jobId: string;
  readonly apiKey: string;
  readonly wallet: Address;
  readonly to: Address;
}

interface SolanaTransfer {
  readonly jobId: string;
  readonly apiKey: string;
  readonly to: PublicKey;
}

const freshRecipient = (): Address =>
  getAddress(
    `0x${Math.floor(Math.random() * 2 ** 48)
      .toString(16)
      .padStart(40, '0')}`,
  );
const baseClient = (info: RuntimeInfo): PublicClient => createPublicClient({ transport: http(info.rpcUrls['8453']![0]) });
const call = async (info: RuntimeInfo, path: string, apiKey: string, body?: unknown) => {
  const res = await fetch(`${info.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-api-key': apiKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return res.json() as Promise<any>;
};

/** Four funded accounts: the sandbox's and three more. */
async function fourAccounts(dataDir: string, info: RuntimeInfo): Promise<Array<{ apiKey: string; wallet: Address }>> {
  const sandbox = JSON.parse(readFileSync(sandboxAccountPath(dataDir), 'utf8')) as { apiKey: string; wallets: { evm: { address: Address } } };
  const deps = { ...localDeps(info), faucet: sandboxFaucet({ rpcUrls: info.rpcUrls }) };
  const others = await Promise.all(
    [1, 2, 3].map((i) =>
      createAccount(deps, { email: `chaos${i}.${Date.now()}@example.com` }).then((c) => ({ apiKey: c.apiKey, wallet: c.account.wallets.evm.address })),
    ),
  );
  return [{ apiKey: sandbox.apiKey, wallet: sandbox.wallets.evm.address }, ...others];
}

/** Two transfers from each of four accounts (made here unless given), all queued at once. */
async function eightTransfers(dataDir: string, info: RuntimeInfo, accounts?: Array<{ apiKey: string; wallet: Address }>): Promise<Transfer[]> {
  const transfers = (accounts ?? (await fourAccounts(dataDir, info))).flatMap((a) => [0, 1].map(() => ({ ...a, to: freshRecipient() })));
  return Promise.all(
    transfers.map(async (t) => ({
      ...t,
      jobId: (await call(info, '/agent/prompt', t.apiKey, { prompt: `send 0.01 eth to ${t.to} on base` })).jobId as string,
    })),
  );
}

/** Polls every job until all are terminal; fails after `timeoutMs`. */
async function allTerminal(info: RuntimeInfo, transfers: ReadonlyArray<{ jobId: string; apiKey: string }>, timeoutMs: number): Promise<any[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const jobs = await Promise.all(transfers.map((t) => call(info, `/agent/job/${t.jobId}`, t.apiKey)));
    if (jobs.every((j) => ['completed', 'failed', 'cancelled'].includes(j.status))) return jobs;
    if (Date.now() > deadline)
      throw new Error(`jobs still running after ${timeoutMs} ms: ${JSON.stringify(jobs.map((j) => [j.status, j.statusUpdates?.at(-1)?.message]))}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** What each job that did not complete said: its error and its progress messages. */
const whyNot = (jobs: readonly any[]): string =>
  JSON.stringify(
    jobs
      .filter((j) => j.status !== 'completed')
      .map((j) => ({ id: j.jobId, status: j.status, error: j.error, updates: j.statusUpdates?.map((u: { message: string }) => u.message) })),
  );

/** Each job's status matches the chain: completed ⇔ its recipient received 0.01 ETH, exactly once; nothing is left in the pool. */
async function expectTruth(info: RuntimeInfo, transfers: readonly Transfer[], jobs: readonly any[]) {
  const client = baseClient(info);
  for (const [i, t] of transfers.entries()) {
    const job = jobs[i];
    const received = await client.getBalance({ address: t.to });
    if (job.status === 'completed') {
      // On failure, the job's own account of its attempts says which actor sent what.
      expect(received, `${t.jobId} completed: ${JSON.stringify(job.statusUpdates?.map((u: { message: string }) => u.message))}`).toBe(parseEther('0.01'));
      const onChain = await client.getTransaction({ hash: job.metadata.transactionHash });
      expect(getAddress(onChain.from)).toBe(t.wallet);
    } else {
      expect(received, `${t.jobId} ${job.status}: ${job.error}`).toBe(0n);
      expect(job.error).toMatch(/nothing was sent/i);
    }
  }
  for (const wallet of new Set(transfers.map((t) => t.wallet))) {
    const [mined, pending] = await Promise.all([
      client.getTransactionCount({ address: wallet }),
      client.getTransactionCount({ address: wallet, blockTag: 'pending' }),
    ]);
    expect(pending, `${wallet} has transactions stuck in the pool`).toBe(mined);
  }
}

/** kill -9 of the runtime and every process it started (anvil, DynamoDB Local), all stopped first so none can save anything. */
function killEverything(dataDir: string, child: ChildProcess): void {
  const pidfile = JSON.parse(readFileSync(join(dataDir, 'children.pid.json'), 'utf8')) as { children: Array<{ pid: number }> };
  const pids = [child.pid!, ...pidfile.children.map((c) => c.pid)];
  for (const pid of pids) process.kill(pid, 'SIGSTOP');
  for (const pid of pids) process.kill(pid, 'SIGKILL');
}

describe('kill -9 of the local runtime with eight transfers in flight, then a restart', () => {
  it("kill -9 of everything, the chains too, on a fresh data folder after the transfers were mined: the chains come back without the accounts' funding and the transfers, and are caught up, every job matching them", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'purser-chaos-'));
    dirs.push(dataDir);
    // The chains save once an hour: the kill loses everything they did, the accounts' welcome gifts included.
    const first = await start(dataDir, { chainSaveSeconds: 3_600 });
    const before = readRuntimeInfo(dataDir)!;
    const transfers = await eightTransfers(dataDir, before);
    const done = await allTerminal(before, transfers, 60_000);
    expect(
      done.map((j) => j.status),
      whyNot(done),
    ).toEqual(Array(8).fill('completed'));
    killEverything(dataDir, first);
    await exited(first);
    await start(dataDir);
    const info = readRuntimeInfo(dataDir)!;
    const jobs = await allTerminal(info, transfers, 90_000);
    expect(
      jobs.map((j) => j.status),
      whyNot(jobs),
    ).toEqual(Array(8).fill('completed'));
    await expectTruth(info, transfers, jobs);
    // The hashes the jobs reported before the kill are the ones on chain now.
    expect(jobs.map((j) => j.metadata.transactionHash)).toEqual(done.map((j) => j.metadata.transactionHash));
  }, 240_000);

  it('on Solana, killed the moment the first transfer lands (the sandbox chain dies with the runtime): every job ends, completed exactly when its transfer is on chain', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'purser-chaos-'));
    dirs.push(dataDir);
    const first = await start(dataDir);
    const before = readRuntimeInfo(dataDir)!;
    const accounts = await fourAccounts(dataDir, before);
    const transfers: SolanaTransfer[] = await Promise.all(
      accounts.flatMap((a) =>
        [0, 1].map(async () => {
          const to = Keypair.generate().publicKey;
          const { jobId } = await call(before, '/agent/prompt', a.apiKey, { prompt: `send 0.01 sol to ${to.toBase58()} on solana` });
          return { apiKey: a.apiKey, jobId: jobId as string, to };
        }),
      ),
    );
    const solana = (info: RuntimeInfo) => new Connection(info.rpcUrls.solana![0]!, 'confirmed');
    const deadline = Date.now() + 30_000;
    for (;;) {
      const balances = await Promise.all(transfers.map((t) => solana(before).getBalance(t.to)));
      if (balances.some((b) => b > 0)) break;
      if (Date.now() > deadline) throw new Error('no Solana transfer landed');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await stop(first, 'SIGKILL');
    await start(dataDir);
    const info = readRuntimeInfo(dataDir)!;
    const jobs = await allTerminal(info, transfers, 90_000);
    expect(
      jobs.map((j) => j.status),
      whyNot(jobs),
    ).toEqual(Array(8).fill('completed'));
    for (const [i, t] of transfers.entries()) {
      expect(await solana(info).getBalance(t.to), `${t.jobId} completed`).toBe(0.01 * LAMPORTS_PER_SOL);
      const landed = await solana(info).getTransaction(jobs[i].metadata.transactionHash, { maxSupportedTransactionVersion: 0 });
      expect(landed?.meta?.err, `${t.jobId}'s signature is on chain`).toBeNull();
    }
  }, 240_000);

  it.each(['before-sign', 'after-sign', 'after-broadcast'])(
    'killed at %s: every job ends, completed exactly when its transfer is on chain, none twice',
    async (point) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'purser-chaos-'));
      dirs.push(dataDir);
      const first = await start(dataDir, { killAt: `${point}:3` });
      const transfers = await eightTransfers(dataDir, readRuntimeInfo(dataDir)!);
      expect(await exited(first)).toBe('SIGKILL');
      await start(dataDir);
      const info = readRuntimeInfo(dataDir)!;
      const jobs = await allTerminal(info, transfers, 90_000);
      expect(
        jobs.map((j) => j.status),
        whyNot(jobs),
      ).toEqual(Array(8).fill('completed'));
      await expectTruth(info, transfers, jobs);
    },
    240_000,
  );

  it("killed while the transfers wait in the pool for their receipts (npm start's lease and queue timing): every job ends, completed exactly when its transfer is on chain", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'purser-chaos-'));
    dirs.push(dataDir);
    const first = await start(dataDir, { lease: 'default' });
    const before = readRuntimeInfo(dataDir)!;
    await baseClient(before).request({ method: 'evm_setAutomine' as never, params: [false] as never });
    const transfers = await eightTransfers(dataDir, before);
    const client = baseClient(before);
    // Until every account's first transfer is in the pool, unmined.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const waiting = await Promise.all(
        [...new Set(transfers.map((t) => t.wallet))].map((w) => client.getTransactionCount({ address: w, blockTag: 'pending' })),
      );
      if (waiting.every((n) => n >= 1)) break;
      if (Date.now() > deadline) throw new Error('the transfers never reached the pool');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await stop(first, 'SIGKILL');
    await start(dataDir, { lease: 'default' }); // base mines again (automine is not part of the saved state)
    const info = readRuntimeInfo(dataDir)!;
    const jobs = await allTerminal(info, transfers, 90_000);
    expect(
      jobs.map((j) => j.status),
      whyNot(jobs),
    ).toEqual(Array(8).fill('completed'));
    await expectTruth(info, transfers, jobs);
  }, 240_000);
});
