import { PermanentError } from '../../errors.ts';
import { evmChainByName, supportedChainNames, type ChainName, type EvmChainInfo } from '../../chains/chains.ts';
import type { JobContext, JobOutcome } from '../../agent/job-context.ts';
import type { Deps } from '../../deps.ts';
import { parseTokenAmount } from '../transfers/parse-token-amount.ts';
import { solanaUnavailable } from '../transfers/transfer-token.ts';
import { executeEvmSwap } from './evm/execute-swap.ts';
import { swapToken } from './evm/swap-token.ts';
import type { SwapToken } from './evm/swap-quoter.ts';
import { executeSolanaSwap } from './solana/execute-solana-swap.ts';

export interface SwapTokensParams {
  readonly chain: ChainName;
  /** Symbol (any case), ERC20 address or SPL mint of what is sold. */
  readonly tokenIn: string;
  /** Symbol, address or mint of what is bought. */
  readonly tokenOut: string;
  /** Exact input, decimal amount of `tokenIn`. */
  readonly amountIn: string;
  /** Slippage limit in basis points; 100 (1%) when absent. */
  readonly slippageBps?: number;
}

/**
 * Swaps an exact amount of one token for another on any supported chain, as
 * a job: on an EVM chain over the configured venue (0x when configured, else
 * Uniswap V3) with an exact approval when selling an ERC20; on Solana through
 * the configured swap provider (the sandbox market maker locally, Jupiter in
 * production). The balance is checked first: nothing is sent when it is short.
 *
 * @param deps chains, the EVM step store and swap venue; for Solana the gateway, key vault, step store and swap provider.
 * @param ctx the job; it commits right before each broadcast (a cancel before that leaves nothing on chain).
 * @returns the response with the amounts in and out, `richData` with the swap, `metadata.transactionHash`.
 * @throws PermanentError `UNSUPPORTED_CHAIN`, `CHAIN_UNAVAILABLE`, `SOLANA_SWAPS_UNAVAILABLE`, `UNKNOWN_TOKEN`, `SAME_TOKEN`,
 *   `INVALID_AMOUNT`, `TOO_MANY_DECIMALS`, `INVALID_SLIPPAGE`, `INSUFFICIENT_FUNDS`, `NO_ROUTE`, `TRANSACTION_REVERTED` and the
 *   Solana step errors; JobCancelledError before the broadcast; TransientError when a chain or venue is unreachable.
 */
export async function swapTokens(
  deps: Pick<Deps, 'chains' | 'steps' | 'swapQuoter' | 'keyVault' | 'solana' | 'solanaSteps' | 'solanaSwaps'>,
  ctx: JobContext,
  params: SwapTokensParams,
): Promise<JobOutcome> {
  const slippage = params.slippageBps === undefined ? {} : { slippageBps: params.slippageBps };
  if (params.chain === 'solana') {
    if (!deps.solana) throw solanaUnavailable();
    if (!deps.solanaSwaps) {
      throw new PermanentError('SOLANA_SWAPS_UNAVAILABLE', 'Solana swaps are not configured on this service (no swap provider), so nothing was swapped.', { details: { chain: 'solana' } });
    }
    return executeSolanaSwap(
      { solana: deps.solana, keyVault: deps.keyVault, solanaSteps: deps.solanaSteps, solanaSwaps: deps.solanaSwaps },
      ctx,
      { tokenIn: params.tokenIn, tokenOut: params.tokenOut, amountIn: params.amountIn, ...slippage },
    );
  }
  const chain = evmChainByName(params.chain);
  if (!chain) throw new PermanentError('UNSUPPORTED_CHAIN', `"${params.chain}" is not a supported chain; I work on ${supportedChainNames.join(', ')}.`, { details: { field: 'chain' } });
  const tokenIn = resolve(chain, params.tokenIn);
  const tokenOut = resolve(chain, params.tokenOut);
  const amountIn = parseTokenAmount(params.amountIn, tokenIn.decimals, tokenIn.native ? chain.nativeSymbol : tokenIn.symbol);
  return executeEvmSwap(
    { chains: deps.chains, steps: deps.steps, ...(deps.swapQuoter ? { swapQuoter: deps.swapQuoter } : {}) },
    ctx,
    { chain, tokenIn, tokenOut, amountIn, ...slippage },
  );
}

function resolve(chain: EvmChainInfo, text: string): SwapToken {
  const token = swapToken(chain, text.trim());
  if (token) return token;
  const known = [chain.nativeSymbol, ...chain.tokens.map((t) => t.symbol)].join(', ');
  throw new PermanentError('UNKNOWN_TOKEN', `I don't know the token "${text.trim()}" on ${chain.label}. Known tokens: ${known}; or give its contract address.`, {
    details: { field: 'token', chain: chain.name },
  });
}
