import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { erc20Abi, getAddress, parseEther, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { evmChainByName, type EvmChainInfo } from '../../lib/chains/chains.ts';
import { startAnvilNodes, type AnvilNodes } from '../../lib/local/anvil-nodes.ts';
import { catchUpChains } from '../../lib/local/chain-catch-up.ts';
import { createLocalDynamoDbClient } from '../../lib/local/dynamodb-local.ts';
import { restoreNewEvmWalletGifts } from '../../lib/sandbox/evm/evm-faucet.ts';
import { executeStep } from '../../lib/transactions/execute-step.ts';
import { toKmsEvmAccount } from '../../lib/wallets/kms-evm-account.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

/**
 * The sandbox's catch-up after a hard stop (`kill -9` of `npm start`, anvil
 * included, before anvil saved): the chain comes back without its last
 * seconds — the welcome gifts of an account made in them, and transfers the
 * job store recorded as mined. Base runs on a private anvil node so a test can
 * take the chain back in time (evm_snapshot / evm_revert) as a lost save does.
 */
let rt: TestRuntime;
let anvil: AnvilNodes;
const logDir = mkdtempSync(join(tmpdir(), 'purser-catch-up-'));
const base = evmChainByName('base') as EvmChainInfo;
const usdc = base.tokens.find((t) => t.symbol === 'USDC')!.address;
const client = () => rt.deps.chains.evm(base.chainId);
const rpc = <T>(method: string, params: unknown[] = []) => client().request({ method: method as never, params: params as never }) as Promise<T>;
const rpcUrl = () => anvil.nodes[0]!.rpcUrl;
const freshRecipient = (): Address =>
  getAddress(
    `0x${Math.floor(Math.random() * 2 ** 48)
      .toString(16)
      .padStart(40, '0')}`,
  );
const usdcOf = (address: Address) => client().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] });

/** The catch-up `npm start` runs before it takes work, on this test's table and base only. */
async function catchUp() {
  const dynamo = createLocalDynamoDbClient(inject('dynamoEndpoint'));
  try {
    return await catchUpChains(
      dynamo,
      rt.tableName,
      rt.deps,
      [base.chainId],
      async (wallet) => (await restoreNewEvmWalletGifts({ rpcUrl: rpcUrl(), chain: base, address: wallet })).length,
    );
  } finally {
    dynamo.destroy();
  }
}

async function transfer(apiKey: string, to: Address) {
  const { body } = await rt.call('/agent/prompt', { apiKey, body: { prompt: `send 0.01 eth to ${to} on base` } });
  const job = await rt.waitForJob(body.jobId, apiKey);
  expect(job.status, job.error).toBe('completed');
  return job;
}

beforeAll(async () => {
  anvil = await startAnvilNodes({ chains: [{ chainId: base.chainId, name: 'base' }], logDir });
  rt = await startTestRuntime({ chains: { [base.chainId]: anvil.nodes[0]!.rpcUrl } });
}, 120_000);
afterAll(async () => {
  await Promise.all([rt?.stop(), anvil?.stop()]);
  rmSync(logDir, { recursive: true, force: true });
});

describe('catching a sandbox chain up with the job store after a hard stop', () => {
  it('gives back the welcome gifts the chain lost, then sends the forgotten transfer again: the job stays completed and true', async () => {
    const beforeAccount = await rpc<Hex>('evm_snapshot');
    const account = await rt.newAccount();
    const to = freshRecipient();
    const job = await transfer(account.apiKey, to);
    await rpc('evm_revert', [beforeAccount]);
    expect(await client().getBalance({ address: account.evm })).toBe(0n);
    expect(await client().getBalance({ address: to })).toBe(0n);

    const report = await catchUp();

    expect(report).toMatchObject({ refunded: 1, resent: 1, skipped: [], lost: [] });
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.01'));
    const onChain = await client().getTransaction({ hash: job.metadata.transactionHash });
    expect(getAddress(onChain.from)).toBe(account.evm);
    expect(await usdcOf(account.evm)).toBe(10_000_000_000n);
    expect((await rt.call(`/agent/job/${job.jobId}`, { apiKey: account.apiKey })).body.status).toBe('completed');
    // Nothing is given twice: the ledger notes the wallet, and a second catch-up finds nothing to do.
    expect(await catchUp()).toEqual({ refunded: 0, resent: 0, skipped: [], lost: [] });
    expect(await usdcOf(account.evm)).toBe(10_000_000_000n);
  });

  it('sends again a transfer still waiting for its receipt, and notes when: its resumed wait reads a missing receipt from then', async () => {
    const account = await rt.newAccount();
    const profile = (await rt.deps.accounts.get(account.accountId))!;
    const afterFunding = await rpc<Hex>('evm_snapshot');
    const to = freshRecipient();
    const stepId = `catch-up-${Date.now()}#0`;
    // The attempt broadcasts, and dies before it reads the receipt.
    void executeStep(
      { ...rt.deps, faults: async (at) => (at === 'after-broadcast' ? new Promise(() => undefined) : undefined) },
      {
        stepId,
        accountId: account.accountId,
        chainId: base.chainId,
        chainLabel: base.label,
        client: client(),
        signer: toKmsEvmAccount(rt.deps.keyVault, profile.wallets.evm),
        request: { to, value: parseEther('0.01') },
        wait: true,
      },
    );
    while ((await client().getBalance({ address: to })) === 0n) await new Promise((resolve) => setTimeout(resolve, 20));
    const sent = (await rt.deps.steps.get(stepId))!;
    expect(sent.status).toBe('broadcast');
    await rpc('evm_revert', [afterFunding]);

    const report = await catchUp();

    expect(report).toMatchObject({ resent: 1, skipped: [], lost: [] });
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.01'));
    const noted = (await rt.deps.steps.get(stepId))!;
    expect(noted.status).toBe('broadcast');
    expect(Date.parse(noted.lastBroadcastAt!)).toBeGreaterThan(Date.parse(sent.lastBroadcastAt!));
  });

  it('tops up only the gifts a partly saved funding lacks', async () => {
    const address = freshRecipient();
    // The chain kept the native gift but not the token gifts nor the ledger's note.
    await rpc('anvil_setBalance', [address, `0x${parseEther('10').toString(16)}`]);
    const given = await restoreNewEvmWalletGifts({ rpcUrl: rpcUrl(), chain: base, address });
    expect(given.map((g) => g.symbol)).not.toContain('ETH');
    expect(given.find((g) => g.symbol === 'USDC')?.amount).toBe('10000');
    expect(await client().getBalance({ address })).toBe(parseEther('10'));
    expect(await usdcOf(address)).toBe(10_000_000_000n);
    expect(await restoreNewEvmWalletGifts({ rpcUrl: rpcUrl(), chain: base, address })).toEqual([]);
  });

  it('fails a completed job whose forgotten transaction the chain now refuses, saying so, instead of leaving it completed', async () => {
    const account = await rt.newAccount();
    const afterFunding = await rpc<Hex>('evm_snapshot');
    const to = freshRecipient();
    const job = await transfer(account.apiKey, to);
    await rpc('evm_revert', [afterFunding]);
    // Something the job store never saw took the wallet's ether (an unrecorded faucet change, say): the resend cannot pay.
    await rpc('anvil_setBalance', [account.evm, '0x0']);

    const report = await catchUp();

    expect(report.lost).toEqual([job.jobId]);
    expect(report.refunded).toBe(0);
    expect(await client().getBalance({ address: to })).toBe(0n);
    const after = (await rt.call(`/agent/job/${job.jobId}`, { apiKey: account.apiKey })).body;
    expect(after.status).toBe('failed');
    expect(after.error).toContain(job.metadata.transactionHash);
    expect(after.error).toMatch(/sandbox chain .* lost this job's transaction .* the chain refused it/);
  });
});
