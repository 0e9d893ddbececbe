/**
 * Swaps on Solana as a job step, exactly once, exact-in or exact-out (a buy
 * of an exact amount): quote with the swap provider,
 * build its (partially signed) transaction, commit the job, co-sign with the
 * wallet's KMS Ed25519 key, record the signed transaction, then send and
 * confirm. A retry finishes the recorded transaction; only when its blockhash
 * expired without it landing is the swap quoted and signed again.
 */
import { PublicKey, VersionedTransaction } from '@solana/web3.js';
import type { Clock } from '../../../core/clock.ts';
import { ACCOUNT_SIZE, getAccountLenForMint, getAssociatedTokenAddressSync, unpackAccount, unpackMint } from '@solana/spl-token';
import { PermanentError } from '../../../errors.ts';
import type { JobContext, JobOutcome } from '../../../jobs/job-context.ts';
import type { SolanaGateway } from '../../../chains/solana-gateway.ts';
import type { KeyVault } from '../../../wallets/key-vault.ts';
import { signSolanaTransaction } from '../../../wallets/solana-signer.ts';
import type { SolanaQuote, SolanaSwapProvider } from '../../../swaps/solana-swap-provider.ts';
import { firstSignature, runSolanaStep } from '../../transfers/solana/finish-solana-step.ts';
import { formatBaseUnits } from '../../transfers/solana/solana-transfer-input.ts';
import type { SolanaStep, SolanaStepStore, SolanaStepSwap } from '../../transfers/solana/solana-step-store.ts';
import { parseTokenAmount } from '../../transfers/parse-token-amount.ts';
import { solanaSwapOutcome, stepBuy, type SolanaStepBuy } from './solana-swap-outcome.ts';
import { solanaSwapToken, type SolanaSwapToken } from './solana-swap-token.ts';

export interface ExecuteSolanaSwapDeps {
  readonly solana: SolanaGateway;
  readonly keyVault: KeyVault;
  readonly solanaSteps: SolanaStepStore;
  readonly solanaSwaps: SolanaSwapProvider;
  readonly clock: Clock;
}

interface SolanaSwapCommon {
  /** `SOL`, a registry symbol or a mint. */
  readonly tokenIn: string;
  readonly tokenOut: string;
  /** Basis points; 100 (1%) when absent. A sale's output may fall short by it, a buy's input exceed the quote by it. */
  readonly slippageBps?: number;
}

/** Exact-in (`side` may be left out) or exact-out (`side: 'buy'`). */
export type SolanaSwapRequest =
  | (SolanaSwapCommon & { readonly side?: 'sell' /** Exact input, decimal amount of `tokenIn`. */; readonly amountIn: string })
  | (SolanaSwapCommon & { readonly side: 'buy' /** Exact output, decimal amount of `tokenOut`. */; readonly amountOut: string });

/** What is fixed: the input (a sale) or the output (a buy), as asked and in base units. */
interface Trade {
  readonly side: 'sell' | 'buy';
  readonly amount: string;
  readonly raw: bigint;
}

/** Lamports kept aside for the fee (two signatures, a possible priority fee). */
const FEE_RESERVE = 1_000_000n;

/**
 * Swaps an exact amount of `tokenIn` for `tokenOut` (or, with `side: 'buy'`, buys an exact amount of `tokenOut`
 * with what `tokenIn` it takes, up to the slippage limit) from the account's Solana wallet and waits for confirmation.
 * @returns the response with the amounts actually moved, `richData` with the swap, `metadata.transactionHash` = the signature.
 * @throws PermanentError `INSUFFICIENT_FUNDS` (nothing sent), `SAME_TOKEN`, `UNKNOWN_TOKEN`, `INVALID_AMOUNT`, `TOO_MANY_DECIMALS`,
 *   `INVALID_SLIPPAGE`, `NO_ROUTE`, `PRICE_MOVED`, `SWAP_PROVIDER_ERROR`, `STEP_MISMATCH`, `SOLANA_TRANSACTION_REJECTED`, `SOLANA_TRANSACTION_FAILED`;
 *   JobCancelledError before anything is signed; TransientError when Solana or the provider is unreachable or the transaction keeps expiring.
 */
export async function executeSolanaSwap(deps: ExecuteSolanaSwapDeps, ctx: JobContext, request: SolanaSwapRequest): Promise<JobOutcome> {
  const slippageBps = request.slippageBps ?? 100;
  if (!Number.isInteger(slippageBps) || slippageBps < 0 || slippageBps > 5_000) {
    throw new PermanentError('INVALID_SLIPPAGE', `A slippage limit of ${slippageBps / 100}% is not accepted; use 0 to 50%.`, {
      details: { field: 'slippageBps' },
    });
  }
  const [tokenIn, tokenOut] = await Promise.all([solanaSwapToken(deps.solana, request.tokenIn), solanaSwapToken(deps.solana, request.tokenOut)]);
  if (tokenIn.mint === tokenOut.mint)
    throw new PermanentError('SAME_TOKEN', `${tokenIn.symbol} and ${tokenOut.symbol} are the same asset on Solana; there is nothing to swap.`);
  const trade: Trade =
    request.side === 'buy'
      ? { side: 'buy', amount: request.amountOut.trim(), raw: parseTokenAmount(request.amountOut.trim(), tokenOut.decimals, tokenOut.symbol) }
      : { side: 'sell', amount: request.amountIn.trim(), raw: parseTokenAmount(request.amountIn.trim(), tokenIn.decimals, tokenIn.symbol) };
  const wallet = new PublicKey(ctx.account.wallets.solana.address);
  const handle = ctx.beginSolanaStep?.();
  const stepId = handle?.stepId ?? `${ctx.job.jobId}:solana-swap`;
  const commit = (description: string) => (handle ? handle.commit(description) : ctx.assertNotCancelled());

  const step = await deps.solanaSteps.get(stepId);
  if (step) requireSameSwap(step, tokenIn.mint, tokenOut.mint, trade);
  const done = await runSolanaStep(deps, ctx, {
    recorded: step,
    sign: (expiredSignatures) => signSwap(deps, ctx, { stepId, wallet, tokenIn, tokenOut, trade, slippageBps, expiredSignatures, commit }),
    check: (recorded) => requireSameSwap(recorded, tokenIn.mint, tokenOut.mint, trade),
    what: 'the swap',
  });
  return solanaSwapOutcome(deps.solana, done, wallet, tokenIn, tokenOut);
}

interface SignInput {
  readonly stepId: string;
  readonly wallet: PublicKey;
  readonly tokenIn: SolanaSwapToken;
  readonly tokenOut: SolanaSwapToken;
  readonly trade: Trade;
  readonly slippageBps: number;
  readonly expiredSignatures: readonly string[];
  readonly commit: (description: string) => Promise<void>;
}

/** Checks funds, quotes, builds, commits the job and co-signs; nothing is recorded or sent yet. */
async function signSwap(deps: ExecuteSolanaSwapDeps, ctx: JobContext, input: SignInput): Promise<SolanaStep> {
  const { tokenIn, tokenOut, trade, wallet } = input;
  const quote = trade.side === 'buy' ? await quoteBuy(deps, input) : await quoteSale(deps, input);
  const fmtIn = formatBaseUnits(quote.inAmount, tokenIn.decimals);
  const fmtOut = formatBaseUnits(quote.outAmount, tokenOut.decimals);
  if (trade.side === 'buy') {
    await ctx.progress(
      `Quote on Solana: ${trade.amount} ${tokenOut.symbol} for about ${fmtIn} ${tokenIn.symbol} via ${quote.routeLabel}; ` +
        `at most ${formatBaseUnits(quote.maxInAmount!, tokenIn.decimals)} ${tokenIn.symbol} with a ${input.slippageBps / 100}% slippage limit.`,
    );
  } else {
    const fmtMin = formatBaseUnits(quote.minOutAmount, tokenOut.decimals);
    await ctx.progress(
      `Quote on Solana: ${trade.amount} ${tokenIn.symbol} → about ${fmtOut} ${tokenOut.symbol} via ${quote.routeLabel}; at least ${fmtMin} with a ${input.slippageBps / 100}% slippage limit.`,
    );
  }
  const built = await deps.solanaSwaps.buildSwapTransaction({ quote, userPublicKey: wallet.toBase58() });
  const transaction = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
  if (!transaction.message.staticAccountKeys[0]?.equals(wallet)) {
    throw new PermanentError('SWAP_PROVIDER_ERROR', `${quote.provider} built a swap paid by another account; not signing it.`);
  }
  await input.commit(
    trade.side === 'buy'
      ? `Signing the purchase of ${trade.amount} ${tokenOut.symbol} with ${tokenIn.symbol} on Solana.`
      : `Signing the swap of ${trade.amount} ${tokenIn.symbol} for ${tokenOut.symbol} on Solana.`,
  );
  await signSolanaTransaction(deps.keyVault, ctx.account.wallets.solana, transaction);
  if (transaction.signatures.some((signature) => signature.every((byte) => byte === 0))) {
    throw new PermanentError('SWAP_PROVIDER_ERROR', `${quote.provider}'s swap transaction still lacks a signature besides the wallet's; not sending it.`);
  }
  const now = deps.clock.now().toISOString();
  const swap: SolanaStepSwap = {
    provider: quote.provider,
    routeLabel: quote.routeLabel,
    inputMint: tokenIn.mint,
    outputMint: tokenOut.mint,
    symbolIn: tokenIn.symbol,
    symbolOut: tokenOut.symbol,
    decimalsIn: tokenIn.decimals,
    decimalsOut: tokenOut.decimals,
    // A buy records the quoted input here; what it fixed is in the fields after.
    amountIn: trade.side === 'buy' ? fmtIn : trade.amount,
    amountInRaw: quote.inAmount.toString(),
    quotedOutRaw: quote.outAmount.toString(),
    minOutRaw: quote.minOutAmount.toString(),
    slippageBps: input.slippageBps,
  };
  const recorded: SolanaStepSwap | SolanaStepBuy =
    trade.side === 'buy'
      ? { ...swap, side: 'buy', amountOut: trade.amount, amountOutRaw: trade.raw.toString(), maxInRaw: quote.maxInAmount!.toString() }
      : swap;
  return {
    stepId: input.stepId,
    accountId: ctx.account.accountId,
    jobId: ctx.job.jobId,
    from: wallet.toBase58(),
    swap: recorded,
    status: 'signed',
    signature: firstSignature(transaction.signatures),
    transaction: Buffer.from(transaction.serialize()).toString('base64'),
    blockhash: transaction.message.recentBlockhash,
    lastValidBlockHeight: built.lastValidBlockHeight,
    expiredSignatures: input.expiredSignatures,
    createdAt: now,
    updatedAt: now,
  };
}

/** @throws PermanentError `INSUFFICIENT_FUNDS` (nothing sent) when the wallet cannot pay the input, the fee and a new output account. */
async function assertFunds(
  gateway: SolanaGateway,
  wallet: PublicKey,
  tokenIn: SolanaSwapToken,
  tokenOut: SolanaSwapToken,
  amountInRaw: bigint,
  note = '',
): Promise<void> {
  const ataIn = tokenIn.native ? undefined : getAssociatedTokenAddressSync(new PublicKey(tokenIn.mint), wallet, false, tokenIn.programId);
  const ataOut = tokenOut.native ? undefined : getAssociatedTokenAddressSync(new PublicKey(tokenOut.mint), wallet, false, tokenOut.programId);
  const [walletInfo, inInfo, outInfo, outMintInfo] = await gateway.getAccounts([
    wallet,
    ataIn ?? wallet,
    ataOut ?? wallet,
    tokenOut.native ? wallet : new PublicKey(tokenOut.mint),
  ]);
  const lamports = BigInt(walletInfo?.lamports ?? 0);
  let rent = 0n;
  if (ataOut && !outInfo) {
    const size =
      tokenOut.programId && outMintInfo ? getAccountLenForMint(unpackMint(new PublicKey(tokenOut.mint), outMintInfo, tokenOut.programId)) : ACCOUNT_SIZE;
    rent = await gateway.getRentExemption(size);
  }
  const held = tokenIn.native ? lamports : inInfo ? unpackAccount(ataIn!, inInfo, tokenIn.programId).amount : 0n;
  const needsSol = FEE_RESERVE + rent + (tokenIn.native ? amountInRaw : 0n);
  const fmt = (units: bigint, decimals: number) => formatBaseUnits(units, decimals);
  if (held < amountInRaw) {
    throw new PermanentError(
      'INSUFFICIENT_FUNDS',
      `Insufficient ${tokenIn.symbol} balance on Solana: you have ${fmt(held, tokenIn.decimals)} ${tokenIn.symbol}, the swap needs ${fmt(amountInRaw, tokenIn.decimals)}${note}. Nothing was sent.`,
      { details: { chain: 'solana', token: tokenIn.symbol, balance: held.toString(), required: amountInRaw.toString() } },
    );
  }
  if (lamports < needsSol) {
    throw new PermanentError(
      'INSUFFICIENT_FUNDS',
      `Not enough SOL for this swap: you have ${fmt(lamports, 9)} SOL; it needs ${fmt(needsSol, 9)} SOL` +
        `${tokenIn.native ? ' including the amount swapped,' : ''} with about ${fmt(FEE_RESERVE, 9)} SOL for fees${rent > 0n ? ` and ${fmt(rent, 9)} SOL to open your ${tokenOut.symbol} account` : ''}. Nothing was sent.`,
      { details: { chain: 'solana', token: 'SOL', balance: lamports.toString(), required: needsSol.toString() } },
    );
  }
}

function requireSameSwap(step: SolanaStep, inputMint: string, outputMint: string, trade: Trade): void {
  const s = step.swap;
  const buy = s && stepBuy(s);
  const same =
    s &&
    s.inputMint === inputMint &&
    s.outputMint === outputMint &&
    (trade.side === 'buy' ? buy?.amountOut === trade.amount : !buy && s.amountIn === trade.amount);
  if (!same) {
    const held = buy
      ? `a purchase of ${buy.amountOut} ${buy.symbolOut} with ${buy.symbolIn}`
      : s
        ? `a swap of ${s.amountIn} ${s.symbolIn} for ${s.symbolOut}`
        : `a transfer of ${step.transfer?.amount} ${step.transfer?.symbol}`;
    throw new PermanentError('STEP_MISMATCH', `Step ${step.stepId} already holds ${held}; it will not send a different one.`, {
      details: { stepId: step.stepId },
    });
  }
}

/** An exact-in quote, after checking the wallet holds the input. @throws as {@link assertFunds} and the provider do; `SWAP_PROVIDER_ERROR` for a different trade. */
async function quoteSale(deps: ExecuteSolanaSwapDeps, input: SignInput): Promise<SolanaQuote> {
  const { tokenIn, tokenOut, trade, wallet } = input;
  await assertFunds(deps.solana, wallet, tokenIn, tokenOut, trade.raw);
  const quote = await deps.solanaSwaps.quote({ inputMint: tokenIn.mint, outputMint: tokenOut.mint, amount: trade.raw, slippageBps: input.slippageBps });
  if (quote.inAmount !== trade.raw || quote.inputMint !== tokenIn.mint || quote.outputMint !== tokenOut.mint) {
    throw new PermanentError('SWAP_PROVIDER_ERROR', `${quote.provider} quoted a different trade than the one asked for; not swapping.`);
  }
  return quote;
}

/**
 * An exact-out quote, then a check that the wallet holds its maximum input (known only once quoted).
 * @throws as {@link assertFunds} and the provider do; `SWAP_PROVIDER_ERROR` for a different trade or one without a maximum input.
 */
async function quoteBuy(deps: ExecuteSolanaSwapDeps, input: SignInput): Promise<SolanaQuote> {
  const { tokenIn, tokenOut, trade, wallet } = input;
  const quote = await deps.solanaSwaps.quote({
    inputMint: tokenIn.mint,
    outputMint: tokenOut.mint,
    amount: trade.raw,
    slippageBps: input.slippageBps,
    swapMode: 'ExactOut',
  });
  if (
    quote.swapMode !== 'ExactOut' ||
    quote.outAmount !== trade.raw ||
    quote.inputMint !== tokenIn.mint ||
    quote.outputMint !== tokenOut.mint ||
    quote.maxInAmount === undefined ||
    quote.maxInAmount < quote.inAmount ||
    // A ceiling above the quote plus our slippage (one unit of rounding aside) would let the provider take more than agreed.
    quote.maxInAmount > (quote.inAmount * BigInt(10_000 + input.slippageBps) + 9_999n) / 10_000n + 1n
  ) {
    throw new PermanentError('SWAP_PROVIDER_ERROR', `${quote.provider} quoted a different trade than the exact-output one asked for; not swapping.`);
  }
  await assertFunds(
    deps.solana,
    wallet,
    tokenIn,
    tokenOut,
    quote.maxInAmount,
    ` at most (about ${formatBaseUnits(quote.inAmount, tokenIn.decimals)} quoted plus the ${input.slippageBps / 100}% slippage limit) to buy ${trade.amount} ${tokenOut.symbol}`,
  );
  return quote;
}
