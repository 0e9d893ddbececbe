import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { encodeFunctionData, getAddress, parseAbi, type Hex } from 'viem';
import { sandboxArtifact } from './sandbox-artifacts.ts';
import { rpcBatch, rpcRequest, sandboxAddress, sendTransactions, weiHex } from './sandbox-rpc.ts';

/** Where the deploy lease lives on every sandbox chain (not a mainnet address: nothing real is there). */
export const deployLockAddress = sandboxAddress('purser.sandbox.deploy-lock');

const lockAbi = parseAbi(['function claim(uint256 ttl)', 'function release()', 'function holder() view returns (address)']);
const leaseSeconds = 60n;
const waitLimitMs = 120_000;

/**
 * Runs `deploy` while holding the chain's deploy lease, so processes sharing
 * a node (parallel test files, `npm start` and a test) never deploy at once.
 * Whoever does not get the lease waits until `isDeployed()` says the holder
 * finished (then returns `undefined`), or until the lease expires and it can
 * take over. Each call claims from a fresh impersonated address, so claims
 * never compete with the operator's nonces.
 * @throws Error after two minutes without the lease or a finished deployment.
 */
export async function withDeployLock<T>(rpcUrl: string, isDeployed: () => Promise<boolean>, deploy: () => Promise<T>): Promise<T | undefined> {
  const claimer = sandboxAddress(`purser.sandbox.deployer.${randomUUID()}`);
  const code = sandboxArtifact('SandboxDeployLock').deployedBytecode;
  if ((await rpcRequest<Hex>(rpcUrl, 'eth_getCode', [deployLockAddress, 'latest'])).toLowerCase() !== code.toLowerCase()) {
    await rpcRequest(rpcUrl, 'anvil_setCode', [deployLockAddress, code]);
  }
  await rpcRequest(rpcUrl, 'anvil_setBalance', [claimer, weiHex(10n ** 18n)]);
  const call = (functionName: 'claim' | 'release') => [
    {
      label: `${functionName} the sandbox deploy lease`,
      to: deployLockAddress,
      data:
        functionName === 'claim'
          ? encodeFunctionData({ abi: lockAbi, functionName, args: [leaseSeconds] })
          : encodeFunctionData({ abi: lockAbi, functionName }),
      gas: 100_000n,
    },
  ];
  const giveUpAt = Date.now() + waitLimitMs;
  while (Date.now() < giveUpAt) {
    await sendTransactions(rpcUrl, claimer, call('claim'));
    const [holder] = (await rpcBatch(rpcUrl, [
      { method: 'eth_call', params: [{ to: deployLockAddress, data: encodeFunctionData({ abi: lockAbi, functionName: 'holder' }) }, 'latest'] },
    ])) as [Hex];
    if (getAddress(`0x${holder.slice(-40)}`) === claimer) {
      try {
        return await deploy();
      } finally {
        await sendTransactions(rpcUrl, claimer, call('release')).catch(() => undefined); // an unreleased lease just expires
      }
    }
    // Someone else is deploying: wait for them, and try to claim again now and then in case they died.
    for (const until = Date.now() + 2_000; Date.now() < until; await sleep(50)) {
      if (await isDeployed()) return undefined;
    }
  }
  throw new Error(`Another process held the sandbox deploy lease on ${rpcUrl} for over ${waitLimitMs / 1000} s without finishing.`);
}
