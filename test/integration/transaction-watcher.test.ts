import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getAddress, parseEther, parseGwei, toHex, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvilNodes, type AnvilNodes } from '../../lib/local/anvil-nodes.ts';
import { failAbandonedJob } from '../../lib/jobs/fail-abandoned-job.ts';
import { runJob } from '../../lib/jobs/run-job.ts';
import { submitPrompt } from '../../lib/jobs/submit-prompt.ts';
import { runPrompt } from '../../lib/agent/run-prompt.ts';
import type { FaultPoint } from '../../lib/transactions/pipeline-deps.ts';
import { settleUsedNonce } from '../../lib/transactions/used-nonce.ts';
import { replaceStuck, waitForInclusion } from '../../lib/transactions/wait-for-inclusion.ts';
import { toKmsEvmAccount } from '../../lib/wallets/kms-evm-account.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

/**
 * The transaction watcher and the jobs it settles (issue 13): no transaction
 * is left unwatched once the request that sent it ended, and a job whose
 * transaction was broadcast is never failed while that transaction can still
 * be mined. Base runs on a private anvil node here, so a test can stop it
 * from mining (automine off) without touching the nodes other files share.
 */
let rt: TestRuntime;
let anvil: AnvilNodes;
const logDir = mkdtempSync(join(tmpdir(), 'purser-watcher-'));
const base = 8453;
const client = () => rt.deps.chains.evm(base);
const rpc = (method: string, params: unknown[] = []) => client().request({ method: method as never, params: params as never });
const freshRecipient = (): Address =>
  getAddress(
    `0x${Math.floor(Math.random() * 2 ** 48)
      .toString(16)
      .padStart(40, '0')}`,
  );
const stuckAfterMs = 60_000;
/** A pass of the watcher as if run `ms` from now (past the stuck time, leases long gone). */
const watchLater = (ms = stuckAfterMs + 1_000) => rt.watchTransactions(new Date(Date.now() + ms));

beforeAll(async () => {
  anvil = await startAnvilNodes({ chains: [{ chainId: base, name: 'base' }], logDir });
  rt = await startTestRuntime({
    chains: { [base]: anvil.nodes[0]!.rpcUrl },
    leaseMs: 300,
    retryDelayMs: 100,
    // An attempt waits briefly for its receipt, then hands its job to the watcher; nothing is bumped unless a test says so.
    pipeline: { pollMs: 20, receiptTimeoutMs: 400, stuckAfterMs },
  });
  await rpc('evm_setAutomine', [false]);
}, 120_000);
afterAll(async () => {
  await Promise.all([rt?.stop(), anvil?.stop()]);
  rmSync(logDir, { recursive: true, force: true });
});

const mine = () => rpc('evm_mine');
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in time; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
const jobOf = (accountId: string, jobId: string) => rt.deps.jobs.get(accountId, jobId);
const isWatched = async (jobId: string) => (await rt.deps.jobs.listWatched()).some((w) => w.jobId === jobId);

/** A prompt transfer whose job runs through the runtime's queue; returns when its transaction is in the pool (not mined). */
async function pendingTransfer(amount = '0.01') {
  const { accountId, apiKey, evm } = await rt.newAccount();
  const to = freshRecipient();
  const { body } = await rt.call('/agent/prompt', { apiKey, body: { prompt: `send ${amount} eth to ${to} on base` } });
  const job = await until(
    () => jobOf(accountId, body.jobId),
    (j) => j?.statusUpdates.some((u) => u.message.startsWith('Waiting for transaction')) ?? false,
  );
  return { accountId, apiKey, evm, to, jobId: body.jobId as string, job: job! };
}

describe('a job whose transaction is not mined within its wait', () => {
  it('stays processing, handed to the watcher, and completes with its own answer once the transaction is mined', async () => {
    const { accountId, apiKey, to, jobId, job } = await pendingTransfer();
    expect(job.status).toBe('processing');
    expect(job.statusUpdates.at(-1)!.message).toMatch(/^Waiting for transaction 0x[0-9a-f]{64} on Base to be mined/);
    expect(await isWatched(jobId)).toBe(true);
    // Nothing changes while the chain has not decided.
    await watchLater();
    expect((await jobOf(accountId, jobId))!.status).toBe('processing');
    await mine();
    const report = await rt.watchTransactions();
    expect(report.steps.settled).toContain(`${jobId}#0`);
    expect(report.jobs.resumed).toContain(jobId);
    const done = await rt.waitForJob(jobId, apiKey);
    expect(done).toMatchObject({ status: 'completed' });
    expect(done.response).toMatch(/^Sent 0\.01 ETH to /);
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.01'));
    expect(await isWatched(jobId)).toBe(false);
  });

  it('fails saying nothing was sent when the chain dropped the transaction and now refuses it (cancelled with a no-op)', async () => {
    const { accountId, evm, to, jobId } = await pendingTransfer('1');
    const step = (await rt.deps.steps.get(`${jobId}#0`))!;
    await rpc('anvil_dropTransaction', [step.versions[0]!.hash]);
    // The wallet can no longer pay the 1 ETH, but can pay a no-op's gas.
    await rpc('anvil_setBalance', [evm, toHex(parseEther('0.01'))]);
    const first = await watchLater();
    expect(first.steps.bumped).toContain(`${jobId}#0`);
    const cancelling = (await rt.deps.steps.get(`${jobId}#0`))!;
    expect(cancelling.versions.at(-1)!.filler).toBe(true);
    await mine();
    const second = await watchLater();
    expect(second.steps.released).toContain(`${jobId}#0`);
    expect(second.jobs.failed).toContain(jobId);
    const failed = (await jobOf(accountId, jobId))!;
    expect(failed).toMatchObject({ status: 'failed', errorCode: 'TRANSACTION_NOT_SENT' });
    expect(failed.error).toMatch(/cancelled with a no-op at nonce 0 on Base.*Nothing was sent\.$/);
    expect(await client().getBalance({ address: to })).toBe(0n);
    expect(await client().getTransactionCount({ address: evm })).toBe(1);
  });
});

describe('the dead-letter sweeper', () => {
  const noQueue = { enqueue: async () => undefined };
  const crashAt = (point: FaultPoint) => async (at: FaultPoint) => {
    if (at === point) await new Promise(() => undefined);
  };

  it('hands a job whose transaction was broadcast to the watcher instead of failing it; the job completes once mined', async () => {
    const { accountId, apiKey } = await rt.newAccount();
    const to = freshRecipient();
    const job = await submitPrompt({ ...rt.deps, queue: noQueue }, { accountId, prompt: `send 0.002 eth to ${to} on base` });
    const deps = { ...rt.deps, faults: crashAt('after-broadcast') };
    void runJob(deps, job, (ctx) => runPrompt(deps, ctx)); // dies right after the broadcast
    await until(
      () => rt.deps.steps.get(`${job.jobId}#0`),
      (s) => s?.status === 'broadcast',
    );
    await failAbandonedJob(rt.deps, job);
    const handed = (await jobOf(accountId, job.jobId))!;
    expect(handed.status).toBe('processing');
    expect(handed.statusUpdates.at(-1)!.message).toMatch(/transaction watcher/);
    expect(await isWatched(job.jobId)).toBe(true);
    await mine();
    expect((await watchLater()).jobs.resumed).toContain(job.jobId);
    expect(await rt.waitForJob(job.jobId, apiKey)).toMatchObject({ status: 'completed' });
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.002'));
  });

  it('fails a job whose step was signed but never committed, saying nothing was sent; the watcher gives the nonce back', async () => {
    const { accountId, apiKey, evm } = await rt.newAccount();
    const job = await submitPrompt({ ...rt.deps, queue: noQueue }, { accountId, prompt: `send 0.002 eth to ${freshRecipient()} on base` });
    const deps = { ...rt.deps, faults: crashAt('after-sign') };
    void runJob(deps, job, (ctx) => runPrompt(deps, ctx)); // dies between signing and the commit that precedes the broadcast
    await until(
      () => rt.deps.steps.get(`${job.jobId}#0`),
      (s) => s?.status === 'signed',
    );
    await failAbandonedJob(rt.deps, job);
    const failed = (await jobOf(accountId, job.jobId))!;
    expect(failed).toMatchObject({ status: 'failed', errorCode: 'JOB_ABANDONED' });
    expect(failed.error).toMatch(/nothing was sent/);
    expect((await watchLater()).steps.released).toContain(`${job.jobId}#0`);
    // The nonce is the wallet's again: the next transaction takes it and is mined.
    const next = rt.call('/agent/submit', { apiKey, body: { transaction: { to: evm, value: '0x0', chainId: base }, waitForConfirmation: true } });
    await until(async () => (await client().getTransactionCount({ address: evm, blockTag: 'pending' })) > 0, Boolean);
    await mine();
    expect((await next).body).toMatchObject({ status: 'success', nonce: 0 });
  });
});

describe('a submit that returned before its receipt', () => {
  it('is followed by the watcher: stuck, it is replaced with a higher fee and the receipt is recorded', async () => {
    const { evm, apiKey } = await rt.newAccount();
    const res = await rt.call('/agent/submit', {
      apiKey,
      body: {
        transaction: { to: evm, value: '0x0', chainId: base, maxFeePerGas: toHex(parseGwei('3')), maxPriorityFeePerGas: toHex(parseGwei('1')) },
        waitForConfirmation: false,
      },
    });
    expect(res.body.status).toBe('pending');
    const stepId = (await rt.deps.steps.listWatched(base)).find((w) => w.from === evm)!.stepId;
    const report = await watchLater(60 * 60_000);
    expect(report.steps.bumped).toContain(stepId);
    await mine();
    expect((await rt.watchTransactions(new Date(Date.now() + 60 * 60_000))).steps.settled).toContain(stepId);
    const step = (await rt.deps.steps.get(stepId))!;
    expect(step.status).toBe('confirmed');
    expect(step.versions).toHaveLength(2);
    expect(step.receipt!.hash).toBe(step.versions[1]!.hash as Hex);
    expect((await rt.deps.steps.listWatched(base)).some((w) => w.stepId === stepId)).toBe(false);
  });
});

describe("a caller's own nonce on a pending transaction", () => {
  it('replaces it: the replaced step is never sent again, under any nonce', async () => {
    const { evm, apiKey } = await rt.newAccount();
    const [a, b] = [freshRecipient(), freshRecipient()];
    const first = await rt.call('/agent/submit', { apiKey, body: { transaction: { to: a, value: '0x1', chainId: base }, waitForConfirmation: false } });
    expect(first.body).toMatchObject({ status: 'pending', nonce: 0 });
    const replacement = await rt.call('/agent/submit', {
      apiKey,
      body: {
        transaction: { to: b, value: '0x2', chainId: base, nonce: 0, maxFeePerGas: toHex(parseGwei('50')), maxPriorityFeePerGas: toHex(parseGwei('10')) },
        waitForConfirmation: false,
      },
    });
    expect(replacement.body).toMatchObject({ status: 'pending', nonce: 0 });
    await mine();
    await watchLater(60 * 60_000);
    const watched = await Promise.all((await rt.deps.steps.listByNonce(evm, base, 0)).map((s) => s));
    expect(watched.map((s) => s.status).sort()).toEqual(['confirmed', 'failed']);
    expect(watched.find((s) => s.status === 'failed')!.error).toMatch(/replaced by the submitted transaction/);
    expect(await client().getBalance({ address: a })).toBe(0n);
    expect(await client().getBalance({ address: b })).toBe(2n);
    expect(await client().getTransactionCount({ address: evm, blockTag: 'pending' })).toBe(1);
  });

  it('refuses a nonce held by nothing in the pool and beyond the next one', async () => {
    const { apiKey } = await rt.newAccount();
    const res = await rt.call('/agent/submit', { apiKey, body: { transaction: { to: freshRecipient(), value: '0x1', chainId: base, nonce: 3 } } });
    expect(res).toMatchObject({ status: 409, body: { code: 'NONCE_TOO_HIGH', details: { nextNonce: 0 } } });
  });
});

describe('two actors on one broadcast step (a resumed attempt and the watcher, after a crash)', () => {
  /** The step's input as an actor holds it; `stale` is its copy read before another actor recorded a fee bump. */
  async function bumpedByAnother() {
    const { accountId, apiKey, to, jobId } = await pendingTransfer('0.003');
    await until(() => isWatched(jobId), Boolean); // the job's own attempt has handed the step to the watcher
    const stale = (await rt.deps.steps.get(`${jobId}#0`))!;
    const account = (await rt.deps.accounts.get(accountId))!;
    const input = {
      stepId: stale.stepId,
      accountId,
      jobId,
      chainId: base,
      chainLabel: 'Base',
      client: client(),
      signer: toKmsEvmAccount(rt.deps.keyVault, account.wallets.evm),
      request: { to: stale.request.to, value: BigInt(stale.request.value) },
      wait: true,
    };
    const bumped = await replaceStuck(rt.deps, input, stale);
    expect(bumped.versions).toHaveLength(2);
    await mine(); // the bump is mined; the first version never will be
    return { apiKey, to, jobId, stale, input, bump: bumped.versions[1]! };
  }

  it('an actor still waiting on its copy from before the bump takes the mined bump as its receipt, and nothing is sent again', async () => {
    const { apiKey, to, jobId, stale, input, bump } = await bumpedByAnother();
    const result = await waitForInclusion(rt.deps, input, stale);
    expect(result).toMatchObject({ kind: 'settled', step: { status: 'confirmed', receipt: { hash: bump.hash } } });
    await watchLater();
    const done = await rt.waitForJob(jobId, apiKey);
    expect(done).toMatchObject({ status: 'completed', metadata: { transactionHash: bump.hash } });
    await mine();
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.003'));
    expect(await client().getTransactionCount({ address: stale.from, blockTag: 'pending' })).toBe(stale.nonce + 1);
  });

  it('settling the used nonce from a stale copy reads the step as stored: the bump is the receipt, the step is never given up', async () => {
    const { to, stale, input, bump } = await bumpedByAnother();
    const settled = await settleUsedNonce(rt.deps, { ...input, request: {} }, stale);
    expect(settled).toMatchObject({ status: 'confirmed', receipt: { hash: bump.hash } });
    await mine();
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.003'));
    expect(await client().getTransactionCount({ address: stale.from, blockTag: 'pending' })).toBe(stale.nonce + 1);
  });

  it('a copy from before the step moved to a new nonce never gives up the step there while its nonce is not used', async () => {
    const { evm, apiKey } = await rt.newAccount();
    // Nonce 0 is used (mined); the transfer waits in the pool at nonce 1.
    const first = rt.call('/agent/submit', { apiKey, body: { transaction: { to: evm, value: '0x0', chainId: base }, waitForConfirmation: true } });
    await until(async () => (await client().getTransactionCount({ address: evm, blockTag: 'pending' })) > 0, Boolean);
    await mine();
    expect((await first).body).toMatchObject({ status: 'success', nonce: 0 });
    const to = freshRecipient();
    const { body } = await rt.call('/agent/prompt', { apiKey, body: { prompt: `send 0.004 eth to ${to} on base` } });
    const step = await until(
      () => rt.deps.steps.get(`${body.jobId}#0`),
      (s) => s?.status === 'broadcast',
    );
    expect(step!.nonce).toBe(1);
    // An actor's copy from when the step held nonce 0 (before a reallocation it did not see).
    const stale = { ...step!, nonce: 0, versions: [] };
    const settled = await settleUsedNonce(rt.deps, { client: client(), chainLabel: 'Base', request: {} }, stale);
    expect(settled).toMatchObject({ status: 'broadcast', nonce: 1, versions: step!.versions });
    await until(() => isWatched(body.jobId), Boolean);
    await mine();
    await watchLater();
    expect(await rt.waitForJob(body.jobId, apiKey)).toMatchObject({ status: 'completed' });
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.004'));
    expect(await client().getTransactionCount({ address: evm, blockTag: 'pending' })).toBe(2);
  });
});
