import { erc20Abi, formatUnits, getAddress, type Address } from 'viem';
import type { JobContext, JobOutcome } from '../../jobs/job-context.ts';
import { resolveAmount } from '../resolve-amount.ts';
import { evmChainByName } from '../../chains/chains.ts';
import { toChainError } from '../../chains/rpc-error.ts';
import type { Deps } from '../../deps.ts';
import { PermanentError, isPurserError } from '../../errors.ts';
import type { PriceService } from '../../market/price-service.ts';
import { executeEvmBuy } from '../swaps/evm/execute-buy.ts';
import { executeEvmSwap, type ExecuteEvmSwapDeps } from '../swaps/evm/execute-swap.ts';
import type { SwapToken } from '../swaps/evm/swap-quoter.ts';
import { swapToken } from '../swaps/evm/swap-token.ts';
import type { SwapIntent } from '../swaps/intent.ts';
import { parseTokenAmount } from '../transfers/parse-token-amount.ts';

type SwapLaunchedDeps = Pick<Deps, 'chains' | 'steps' | 'swapQuoter' | 'launches' | 'launchProtocol'> & { readonly prices: PriceService };

/** Whether a swap on Base names a token the registry does not list: a candidate launched token, resolved at run time. */
export function namesUnlistedToken(intent: Pick<SwapIntent, 'chain' | 'tokenIn' | 'tokenOut'>): boolean {
  const base = evmChainByName('base')!;
  return intent.chain === 'base' && (!swapToken(base, intent.tokenIn) || !swapToken(base, intent.tokenOut));
}

const unknownToken = (ref: string): PermanentError =>
  new PermanentError(
    'UNKNOWN_TOKEN',
    `I don't know the token "${ref}" on Base: it is neither a listed token nor a token launched through the launch protocol. Nothing was done.`,
    {
      details: { field: 'token', chain: 'base' },
    },
  );

/**
 * A token of Base by registry symbol or address, or a launched token by its
 * symbol (the launch store) or address (the protocol's `isLaunched`).
 * @throws PermanentError `UNKNOWN_TOKEN` when it is none of these, `AMBIGUOUS_TOKEN` when two launches share the symbol.
 */
export async function resolveBaseSwapToken(deps: Omit<SwapLaunchedDeps, 'prices' | 'steps' | 'swapQuoter'>, ref: string): Promise<SwapToken> {
  const base = evmChainByName('base')!;
  const listed = swapToken(base, ref);
  if (listed) return listed;
  let address: Address | undefined;
  if (/^0x[0-9a-fA-F]{40}$/.test(ref)) {
    address = getAddress(ref.toLowerCase());
    if (!deps.launchProtocol || !(await deps.launchProtocol.isLaunched(address))) throw unknownToken(ref);
  } else {
    const found = (await deps.launches?.findBySymbol('base', ref.replace(/^\$/, ''))) ?? [];
    const distinct = [...new Set(found.map((f) => f.token.toLowerCase()))];
    if (distinct.length > 1) {
      throw new PermanentError(
        'AMBIGUOUS_TOKEN',
        `Several launched tokens use the symbol ${ref.toUpperCase()} (${distinct.join(', ')}): name the one to trade by its address. Nothing was done.`,
      );
    }
    if (distinct.length === 0) throw unknownToken(ref.toUpperCase());
    address = getAddress(distinct[0]!);
  }
  const client = deps.chains.evm(base.chainId);
  const [symbol, decimals] = await Promise.all([
    client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
    client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
  ]).catch((error: unknown) => {
    throw toChainError(error, base.label);
  });
  return { symbol, address, decimals, native: false };
}

/**
 * A swap on Base where one side is a launched token (not in the registry):
 * the ordinary EVM swap or exact-out buy, with the launched token resolved
 * first. Amounts in dollars or shares are resolved for a listed side;
 * a share of a launched token's balance is read from the chain; dollars of
 * a launched token sold are measured by the listed token the sale fetches
 * (see {@link sellDollarsOfLaunched}).
 * @throws PermanentError `UNKNOWN_TOKEN`, `AMBIGUOUS_TOKEN`, `INVALID_AMOUNT`, and the swap's own errors.
 */
export async function swapLaunchedToken(deps: SwapLaunchedDeps, ctx: JobContext, intent: SwapIntent): Promise<JobOutcome> {
  const chain = evmChainByName('base')!;
  const [tokenIn, tokenOut] = await Promise.all([resolveBaseSwapToken(deps, intent.tokenIn), resolveBaseSwapToken(deps, intent.tokenOut)]);
  const evmDeps = { chains: deps.chains, steps: deps.steps, ...(deps.swapQuoter ? { swapQuoter: deps.swapQuoter } : {}) };
  const slippage = { slippageBps: intent.slippageBps };
  if (intent.side === 'buy') {
    if (intent.amount.kind !== 'exact')
      throw new PermanentError('INVALID_AMOUNT', `A buy needs an exact amount of ${tokenOut.symbol} to receive. Nothing was done.`);
    const amountOut = parseTokenAmount(intent.amount.value, tokenOut.decimals, tokenOut.symbol);
    return executeEvmBuy(evmDeps, ctx, { chain, tokenIn, tokenOut, amountOut, ...slippage });
  }
  if (intent.amount.kind === 'usd' && !swapToken(chain, intent.tokenIn)) {
    return sellDollarsOfLaunched(deps, evmDeps, ctx, {
      tokenIn,
      tokenOut,
      tokenOutRef: intent.tokenOut,
      usd: intent.amount.value,
      slippageBps: intent.slippageBps,
    });
  }
  let amountIn: bigint;
  if (swapToken(chain, intent.tokenIn)) {
    const exact = await resolveAmount({ chains: deps.chains, prices: deps.prices }, ctx, { chain: 'base', token: intent.tokenIn, amount: intent.amount });
    amountIn = parseTokenAmount(exact, tokenIn.decimals, tokenIn.native ? chain.nativeSymbol : tokenIn.symbol);
  } else if (intent.amount.kind === 'exact') {
    amountIn = parseTokenAmount(intent.amount.value, tokenIn.decimals, tokenIn.symbol);
  } else if (intent.amount.kind === 'fraction') {
    const balance = await deps.chains
      .evm(chain.chainId)
      .readContract({ address: tokenIn.address, abi: erc20Abi, functionName: 'balanceOf', args: [ctx.account.wallets.evm.address] });
    amountIn = (balance * BigInt(Math.round(intent.amount.value * 10_000))) / 10_000n;
    if (amountIn <= 0n) throw new PermanentError('INSUFFICIENT_FUNDS', `Your ${tokenIn.symbol} balance on Base is too low for that. Nothing was sent.`);
    await ctx.progress(
      `${intent.amount.value === 1 ? 'All' : `${intent.amount.value * 100}%`} of your ${tokenIn.symbol} is ${formatUnits(amountIn, tokenIn.decimals)} ${tokenIn.symbol}.`,
    );
  } else {
    throw new PermanentError('INVALID_AMOUNT', `Say how many ${tokenIn.symbol} to sell (or a share, like "half my $${tokenIn.symbol}"). Nothing was done.`);
  }
  return executeEvmSwap(evmDeps, ctx, { chain, tokenIn, tokenOut, amountIn, ...slippage });
}

/**
 * "sell $20 of $MCAT": a launched token has no price here, so the dollars
 * are measured by what the sale fetches. The $20 become an exact amount of
 * the listed token received (at its price, as for any listed side) and the
 * trade is exact-out: the slippage limit caps the launched tokens spent, and
 * the response states what was spent.
 * @throws PermanentError `INVALID_AMOUNT` when the token received has no price (nothing is sent), and the buy's own errors.
 */
async function sellDollarsOfLaunched(
  deps: Pick<SwapLaunchedDeps, 'chains' | 'prices'>,
  evmDeps: ExecuteEvmSwapDeps,
  ctx: JobContext,
  request: { tokenIn: SwapToken; tokenOut: SwapToken; tokenOutRef: string; usd: string; slippageBps: number },
): Promise<JobOutcome> {
  const chain = evmChainByName('base')!;
  const { tokenIn, tokenOut, usd, slippageBps } = request;
  const unpriced = (cause?: unknown): PermanentError =>
    new PermanentError(
      'INVALID_AMOUNT',
      `$${usd} of ${tokenIn.symbol} is measured by the ${tokenOut.symbol} the sale fetches, and ${tokenOut.symbol} has no price here: ` +
        `say how many ${tokenIn.symbol} to sell (or a share, like "half my $${tokenIn.symbol}"). Nothing was sent.`,
      { details: { field: 'amount' }, ...(cause ? { cause } : {}) },
    );
  // Both sides launched: neither is priced.
  if (!swapToken(chain, request.tokenOutRef)) throw unpriced();
  let exact: string;
  try {
    exact = await resolveAmount({ chains: deps.chains, prices: deps.prices }, ctx, {
      chain: 'base',
      token: request.tokenOutRef,
      amount: { kind: 'usd', value: usd },
    });
  } catch (error) {
    if (isPurserError(error) && error.code === 'NO_PRICE') throw unpriced(error);
    throw error;
  }
  const amountOut = parseTokenAmount(exact, tokenOut.decimals, tokenOut.symbol);
  await ctx.progress(`$${usd} of ${tokenIn.symbol}: selling enough ${tokenIn.symbol} to receive ${exact} ${tokenOut.symbol}.`);
  return executeEvmBuy(evmDeps, ctx, { chain, tokenIn, tokenOut, amountOut, slippageBps, asSale: true });
}
