import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createPublicClient, erc20Abi, getAddress, http, type Address } from 'viem';
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
  // Keys as npm start makes them: bk_…, the only prefix the client's `login --api-key` accepts.
  rt = await startTestRuntime({ apiKeyPrefix: 'bk' });
  owner = await rt.newAccount();
  home = mkdtempSync(join(tmpdir(), 'purser-bankr-cli-'));
});
afterAll(async () => {
  await rt?.stop();
  if (home) rmSync(home, { recursive: true, force: true });
});

/** `bankr <args>` with this runtime's URL and the owner's key; a fresh HOME so no config of the machine is read or written. */
async function bankr(...args: string[]): Promise<CliResult> {
  return bankrAs(owner.apiKey, ...args);
}

type CliResult = { code: number; stdout: string; stderr: string };

/** The client run with `env` (colours off); a failed run answers its exit code and output instead of throwing. */
async function runCli(env: NodeJS.ProcessEnv, args: readonly string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run('node', [cliPath, ...args], { env: { ...env, NO_COLOR: '1', FORCE_COLOR: '0' }, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as CliResult;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** `bankr <args>` with only the config saved in `configHome` (by `login`): no API key or URL in the environment. */
async function bankrIn(configHome: string, ...args: string[]): Promise<CliResult> {
  const { BANKR_API_KEY: _key, BANKR_API_URL: _url, ...inherited } = process.env;
  return runCli({ ...inherited, HOME: configHome }, args);
}

/** `bankr <args>` with another account's key. */
async function bankrAs(apiKey: string, ...args: string[]): Promise<CliResult> {
  return runCli({ ...process.env, HOME: home, BANKR_API_URL: rt.url, BANKR_API_KEY: apiKey }, args);
}

/** Every field of a launch as a flag but the fee recipient: the client asks for any it is not given, -y or not. */
const launchFlags = (name: string, symbol: string) => [
  '--name',
  name,
  '--symbol',
  symbol,
  '--image',
  'https://example.com/cat.png',
  '--tweet',
  'https://x.com/purser/status/1',
  '--website',
  'https://example.com/cat',
];

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

  it('launch --simulate -y builds the launch without sending it and prints the predicted token', async () => {
    const { apiKey, evm } = await rt.newAccount();
    const nonce = await client.getTransactionCount({ address: evm });
    const out = await bankrAs(apiKey, 'launch', ...launchFlags('Dry Run Cat', 'DRYC'), '--fee', '', '--simulate', '-y');
    expect(out.code, `${out.stdout}\n${out.stderr}`).toBe(0);
    expect(`${out.stdout}${out.stderr}`).not.toMatch(/error|undefined/i);
    expect(out.stdout).toMatch(/Mode:\s+Simulation/);
    expect(out.stdout).toMatch(/Token Address:\s+0x[0-9a-fA-F]{40}/);
    expect(out.stdout).not.toMatch(/Transaction:/);
    expect(await client.getTransactionCount({ address: evm })).toBe(nonce);
  });

  it('launch --fee <address> --fee-type wallet -y gives the fees to that wallet', async () => {
    const { apiKey } = await rt.newAccount();
    const giftee = '0x00000000000000000000000000000000000061f7' as Address;
    const out = await bankrAs(apiKey, 'launch', ...launchFlags('Gift Cli Cat', 'GIFC'), '--fee', giftee, '--fee-type', 'wallet', '-y');
    expect(out.code, `${out.stdout}\n${out.stderr}`).toBe(0);
    expect(`${out.stdout}${out.stderr}`).not.toMatch(/error|undefined/i);
    expect(out.stdout).toMatch(new RegExp(`Creator \\(57\\.0%\\):\\s+${getAddress(giftee)}`));
    const token = /Token Address:\s+(0x[0-9a-fA-F]{40})/.exec(out.stdout)?.[1] as Address;
    expect((await rt.deps.launchProtocol!.tokensOf!(giftee)).map((t) => t.toLowerCase())).toContain(token.toLowerCase());
  });

  it('launch with flags and -y launches through the launch protocol and prints the token, its pool, the transaction and the fee split', async () => {
    // An empty --fee keeps the fees.
    const out = await bankr('launch', ...launchFlags('Cli Cat', 'CLIC'), '--fee', '', '-y');
    expect(out.code, `${out.stdout}\n${out.stderr}`).toBe(0);
    expect(`${out.stdout}${out.stderr}`).not.toMatch(/error|undefined/i);
    const token = /Token Address:\s+(0x[0-9a-fA-F]{40})/.exec(out.stdout)?.[1] as Address | undefined;
    expect(token, out.stdout).toBeDefined();
    expect(out.stdout).toMatch(/Pool ID:\s+0x[0-9a-fA-F]{40}/);
    expect(out.stdout).toMatch(/Transaction:\s+0x[0-9a-f]{64}/);
    expect(out.stdout).toMatch(new RegExp(`Creator \\(57\\.0%\\):\\s+${owner.evm}`));
    expect(await client.readContract({ address: token!, abi: erc20Abi, functionName: 'symbol' })).toBe('CLIC');
  });

  it('profile create, view, update, add-update and delete (answering its confirmation) run with no error line', async () => {
    const ok = (out: { code: number; stdout: string; stderr: string }) => {
      expect(out.code, `${out.stdout}\n${out.stderr}`).toBe(0);
      expect(`${out.stdout}${out.stderr}`).not.toMatch(/✖|error|failed/i);
    };
    // The client's `profile` command has a --json of its own that takes the flag from its subcommands, so
    // `create --json` would still prompt for the fields not given: every field is given instead.
    const usdc = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
    const created = await bankr(
      'profile',
      'create',
      '--name',
      'CLI Project',
      '--description',
      'Made by the CLI',
      '--token',
      usdc,
      '--website',
      'https://cli.example',
    );
    ok(created);
    expect(created.stdout).toContain('Profile created!');
    const view = await bankr('profile', '--json');
    ok(view);
    expect(JSON.parse(view.stdout)).toMatchObject({
      projectName: 'CLI Project',
      tokenAddress: usdc,
      tokenChainId: '8453',
      website: 'https://cli.example',
      approved: false,
    });
    const updated = await bankr('profile', 'update', '--description', 'Changed by the CLI');
    ok(updated);
    expect(updated.stdout).toContain('Changed by the CLI');
    const added = await bankr('profile', 'add-update', '--title', 'v1', '--content', 'Shipped');
    ok(added);
    expect(added.stdout).toContain('Project update added!');
    const table = await bankr('profile');
    ok(table);
    expect(table.stdout).toMatch(/updates:\s+1/);
    const pending = run('node', [cliPath, 'profile', 'delete'], {
      env: { ...process.env, HOME: home, BANKR_API_URL: rt.url, BANKR_API_KEY: owner.apiKey, NO_COLOR: '1', FORCE_COLOR: '0' },
      timeout: 60_000,
    });
    pending.child.stdin?.end('y\n');
    const deleted = await pending;
    expect(`${deleted.stdout}${deleted.stderr}`).not.toMatch(/✖|error|failed/i);
    expect(deleted.stdout).toContain('Profile deleted.');
    const none = await bankr('profile');
    ok(none);
    expect(none.stdout).toContain('No profile found');
  });

  /** Creator fees (`bankr fees`): a fresh account launches FCLI through a prompt and another trades it, once for both cases. */
  let feesSetup: Promise<{ creator: Awaited<ReturnType<TestRuntime['newAccount']>>; token: Address }> | undefined;
  const launchedForFees = () =>
    (feesSetup ??= (async () => {
      const promptAs = async (apiKey: string, text: string) => {
        const res = await rt.call('/agent/prompt', { apiKey, body: { prompt: text } });
        return rt.waitForJob(res.body.jobId, apiKey, 30_000);
      };
      const [creator, trader] = await Promise.all([rt.newAccount(), rt.newAccount()]);
      const launched = await promptAs(creator.apiKey, 'launch a token called Fee Cli Cat with symbol FCLI on base');
      const token = /Launched Fee Cli Cat \(FCLI\) on Base: (0x[0-9a-fA-F]{40})\./.exec(launched.response)?.[1] as Address;
      expect(token, launched.error ?? launched.response).toBeDefined();
      const bought = await promptAs(trader.apiKey, `swap 0.1 eth for ${token} on base`);
      expect(bought.status, bought.error).toBe('completed');
      return { creator, token };
    })());

  it("fees <address> --json, fees --token and the dashboard show a creator's token and its claimable WETH; an address with none shows no tokens", async () => {
    const { creator, token } = await launchedForFees();
    const json = await bankr('fees', creator.evm, '--json', '--days', '7');
    expect(json.code, `${json.stdout}\n${json.stderr}`).toBe(0);
    const data = JSON.parse(json.stdout.slice(json.stdout.indexOf('{')));
    expect(data).toMatchObject({ address: creator.evm, chain: 'base', days: 7, tokens: [{ tokenAddress: token, symbol: 'FCLI', share: '57%' }] });
    expect(Number(data.totals.claimableWeth)).toBeGreaterThan(0);
    expect(data.dailyEarnings).toHaveLength(7);

    const shown = await bankr('fees', creator.evm);
    expect(shown.code, `${shown.stdout}\n${shown.stderr}`).toBe(0);
    expect(`${shown.stdout}${shown.stderr}`).not.toMatch(/✖|error|failed/i);
    expect(shown.stdout).toContain('Fee Cli Cat');
    expect(shown.stdout).toContain(`Share: 57% · Token: ${token}`);
    expect(shown.stdout).toMatch(new RegExp(`Claimable:\\s+${data.totals.claimableWeth.replace('.', '\\.')} WETH`));

    const byToken = await bankr('fees', '--token', token, '--json', '--days', '7');
    expect(byToken.code, `${byToken.stdout}\n${byToken.stderr}`).toBe(0);
    expect(JSON.parse(byToken.stdout.slice(byToken.stdout.indexOf('{')))).toEqual(data);

    const none = await bankr('fees', recipient);
    expect(none.code, `${none.stdout}\n${none.stderr}`).toBe(0);
    expect(`${none.stdout}${none.stderr}`).not.toMatch(/✖|error|failed/i);
    expect(none.stdout).toContain('No tokens found where this wallet is a creator beneficiary.');
  });

  it("fees claim <token> -y builds the claim, submits it and the WETH arrives in the creator's wallet", async () => {
    const { creator, token } = await launchedForFees();
    const weth = base.tokens.find((t) => t.symbol === 'WETH')!.address;
    const wethOf = () => client.readContract({ address: weth, abi: erc20Abi, functionName: 'balanceOf', args: [creator.evm] });
    const before = await wethOf();
    const out = await bankrAs(creator.apiKey, 'fees', 'claim', token, '-y');
    expect(out.code, `${out.stdout}\n${out.stderr}`).toBe(0);
    expect(`${out.stdout}${out.stderr}`).not.toMatch(/✖|error|failed/i);
    expect(out.stdout).toMatch(/0x[0-9a-f]{64}/);
    expect((await wethOf()) - before).toBeGreaterThan(0n);
  });

  it('login siwe --private-key --read-write signs in with Ethereum, saves the key, and whoami then shows the custodial wallet', async () => {
    const siweHome = mkdtempSync(join(tmpdir(), 'purser-bankr-siwe-'));
    try {
      const cli = (...args: string[]) => bankrIn(siweHome, ...args);
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

  it('login --api-key saves a key (the client checks its bk_ prefix) and the URL; whoami and fees with no address then run from the saved config', async () => {
    const loginHome = mkdtempSync(join(tmpdir(), 'purser-bankr-login-'));
    try {
      expect(owner.apiKey).toMatch(/^bk_/);
      const login = await bankrIn(loginHome, 'login', '--api-url', rt.url, '--api-key', owner.apiKey);
      expect(login.code, `${login.stdout}\n${login.stderr}`).toBe(0);
      expect(`${login.stdout}${login.stderr}`).not.toMatch(/✖|✗|error|invalid/i);
      const whoami = await bankrIn(loginHome, 'whoami');
      expect(whoami.code, `${whoami.stdout}\n${whoami.stderr}`).toBe(0);
      expect(whoami.stdout).toContain(owner.evm);
      // `fees` with no address takes the account's EVM wallet from /agent/me.
      const fees = await bankrIn(loginHome, 'fees', '--json');
      expect(fees.code, `${fees.stdout}\n${fees.stderr}`).toBe(0);
      expect(JSON.parse(fees.stdout.slice(fees.stdout.indexOf('{')))).toMatchObject({ address: owner.evm, chain: 'base' });
    } finally {
      rmSync(loginHome, { recursive: true, force: true });
    }
  });

  it('works with a base URL that ends in a slash', async () => {
    const out = await runCli({ ...process.env, HOME: home, BANKR_API_URL: `${rt.url}/`, BANKR_API_KEY: owner.apiKey }, ['whoami']);
    expect(out.code, `${out.stdout}\n${out.stderr}`).toBe(0);
    expect(out.stdout).toContain(owner.evm);
    // Whole words only: the runtime's random port is printed with the URL, and port 40461 holds "404".
    expect(`${out.stdout}${out.stderr}`).not.toMatch(/\berror|\b404\b/i);
  });
});
