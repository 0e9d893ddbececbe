import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viemChainGateway } from '../../lib/adapters/viem/viem-chain-gateway.ts';
import { startAnvilNodes, type AnvilNodes } from '../../lib/local/anvil-nodes.ts';
import { executeStep } from '../../lib/transactions/execute-step.ts';
import type { Deps } from '../../lib/deps.ts';
import { toKmsEvmAccount } from '../../lib/wallets/kms-evm-account.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

/**
 * Stuck transactions need a chain that does not mine at once: a private anvil
 * node with automine off, so the shared nodes other test files use are untouched.
 */
let rt: TestRuntime;
let anvil: AnvilNodes;
let deps: Deps;
const logDir = mkdtempSync(join(tmpdir(), 'purser-stuck-'));
const rpc = async (method: string, params: unknown[] = []) => deps.chains.evm(8453).request({ method: method as never, params: params as never });

beforeAll(async () => {
  [rt, anvil] = await Promise.all([startTestRuntime(), startAnvilNodes({ chains: [{ chainId: 8453, name: 'base' }], logDir })]);
  deps = {
    ...rt.deps,
    chains: viemChainGateway({ rpcUrls: { '8453': [anvil.nodes[0]!.rpcUrl] }, pollingIntervalMs: 20 }),
    pipeline: { ...rt.deps.pipeline, stuckAfterMs: 300, pollMs: 20, bumpPercent: 12.5 },
  };
});
afterAll(async () => {
  await Promise.all([rt?.stop(), anvil?.stop()]);
  rmSync(logDir, { recursive: true, force: true });
});

async function fundedSigner() {
  const { accountId } = await rt.newAccount();
  const account = (await rt.deps.accounts.get(accountId))!;
  await rpc('anvil_setBalance', [account.wallets.evm.address, `0x${parseEther('1').toString(16)}`]);
  return { accountId, signer: toKmsEvmAccount(rt.deps.keyVault, account.wallets.evm) };
}

/** Starts a step that waits for its receipt on the private node; returns the pending result. */
function startStep(stepDeps: Deps, stepId: string, accountId: string, signer: Awaited<ReturnType<typeof fundedSigner>>['signer']) {
  return executeStep(stepDeps, {
    stepId,
    accountId,
    chainId: 8453,
    chainLabel: 'Base',
    client: deps.chains.evm(8453),
    signer,
    request: { to: signer.address, value: 1n },
    wait: true,
  });
}

async function until(check: () => Promise<boolean>) {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a transaction not mined in time', () => {
  it('is replaced with a fee at least 10% higher, recorded first; exactly one version is mined', async () => {
    const { accountId, signer } = await fundedSigner();
    await rpc('evm_setAutomine', [false]);
    const signsBefore = rt.kmsOperationCounts().Sign ?? 0;
    const stepId = `stuck#${accountId}`;
    const pending = startStep(deps, stepId, accountId, signer);
    await until(async () => ((await deps.steps.get(stepId))?.versions.length ?? 0) >= 2);
    await rpc('evm_setAutomine', [true]);
    await rpc('evm_mine');
    const step = await pending;
    expect(step.status).toBe('confirmed');
    const [first, second] = step.versions;
    expect(BigInt(second!.maxFeePerGas!) * 100n).toBeGreaterThanOrEqual(BigInt(first!.maxFeePerGas!) * 110n);
    expect(BigInt(second!.maxPriorityFeePerGas!) * 100n).toBeGreaterThanOrEqual(BigInt(first!.maxPriorityFeePerGas!) * 110n);
    expect(step.versions.map((v) => v.hash)).toContain(step.receipt!.hash);
    expect(await deps.chains.evm(8453).getTransactionCount({ address: signer.address })).toBe(step.nonce + 1);
    // One KMS Sign per version: the original plus one per fee bump.
    expect((rt.kmsOperationCounts().Sign ?? 0) - signsBefore).toBe(step.versions.length);
  });

  it('is never replaced above the fee ceiling; it is re-sent as it was', async () => {
    const { accountId, signer } = await fundedSigner();
    await rpc('evm_setAutomine', [false]);
    const capped = { ...deps, pipeline: { ...deps.pipeline, feeCeilingWei: 1n } };
    const stepId = `capped#${accountId}`;
    const pending = startStep(capped, stepId, accountId, signer);
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // three stuck periods
    await rpc('evm_setAutomine', [true]);
    await rpc('evm_mine');
    const step = await pending;
    expect(step.status).toBe('confirmed');
    expect(step.versions).toHaveLength(1);
  });
});
