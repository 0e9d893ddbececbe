/**
 * Swap volume on Solana from a swap venue's own history, read with standard
 * JSON-RPC only: `getSignaturesForAddress` on the venue's address (newest
 * first, paged back to the window's first slot), then `getTransaction` for
 * each, whose `pre/postTokenBalances` and lamport balances give the venue's
 * side of both legs. The sandbox's market maker is such a venue: every swap
 * it makes is one transaction it co-signs, paying one token and receiving
 * another.
 */
import { PublicKey, type ConfirmedSignatureInfo, type VersionedTransactionResponse } from '@solana/web3.js';
import type { SolanaGateway } from '../../chains/solana-gateway.ts';
import { findSolanaToken, solanaChain } from '../../chains/chains.ts';
import { isPurserError } from '../../errors.ts';
import type { PriceService } from '../../market/price-service.ts';
import { WRAPPED_SOL_MINT } from '../../swaps/solana-swap-provider.ts';
import type { TrendingToken } from './market-data.ts';

/** Solana's target slot time; windows are given in seconds and read in slots. */
export const SOLANA_SLOT_SECONDS = 0.4;
const PAGE = 1000;
/** At most this many signatures are read per ranking, newest first (a busy venue's older swaps fall out). */
const MAX_SIGNATURES = 10_000;
const TRANSACTIONS_AT_ONCE = 16;
/** The quote token of every pair counts for the other side, as USDC does in the EVM ranking; SOL for pairs without USDC. */
const ANCHORS = [findSolanaToken('USDC')!.mint, WRAPPED_SOL_MINT];

/** One leg of a swap as the venue saw it: base units of `mint`, signed (positive: the venue received). */
interface Leg {
  readonly mint: string;
  readonly decimals: number;
  readonly delta: bigint;
}

/**
 * Tokens ranked by USD volume of the swaps `venue` made in the last `windowSlots` slots.
 * A swap counts for its non-anchor side (the traded token against USDC, or against SOL
 * without USDC; SOL itself against USDC), valued at the token's current price.
 * @throws TransientError when the RPC does not answer; PermanentError for an RPC error.
 */
export async function solanaSwapVolumes(
  deps: { solana: SolanaGateway; prices: PriceService },
  params: { venue: string; windowSlots: number },
): Promise<TrendingToken[]> {
  const venue = new PublicKey(params.venue);
  const traded = new Map<string, { decimals: number; amount: bigint; swaps: number }>();
  // The gateway's errors are already ours (SOLANA_RPC_UNAVAILABLE and the like).
  const fromSlot = Math.max(0, (await deps.solana.getSlot()) - params.windowSlots);
  const signatures = await signaturesSince(deps.solana, venue, fromSlot);
  for (let i = 0; i < signatures.length; i += TRANSACTIONS_AT_ONCE) {
    const batch = signatures.slice(i, i + TRANSACTIONS_AT_ONCE);
    const transactions = await Promise.all(batch.map((s) => deps.solana.getTransaction(s.signature)));
    for (const tx of transactions) {
      const leg = tx ? countedLeg(venueLegs(tx, venue)) : undefined;
      if (!leg) continue;
      const entry = traded.get(leg.mint) ?? { decimals: leg.decimals, amount: 0n, swaps: 0 };
      traded.set(leg.mint, { decimals: leg.decimals, amount: entry.amount + (leg.delta < 0n ? -leg.delta : leg.delta), swaps: entry.swaps + 1 });
    }
  }
  const rows = await Promise.all(
    [...traded.entries()].map(async ([mint, { decimals, amount, swaps }]) => {
      const symbol = mint === WRAPPED_SOL_MINT ? solanaChain.nativeSymbol : (findSolanaToken(mint)?.symbol ?? mint);
      const usd = await priceOrZero(deps.prices, mint === WRAPPED_SOL_MINT ? solanaChain.nativeSymbol : mint);
      return { symbol, address: mint, volumeUsd: usd * (Number(amount) / 10 ** decimals), swaps };
    }),
  );
  return rows.sort((a, b) => b.volumeUsd - a.volumeUsd);
}

/** Successful transactions that loaded `venue` from `fromSlot` on, newest first. */
async function signaturesSince(solana: SolanaGateway, venue: PublicKey, fromSlot: number): Promise<ConfirmedSignatureInfo[]> {
  const out: ConfirmedSignatureInfo[] = [];
  let before: string | undefined;
  while (out.length < MAX_SIGNATURES) {
    const page = await solana.getSignaturesForAddress(venue, { limit: PAGE, ...(before ? { before } : {}) });
    for (const info of page) {
      if (info.slot < fromSlot) return out;
      if (info.err === null) out.push(info);
    }
    if (page.length < PAGE) return out;
    before = page[page.length - 1]!.signature;
  }
  return out;
}

/**
 * The venue's balance changes in `tx`, per mint: token accounts it owns, and its lamports
 * as SOL (the payer is the trader, so the venue's lamports move only by the SOL leg).
 * Empty unless the venue signed: faucet top-ups of its inventory are not swaps.
 */
function venueLegs(tx: VersionedTransactionResponse, venue: PublicKey): Leg[] {
  const { meta } = tx;
  if (!meta || meta.err !== null) return [];
  const message = tx.transaction.message;
  const keys = [...message.staticAccountKeys, ...(meta.loadedAddresses?.writable ?? []), ...(meta.loadedAddresses?.readonly ?? [])];
  const index = keys.findIndex((k) => k.equals(venue));
  if (index === -1 || index >= message.header.numRequiredSignatures) return [];
  const owner = venue.toBase58();
  const byMint = new Map<string, { decimals: number; delta: bigint }>();
  const add = (mint: string, decimals: number, delta: bigint) => {
    const entry = byMint.get(mint) ?? { decimals, delta: 0n };
    byMint.set(mint, { decimals, delta: entry.delta + delta });
  };
  for (const b of meta.postTokenBalances ?? []) if (b.owner === owner) add(b.mint, b.uiTokenAmount.decimals, BigInt(b.uiTokenAmount.amount));
  for (const b of meta.preTokenBalances ?? []) if (b.owner === owner) add(b.mint, b.uiTokenAmount.decimals, -BigInt(b.uiTokenAmount.amount));
  const lamports = BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0);
  if (lamports !== 0n) add(WRAPPED_SOL_MINT, solanaChain.nativeDecimals, lamports);
  return [...byMint.entries()].filter(([, { delta }]) => delta !== 0n).map(([mint, { decimals, delta }]) => ({ mint, decimals, delta }));
}

/** The leg a swap counts for: exactly one leg in and one out, else it is no swap (undefined). */
function countedLeg(legs: readonly Leg[]): Leg | undefined {
  if (legs.length !== 2) return undefined;
  const [a, b] = legs as [Leg, Leg];
  if (a.delta > 0n === b.delta > 0n) return undefined;
  for (const anchor of ANCHORS) {
    if (a.mint === anchor) return b;
    if (b.mint === anchor) return a;
  }
  // Neither side is an anchor: the token the trader bought (the venue paid out) is the one in demand.
  return a.delta < 0n ? a : b;
}

async function priceOrZero(prices: PriceService, token: string): Promise<number> {
  try {
    return (await prices.usdPrice({ chain: 'solana', token })).usd;
  } catch (error) {
    // A token without a price keeps its swap count but ranks by no volume.
    if (isPurserError(error) && !error.retryable) return 0;
    throw error;
  }
}
