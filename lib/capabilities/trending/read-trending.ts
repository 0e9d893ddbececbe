import { parseAbiItem, type Address } from 'viem';
import { evmChainByName, findEvmToken, solanaChain, type ChainName, type EvmChainInfo, type EvmToken } from '../../chains/chains.ts';
import type { SolanaSwapProvider } from '../../swaps/solana-swap-provider.ts';
import type { SolanaGateway } from '../../chains/solana-gateway.ts';
import type { ChainGateway } from '../../chains/chain-gateway.ts';
import { toChainError } from '../../chains/rpc-error.ts';
import type { JobContext, JobOutcome } from '../../jobs/job-context.ts';
import { PermanentError, isPurserError } from '../../errors.ts';
import { formatUsd } from '../../market/format-usd.ts';
import type { PriceService } from '../../market/price-service.ts';
import { anchorPools } from '../prices/pool-liquidity.ts';
import type { MarketData, TrendingToken } from './market-data.ts';
import { SOLANA_SLOT_SECONDS, solanaSwapVolumes } from './solana-swap-volumes.ts';

const swapEvent = parseAbiItem(
  'event Swap(address indexed sender, address indexed recipient, int256 amount0, int256 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick)',
);
/** About an hour and a half on Ethereum, under an hour on the L2s: "recent". */
const DEFAULT_WINDOW_BLOCKS = 500;
/** "Recent" on Solana, where blocks come every 400 ms: the last hour. */
const DEFAULT_WINDOW_SECONDS = 3600;
const SHOWN = 10;

/**
 * The chain's tokens ranked by recent swap volume in USD. With
 * `deps.marketData` (production) the ranking comes from there. Otherwise the
 * chain's own swaps count, so the sandbox's do:
 * - EVM: the Swap events of the last `windowBlocks` blocks of each listed
 *   token's Uniswap V3 pools against USDC and the wrapped native token (pools
 *   found with the factory's `getPool`); a swap's volume is the traded amount
 *   of the pool's non-anchor token (for the wrapped-native/USDC pools, the
 *   wrapped native token) at its current price.
 * - Solana: the swaps of the sandbox market maker (its address from the
 *   running sandbox, `sandbox_info`) over the last `windowSeconds`, read with
 *   standard RPC (see `solana-swap-volumes.ts`).
 * @throws PermanentError `TRENDING_NOT_AVAILABLE` on Solana with neither market data nor a sandbox market maker;
 *   TransientError when an RPC or the market-data source does not answer.
 */
export async function readTrending(
  deps: { chains: ChainGateway; prices: PriceService; marketData?: MarketData; solana?: SolanaGateway; solanaSwaps?: SolanaSwapProvider },
  ctx: JobContext,
  params: { chain: ChainName; windowBlocks?: number; windowSeconds?: number; limit?: number },
): Promise<JobOutcome> {
  const shown = params.limit ?? SHOWN;
  if (deps.marketData) return answer(params.chain, chainLabel(params.chain), await deps.marketData.trending({ chain: params.chain }), 'market data', shown);
  if (params.chain === 'solana') return readSolanaTrending(deps, ctx, params.windowSeconds ?? DEFAULT_WINDOW_SECONDS, shown);
  const chain = evmChainByName(params.chain)!;
  const windowBlocks = Math.max(1, Math.floor(params.windowBlocks ?? DEFAULT_WINDOW_BLOCKS));
  await ctx.progress(`Reading swaps of the last ${windowBlocks} blocks on ${chain.label}.`);
  const ranked = await swapVolumes(deps, chain, windowBlocks);
  return answer(chain.name, chain.label, ranked, `the last ${windowBlocks} blocks of Uniswap V3 swaps`, shown);
}

async function readSolanaTrending(
  deps: { prices: PriceService; solana?: SolanaGateway; solanaSwaps?: SolanaSwapProvider },
  ctx: JobContext,
  windowSeconds: number,
  shown: number,
): Promise<JobOutcome> {
  // A provider with a venue of its own (the sandbox market maker): its swaps are the market's. Jupiter has none.
  const venue = deps.solana ? await deps.solanaSwaps?.venue?.() : undefined;
  if (!deps.solana || !venue) {
    throw new PermanentError(
      'TRENDING_NOT_AVAILABLE',
      'Trending tokens on Solana need a market-data provider (marketData: "geckoterminal" in the providers secret) or the sandbox. Ask for base, ethereum, polygon or unichain.',
      { details: { chain: 'solana' } },
    );
  }
  const seconds = Math.max(1, Math.floor(windowSeconds));
  const basis = `the last ${formatWindow(seconds)} of sandbox market maker swaps`;
  await ctx.progress(`Reading ${basis} on ${solanaChain.label}.`);
  const ranked = await solanaSwapVolumes({ solana: deps.solana, prices: deps.prices }, { venue, windowSlots: Math.ceil(seconds / SOLANA_SLOT_SECONDS) });
  return answer('solana', solanaChain.label, ranked, basis, shown);
}

/** "hour", "2 hours", "minute", "90 seconds": the window as the answer names it. */
function formatWindow(seconds: number): string {
  const [count, unit] = seconds % 3600 === 0 ? [seconds / 3600, 'hour'] : seconds % 60 === 0 ? [seconds / 60, 'minute'] : [seconds, 'second'];
  return count === 1 ? unit : `${count} ${unit}s`;
}

const chainLabel = (chain: ChainName): string => (chain === 'solana' ? solanaChain.label : (evmChainByName(chain)?.label ?? chain));

async function swapVolumes(deps: { chains: ChainGateway; prices: PriceService }, chain: EvmChainInfo, windowBlocks: number): Promise<TrendingToken[]> {
  const client = deps.chains.evm(chain.chainId);
  const usdc = findEvmToken(chain, chain.usdSymbol)!;
  const wrapped = findEvmToken(chain, chain.wrappedNativeSymbol)!;
  try {
    // Each pool counts for one token: its non-anchor side, or the wrapped native token in its USDC pools.
    const byPool = new Map<string, { token: EvmToken; isToken0: boolean }>();
    const subjects = chain.tokens.filter((t) => t !== usdc);
    const poolLists = await Promise.all(subjects.map((t) => anchorPools(client, chain, t.address)));
    subjects.forEach((token, i) => {
      for (const p of poolLists[i]!) {
        if (token === wrapped && p.against !== usdc.symbol) continue;
        byPool.set(p.pool.toLowerCase(), { token, isToken0: token.address.toLowerCase() < findEvmToken(chain, p.against)!.address.toLowerCase() });
      }
    });
    if (byPool.size === 0) return [];
    const latest = await client.getBlockNumber();
    const fromBlock = latest >= BigInt(windowBlocks - 1) ? latest - BigInt(windowBlocks - 1) : 0n;
    const logs = await client.getLogs({ address: [...byPool.keys()] as Address[], event: swapEvent, fromBlock, toBlock: latest });
    const traded = new Map<EvmToken, { amount: bigint; swaps: number }>();
    for (const log of logs) {
      const pool = byPool.get(log.address.toLowerCase());
      if (!pool) continue;
      const raw = pool.isToken0 ? log.args.amount0! : log.args.amount1!;
      const entry = traded.get(pool.token) ?? { amount: 0n, swaps: 0 };
      traded.set(pool.token, { amount: entry.amount + (raw < 0n ? -raw : raw), swaps: entry.swaps + 1 });
    }
    const rows = await Promise.all(
      [...traded.entries()].map(async ([token, { amount, swaps }]) => {
        const usd = await priceOrZero(deps.prices, chain, token);
        return { symbol: token.symbol, address: token.address, volumeUsd: usd * (Number(amount) / 10 ** token.decimals), swaps };
      }),
    );
    return rows.sort((a, b) => b.volumeUsd - a.volumeUsd);
  } catch (error) {
    throw toChainError(error, chain.label);
  }
}

async function priceOrZero(prices: PriceService, chain: EvmChainInfo, token: EvmToken): Promise<number> {
  try {
    return (await prices.usdPrice({ chain: chain.name, token: token.address })).usd;
  } catch (error) {
    // A token without a price keeps its swap count but ranks by no volume.
    if (isPurserError(error) && !error.retryable) return 0;
    throw error;
  }
}

function answer(chain: ChainName, label: string, ranked: readonly TrendingToken[], basis: string, count: number): JobOutcome {
  const shown = ranked.slice(0, count);
  const response =
    shown.length === 0
      ? `No swaps of listed tokens on ${label} in ${basis}.`
      : `Trending on ${label} by swap volume (${basis}):\n${shown.map((t, i) => `${i + 1}. ${t.symbol}: ${formatUsd(t.volumeUsd)} in ${t.swaps} swap${t.swaps === 1 ? '' : 's'}`).join('\n')}`;
  return {
    response,
    richData: shown.map((t, i) => ({
      type: 'trending',
      chain,
      rank: i + 1,
      symbol: t.symbol,
      address: t.address,
      volumeUsd: Math.round(t.volumeUsd * 100) / 100,
      swaps: t.swaps,
    })),
  };
}
