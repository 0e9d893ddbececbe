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

/**
 * Fault injection: the attempt stops dead at `point` (a promise that never settles), as if its process died there.
 * `reached` settles when it has, so the test waits for the death itself rather than for a step status before it.
 */
function crashAt(point: FaultPoint) {
  let died: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    died = resolve;
  });
  const faults = async (at: FaultPoint) => {
    if (at !== point) return;
    died();
    await never();
  };
  return { faults, reached };
}
const run = (deps: typeof rt.deps, job: { accountId: string; jobId: string }) => runJob(deps, job, (ctx) => runPrompt(deps, ctx));

/** Waits until the dead attempt's lease (renewed by each of its commits) has run out, whatever the machine's load. */
async function leaseRunsOut(accountId: string, jobId: string): Promise<void> {
  const leaseUntil = (await rt.deps.jobs.get(accountId, jobId))?.leaseUntil;
  const wait = leaseUntil ? Date.parse(leaseUntil) - Date.now() + 20 : 0;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

describe('a retried job writes each broadcast transaction to the audit log once', () => {
  // after-broadcast: the dead attempt never wrote the entry, the retry does; after-receipt: it did, the retry must not add one.
  it.each(['after-broadcast', 'after-receipt'] as const)('EVM: a crash %s then a redelivery leaves one entry with the hash', async (point) => {
    const { accountId } = await rt.newAccount();
    const job = await submitPrompt({ ...rt.deps, queue: noQueue }, { accountId, prompt: `send 0.001 ETH to ${freshRecipient()} on base` });
    const crash = crashAt(point);
    void run({ ...rt.deps, faults: crash.faults }, job);
    await crash.reached;
    expect((await rt.deps.steps.get(`${job.jobId}#0`))?.status).toMatch(/^(broadcast|confirmed)$/);
    await leaseRunsOut(accountId, job.jobId);
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
    let died: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => {
      died = resolve;
    });
    const dying: SolanaStepStore = {
      get: (id) => real.get(id),
      put: (step) => {
        if (step.status !== 'confirmed') return real.put(step);
        died();
        return never();
      },
    };
    void run({ ...rt.deps, solanaSteps: dying }, job);
    await reached;
    expect((await rt.deps.audit.list(accountId, { limit: 10 })).entries).toHaveLength(1);
    await leaseRunsOut(accountId, job.jobId);
    await run(rt.deps, job);
    const done = await rt.deps.jobs.get(accountId, job.jobId);
    expect(done).toMatchObject({ status: 'completed', attempt: 2 });
    const { entries } = await rt.deps.audit.list(accountId, { limit: 10 });
    expect(entries.map((e) => [e.chain, e.jobId, e.stepId, e.transactionHash])).toEqual([
      ['solana', job.jobId, `${job.jobId}#sol0`, done!.metadata!.transactionHash],
    ]);
  });
});
