import { formatUnits } from 'viem';
import { supportedChainNames, type ChainName } from '../../chains/chains.ts';
import type { JobContext, JobOutcome } from '../../jobs/job-context.ts';
import { isPurserError } from '../../errors.ts';
import { formatUsd } from '../../market/format-usd.ts';
import type { PriceService } from '../../market/price-service.ts';
import { readHoldings, type Holding, type HoldingsDeps } from '../balances/read-holdings.ts';
import type { PortfolioIntent } from './intent.ts';

/** A priced holding; `usdPrice`/`usdValue` are null when nothing prices the token. */
export interface Priced {
  readonly holding: Holding;
  readonly usdPrice: number | null;
  readonly usdValue: number | null;
}

/**
 * The wallet's portfolio across every supported chain: each listed token
 * with a non-zero balance, its USD value, a subtotal per chain and a total.
 * A token nothing prices is listed without a value (and left out of the
 * sums, which the response says). Solana is left out, saying so, when the
 * deployment has no Solana RPC. With `tokens` ("how much is my UNI worth") it values those holdings only, each
 * stated as balance × price (`holdingsValue`); with `chains`, only those chains.
 * @throws TransientError when a chain or the price source does not answer.
 */
export async function readPortfolio(
  deps: HoldingsDeps & { prices: PriceService },
  ctx: JobContext,
  intent: Omit<PortfolioIntent, 'kind'> = {},
): Promise<JobOutcome> {
  const chains: ChainName[] = supportedChainNames.filter(
    (name) => (name !== 'solana' || deps.solana !== undefined) && (!intent.chains || intent.chains.includes(name)),
  );
  await ctx.progress(`Reading your balances on ${chains.join(', ')}.`);
  const wallets = { evm: ctx.account.wallets.evm.address, solana: ctx.account.wallets.solana.address };
  const wanted = intent.tokens?.map((t) => t.toUpperCase());
  const held = (await readHoldings(deps, wallets, { chains, tokens: 'all' })).filter(
    (h) => h.raw > 0n && (!wanted || wanted.includes(h.token.symbol.toUpperCase())),
  );
  await ctx.progress(`Pricing ${held.length} holdings.`);
  const priced = await Promise.all(held.map((holding) => priceHolding(deps.prices, holding)));
  if (intent.tokens) return { response: holdingsValue(priced, intent.tokens, chains), richData: priced.map(holdingEntry) };
  const perChain = chains.map((chain) => {
    const rows = priced.filter((p) => p.holding.chain === chain);
    return { chain, label: rows[0]?.holding.chainLabel ?? chain, rows, subtotal: sum(rows) };
  });
  const total = sum(priced);
  const unpriced = priced.filter((p) => p.usdValue === null);
  const lines = perChain
    .filter((c) => c.rows.length > 0)
    .map(
      (c) =>
        `${c.label} (${formatUsd(c.subtotal)}):\n${c.rows.map((p) => `  ${formatUnits(p.holding.raw, p.holding.token.decimals)} ${p.holding.token.symbol}${p.usdValue === null ? ' (no price)' : ` = ${formatUsd(p.usdValue)}`}`).join('\n')}`,
    );
  const notes = [
    ...(chains.includes('solana') ? [] : ['Solana is not configured here, so it is not included.']),
    ...(unpriced.length
      ? [`No price for ${unpriced.map((p) => `${p.holding.token.symbol} on ${p.holding.chainLabel}`).join(', ')}; left out of the total.`]
      : []),
  ];
  const response =
    held.length === 0 ? `Your wallets hold nothing on ${chains.join(', ')}.` : [`Your portfolio is worth ${formatUsd(total)}.`, ...lines, ...notes].join('\n');
  return {
    response,
    richData: [
      ...priced.map(holdingEntry),
      {
        type: 'portfolio-total',
        totalUsd: round2(total),
        chains: perChain.map((c) => ({ chain: c.chain, subtotalUsd: round2(c.subtotal), holdings: c.rows.length })),
      },
    ],
  };
}

const holdingEntry = (p: Priced): Record<string, unknown> => ({
  type: 'portfolio-holding',
  chain: p.holding.chain,
  ...(p.holding.chainId === undefined ? {} : { chainId: p.holding.chainId }),
  token: {
    symbol: p.holding.token.symbol,
    name: p.holding.token.name,
    decimals: p.holding.token.decimals,
    native: p.holding.token.native,
    ...(p.holding.token.address ? { address: p.holding.token.address } : {}),
  },
  balance: formatUnits(p.holding.raw, p.holding.token.decimals),
  balanceRaw: p.holding.raw.toString(),
  usdPrice: p.usdPrice,
  usdValue: p.usdValue === null ? null : round2(p.usdValue),
});

/** "Your UNI is worth $100.00: 10 UNI × $10.00 on Ethereum.": the value of named holdings, balance and price stated. */
function holdingsValue(priced: readonly Priced[], tokens: readonly string[], chains: readonly ChainName[]): string {
  const what = tokens.join(' and ');
  if (priced.length === 0) return `You hold no ${what} on ${chains.join(', ')}, so it is worth $0.00.`;
  const line = (p: Priced) =>
    `${formatUnits(p.holding.raw, p.holding.token.decimals)} ${p.holding.token.symbol} × ${p.usdPrice === null ? 'no price' : formatUsd(p.usdPrice)} on ${p.holding.chainLabel}${p.usdValue === null ? '' : ` = ${formatUsd(p.usdValue)}`}`;
  if (priced.length === 1) return `Your ${what} is worth ${formatUsd(sum(priced))}: ${line(priced[0]!)}.`;
  return `Your ${what} is worth ${formatUsd(sum(priced))} in all:\n${priced.map(line).join('\n')}`;
}

export async function priceHolding(prices: PriceService, holding: Holding): Promise<Priced> {
  try {
    const { usd } = await prices.usdPrice({
      chain: holding.chain,
      token: holding.token.native ? holding.token.symbol : (holding.token.address ?? holding.token.symbol),
    });
    return { holding, usdPrice: usd, usdValue: usd * Number(formatUnits(holding.raw, holding.token.decimals)) };
  } catch (error) {
    // A token without a market is still held: list it, unpriced. Anything else (an RPC down) fails the job.
    if (isPurserError(error) && !error.retryable) return { holding, usdPrice: null, usdValue: null };
    throw error;
  }
}

/** The dollar value of priced holdings; an unpriced one counts for nothing. */
export const sum = (rows: readonly Priced[]): number => rows.reduce((acc, p) => acc + (p.usdValue ?? 0), 0);
/** Dollars to the cent. */
export const round2 = (usd: number): number => Math.round(usd * 100) / 100;
