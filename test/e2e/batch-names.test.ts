import { erc20Abi, getAddress, parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmChainByName } from '../../lib/chains/chains.ts';
import { wellKnownNames } from '../../lib/sandbox/evm/place-names.ts';
import { registerSandboxNameAt } from '../../lib/sandbox/sandbox-operations.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

/**
 * Batches to ENS names and Basenames (issue 16), judged on chain: each name is read through the names port when the
 * job runs, the address it holds receives exactly its amount, and the answer shows each name beside that address.
 * A name that holds nothing, or holds a contract that would keep the money, refuses the whole batch before anything
 * is signed.
 */
let rt: TestRuntime;
let account: Awaited<ReturnType<TestRuntime['newAccount']>>;
const base = evmChainByName('base')!;
const usdc = base.tokens.find((t) => t.symbol === 'USDC')!.address;
const client = () => rt.deps.chains.evm(base.chainId);
const usdcOf = (owner: Address) => client().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
const freshAddress = (): Address => getAddress(`0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`);
const unique = (label: string) => `${label}-${process.pid}-${Date.now().toString(36)}`;

beforeAll(async () => {
  rt = await startTestRuntime();
  account = await rt.newAccount();
});
afterAll(async () => rt?.stop());

async function prompt(text: string) {
  const { body } = await rt.call('/agent/prompt', { apiKey: account.apiKey, body: { prompt: text } });
  return rt.waitForJob(body.jobId, account.apiKey, 30_000);
}

const walletState = async () => ({ nonce: await client().getTransactionCount({ address: account.evm }), usdc: await usdcOf(account.evm) });

describe('a batch to names pays the address each name holds', () => {
  it('3 USDC each to an ENS name, a Basename and one registered now, with each resolved address in the answer', async () => {
    const dave = `${unique('dave')}.eth`;
    const daveAddress = freshAddress();
    await registerSandboxNameAt(rt, { name: dave, address: daveAddress });
    const names = ['alice.eth', 'carol.base.eth', dave];
    const addresses = [wellKnownNames['alice.eth']!, wellKnownNames['carol.base.eth']!, daveAddress];
    const before = await Promise.all(addresses.map(usdcOf));
    const job = await prompt(`airdrop 3 usdc each to alice.eth carol.base.eth n ${dave} on base`);
    expect(job.status, job.error).toBe('completed');
    const after = await Promise.all(addresses.map(usdcOf));
    expect(after.map((held, i) => held - before[i]!)).toEqual([3_000_000n, 3_000_000n, 3_000_000n]);
    const hashes = job.richData.map((entry: { transactionHash: string }) => entry.transactionHash);
    expect(job.response.split('\n').slice(1)).toEqual(names.map((name, i) => `${i + 1}. 3 USDC to ${name} (${addresses[i]}) (transaction ${hashes[i]})`));
    expect(job.richData.map((entry: { to: string }) => entry.to)).toEqual(addresses);
  });

  it('a different amount to each, written name first: "Send to alice.eth 10 USDC and to bob.eth 20 USDC, both on base chain"', async () => {
    const addresses = [wellKnownNames['alice.eth']!, wellKnownNames['bob.eth']!];
    const before = await Promise.all(addresses.map(usdcOf));
    const job = await prompt('Send to alice.eth 10 USDC and to bob.eth 20 USDC, both on base chain');
    expect(job.status, job.error).toBe('completed');
    const after = await Promise.all(addresses.map(usdcOf));
    expect(after.map((held, i) => held - before[i]!)).toEqual([parseUnits('10', 6), parseUnits('20', 6)]);
    expect(job.response).toContain(`1. 10 USDC to alice.eth (${addresses[0]})`);
    expect(job.response).toContain(`2. 20 USDC to bob.eth (${addresses[1]})`);
  });
});

describe('a name that cannot receive refuses the whole batch, nothing signed', () => {
  it('a name that holds no address', async () => {
    const nobody = `${unique('nobody')}.base.eth`;
    const before = await walletState();
    const job = await prompt(`send 1 usdc each to alice.eth and ${nobody} on base`);
    expect(job).toMatchObject({ status: 'failed', errorCode: 'NAME_NOT_FOUND' });
    expect(job.error).toMatch(
      new RegExp(`^Recipient 2 of 2: ${nobody.replace(/\./g, '\\.')} does not resolve to an address on Base.*nothing in this batch was sent\\.$`),
    );
    expect(await walletState()).toEqual(before);
  });

  it('a name that holds a token contract', async () => {
    const sink = `${unique('sink')}.eth`;
    await registerSandboxNameAt(rt, { name: sink, address: usdc });
    const before = await walletState();
    const job = await prompt(`send 1 usdc each to bob.eth and ${sink} on base`);
    expect(job).toMatchObject({ status: 'failed', errorCode: 'LOSSY_RECIPIENT' });
    expect(job.error).toContain(`Recipient 2 of 2: ${sink} (${usdc}) is the USDC token contract`);
    expect(await walletState()).toEqual(before);
  });
});
