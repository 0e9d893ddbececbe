import { Keypair } from '@solana/web3.js';
import { getAddress, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPrompt } from '../../lib/agent/run-prompt.ts';
import type { SolanaStepStore } from '../../lib/capabilities/transfers/solana/solana-step-store.ts';
import { runJob } from '../../lib/jobs/run-job.ts';
import { submitPrompt } from '../../lib/jobs/submit-prompt.ts';
import type { FaultPoint } from '../../lib/transactions/pipeline-deps.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

let rt: TestRuntime;
const noQueue = { enqueue: async () => undefined };
const freshRecipient = (): Address =>
  getAddress(
    `0x${Math.floor(Math.random() * 2 ** 48)
      .toString(16)
      .padStart(40, '0')}`,
  );
const never = () => new Promise<never>(() => undefined);

beforeAll(async () => {
  rt = await startTestRuntime({ leaseMs: 200, retryDelayMs: 50, pipeline: { stuckAfterMs: 400, pollMs: 20 } });
});
afterAll(async () => rt?.stop());

/** Fault injection: the attempt stops dead at `point` (a promise that never settles), as if its process died there. */
const crashAt = (point: FaultPoint) => async (at: FaultPoint) => {
  if (at === point) await never();
};
const run = (deps: typeof rt.deps, job: { accountId: string; jobId: string }) => runJob(deps, job, (ctx) => runPrompt(deps, ctx));

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a retried job writes each broadcast transaction to the audit log once', () => {
  // after-broadcast: the dead attempt never wrote the entry, the retry does; after-receipt: it did, the retry must not add one.
  it.each(['after-broadcast', 'after-receipt'] as const)('EVM: a crash %s then a redelivery leaves one entry with the hash', async (point) => {
    const { accountId } = await rt.newAccount();
    const job = await submitPrompt({ ...rt.deps, queue: noQueue }, { accountId, prompt: `send 0.001 ETH to ${freshRecipient()} on base` });
    void run({ ...rt.deps, faults: crashAt(point) }, job);
    await waitFor(async () => ['broadcast', 'confirmed'].includes((await rt.deps.steps.get(`${job.jobId}#0`))?.status ?? ''));
    await new Promise((resolve) => setTimeout(resolve, 400)); // the dead attempt's lease runs out
    await run(rt.deps, job);
    const done = await rt.deps.jobs.get(accountId, job.jobId);
    expect(done).toMatchObject({ status: 'completed', attempt: 2 });
    const { entries } = await rt.deps.audit.list(accountId, { limit: 10 });
    expect(entries.map((e) => [e.action, e.jobId, e.stepId, e.transactionHash])).toEqual([
      ['job.transaction', job.jobId, `${job.jobId}#0`, done!.metadata!.transactionHash],
    ]);
  });

  it('Solana: a crash after the send then a redelivery leaves one entry with the signature', async () => {
    const { accountId } = await rt.newAccount();
    const job = await submitPrompt(
      { ...rt.deps, queue: noQueue },
      { accountId, prompt: `send 0.1 SOL to ${Keypair.generate().publicKey.toBase58()} on solana` },
    );
    const real = rt.deps.solanaSteps;
    // The first attempt dies when it would record the confirmation: sent, audited, never finished.
    const dying: SolanaStepStore = { get: (id) => real.get(id), put: (step) => (step.status === 'confirmed' ? never() : real.put(step)) };
    void run({ ...rt.deps, solanaSteps: dying }, job);
    await waitFor(async () => (await rt.deps.audit.list(accountId, { limit: 10 })).entries.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await run(rt.deps, job);
    const done = await rt.deps.jobs.get(accountId, job.jobId);
    expect(done).toMatchObject({ status: 'completed', attempt: 2 });
    const { entries } = await rt.deps.audit.list(accountId, { limit: 10 });
    expect(entries.map((e) => [e.chain, e.jobId, e.stepId, e.transactionHash])).toEqual([
      ['solana', job.jobId, `${job.jobId}#sol0`, done!.metadata!.transactionHash],
    ]);
  });
});
