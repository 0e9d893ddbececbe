import { formatUnits, parseUnits } from 'viem';
import { PermanentError } from '../errors.ts';
import { evmChainByName, findEvmToken, findSolanaToken, solanaChain, type ChainName } from '../chains/chains.ts';
import type { Amount } from './transfers/intent.ts';
import { readHoldings, type HoldingsDeps } from './balances/read-holdings.ts';
import type { ChainGateway } from '../chains/chain-gateway.ts';
import type { SolanaGateway } from '../chains/solana-gateway.ts';
import type { PriceService } from '../market/price-service.ts';
import type { JobContext } from '../jobs/job-context.ts';
import { usdPegged } from '../language/token-registry.ts';

/** What a native-token "all" or "max" leaves behind for fees. */
const nativeReserve: Record<string, string> = { ETH: '0.0005', POL: '0.5', SOL: '0.01' };

function tokenInfo(chain: ChainName, token: string): { symbol: string; decimals: number; native: boolean } {
  if (chain === 'solana') {
    if (token.toUpperCase() === 'SOL') return { symbol: 'SOL', decimals: solanaChain.nativeDecimals, native: true };
    const found = findSolanaToken(token);
    if (!found) throw new PermanentError('UNKNOWN_TOKEN', `${token} is not a token I know on Solana.`);
    return { symbol: found.symbol, decimals: found.decimals, native: false };
  }
  const evm = evmChainByName(chain)!;
  if (token.toUpperCase() === evm.nativeSymbol) return { symbol: evm.nativeSymbol, decimals: evm.nativeDecimals, native: true };
  const found = findEvmToken(evm, token);
  if (!found) throw new PermanentError('UNKNOWN_TOKEN', `${token} is not a token I know on ${evm.label}.`);
  return { symbol: found.symbol, decimals: found.decimals, native: false };
}

/**
 * Turns "$20 of", "half" or "max" into an exact token amount (decimal string)
 * before anything moves: dollars at the current price, shares of the wallet's
 * current balance (keeping a little of a native token for fees). The result is
 * what the job then sends or swaps, and what its response states.
 * @throws PermanentError when the balance is zero or the amount rounds to nothing.
 */
export async function resolveAmount(
  deps: HoldingsDeps & { prices: PriceService },
  ctx: JobContext,
  input: { chain: ChainName; token: string; amount: Amount },
): Promise<string> {
  const { amount } = input;
  if (amount.kind === 'exact') return amount.value;
  const info = tokenInfo(input.chain, input.token);
  if (amount.kind === 'usd') {
    // "$15 in USDT", "15 dollars of DAI": a dollar stablecoin is counted as people count it, one token a dollar, never
    // at its market price of the moment ($15 of USDT once sent 15.000299 USDT).
    if (usdPegged.has(info.symbol.toUpperCase())) {
      const exact = formatUnits(parseUnits(amount.value, info.decimals), info.decimals);
      await ctx.progress(`$${amount.value} of ${info.symbol}, a dollar stablecoin, is ${exact} ${info.symbol}.`);
      return exact;
    }
    const { usd } = await deps.prices.usdPrice({ chain: input.chain, token: info.symbol });
    const units = (parseUnits(amount.value, 18) * 10n ** BigInt(info.decimals)) / parseUnits(usd.toFixed(18), 18);
    if (units === 0n) throw new PermanentError('INVALID_AMOUNT', `$${amount.value} is less than one unit of ${info.symbol}.`);
    const exact = formatUnits(units, info.decimals);
    await ctx.progress(`$${amount.value} of ${info.symbol} at $${usd.toPrecision(6)} is ${exact} ${info.symbol}.`);
    return exact;
  }
  const wallets = { evm: ctx.account.wallets.evm.address, solana: ctx.account.wallets.solana.address };
  const [holding] = await readHoldings(deps, wallets, { chains: [input.chain], tokens: [info.symbol] });
  let balance = holding?.raw ?? 0n;
  if (info.native && amount.value === 1) balance -= parseUnits(nativeReserve[info.symbol] ?? '0', info.decimals);
  const units = (balance * BigInt(Math.round(amount.value * 10_000))) / 10_000n;
  if (units <= 0n) throw new PermanentError('INSUFFICIENT_FUNDS', `Your ${info.symbol} balance on ${input.chain} is too low for that. Nothing was sent.`);
  const exact = formatUnits(units, info.decimals);
  await ctx.progress(`${amount.value === 1 ? 'All' : `${amount.value * 100}%`} of your ${info.symbol} is ${exact} ${info.symbol}.`);
  return exact;
}

/**
 * {@link resolveAmount}, worked out once per job: a resumed attempt (its first one died after sending) uses the same
 * number, not a share of what is left or a dollar value at today's price.
 */
export function resolvedOnce(
  deps: { readonly chains: ChainGateway; readonly solana?: SolanaGateway | undefined; readonly prices: PriceService },
  ctx: JobContext,
  input: { chain: ChainName; token: string; amount: Amount },
): Promise<string> {
  if (input.amount.kind === 'exact') return Promise.resolve(input.amount.value);
  const resolve = () => resolveAmount(deps, ctx, input);
  return ctx.remember ? ctx.remember('amount', resolve) : resolve();
}
