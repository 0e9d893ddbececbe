import { encodeDeployData, encodeFunctionData, getAddress, parseEther, type Address, type Hex } from 'viem';
import type { EvmChainInfo } from '../../chains/chains.ts';
import { anchorTokens } from './pool-plan.ts';
import { factoryAbi } from './place-uniswap.ts';
import { sandboxArtifact } from './sandbox-artifacts.ts';
import { rpcBatch, sandboxAddress, sandboxOperator, sendTransactions } from './sandbox-rpc.ts';

/**
 * The sandbox's launch protocol (`contracts/launch/PurserLaunchpad.sol`): its
 * configuration, its address, and the deployment that puts it there.
 */

/** What the sandbox launchpad is deployed with. Production deployments choose their own. */
export const sandboxLaunchConfig = {
  /** Every launched token's pool fee, in hundredths of a bip: 1.2% of trade value. */
  poolFee: 12_000,
  /** The tick spacing the sandbox enables for that fee tier (as mainnet's 1% tier has). */
  tickSpacing: 200,
  /** The creator's share of the pool fee, in basis points: 57% of 1.2% = 0.684% of volume. */
  creatorShareBps: 5_700,
  /** The whole supply's value at the starting price: 10 WETH, about a $30,000 market cap at $3,000 per ETH. */
  startingSupplyValueWeth: parseEther('10'),
} as const;

/** The chains whose sandbox has the launchpad. */
export const launchChainNames: readonly EvmChainInfo['name'][] = ['base'];

/** Where the launchpad lives on a sandbox chain (not a mainnet address: in production it comes from configuration). */
export const sandboxLaunchpadAddress: Address = sandboxAddress('purser.sandbox.launchpad');
/** Receives the protocol's part of the launch fees in the sandbox. */
export const sandboxLaunchProtocolRecipient: Address = sandboxAddress('purser.sandbox.launch-protocol-fees');

/** The launchpad's address on `chain`'s sandbox, or undefined where the sandbox has none. */
export const sandboxLaunchpadOf = (chain: EvmChainInfo): Address | undefined => (launchChainNames.includes(chain.name) ? sandboxLaunchpadAddress : undefined);

// OpenZeppelin ReentrancyGuard's ERC-7201 slot; its constructor sets it to NOT_ENTERED (1).
const reentrancyGuardSlot: Hex = '0x9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00';

/**
 * Enables the launch fee tier on the chain's Uniswap factory, then puts the
 * launchpad at {@link sandboxLaunchpadAddress}. The runtime code (immutables
 * included) comes from running the constructor in an `eth_call`, and is set
 * with `anvil_setCode`, so the address does not depend on anyone's nonce.
 * Idempotent: when the code there is already this code, it sends nothing.
 * When it is an older launchpad's, the code is replaced and its storage (the
 * tokens launched so far) kept.
 *
 * The factory's owner is the sandbox operator (its constructor ran in the
 * operator's deployment and `placeUniswap` copied its storage), which anvil
 * impersonates; `enableFeeAmount` is sent from whatever `owner()` reports.
 * Call after `placeUniswap`.
 * @returns whether anything was changed.
 * @throws Error when a call or transaction fails (the constructor reverts if the tier is not enabled).
 */
export async function deployLaunchpad(rpcUrl: string, chain: EvmChainInfo): Promise<{ deployed: boolean }> {
  const enabled = await enableLaunchFeeTier(rpcUrl, chain);
  const { abi, bytecode } = sandboxArtifact('PurserLaunchpad');
  const c = sandboxLaunchConfig;
  const args = [
    chain.protocols.uniswapV3Factory,
    chain.protocols.positionManager,
    anchorTokens(chain).wrapped.address,
    c.poolFee,
    c.creatorShareBps,
    sandboxLaunchProtocolRecipient,
    c.startingSupplyValueWeth,
  ] as const;
  const [runtime, current] = (await rpcBatch(rpcUrl, [
    { method: 'eth_call', params: [{ from: sandboxOperator, data: encodeDeployData({ abi, bytecode, args } as never), gas: '0x1c9c380' }, 'latest'] },
    { method: 'eth_getCode', params: [sandboxLaunchpadAddress, 'latest'] },
  ])) as [Hex, Hex];
  if (current.toLowerCase() === runtime.toLowerCase()) return { deployed: enabled };
  await rpcBatch(rpcUrl, [
    { method: 'anvil_setStorageAt', params: [sandboxLaunchpadAddress, reentrancyGuardSlot, `0x${'1'.padStart(64, '0')}`] },
    { method: 'anvil_setCode', params: [sandboxLaunchpadAddress, runtime] },
  ]);
  return { deployed: true };
}

async function enableLaunchFeeTier(rpcUrl: string, chain: EvmChainInfo): Promise<boolean> {
  const factory = chain.protocols.uniswapV3Factory;
  const call = (data: Hex) => ({ method: 'eth_call', params: [{ to: factory, data }, 'latest'] });
  const [spacing, owner] = (await rpcBatch(rpcUrl, [
    call(encodeFunctionData({ abi: factoryAbi, functionName: 'feeAmountTickSpacing', args: [sandboxLaunchConfig.poolFee] })),
    call(encodeFunctionData({ abi: factoryAbi, functionName: 'owner' })),
  ])) as [Hex, Hex];
  if (BigInt(spacing) !== 0n) return false;
  const data = encodeFunctionData({ abi: factoryAbi, functionName: 'enableFeeAmount', args: [sandboxLaunchConfig.poolFee, sandboxLaunchConfig.tickSpacing] });
  await sendTransactions(rpcUrl, getAddress(`0x${owner.slice(-40)}`), [
    { label: `enable the launch fee tier on ${chain.name}`, to: factory, data, gas: 100_000n },
  ]);
  return true;
}
