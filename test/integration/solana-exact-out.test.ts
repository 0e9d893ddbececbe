import { Connection, PublicKey } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext, JobOutcome } from '../../lib/jobs/job-context.ts';
import { swapTokens } from '../../lib/capabilities/swaps/swap-tokens.ts';
import { findSolanaToken } from '../../lib/chains/chains.ts';
import { runJob } from '../../lib/jobs/run-job.ts';
import { solanaSandboxClient } from '../../lib/sandbox/solana/solana-sandbox-client.ts';
import { WRAPPED_SOL_MINT } from '../../lib/swaps/solana-swap-provider.ts';
import { submitPrompt } from '../../lib/jobs/submit-prompt.ts';
import { crashAfterSignedStep } from '../support/faults.ts';
import { runWorkAsJob } from '../support/run-as-job.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

let rt: TestRuntime;
let connection: Connection;
const usdcMint = new PublicKey(findSolanaToken('USDC')!.mint);
const noQueue = { enqueue: async () => undefined };

beforeAll(async () => {
  rt = await startTestRuntime();
  connection = new Connection(rt.rpcUrls.solana![0]!, 'confirmed');
});
afterAll(async () => rt?.stop());

const runAs = (account: { accountId: string }, work: (ctx: JobContext) => Promise<JobOutcome>) => runWorkAsJob(rt.deps, account.accountId, work);

const usdcBalance = async (owner: PublicKey) => {
  const info = await connection.getTokenAccountBalance(getAssociatedTokenAddressSync(usdcMint, owner, true)).catch(() => undefined);
  return BigInt(info?.value.amount ?? 0);
};
const lamports = async (owner: PublicKey) => BigInt(await connection.getBalance(owner));

interface BuyData {
  side: string;
  provider: string;
  amountInRaw: string;
  quotedAmountInRaw: string;
  maxAmountInRaw: string;
  amountOutRaw: string;
  feeLamports: string;
  transactionHash: string;
}

describe('exact-out buys on Solana (sandbox market maker)', () => {
  it('buys exactly 100 USDC with SOL: the wallet pays the quoted SOL, never more than the maximum', async () => {
    const account = await rt.newAccount();
    const wallet = new PublicKey(account.solana);
    const [solBefore, usdcBefore] = await Promise.all([lamports(wallet), usdcBalance(wallet)]);
    const job = await runAs(account, (ctx) => swapTokens(rt.deps, ctx, { chain: 'solana', tokenIn: 'SOL', tokenOut: 'USDC', side: 'buy', amountOut: '100' }));
    expect(job.status, job.error).toBe('completed');
    const buy = job.richData![0] as BuyData;
    expect(buy).toMatchObject({ side: 'buy', provider: 'sandbox-market-maker', amountOutRaw: '100000000' });
    expect((await usdcBalance(wallet)) - usdcBefore).toBe(100_000_000n);
    const spent = BigInt(buy.amountInRaw);
    expect(solBefore - (await lamports(wallet))).toBe(spent + BigInt(buy.feeLamports));
    expect(spent).toBe(BigInt(buy.quotedAmountInRaw));
    expect(BigInt(buy.maxAmountInRaw)).toBe((spent * 10_100n + 9_999n) / 10_000n);
    expect(job.metadata).toEqual({ transactionHash: buy.transactionHash, chain: 'solana' });
    expect(job.response).toMatch(
      /^Bought 100 USDC for [\d.]+ SOL on Solana via Sandbox market maker \(quoted [\d.]+ SOL, at most [\d.]+\) \(fee [\d.]+ SOL\)\./,
    );
    expect(job.statusUpdates.some((u) => u.message.startsWith('Quote on Solana: 100 USDC for about'))).toBe(true);
  });

  it('buys exactly 0.5 SOL with USDC', async () => {
    const account = await rt.newAccount();
    const wallet = new PublicKey(account.solana);
    const [solBefore, usdcBefore] = await Promise.all([lamports(wallet), usdcBalance(wallet)]);
    const job = await runAs(account, (ctx) => swapTokens(rt.deps, ctx, { chain: 'solana', tokenIn: 'USDC', tokenOut: 'SOL', side: 'buy', amountOut: '0.5' }));
    expect(job.status, job.error).toBe('completed');
    const buy = job.richData![0] as BuyData;
    expect((await lamports(wallet)) - solBefore).toBe(500_000_000n - BigInt(buy.feeLamports));
    expect(buy.amountOutRaw).toBe('500000000');
    expect(usdcBefore - (await usdcBalance(wallet))).toBe(BigInt(buy.amountInRaw));
    expect(BigInt(buy.amountInRaw)).toBeLessThanOrEqual(BigInt(buy.maxAmountInRaw));
  });

  it('fails with INSUFFICIENT_FUNDS and records nothing when the wallet cannot cover the maximum input', async () => {
    const account = await rt.newAccount();
    const job = await runAs(account, (ctx) => swapTokens(rt.deps, ctx, { chain: 'solana', tokenIn: 'USDC', tokenOut: 'SOL', side: 'buy', amountOut: '100' }));
    expect(job.status).toBe('failed');
    expect(job.errorCode).toBe('INSUFFICIENT_FUNDS');
    expect(job.error).toMatch(
      /^Insufficient USDC balance on Solana: you have 10000 USDC, the swap needs [\d.]+ at most \(about [\d.]+ quoted plus the 1% slippage limit\) to buy 100 SOL\. Nothing was sent\.$/,
    );
    expect(await rt.deps.solanaSteps.get(`${job.jobId}#sol0`)).toBeUndefined();
  });

  it('a buy recorded but not sent when the attempt died is sent once by the redelivery, with no new signature', async () => {
    const account = await rt.newAccount();
    const wallet = new PublicKey(account.solana);
    const usdcBefore = await usdcBalance(wallet);
    const crashing = crashAfterSignedStep(rt.deps.solanaSteps, 'buy');
    const job = await submitPrompt({ ...rt.deps, queue: noQueue }, { accountId: account.accountId, prompt: 'x' });
    const work = (deps: typeof rt.deps) => (ctx: JobContext) =>
      swapTokens(deps, ctx, { chain: 'solana', tokenIn: 'SOL', tokenOut: 'USDC', side: 'buy', amountOut: '25' });
    const dying = { ...rt.deps, solanaSteps: crashing };
    await expect(runJob(dying, job, work(dying))).rejects.toMatchObject({ code: 'SIMULATED_CRASH' });
    const recorded = (await rt.deps.solanaSteps.get(`${job.jobId}#sol0`))!;
    expect(recorded.status).toBe('signed');
    expect(recorded.swap).toMatchObject({ side: 'buy', amountOut: '25', amountOutRaw: '25000000' });

    const signs = rt.kmsOperationCounts().Sign ?? 0;
    await runJob(rt.deps, job, work(rt.deps));
    const done = (await rt.deps.jobs.get(account.accountId, job.jobId))!;
    expect(done.status, done.error).toBe('completed');
    expect(done.metadata!.transactionHash).toBe(recorded.signature);
    expect(rt.kmsOperationCounts().Sign ?? 0).toBe(signs);
    expect((await usdcBalance(wallet)) - usdcBefore).toBe(25_000_000n);
  });

  it('refuses to resume a recorded buy as a different one', async () => {
    const account = await rt.newAccount();
    const job = await submitPrompt({ ...rt.deps, queue: noQueue }, { accountId: account.accountId, prompt: 'x' });
    await runJob(rt.deps, job, (ctx) => swapTokens(rt.deps, ctx, { chain: 'solana', tokenIn: 'SOL', tokenOut: 'USDC', side: 'buy', amountOut: '10' }));
    const step = (await rt.deps.solanaSteps.get(`${job.jobId}#sol0`))!;
    const ctx = {
      job,
      account: { wallets: { solana: { address: account.solana } } },
      beginSolanaStep: () => ({ stepId: step.stepId, commit: async () => undefined }),
    };
    await expect(
      swapTokens(rt.deps, ctx as unknown as JobContext, { chain: 'solana', tokenIn: 'SOL', tokenOut: 'USDC', side: 'buy', amountOut: '11' }),
    ).rejects.toMatchObject({
      code: 'STEP_MISMATCH',
      message: `Step ${step.stepId} already holds a purchase of 10 USDC with SOL; it will not send a different one.`,
    });
  });

  it('the market maker quotes an exact output over RPC and refuses to fill it once the price moved past the ceiling', async () => {
    const sandbox = solanaSandboxClient(rt.rpcUrls.solana![0]!);
    const account = await rt.newAccount();
    const quote = await sandbox.marketMaker.quote({
      inputMint: WRAPPED_SOL_MINT,
      outputMint: usdcMint.toBase58(),
      amount: 30_000_000n,
      slippageBps: 100,
      swapMode: 'ExactOut',
    });
    expect(quote).toMatchObject({ swapMode: 'ExactOut', outAmount: 30_000_000n, minOutAmount: 30_000_000n });
    expect(quote.maxInAmount).toBe((quote.inAmount * 10_100n + 9_999n) / 10_000n);
    await sandbox.movePrice({ symbol: 'SOL', percent: -5 });
    try {
      await expect(sandbox.marketMaker.buildSwapTransaction({ quote, userPublicKey: account.solana })).rejects.toMatchObject({ code: 'PRICE_MOVED' });
    } finally {
      await sandbox.movePrice({ symbol: 'SOL', percent: 100 / 0.95 - 100 });
    }
  });
});
