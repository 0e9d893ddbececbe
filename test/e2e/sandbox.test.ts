import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Connection, PublicKey } from '@solana/web3.js';
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmChains, solanaChain } from '../../lib/chains/chains.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

const run = promisify(execFile);
let rt: TestRuntime;

beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => rt?.stop());

/** The operator CLI, as a developer runs it beside `npm start`. */
async function cli(...args: string[]): Promise<{ code: number; json?: any; stderr: string }> {
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', 'scripts/cli.ts', ...args], {
      env: { ...process.env, PURSER_DATA_DIR: rt.dataDir },
    });
    return { code: 0, json: JSON.parse(stdout), stderr };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

const usdcOf = (chainId: number) => evmChains.find((c) => c.chainId === chainId)!.tokens.find((t) => t.symbol === 'USDC')!;
const evmClient = (chainId: number) => createPublicClient({ transport: http(rt.rpcUrls[String(chainId)]![0]) });
const solana = () => new Connection(rt.rpcUrls.solana![0]!, 'confirmed');
const solanaUsdc = new PublicKey(solanaChain.tokens.find((t) => t.symbol === 'USDC')!.mint);

describe('the sandbox under the local runtime', () => {
  it('funds a new account on every chain: native, 10,000 USDC and the listed tokens', async () => {
    const account = await rt.newAccount();
    for (const chain of evmChains) {
      const client = evmClient(chain.chainId);
      expect(await client.getBalance({ address: account.evm })).toBeGreaterThanOrEqual(parseUnits('10', 18));
      const usdc = await client.readContract({ address: usdcOf(chain.chainId).address, abi: erc20Abi, functionName: 'balanceOf', args: [account.evm] });
      expect(usdc).toBe(parseUnits('10000', 6));
      for (const token of chain.tokens) {
        const balance = await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [account.evm] });
        expect(balance, `${token.symbol} on ${chain.name}`).toBeGreaterThan(0n);
      }
    }
    const owner = new PublicKey(account.solana);
    expect(await solana().getBalance(owner)).toBe(10 * 1e9);
    const accounts = await solana().getParsedTokenAccountsByOwner(owner, { mint: solanaUsdc });
    expect(accounts.value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).toBe('10000');
  });

  it('answers `sandbox info` with every chain, its endpoints, tokens and protocols', async () => {
    const { code, json } = await cli('sandbox', 'info');
    expect(code).toBe(0);
    expect(json.chains.map((c: { name: string }) => c.name)).toEqual(['base', 'ethereum', 'polygon', 'unichain', 'solana']);
    const base = json.chains[0];
    expect(base).toMatchObject({ chainId: 8453, rpcUrl: rt.rpcUrls['8453']![0], tokens: { USDC: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' } });
    expect(base.protocols).toMatchObject({ multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11', quoterV2: '0x3d4e44Eb1374240CE5F1B871ab261CD16335B76a' });
    const sol = json.chains[4];
    expect(sol).toMatchObject({
      rpcUrl: rt.rpcUrls.solana![0],
      wsUrl: expect.stringMatching(/^ws:\/\/127\.0\.0\.1:/),
      tokens: { USDC: solanaUsdc.toBase58() },
    });
    expect(sol.protocols.marketMaker).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  });

  it('funds any address through `sandbox fund`, on EVM and on Solana', async () => {
    const address = '0x00000000000000000000000000000000000f00d5';
    const evm = await cli('sandbox', 'fund', '--chain', 'polygon', '--address', address, '--token', 'USDT', '--amount', '12.5');
    expect(evm.code).toBe(0);
    const usdt = evmChains.find((c) => c.name === 'polygon')!.tokens.find((t) => t.symbol === 'USDT')!;
    expect(await evmClient(137).readContract({ address: usdt.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })).toBe(12_500_000n);
    const owner = (await rt.newAccount()).solana;
    const sol = await cli('sandbox', 'fund', '--chain', 'solana', '--address', owner, '--token', 'SOL', '--amount', '1.5');
    expect(sol.code).toBe(0);
    expect(await solana().getBalance(new PublicKey(owner))).toBe(11.5 * 1e9);
  });

  it('refuses bad CLI input with a usage message and exit code 2', async () => {
    for (const args of [
      ['sandbox', 'fund', '--chain', 'avalanche', '--address', '0x00000000000000000000000000000000000F00d5', '--token', 'USDC', '--amount', '1'],
      ['sandbox', 'fund', '--chain', 'base', '--address', '0x00000000000000000000000000000000000F00d5', '--token', 'USDC', '--amount', 'lots'],
      ['sandbox', 'move-price', '--chain', 'base', '--token', 'NOPE', '--percent', '5'],
      ['sandbox', 'fund', '--chain', 'base', '--address', '0x00000000000000000000000000000000000F00d5', '--token', 'USDC', '--amount', '1'],
      ['sandbox', 'explode'],
    ]) {
      const result = await cli(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain('usage:');
    }
  });

  it('moves a price with `sandbox move-price` (negative numbers as plain arguments)', async () => {
    // Unichain's UNI: no other test file trades it.
    const down = await cli('sandbox', 'move-price', '--chain', 'unichain', '--token', 'UNI', '--percent', '-10');
    expect(down.code).toBe(0);
    expect(down.json.changePercent).toBeCloseTo(-10, 0);
    const up = await cli('sandbox', 'move-price', '--chain', 'unichain', '--token', 'UNI', '--percent', '11.111');
    expect(up.json.after).toBeCloseTo(down.json.before, 1);
  });

  it('creates an account from the CLI, funded like any other', async () => {
    const { code, json } = await cli('accounts', 'create', '--email', `cli.${Date.now()}@example.com`);
    expect(code).toBe(0);
    expect(json.apiKey).toMatch(/^purser_/);
    expect(Object.keys(json.wallets)).toEqual(['base', 'ethereum', 'polygon', 'unichain', 'solana']);
    expect(await evmClient(8453).readContract({ address: usdcOf(8453).address, abi: erc20Abi, functionName: 'balanceOf', args: [json.wallets.base] })).toBe(
      parseUnits('10000', 6),
    );
  });
});
