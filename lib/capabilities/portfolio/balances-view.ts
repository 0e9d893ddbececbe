import { formatUnits } from 'viem';
import type { Account } from '../../accounts/account.ts';
import { supportedChainNames, type ChainName } from '../../chains/chains.ts';
import { BadRequestError } from '../../errors.ts';
import type { PriceService } from '../../market/price-service.ts';
import { readHoldings, type HoldingsDeps } from '../balances/read-holdings.ts';
import { priceHolding, round2, sum, type Priced } from './read-portfolio.ts';

/**
 * `GET /agent/balances`: every non-zero holding per chain with its dollar value, in the shape the published bankr
 * client reads (`BalancesResponse` of `@bankr/cli`): chains keyed as that client spells them (`mainnet` for Ethereum),
 * amounts as decimal strings and numbers, USD as it prints them. A token nothing prices counts as $0.
 */

/** The client's chain names; Purser's own are accepted too. */
const clientNames: Readonly<Record<ChainName, string>> = { base: 'base', ethereum: 'mainnet', polygon: 'polygon', unichain: 'unichain', solana: 'solana' };
const byName = new Map<string, ChainName>([
  ...supportedChainNames.map((chain) => [chain, chain] as const),
  ...supportedChainNames.map((chain) => [clientNames[chain], chain] as const),
]);

/**
 * The chains of a `?chains=base,mainnet` query: every supported chain when absent (Solana only where configured).
 * @throws BadRequestError `UNSUPPORTED_CHAIN` naming the chains it does not know and the ones it does.
 */
export function balancesChains(query: string | undefined, solanaConfigured: boolean): ChainName[] {
  const names = (query ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.length === 0) return supportedChainNames.filter((chain) => chain !== 'solana' || solanaConfigured);
  const unknown = names.filter((name) => !byName.has(name));
  if (unknown.length > 0) {
    throw new BadRequestError(
      'UNSUPPORTED_CHAIN',
      `Unknown chain ${unknown.join(', ')}; chains are ${supportedChainNames.map((c) => clientNames[c]).join(', ')}.`,
      {
        details: { field: 'chains' },
      },
    );
  }
  return [...new Set(names.map((name) => byName.get(name)!))];
}

interface ChainBalances {
  nativeBalance: string;
  nativeUsd: string;
  tokenBalances: {
    network: string;
    token: {
      balance: number;
      balanceUSD: number;
      baseToken: { name: string; address: string; symbol: string; price: number; imgUrl: string; decimals: number };
    };
  }[];
  total: string;
}

const usd = (value: number): string => value.toFixed(2);

/** The account's balances on `chains`, valued. @throws TransientError when a chain or the price source does not answer. */
export async function readBalancesView(deps: HoldingsDeps & { prices: PriceService }, account: Account, chains: readonly ChainName[]) {
  const wallets = { evm: account.wallets.evm.address, solana: account.wallets.solana.address };
  const held = (await readHoldings(deps, wallets, { chains, tokens: 'all' })).filter((h) => h.raw > 0n || h.token.native);
  const priced: Priced[] = await Promise.all(held.map((holding) => priceHolding(deps.prices, holding)));
  const balances: Record<string, ChainBalances> = {};
  for (const chain of chains) {
    const rows = priced.filter((p) => p.holding.chain === chain);
    const native = rows.find((p) => p.holding.token.native);
    const tokens = rows.filter((p) => !p.holding.token.native && p.holding.raw > 0n);
    balances[clientNames[chain]] = {
      nativeBalance: native ? formatUnits(native.holding.raw, native.holding.token.decimals) : '0',
      nativeUsd: usd(native?.usdValue ?? 0),
      tokenBalances: tokens.map((p) => ({
        network: clientNames[chain],
        token: {
          balance: Number(formatUnits(p.holding.raw, p.holding.token.decimals)),
          balanceUSD: round2(p.usdValue ?? 0),
          baseToken: {
            name: p.holding.token.name,
            address: p.holding.token.address ?? '',
            symbol: p.holding.token.symbol,
            price: p.usdPrice ?? 0,
            imgUrl: '',
            decimals: p.holding.token.decimals,
          },
        },
      })),
      total: usd(sum(rows)),
    };
  }
  return { success: true, evmAddress: account.wallets.evm.address, solAddress: account.wallets.solana.address, balances };
}
