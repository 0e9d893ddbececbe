import { encodeFunctionData, maxUint256, parseAbi, type Hex } from 'viem';
import type { EvmChainInfo, EvmToken } from '../../chains/chains.ts';
import { BadRequestError } from '../../errors.ts';
import { addNativeBalance, tokenGiftTxs } from './evm-faucet.ts';
import { sandboxTokenAbi } from './place-tokens.ts';
import { anchorTokens, isStablecoin, planPools, sqrtPriceX96FromUsd, type PlannedPool } from './pool-plan.ts';
import { readPoolPriceUsd, readPoolStates } from './pool-price.ts';
import { requireSandboxToken } from './require-token.ts';
import { rpcRequest, sandboxMarketMaker, sandboxOperator, sendTransactions, type SandboxTx } from './sandbox-rpc.ts';

/** Re-exported: callers that move prices read them with it. */
export { readPoolPriceUsd };

const swapRouter02Abi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)',
]);
const Q96 = 2n ** 96n;
const gasMoney = 10n ** 18n;

/**
 * Moves `symbol`'s dollar price on a sandbox chain by `percent` (signed) by
 * trading against its pools from the sandbox market maker, as an arbitrageur
 * would: each pool is pushed to the new price exactly, with a swap whose
 * `sqrtPriceLimitX96` is the target and whose input is more than enough (the
 * market maker is funded as needed). A token's pools against USDC and against
 * the wrapped native token all move; for the wrapped native token itself,
 * its pools against the USD stablecoins move and other tokens' pools against
 * it stay, so those tokens keep their dollar prices via USDC.
 * @returns dollar prices read from the token's USDC pool before and after.
 * @throws BadRequestError `UNKNOWN_TOKEN`, `PRICE_FIXED` (USDC, the unit of
 *   account) or `INVALID_PERCENT` (not a number above -100).
 */
export async function movePrice({
  rpcUrl,
  chain,
  symbol,
  percent,
}: {
  rpcUrl: string;
  chain: EvmChainInfo;
  symbol: string;
  percent: number;
}): Promise<{ before: number; after: number }> {
  const token = requireSandboxToken(chain, symbol);
  const { usd } = anchorTokens(chain);
  if (token === usd) {
    throw new BadRequestError('PRICE_FIXED', `${usd.symbol} is the unit sandbox prices are quoted in; move the other token instead.`, {
      details: { field: 'token' },
    });
  }
  if (!Number.isFinite(percent) || percent <= -100) {
    throw new BadRequestError('INVALID_PERCENT', `${percent} is not a percentage above -100.`, { details: { field: 'percent' } });
  }
  const before = await readPoolPriceUsd({ rpcUrl, chain, symbol: token.symbol });
  const target = before * (1 + percent / 100);
  for (const pool of poolsToMove(chain, token)) {
    const other = pool.token0 === token ? pool.token1 : pool.token0;
    const otherUsd = other === usd ? 1 : await readPoolPriceUsd({ rpcUrl, chain, symbol: other.symbol });
    const targetSqrtPrice =
      pool.token0 === token ? sqrtPriceX96FromUsd(pool.token0, target, pool.token1, otherUsd) : sqrtPriceX96FromUsd(pool.token0, otherUsd, pool.token1, target);
    await pushPoolTo(rpcUrl, chain, pool, targetSqrtPrice);
  }
  return { before, after: await readPoolPriceUsd({ rpcUrl, chain, symbol: token.symbol }) };
}

/** The pools whose price says what `token` is worth. */
export function poolsToMove(chain: EvmChainInfo, token: EvmToken): PlannedPool[] {
  const mine = planPools(chain).filter((p) => p.token0 === token || p.token1 === token);
  if (token.symbol !== chain.wrappedNativeSymbol) return mine;
  return mine.filter((p) => isStablecoin((p.token0 === token ? p.token1 : p.token0).symbol));
}

/** Swaps in `pool` until its price is `targetSqrtPrice`; a few rounds when liquidity is not one full range. */
async function pushPoolTo(rpcUrl: string, chain: EvmChainInfo, pool: PlannedPool, targetSqrtPrice: bigint): Promise<void> {
  for (let round = 0; round < 5; round++) {
    const [state] = await readPoolStates(rpcUrl, chain, [pool]);
    const { sqrtPriceX96: current, liquidity } = state as { sqrtPriceX96: bigint; liquidity: bigint };
    if (current === targetSqrtPrice) return;
    if (liquidity === 0n)
      throw new Error(`The ${pool.token0.symbol}/${pool.token1.symbol} pool on ${chain.name} has no liquidity at its price; cannot move it.`);
    const zeroForOne = targetSqrtPrice < current;
    const [tokenIn, tokenOut] = zeroForOne ? [pool.token0, pool.token1] : [pool.token1, pool.token0];
    // What the current in-range liquidity needs to reach the target, plus the fee, doubled for ranges that end on the way.
    const needed = zeroForOne ? (liquidity * (current - targetSqrtPrice) * Q96) / (current * targetSqrtPrice) : (liquidity * (targetSqrtPrice - current)) / Q96;
    const amountIn = ((needed * 1_000_000n) / BigInt(1_000_000 - pool.fee)) * 2n + 1n;
    await fundMarketMaker(rpcUrl, chain, tokenIn, amountIn);
    const swap = encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn: tokenIn.address,
          tokenOut: tokenOut.address,
          fee: pool.fee,
          recipient: sandboxMarketMaker,
          amountIn,
          amountOutMinimum: 0n,
          sqrtPriceLimitX96: targetSqrtPrice,
        },
      ],
    });
    const label = `move the ${pool.token0.symbol}/${pool.token1.symbol} ${pool.fee} pool on ${chain.name}`;
    await sendTransactions(rpcUrl, sandboxMarketMaker, [{ label, to: chain.protocols.swapRouter02, data: swap, gas: 5_000_000n }]);
  }
}

/** Gives the market maker `amount` of `token` more than it holds and lets SwapRouter02 spend it. */
async function fundMarketMaker(rpcUrl: string, chain: EvmChainInfo, token: EvmToken, amount: bigint): Promise<void> {
  const allowanceData = encodeFunctionData({ abi: sandboxTokenAbi, functionName: 'allowance', args: [sandboxMarketMaker, chain.protocols.swapRouter02] });
  const allowance = BigInt(await rpcRequest<Hex>(rpcUrl, 'eth_call', [{ to: token.address, data: allowanceData }, 'latest']));
  const approve: SandboxTx[] =
    allowance >= amount
      ? []
      : [
          {
            label: `approve ${token.symbol} for SwapRouter02`,
            to: token.address,
            data: encodeFunctionData({ abi: sandboxTokenAbi, functionName: 'approve', args: [chain.protocols.swapRouter02, maxUint256] }),
            gas: 100_000n,
          },
        ];
  // Gas money too: the market maker pays for its swaps like anyone else.
  await addNativeBalance(rpcUrl, sandboxMarketMaker, token.symbol === chain.wrappedNativeSymbol ? amount + gasMoney : gasMoney);
  if (token.symbol === chain.wrappedNativeSymbol) {
    // It wraps its own native, so the wrapped token stays backed.
    const deposit = encodeFunctionData({ abi: sandboxTokenAbi, functionName: 'deposit' });
    await sendTransactions(rpcUrl, sandboxMarketMaker, [
      { label: `wrap ${token.symbol} to move a price`, to: token.address, data: deposit, value: amount, gas: 100_000n },
      ...approve,
    ]);
    return;
  }
  await sendTransactions(rpcUrl, sandboxOperator, tokenGiftTxs(chain, token, sandboxMarketMaker, amount));
  await sendTransactions(rpcUrl, sandboxMarketMaker, approve);
}
