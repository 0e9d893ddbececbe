import { PermanentError } from '../../errors.ts';
import { evmChainByName, supportedChainNames, type ChainName, type EvmChainInfo } from '../../chains/chains.ts';
import type { JobContext, JobOutcome } from '../../jobs/job-context.ts';
import type { Deps } from '../../deps.ts';
import { parseTokenAmount } from '../transfers/parse-token-amount.ts';
import { solanaUnavailable } from '../transfers/transfer-token.ts';
import { executeEvmBuy } from './evm/execute-buy.ts';
import { executeEvmSwap } from './evm/execute-swap.ts';
import { swapToken } from './evm/swap-token.ts';
import type { SwapToken } from './evm/swap-quoter.ts';
import { executeSolanaSwap } from './solana/execute-solana-swap.ts';

interface SwapTokensCommon {
  readonly chain: ChainName;
  /** Symbol (any case), ERC20 address or SPL mint of what is sold. */
  readonly tokenIn: string;
  /** Symbol, address or mint of what is bought. */
  readonly tokenOut: string;
  /** Slippage limit in basis points; 100 (1%) when absent. On a buy it bounds the input, on a sale the output. */
  readonly slippageBps?: number;
}

/** Exact-in: spend exactly `amountIn`. `side` may be left out. */
export interface SwapTokensSell extends SwapTokensCommon {
  readonly side?: 'sell';
  /** Exact input, decimal amount of `tokenIn`. */
  readonly amountIn: string;
}

/** Exact-out: receive exactly `amountOut`, spending what it takes up to the slippage limit. */
export interface SwapTokensBuy extends SwapTokensCommon {
  readonly side: 'buy';
  /** Exact output, decimal amount of `tokenOut`. */
  readonly amountOut: string;
}

export type SwapTokensParams = SwapTokensSell | SwapTokensBuy;

/**
 * Swaps an exact amount of one token for another (exact-in), or buys an
 * exact amount of one token with another (exact-out, `side: 'buy'`), on any
 * supported chain, as a job: on an EVM chain over the configured venue (0x
 * when configured, else Uniswap V3; buys always go through Uniswap V3, as 0x
 * prices only exact-in trades) with an exact approval when selling an ERC20
 * (of at most the buy's maximum input, for a buy); on Solana through
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
  deps: Pick<Deps, 'chains' | 'steps' | 'swapQuoter' | 'keyVault' | 'solana' | 'solanaSteps' | 'solanaSwaps' | 'clock'>,
  ctx: JobContext,
  params: SwapTokensParams,
): Promise<JobOutcome> {
  const slippage = params.slippageBps === undefined ? {} : { slippageBps: params.slippageBps };
  if (params.chain === 'solana') {
    if (!deps.solana) throw solanaUnavailable();
    if (!deps.solanaSwaps) {
      throw new PermanentError('SOLANA_SWAPS_UNAVAILABLE', 'Solana swaps are not configured on this service (no swap provider), so nothing was swapped.', {
        details: { chain: 'solana' },
      });
    }
    return executeSolanaSwap(
      { solana: deps.solana, keyVault: deps.keyVault, solanaSteps: deps.solanaSteps, solanaSwaps: deps.solanaSwaps, clock: deps.clock },
      ctx,
      {
        tokenIn: params.tokenIn,
        tokenOut: params.tokenOut,
        ...(params.side === 'buy' ? { side: 'buy' as const, amountOut: params.amountOut } : { amountIn: params.amountIn }),
        ...slippage,
      },
    );
  }
  const chain = evmChainByName(params.chain);
  if (!chain)
    throw new PermanentError('UNSUPPORTED_CHAIN', `"${params.chain}" is not a supported chain; I work on ${supportedChainNames.join(', ')}.`, {
      details: { field: 'chain' },
    });
  const tokenIn = resolve(chain, params.tokenIn);
  const tokenOut = resolve(chain, params.tokenOut);
  const evmDeps = { chains: deps.chains, steps: deps.steps, ...(deps.swapQuoter ? { swapQuoter: deps.swapQuoter } : {}) };
  if (params.side === 'buy') {
    const amountOut = parseTokenAmount(params.amountOut, tokenOut.decimals, tokenOut.native ? chain.nativeSymbol : tokenOut.symbol);
    return executeEvmBuy(evmDeps, ctx, { chain, tokenIn, tokenOut, amountOut, ...slippage });
  }
  const amountIn = parseTokenAmount(params.amountIn, tokenIn.decimals, tokenIn.native ? chain.nativeSymbol : tokenIn.symbol);
  return executeEvmSwap(evmDeps, ctx, { chain, tokenIn, tokenOut, amountIn, ...slippage });
}

function resolve(chain: EvmChainInfo, text: string): SwapToken {
  const token = swapToken(chain, text.trim());
  if (token) return token;
  const known = [chain.nativeSymbol, ...chain.tokens.map((t) => t.symbol)].join(', ');
  throw new PermanentError(
    'UNKNOWN_TOKEN',
    `I don't know the token "${text.trim()}" on ${chain.label}. Known tokens: ${known}; or give its contract address.`,
    {
      details: { field: 'token', chain: chain.name },
    },
  );
}
