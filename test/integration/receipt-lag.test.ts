import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, getAddress, http, parseEther, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvilNodes, type AnvilNodes } from '../../lib/local/anvil-nodes.ts';
import { executeStep } from '../../lib/transactions/execute-step.ts';
import type { FaultPoint } from '../../lib/transactions/pipeline-deps.ts';
import { settleUsedNonce } from '../../lib/transactions/used-nonce.ts';
import { toKmsEvmAccount } from '../../lib/wallets/kms-evm-account.ts';
import { startLaggingRpc, type Lag, type LaggingRpc } from '../support/lagging-rpc.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

/**
 * A mined transaction whose receipt the RPC cannot show yet, while the
 * wallet's nonce already counts it (anvil between writing a block and
 * indexing it; a load-balanced RPC whose backends disagree): the used nonce
 * is the transfer's own, and it must never be sent again under a new one.
 * The service talks to Base through a proxy on loopback that hides receipts.
 */
let rt: TestRuntime;
let anvil: AnvilNodes;
let proxy: LaggingRpc;
const logDir = mkdtempSync(join(tmpdir(), 'purser-lag-'));
const base = 8453;

beforeAll(async () => {
  anvil = await startAnvilNodes({ chains: [{ chainId: base, name: 'base' }], logDir });
  proxy = await startLaggingRpc(anvil.nodes[0]!.rpcUrl);
  rt = await startTestRuntime({
    chains: { [base]: proxy.url },
    leaseMs: 5_000,
    retryDelayMs: 100,
    pipeline: { pollMs: 20, receiptTimeoutMs: 2_000, stuckAfterMs: 60_000 },
  });
}, 120_000);
afterAll(async () => {
  await Promise.all([rt?.stop(), proxy?.close(), anvil?.stop()]);
  rmSync(logDir, { recursive: true, force: true });
});

const chain = () => createPublicClient({ transport: http(anvil.nodes[0]!.rpcUrl) });
const freshRecipient = (): Address =>
  getAddress(
    `0x${Math.floor(Math.random() * 2 ** 48)
      .toString(16)
      .padStart(40, '0')}`,
  );

/** The job once terminal, with the watcher's passes run meanwhile. */
async function settled(jobId: string, apiKey: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { body } = await rt.call(`/agent/job/${jobId}`, { apiKey });
    if (['completed', 'failed', 'cancelled'].includes(body.status)) return body;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${body.status}: ${body.statusUpdates?.at(-1)?.message}`);
    await rt.watchTransactions(new Date());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a mined transfer whose receipt the RPC does not show yet', () => {
  it.each<[string, Lag]>([
    ['the node still shows it pending (its receipt index trails its state)', 'pending'],
    ['the answering backend knows nothing of it yet (a load-balanced RPC)', 'unknown'],
  ])(
    '%s: the job waits for the receipt and the transfer is sent once',
    async (_, lag) => {
      const { apiKey, evm } = await rt.newAccount();
      const to = freshRecipient();
      proxy.lag = lag;
      try {
        const { body } = await rt.call('/agent/prompt', { apiKey, body: { prompt: `send 0.01 eth to ${to} on base` } });
        // Mined (the nonce counts it) while every receipt read says "not found"; the attempt keeps looking meanwhile.
        const deadline = Date.now() + 15_000;
        while ((await chain().getTransactionCount({ address: evm })) === 0) {
          if (Date.now() > deadline) throw new Error('the transfer was never mined');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        // The watcher, asked meanwhile, does not give the step up either: the nonce may be its own transaction's.
        const step = (await rt.deps.steps.get(`${body.jobId}#0`))!;
        const asked = await settleUsedNonce(rt.deps, { client: rt.deps.chains.evm(base), chainLabel: 'Base', request: {} }, step, {
          unusedError: () => 'given up',
        });
        expect(asked).toMatchObject({ status: 'broadcast', nonce: 0 });
        proxy.lag = undefined;
        // An attempt that ran out of its wait handed the job to the transaction watcher: its passes run here.
        const job = await settled(body.jobId, apiKey);
        expect(job.status).toBe('completed');
        expect(await chain().getBalance({ address: to })).toBe(parseEther('0.01'));
        expect(await chain().getTransactionCount({ address: evm })).toBe(1);
        const mined = await chain().getTransaction({ hash: job.metadata.transactionHash });
        expect(mined.nonce).toBe(0);
      } finally {
        proxy.lag = undefined;
      }
    },
    60_000,
  );
});

/** Fault injection: the executor stops dead at `point` (a promise that never settles), as if its process died there. */
const crashAt = (point: FaultPoint) => async (at: FaultPoint) => {
  if (at === point) await new Promise(() => undefined);
};
const rpc = (method: string, params: unknown[]) => chain().request({ method: method as never, params: params as never });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a transfer resumed long after its broadcast (a restart whose chain lost it), mined again while the RPC cannot show it', () => {
  it.each<[string, 'answered' | 'unsupported' | 'http-400', number, number]>([
    // geth has no lookup of a sender's nonce: only the time since the bytes last went out tells a lag from a loss.
    ['the RPC cannot say who used the nonce (geth), and lags less than the stuck time', 'unsupported', 1_500, 700],
    ['a gateway refuses the lookup with an HTTP 400, and lags less than the stuck time', 'http-400', 1_500, 700],
    // anvil and Reth can say: the nonce used by nothing the node can show is no proof, however long it lasts.
    ['the RPC shows no transaction at the nonce yet, for longer than the stuck time', 'answered', 300, 1_500],
  ])(
    '%s: the step keeps its nonce and the money is sent once',
    async (_, lookup, stuckAfterMs, lagMs) => {
      const { accountId, evm } = await rt.newAccount();
      const account = (await rt.deps.accounts.get(accountId))!;
      const to = freshRecipient();
      const input = {
        stepId: `restart-${Date.now()}-${lookup}#0`,
        accountId,
        chainId: base,
        chainLabel: 'Base',
        client: rt.deps.chains.evm(base),
        signer: toKmsEvmAccount(rt.deps.keyVault, account.wallets.evm),
        request: { to, value: parseEther('0.01') },
        wait: true,
      };
      await rpc('evm_setAutomine', [false]);
      try {
        // The first attempt broadcasts and dies; the restarted chain no longer has the transfer.
        void executeStep({ ...rt.deps, faults: crashAt('after-broadcast') }, input);
        const deadline = Date.now() + 15_000;
        let step = await rt.deps.steps.get(input.stepId);
        while (step?.status !== 'broadcast' || (await chain().getTransactionCount({ address: evm, blockTag: 'pending' })) === 0) {
          if (Date.now() > deadline) throw new Error('the first attempt never broadcast');
          await sleep(20);
          step = await rt.deps.steps.get(input.stepId);
        }
        await rpc('anvil_dropTransaction', [step.versions[0]!.hash]);
        await sleep(stuckAfterMs + 500);
        // The resumed attempt sends the same bytes again; they are mined at once, and the RPC hides them a while.
        proxy.lag = 'unknown';
        proxy.senderNonceLookup = lookup;
        await rpc('evm_setAutomine', [true]);
        const resumed = executeStep({ ...rt.deps, pipeline: { ...rt.deps.pipeline, stuckAfterMs, receiptTimeoutMs: 15_000 } }, input);
        await sleep(lagMs);
        proxy.lag = undefined;
        const settled = await resumed;
        expect(settled).toMatchObject({ status: 'confirmed', nonce: 0 });
        expect(settled.receipt?.hash).toBe(step.versions[0]!.hash);
        expect(await chain().getBalance({ address: to })).toBe(parseEther('0.01'));
        expect(await chain().getTransactionCount({ address: evm })).toBe(1);
      } finally {
        proxy.lag = undefined;
        proxy.senderNonceLookup = 'answered';
        await rpc('evm_setAutomine', [true]);
      }
    },
    60_000,
  );
});
