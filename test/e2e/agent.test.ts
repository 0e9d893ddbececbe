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
