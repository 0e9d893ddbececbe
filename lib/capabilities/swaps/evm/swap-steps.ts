import type { Hex, TransactionReceipt } from 'viem';
import type { JobContext } from '../../../jobs/job-context.ts';
import type { EvmChainInfo } from '../../../chains/chains.ts';
import { toChainError } from '../../../chains/rpc-error.ts';
import type { ChainGateway } from '../../../chains/chain-gateway.ts';
import { PermanentError } from '../../../errors.ts';
import type { TxStepStore } from '../../../transactions/tx-step-store.ts';
import { firstStepOf } from '../../../jobs/first-step.ts';
import { planApproval } from './plan-swap.ts';
import type { SwapApproval, SwapToken } from './swap-quoter.ts';

/** The symbol people know a swap token by: the chain's native symbol for the native coin. */
const displaySymbol = (chain: EvmChainInfo, token: SwapToken): string => (token.native ? chain.nativeSymbol : token.symbol);

/**
 * The checks every EVM trade starts with: a positive amount and two different assets.
 * @returns the symbols to show for both sides.
 * @throws PermanentError `INVALID_AMOUNT`, `SAME_TOKEN`.
 */
export function checkTrade(
  chain: EvmChainInfo,
  tokenIn: SwapToken,
  tokenOut: SwapToken,
  amount: bigint,
  verb: 'swap' | 'buy',
): { symbolIn: string; symbolOut: string } {
  const symbolIn = displaySymbol(chain, tokenIn);
  const symbolOut = displaySymbol(chain, tokenOut);
  if (amount <= 0n) throw new PermanentError('INVALID_AMOUNT', `The amount to ${verb} must be more than zero.`);
  if (tokenIn.address.toLowerCase() === tokenOut.address.toLowerCase()) {
    throw new PermanentError('SAME_TOKEN', `${symbolIn} and ${symbolOut} are the same asset on ${chain.label}; there is nothing to swap.`);
  }
  return { symbolIn, symbolOut };
}

/**
 * Sends a trade's steps through the job's exactly-once pipeline: the exact
 * approval when the quote asks for one (or, on a retry, the approval already
 * recorded as the first step), then the swap; a reverted step fails the job.
 * @returns the receipt of the swap and the approval's hash.
 * @throws PermanentError `TRANSACTION_REVERTED`; TransientError for RPC trouble.
 */
export async function sendTradeSteps(
  deps: { chains: ChainGateway; steps?: Pick<TxStepStore, 'get'> },
  ctx: JobContext,
  trade: {
    chain: EvmChainInfo;
    tokenIn: SwapToken;
    symbolIn: string;
    approval?: SwapApproval;
    transaction: { to: `0x${string}`; data: Hex; value: bigint };
    approvalDescription: string;
    swapDescription: string;
    /** Why a reverted swap most likely reverted, ending the failure message. */
    revertReason: string;
  },
): Promise<{ receipt: TransactionReceipt; approvalHash?: Hex }> {
  const { chain, tokenIn } = trade;
  const firstStep = await firstStepOf(deps, ctx);
  const resumingApproval = !tokenIn.native && firstStep !== undefined && firstStep.request.to.toLowerCase() === tokenIn.address.toLowerCase();
  const approval = trade.approval
    ? planApproval({ token: tokenIn, spender: trade.approval.spender, amount: trade.approval.amount, allowance: 0n })
    : resumingApproval
      ? { to: firstStep.request.to, data: firstStep.request.data!, value: 0n }
      : undefined;
  let approvalHash: Hex | undefined;
  if (approval) {
    const step = await ctx.sendTransaction({ chainId: chain.chainId, ...approval, description: trade.approvalDescription });
    approvalHash = step.receipt!.hash;
    if (step.receipt!.status !== 'success') {
      throw new PermanentError(
        'TRANSACTION_REVERTED',
        `The ${trade.symbolIn} approval reverted on ${chain.label} (transaction ${approvalHash}); only gas was spent.`,
      );
    }
  }
  const step = await ctx.sendTransaction({ chainId: chain.chainId, ...trade.transaction, description: trade.swapDescription });
  const hash = step.receipt!.hash;
  if (step.receipt!.status !== 'success') {
    throw new PermanentError('TRANSACTION_REVERTED', `${trade.revertReason.replace('{hash}', hash)}; only gas was spent.`);
  }
  const receipt = await deps.chains
    .evm(chain.chainId)
    .getTransactionReceipt({ hash })
    .catch((error: unknown) => {
      throw toChainError(error, chain.label);
    });
  return { receipt, ...(approvalHash ? { approvalHash } : {}) };
}
