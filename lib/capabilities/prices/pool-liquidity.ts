/**
 * How much of a token sits in its Uniswap V3 pools against the chain's USDC
 * and wrapped native token: the liquidity a lookup reports. Pools are found
 * with the factory's `getPool` for each fee tier and read with `balanceOf`,
 * both in one multicall each.
 */
import { erc20Abi, zeroAddress, type Address, type PublicClient } from 'viem';
import { findEvmToken, type EvmChainInfo } from '../../chains/chains.ts';
import { uniswapV3FactoryAbi } from '../swaps/evm/abis.ts';
import { feeTiers } from '../swaps/evm/route.ts';

export interface AnchorPool {
  readonly pool: Address;
  /** The other token of the pool (USDC or the wrapped native token). */
  readonly against: string;
  readonly fee: number;
}

/**
 * The existing pools of `token` against the chain's USDC and wrapped native token.
 * @throws whatever the multicall throws (callers map it with toChainError).
 */
export async function anchorPools(client: PublicClient, chain: EvmChainInfo, token: Address): Promise<AnchorPool[]> {
  const anchors = [chain.usdSymbol, chain.wrappedNativeSymbol]
    .map((s) => findEvmToken(chain, s)!)
    .filter((a) => a.address.toLowerCase() !== token.toLowerCase());
  const asks = anchors.flatMap((anchor) => feeTiers.map((fee) => ({ anchor, fee })));
  const found = await client.multicall({
    multicallAddress: chain.protocols.multicall3,
    allowFailure: true,
    contracts: asks.map(({ anchor, fee }) => ({
      address: chain.protocols.uniswapV3Factory,
      abi: uniswapV3FactoryAbi,
      functionName: 'getPool' as const,
      args: [token, anchor.address, fee] as const,
    })),
  });
  return asks.flatMap(({ anchor, fee }, i) => {
    const r = found[i];
    return r?.status === 'success' && r.result !== zeroAddress ? [{ pool: r.result, against: anchor.symbol, fee }] : [];
  });
}

/** Base units of `token` held by each pool (0 where the read fails). */
export async function poolBalances(client: PublicClient, chain: EvmChainInfo, token: Address, pools: readonly AnchorPool[]): Promise<bigint[]> {
  if (pools.length === 0) return [];
  const results = await client.multicall({
    multicallAddress: chain.protocols.multicall3,
    allowFailure: true,
    contracts: pools.map((p) => ({ address: token, abi: erc20Abi, functionName: 'balanceOf' as const, args: [p.pool] as const })),
  });
  return results.map((r) => (r.status === 'success' ? (r.result as bigint) : 0n));
}
