import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createPublicClient, http, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { evmChainByName } from '../../lib/chains/chains.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

/**
 * The published client of the hosted service this API mirrors (`@bankr/cli`, pinned as a dev dependency), run
 * unchanged as a child process against the test runtime, as a developer points it with BANKR_API_URL. Issue 15
 * lists every command it must run; these are the ones that work so far.
 */
const run = promisify(execFile);
const cliPath = createRequire(import.meta.url).resolve('@bankr/cli/dist/cli.js');
const base = evmChainByName('base')!;
const client = createPublicClient({ chain: base.viemChain, transport: http(inject('rpcUrls')[String(base.chainId)] as string) });
const recipient = '0x00000000000000000000000000000000000b4c1e' as Address;

let rt: TestRuntime;
let owner: Awaited<ReturnType<TestRuntime['newAccount']>>;
let home: string;

beforeAll(async () => {
  rt = await startTestRuntime();
  owner = await rt.newAccount();
  home = mkdtempSync(join(tmpdir(), 'purser-bankr-cli-'));
});
afterAll(async () => {
  await rt?.stop();
  if (home) rmSync(home, { recursive: true, force: true });
});

/** `bankr <args>` with this runtime's URL and the owner's key; a fresh HOME so no config of the machine is read or written. */
async function bankr(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, HOME: home, BANKR_API_URL: rt.url, BANKR_API_KEY: owner.apiKey, NO_COLOR: '1', FORCE_COLOR: '0' };
  try {
    const { stdout, stderr } = await run('node', [cliPath, ...args], { env, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the published bankr CLI, unchanged', { timeout: 120_000 }, () => {
  it('submit tx --value 1 sends one wei, waits for the receipt and prints its hash', async () => {
    const before = await client.getBalance({ address: recipient });
    const out = await bankr('submit', 'tx', '--to', recipient, '--chain-id', String(base.chainId), '--value', '1');
    expect(out.code, `${out.stdout}\n${out.stderr}`).toBe(0);
    expect(`${out.stdout}${out.stderr}`).not.toMatch(/error/i);
    const hash = /0x[0-9a-f]{64}/.exec(out.stdout)?.[0];
    expect(hash).toBeDefined();
    expect((await client.getTransactionReceipt({ hash: hash as `0x${string}` })).status).toBe('success');
    expect((await client.getBalance({ address: recipient })) - before).toBe(1n);
  });

  it('submit tx --value 0.1 is refused with the reason, and nothing is sent', async () => {
    const before = await client.getTransactionCount({ address: owner.evm });
    const out = await bankr('submit', 'tx', '--to', recipient, '--chain-id', String(base.chainId), '--value', '0.1');
    expect(out.code).not.toBe(0);
    expect(`${out.stdout}${out.stderr}`).toMatch(/decimal point/);
    expect(await client.getTransactionCount({ address: owner.evm })).toBe(before);
  });

  it('prompt runs a read to the end and prints its answer; status shows the job', async () => {
    const out = await bankr('prompt', 'what is my usdc balance on base');
    expect(out.code, `${out.stdout}\n${out.stderr}`).toBe(0);
    expect(out.stdout).toContain('Your USDC balance on Base is 10000 USDC.');
    const jobId = /Job ID:\s+(job_[0-9A-Z]{26})/.exec(out.stdout)?.[1];
    expect(jobId).toBeDefined();
    const status = await bankr('status', jobId!);
    expect(status.code, `${status.stdout}\n${status.stderr}`).toBe(0);
    expect(status.stdout).toMatch(/completed/i);
  });

  it('whoami reaches the API, lists the wallets, the club (membership) and the score, with no error line', async () => {
    const out = await bankr('whoami');
    expect(out.code, `${out.stdout}\n${out.stderr}`).toBe(0);
    expect(`${out.stdout}${out.stderr}`).not.toMatch(/✖|error|could not|returned \d{3}/i);
    expect(out.stdout).toContain(owner.evm);
    expect(out.stdout).toContain(owner.solana);
    expect(out.stdout).toMatch(/Bankr Club:?\s+Inactive/);
    expect(out.stdout).toMatch(/Score:?\s+0/);
  });

  it('balances --json answers every chain as the client spells it, with USD values', async () => {
    const out = await bankr('balances', '--json');
    expect(out.code, `${out.stdout}\n${out.stderr}`).toBe(0);
    const data = JSON.parse(out.stdout);
    expect(data).toMatchObject({ success: true, evmAddress: owner.evm, solAddress: owner.solana });
    expect(Object.keys(data.balances).sort()).toEqual(['base', 'mainnet', 'polygon', 'solana', 'unichain']);
    expect(Number(data.balances.base.nativeBalance)).toBeGreaterThan(9);
    expect(Number(data.balances.base.nativeUsd)).toBeGreaterThan(0);
    const usdc = data.balances.base.tokenBalances.find((t: any) => t.token.baseToken.symbol === 'USDC');
    expect(usdc.token.balance).toBe(10_000);
    expect(usdc.token.balanceUSD).toBeCloseTo(10_000, -1);
    expect(Number(data.balances.base.total)).toBeGreaterThan(10_000);
  });

  it('balances --chain base,solana --json answers those two; the table view runs with no error line', async () => {
    const out = await bankr('balances', '--chain', 'base,solana', '--json');
    expect(out.code, `${out.stdout}\n${out.stderr}`).toBe(0);
    expect(Object.keys(JSON.parse(out.stdout).balances).sort()).toEqual(['base', 'solana']);
    const table = await bankr('balances', '--chain', 'mainnet');
    expect(table.code, `${table.stdout}\n${table.stderr}`).toBe(0);
    expect(`${table.stdout}${table.stderr}`).not.toMatch(/✖|error|failed/i);
    expect(table.stdout).toContain('Ethereum');
    expect(table.stdout).toMatch(/USDC\s+10,000/);
  });

  it('GET /agent/balances refuses a chain it does not know, naming the ones it does', async () => {
    const res = await rt.call('/agent/balances?chains=base,arbitrum', { apiKey: owner.apiKey });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'UNSUPPORTED_CHAIN' });
    expect(res.body.message).toContain('arbitrum');
  });

  it('submit json sends a transaction given as JSON, value in wei digits', async () => {
    const before = await client.getBalance({ address: recipient });
    const out = await bankr('submit', 'json', JSON.stringify({ to: recipient, chainId: base.chainId, value: '2' }));
    expect(out.code, `${out.stdout}\n${out.stderr}`).toBe(0);
    expect(`${out.stdout}${out.stderr}`).not.toMatch(/error/i);
    expect((await client.getBalance({ address: recipient })) - before).toBe(2n);
  });

  it('sign signs EIP-712 typed data and a transaction, with no error line', async () => {
    const typedData = {
      domain: { name: 'Purser', version: '1', chainId: base.chainId },
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      message: { text: 'hello' },
    };
    const typed = await bankr('sign', '--type', 'eth_signTypedData_v4', '--typed-data', JSON.stringify(typedData));
    expect(typed.code, `${typed.stdout}\n${typed.stderr}`).toBe(0);
    expect(typed.stdout).toMatch(/0x[0-9a-f]{130}/);
    const tx = await bankr('sign', '--type', 'eth_signTransaction', '--transaction', JSON.stringify({ to: recipient, chainId: base.chainId, value: '1' }));
    expect(tx.code, `${tx.stdout}\n${tx.stderr}`).toBe(0);
    expect(`${tx.stdout}${tx.stderr}`).not.toMatch(/error/i);
    expect(tx.stdout).toMatch(/0x02[0-9a-f]{100,}/);
  });

  it('sign --type personal_sign signs with the account wallet', async () => {
    const out = await bankr('sign', '--type', 'personal_sign', '--message', 'hello from bankr');
    expect(out.code, `${out.stdout}\n${out.stderr}`).toBe(0);
    expect(out.stdout).toMatch(/0x[0-9a-f]{130}/);
    expect(out.stdout.toLowerCase()).toContain(owner.evm.toLowerCase());
  });

  it('login siwe --private-key --read-write signs in with Ethereum, saves the key, and whoami then shows the custodial wallet', async () => {
    const siweHome = mkdtempSync(join(tmpdir(), 'purser-bankr-siwe-'));
    try {
      // Only the saved config: no API key or URL in the environment.
      const { BANKR_API_KEY: _key, BANKR_API_URL: _url, ...inherited } = process.env;
      const env = { ...inherited, HOME: siweHome, NO_COLOR: '1', FORCE_COLOR: '0' };
      const cli = async (...args: string[]) => {
        try {
          const { stdout, stderr } = await run('node', [cliPath, ...args], { env, timeout: 60_000 });
          return { code: 0, stdout, stderr };
        } catch (error) {
          const failed = error as { code: number; stdout: string; stderr: string };
          return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
        }
      };
      const privateKey = generatePrivateKey();
      const login = await cli('login', '--api-url', rt.url, 'siwe', '--private-key', privateKey, '--read-write');
      expect(login.code, `${login.stdout}\n${login.stderr}`).toBe(0);
      expect(`${login.stdout}${login.stderr}`).not.toMatch(/error/i);
      expect(login.stdout).toContain('read-write');
      const wallet = /EVM:\s+(0x[0-9a-fA-F]{40})/.exec(login.stdout)?.[1];
      expect(wallet).toBeDefined();
      expect(wallet).not.toBe(privateKeyToAccount(privateKey).address);
      const whoami = await cli('whoami');
      expect(whoami.code, `${whoami.stdout}\n${whoami.stderr}`).toBe(0);
      expect(`${whoami.stdout}${whoami.stderr}`).not.toMatch(/✖|error|could not|returned \d{3}/i);
      expect(whoami.stdout).toContain(wallet);
    } finally {
      rmSync(siweHome, { recursive: true, force: true });
    }
  });
});
