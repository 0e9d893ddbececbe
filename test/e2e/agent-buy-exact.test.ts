import { erc20Abi, parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmChains } from '../../lib/chains/chains.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

let rt: TestRuntime;
const base = evmChains.find((c) => c.name === 'base')!;
const usdc = base.tokens.find((t) => t.symbol === 'USDC')!.address;
const degen = base.tokens.find((t) => t.symbol === 'DEGEN')!.address;
const client = () => rt.deps.chains.evm(8453);
const balanceOf = (token: Address, owner: Address) => client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => rt?.stop());

async function prompt(apiKey: string, text: string) {
  const res = await rt.call('/agent/prompt', { apiKey, body: { prompt: text } });
  expect(res.status).toBe(202);
  return rt.waitForJob(res.body.jobId, apiKey, 30_000);
}

describe('the agent buys an exact amount, end to end', () => {
  it('"buy 100 degen with usdc on base" receives exactly 100 DEGEN and says what it cost', async () => {
    const { apiKey, evm } = await rt.newAccount();
    const [degenBefore, usdcBefore] = await Promise.all([balanceOf(degen, evm), balanceOf(usdc, evm)]);
    const job = await prompt(apiKey, 'buy 100 degen with usdc on base');
    expect(job.status, job.error).toBe('completed');
    expect((await balanceOf(degen, evm)) - degenBefore).toBe(parseUnits('100', 18));
    const spent = usdcBefore - (await balanceOf(usdc, evm));
    expect(spent).toBeGreaterThan(parseUnits('1', 6)); // $1 of DEGEN at ~$0.01, plus pool fees
    expect(spent).toBeLessThan(parseUnits('1.05', 6));
    expect(job.response).toContain(`Bought 100 DEGEN for ${Number(spent) / 1e6} USDC on Base`);
    expect(job.richData[0]).toMatchObject({ type: 'swap', side: 'buy', amountOutRaw: parseUnits('100', 18).toString(), amountInRaw: spent.toString() });
    expect(job.metadata).toMatchObject({ chain: 'base', transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
  });
});
