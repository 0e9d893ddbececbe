import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { erc20Abi, getAddress, parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext, JobOutcome } from '../../lib/jobs/job-context.ts';
import { swapTokens } from '../../lib/capabilities/swaps/swap-tokens.ts';
import { transferToken } from '../../lib/capabilities/transfers/transfer-token.ts';
import type { SolanaStep } from '../../lib/capabilities/transfers/solana/solana-step-store.ts';
import { evmChainByName, findEvmToken, findSolanaToken } from '../../lib/chains/chains.ts';
import { cancelJob } from '../../lib/jobs/cancel-job.ts';
import { runJob } from '../../lib/jobs/run-job.ts';
import { submitPrompt } from '../../lib/jobs/submit-prompt.ts';
import { crashAfterSignedStep } from '../support/faults.ts';
import { runWorkAsJob } from '../support/run-as-job.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

let rt: TestRuntime;
let connection: Connection;
const base = evmChainByName('base')!;
const baseUsdc = findEvmToken(base, 'USDC')!;
const solUsdc = new PublicKey(findSolanaToken('USDC')!.mint);
const noQueue = { enqueue: async () => undefined };
const freshEvmRecipient = (): Address =>
  getAddress(
    `0x${Math.floor(Math.random() * 2 ** 48)
      .toString(16)
      .padStart(40, '0')}`,
  );

beforeAll(async () => {
  rt = await startTestRuntime();
  connection = new Connection(rt.rpcUrls.solana![0]!, 'confirmed');
});
afterAll(async () => rt?.stop());

const runAs = (account: { accountId: string }, work: (ctx: JobContext) => Promise<JobOutcome>) => runWorkAsJob(rt.deps, account.accountId, work);

const usdcOnBase = (address: Address) =>
  rt.deps.chains.evm(base.chainId).readContract({ address: baseUsdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
const splBalance = async (owner: PublicKey, mint: PublicKey) => {
  const info = await connection.getTokenAccountBalance(getAssociatedTokenAddressSync(mint, owner, true)).catch(() => undefined);
  return BigInt(info?.value.amount ?? 0);
};
const lamports = async (owner: PublicKey) => BigInt(await connection.getBalance(owner));

describe('transferToken on EVM', () => {
  it('sends USDC on base: the recipient gets the amount, the metadata names the transaction on chain', async () => {
    const account = await rt.newAccount();
    const to = freshEvmRecipient();
    const job = await runAs(account, (ctx) => transferToken(rt.deps, ctx, { chain: 'base', token: 'usdc', amount: '25.5', to }));
    expect(job.status).toBe('completed');
    expect(await usdcOnBase(to)).toBe(parseUnits('25.5', 6));
    const receipt = await rt.deps.chains.evm(base.chainId).getTransactionReceipt({ hash: job.metadata!.transactionHash as `0x${string}` });
    expect(receipt.status).toBe('success');
    expect(getAddress(receipt.from)).toBe(account.evm);
    expect(getAddress(receipt.to!)).toBe(baseUsdc.address);
    expect(job.metadata).toEqual({ transactionHash: receipt.transactionHash, chain: 'base' });
    expect(job.response).toBe(`Sent 25.5 USDC to ${to} on Base.\nTransaction: ${receipt.transactionHash}`);
  });

  it('fails with INSUFFICIENT_FUNDS and sends nothing when the USDC balance is short', async () => {
    const account = await rt.newAccount();
    const to = freshEvmRecipient();
    const nonce = await rt.deps.chains.evm(base.chainId).getTransactionCount({ address: account.evm });
    const job = await runAs(account, (ctx) => transferToken(rt.deps, ctx, { chain: 'base', token: 'USDC', amount: '10000.01', to }));
    expect(job.status).toBe('failed');
    expect(job.errorCode).toBe('INSUFFICIENT_FUNDS');
    expect(job.error).toBe('Insufficient USDC balance on Base: you have 10000 USDC and asked to send 10000.01. Nothing was sent.');
    expect(await rt.deps.steps.get(`${job.jobId}#0`)).toBeUndefined();
    expect(await rt.deps.chains.evm(base.chainId).getTransactionCount({ address: account.evm })).toBe(nonce);
    expect(await usdcOnBase(to)).toBe(0n);
  });

  it('refuses a recipient with a broken EIP-55 checksum', async () => {
    const account = await rt.newAccount();
    const to = '0x52908400098527886e0F7030069857D2E4169EE7'; // an EIP-55 test vector with one letter's case flipped
    const job = await runAs(account, (ctx) => transferToken(rt.deps, ctx, { chain: 'base', token: 'USDC', amount: '1', to }));
    expect(job.status).toBe('failed');
    expect(job.errorCode).toBe('INVALID_RECIPIENT');
    expect(job.error).toBe(`${to} has an invalid EIP-55 checksum; check the address (or write it all in lowercase).`);
  });
});

describe('transferToken on Solana', () => {
  it('sends SOL, committing the job to step #sol0 recorded in DynamoDB', async () => {
    const account = await rt.newAccount();
    const to = Keypair.generate().publicKey;
    const job = await runAs(account, (ctx) => transferToken(rt.deps, ctx, { chain: 'solana', token: 'SOL', amount: '1.5', to: to.toBase58() }));
    expect(job.status).toBe('completed');
    expect(await lamports(to)).toBe(1_500_000_000n);
    expect(job.committedStep).toBe(`${job.jobId}#sol0`);
    const step = (await rt.deps.solanaSteps.get(`${job.jobId}#sol0`))!;
    expect(step).toMatchObject({ status: 'confirmed', signature: job.metadata!.transactionHash, from: account.solana });
    const onChain = await connection.getTransaction(step.signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    expect(onChain?.meta?.err).toBeNull();
  });

  it('sends USDC (SPL), opening the recipient token account', async () => {
    const account = await rt.newAccount();
    const to = Keypair.generate().publicKey;
    const job = await runAs(account, (ctx) => transferToken(rt.deps, ctx, { chain: 'solana', token: 'USDC', amount: '12.34', to: to.toBase58() }));
    expect(job.status).toBe('completed');
    expect(await splBalance(to, solUsdc)).toBe(12_340_000n);
    expect(job.response).toMatch(/^Sent 12\.34 USDC to \w+ on Solana \(fee [\d.]+ SOL, and [\d.]+ SOL opened the recipient's USDC account\)\./);
  });

  it('a job cancelled before the Solana send leaves nothing signed, recorded or on chain', async () => {
    const account = await rt.newAccount();
    const to = Keypair.generate().publicKey;
    const wallet = new PublicKey(account.solana);
    const signaturesBefore = await connection.getSignaturesForAddress(wallet);
    const job = await runAs(account, async (ctx) => {
      await cancelJob(rt.deps, account.accountId, ctx.job.jobId);
      return transferToken(rt.deps, ctx, { chain: 'solana', token: 'SOL', amount: '1', to: to.toBase58() });
    });
    expect(job.status).toBe('cancelled');
    expect(job.committedStep).toBeUndefined();
    expect(await rt.deps.solanaSteps.get(`${job.jobId}#sol0`)).toBeUndefined();
    expect(await lamports(to)).toBe(0n);
    expect(await connection.getSignaturesForAddress(wallet)).toEqual(signaturesBefore);
  });

  it('a committed Solana job can no longer be cancelled', async () => {
    const account = await rt.newAccount();
    const to = Keypair.generate().publicKey;
    const job = await runAs(account, async (ctx) => {
      const outcome = await transferToken(rt.deps, ctx, { chain: 'solana', token: 'SOL', amount: '0.5', to: to.toBase58() });
      await expect(cancelJob(rt.deps, account.accountId, ctx.job.jobId)).rejects.toMatchObject({ status: 409 });
      return outcome;
    });
    expect(job.status).toBe('completed');
    expect(await lamports(to)).toBe(500_000_000n);
  });
});

describe('swapTokens', () => {
  it('swaps SOL for USDC on Solana through the market maker: both balances move in one transaction', async () => {
    const account = await rt.newAccount();
    const wallet = new PublicKey(account.solana);
    const [solBefore, usdcBefore] = await Promise.all([lamports(wallet), splBalance(wallet, solUsdc)]);
    const job = await runAs(account, (ctx) => swapTokens(rt.deps, ctx, { chain: 'solana', tokenIn: 'SOL', tokenOut: 'USDC', amountIn: '1' }));
    expect(job.status).toBe('completed');
    const swap = job.richData![0] as { amountOutRaw: string; minAmountOutRaw: string; feeLamports: string; provider: string; transactionHash: string };
    expect(swap.provider).toBe('sandbox-market-maker');
    expect(BigInt(swap.amountOutRaw)).toBeGreaterThanOrEqual(BigInt(swap.minAmountOutRaw));
    expect(BigInt(swap.amountOutRaw)).toBeGreaterThan(0n);
    const [solAfter, usdcAfter] = await Promise.all([lamports(wallet), splBalance(wallet, solUsdc)]);
    expect(solBefore - solAfter).toBe(1_000_000_000n + BigInt(swap.feeLamports));
    expect(usdcAfter - usdcBefore).toBe(BigInt(swap.amountOutRaw));
    expect(job.committedStep).toBe(`${job.jobId}#sol0`);
    expect((await rt.deps.solanaSteps.get(`${job.jobId}#sol0`))?.status).toBe('confirmed');
    expect(job.metadata).toEqual({ transactionHash: swap.transactionHash, chain: 'solana' });
    expect(job.response).toMatch(/^Swapped 1 SOL for [\d.]+ USDC on Solana via Sandbox market maker \(fee [\d.]+ SOL\)\./);
  });

  it('a swap recorded but not sent when the attempt died is sent once by the redelivery, with no new signature', async () => {
    const account = await rt.newAccount();
    const wallet = new PublicKey(account.solana);
    const solBefore = await lamports(wallet);
    const crashing = crashAfterSignedStep(rt.deps.solanaSteps, 'swap');
    const job = await submitPrompt({ ...rt.deps, queue: noQueue }, { accountId: account.accountId, prompt: 'x' });
    const work = (deps: typeof rt.deps) => (ctx: JobContext) => swapTokens(deps, ctx, { chain: 'solana', tokenIn: 'SOL', tokenOut: 'USDC', amountIn: '0.5' });
    const dying = { ...rt.deps, solanaSteps: crashing };
    await expect(runJob(dying, job, work(dying))).rejects.toMatchObject({ code: 'SIMULATED_CRASH' });
    const recorded = (await rt.deps.solanaSteps.get(`${job.jobId}#sol0`))!;
    expect(recorded.status).toBe('signed');
    expect((await connection.getSignatureStatus(recorded.signature)).value).toBeNull();

    const signs = rt.kmsOperationCounts().Sign ?? 0;
    expect(signs).toBeGreaterThan(0);
    await runJob(rt.deps, job, work(rt.deps)); // the redelivery
    const done = (await rt.deps.jobs.get(account.accountId, job.jobId))!;
    expect(done.status).toBe('completed');
    expect(done.metadata!.transactionHash).toBe(recorded.signature);
    expect(rt.kmsOperationCounts().Sign ?? 0).toBe(signs);
    const fee = BigInt((done.richData![0] as { feeLamports: string }).feeLamports);
    expect(solBefore - (await lamports(wallet))).toBe(500_000_000n + fee);
  });

  it('fails a Solana swap larger than the balance with INSUFFICIENT_FUNDS, nothing sent', async () => {
    const account = await rt.newAccount();
    const job = await runAs(account, (ctx) => swapTokens(rt.deps, ctx, { chain: 'solana', tokenIn: 'USDC', tokenOut: 'SOL', amountIn: '10001' }));
    expect(job.status).toBe('failed');
    expect(job.errorCode).toBe('INSUFFICIENT_FUNDS');
    expect(job.error).toBe('Insufficient USDC balance on Solana: you have 10000 USDC, the swap needs 10001. Nothing was sent.');
    expect(await rt.deps.solanaSteps.get(`${job.jobId}#sol0`)).toBeUndefined();
  });

  it('swaps ETH for USDC on base', async () => {
    const account = await rt.newAccount();
    const before = await usdcOnBase(account.evm);
    const job = await runAs(account, (ctx) => swapTokens(rt.deps, ctx, { chain: 'base', tokenIn: 'ETH', tokenOut: 'USDC', amountIn: '0.01' }));
    expect(job.status).toBe('completed');
    const swap = job.richData![0] as { amountOutRaw: string; transactionHash: string };
    expect(BigInt(swap.amountOutRaw)).toBeGreaterThan(0n);
    expect((await usdcOnBase(account.evm)) - before).toBe(BigInt(swap.amountOutRaw));
    expect(job.metadata).toEqual({ transactionHash: swap.transactionHash, chain: 'base' });
  });
});

describe('dynamoSolanaStepStore', () => {
  it('records a step once: a second signed version of the same step is refused', async () => {
    const now = new Date().toISOString();
    const step: SolanaStep = {
      stepId: `race-${Date.now()}#sol0`,
      accountId: 'a',
      jobId: 'j',
      from: Keypair.generate().publicKey.toBase58(),
      transfer: { asset: 'SOL', amount: '1', to: 'x', symbol: 'SOL', decimals: 9, amountRaw: '1000000000', feeLamports: '5000', rentLamports: '0' },
      status: 'signed',
      signature: 'first',
      transaction: 'AA==',
      blockhash: 'b',
      lastValidBlockHeight: 1,
      expiredSignatures: [],
      createdAt: now,
      updatedAt: now,
    };
    await rt.deps.solanaSteps.put(step);
    await expect(rt.deps.solanaSteps.put({ ...step, signature: 'second' })).rejects.toMatchObject({ code: 'SOLANA_STEP_EXISTS' });
    await rt.deps.solanaSteps.put({ ...step, status: 'confirmed', slot: 7 });
    await expect(rt.deps.solanaSteps.put({ ...step, signature: 'third', expiredSignatures: ['other'] })).rejects.toMatchObject({ code: 'SOLANA_STEP_EXISTS' });
    await rt.deps.solanaSteps.put({ ...step, signature: 'renewed', expiredSignatures: ['first'] });
    expect(await rt.deps.solanaSteps.get(step.stepId)).toEqual({ ...step, signature: 'renewed', expiredSignatures: ['first'] });
  });
});
