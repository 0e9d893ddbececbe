import { erc20Abi, parseEther, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPrompt } from '../../lib/agent/run-prompt.ts';
import { evmChainByName, findEvmToken } from '../../lib/chains/chains.ts';
import { cancelJob } from '../../lib/jobs/cancel-job.ts';
import { runJob } from '../../lib/jobs/run-job.ts';
import { submitPrompt } from '../../lib/jobs/submit-prompt.ts';
import type { FaultPoint } from '../../lib/transactions/pipeline-deps.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

/** Wrapping and unwrapping through prompts (issue 16): balances checked on chain, each wrap sent exactly once. */
let rt: TestRuntime;
const base = evmChainByName('base')!;
const polygon = evmChainByName('polygon')!;
const weth = findEvmToken(base, 'WETH')!.address;
const wpol = findEvmToken(polygon, 'WPOL')!.address;
const noQueue = { enqueue: async () => undefined };

beforeAll(async () => {
  rt = await startTestRuntime({ leaseMs: 200, retryDelayMs: 50, pipeline: { stuckAfterMs: 400, pollMs: 20 } });
});
afterAll(async () => rt?.stop());

const client = (chainId: number) => rt.deps.chains.evm(chainId);
const tokenBalance = (chainId: number, token: Address, owner: Address) =>
  client(chainId).readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
const nonceOf = (chainId: number, owner: Address) => client(chainId).getTransactionCount({ address: owner });

async function prompt(apiKey: string, text: string, threadId?: string) {
  const res = await rt.call('/agent/prompt', { apiKey, body: { prompt: text, ...(threadId ? { threadId } : {}) } });
  expect(res.status).toBe(202);
  return rt.waitForJob(res.body.jobId, apiKey, 30_000);
}

describe('wrapping through prompts', () => {
  it('"wrap 0.5 eth on base" then "unwrap all my weth on base": WETH goes up by 0.5 and back, and each response names its transaction', async () => {
    const { apiKey, evm } = await rt.newAccount();
    const [wethBefore, ethBefore] = await Promise.all([tokenBalance(base.chainId, weth, evm), client(base.chainId).getBalance({ address: evm })]);
    const wrapped = await prompt(apiKey, 'wrap 0.5 eth on base');
    expect(wrapped.status, wrapped.error).toBe('completed');
    expect(wrapped.response).toMatch(/^Wrapped 0\.5 ETH into 0\.5 WETH on Base\.\nTransaction: 0x[0-9a-f]{64}$/);
    expect(await tokenBalance(base.chainId, weth, evm)).toBe(wethBefore + parseEther('0.5'));
    const spent = ethBefore - (await client(base.chainId).getBalance({ address: evm }));
    expect(spent).toBeGreaterThan(parseEther('0.5'));
    expect(spent).toBeLessThan(parseEther('0.501'));
    expect(wrapped.richData).toEqual([expect.objectContaining({ type: 'wrap', chain: 'base', amount: '0.5', amountRaw: parseEther('0.5').toString() })]);
    const receipt = await client(base.chainId).getTransactionReceipt({ hash: wrapped.metadata.transactionHash });
    expect(receipt.status).toBe('success');
    expect(receipt.to?.toLowerCase()).toBe(weth.toLowerCase());

    const unwrapped = await prompt(apiKey, 'unwrap all my weth on base');
    expect(unwrapped.status, unwrapped.error).toBe('completed');
    const all = wethBefore + parseEther('0.5');
    expect(unwrapped.response).toContain(`Unwrapped ${Number(all) / 1e18} WETH into ${Number(all) / 1e18} ETH on Base.\nTransaction: 0x`);
    expect(await tokenBalance(base.chainId, weth, evm)).toBe(0n);
  });

  it('"swap eth to weth on base" asks how much, and the answer wraps it (not a swap refused as the same token)', async () => {
    const { apiKey, evm } = await rt.newAccount();
    const before = await tokenBalance(base.chainId, weth, evm);
    const asked = await prompt(apiKey, 'swap eth to weth on base');
    expect(asked.response).toMatch(/How much ETH/);
    const done = await prompt(apiKey, '0.2', asked.threadId);
    expect(done.status, done.error).toBe('completed');
    expect(done.response).toMatch(/^Wrapped 0\.2 ETH into 0\.2 WETH on Base\./);
    expect(await tokenBalance(base.chainId, weth, evm)).toBe(before + parseEther('0.2'));
    const sold = await prompt(apiKey, 'sell 0.1 weth for eth on base');
    expect(sold.status, sold.error).toBe('completed');
    expect(sold.response).toMatch(/^Unwrapped 0\.1 WETH into 0\.1 ETH on Base\./);
    expect(await tokenBalance(base.chainId, weth, evm)).toBe(before + parseEther('0.1'));
  });

  it('"convert 2 pol to wpol" wraps on Polygon, the only chain whose native token is POL', async () => {
    const { apiKey, evm } = await rt.newAccount();
    const before = await tokenBalance(polygon.chainId, wpol, evm);
    const job = await prompt(apiKey, 'convert 2 pol to wpol');
    expect(job.status, job.error).toBe('completed');
    expect(job.response).toMatch(/Wrapped 2 POL into 2 WPOL on Polygon\.\nTransaction: 0x/);
    expect(await tokenBalance(polygon.chainId, wpol, evm)).toBe(before + parseEther('2'));
  });

  it('unwrapping more WETH than the wallet holds fails with INSUFFICIENT_FUNDS and sends nothing', async () => {
    const { apiKey, evm } = await rt.newAccount();
    const nonce = await nonceOf(base.chainId, evm);
    const held = await tokenBalance(base.chainId, weth, evm);
    const job = await prompt(apiKey, 'unwrap 1000 weth on base');
    expect(job.status).toBe('failed');
    expect(job.errorCode).toBe('INSUFFICIENT_FUNDS');
    expect(job.error).toBe(`Insufficient WETH balance on Base: you have ${Number(held) / 1e18} WETH, unwrapping needs 1000. Nothing was sent.`);
    expect(await nonceOf(base.chainId, evm)).toBe(nonce);
  });

  it('wrapping more ETH than the wallet holds fails with INSUFFICIENT_FUNDS and sends nothing', async () => {
    const { apiKey, evm } = await rt.newAccount();
    const nonce = await nonceOf(base.chainId, evm);
    const job = await prompt(apiKey, 'wrap 1000 eth on base');
    expect(job.status).toBe('failed');
    expect(job.errorCode).toBe('INSUFFICIENT_FUNDS');
    expect(job.error).toMatch(
      /^Insufficient ETH balance on Base: you have [\d.]+ ETH, wrapping 1000 needs that plus about [\d.]+ for gas\. Nothing was sent\.$/,
    );
    expect(await nonceOf(base.chainId, evm)).toBe(nonce);
  });

  it('wrapping SOL is refused clearly, and nothing moves', async () => {
    const { apiKey } = await rt.newAccount();
    const job = await prompt(apiKey, 'wrap half my sol');
    expect(job.status).toBe('failed');
    expect(job.errorCode).toBe('UNSUPPORTED_ACTION');
    expect(job.error).toMatch(/^Wrapping and unwrapping SOL is not supported yet/);
    expect(job.metadata).toBeUndefined();
  });
});

/** Fault injection: the executor stops dead at `point` (a promise that never settles), as if its process died there. */
const crashAt = (point: FaultPoint) => async (at: FaultPoint) => {
  if (at === point) await new Promise(() => undefined);
};
const run = (deps: typeof rt.deps, job: { accountId: string; jobId: string }) => runJob(deps, job, (ctx) => runPrompt(deps, ctx));

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('exactly once', () => {
  it.each(['after-sign', 'after-broadcast'] as const)(
    'a wrap whose attempt died %s is finished by the redelivery with one transaction, not wrapped twice',
    async (point) => {
      const { accountId, evm } = await rt.newAccount();
      const [before, nonceBefore] = await Promise.all([tokenBalance(base.chainId, weth, evm), nonceOf(base.chainId, evm)]);
      const job = await submitPrompt({ ...rt.deps, queue: noQueue }, { accountId, prompt: 'wrap 0.3 eth on base' });
      void run({ ...rt.deps, faults: crashAt(point) }, job); // dies at the fault point, never finishes
      await waitFor(async () => (await rt.deps.steps.get(`${job.jobId}#0`)) !== undefined);
      await new Promise((resolve) => setTimeout(resolve, 400)); // the dead attempt's lease runs out
      await run(rt.deps, job); // redelivery
      const after = (await rt.deps.jobs.get(accountId, job.jobId))!;
      expect(after.status, after.error).toBe('completed');
      expect(after.attempt).toBe(2);
      expect(after.response).toMatch(/^Wrapped 0\.3 ETH into 0\.3 WETH on Base\./);
      expect(await tokenBalance(base.chainId, weth, evm)).toBe(before + parseEther('0.3'));
      expect(await nonceOf(base.chainId, evm)).toBe(nonceBefore + 1);
    },
  );

  it('"unwrap half my weth" resumed after a crash unwraps the half worked out by the first attempt, once', async () => {
    const { accountId, apiKey, evm } = await rt.newAccount();
    expect((await prompt(apiKey, 'wrap 1 eth on base')).status).toBe('completed');
    const [held, nonceBefore] = await Promise.all([tokenBalance(base.chainId, weth, evm), nonceOf(base.chainId, evm)]);
    const job = await submitPrompt({ ...rt.deps, queue: noQueue }, { accountId, prompt: 'unwrap half my weth on base' });
    void run({ ...rt.deps, faults: crashAt('after-broadcast') }, job);
    await waitFor(async () => (await rt.deps.steps.get(`${job.jobId}#0`))?.status === 'broadcast');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await run(rt.deps, job);
    const after = (await rt.deps.jobs.get(accountId, job.jobId))!;
    expect(after.status, after.error).toBe('completed');
    expect(await tokenBalance(base.chainId, weth, evm)).toBe(held - held / 2n);
    expect(await nonceOf(base.chainId, evm)).toBe(nonceBefore + 1);
  });

  it('a wrap cancelled before it runs never sends', async () => {
    const { accountId, evm } = await rt.newAccount();
    const [before, nonceBefore] = await Promise.all([tokenBalance(base.chainId, weth, evm), nonceOf(base.chainId, evm)]);
    const job = await submitPrompt({ ...rt.deps, queue: noQueue }, { accountId, prompt: 'wrap 0.4 eth on base' });
    await cancelJob(rt.deps, accountId, job.jobId);
    await run(rt.deps, job);
    expect((await rt.deps.jobs.get(accountId, job.jobId))!.status).toBe('cancelled');
    expect(await rt.deps.steps.get(`${job.jobId}#0`)).toBeUndefined();
    expect(await tokenBalance(base.chainId, weth, evm)).toBe(before);
    expect(await nonceOf(base.chainId, evm)).toBe(nonceBefore);
  });
});
