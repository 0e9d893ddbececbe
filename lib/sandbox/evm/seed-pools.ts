import { encodeFunctionData, getAddress, maxUint256, parseAbi, type Address, type Hex } from 'viem';
import type { EvmChainInfo, EvmToken } from '../../chains/chains.ts';
import { usdPrice } from '../price-table.ts';
import { factoryAbi } from './place-uniswap.ts';
import { sandboxTokenAbi } from './place-tokens.ts';
import { fullRangeTicks, planPools, poolAddress, poolSideUsd, sqrtPriceX96FromUsd, unitsForUsd, type PlannedPool } from './pool-plan.ts';
import { poolAbi } from './pool-price.ts';
import { rpcBatch, sandboxOperator, sendTransactions, type SandboxTx } from './sandbox-rpc.ts';

const positionManagerAbi = parseAbi([
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)',
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
]);

// Measured: creating and initialising a pool and minting its first position takes ~5.1M gas.
const createPoolGas = 6_000_000n;

/**
 * Creates every planned pool (see `planPools`) that has no liquidity yet,
 * initialised at the price table's prices, with a full-range position of
 * `poolSideUsd` dollars per side owned by the sandbox operator. The operator
 * mints the tokens (it is their minter) and wraps native for the wrapped
 * token; the caller has given it the native balance. Then checks that the
 * factory reports each pool at the address clients derive with CREATE2.
 * @returns how many pools were seeded.
 * @throws Error when a transaction reverts or a pool is not where clients would look.
 */
export async function seedPools(rpcUrl: string, chain: EvmChainInfo): Promise<number> {
  const plan = planPools(chain);
  const factory = chain.protocols.uniswapV3Factory;
  const liquidityCalls = plan.map((pool) => ({
    method: 'eth_call',
    params: [{ to: poolAddress(factory, pool), data: encodeFunctionData({ abi: poolAbi, functionName: 'liquidity' }) }, 'latest'],
  }));
  const liquidity = (await rpcBatch(rpcUrl, liquidityCalls)) as Hex[];
  // '0x': no contract there yet.
  const todo = plan.filter((_, i) => liquidity[i] === '0x' || BigInt(liquidity[i] as Hex) === 0n);
  await sendTransactions(rpcUrl, sandboxOperator, [...fundingTxs(chain, todo), ...todo.map((pool) => createPoolTx(chain, pool))]);
  await verifyPoolAddresses(rpcUrl, chain, plan);
  return todo.length;
}

const sideAmount = (token: EvmToken): bigint => unitsForUsd(token, poolSideUsd, usdPrice(token.symbol));

/** Mints (or wraps) what the pools need and lets the position manager pull it. */
function fundingTxs(chain: EvmChainInfo, pools: readonly PlannedPool[]): SandboxTx[] {
  const totals = new Map<EvmToken, bigint>();
  for (const pool of pools) {
    for (const token of [pool.token0, pool.token1]) totals.set(token, (totals.get(token) ?? 0n) + sideAmount(token));
  }
  return [...totals].flatMap(([token, amount]): SandboxTx[] => {
    const fund: SandboxTx =
      token.symbol === chain.wrappedNativeSymbol
        ? {
            label: `wrap ${token.symbol} for pools`,
            to: token.address,
            data: encodeFunctionData({ abi: sandboxTokenAbi, functionName: 'deposit' }),
            value: amount,
            gas: 100_000n,
          }
        : {
            label: `mint ${token.symbol} for pools`,
            to: token.address,
            data: encodeFunctionData({ abi: sandboxTokenAbi, functionName: 'mint', args: [sandboxOperator, amount] }),
            gas: 100_000n,
          };
    const approve = encodeFunctionData({ abi: sandboxTokenAbi, functionName: 'approve', args: [chain.protocols.positionManager, maxUint256] });
    return [fund, { label: `approve ${token.symbol} for the position manager`, to: token.address, data: approve, gas: 100_000n }];
  });
}

function createPoolTx(chain: EvmChainInfo, pool: PlannedPool): SandboxTx {
  const { token0, token1, fee, tickSpacing } = pool;
  const sqrtPriceX96 = sqrtPriceX96FromUsd(token0, usdPrice(token0.symbol), token1, usdPrice(token1.symbol));
  const create = encodeFunctionData({
    abi: positionManagerAbi,
    functionName: 'createAndInitializePoolIfNecessary',
    args: [token0.address, token1.address, fee, sqrtPriceX96],
  });
  const mint = encodeFunctionData({
    abi: positionManagerAbi,
    functionName: 'mint',
    args: [
      {
        token0: token0.address,
        token1: token1.address,
        fee,
        ...fullRangeTicks(tickSpacing),
        amount0Desired: sideAmount(token0),
        amount1Desired: sideAmount(token1),
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: sandboxOperator,
        deadline: maxUint256,
      },
    ],
  });
  return {
    label: `create the ${token0.symbol}/${token1.symbol} ${fee} pool on ${chain.name}`,
    to: chain.protocols.positionManager,
    data: encodeFunctionData({ abi: positionManagerAbi, functionName: 'multicall', args: [[create, mint]] }),
    gas: createPoolGas,
  };
}

async function verifyPoolAddresses(rpcUrl: string, chain: EvmChainInfo, plan: readonly PlannedPool[]): Promise<void> {
  const factory = chain.protocols.uniswapV3Factory;
  const calls = plan.map((pool) => ({
    method: 'eth_call',
    params: [
      { to: factory, data: encodeFunctionData({ abi: factoryAbi, functionName: 'getPool', args: [pool.token0.address, pool.token1.address, pool.fee] }) },
      'latest',
    ],
  }));
  const reported = (await rpcBatch(rpcUrl, calls)) as Hex[];
  plan.forEach((pool, i) => {
    const actual: Address = getAddress(`0x${(reported[i] as Hex).slice(-40)}`);
    const expected = poolAddress(factory, pool);
    if (actual !== expected) {
      throw new Error(
        `The factory put the ${pool.token0.symbol}/${pool.token1.symbol} ${pool.fee} pool at ${actual}, not at ${expected} where clients derive it on ${chain.name}.`,
      );
    }
  });
}
