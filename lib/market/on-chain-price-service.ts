import { erc20Abi, type Address } from 'viem';
import { evmChainByName, findEvmToken, findSolanaToken, solanaChain, type EvmChainInfo } from '../chains/chains.ts';
import type { ChainGateway } from '../chains/chain-gateway.ts';
import { toChainError } from '../chains/rpc-error.ts';
import { quoteBestRoute } from '../capabilities/swaps/evm/quote.ts';
import { PermanentError, isPurserError } from '../errors.ts';
import { WRAPPED_SOL_MINT, type SolanaSwapProvider } from '../swaps/solana-swap-provider.ts';
import type { PriceService, UsdPrice } from './price-service.ts';

/**
 * One whole token worth outside this range is re-quoted for about
 * TARGET_QUOTE_USD worth: tiny prices keep their digits, large ones (ETH,
 * BTC) lose the price impact of a whole-token trade.
 */
const QUOTE_RANGE_USD = { min: 1, max: 1000 } as const;
const TARGET_QUOTE_USD = 100;

/**
 * The {@link PriceService} that reads prices from liquidity itself: on the
 * EVM chains a Uniswap V3 QuoterV2 quote of one whole token into the chain's
 * USDC (native tokens through their wrapped token; USDC is 1 by
 * definition), on Solana a quote into USDC from the Solana swap provider
 * (Jupiter in production, the sandbox market maker under `npm start`). The
 * pool fees of the route (and a quote's stated spread) are added back, so the
 * price is the market's, not what a seller would net; a one-token quote worth
 * under $1 is re-asked for about $100 worth, for digits.
 * @param deps.chains the EVM gateway; deps.solanaSwaps the Solana swap provider (Solana prices fail without one).
 */
export function onChainPriceService(deps: { chains: ChainGateway; solanaSwaps?: SolanaSwapProvider }): PriceService {
  return {
    async usdPrice({ chain, token }) {
      if (chain === 'solana') return solanaPrice(deps.solanaSwaps, token);
      const info = evmChainByName(chain);
      if (!info) throw new PermanentError('UNKNOWN_CHAIN', `${chain} is not a supported chain.`);
      return evmPrice(deps.chains, info, token);
    },
  };
}

async function evmPrice(chains: ChainGateway, chain: EvmChainInfo, token: string): Promise<UsdPrice> {
  const client = chains.evm(chain.chainId);
  const usdc = findEvmToken(chain, chain.usdSymbol)!;
  const wanted = token.toUpperCase() === chain.nativeSymbol.toUpperCase() ? chain.wrappedNativeSymbol : token;
  let tokenIn: { symbol: string; address: Address; decimals: number } | undefined = findEvmToken(chain, wanted);
  if (!tokenIn && /^0x[0-9a-fA-F]{40}$/.test(token)) {
    // A contract outside the registry: its decimals come from the chain.
    const decimals = await client.readContract({ address: token as Address, abi: erc20Abi, functionName: 'decimals' }).catch(() => undefined);
    if (decimals === undefined) throw unknownToken(token, chain.label);
    tokenIn = { symbol: token, address: token as Address, decimals };
  }
  if (!tokenIn) throw unknownToken(token, chain.label);
  const source = `Uniswap V3 quoter on ${chain.label}`;
  if (tokenIn.address === usdc.address) return { usd: 1, source };
  const quote = async (amountIn: bigint): Promise<number> => {
    try {
      const { amountOut, route } = await quoteBestRoute(client, chain, { tokenIn, tokenOut: usdc, amountIn });
      // The quote is net of each pool's fee: add it back for the market price.
      const kept = route.fees.reduce((acc, fee) => acc * (1 - fee / 1_000_000), 1);
      return Number(amountOut) / 10 ** usdc.decimals / (Number(amountIn) / 10 ** tokenIn.decimals) / kept;
    } catch (error) {
      if (isPurserError(error) && error.code === 'NO_ROUTE') {
        throw new PermanentError('NO_PRICE', `No Uniswap pool on ${chain.label} prices ${tokenIn.symbol} in ${usdc.symbol}.`, { cause: error });
      }
      throw toChainError(error, chain.label);
    }
  };
  const one = 10n ** BigInt(tokenIn.decimals);
  const usd = await quote(one);
  if (usd >= QUOTE_RANGE_USD.min && usd <= QUOTE_RANGE_USD.max) return { usd, source };
  return { usd: await quote(scaledAmount(one, usd)), source };
}

async function solanaPrice(swaps: SolanaSwapProvider | undefined, token: string): Promise<UsdPrice> {
  if (!swaps)
    throw new PermanentError('SOLANA_NOT_CONFIGURED', 'Solana prices need a Solana swap provider (Jupiter), which this deployment does not configure.');
  const usdc = findSolanaToken('USDC')!;
  const isSol = token.toUpperCase() === 'SOL' || token === WRAPPED_SOL_MINT;
  const known = isSol ? { mint: WRAPPED_SOL_MINT, decimals: solanaChain.nativeDecimals, symbol: 'SOL' } : findSolanaToken(token);
  if (!known) throw unknownToken(token, solanaChain.label);
  const source = 'Solana swap quote in USDC';
  if (known.mint === usdc.mint) return { usd: 1, source };
  const quote = async (amount: bigint): Promise<number> => {
    const { outAmount, raw } = await swaps.quote({ inputMint: known.mint, outputMint: usdc.mint, amount, slippageBps: 0 });
    // A quote that names its spread (the sandbox market maker's does) is net of it: add it back for the market price.
    const spreadBps = typeof (raw as { spreadBps?: unknown } | null)?.spreadBps === 'number' ? (raw as { spreadBps: number }).spreadBps : 0;
    return Number(outAmount) / 10 ** usdc.decimals / (Number(amount) / 10 ** known.decimals) / (1 - spreadBps / 10_000);
  };
  const one = 10n ** BigInt(known.decimals);
  const usd = await quote(one);
  if (usd >= QUOTE_RANGE_USD.min && usd <= QUOTE_RANGE_USD.max) return { usd, source };
  return { usd: await quote(scaledAmount(one, usd)), source };
}

/** Base units worth about TARGET_QUOTE_USD at a rough price of `roughUsd` per `one` whole token (at least one base unit). */
function scaledAmount(one: bigint, roughUsd: number): bigint {
  // A quote of 0 out leaves no estimate: try a million tokens, for digits.
  if (roughUsd <= 0) return one * 1_000_000n;
  return BigInt(Math.max(1, Math.round((Number(one) * TARGET_QUOTE_USD) / roughUsd)));
}

const unknownToken = (token: string, chainLabel: string): PermanentError =>
  new PermanentError('UNKNOWN_TOKEN', `I don't know a token ${token} on ${chainLabel}.`, { details: { token, chain: chainLabel } });
