import { encodeDeployData, encodeFunctionData, parseAbi, zeroAddress, type Address, type Hex } from 'viem';
import type { EvmChainInfo } from '../../chains/chains.ts';
import { anchorTokens, feeTickSpacing } from './pool-plan.ts';
import { uniswapArtifact, type UniswapContractName } from './sandbox-artifacts.ts';
import { rpcBatch, rpcRequest, sandboxOperator, sendTransactions, type SandboxTx } from './sandbox-rpc.ts';

export const factoryAbi = parseAbi([
  'function owner() view returns (address)',
  'function feeAmountTickSpacing(uint24 fee) view returns (int24)',
  'function enableFeeAmount(uint24 fee, int24 tickSpacing)',
  'function getPool(address tokenA, address tokenB, uint24 fee) view returns (address)',
]);

/** A Uniswap contract to put at its mainnet address. */
interface Placement {
  readonly name: UniswapContractName;
  readonly target: Address;
  /** Constructor arguments: the mainnet addresses the mainnet deployment was given. */
  readonly args: readonly unknown[];
}

/**
 * The chain's Uniswap V3 contracts, from the npm artifacts. The original
 * deployments' constructor arguments are the registry's addresses (factory,
 * WETH9, position manager); the token descriptor and the V2 factory are not
 * part of the sandbox and are passed as the zero address (NFT `tokenURI` and
 * V2 routes revert).
 */
function placements(chain: EvmChainInfo): Placement[] {
  const p = chain.protocols;
  const weth9 = anchorTokens(chain).wrapped.address;
  return [
    { name: 'UniswapV3Factory', target: p.uniswapV3Factory, args: [] },
    { name: 'QuoterV2', target: p.quoterV2, args: [p.uniswapV3Factory, weth9] },
    { name: 'NonfungiblePositionManager', target: p.positionManager, args: [p.uniswapV3Factory, weth9, zeroAddress] },
    ...(p.swapRouter ? [{ name: 'SwapRouter' as const, target: p.swapRouter, args: [p.uniswapV3Factory, weth9] }] : []),
    { name: 'SwapRouter02', target: p.swapRouter02, args: [zeroAddress, p.uniswapV3Factory, p.positionManager, weth9] },
  ];
}

/**
 * Puts Uniswap V3 (factory, QuoterV2, NonfungiblePositionManager, SwapRouter
 * where the chain has one, SwapRouter02) at the registry's mainnet addresses.
 * Their constructors set immutables and storage, so each is deployed normally
 * by the operator first; then the storage its constructor wrote (every slot,
 * mappings included, read from a prestate trace of the deployment) and its
 * runtime code are copied to the mainnet address. The one immutable that
 * holds the contract's own address (the factory's NoDelegateCall `original`,
 * checked by `createPool`) is rewritten to the new address. Code goes last,
 * so code at an address means its storage is complete; contracts already in
 * place are left alone (a reloaded chain keeps its positions).
 * Finally enables the fee tiers mainnet has that are not enabled yet.
 * @throws Error when a deployment reverts or a trace is unavailable.
 */
export async function placeUniswap(rpcUrl: string, chain: EvmChainInfo): Promise<void> {
  const all = placements(chain);
  const codes = (await rpcBatch(
    rpcUrl,
    all.map((p) => ({ method: 'eth_getCode', params: [p.target, 'latest'] })),
  )) as Hex[];
  const missing = all.filter((_, i) => codes[i] === '0x');
  const deployTxs: SandboxTx[] = missing.map((p) => {
    const { abi, bytecode } = uniswapArtifact(p.name);
    return { label: `deploy ${p.name} on ${chain.name}`, data: encodeDeployData({ abi, bytecode, args: p.args } as never), gas: 8_000_000n };
  });
  const deployed = await sendTransactions(rpcUrl, sandboxOperator, deployTxs);
  await Promise.all(missing.map((p, i) => relocate(rpcUrl, deployed[i]?.hash as Hex, deployed[i]?.contractAddress as Address, p.target)));
  await enableFeeTiers(rpcUrl, chain);
}

async function relocate(rpcUrl: string, deployTx: Hex, from: Address, to: Address): Promise<void> {
  const [trace, code] = (await rpcBatch(rpcUrl, [
    { method: 'debug_traceTransaction', params: [deployTx, { tracer: 'prestateTracer', tracerConfig: { diffMode: true } }] },
    { method: 'eth_getCode', params: [from, 'latest'] },
  ])) as [PrestateDiff, Hex];
  const storage = trace.post[from.toLowerCase()]?.storage ?? {};
  await rpcBatch(
    rpcUrl,
    Object.entries(storage).map(([slot, value]) => ({ method: 'anvil_setStorageAt', params: [to, slot, value] })),
  );
  await rpcRequest(rpcUrl, 'anvil_setCode', [to, replaceAddressWords(code, from, to)]);
}

interface PrestateDiff {
  readonly post: Record<string, { readonly storage?: Record<Hex, Hex> } | undefined>;
}

/**
 * Replaces every 32-byte word equal to address `from` (an immutable holding
 * `address(this)`) with `to`. Only matches at byte boundaries count.
 */
export function replaceAddressWords(code: Hex, from: Address, to: Address): Hex {
  const word = (a: Address): string => a.slice(2).toLowerCase().padStart(64, '0');
  const [needle, replacement] = [word(from), word(to)];
  let body = code.slice(2).toLowerCase();
  for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, at + 1)) {
    if (at % 2 === 0) body = body.slice(0, at) + replacement + body.slice(at + 64);
  }
  return `0x${body}`;
}

async function enableFeeTiers(rpcUrl: string, chain: EvmChainInfo): Promise<void> {
  const factory = chain.protocols.uniswapV3Factory;
  const fees = Object.keys(feeTickSpacing).map(Number);
  const spacings = (await rpcBatch(
    rpcUrl,
    fees.map((fee) => ({
      method: 'eth_call',
      params: [{ to: factory, data: encodeFunctionData({ abi: factoryAbi, functionName: 'feeAmountTickSpacing', args: [fee] }) }, 'latest'],
    })),
  )) as Hex[];
  const txs = fees.flatMap((fee, i): SandboxTx[] => {
    if (BigInt(spacings[i] ?? '0x0') !== 0n) return [];
    const data = encodeFunctionData({ abi: factoryAbi, functionName: 'enableFeeAmount', args: [fee, feeTickSpacing[fee] as number] });
    return [{ label: `enable fee tier ${fee} on ${chain.name}`, to: factory, data, gas: 100_000n }];
  });
  await sendTransactions(rpcUrl, sandboxOperator, txs);
}
