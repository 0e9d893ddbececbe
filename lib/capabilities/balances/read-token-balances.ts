import { formatUnits } from 'viem';
import type { ChainName } from '../../chains/chains.ts';
import type { JobContext, JobOutcome } from '../../jobs/job-context.ts';
import { readListedHoldings, type Holding, type HoldingsDeps } from './read-holdings.ts';

/**
 * Reads the wallet's balances of `tokens` on each of `chains` (native and
 * ERC20 on the EVM chains, SOL and SPL on Solana), straight from the chains,
 * and answers in words and as `balance` richData entries. With `'all'` it
 * lists every listed token the wallet holds (non-zero balances only).
 * @param params.chains already resolved chain names; params.tokens symbols, contract addresses or mints, or `'all'`.
 * @throws PermanentError `UNKNOWN_TOKEN` naming the token and chain (before anything is read),
 *   `SOLANA_NOT_CONFIGURED`; TransientError when an RPC does not answer.
 */
export async function readTokenBalances(deps: HoldingsDeps, ctx: JobContext, params: { chains: ChainName[]; tokens: string[] | 'all' }): Promise<JobOutcome> {
  const what = params.tokens === 'all' ? 'balances' : `${params.tokens.join(', ')} balance${params.tokens.length > 1 ? 's' : ''}`;
  await ctx.progress(`Reading your ${what} on ${params.chains.join(', ')}.`);
  const wallets = { evm: ctx.account.wallets.evm.address, solana: ctx.account.wallets.solana.address };
  const read = await readListedHoldings(deps, wallets, params);
  const rows = params.tokens === 'all' ? read.filter((h) => h.raw > 0n) : read;
  return { response: balancesResponse(rows, params), richData: rows.map(balanceEntry) };
}

/** A holding as a `balance` richData entry (the shape `readBalances` answers too). */
export const balanceEntry = (h: Holding): Record<string, unknown> => ({
  type: 'balance',
  chain: h.chain,
  ...(h.chainId === undefined ? {} : { chainId: h.chainId }),
  address: h.wallet,
  token: {
    symbol: h.token.symbol,
    name: h.token.name,
    decimals: h.token.decimals,
    native: h.token.native,
    ...(h.token.address ? { address: h.token.address } : {}),
  },
  balance: formatUnits(h.raw, h.token.decimals),
  balanceRaw: h.raw.toString(),
});

const amount = (h: Holding): string => `${formatUnits(h.raw, h.token.decimals)} ${h.token.symbol}`;

function balancesResponse(rows: readonly Holding[], params: { chains: ChainName[]; tokens: string[] | 'all' }): string {
  if (rows.length === 0) return `You hold none of the listed tokens on ${params.chains.join(', ')}.`;
  if (rows.length === 1) return `Your ${rows[0]!.token.symbol} balance on ${rows[0]!.chainLabel} is ${amount(rows[0]!)}.`;
  const byChain = new Map<string, Holding[]>();
  for (const row of rows) byChain.set(row.chainLabel, [...(byChain.get(row.chainLabel) ?? []), row]);
  const lines = [...byChain.entries()].map(([label, held]) => `${label}: ${held.map(amount).join(', ')}`);
  return `Your balances:\n${lines.join('\n')}`;
}
