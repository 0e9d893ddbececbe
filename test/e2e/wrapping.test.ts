import { NATIVE_MINT, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Connection, PublicKey } from '@solana/web3.js';
import { erc20Abi, parseEther, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPrompt } from '../../lib/agent/run-prompt.ts';
import { evmChainByName, findEvmToken } from '../../lib/chains/chains.ts';
import { cancelJob } from '../../lib/jobs/cancel-job.ts';
import { runJob } from '../../lib/jobs/run-job.ts';
import { submitPrompt } from '../../lib/jobs/submit-prompt.ts';
import type { FaultPoint } from '../../lib/transactions/pipeline-deps.ts';
import { crashAfterSignedStep } from '../support/faults.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

/** Wrapping and unwrapping through prompts (issue 16), on EVM chains and Solana: balances checked on chain, each wrap sent exactly once. */
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
const connection = () => new Connection(rt.rpcUrls.solana![0]!, 'confirmed');
const lamports = async (owner: PublicKey) => BigInt(await connection().getBalance(owner));

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

  it('everyday words: "Make please the POL into WPOL, 4 pieces, on polygon" wraps 4 POL; "Give back my 0.02 WETH to normal ETH on base" unwraps', async () => {
    const { apiKey, evm } = await rt.newAccount();
    const [wpolBefore, wethBefore] = await Promise.all([tokenBalance(polygon.chainId, wpol, evm), tokenBalance(base.chainId, weth, evm)]);
    const wrapped = await prompt(apiKey, 'Make please the POL into WPOL, 4 pieces, on polygon');
    expect(wrapped.status, wrapped.error).toBe('completed');
    expect(wrapped.response).toMatch(/^Wrapped 4 POL into 4 WPOL on Polygon\./);
    expect(await tokenBalance(polygon.chainId, wpol, evm)).toBe(wpolBefore + parseEther('4'));
    const unwrapped = await prompt(apiKey, 'Give back my 0.02 WETH to normal ETH on base');
    expect(unwrapped.status, unwrapped.error).toBe('completed');
    expect(unwrapped.response).toMatch(/^Unwrapped 0\.02 WETH into 0\.02 ETH on Base\./);
    expect(await tokenBalance(base.chainId, weth, evm)).toBe(wethBefore - parseEther('0.02'));
  });

  it('"turn 0.1 eth into weth" asks the chain as a wrap, and "base" wraps it there', async () => {
    const { apiKey, evm } = await rt.newAccount();
    const before = await tokenBalance(base.chainId, weth, evm);
    const asked = await prompt(apiKey, 'turn 0.1 eth into weth');
    expect(asked.response).toMatch(/^Which chain should I wrap ETH on\?/);
    const done = await prompt(apiKey, 'base', asked.threadId);
    expect(done.status, done.error).toBe('completed');
    expect(await tokenBalance(base.chainId, weth, evm)).toBe(before + parseEther('0.1'));
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

  it('"wrap 1 sol" opens the wrapped SOL account and moves 1 SOL in; "unwrap 0.5 wsol" is refused; "unwrap my wsol" closes it and gives it all back', async () => {
    const { apiKey, solana } = await rt.newAccount();
    const wallet = new PublicKey(solana);
    const account = getAssociatedTokenAddressSync(NATIVE_MINT, wallet);
    const before = await lamports(wallet);
    const wrapped = await prompt(apiKey, 'wrap 1 sol');
    expect(wrapped.status, wrapped.error).toBe('completed');
    expect(wrapped.response).toMatch(
      /Wrapped 1 SOL into 1 wrapped SOL on Solana \(fee [\d.]+ SOL, and [\d.]+ SOL opened your wrapped SOL account\)\.\nTransaction: \w+$/,
    );
    expect((await connection().getTokenAccountBalance(account)).value.amount).toBe('1000000000');
    const { feeLamports, rentLamports } = wrapped.richData[0] as { feeLamports: string; rentLamports: string };
    expect(before - (await lamports(wallet))).toBe(1_000_000_000n + BigInt(feeLamports) + BigInt(rentLamports));

    const part = await prompt(apiKey, 'unwrap 0.5 wsol');
    expect(part.status).toBe('failed');
    expect(part.errorCode).toBe('INVALID_AMOUNT');
    expect((await connection().getTokenAccountBalance(account)).value.amount).toBe('1000000000');

    const mid = await lamports(wallet);
    const unwrapped = await prompt(apiKey, 'unwrap my wsol');
    expect(unwrapped.status, unwrapped.error).toBe('completed');
    expect(unwrapped.response).toMatch(/^On Solana, unwrapping returns all your wrapped SOL at once\..*\n+Unwrapped 1 wrapped SOL into 1 SOL on Solana \(fee /);
    expect(await connection().getAccountInfo(account)).toBeNull();
    const fee = BigInt((unwrapped.richData[0] as { feeLamports: string }).feeLamports);
    expect((await lamports(wallet)) - mid).toBe(1_000_000_000n + BigInt(rentLamports) - fee);
  });

  it('wrapping more SOL than the wallet holds fails with INSUFFICIENT_FUNDS and records nothing', async () => {
    const { apiKey } = await rt.newAccount();
    const job = await prompt(apiKey, 'wrap 1000 sol on solana');
    expect(job.status).toBe('failed');
    expect(job.errorCode).toBe('INSUFFICIENT_FUNDS');
    expect(job.error).toMatch(
      /^Insufficient SOL balance: you have [\d.]+ SOL; wrapping 1000 SOL needs that plus a [\d.]+ SOL fee, [\d.]+ SOL to open your wrapped SOL account\. Nothing was sent\.$/,
    );
    expect(await rt.deps.solanaSteps.get(`${job.jobId}#sol0`)).toBeUndefined();
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

  it('a SOL wrap recorded but not sent when the attempt died is sent once by the redelivery, with no new signature', async () => {
    const { accountId, solana } = await rt.newAccount();
    const wallet = new PublicKey(solana);
    const before = await lamports(wallet);
    const job = await submitPrompt({ ...rt.deps, queue: noQueue }, { accountId, prompt: 'wrap 0.5 sol on solana' });
    const dying = { ...rt.deps, solanaSteps: crashAfterSignedStep(rt.deps.solanaSteps, 'wrap') };
    await expect(runJob(dying, job, (ctx) => runPrompt(dying, ctx))).rejects.toMatchObject({ code: 'SIMULATED_CRASH' });
    const recorded = (await rt.deps.solanaSteps.get(`${job.jobId}#sol0`))!;
    expect(recorded.status).toBe('signed');
    const signs = rt.kmsOperationCounts().Sign ?? 0;
    await run(rt.deps, job); // the redelivery
    const done = (await rt.deps.jobs.get(accountId, job.jobId))!;
    expect(done.status, done.error).toBe('completed');
    expect(done.metadata!.transactionHash).toBe(recorded.signature);
    expect(rt.kmsOperationCounts().Sign ?? 0).toBe(signs);
    const account = getAssociatedTokenAddressSync(NATIVE_MINT, wallet);
    expect((await connection().getTokenAccountBalance(account)).value.amount).toBe('500000000');
    const { feeLamports, rentLamports } = done.richData![0] as { feeLamports: string; rentLamports: string };
    expect(before - (await lamports(wallet))).toBe(500_000_000n + BigInt(feeLamports) + BigInt(rentLamports));
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
