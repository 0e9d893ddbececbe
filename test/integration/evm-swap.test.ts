import { decodeFunctionData, encodeFunctionData, getAddress, maxUint256, parseEther, parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmChainByName, type EvmChainInfo } from '../../lib/chains/chains.ts';
import { erc20Abi, swapRouter02Abi } from '../../lib/capabilities/swaps/evm/abis.ts';
import { executeEvmBuy, type EvmBuyRequest } from '../../lib/capabilities/swaps/evm/execute-buy.ts';
import { executeEvmSwap, type EvmSwapRequest } from '../../lib/capabilities/swaps/evm/execute-swap.ts';
import { swapToken } from '../../lib/capabilities/swaps/evm/swap-token.ts';
import type { SwapToken } from '../../lib/capabilities/swaps/evm/swap-quoter.ts';
import type { FaultPoint } from '../../lib/transactions/pipeline-deps.ts';
import { runJob } from '../../lib/jobs/run-job.ts';
import { submitPrompt } from '../../lib/jobs/submit-prompt.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

let rt: TestRuntime;
const base = evmChainByName('base')!;
const client = () => rt.deps.chains.evm(base.chainId);
const token = (chain: EvmChainInfo, symbol: string): SwapToken => swapToken(chain, symbol)!;
const ETH = token(base, 'ETH');
const USDC = token(base, 'USDC');
const DEGEN = token(base, 'DEGEN');
const router = base.protocols.swapRouter02;

beforeAll(async () => {
  rt = await startTestRuntime({ leaseMs: 200, retryDelayMs: 50 });
});
afterAll(async () => rt?.stop());

/** Runs one swap as a real job and returns the finished job and its steps. */
async function swapJob(accountId: string, request: Omit<EvmSwapRequest, 'chain'> & { chain?: EvmChainInfo }) {
  const job = await submitPrompt({ ...rt.deps, queue: { enqueue: async () => undefined } }, { accountId, prompt: 'x' });
  await runJob(rt.deps, { accountId, jobId: job.jobId }, (ctx) => executeEvmSwap(rt.deps, ctx, { chain: base, ...request }));
  const done = (await rt.deps.jobs.get(accountId, job.jobId))!;
  const steps = (await Promise.all([0, 1, 2].map((n) => rt.deps.steps.get(`${job.jobId}#${n}`)))).filter((s) => s !== undefined);
  return { job: done, steps };
}

const erc20Balance = (tokenAddress: Address, owner: Address) =>
  client().readContract({ address: tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
const allowance = (owner: Address) => client().readContract({ address: USDC.address, abi: erc20Abi, functionName: 'allowance', args: [owner, router] });
const swapData = (rich: unknown) => rich as { amountOutRaw: string; minAmountOutRaw: string; quotedAmountOutRaw: string; slippageBps: number };

describe('EVM swaps through a job (Uniswap V3 in the sandbox)', () => {
  it('swaps ETH for USDC on Base at about the pool price, with no approval', async () => {
    const { accountId, evm } = await rt.newAccount();
    const before = await erc20Balance(USDC.address, evm);
    const { job, steps } = await swapJob(accountId, { tokenIn: ETH, tokenOut: USDC, amountIn: parseEther('0.1') });
    expect(job.status, job.error).toBe('completed');
    expect(steps).toHaveLength(1);
    const received = (await erc20Balance(USDC.address, evm)) - before;
    const ideal = parseUnits('300', 6);
    expect(received).toBeGreaterThan((ideal * 99n) / 100n); // 0.05% fee + tiny impact
    expect(received).toBeLessThan(ideal);
    expect(BigInt(swapData(job.richData![0]).amountOutRaw)).toBe(received);
    expect(job.metadata).toEqual({ transactionHash: steps[0]!.receipt!.hash, chain: 'base' });
    expect(job.response).toContain(`Swapped 0.1 ETH for ${Number(received) / 1e6} USDC on Base`);
    expect(job.statusUpdates.some((u) => u.message.startsWith('Quote on Base: 0.1 ETH → about'))).toBe(true);
  });

  it('sells USDC for ETH: approves exactly the amount first, then swaps and unwraps', async () => {
    const { accountId, evm } = await rt.newAccount();
    const amountIn = parseUnits('150', 6);
    const ethBefore = await client().getBalance({ address: evm });
    const { job, steps } = await swapJob(accountId, { tokenIn: USDC, tokenOut: ETH, amountIn });
    expect(job.status, job.error).toBe('completed');
    expect(steps).toHaveLength(2);
    const approval = decodeFunctionData({ abi: erc20Abi, data: steps[0]!.request.data! });
    expect(steps[0]!.request.to).toBe(USDC.address);
    expect(approval).toEqual({ functionName: 'approve', args: [router, amountIn] });
    expect(await allowance(evm)).toBe(0n); // the router pulled exactly what was approved
    const received = BigInt(swapData(job.richData![0]).amountOutRaw);
    expect(received).toBeGreaterThan((parseEther('0.05') * 99n) / 100n);
    // Other test files trade on the same shared Base node, so the price may sit a little off $3,000.
    expect(received).toBeLessThan((parseEther('0.05') * 101n) / 100n);
    const gas = steps.reduce((sum, s) => sum + BigInt(s.receipt!.gasUsed), 0n);
    expect(await client().getBalance({ address: evm })).toBeGreaterThan(ethBefore + received - gas * parseUnits('1', 11)); // ETH arrived natively
  });

  it('a retry after the approval confirmed resumes it and swaps once, with no second approval', async () => {
    const { accountId, evm } = await rt.newAccount();
    const amountIn = parseUnits('30', 6);
    const usdcBefore = await erc20Balance(USDC.address, evm);
    const nonce = await client().getTransactionCount({ address: evm });
    const job = await submitPrompt({ ...rt.deps, queue: { enqueue: async () => undefined } }, { accountId, prompt: 'x' });
    const work = (deps: typeof rt.deps) => (ctx: Parameters<Parameters<typeof runJob>[2]>[0]) =>
      executeEvmSwap(deps, ctx, { chain: base, tokenIn: USDC, tokenOut: ETH, amountIn });
    let crashed = false;
    const crashOnce = async (at: FaultPoint) => {
      if (at === 'after-receipt' && !crashed) {
        crashed = true;
        await new Promise(() => undefined); // the process dies right after the approval's receipt
      }
    };
    const faulty = { ...rt.deps, faults: crashOnce };
    void runJob(faulty, { accountId, jobId: job.jobId }, work(faulty));
    await waitFor(async () => crashed);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the dead attempt's lease runs out
    await runJob(rt.deps, { accountId, jobId: job.jobId }, work(rt.deps));
    const done = (await rt.deps.jobs.get(accountId, job.jobId))!;
    expect(done.status, done.error).toBe('completed');
    expect(await client().getTransactionCount({ address: evm })).toBe(nonce + 2); // one approval, one swap
    expect(usdcBefore - (await erc20Balance(USDC.address, evm))).toBe(amountIn);
  });

  it('skips the approval when the allowance already covers the amount', async () => {
    const { accountId, evm, apiKey } = await rt.newAccount();
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] });
    const res = await rt.call('/agent/submit', {
      apiKey,
      body: { transaction: { to: USDC.address, data, value: '0x0', chainId: base.chainId }, waitForConfirmation: true },
    });
    expect(res.body.status).toBe('success');
    const { job, steps } = await swapJob(accountId, { tokenIn: USDC, tokenOut: ETH, amountIn: parseUnits('10', 6) });
    expect(job.status, job.error).toBe('completed');
    expect(steps).toHaveLength(1);
    expect(steps[0]!.request.to).toBe(router);
    expect(await allowance(evm)).toBe(maxUint256); // an infinite allowance is not decremented by the token
  });

  it('swaps USDC for DEGEN over the best route (direct or through WETH)', async () => {
    const { accountId, evm } = await rt.newAccount();
    const before = await erc20Balance(DEGEN.address, evm);
    const { job } = await swapJob(accountId, { tokenIn: USDC, tokenOut: DEGEN, amountIn: parseUnits('20', 6) });
    expect(job.status, job.error).toBe('completed');
    const received = (await erc20Balance(DEGEN.address, evm)) - before;
    expect(received).toBeGreaterThan(parseUnits('1960', 18)); // $20 at $0.01, less 0.3% (or 0.6% over two hops) and impact
    expect(received).toBeLessThan(parseUnits('2000', 18));
    expect((job.richData![0] as { route: string }).route).toMatch(/^USDC →.* DEGEN$/);
  });

  it('encodes the slippage limit: amountOutMinimum is the quote less the given basis points', async () => {
    const { accountId } = await rt.newAccount();
    const { job, steps } = await swapJob(accountId, { tokenIn: ETH, tokenOut: USDC, amountIn: parseEther('0.01'), slippageBps: 50 });
    expect(job.status, job.error).toBe('completed');
    const rich = swapData(job.richData![0]);
    expect(BigInt(rich.minAmountOutRaw)).toBe((BigInt(rich.quotedAmountOutRaw) * 9_950n) / 10_000n);
    const onChain = await client().getTransaction({ hash: steps[0]!.receipt!.hash });
    const call = decodeFunctionData({ abi: swapRouter02Abi, data: onChain.input });
    const params = (call.args as readonly [{ amountOutMinimum: bigint }])[0];
    expect(params.amountOutMinimum).toBe(BigInt(rich.minAmountOutRaw));
    expect(onChain.value).toBe(parseEther('0.01'));
    expect(BigInt(rich.amountOutRaw)).toBeGreaterThanOrEqual(params.amountOutMinimum);
  });

  it('fails with NO_ROUTE naming both tokens and the chain when no pool joins them', async () => {
    const { accountId, evm } = await rt.newAccount();
    const nonce = await client().getTransactionCount({ address: evm });
    const unknown: SwapToken = { symbol: 'NOPE', address: getAddress('0x000000000000000000000000000000000000dEaD'), decimals: 18, native: false };
    const { job, steps } = await swapJob(accountId, { tokenIn: USDC, tokenOut: unknown, amountIn: parseUnits('5', 6) });
    expect(job.status).toBe('failed');
    expect(job.errorCode).toBe('NO_ROUTE');
    expect(job.error).toMatchInlineSnapshot(`"No Uniswap route from USDC to NOPE on Base has liquidity for this amount."`);
    expect(steps).toHaveLength(0);
    expect(await client().getTransactionCount({ address: evm })).toBe(nonce);
  });

  it('fails with INSUFFICIENT_FUNDS and sends nothing when the wallet holds too little', async () => {
    const { accountId, evm } = await rt.newAccount();
    const nonce = await client().getTransactionCount({ address: evm });
    const { job, steps } = await swapJob(accountId, { tokenIn: USDC, tokenOut: ETH, amountIn: parseUnits('20000', 6) });
    expect(job.status).toBe('failed');
    expect(job.errorCode).toBe('INSUFFICIENT_FUNDS');
    expect(job.error).toMatchInlineSnapshot(`"Insufficient USDC balance on Base: you have 10000 USDC, the swap needs 20000. Nothing was sent."`);
    expect(steps).toHaveLength(0);
    expect(await client().getTransactionCount({ address: evm })).toBe(nonce);
    expect(await allowance(evm)).toBe(0n);
  });

  it('swaps on another chain too (POL for USDC on Polygon)', async () => {
    const polygon = evmChainByName('polygon')!;
    const { accountId } = await rt.newAccount();
    const { job } = await swapJob(accountId, { chain: polygon, tokenIn: token(polygon, 'POL'), tokenOut: token(polygon, 'USDC'), amountIn: parseEther('5') });
    expect(job.status, job.error).toBe('completed');
    const received = BigInt(swapData(job.richData![0]).amountOutRaw);
    expect(received).toBeGreaterThan(parseUnits('2.47', 6));
    expect(received).toBeLessThan(parseUnits('2.5', 6));
  });
});

/** Runs one exact-out buy as a real job and returns the finished job and its steps. */
async function buyJob(accountId: string, request: Omit<EvmBuyRequest, 'chain'>) {
  const job = await submitPrompt({ ...rt.deps, queue: { enqueue: async () => undefined } }, { accountId, prompt: 'x' });
  await runJob(rt.deps, { accountId, jobId: job.jobId }, (ctx) => executeEvmBuy(rt.deps, ctx, { chain: base, ...request }));
  const done = (await rt.deps.jobs.get(accountId, job.jobId))!;
  const steps = (await Promise.all([0, 1, 2].map((n) => rt.deps.steps.get(`${job.jobId}#${n}`)))).filter((s) => s !== undefined);
  return { job: done, steps };
}

/** Native coin the transactions cost in gas. */
async function gasPaid(hashes: readonly `0x${string}`[]): Promise<bigint> {
  const receipts = await Promise.all(hashes.map((hash) => client().getTransactionReceipt({ hash })));
  return receipts.reduce((sum, r) => sum + r.gasUsed * r.effectiveGasPrice, 0n);
}

const buyData = (rich: unknown) =>
  rich as { side: string; amountInRaw: string; quotedAmountInRaw: string; maxAmountInRaw: string; amountOutRaw: string; slippageBps: number; route: string };

describe('EVM exact-out buys through a job (Uniswap V3 in the sandbox)', () => {
  it('buys exactly 100 DEGEN with USDC: approves the maximum, spends no more than it', async () => {
    const { accountId, evm } = await rt.newAccount();
    const amountOut = parseUnits('100', 18);
    const [degenBefore, usdcBefore] = await Promise.all([erc20Balance(DEGEN.address, evm), erc20Balance(USDC.address, evm)]);
    const { job, steps } = await buyJob(accountId, { tokenIn: USDC, tokenOut: DEGEN, amountOut });
    expect(job.status, job.error).toBe('completed');
    expect((await erc20Balance(DEGEN.address, evm)) - degenBefore).toBe(amountOut);
    const spent = usdcBefore - (await erc20Balance(USDC.address, evm));
    const rich = buyData(job.richData![0]);
    expect(rich.side).toBe('buy');
    expect(BigInt(rich.amountOutRaw)).toBe(amountOut);
    expect(BigInt(rich.amountInRaw)).toBe(spent);
    expect(BigInt(rich.maxAmountInRaw)).toBe((BigInt(rich.quotedAmountInRaw) * 10_100n + 9_999n) / 10_000n);
    expect(spent).toBeLessThanOrEqual(BigInt(rich.maxAmountInRaw));
    expect(spent).toBeGreaterThan(parseUnits('1', 6)); // $1 of DEGEN at $0.01, plus the pool fees
    expect(spent).toBeLessThan(parseUnits('1.02', 6));
    expect(steps).toHaveLength(2);
    expect(decodeFunctionData({ abi: erc20Abi, data: steps[0]!.request.data! })).toEqual({
      functionName: 'approve',
      args: [router, BigInt(rich.maxAmountInRaw)],
    });
    const swap = decodeFunctionData({ abi: swapRouter02Abi, data: steps[1]!.request.data! });
    expect(['exactOutput', 'exactOutputSingle']).toContain(swap.functionName);
    expect(job.metadata).toEqual({ transactionHash: steps[1]!.receipt!.hash, chain: 'base' });
    expect(job.response).toContain(`Bought 100 DEGEN for ${Number(spent) / 1e6} USDC on Base via ${rich.route}`);
    expect(job.response).toContain(`at most ${Number(rich.maxAmountInRaw) / 1e6})`);
    expect(job.statusUpdates.some((u) => u.message.startsWith('Quote on Base: 100 DEGEN for about'))).toBe(true);
  });

  it('buys exactly 50 USDC with ETH: sends the maximum, the unused ETH comes back and the router keeps nothing', async () => {
    const { accountId, evm } = await rt.newAccount();
    const amountOut = parseUnits('50', 6);
    const [usdcBefore, ethBefore, routerEthBefore, routerWethBefore] = await Promise.all([
      erc20Balance(USDC.address, evm),
      client().getBalance({ address: evm }),
      client().getBalance({ address: router }),
      erc20Balance(ETH.address, router),
    ]);
    const { job, steps } = await buyJob(accountId, { tokenIn: ETH, tokenOut: USDC, amountOut });
    expect(job.status, job.error).toBe('completed');
    expect(steps).toHaveLength(1);
    expect((await erc20Balance(USDC.address, evm)) - usdcBefore).toBe(amountOut);
    const rich = buyData(job.richData![0]);
    const spent = BigInt(rich.amountInRaw);
    const tx = await client().getTransaction({ hash: steps[0]!.receipt!.hash });
    expect(tx.value).toBe(BigInt(rich.maxAmountInRaw));
    expect(spent).toBeLessThan(tx.value);
    expect(spent).toBeGreaterThan(parseEther('0.016')); // $50 at about $3,000
    expect(spent).toBeLessThan(parseEther('0.0171'));
    const gas = await gasPaid(steps.map((s) => s.receipt!.hash));
    expect(ethBefore - (await client().getBalance({ address: evm }))).toBe(spent + gas); // the rest of the value was refunded
    expect(await client().getBalance({ address: router })).toBe(routerEthBefore);
    expect(await erc20Balance(ETH.address, router)).toBe(routerWethBefore);
    expect(job.response).toContain('the unused rest was refunded');
  });

  it('buys exactly 0.01 ETH with USDC: unwraps exactly the amount to the wallet', async () => {
    const { accountId, evm } = await rt.newAccount();
    const amountOut = parseEther('0.01');
    const [ethBefore, usdcBefore] = await Promise.all([client().getBalance({ address: evm }), erc20Balance(USDC.address, evm)]);
    const { job, steps } = await buyJob(accountId, { tokenIn: USDC, tokenOut: ETH, amountOut });
    expect(job.status, job.error).toBe('completed');
    expect(steps).toHaveLength(2);
    const gas = await gasPaid(steps.map((s) => s.receipt!.hash));
    expect((await client().getBalance({ address: evm })) - ethBefore).toBe(amountOut - gas);
    const rich = buyData(job.richData![0]);
    expect(BigInt(rich.amountOutRaw)).toBe(amountOut);
    expect(usdcBefore - (await erc20Balance(USDC.address, evm))).toBe(BigInt(rich.amountInRaw));
    expect(BigInt(rich.amountInRaw)).toBeLessThanOrEqual(BigInt(rich.maxAmountInRaw));
    expect(await client().getBalance({ address: router })).toBe(0n);
  });

  it('buys through Uniswap when the configured venue prices only exact-in trades (as 0x does)', async () => {
    const { accountId, evm } = await rt.newAccount();
    const exactInOnly = { swapQuoter: () => ({ quote: () => Promise.reject(new Error('an exact-in venue must not be asked to price a buy')) }) };
    const before = await erc20Balance(DEGEN.address, evm);
    const job = await submitPrompt({ ...rt.deps, queue: { enqueue: async () => undefined } }, { accountId, prompt: 'x' });
    const deps = { ...rt.deps, ...exactInOnly };
    await runJob(deps, { accountId, jobId: job.jobId }, (ctx) =>
      executeEvmBuy(deps, ctx, { chain: base, tokenIn: USDC, tokenOut: DEGEN, amountOut: parseUnits('10', 18) }),
    );
    const done = (await rt.deps.jobs.get(accountId, job.jobId))!;
    expect(done.status, done.error).toBe('completed');
    expect(buyData(done.richData![0])).toMatchObject({ side: 'buy', amountOutRaw: parseUnits('10', 18).toString() });
    expect((await erc20Balance(DEGEN.address, evm)) - before).toBe(parseUnits('10', 18));
  });

  it('fails with INSUFFICIENT_FUNDS and sends nothing when the wallet cannot cover the maximum input', async () => {
    const { accountId, evm } = await rt.newAccount();
    const nonce = await client().getTransactionCount({ address: evm });
    const { job, steps } = await buyJob(accountId, { tokenIn: USDC, tokenOut: ETH, amountOut: parseEther('5') });
    expect(job.status).toBe('failed');
    expect(job.errorCode).toBe('INSUFFICIENT_FUNDS');
    expect(job.error).toMatch(
      /^Insufficient USDC balance on Base: you have 10000 USDC, the swap needs [\d.]+ at most \(about [\d.]+ quoted plus the 1% slippage limit\) to buy 5 ETH\. Nothing was sent\.$/,
    );
    expect(steps).toHaveLength(0);
    expect(await client().getTransactionCount({ address: evm })).toBe(nonce);
    expect(await allowance(evm)).toBe(0n);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
