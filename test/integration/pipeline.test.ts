import { erc20Abi, getAddress, parseEther, parseTransaction, parseUnits, type Address } from 'viem';
import { evmChainByName } from '../../lib/chains/chains.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelJob } from '../../lib/jobs/cancel-job.ts';
import { runJob } from '../../lib/jobs/run-job.ts';
import { submitPrompt } from '../../lib/jobs/submit-prompt.ts';
import { runPrompt } from '../../lib/agent/run-prompt.ts';
import type { FaultPoint } from '../../lib/transactions/pipeline-deps.ts';
import { executeStep } from '../../lib/transactions/execute-step.ts';
import { toKmsEvmAccount } from '../../lib/wallets/kms-evm-account.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

let rt: TestRuntime;
const base = 8453;
const client = () => rt.deps.chains.evm(base);
const freshRecipient = (): Address =>
  getAddress(
    `0x${Math.floor(Math.random() * 2 ** 48)
      .toString(16)
      .padStart(40, '0')}`,
  );
const noQueue = { enqueue: async () => undefined };

beforeAll(async () => {
  rt = await startTestRuntime({ leaseMs: 200, retryDelayMs: 50, pipeline: { stuckAfterMs: 400, pollMs: 20 } });
});
afterAll(async () => rt?.stop());

/** Fault injection: the executor stops dead at `point` (a promise that never settles), as if its process died there. */
const crashAt = (point: FaultPoint) => async (at: FaultPoint) => {
  if (at === point) await new Promise(() => undefined);
};

async function transferJob(accountId: string, to: Address, amount = '0.001') {
  return submitPrompt({ ...rt.deps, queue: noQueue }, { accountId, prompt: `send ${amount} ETH to ${to} on base` });
}
const run = (deps: typeof rt.deps, job: { accountId: string; jobId: string }) => runJob(deps, job, (ctx) => runPrompt(deps, ctx));

describe('exactly once, whatever the crash point', () => {
  it.each(['before-sign', 'after-sign', 'after-broadcast', 'after-receipt'] as const)(
    'a crash %s then a redelivery sends one transaction and completes the job',
    async (point) => {
      const { accountId, evm } = await rt.newAccount();
      const to = freshRecipient();
      const job = await transferJob(accountId, to);
      const nonceBefore = await client().getTransactionCount({ address: evm });
      void run({ ...rt.deps, faults: crashAt(point) }, job); // dies at the fault point, never finishes
      await waitFor(async () => (await rt.deps.steps.get(`${job.jobId}#0`)) !== undefined);
      await new Promise((resolve) => setTimeout(resolve, 400)); // the dead attempt's lease runs out
      await run(rt.deps, job); // redelivery
      const after = await rt.deps.jobs.get(accountId, job.jobId);
      expect(after?.status).toBe('completed');
      expect(await client().getBalance({ address: to })).toBe(parseEther('0.001'));
      expect(await client().getTransactionCount({ address: evm })).toBe(nonceBefore + 1);
      const onChain = await client().getTransaction({ hash: after!.metadata!.transactionHash as `0x${string}` });
      expect(getAddress(onChain.from)).toBe(evm);
      expect(after!.attempt).toBe(2);
    },
  );
});

describe('a resumed job reuses what its first attempt worked out', () => {
  it.each([
    ['all my usdc', 'usdc'],
    ['half my eth', 'eth'],
    ['$20 of eth', 'eth'],
  ])('"send %s": a crash after the broadcast, then a redelivery, completes saying what was sent, and the recipient got exactly that', async (amount, token) => {
    const { accountId } = await rt.newAccount();
    const to = freshRecipient();
    const job = await submitPrompt({ ...rt.deps, queue: noQueue }, { accountId, prompt: `send ${amount} to ${to} on base` });
    void run({ ...rt.deps, faults: crashAt('after-broadcast') }, job);
    await waitFor(async () => (await rt.deps.steps.get(`${job.jobId}#0`))?.status === 'broadcast');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await run(rt.deps, job);
    const after = (await rt.deps.jobs.get(accountId, job.jobId))!;
    expect(after.status, after.error).toBe('completed');
    const sent = /^Sent ([\d.]+) (\w+) to /m.exec(after.response!)!;
    expect(sent[2]!.toLowerCase()).toBe(token);
    const usdc = evmChainByName('base')!.tokens.find((t) => t.symbol === 'USDC')!;
    const received =
      token === 'eth'
        ? await client().getBalance({ address: to })
        : await client().readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [to] });
    expect(received).toBe(parseUnits(sent[1]!, token === 'eth' ? 18 : 6));
    expect(after.memo?.amount).toBe(sent[1]);
  });
});

describe('nonces', () => {
  it('50 concurrent jobs and submits from one wallet all confirm, with contiguous nonces', async () => {
    const { accountId, evm, apiKey } = await rt.newAccount();
    const start = await client().getTransactionCount({ address: evm });
    const to = freshRecipient();
    const jobs = await Promise.all(Array.from({ length: 25 }, () => transferJob(accountId, to, '0.0001')));
    const results = await Promise.all([
      ...jobs.map((job) => run(rt.deps, job)),
      ...Array.from({ length: 25 }, () =>
        rt.call('/agent/submit', { apiKey, body: { transaction: { to, data: '0x', value: '0x1', chainId: base }, waitForConfirmation: true } }),
      ),
    ]);
    const submits = results.slice(25) as Array<{ status: number; body: { status: string; nonce: number } }>;
    expect(submits.map((r) => r.body.status)).toEqual(Array(25).fill('success'));
    const finished = await Promise.all(jobs.map((job) => rt.deps.jobs.get(accountId, job.jobId)));
    expect(finished.map((j) => j?.status)).toEqual(Array(25).fill('completed'));
    expect(await client().getTransactionCount({ address: evm })).toBe(start + 50);
    const steps = await rt.deps.steps.listByNonce(evm, base, start);
    expect(steps.map((s) => s.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => start + i));
    expect(steps.every((s) => s.status === 'confirmed')).toBe(true);
  });

  it('re-syncs a counter the chain has passed (a transaction sent outside the pipeline)', async () => {
    const { accountId, evm, apiKey } = await rt.newAccount();
    await rt.call('/agent/submit', { apiKey, body: { transaction: { to: evm, value: '0x0', chainId: base }, waitForConfirmation: true } });
    // Signed by us, broadcast by someone else: the counter never saw this nonce.
    const signed = await rt.call('/agent/sign', { apiKey, body: { type: 'eth_signTransaction', transaction: { to: evm, value: '0x0', chainId: base } } });
    await client().sendRawTransaction({ serializedTransaction: signed.body.signedTransaction });
    const outside = parseTransaction(signed.body.signedTransaction).nonce!;
    const res = await rt.call('/agent/submit', { apiKey, body: { transaction: { to: evm, value: '0x0', chainId: base }, waitForConfirmation: true } });
    expect(res.body.status).toBe('success');
    expect(res.body.nonce).toBe(outside + 1);
    expect(accountId).toBeDefined();
  });

  it('re-syncs a counter that drifted ahead of the chain with nothing in flight', async () => {
    const { evm, apiKey } = await rt.newAccount();
    await rt.call('/agent/submit', { apiKey, body: { transaction: { to: evm, value: '0x0', chainId: base }, waitForConfirmation: true } });
    const counter = (await rt.deps.steps.getCounter(evm, base))!;
    expect(await rt.deps.steps.setCounter(evm, base, counter, counter + 5)).toBe(true);
    const res = await rt.call('/agent/submit', { apiKey, body: { transaction: { to: evm, value: '0x0', chainId: base }, waitForConfirmation: true } });
    expect(res.body).toMatchObject({ status: 'success', nonce: counter });
  });

  it('fills a gap left by a step that was never signed, so the transactions behind it confirm', async () => {
    const { accountId, evm, apiKey } = await rt.newAccount();
    const account = (await rt.deps.accounts.get(accountId))!;
    const signer = toKmsEvmAccount(rt.deps.keyVault, account.wallets.evm);
    const input = (stepId: string) => ({
      stepId,
      accountId,
      chainId: base,
      chainLabel: 'Base',
      client: client(),
      signer,
      request: { to: evm, value: 0n },
      wait: true,
    });
    void executeStep({ ...rt.deps, faults: crashAt('before-sign') }, input(`gap-test#${accountId}#a`)); // holds nonce n forever
    await waitFor(async () => (await rt.deps.steps.get(`gap-test#${accountId}#a`)) !== undefined);
    const later = await executeStep(rt.deps, input(`gap-test#${accountId}#b`));
    expect(later.status).toBe('confirmed');
    const abandoned = (await rt.deps.steps.get(`gap-test#${accountId}#a`))!;
    expect(abandoned.status).toBe('released');
    expect(abandoned.versions.at(-1)?.filler).toBe(true);
    expect(await client().getTransactionCount({ address: evm })).toBe(later.nonce + 1);
    expect(apiKey).toBeDefined();
  });
});

describe('"nonce too low" is reconciled, never retried blindly', () => {
  async function signedButNotSent(accountId: string) {
    const job = await transferJob(accountId, freshRecipient());
    void run({ ...rt.deps, faults: crashAt('after-sign') }, job);
    await waitFor(async () => (await rt.deps.steps.get(`${job.jobId}#0`))?.status === 'signed');
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { job, step: (await rt.deps.steps.get(`${job.jobId}#0`))! };
  }

  it('recognises its own transaction, mined after a crash between broadcast and record, as done', async () => {
    const { accountId, evm } = await rt.newAccount();
    const { job, step } = await signedButNotSent(accountId);
    // The dead process had in fact broadcast it before dying.
    await client().sendRawTransaction({ serializedTransaction: step.versions[0]!.raw });
    await run(rt.deps, job);
    const after = (await rt.deps.jobs.get(accountId, job.jobId))!;
    expect(after.status).toBe('completed');
    expect(after.metadata?.transactionHash).toBe(step.versions[0]!.hash);
    expect(await client().getTransactionCount({ address: evm })).toBe(step.nonce + 1);
  });

  it('moves the step to a new nonce when something else used its nonce, sending it once', async () => {
    const { accountId, evm, apiKey } = await rt.newAccount();
    const { job, step } = await signedButNotSent(accountId);
    const other = await rt.call('/agent/sign', {
      apiKey,
      body: { type: 'eth_signTransaction', transaction: { to: evm, value: '0x0', chainId: base, nonce: step.nonce } },
    });
    await client().sendRawTransaction({ serializedTransaction: other.body.signedTransaction });
    await run(rt.deps, job);
    const after = (await rt.deps.jobs.get(accountId, job.jobId))!;
    expect(after.status).toBe('completed');
    const resent = (await rt.deps.steps.get(`${job.jobId}#0`))!;
    expect(resent.nonce).toBe(step.nonce + 1);
    expect(after.metadata?.transactionHash).not.toBe(step.versions[0]!.hash);
    expect(
      await client()
        .getTransactionReceipt({ hash: step.versions[0]!.hash })
        .catch(() => undefined),
    ).toBeUndefined();
    expect(await client().getTransactionCount({ address: evm })).toBe(step.nonce + 2);
  });
});

describe('a signed step whose job was cancelled before its broadcast', () => {
  it('is never sent: a later step fills its nonce with a recorded no-op', async () => {
    const { accountId, evm, apiKey } = await rt.newAccount();
    const job = await transferJob(accountId, freshRecipient());
    void run({ ...rt.deps, faults: crashAt('after-sign') }, job); // signed, then the process dies
    await waitFor(async () => (await rt.deps.steps.get(`${job.jobId}#0`))?.status === 'signed');
    await cancelJob(rt.deps, accountId, job.jobId); // allowed: nothing was committed
    const later = await rt.call('/agent/submit', { apiKey, body: { transaction: { to: evm, value: '0x0', chainId: base }, waitForConfirmation: true } });
    expect(later.body.status).toBe('success');
    const abandoned = (await rt.deps.steps.get(`${job.jobId}#0`))!;
    expect(abandoned.status).toBe('released');
    expect(abandoned.versions.at(-1)?.filler).toBe(true);
    expect(
      await client()
        .getTransactionReceipt({ hash: abandoned.versions[0]!.hash })
        .catch(() => undefined),
    ).toBeUndefined();
    expect((await rt.deps.jobs.get(accountId, job.jobId))?.status).toBe('cancelled');
  });
});

describe('failures', () => {
  it('fails a transfer beyond the balance with an insufficient-balance message and sends nothing', async () => {
    const { accountId, evm } = await rt.newAccount();
    const job = await transferJob(accountId, freshRecipient(), '1000');
    await run(rt.deps, job);
    const after = await rt.deps.jobs.get(accountId, job.jobId);
    expect(after).toMatchObject({ status: 'failed', errorCode: 'INSUFFICIENT_FUNDS' });
    expect(after!.error).toMatch(/Insufficient ETH balance on Base/);
    expect(await client().getTransactionCount({ address: evm })).toBe(0);
    expect(await rt.deps.steps.get(`${job.jobId}#0`)).toBeUndefined();
  });

  it('fails the job naming the chain and the cause once the retry budget is spent', async () => {
    const { accountId } = await rt.newAccount();
    const job = await transferJob(accountId, freshRecipient());
    const { viemChainGateway } = await import('../../lib/adapters/viem/viem-chain-gateway.ts');
    const down = { ...rt.deps, chains: viemChainGateway({ rpcUrls: { [base]: ['http://127.0.0.1:9'] }, timeoutMs: 200 }) };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await run(down, job).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const after = await rt.deps.jobs.get(accountId, job.jobId);
    expect(after).toMatchObject({ status: 'failed', errorCode: 'RPC_UNAVAILABLE' });
    expect(after!.error).toMatch(/^Gave up after 5 attempts: The Base RPC did not answer/);
  });
});

describe('cancel against completion, with real transactions', () => {
  it('never leaves a cancelled job with a transaction on chain (100 races)', async () => {
    const { accountId, evm } = await rt.newAccount();
    const to = freshRecipient(); // not the wallet itself: a transfer to one's own wallet is asked about first
    const tally = { cancelled: 0, completed: 0 };
    for (let i = 0; i < 100; i += 1) {
      const job = await transferJob(accountId, to, '0.00001');
      // The cancel lands anywhere from before the claim to after the receipt.
      const delay = (i % 10) * 8;
      const [, cancel] = await Promise.allSettled([
        run(rt.deps, job),
        new Promise((resolve) => setTimeout(resolve, delay)).then(() => cancelJob(rt.deps, accountId, job.jobId)),
      ]);
      const after = (await rt.deps.jobs.get(accountId, job.jobId))!;
      const step = await rt.deps.steps.get(`${job.jobId}#0`);
      if (after.status === 'cancelled') {
        expect(cancel.status).toBe('fulfilled');
        // Either nothing was allocated, or the step gave its nonce back (or filled it with a no-op, recorded).
        expect(step === undefined || step.status === 'released').toBe(true);
        for (const version of step?.versions.filter((v) => !v.filler) ?? []) {
          expect(
            await client()
              .getTransactionReceipt({ hash: version.hash })
              .catch(() => undefined),
          ).toBeUndefined();
        }
      } else {
        expect(after.status).toBe('completed');
        expect(cancel.status).toBe('rejected');
        expect(step?.status).toBe('confirmed');
        expect(after.metadata?.transactionHash).toBe(step?.receipt?.hash);
      }
      tally[after.status as 'cancelled' | 'completed'] += 1;
    }
    expect(tally.cancelled + tally.completed).toBe(100);
    expect(tally.cancelled).toBeGreaterThan(0);
    expect(tally.completed).toBeGreaterThan(0);
    // Nonces stayed contiguous: every allocated nonce was mined or given back.
    const counter = (await rt.deps.steps.getCounter(evm, base)) ?? 0;
    expect(await client().getTransactionCount({ address: evm, blockTag: 'pending' })).toBe(counter);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
