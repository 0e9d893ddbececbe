import { Connection, PublicKey } from '@solana/web3.js';
import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { erc20Abi, getAddress, parseEther, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmChainByName } from '../../lib/chains/chains.ts';
import SandboxERC20 from '../../lib/sandbox/evm/artifacts/SandboxERC20.json' with { type: 'json' };
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

/**
 * Recipients that lose the money are refused before anything is signed
 * (issue 13), and one's own wallet is asked about. Judged on chain: after a
 * refusal the wallet's nonce and balances are what they were.
 */
let rt: TestRuntime;
let account: Awaited<ReturnType<TestRuntime['newAccount']>>;
const base = evmChainByName('base')!;
const token = (symbol: string) => base.tokens.find((t) => t.symbol === symbol)!.address;
const client = () => rt.deps.chains.evm(base.chainId);
const fresh = (): Address =>
  getAddress(
    `0x${Math.floor(Math.random() * 2 ** 48)
      .toString(16)
      .padStart(40, 'a')}`,
  );
/** Code placed at a fresh address: a contract that reverts on any call, one that accepts any call, an ERC-20 outside the registry. */
const contracts = { reverts: '0x60006000fd', accepts: '0x00', token: SandboxERC20.deployedBytecode } as const;
const placed: Partial<Record<keyof typeof contracts, Address>> = {};

beforeAll(async () => {
  rt = await startTestRuntime();
  account = await rt.newAccount();
  for (const [name, code] of Object.entries(contracts) as [keyof typeof contracts, Hex][]) {
    const address = fresh();
    await client().request({ method: 'anvil_setCode' as never, params: [address, code] as never });
    placed[name] = address;
  }
});
afterAll(async () => rt?.stop());

async function prompt(text: string, threadId?: string) {
  const { body } = await rt.call('/agent/prompt', { apiKey: account.apiKey, body: { prompt: text, ...(threadId ? { threadId } : {}) } });
  return rt.waitForJob(body.jobId, account.apiKey);
}

async function evmState() {
  const [nonce, eth, usdc] = await Promise.all([
    client().getTransactionCount({ address: account.evm }),
    client().getBalance({ address: account.evm }),
    client().readContract({ address: token('USDC'), abi: erc20Abi, functionName: 'balanceOf', args: [account.evm] }),
  ]);
  return { nonce, eth, usdc };
}

describe('an EVM recipient that would lose the money is refused with nothing signed', () => {
  it.each([
    ['the zero address', () => `send 0.01 eth to 0x0000000000000000000000000000000000000000 on base`, /the zero address/],
    ['0x…dEaD', () => `send 1 usdc to 0x000000000000000000000000000000000000dEaD on base`, /burn address/],
    ['the token being sent', () => `send 1 usdc to ${token('USDC')} on base`, /the USDC token contract/],
    ['another token of the registry', () => `send 1 usdc to ${token('DEGEN')} on base`, /the DEGEN token contract/],
    ['WETH, by native transfer (that would wrap, not send)', () => `send 0.01 eth to ${token('WETH')} on base`, /the WETH token contract/],
    ['a router', () => `send 1 usdc to ${base.protocols.swapRouter02} on base`, /Uniswap SwapRouter02/],
    ['a precompile', () => 'send 0.01 eth to 0x0000000000000000000000000000000000000004 on base', /precompiled contract/],
    // No code there in the sandbox, so only the address can tell: on Base it would start a withdrawal nobody asked for.
    ['an OP Stack predeploy', () => 'send 0.001 eth to 0x4200000000000000000000000000000000000016 on base', /OP Stack system contract/],
    // The service's own launchpad (the sandbox deploys its own, which no registry lists): it keeps what it is sent.
    ['the launchpad contract', () => `send 1 usdc to ${rt.deps.config.launchpadAddress} on base`, /the launchpad contract/],
    ['the launchpad contract, in a batch', () => `send 1 usdc each to ${fresh()} and ${rt.deps.config.launchpadAddress} on base`, /the launchpad contract/],
    // Named in words: refused when read, never asked "Which address?".
    ['the zero address, in words', () => 'send one eth to the zero address on base', /The zero address and the burn addresses belong to no one/],
    ['the burn address, in words', () => 'send the burn address 1 usdc on base', /The zero address and the burn addresses belong to no one/],
    ['a token contract outside the registry', () => `send 1 usdc to ${placed.token} on base`, /a token contract/],
    ['a contract whose simulation of the native transfer reverts', () => `send 0.01 eth to ${placed.reverts} on base`, /refuses this transfer/],
  ])('%s', async (_name, text, why) => {
    const before = await evmState();
    const job = await prompt(text());
    expect(job).toMatchObject({ status: 'failed', errorCode: 'LOSSY_RECIPIENT' });
    expect(job.error).toMatch(why);
    expect(job.error).toMatch(/nothing (?:in this batch )?was sent\.$|Nothing was sent; send to an address someone holds\.$/);
    expect(await evmState()).toEqual(before);
  });

  it.each([
    [
      'the native coin to a contract that accepts it',
      () => `send 0.01 eth to ${placed.accepts} on base`,
      () => client().getBalance({ address: placed.accepts! }),
      parseEther('0.01'),
    ],
    [
      'a token to a contract that is not a token (a smart wallet)',
      () => `send 1 usdc to ${placed.reverts} on base`,
      () => client().readContract({ address: token('USDC'), abi: erc20Abi, functionName: 'balanceOf', args: [placed.reverts!] }),
      1_000_000n,
    ],
  ])('sends %s', async (_name, text, received, amount) => {
    const job = await prompt(text());
    expect(job.status, job.error).toBe('completed');
    expect(await received()).toBe(amount);
  });
});

describe('a Solana recipient that would lose the money is refused with nothing signed', () => {
  const solanaBalance = async () => new Connection(rt.rpcUrls.solana![0]!, 'confirmed').getBalance(new PublicKey(account.solana));
  it.each([
    ['the system program', '11111111111111111111111111111111', /a program/],
    ['the SPL Token program', TOKEN_PROGRAM_ID.toBase58(), /a program/],
    // Not deployed in the sandbox: refused by its id, as on mainnet (an outside probe sent SOL there).
    ['the associated token account program', ASSOCIATED_TOKEN_PROGRAM_ID.toBase58(), /a program/],
    ['the SPL Memo program', 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', /a program/],
    ['the incinerator', '1nc1nerator11111111111111111111111111111111', /incinerator/],
    ['a mint', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', /the USDC mint/],
  ])('%s', async (_name, to, why) => {
    const before = await solanaBalance();
    const job = await prompt(`send 0.001 SOL to ${to} on solana`);
    expect(job).toMatchObject({ status: 'failed', errorCode: 'LOSSY_RECIPIENT' });
    expect(job.error).toMatch(why);
    expect(await solanaBalance()).toBe(before);
  });
});

describe("one's own wallet is asked about", () => {
  it('"no" sends nothing', async () => {
    const before = await evmState();
    const asked = await prompt(`send 5 usdc to ${account.evm} on base`);
    expect(asked).toMatchObject({ status: 'completed', richData: [{ type: 'question', awaiting: 'confirm' }] });
    expect(asked.response).toMatch(/is your own wallet: sending USDC to it only costs the fee\. Send anyway\? \(yes \/ no\)$/);
    expect(await prompt('no', asked.threadId)).toMatchObject({ status: 'failed', errorCode: 'CANCELLED' });
    expect(await evmState()).toEqual(before);
  });

  it('"yes" sends it, once', async () => {
    const before = await evmState();
    const asked = await prompt(`send 5 usdc to ${account.evm} on base`);
    const sent = await prompt('yes', asked.threadId);
    expect(sent.status, sent.error).toBe('completed');
    const after = await evmState();
    expect(after.nonce).toBe(before.nonce + 1);
    expect(after.usdc).toBe(before.usdc);
  });

  it('on Solana too', async () => {
    const asked = await prompt(`send 0.01 sol to ${account.solana}`);
    expect(asked).toMatchObject({ status: 'completed', richData: [{ type: 'question', awaiting: 'confirm' }] });
    expect(asked.response).toMatch(/is your own wallet: sending SOL to it/);
  });
});
