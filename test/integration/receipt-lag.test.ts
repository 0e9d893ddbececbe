import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, getAddress, http, parseEther, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvilNodes, type AnvilNodes } from '../../lib/local/anvil-nodes.ts';
import { settleUsedNonce } from '../../lib/transactions/used-nonce.ts';
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
