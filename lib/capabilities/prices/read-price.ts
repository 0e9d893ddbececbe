import { evmChainByName, solanaChain, type ChainName } from '../../chains/chains.ts';
import type { JobContext, JobOutcome } from '../../jobs/job-context.ts';
import { formatUsd } from '../../market/format-usd.ts';
import type { PriceService } from '../../market/price-service.ts';

export { lookupToken } from './lookup-token.ts';

/**
 * A token's USD price on one chain, from the price port, as words and a
 * `price` richData entry.
 * @param params.token a symbol, contract address or mint; params.chain the resolved chain.
 * @throws PermanentError `UNKNOWN_TOKEN`, `NO_PRICE` from the price port; TransientError when its source does not answer.
 */
export async function readPrice(deps: { prices: PriceService }, ctx: JobContext, params: { token: string; chain: ChainName }): Promise<JobOutcome> {
  const label = params.chain === 'solana' ? solanaChain.label : (evmChainByName(params.chain)?.label ?? params.chain);
  await ctx.progress(`Getting the price of ${params.token} on ${label}.`);
  const { usd, source } = await deps.prices.usdPrice({ chain: params.chain, token: params.token });
  return {
    response: `${params.token} on ${label} is ${formatPrice(usd)} (${source}).`,
    richData: [{ type: 'price', chain: params.chain, token: params.token, usd, source }],
  };
}

/**
 * A price for people: from $1,000 up, four significant digits ($60,000 for a BTC quoted at $59,998.55, $3,000 for
 * ETH at $2,999.94), since a quote's cents there are the noise of the quote (price impact, rounding), not the market;
 * below, dollars and cents (or the digits of a sub-cent price). The richData keeps the quote as it is.
 */
export function formatPrice(usd: number): string {
  return usd >= 1000 ? formatUsd(Number(usd.toPrecision(4))).replace(/\.00$/, '') : formatUsd(usd);
}
