import { PublicKey } from '@solana/web3.js';
import { formatUnits, getAddress, parseAbi, type Address } from 'viem';
import { evmChainByName, evmChains, findSolanaToken, solanaChain, type ChainName, type EvmChainInfo } from '../../chains/chains.ts';
import type { ChainGateway } from '../../chains/chain-gateway.ts';
import { toChainError } from '../../chains/rpc-error.ts';
import type { SolanaGateway } from '../../chains/solana-gateway.ts';
import type { JobContext, JobOutcome } from '../../jobs/job-context.ts';
import { PermanentError, isPurserError } from '../../errors.ts';
import { formatUsd } from '../../market/format-usd.ts';
import type { PriceService } from '../../market/price-service.ts';
import type { SolanaSwapProvider } from '../../swaps/solana-swap-provider.ts';
import { anchorPools, poolBalances } from './pool-liquidity.ts';

const erc20MetadataAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
]);

/** What a lookup found on one chain. `liquidityUsd` null: unknown ('n/a'). */
interface Found {
  readonly chain: ChainName;
  readonly chainLabel: string;
  readonly address: string;
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  usdPrice: number | null;
  liquidityUsd: number | null;
  liquidityNote: string;
}

type LookupDeps = { chains: ChainGateway; prices: PriceService; solana?: SolanaGateway | undefined; solanaSwaps?: SolanaSwapProvider | undefined };

/**
 * Looks a token up by contract address or mint: name, symbol and decimals
 * read from the chain (ERC20 metadata, the SPL mint account; SPL names come
 * from the registry, as the sandbox has no metadata program), its USD
 * price, and its liquidity (EVM: the dollar value of the token held by its
 * Uniswap V3 pools against USDC and the wrapped native token; Solana: the
 * sandbox market maker's inventory, or n/a). Without a chain it searches
 * every EVM chain for a 0x address, Solana for a base58 mint, and says
 * where it found the token.
 * @throws PermanentError `TOKEN_NOT_FOUND` when no searched chain has a token there;
 *   TransientError when an RPC does not answer.
 */
export async function lookupToken(deps: LookupDeps, ctx: JobContext, params: { address: string; chain?: ChainName }): Promise<JobOutcome> {
  const address = params.address.trim();
  const isEvm = /^0x[0-9a-fA-F]{40}$/.test(address);
  const isMint = !isEvm && isBase58Key(address);
  const searched: ChainName[] = params.chain ? [params.chain] : isEvm ? evmChains.map((c) => c.name) : isMint ? ['solana'] : [];
  await ctx.progress(`Looking up ${address} on ${searched.join(', ') || 'no chain (not an address)'}.`);
  const results = await Promise.all(
    searched.map((name) => {
      if (name === 'solana') return isMint ? findSolanaMint(deps, address) : undefined;
      return isEvm ? findEvmToken(deps.chains, evmChainByName(name)!, getAddress(address.toLowerCase())) : undefined;
    }),
  );
  const found = results.filter((f): f is Found => f !== undefined);
  if (found.length === 0) {
    const where = searched.length ? `on ${searched.join(', ')}` : 'anywhere: it is neither a 0x contract address nor a Solana mint';
    throw new PermanentError('TOKEN_NOT_FOUND', `No token found at ${address} ${where}.`, { details: { address, chains: searched } });
  }
  await ctx.progress(`Found ${found.map((f) => `${f.symbol} on ${f.chainLabel}`).join(', ')}; reading price and liquidity.`);
  await Promise.all(found.map((f) => priceAndLiquidity(deps, f)));
  const lines = found.map(
    (f) =>
      `${f.chainLabel}: ${f.name} (${f.symbol}), ${f.decimals} decimals, price ${f.usdPrice === null ? 'n/a' : formatUsd(f.usdPrice)}, ` +
      `liquidity ${f.liquidityUsd === null ? 'n/a' : formatUsd(f.liquidityUsd)}${f.liquidityNote ? ` (${f.liquidityNote})` : ''}.`,
  );
  const foundOn = found.map((f) => f.chainLabel).join(', ');
  const shown = found[0]!.address;
  const response = params.chain ? `${shown}\n${lines.join('\n')}` : `${shown} is a token on ${foundOn}.\n${lines.join('\n')}`;
  return {
    response,
    richData: found.map((f) => ({
      type: 'token',
      chain: f.chain,
      address: f.address,
      name: f.name,
      symbol: f.symbol,
      decimals: f.decimals,
      usdPrice: f.usdPrice,
      liquidityUsd: f.liquidityUsd === null ? null : Math.round(f.liquidityUsd * 100) / 100,
    })),
  };
}

async function findEvmToken(chains: ChainGateway, chain: EvmChainInfo, address: Address): Promise<Found | undefined> {
  const client = chains.evm(chain.chainId);
  const [name, symbol, decimals] = await client
    .multicall({
      multicallAddress: chain.protocols.multicall3,
      allowFailure: true,
      contracts: (['name', 'symbol', 'decimals'] as const).map((functionName) => ({ address, abi: erc20MetadataAbi, functionName })),
    })
    .catch((error: unknown) => {
      throw toChainError(error, chain.label);
    });
  if (symbol?.status !== 'success' || decimals?.status !== 'success') return undefined;
  return {
    chain: chain.name,
    chainLabel: chain.label,
    address,
    name: name?.status === 'success' ? String(name.result) : String(symbol.result),
    symbol: String(symbol.result),
    decimals: Number(decimals.result),
    usdPrice: null,
    liquidityUsd: null,
    liquidityNote: '',
  };
}

async function findSolanaMint(deps: LookupDeps, mint: string): Promise<Found | undefined> {
  if (!deps.solana) throw new PermanentError('SOLANA_NOT_CONFIGURED', 'Solana lookups need the Solana RPC, which this deployment does not configure.');
  const account = await deps.solana.getParsedAccount(new PublicKey(mint));
  const parsed = (account?.data as { parsed?: { type?: string; info?: { decimals?: number } } } | undefined)?.parsed;
  if (parsed?.type !== 'mint' || parsed.info?.decimals === undefined) return undefined;
  const known = findSolanaToken(mint);
  return {
    chain: 'solana',
    chainLabel: solanaChain.label,
    address: mint,
    name: known?.name ?? 'unknown (no metadata)',
    symbol: known?.symbol ?? mint.slice(0, 4),
    decimals: parsed.info.decimals,
    usdPrice: null,
    liquidityUsd: null,
    liquidityNote: '',
  };
}

async function priceAndLiquidity(deps: LookupDeps, f: Found): Promise<void> {
  try {
    f.usdPrice = (await deps.prices.usdPrice({ chain: f.chain, token: f.address })).usd;
  } catch (error) {
    if (!isPurserError(error) || error.retryable) throw error;
    f.liquidityNote = 'no market prices it';
    return;
  }
  if (f.chain === 'solana') {
    const held = await venueInventory(deps, f.address);
    if (held === undefined) {
      f.liquidityNote = 'no market maker inventory to read';
      return;
    }
    if (held === 0n) {
      f.liquidityNote = 'the sandbox market maker restocks on demand, so its inventory is no limit';
      return;
    }
    f.liquidityUsd = f.usdPrice * Number(formatUnits(held, f.decimals));
    f.liquidityNote = 'sandbox market maker inventory; it restocks on demand';
    return;
  }
  const chain = evmChainByName(f.chain)!;
  const client = deps.chains.evm(chain.chainId);
  try {
    const pools = await anchorPools(client, chain, f.address as Address);
    const held = (await poolBalances(client, chain, f.address as Address, pools)).reduce((a, b) => a + b, 0n);
    f.liquidityUsd = f.usdPrice * Number(formatUnits(held, f.decimals));
    const against = [...new Set(pools.map((p) => p.against))].join(' and ') || `${chain.usdSymbol} or ${chain.wrappedNativeSymbol}`;
    f.liquidityNote = `in ${pools.length} Uniswap V3 pool${pools.length === 1 ? '' : 's'} against ${against}`;
  } catch (error) {
    throw toChainError(error, chain.label);
  }
}

/** Base units of `mint` the swap provider's venue holds (the sandbox market maker); undefined for a provider without one (Jupiter). */
async function venueInventory(deps: LookupDeps, mint: string): Promise<bigint | undefined> {
  const maker = await deps.solanaSwaps?.venue?.();
  if (!maker || !deps.solana) return undefined;
  const accounts = await deps.solana.getParsedTokenAccounts(new PublicKey(maker), { mint: new PublicKey(mint) });
  return accounts.reduce(
    (acc, { account }) =>
      acc + BigInt((account.data as { parsed?: { info?: { tokenAmount?: { amount?: string } } } }).parsed?.info?.tokenAmount?.amount ?? '0'),
    0n,
  );
}

function isBase58Key(text: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text)) return false;
  try {
    new PublicKey(text);
    return true;
  } catch {
    return false;
  }
}
