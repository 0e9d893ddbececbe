import { keccak256, toHex, type Hex } from 'viem';
import type { EvmChainInfo } from '../../chains/chains.ts';
import { usdPrice } from '../price-table.ts';
import { deployLaunchpad, sandboxLaunchConfig, sandboxLaunchpadOf } from './deploy-launchpad.ts';
import { withDeployLock } from './deploy-lock.ts';
import { placeNames, wellKnownNames } from './place-names.ts';
import { placeTokens } from './place-tokens.ts';
import { placeUniswap } from './place-uniswap.ts';
import { planPools, poolSideUsd } from './pool-plan.ts';
import { sandboxArtifact } from './sandbox-artifacts.ts';
import { rpcBatch, rpcRequest, sandboxOperator, sendTransactions, weiHex } from './sandbox-rpc.ts';
import { seedPools } from './seed-pools.ts';

/**
 * Where a finished deployment leaves its fingerprint: a storage slot of the
 * sandbox's Multicall3 (which keeps no state of its own), so the marker lives
 * in the chain state and is dumped and reloaded with it.
 */
export const deploymentMarkerSlot: Hex = keccak256(toHex('purser.sandbox.deployment'));

// Enough native for every pool's wrapped side and all the gas the sandbox will ever spend.
const operatorBalance = 10n ** 36n;

/**
 * What a deployment of `chain` consists of: registry entries, pool plan,
 * prices and contract sources. A change to any of them makes the next start
 * complete the deployment (adding what is missing) instead of skipping it.
 */
export function deploymentFingerprint(chain: EvmChainInfo): Hex {
  const pools = planPools(chain).map((p) => `${p.token0.symbol}/${p.token1.symbol}/${p.fee}`);
  const prices = chain.tokens.map((t) => [t.symbol, usdPrice(t.symbol)]);
  const contracts = sandboxArtifact('SandboxERC20').sourceHash;
  const launch = sandboxLaunchpadOf(chain) ? { ...sandboxLaunchConfig, startingSupplyValueWeth: String(sandboxLaunchConfig.startingSupplyValueWeth) } : null;
  return keccak256(
    toHex(
      JSON.stringify({
        v: 1,
        chainId: chain.chainId,
        tokens: chain.tokens,
        protocols: chain.protocols,
        pools,
        prices,
        poolSideUsd,
        contracts,
        launch,
        ...(chain.names ? { names: chain.names, wellKnownNames } : {}),
      }),
    ),
  );
}

/**
 * Makes the anvil node at `rpcUrl` mainnet-shaped for `chain`: every registry
 * token at its mainnet address (sandbox ERC20s minted by the sandbox
 * operator; WETH9-style wrapped native), Multicall3 at its canonical address,
 * Uniswap V3 (factory, QuoterV2, position manager, SwapRouter where listed,
 * SwapRouter02) at the registry's addresses, and a seeded pool per token
 * against the wrapped native token and USDC at the price table's prices;
 * the name services (ENS on Ethereum, Basenames on Base) with their
 * well-known names (see `placeNames`); on Base, the launch protocol (see
 * `deployLaunchpad`).
 *
 * Idempotent: when the factory has code and the deployment marker matches
 * this code's fingerprint (e.g. state reloaded from disk), it returns
 * `{ deployed: false }` after one round trip and sends nothing. Otherwise it
 * completes whatever is missing, leaving what is in place untouched. Safe to
 * call from several processes at once: one deploys (under the chain's deploy
 * lease, see `withDeployLock`), the others wait and return `{ deployed: false }`.
 *
 * Run the chains in parallel; each takes ~0.3 s cold (measured). Do not fund
 * addresses on a chain before its deployment has resolved.
 * @throws Error when the node is not `chain` (wrong chain id) or a step fails;
 *   the marker is written last, so the next call retries.
 */
export async function deployEvmSandbox({ rpcUrl, chain }: { rpcUrl: string; chain: EvmChainInfo }): Promise<{ deployed: boolean }> {
  const isDeployed = (): Promise<boolean> => hasCurrentDeployment(rpcUrl, chain);
  if (await isDeployed()) return { deployed: false };
  const deployed = await withDeployLock(rpcUrl, isDeployed, async () => {
    if (await isDeployed()) return false; // finished by another process while we waited for the lease
    await deployMissingParts(rpcUrl, chain);
    return true;
  });
  return { deployed: deployed ?? false };
}

/**
 * Whether the node holds this code's deployment of `chain` (one round trip).
 * @throws Error when the node is another chain.
 */
async function hasCurrentDeployment(rpcUrl: string, chain: EvmChainInfo): Promise<boolean> {
  const [chainId, factoryCode, marker] = (await rpcBatch(rpcUrl, [
    { method: 'eth_chainId', params: [] },
    { method: 'eth_getCode', params: [chain.protocols.uniswapV3Factory, 'latest'] },
    { method: 'eth_getStorageAt', params: [chain.protocols.multicall3, deploymentMarkerSlot, 'latest'] },
  ])) as [Hex, Hex, Hex];
  if (Number(chainId) !== chain.chainId) {
    throw new Error(`The node at ${rpcUrl} has chain id ${Number(chainId)}, not ${chain.name}'s ${chain.chainId}.`);
  }
  return factoryCode !== '0x' && marker === deploymentFingerprint(chain);
}

async function deployMissingParts(rpcUrl: string, chain: EvmChainInfo): Promise<void> {
  await rpcRequest(rpcUrl, 'anvil_setBalance', [sandboxOperator, weiHex(operatorBalance)]);
  const initializeTxs = await placeTokens(rpcUrl, chain);
  // Both batches come from the operator; sendTransactions orders them, and neither needs the other.
  await Promise.all([sendTransactions(rpcUrl, sandboxOperator, initializeTxs), placeUniswap(rpcUrl, chain), placeNames(rpcUrl, chain)]);
  await seedPools(rpcUrl, chain);
  if (sandboxLaunchpadOf(chain)) await deployLaunchpad(rpcUrl, chain);
  // Last: a deployment that failed half-way has no marker, and the next call completes it.
  await rpcRequest(rpcUrl, 'anvil_setStorageAt', [chain.protocols.multicall3, deploymentMarkerSlot, deploymentFingerprint(chain)]);
}
