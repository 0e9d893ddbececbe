import { Connection, Keypair, PublicKey } from '@solana/web3.js';
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

async function prompt(apiKey: string, text: string, threadId?: string) {
  const res = await rt.call('/agent/prompt', { apiKey, body: { prompt: text, ...(threadId ? { threadId } : {}) } });
  expect(res.status).toBe(202);
  return rt.waitForJob(res.body.jobId, apiKey, 30_000);
}

describe('the agent, end to end through prompts', () => {
  it('asks for a missing chain, and the next prompt on the thread answers it', async () => {
    const { apiKey } = await rt.newAccount();
    const to = '0x00000000000000000000000000000000000a9e17';
    const asked = await prompt(apiKey, `send 5 usdc to ${to}`);
    expect(asked.status).toBe('completed');
    expect(asked.response).toMatch(/Which chain/);
    expect(asked.metadata).toBeUndefined();
    expect(await balanceOf(usdc, to)).toBe(0n); // nothing moved on a guess
    const sent = await prompt(apiKey, 'base', asked.threadId);
    expect(sent.status).toBe('completed');
    expect(await balanceOf(usdc, to)).toBe(parseUnits('5', 6));
    expect(sent.metadata).toMatchObject({ chain: 'base', transactionHash: expect.stringMatching(/^0x/) });
  });

  it('swaps "$20 of DEGEN with USDC on base" and says what it got', async () => {
    const { apiKey, evm } = await rt.newAccount();
    const before = await balanceOf(degen, evm);
    const job = await prompt(apiKey, 'buy $20 of degen with usdc on base');
    expect(job.status, job.error).toBe('completed');
    expect(job.response).toMatch(/DEGEN/);
    const gained = (await balanceOf(degen, evm)) - before;
    expect(gained).toBeGreaterThan(parseUnits('1900', 18)); // $20 at ~$0.01, minus fees and slippage
    expect(job.metadata?.transactionHash).toMatch(/^0x/);
  });

  it('buys "$20 of DEGEN on base" with ETH, and says it paid with ETH because no token to pay with was named', async () => {
    const { apiKey, evm } = await rt.newAccount();
    const [degenBefore, ethBefore] = await Promise.all([balanceOf(degen, evm), client().getBalance({ address: evm })]);
    const job = await prompt(apiKey, 'buy $20 of DEGEN on base');
    expect(job.status, job.error).toBe('completed');
    expect(job.response).toMatch(/^Paying with ETH, Base's native token: no token to pay with was named\./);
    expect((await balanceOf(degen, evm)) - degenBefore).toBeGreaterThan(parseUnits('1900', 18));
    const spent = ethBefore - (await client().getBalance({ address: evm }));
    expect(spent).toBeGreaterThan(parseUnits('0.0066', 18)); // $20 at ~$3,000, plus gas
    expect(spent).toBeLessThan(parseUnits('0.0068', 18) + parseUnits('0.001', 18));
  });

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

  it('"send fifteen dollars in usdt" sends exactly 15 USDT: a dollar stablecoin is counted one token a dollar, not at its price', async () => {
    const { apiKey } = await rt.newAccount();
    const to = '0x00000000000000000000000000000000000a9e18';
    const usdt = base.tokens.find((t) => t.symbol === 'USDT')!;
    const job = await prompt(apiKey, `um send uh fifteen dollars in u s d t to ${to} on base`);
    expect(job.status, job.error).toBe('completed');
    expect(await balanceOf(usdt.address, to)).toBe(parseUnits('15', usdt.decimals));
    expect(job.response).toContain('Sent 15 USDT');
  });

  it('sends SOL on Solana from a prompt', async () => {
    const { apiKey } = await rt.newAccount();
    const to = Keypair.generate().publicKey.toBase58();
    const job = await prompt(apiKey, `send 0.5 SOL to ${to} on solana`);
    expect(job.status, job.error).toBe('completed');
    const connection = new Connection(rt.rpcUrls.solana![0]!, 'confirmed');
    expect(await connection.getBalance(new PublicKey(to))).toBe(0.5e9);
    expect(job.metadata).toMatchObject({ chain: 'solana' });
  });

  it('answers reads: balances, price, portfolio', async () => {
    const { apiKey } = await rt.newAccount();
    const balance = await prompt(apiKey, 'yo whats my usdc bal on base');
    expect(balance.status, balance.error).toBe('completed');
    expect(balance.response).toMatch(/10,?000/);
    const price = await prompt(apiKey, 'eth price');
    expect(price.status, price.error).toBe('completed');
    expect(price.response).toMatch(/\$2,?9\d\d|\$3,?0\d\d/);
    const prices = await prompt(apiKey, 'price of eth and sol');
    expect(prices.status, prices.error).toBe('completed');
    expect(prices.richData.map((r: { token: string }) => r.token)).toEqual(['ETH', 'SOL']);
    const portfolio = await prompt(apiKey, 'show my portfolio');
    expect(portfolio.status, portfolio.error).toBe('completed');
    expect(portfolio.richData.some((r: { type: string }) => r.type === 'portfolio-total')).toBe(true);
  });

  it('refuses an unsupported chain and an unknown token, moving nothing', async () => {
    const { apiKey } = await rt.newAccount();
    const chain = await prompt(apiKey, 'swap 5 usdc for eth on avalanche');
    expect(chain).toMatchObject({ status: 'failed', errorCode: 'UNSUPPORTED_CHAIN' });
    const token = await prompt(apiKey, 'swap 5 usdc for FOOBARCOIN on base');
    expect(token.status).toBe('failed');
    expect(token.error).toMatch(/FOOBARCOIN/i);
  });
});
