import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { erc20Abi, getAddress, parseEther, parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmChainByName } from '../../lib/chains/chains.ts';
import { wellKnownNames } from '../../lib/sandbox/evm/place-names.ts';
import { registerSandboxNameAt } from '../../lib/sandbox/sandbox-operations.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

/**
 * Transfers to ENS names and Basenames (issue 16), judged on chain: the
 * address the name holds in the sandbox's name services receives exactly the
 * amount, and the answer shows the name beside that full address. A name
 * resolves on its own chain (ENS on Ethereum, Basenames on Base) whatever
 * chain the transfer is on.
 */
let rt: TestRuntime;
let account: Awaited<ReturnType<TestRuntime['newAccount']>>;
const run = promisify(execFile);

beforeAll(async () => {
  rt = await startTestRuntime();
  account = await rt.newAccount();
});
afterAll(async () => rt?.stop());

async function prompt(text: string) {
  const { body } = await rt.call('/agent/prompt', { apiKey: account.apiKey, body: { prompt: text } });
  return rt.waitForJob(body.jobId, account.apiKey);
}

const chain = (name: string) => evmChainByName(name)!;
const client = (name: string) => rt.deps.chains.evm(chain(name).chainId);
const usdc = (name: string) => chain(name).tokens.find((t) => t.symbol === 'USDC')!;
const usdcOf = (name: string, owner: Address) =>
  client(name).readContract({ address: usdc(name).address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
const freshAddress = (): Address => getAddress(`0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`);
const unique = (label: string) => `${label}-${process.pid}-${Date.now().toString(36)}`;

describe('a transfer to a well-known sandbox name reaches the address it holds', () => {
  it.each([
    ['send 5 usdc to vitalik.eth on base', 'vitalik.eth', 'base'],
    ['pay carol.base.eth 10 USDC on base', 'carol.base.eth', 'base'],
    ['send 2 usdc to bob.eth on polygon', 'bob.eth', 'polygon'],
  ])('%s', async (text, name, on) => {
    const to = wellKnownNames[name]!;
    const amount = parseUnits(/(\d+) usdc/i.exec(text)![1]!, 6);
    const before = await usdcOf(on, to);
    const job = await prompt(text);
    expect(job.status, job.error).toBe('completed');
    expect(job.response).toContain(`to ${name} (${to}) on ${chain(on).label}`);
    expect(job.richData[0]).toMatchObject({ type: 'transfer', to, amountRaw: amount.toString() });
    expect((await usdcOf(on, to)) - before).toBe(amount);
  });

  it('send 0.01 eth to alice.eth on ethereum', async () => {
    const to = wellKnownNames['alice.eth']!;
    const before = await client('ethereum').getBalance({ address: to });
    const job = await prompt('send 0.01 eth to alice.eth on ethereum');
    expect(job.status, job.error).toBe('completed');
    expect(job.response).toContain(`Sent 0.01 ETH to alice.eth (${to}) on Ethereum.`);
    expect((await client('ethereum').getBalance({ address: to })) - before).toBe(parseEther('0.01'));
  });
});

describe('a name registered in the running sandbox', () => {
  it('receives once `registerSandboxNameAt` (the `sandbox name` operation) registers it', async () => {
    const name = `${unique('dave')}.eth`;
    const to = freshAddress();
    expect(await registerSandboxNameAt(rt, { name, address: to })).toEqual({ name, address: to, chain: 'ethereum' });
    const job = await prompt(`send 3 usdc to ${name} on base`);
    expect(job.status, job.error).toBe('completed');
    expect(job.response).toContain(`to ${name} (${to})`);
    expect(await usdcOf('base', to)).toBe(parseUnits('3', 6));
  });

  it('receives once `npm run cli -- sandbox name` registers a Basename', async () => {
    const name = `${unique('erin')}.base.eth`;
    const to = freshAddress();
    const { stdout } = await run('node', ['--import', 'tsx', 'scripts/cli.ts', 'sandbox', 'name', '--name', name, '--address', to], {
      env: { ...process.env, PURSER_DATA_DIR: rt.dataDir },
    });
    expect(JSON.parse(stdout)).toEqual({ name, address: to, chain: 'base' });
    const job = await prompt(`send 4 usdc to ${name} on unichain`);
    expect(job.status, job.error).toBe('completed');
    expect(await usdcOf('unichain', to)).toBe(parseUnits('4', 6));
  });
});

describe('the address a name holds passes the recipient check', () => {
  it('a name that holds a token contract is refused as that contract, nothing sent', async () => {
    const name = `${unique('sink')}.eth`;
    await registerSandboxNameAt(rt, { name, address: usdc('base').address });
    const nonce = await client('base').getTransactionCount({ address: account.evm });
    const job = await prompt(`send 1 usdc to ${name} on base`);
    expect(job).toMatchObject({ status: 'failed', errorCode: 'LOSSY_RECIPIENT' });
    expect(job.error).toContain(`${usdc('base').address} is the USDC token contract`);
    expect(await client('base').getTransactionCount({ address: account.evm })).toBe(nonce);
  });
});

describe('a name that holds no address sends nothing', () => {
  it.each([[`send 1 usdc to ${unique('nobody')}.eth on base`], [`send 1 usdc to ${unique('nobody')}.base.eth on base`]])('%s', async (text) => {
    const before = await usdcOf('base', account.evm);
    const nonce = await client('base').getTransactionCount({ address: account.evm });
    const job = await prompt(text);
    expect(job).toMatchObject({ status: 'failed', errorCode: 'NAME_NOT_FOUND' });
    expect(job.error).toMatch(/does not resolve to an address on (Ethereum|Base).*nothing was sent/);
    expect(await usdcOf('base', account.evm)).toBe(before);
    expect(await client('base').getTransactionCount({ address: account.evm })).toBe(nonce);
  });
});
