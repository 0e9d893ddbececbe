import { encodeFunctionData, decodeFunctionResult, parseAbi, type Address, type Hex } from 'viem';
import type { EvmChainInfo, EvmToken } from '../../chains/chains.ts';
import { anchorTokens, planPools, poolAddress, token0PriceInToken1, type PlannedPool } from './pool-plan.ts';
import { requireSandboxToken } from './require-token.ts';
import { rpcBatch } from './sandbox-rpc.ts';

export const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
  'function liquidity() view returns (uint128)',
]);

/** A pool's current price and in-range liquidity. */
export interface PoolState {
  readonly address: Address;
  readonly sqrtPriceX96: bigint;
  readonly liquidity: bigint;
}

/**
 * Reads slot0 and liquidity of planned pools (one round trip).
 * @throws Error when a pool has no code (the sandbox is not deployed on this chain).
 */
export async function readPoolStates(rpcUrl: string, chain: EvmChainInfo, pools: readonly PlannedPool[]): Promise<PoolState[]> {
  const addresses = pools.map((p) => poolAddress(chain.protocols.uniswapV3Factory, p));
  const call = (to: Address, functionName: 'slot0' | 'liquidity') => ({
    method: 'eth_call',
    params: [{ to, data: encodeFunctionData({ abi: poolAbi, functionName }) }, 'latest'],
  });
  const results = (await rpcBatch(
    rpcUrl,
    addresses.flatMap((a) => [call(a, 'slot0'), call(a, 'liquidity')]),
  )) as Hex[];
  return addresses.map((address, i) => {
    const [slot0, liquidity] = [results[2 * i] as Hex, results[2 * i + 1] as Hex];
    if (slot0 === '0x') throw new Error(`No pool at ${address} on ${chain.name}: is the sandbox deployed there?`);
    const [sqrtPriceX96] = decodeFunctionResult({ abi: poolAbi, functionName: 'slot0', data: slot0 });
    return { address, sqrtPriceX96, liquidity: decodeFunctionResult({ abi: poolAbi, functionName: 'liquidity', data: liquidity }) };
  });
}

/** The pool that prices `token` in dollars: its USDC pool (the 0.05% one for the wrapped native token). */
export function usdPoolOf(chain: EvmChainInfo, token: EvmToken): PlannedPool {
  const { usd } = anchorTokens(chain);
  const pool = planPools(chain).find((p) => (p.token0 === token && p.token1 === usd) || (p.token1 === token && p.token0 === usd));
  if (!pool) throw new Error(`The sandbox has no ${token.symbol}/${usd.symbol} pool on ${chain.name}.`);
  return pool;
}

/** Dollars per whole `token` at a pool's `sqrtPriceX96`, given the dollar price of the pool's other token. */
export function usdPriceInPool(pool: PlannedPool, sqrtPriceX96: bigint, token: EvmToken, otherUsd: number): number {
  const price0 = token0PriceInToken1(sqrtPriceX96, pool.token0, pool.token1);
  return token === pool.token0 ? price0 * otherUsd : otherUsd / price0;
}

/**
 * A token's dollar price as the sandbox's pools say: from the slot0 of its
 * USDC pool (USDC itself is 1).
 * @throws BadRequestError `UNKNOWN_TOKEN` for a symbol the chain does not list.
 */
export async function readPoolPriceUsd({ rpcUrl, chain, symbol }: { rpcUrl: string; chain: EvmChainInfo; symbol: string }): Promise<number> {
  const token = requireSandboxToken(chain, symbol);
  if (token === anchorTokens(chain).usd) return 1;
  const pool = usdPoolOf(chain, token);
  const [state] = await readPoolStates(rpcUrl, chain, [pool]);
  return usdPriceInPool(pool, (state as PoolState).sqrtPriceX96, token, 1);
}
