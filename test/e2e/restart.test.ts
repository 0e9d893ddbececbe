import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connection, PublicKey } from '@solana/web3.js';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ensureSandboxAccount, readRuntimeInfo, sandboxAccountPath, startLocalRuntime } from '../../lib/local/local-runtime.ts';
import { submitPrompt } from '../../lib/jobs/submit-prompt.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const dataDir = mkdtempSync(join(tmpdir(), 'purser-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const json = async (response: Promise<Response>): Promise<any> => (await response).json();
const rpcUrls = () => Object.fromEntries(Object.entries(inject('rpcUrls')).map(([id, url]) => [id, [url]]));
const start = () => startLocalRuntime({ dataDir, port: 0, rpcUrls: rpcUrls() }); // its own DynamoDB Local, persisted in dataDir

describe('a second start on the same data folder', () => {
  it('keeps accounts, keys, wallets and jobs, and runs a job queued before the stop', async () => {
    const first = await start();
    const sandbox = await ensureSandboxAccount(first, dataDir);
    expect(sandbox?.apiKey).toMatch(/^purser_/);
    expect(statSync(sandboxAccountPath(dataDir)).mode & 0o077).toBe(0); // readable by the owner only
    expect(readRuntimeInfo(dataDir)?.url).toBe(first.url);
    const headers = { 'x-api-key': sandbox!.apiKey, 'content-type': 'application/json' };
    const posted = await json(
      fetch(`${first.url}/agent/prompt`, { method: 'POST', headers, body: JSON.stringify({ prompt: 'what is my ETH balance on base' }) }),
    );
    // Queued while delivery is stopped (as if the process died before running it): the queue's journal must carry it over.
    await first.queue.stop();
    const orphan = await submitPrompt(first.deps, { accountId: sandbox!.userId, prompt: 'what is my ETH balance on ethereum' });
    await first.stop();
    expect(readRuntimeInfo(dataDir)).toBeUndefined();

    const second = await start();
    try {
      expect(await ensureSandboxAccount(second, dataDir)).toBeUndefined(); // not created twice
      const user = await json(fetch(`${second.url}/agent/user`, { headers }));
      expect(user.user).toMatchObject({ id: sandbox!.userId, wallets: { base: sandbox!.wallets.evm.address, solana: sandbox!.wallets.solana.address } });
      const job = await json(fetch(`${second.url}/agent/job/${posted.jobId}`, { headers }));
      expect(job.jobId).toBe(posted.jobId);
      const sign = await json(
        fetch(`${second.url}/agent/sign`, { method: 'POST', headers, body: JSON.stringify({ type: 'personal_sign', message: 'same key after restart' }) }),
      );
      expect(sign.signer).toBe(sandbox!.wallets.evm.address);
      // The Solana sandbox kept its ledger: the welcome funds are still there.
      const solana = new Connection(second.rpcUrls.solana![0]!, 'confirmed');
      expect(await solana.getBalance(new PublicKey(sandbox!.wallets.solana.address))).toBe(10 * 1e9);
      const deadline = Date.now() + 15_000;
      let recovered: { status: string } = { status: 'pending' };
      while (Date.now() < deadline && !['completed', 'failed'].includes(recovered.status)) {
        recovered = await json(fetch(`${second.url}/agent/job/${orphan.jobId}`, { headers }));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(recovered.status).toBe('completed');
    } finally {
      await second.stop();
    }
  }, 90_000);
});
