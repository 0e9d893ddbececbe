/**
 * What a confirmed Solana swap did, for the job's answer: the amounts that
 * actually moved, read from the transaction's balances (the quote's figures
 * when the node no longer has it).
 */
import type { PublicKey, ParsedTransactionMeta, TokenBalance } from '@solana/web3.js';
import type { JobOutcome } from '../../../jobs/job-context.ts';
import type { SolanaGateway } from '../../../chains/solana-gateway.ts';
import { WRAPPED_SOL_MINT } from '../../../swaps/solana-swap-provider.ts';
import { formatBaseUnits } from '../../transfers/solana/solana-transfer-input.ts';
import type { SolanaStep, SolanaStepSwap } from '../../transfers/solana/solana-step-store.ts';
import type { SolanaSwapToken } from './solana-swap-token.ts';

/** A swap step that bought an exact output: the step record's swap with the buy's own figures beside it. */
export interface SolanaStepBuy extends SolanaStepSwap {
  readonly side: 'buy';
  /** Decimal, as asked. */
  readonly amountOut: string;
  readonly amountOutRaw: string;
  /** The most input the transaction may take. */
  readonly maxInRaw: string;
}

/** The buy's figures when the step bought an exact output. */
export const stepBuy = (swap: SolanaStepSwap): SolanaStepBuy | undefined =>
  (swap as Partial<SolanaStepBuy>).side === 'buy' ? (swap as SolanaStepBuy) : undefined;

type Meta = Pick<ParsedTransactionMeta, 'fee' | 'preBalances' | 'postBalances' | 'preTokenBalances' | 'postTokenBalances'>;

/** How much of `mint` (SOL for the wrapped-SOL mint of a native token) the wallet gained in the transaction; negative when it paid. */
function walletDelta(meta: Meta, owner: string, token: SolanaSwapToken): bigint {
  if (token.native) {
    // The wallet is the fee payer, account 0; the fee is not part of the trade.
    return BigInt(meta.postBalances[0]!) - BigInt(meta.preBalances[0]!) + BigInt(meta.fee);
  }
  const sum = (balances: readonly TokenBalance[] | null | undefined) =>
    (balances ?? []).filter((b) => b.owner === owner && b.mint === token.mint).reduce((total, b) => total + BigInt(b.uiTokenAmount.amount), 0n);
  return sum(meta.postTokenBalances) - sum(meta.preTokenBalances);
}

/** Lamports now held by the wallet's token accounts that did not exist before the transaction (their rent). */
function rentOfNewAccounts(meta: Meta, owner: string): bigint {
  const before = new Set((meta.preTokenBalances ?? []).map((b) => b.accountIndex));
  return (meta.postTokenBalances ?? [])
    .filter((b) => b.owner === owner && !before.has(b.accountIndex) && BigInt(meta.preBalances[b.accountIndex] ?? 0) === 0n)
    .reduce((total, b) => total + BigInt(meta.postBalances[b.accountIndex] ?? 0), 0n);
}

async function amountsMoved(
  gateway: SolanaGateway,
  step: SolanaStep,
  wallet: PublicKey,
  tokenIn: SolanaSwapToken,
  tokenOut: SolanaSwapToken,
): Promise<{ spent: bigint; received: bigint; feeLamports?: bigint }> {
  const quoted = { spent: BigInt(step.swap!.amountInRaw), received: BigInt(step.swap!.quotedOutRaw) };
  const tx = await gateway.getTransaction(step.signature).catch(() => null);
  const meta = tx?.meta;
  if (!meta) return quoted;
  const owner = wallet.toBase58();
  // Paying in SOL, the wallet also paid the rent of any token account the swap opened for it; that is not the price.
  const rent = tokenIn.native ? rentOfNewAccounts(meta, owner) : 0n;
  return { spent: -walletDelta(meta, owner, tokenIn) - rent, received: walletDelta(meta, owner, tokenOut), feeLamports: BigInt(meta.fee) };
}

/**
 * The job's answer for a confirmed swap step: the amounts in and out as they moved, the fee, the signature.
 * A buy states the exact amount received, what it actually cost, the quote and the most it could have cost.
 */
export async function solanaSwapOutcome(
  gateway: SolanaGateway,
  step: SolanaStep,
  wallet: PublicKey,
  tokenIn: SolanaSwapToken,
  tokenOut: SolanaSwapToken,
): Promise<JobOutcome> {
  const s = step.swap!;
  const buy = stepBuy(s);
  const { spent, received, feeLamports } = await amountsMoved(gateway, step, wallet, tokenIn, tokenOut);
  const fmtOut = formatBaseUnits(received, s.decimalsOut);
  const fee = feeLamports === undefined ? '' : ` (fee ${formatBaseUnits(feeLamports, 9)} SOL)`;
  const response = buy
    ? `Bought ${fmtOut} ${s.symbolOut} for ${formatBaseUnits(spent, s.decimalsIn)} ${s.symbolIn} on Solana via ${s.routeLabel}` +
      ` (quoted ${formatBaseUnits(BigInt(s.amountInRaw), s.decimalsIn)} ${s.symbolIn}, at most ${formatBaseUnits(BigInt(buy.maxInRaw), s.decimalsIn)})${fee}.`
    : `Swapped ${s.amountIn} ${s.symbolIn} for ${fmtOut} ${s.symbolOut} on Solana via ${s.routeLabel}${fee}.`;
  return {
    response: `${response}\nTransaction: ${step.signature}`,
    richData: [
      {
        type: 'swap',
        ...(buy ? { side: 'buy' } : {}),
        chain: 'solana',
        provider: s.provider,
        route: s.routeLabel,
        tokenIn: { symbol: s.symbolIn, mint: s.inputMint, decimals: s.decimalsIn, native: s.inputMint === WRAPPED_SOL_MINT },
        tokenOut: { symbol: s.symbolOut, mint: s.outputMint, decimals: s.decimalsOut, native: tokenOut.native },
        ...(buy
          ? {
              amountIn: formatBaseUnits(spent, s.decimalsIn),
              amountInRaw: spent.toString(),
              quotedAmountInRaw: s.amountInRaw,
              maxAmountInRaw: buy.maxInRaw,
            }
          : { amountIn: formatBaseUnits(BigInt(s.amountInRaw), s.decimalsIn), amountInRaw: s.amountInRaw }),
        amountOut: fmtOut,
        amountOutRaw: received.toString(),
        ...(buy ? {} : { quotedAmountOutRaw: s.quotedOutRaw, minAmountOutRaw: s.minOutRaw }),
        slippageBps: s.slippageBps,
        ...(feeLamports === undefined ? {} : { feeLamports: feeLamports.toString() }),
        transactionHash: step.signature,
        slot: step.slot,
      },
    ],
    metadata: { transactionHash: step.signature, chain: 'solana' },
  };
}
