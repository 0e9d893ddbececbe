import { formatUnits, parseEventLogs, type Address, type TransactionReceipt } from 'viem';
import type { JobContext, JobOutcome } from '../../../jobs/job-context.ts';
import type { EvmChainInfo } from '../../../chains/chains.ts';
import { erc20Abi, weth9Abi } from './abis.ts';
import { amountReceived, assertBalance, type ExecuteEvmSwapDeps } from './execute-swap.ts';
import { firstStepOf } from '../../../jobs/first-step.ts';
import { checkTrade, sendTradeSteps } from './swap-steps.ts';
import { defaultSlippageBps } from './plan-swap.ts';
import type { SwapQuoter, SwapToken } from './swap-quoter.ts';
import { uniswapSwapQuoter } from './uniswap-swap-quoter.ts';

export interface EvmBuyRequest {
  readonly chain: EvmChainInfo;
  readonly tokenIn: SwapToken;
  readonly tokenOut: SwapToken;
  /** Exact output to receive, base units of `tokenOut`. */
  readonly amountOut: bigint;
  /** Basis points the input may exceed the quote by; 100 (1%) when absent. */
  readonly slippageBps?: number;
  /** The caller asked to sell (a dollar sale of a launched token): the response says what was sold. */
  readonly asSale?: boolean;
}

/**
 * Buys an exact amount of one token with another on an EVM chain, as a job
 * (exact-out): quotes the smallest input over the Uniswap routes, checks the
 * wallet holds the maximum input (the quote plus the slippage limit, plus gas
 * when paying with the native coin; nothing is sent when it is short),
 * approves exactly that maximum when the allowance is lower, swaps, and
 * states the amount received and the amount actually spent (from the
 * receipt's logs; unused native coin is refunded in the same transaction).
 * @throws PermanentError `INSUFFICIENT_FUNDS`, `NO_ROUTE`, `INVALID_AMOUNT`,
 *   `INVALID_SLIPPAGE`, `SAME_TOKEN`, `TRANSACTION_REVERTED`; TransientError for RPC trouble.
 */
export async function executeEvmBuy(deps: ExecuteEvmSwapDeps, ctx: JobContext, request: EvmBuyRequest): Promise<JobOutcome> {
  const { chain, tokenIn, tokenOut, amountOut } = request;
  const slippageBps = request.slippageBps ?? defaultSlippageBps;
  const { symbolIn, symbolOut } = checkTrade(chain, tokenIn, tokenOut, amountOut, 'buy');
  const wallet = ctx.account.wallets.evm.address;
  const client = deps.chains.evm(chain.chainId);
  const venue = deps.swapQuoter?.(chain);
  // 0x's API only prices exact-in trades, so a venue without quoteExactOut buys through Uniswap V3 directly.
  const quoter: SwapQuoter = venue?.quoteExactOut ? venue : uniswapSwapQuoter(client);
  const quote = await quoter.quoteExactOut!({ chain, tokenIn, tokenOut, amountOut, slippageBps, taker: wallet });
  const fmtOut = formatUnits(amountOut, tokenOut.decimals);
  const fmtQuoted = formatUnits(quote.amountIn, tokenIn.decimals);
  const fmtMax = formatUnits(quote.maxAmountIn, tokenIn.decimals);
  if (!(await firstStepOf(deps, ctx))) {
    await assertBalance(
      client,
      chain,
      wallet,
      tokenIn,
      symbolIn,
      quote.maxAmountIn,
      ` at most (about ${fmtQuoted} quoted plus the ${slippageBps / 100}% slippage limit) to buy ${fmtOut} ${symbolOut}`,
    );
  }
  await ctx.progress(
    `Quote on ${chain.label}: ${fmtOut} ${symbolOut} for about ${fmtQuoted} ${symbolIn} via ${quote.routeLabel} (${quote.provider}); ` +
      `at most ${fmtMax} ${symbolIn} with a ${slippageBps / 100}% slippage limit.`,
  );
  const { receipt, approvalHash } = await sendTradeSteps(deps, ctx, {
    chain,
    tokenIn,
    symbolIn,
    transaction: quote.transaction,
    ...(quote.approval ? { approval: quote.approval } : {}),
    approvalDescription: `Approving up to ${fmtMax} ${symbolIn} to buy ${fmtOut} ${symbolOut} on ${chain.label}.`,
    swapDescription: `Buying ${fmtOut} ${symbolOut} with at most ${fmtMax} ${symbolIn} on ${chain.label}.`,
    revertReason: `Buying ${fmtOut} ${symbolOut} with ${symbolIn} reverted on ${chain.label} (transaction {hash}), most likely because the price moved past the ${slippageBps / 100}% limit (at most ${fmtMax} ${symbolIn})`,
  });
  const hash = receipt.transactionHash;
  const received = amountReceived(receipt, tokenOut, wallet);
  const spent = amountSpent(receipt, tokenIn, wallet, chain.protocols.swapRouter02);
  const fmtReceived = formatUnits(received, tokenOut.decimals);
  const fmtSpent = formatUnits(spent, tokenIn.decimals);
  return {
    response:
      `${request.asSale ? `Sold ${fmtSpent} ${symbolIn} for ${fmtReceived} ${symbolOut}` : `Bought ${fmtReceived} ${symbolOut} for ${fmtSpent} ${symbolIn}`} on ${chain.label} via ${quote.routeLabel} ` +
      `(quoted ${fmtQuoted} ${symbolIn}, at most ${fmtMax}${tokenIn.native ? '; the unused rest was refunded' : ''}).\nTransaction: ${hash}`,
    richData: [
      {
        type: 'swap',
        side: 'buy',
        chain: chain.name,
        chainId: chain.chainId,
        provider: quote.provider,
        route: quote.routeLabel,
        tokenIn: { ...tokenIn, symbol: symbolIn },
        tokenOut: { ...tokenOut, symbol: symbolOut },
        amountIn: fmtSpent,
        amountInRaw: spent.toString(),
        quotedAmountInRaw: quote.amountIn.toString(),
        maxAmountInRaw: quote.maxAmountIn.toString(),
        amountOut: fmtReceived,
        amountOutRaw: received.toString(),
        slippageBps,
        ...(approvalHash ? { approvalTransactionHash: approvalHash } : {}),
        transactionHash: hash,
      },
    ],
    metadata: { transactionHash: hash, chain: chain.name },
  };
}

/**
 * What the wallet paid in this transaction: its ERC20 Transfers out, or
 * (native in) what the router wrapped into WETH9 for the pool — the value
 * sent less that came back through `refundETH`, which leaves no log.
 */
function amountSpent(receipt: TransactionReceipt, token: SwapToken, wallet: Address, router: Address): bigint {
  const from = (address: Address) => receipt.logs.filter((log) => log.address.toLowerCase() === address.toLowerCase());
  if (token.native) {
    return parseEventLogs({ abi: weth9Abi, eventName: 'Deposit', logs: from(token.address) })
      .filter((log) => log.args.dst.toLowerCase() === router.toLowerCase())
      .reduce((sum, log) => sum + log.args.wad, 0n);
  }
  return parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: from(token.address) })
    .filter((log) => log.args.from.toLowerCase() === wallet.toLowerCase())
    .reduce((sum, log) => sum + log.args.value, 0n);
}
