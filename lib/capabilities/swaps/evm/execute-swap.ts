import { formatUnits, parseEventLogs, type Address, type PublicClient, type TransactionReceipt } from 'viem';
import type { JobContext, JobOutcome } from '../../../jobs/job-context.ts';
import type { ChainGateway } from '../../../chains/chain-gateway.ts';
import type { EvmChainInfo } from '../../../chains/chains.ts';
import { toChainError } from '../../../chains/rpc-error.ts';
import { PermanentError } from '../../../errors.ts';
import type { TxStepStore } from '../../../transactions/tx-step-store.ts';
import { erc20Abi, weth9Abi } from './abis.ts';
import { defaultSlippageBps } from './plan-swap.ts';
import { firstStepOf } from '../../../jobs/first-step.ts';
import { checkTrade, sendTradeSteps } from './swap-steps.ts';
import type { SwapQuoter, SwapToken } from './swap-quoter.ts';
import { uniswapSwapQuoter } from './uniswap-swap-quoter.ts';

export interface ExecuteEvmSwapDeps {
  readonly chains: ChainGateway;
  /** Lets a retried job see the steps it already sent (so a finished approval is resumed, not skipped). */
  readonly steps?: Pick<TxStepStore, 'get'>;
  /** The venue per chain; Uniswap V3 on the chain's client when absent. */
  readonly swapQuoter?: (chain: EvmChainInfo) => SwapQuoter;
}

export interface EvmSwapRequest {
  readonly chain: EvmChainInfo;
  readonly tokenIn: SwapToken;
  readonly tokenOut: SwapToken;
  /** Exact input, base units. */
  readonly amountIn: bigint;
  /** Basis points; 100 (1%) when absent. */
  readonly slippageBps?: number;
}

/** Gas a swap plus an approval may cost at most, kept aside when selling the native coin. */
const nativeGasReserve = 600_000n;

/**
 * Swaps an exact amount of one token for another on an EVM chain, as a job:
 * checks the balance (nothing is sent when it is short), quotes, reports the
 * quote, approves exactly the amount when the allowance is lower, swaps with
 * the slippage limit, and states the amount actually received (from the
 * receipt's logs).
 * @throws PermanentError `INSUFFICIENT_FUNDS`, `NO_ROUTE`, `INVALID_AMOUNT`,
 *   `INVALID_SLIPPAGE`, `SAME_TOKEN`, `TRANSACTION_REVERTED`; TransientError for RPC trouble.
 */
export async function executeEvmSwap(deps: ExecuteEvmSwapDeps, ctx: JobContext, request: EvmSwapRequest): Promise<JobOutcome> {
  const { chain, tokenIn, tokenOut, amountIn } = request;
  const slippageBps = request.slippageBps ?? defaultSlippageBps;
  const { symbolIn, symbolOut } = checkTrade(chain, tokenIn, tokenOut, amountIn, 'swap');
  const wallet = ctx.account.wallets.evm.address;
  const client = deps.chains.evm(chain.chainId);
  if (!(await firstStepOf(deps, ctx))) await assertBalance(client, chain, wallet, tokenIn, symbolIn, amountIn);

  const quoter = deps.swapQuoter?.(chain) ?? uniswapSwapQuoter(client);
  const quote = await quoter.quote({ chain, tokenIn, tokenOut, amountIn, slippageBps, taker: wallet });
  const fmtIn = formatUnits(amountIn, tokenIn.decimals);
  const fmtOut = formatUnits(quote.amountOut, tokenOut.decimals);
  const fmtMin = formatUnits(quote.minAmountOut, tokenOut.decimals);
  await ctx.progress(
    `Quote on ${chain.label}: ${fmtIn} ${symbolIn} → about ${fmtOut} ${symbolOut} via ${quote.routeLabel} (${quote.provider}); ` +
      `at least ${fmtMin} with a ${slippageBps / 100}% slippage limit.`,
  );
  const { receipt, approvalHash } = await sendTradeSteps(deps, ctx, {
    chain,
    tokenIn,
    symbolIn,
    transaction: quote.transaction,
    ...(quote.approval ? { approval: quote.approval } : {}),
    approvalDescription: `Approving ${fmtIn} ${symbolIn} for the swap on ${chain.label}.`,
    swapDescription: `Swapping ${fmtIn} ${symbolIn} for ${symbolOut} on ${chain.label}.`,
    revertReason: `The swap of ${fmtIn} ${symbolIn} for ${symbolOut} reverted on ${chain.label} (transaction {hash}), most likely because the price moved past the ${slippageBps / 100}% limit`,
  });
  const hash = receipt.transactionHash;
  const received = amountReceived(receipt, tokenOut, wallet);
  const fmtReceived = formatUnits(received, tokenOut.decimals);
  return {
    response: `Swapped ${fmtIn} ${symbolIn} for ${fmtReceived} ${symbolOut} on ${chain.label} via ${quote.routeLabel}.\nTransaction: ${hash}`,
    richData: [
      {
        type: 'swap',
        chain: chain.name,
        chainId: chain.chainId,
        provider: quote.provider,
        route: quote.routeLabel,
        tokenIn: { ...tokenIn, symbol: symbolIn },
        tokenOut: { ...tokenOut, symbol: symbolOut },
        amountIn: fmtIn,
        amountInRaw: amountIn.toString(),
        amountOut: fmtReceived,
        amountOutRaw: received.toString(),
        quotedAmountOutRaw: quote.amountOut.toString(),
        minAmountOutRaw: quote.minAmountOut.toString(),
        slippageBps,
        ...(approvalHash ? { approvalTransactionHash: approvalHash } : {}),
        transactionHash: hash,
      },
    ],
    metadata: { transactionHash: hash, chain: chain.name },
  };
}

/**
 * Checks the wallet holds `amountIn` of `token`, plus a gas reserve for the native coin.
 * @param note said right after the amount needed (an exact-out buy explains its maximum there).
 * @throws PermanentError `INSUFFICIENT_FUNDS` (nothing sent) when the wallet holds less than the swap needs.
 */
export async function assertBalance(
  client: PublicClient,
  chain: EvmChainInfo,
  wallet: Address,
  token: SwapToken,
  symbol: string,
  amountIn: bigint,
  note = '',
): Promise<void> {
  const [balance, reserve] = await Promise.all([
    token.native
      ? client.getBalance({ address: wallet })
      : client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [wallet] }),
    token.native ? client.getGasPrice().then((price) => price * nativeGasReserve) : Promise.resolve(0n),
  ]).catch((error: unknown) => {
    throw toChainError(error, chain.label);
  });
  if (balance >= amountIn + reserve) return;
  const needs = formatUnits(amountIn, token.decimals);
  throw new PermanentError(
    'INSUFFICIENT_FUNDS',
    `Insufficient ${symbol} balance on ${chain.label}: you have ${formatUnits(balance, token.decimals)} ${symbol}, the swap needs ${needs}${note}` +
      (reserve > 0n ? ` plus about ${formatUnits(reserve, token.decimals)} for gas` : '') +
      '. Nothing was sent.',
    { details: { chain: chain.name, token: symbol, balance: balance.toString(), required: (amountIn + reserve).toString() } },
  );
}

/** What reached the wallet in this transaction: ERC20 Transfers to it, or (native out) the router's WETH9 withdrawals. */
export function amountReceived(receipt: TransactionReceipt, token: SwapToken, wallet: Address): bigint {
  const from = (address: Address) => receipt.logs.filter((log) => log.address.toLowerCase() === address.toLowerCase());
  if (token.native) {
    return parseEventLogs({ abi: weth9Abi, eventName: 'Withdrawal', logs: from(token.address) }).reduce((sum, log) => sum + log.args.wad, 0n);
  }
  return parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: from(token.address) })
    .filter((log) => log.args.to.toLowerCase() === wallet.toLowerCase())
    .reduce((sum, log) => sum + log.args.value, 0n);
}
