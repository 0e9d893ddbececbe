import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import { encodeFunctionData, erc20Abi, getAddress, parseEther, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPrompt } from '../../lib/agent/run-prompt.ts';
import { evmChainByName, findSolanaToken } from '../../lib/chains/chains.ts';
import { TransientError } from '../../lib/errors.ts';
import { cancelJob } from '../../lib/jobs/cancel-job.ts';
import { runJob } from '../../lib/jobs/run-job.ts';
import { submitPrompt } from '../../lib/jobs/submit-prompt.ts';
import type { FaultPoint } from '../../lib/transactions/pipeline-deps.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

/**
 * Several recipients in one prompt (issue 16), judged on chain: each recipient gets its amount exactly once, a batch
 * the wallet cannot pay for or with a recipient that would lose the money sends nothing at all, and a retried job
 * sends none of its transfers again.
 */
let rt: TestRuntime;
const base = evmChainByName('base')!;
const usdc = base.tokens.find((t) => t.symbol === 'USDC')!.address;
const client = () => rt.deps.chains.evm(base.chainId);
const fresh = (): Address =>
  getAddress(
    `0x${Math.floor(Math.random() * 2 ** 48)
      .toString(16)
      .padStart(40, 'b')}`,
  );
const usdcOf = (address: Address) => client().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] });

beforeAll(async () => {
  rt = await startTestRuntime({ leaseMs: 200, retryDelayMs: 50, pipeline: { stuckAfterMs: 400, pollMs: 20 } });
});
afterAll(async () => rt?.stop());

async function prompt(apiKey: string, text: string) {
  const { body } = await rt.call('/agent/prompt', { apiKey, body: { prompt: text } });
  return rt.waitForJob(body.jobId, apiKey, 30_000);
}

async function walletState(evm: Address) {
  const [nonce, eth, usdcHeld] = await Promise.all([client().getTransactionCount({ address: evm }), client().getBalance({ address: evm }), usdcOf(evm)]);
  return { nonce, eth, usdc: usdcHeld };
}

describe('a batch on an EVM chain', () => {
  it('sends 2 USDC to each of three recipients, one transaction each, and lists each with its hash', async () => {
    const account = await rt.newAccount();
    const [a, b, c] = [fresh(), fresh(), fresh()];
    const before = await walletState(account.evm);
    const job = await prompt(account.apiKey, `send 2 USDC each to ${a}, ${b} and ${c} on base`);
    expect(job.status, job.error).toBe('completed');
    expect(await Promise.all([a, b, c].map(usdcOf))).toEqual([2_000_000n, 2_000_000n, 2_000_000n]);
    const after = await walletState(account.evm);
    expect(after.nonce).toBe(before.nonce + 3);
    expect(after.usdc).toBe(before.usdc - 6_000_000n);
    const lines = job.response.split('\n');
    expect(lines[0]).toBe('Sent 6 USDC in all on Base, one transaction per recipient:');
    const hashes = job.richData.map((entry: { transactionHash: string }) => entry.transactionHash);
    expect(lines.slice(1)).toEqual([a, b, c].map((to, i) => `${i + 1}. 2 USDC to ${to} (transaction ${hashes[i]})`));
    expect(job.metadata).toMatchObject({ chain: 'base', transactionHashes: hashes, transactionHash: hashes[0] });
    for (const [i, hash] of hashes.entries()) {
      const receipt = await client().getTransactionReceipt({ hash });
      expect(receipt.status).toBe('success');
      expect(job.richData[i]).toMatchObject({ type: 'transfer', to: [a, b, c][i], amount: '2', token: { symbol: 'USDC' } });
    }
  });

  it('sends the native coin, a different amount to each', async () => {
    const account = await rt.newAccount();
    const [a, b] = [fresh(), fresh()];
    const job = await prompt(account.apiKey, `send 0.003 eth to ${a} and 0.001 eth to ${b} on base`);
    expect(job.status, job.error).toBe('completed');
    expect(await client().getBalance({ address: a })).toBe(parseEther('0.003'));
    expect(await client().getBalance({ address: b })).toBe(parseEther('0.001'));
    expect(job.response).toMatch(/^Sent 0\.004 ETH in all on Base/);
  });

  it('sends nothing when the total is more than the balance, though each transfer alone would fit', async () => {
    const account = await rt.newAccount();
    const before = await walletState(account.evm);
    const [a, b, c] = [fresh(), fresh(), fresh()];
    const each = before.usdc / 2n / 1_000_000n; // two of them fit, three do not
    const job = await prompt(account.apiKey, `send ${each} usdc each to ${a}, ${b} and ${c} on base`);
    expect(job).toMatchObject({ status: 'failed', errorCode: 'INSUFFICIENT_FUNDS' });
    expect(job.error).toMatch(/the batch sends \d+ USDC in all to 3 recipients\. Nothing was sent\.$/);
    expect(await walletState(account.evm)).toEqual(before);
    expect(await Promise.all([a, b, c].map(usdcOf))).toEqual([0n, 0n, 0n]);
  });

  it('sends nothing when the native total and the gas of every transfer are more than the balance', async () => {
    const account = await rt.newAccount();
    const before = await walletState(account.evm);
    const job = await prompt(account.apiKey, `send 5 eth each to ${fresh()} and ${fresh()} on base`);
    expect(job).toMatchObject({ status: 'failed', errorCode: 'INSUFFICIENT_FUNDS' });
    expect(job.error).toMatch(/the batch needs 10 ETH in all plus about [\d.]+ for gas\. Nothing was sent\.$/);
    expect(await walletState(account.evm)).toEqual(before);
  });

  it.each([
    ['the zero address', '0x0000000000000000000000000000000000000000', /^Recipient 2 of 3: 0x0{40} is the zero address/],
    ['the burn address', '0x000000000000000000000000000000000000dEaD', /^Recipient 2 of 3: 0x0{36}dEaD is the burn address/],
  ])('refuses the whole batch when one recipient is %s, naming it, and sends nothing', async (_name, lossy, why) => {
    const account = await rt.newAccount();
    const before = await walletState(account.evm);
    const [a, c] = [fresh(), fresh()];
    const job = await prompt(account.apiKey, `send 1 usdc each to ${a}, ${lossy} and ${c} on base`);
    expect(job).toMatchObject({ status: 'failed', errorCode: 'LOSSY_RECIPIENT' });
    expect(job.error).toMatch(why);
    expect(job.error).toMatch(/nothing in this batch was sent\.$/);
    expect(await walletState(account.evm)).toEqual(before);
    expect(await Promise.all([a, c].map(usdcOf))).toEqual([0n, 0n]);
  });
});

describe('exactly once across a crash', () => {
  const noQueue = { enqueue: async () => undefined };
  const run = (deps: typeof rt.deps, job: { accountId: string; jobId: string }) => runJob(deps, job, (ctx) => runPrompt(deps, ctx));
  /** The executor stops dead at `point` of the step `suffix` (a promise that never settles), as if its process died there. */
  const crashAt = (point: FaultPoint, suffix: string) => async (at: FaultPoint, stepId: string) => {
    if (at === point && stepId.endsWith(suffix)) await new Promise(() => undefined);
  };

  it('a crash after the second transfer is broadcast, then a redelivery, sends each transfer once; a later redelivery sends nothing', async () => {
    const account = await rt.newAccount();
    const [a, b, c] = [fresh(), fresh(), fresh()];
    const job = await submitPrompt({ ...rt.deps, queue: noQueue }, { accountId: account.accountId, prompt: `send 1 usdc each to ${a}, ${b} and ${c} on base` });
    const nonce = await client().getTransactionCount({ address: account.evm });
    void run({ ...rt.deps, faults: crashAt('after-broadcast', '#1') }, job);
    await waitFor(async () => (await rt.deps.steps.get(`${job.jobId}#1`))?.status === 'broadcast');
    expect(await rt.deps.steps.get(`${job.jobId}#2`)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 400)); // the dead attempt's lease runs out
    await run(rt.deps, job); // redelivery
    const done = (await rt.deps.jobs.get(account.accountId, job.jobId))!;
    expect(done.status, done.error).toBe('completed');
    expect(done.attempt).toBe(2);
    // The status updates tell the story as it happened: the first transfer sent once, and found sent by the resumed attempt.
    const resumed = done.statusUpdates.map((u) => u.message).slice(done.statusUpdates.findIndex((u) => u.message === 'Resumed after an interrupted attempt.'));
    const first = (await rt.deps.steps.get(`${job.jobId}#0`))!.receipt!.hash;
    expect(resumed).toContain(`Transfer 1 of 3 was already sent: 1 USDC to ${a} (transaction ${first}).`);
    expect(resumed.filter((m) => m.startsWith(`Sending 1 USDC to ${a} `))).toEqual([]);
    expect(await Promise.all([a, b, c].map(usdcOf))).toEqual([1_000_000n, 1_000_000n, 1_000_000n]);
    expect(await client().getTransactionCount({ address: account.evm })).toBe(nonce + 3);
    await run(rt.deps, job); // a redelivery of a finished job
    expect(await client().getTransactionCount({ address: account.evm })).toBe(nonce + 3);
    expect(await Promise.all([a, b, c].map(usdcOf))).toEqual([1_000_000n, 1_000_000n, 1_000_000n]);
  });

  it('a transfer that fails partway: the job fails saying which were sent, with their hashes, and which were not', async () => {
    const account = await rt.newAccount();
    const [a, b, c, away] = [fresh(), fresh(), fresh(), fresh()];
    const job = await submitPrompt({ ...rt.deps, queue: noQueue }, { accountId: account.accountId, prompt: `send 1 usdc each to ${a}, ${b} and ${c} on base` });
    // Once the first transfer is mined, the wallet's USDC leaves by another way (a submit of its own), so the second cannot be paid.
    const drain = async (at: FaultPoint, stepId: string) => {
      if (at !== 'after-receipt' || !stepId.endsWith('#0')) return;
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [away, await usdcOf(account.evm)] });
      const res = await rt.call('/agent/submit', {
        apiKey: account.apiKey,
        body: { transaction: { to: usdc, data, value: '0x0', chainId: base.chainId }, waitForConfirmation: true },
      });
      expect(res.body.status).toBe('success');
    };
    await run({ ...rt.deps, faults: drain }, job);
    const failed = (await rt.deps.jobs.get(account.accountId, job.jobId))!;
    expect(failed).toMatchObject({ status: 'failed', errorCode: 'BATCH_INCOMPLETE' });
    const first = (await rt.deps.steps.get(`${job.jobId}#0`))!.receipt!.hash;
    expect(failed.error).toMatch(new RegExp(`^Transfer 2 of 3 \\(1 USDC to ${b}\\) failed: `));
    expect(failed.error).toContain(`Sent before it: 1. 1 USDC to ${a} (transaction ${first}). Not sent: 2. 1 USDC to ${b}; 3. 1 USDC to ${c}.`);
    expect(await Promise.all([a, b, c].map(usdcOf))).toEqual([1_000_000n, 0n, 0n]);
  });

  it('a batch cancelled before its first transfer is committed sends none of them', async () => {
    const account = await rt.newAccount();
    const [a, b] = [fresh(), fresh()];
    const job = await submitPrompt({ ...rt.deps, queue: noQueue }, { accountId: account.accountId, prompt: `send 1 usdc each to ${a} and ${b} on base` });
    const nonce = await client().getTransactionCount({ address: account.evm });
    void run({ ...rt.deps, faults: crashAt('after-sign', '#0') }, job); // signed, then the process dies
    await waitFor(async () => (await rt.deps.steps.get(`${job.jobId}#0`))?.status === 'signed');
    await cancelJob(rt.deps, account.accountId, job.jobId);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await run(rt.deps, job);
    expect((await rt.deps.jobs.get(account.accountId, job.jobId))?.status).toBe('cancelled');
    expect(await Promise.all([a, b].map(usdcOf))).toEqual([0n, 0n]);
    expect(await client().getTransactionCount({ address: account.evm })).toBe(nonce);
  });
});

describe('a batch on Solana', () => {
  it('sends SOL to each of two new wallets, one transaction each', async () => {
    const account = await rt.newAccount();
    const [a, b] = [Keypair.generate().publicKey.toBase58(), Keypair.generate().publicKey.toBase58()];
    const job = await prompt(account.apiKey, `send 0.01 sol each to ${a} and ${b}`);
    expect(job.status, job.error).toBe('completed');
    const connection = new Connection(rt.rpcUrls.solana![0]!, 'confirmed');
    expect(await Promise.all([a, b].map((to) => connection.getBalance(new PublicKey(to))))).toEqual([10_000_000, 10_000_000]);
    expect(job.response.split('\n')[0]).toBe('Sent 0.02 SOL in all on Solana, one transaction per recipient:');
    expect(new Set(job.metadata.transactionHashes).size).toBe(2);
  });

  it('sends a listed token (USDC) to each, opening their token accounts', async () => {
    const account = await rt.newAccount();
    const owners = [Keypair.generate().publicKey, Keypair.generate().publicKey];
    const job = await prompt(account.apiKey, `send 1.5 usdc each to ${owners[0]!.toBase58()} and ${owners[1]!.toBase58()} on solana`);
    expect(job.status, job.error).toBe('completed');
    const connection = new Connection(rt.rpcUrls.solana![0]!, 'confirmed');
    const mint = new PublicKey(findSolanaToken('USDC')!.mint);
    const held = await Promise.all(
      owners.map(async (owner) => (await connection.getParsedTokenAccountsByOwner(owner, { mint })).value[0]?.account.data.parsed.info.tokenAmount.amount),
    );
    expect(held).toEqual(['1500000', '1500000']);
  });

  it('refuses the whole batch when one recipient is a program, naming it, and sends nothing', async () => {
    const account = await rt.newAccount();
    const connection = new Connection(rt.rpcUrls.solana![0]!, 'confirmed');
    const before = await connection.getBalance(new PublicKey(account.solana));
    const job = await prompt(account.apiKey, `send 0.01 sol each to ${Keypair.generate().publicKey.toBase58()} and 11111111111111111111111111111111`);
    expect(job).toMatchObject({ status: 'failed', errorCode: 'LOSSY_RECIPIENT' });
    expect(job.error).toMatch(/^Recipient 2 of 2: 11111111111111111111111111111111 is a program: .*nothing in this batch was sent\.$/);
    expect(await connection.getBalance(new PublicKey(account.solana))).toBe(before);
  });

  it('an attempt that dies after recording the second transfer: the redelivery sends that one recorded, and each recipient gets its SOL once', async () => {
    const account = await rt.newAccount();
    const recipients = [0, 1, 2].map(() => Keypair.generate().publicKey);
    const job = await submitPrompt(
      { ...rt.deps, queue: { enqueue: async () => undefined } },
      { accountId: account.accountId, prompt: `send 0.01 sol each to ${recipients.map((r) => r.toBase58()).join(', ')}` },
    );
    let crashed = false;
    const dying = {
      ...rt.deps,
      solanaSteps: {
        get: (stepId: string) => rt.deps.solanaSteps.get(stepId),
        async put(step: Parameters<typeof rt.deps.solanaSteps.put>[0]) {
          await rt.deps.solanaSteps.put(step);
          if (step.status === 'signed' && step.stepId.endsWith('#sol1') && !crashed) {
            crashed = true;
            throw new TransientError('SIMULATED_CRASH', 'the attempt died after recording the signed transfer');
          }
        },
      },
    };
    const work = (deps: typeof rt.deps) => (ctx: Parameters<Parameters<typeof runJob>[2]>[0]) => runPrompt(deps, ctx);
    await expect(runJob(dying, job, work(dying))).rejects.toMatchObject({ code: 'SIMULATED_CRASH' });
    const recorded = (await rt.deps.solanaSteps.get(`${job.jobId}#sol1`))!;
    expect(recorded.status).toBe('signed');
    await runJob(rt.deps, job, work(rt.deps)); // redelivery
    const done = (await rt.deps.jobs.get(account.accountId, job.jobId))!;
    expect(done.status, done.error).toBe('completed');
    expect((done.metadata!.transactionHashes as string[])[1]).toBe(recorded.signature);
    const connection = new Connection(rt.rpcUrls.solana![0]!, 'confirmed');
    expect(await Promise.all(recipients.map((r) => connection.getBalance(r)))).toEqual([10_000_000, 10_000_000, 10_000_000]);
  });

  it('sends nothing when the total is more than the balance', async () => {
    const account = await rt.newAccount();
    const connection = new Connection(rt.rpcUrls.solana![0]!, 'confirmed');
    const before = await connection.getBalance(new PublicKey(account.solana));
    const [a, b] = [Keypair.generate().publicKey.toBase58(), Keypair.generate().publicKey.toBase58()];
    const job = await prompt(account.apiKey, `send 6 sol each to ${a} and ${b} on solana`);
    expect(job).toMatchObject({ status: 'failed', errorCode: 'INSUFFICIENT_FUNDS' });
    expect(job.error).toMatch(/the batch sends 12 SOL in all, plus [\d.]+ SOL in fees\. Nothing was sent\.$/);
    expect(await connection.getBalance(new PublicKey(account.solana))).toBe(before);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
