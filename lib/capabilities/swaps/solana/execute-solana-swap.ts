/**
 * Swaps on Solana as a job step, exactly once: quote with the swap provider,
 * build its (partially signed) transaction, commit the job, co-sign with the
 * wallet's KMS Ed25519 key, record the signed transaction, then send and
 * confirm. A retry finishes the recorded transaction; only when its blockhash
 * expired without it landing is the swap quoted and signed again.
 */
import { PublicKey, VersionedTransaction } from '@solana/web3.js';
import { ACCOUNT_SIZE, getAccountLenForMint, getAssociatedTokenAddressSync, unpackAccount, unpackMint } from '@solana/spl-token';
import { PermanentError } from '../../../errors.ts';
import type { JobContext, JobOutcome } from '../../../agent/job-context.ts';
import type { SolanaGateway } from '../../../adapters/solana/solana-gateway.ts';
import type { KeyVault } from '../../../wallets/key-vault.ts';
import { signSolanaTransaction } from '../../../wallets/solana-signer.ts';
import { WRAPPED_SOL_MINT, type SolanaSwapProvider } from '../../../swaps/solana-swap-provider.ts';
import { firstSignature, runSolanaStep } from '../../transfers/solana/finish-solana-step.ts';
import { formatBaseUnits } from '../../transfers/solana/solana-transfer-input.ts';
import type { SolanaStep, SolanaStepStore, SolanaStepSwap } from '../../transfers/solana/solana-step-store.ts';
import { parseTokenAmount } from '../../transfers/parse-token-amount.ts';
import { solanaSwapToken, type SolanaSwapToken } from './solana-swap-token.ts';

export interface ExecuteSolanaSwapDeps {
  readonly solana: SolanaGateway;
  readonly keyVault: KeyVault;
  readonly solanaSteps: SolanaStepStore;
  readonly solanaSwaps: SolanaSwapProvider;
  readonly now?: () => Date;
}

export interface SolanaSwapRequest {
  /** `SOL`, a registry symbol or a mint. */
  readonly tokenIn: string;
  readonly tokenOut: string;
  /** Exact input, decimal amount of `tokenIn`. */
  readonly amountIn: string;
  /** Basis points; 100 (1%) when absent. */
  readonly slippageBps?: number;
}

/** Lamports kept aside for the fee (two signatures, a possible priority fee). */
const FEE_RESERVE = 1_000_000n;

/**
 * Swaps an exact amount of `tokenIn` for `tokenOut` from the account's Solana wallet and waits for confirmation.
 * @returns the response with the amounts actually moved, `richData` with the swap, `metadata.transactionHash` = the signature.
 * @throws PermanentError `INSUFFICIENT_FUNDS` (nothing sent), `SAME_TOKEN`, `UNKNOWN_TOKEN`, `INVALID_AMOUNT`, `TOO_MANY_DECIMALS`,
 *   `INVALID_SLIPPAGE`, `NO_ROUTE`, `PRICE_MOVED`, `SWAP_PROVIDER_ERROR`, `STEP_MISMATCH`, `SOLANA_TRANSACTION_REJECTED`, `SOLANA_TRANSACTION_FAILED`;
 *   JobCancelledError before anything is signed; TransientError when Solana or the provider is unreachable or the transaction keeps expiring.
 */
export async function executeSolanaSwap(deps: ExecuteSolanaSwapDeps, ctx: JobContext, request: SolanaSwapRequest): Promise<JobOutcome> {
  const slippageBps = request.slippageBps ?? 100;
  if (!Number.isInteger(slippageBps) || slippageBps < 0 || slippageBps > 5_000) {
    throw new PermanentError('INVALID_SLIPPAGE', `A slippage limit of ${slippageBps / 100}% is not accepted; use 0 to 50%.`, { details: { field: 'slippageBps' } });
  }
  const [tokenIn, tokenOut] = await Promise.all([solanaSwapToken(deps.solana, request.tokenIn), solanaSwapToken(deps.solana, request.tokenOut)]);
  if (tokenIn.mint === tokenOut.mint) throw new PermanentError('SAME_TOKEN', `${tokenIn.symbol} and ${tokenOut.symbol} are the same asset on Solana; there is nothing to swap.`);
  const amountIn = request.amountIn.trim();
  const amountInRaw = parseTokenAmount(amountIn, tokenIn.decimals, tokenIn.symbol);
  const wallet = new PublicKey(ctx.account.wallets.solana.address);
  const handle = ctx.beginSolanaStep?.();
  const stepId = handle?.stepId ?? `${ctx.job.jobId}:solana-swap`;
  const commit = (description: string) => (handle ? handle.commit(description) : ctx.assertNotCancelled());

  const step = await deps.solanaSteps.get(stepId);
  if (step) requireSameSwap(step, tokenIn.mint, tokenOut.mint, amountIn);
  const done = await runSolanaStep(deps, ctx, {
    recorded: step,
    sign: (expiredSignatures) => signSwap(deps, ctx, { stepId, wallet, tokenIn, tokenOut, amountIn, amountInRaw, slippageBps, expiredSignatures, commit }),
    check: (recorded) => requireSameSwap(recorded, tokenIn.mint, tokenOut.mint, amountIn),
    what: 'the swap',
  });
  return outcomeOf(deps.solana, done, wallet, tokenOut);
}

interface SignInput {
  readonly stepId: string;
  readonly wallet: PublicKey;
  readonly tokenIn: SolanaSwapToken;
  readonly tokenOut: SolanaSwapToken;
  readonly amountIn: string;
  readonly amountInRaw: bigint;
  readonly slippageBps: number;
  readonly expiredSignatures: readonly string[];
  readonly commit: (description: string) => Promise<void>;
}

/** Checks funds, quotes, builds, commits the job and co-signs; nothing is recorded or sent yet. */
async function signSwap(deps: ExecuteSolanaSwapDeps, ctx: JobContext, input: SignInput): Promise<SolanaStep> {
  const { tokenIn, tokenOut, amountInRaw, wallet } = input;
  await assertFunds(deps.solana, wallet, tokenIn, tokenOut, amountInRaw);
  const quote = await deps.solanaSwaps.quote({ inputMint: tokenIn.mint, outputMint: tokenOut.mint, amount: amountInRaw, slippageBps: input.slippageBps });
  if (quote.inAmount !== amountInRaw || quote.inputMint !== tokenIn.mint || quote.outputMint !== tokenOut.mint) {
    throw new PermanentError('SWAP_PROVIDER_ERROR', `${quote.provider} quoted a different trade than the one asked for; not swapping.`);
  }
  const fmtOut = formatBaseUnits(quote.outAmount, tokenOut.decimals);
  const fmtMin = formatBaseUnits(quote.minOutAmount, tokenOut.decimals);
  await ctx.progress(
    `Quote on Solana: ${input.amountIn} ${tokenIn.symbol} → about ${fmtOut} ${tokenOut.symbol} via ${quote.routeLabel}; at least ${fmtMin} with a ${input.slippageBps / 100}% slippage limit.`,
  );
  const built = await deps.solanaSwaps.buildSwapTransaction({ quote, userPublicKey: wallet.toBase58() });
  const transaction = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
  if (!transaction.message.staticAccountKeys[0]?.equals(wallet)) {
    throw new PermanentError('SWAP_PROVIDER_ERROR', `${quote.provider} built a swap paid by another account; not signing it.`);
  }
  await input.commit(`Signing the swap of ${input.amountIn} ${tokenIn.symbol} for ${tokenOut.symbol} on Solana.`);
  await signSolanaTransaction(deps.keyVault, ctx.account.wallets.solana, transaction);
  if (transaction.signatures.some((signature) => signature.every((byte) => byte === 0))) {
    throw new PermanentError('SWAP_PROVIDER_ERROR', `${quote.provider}'s swap transaction still lacks a signature besides the wallet's; not sending it.`);
  }
  const now = (deps.now?.() ?? new Date()).toISOString();
  const swap: SolanaStepSwap = {
    provider: quote.provider,
    routeLabel: quote.routeLabel,
    inputMint: tokenIn.mint,
    outputMint: tokenOut.mint,
    symbolIn: tokenIn.symbol,
    symbolOut: tokenOut.symbol,
    decimalsIn: tokenIn.decimals,
    decimalsOut: tokenOut.decimals,
    amountIn: input.amountIn,
    amountInRaw: amountInRaw.toString(),
    quotedOutRaw: quote.outAmount.toString(),
    minOutRaw: quote.minOutAmount.toString(),
    slippageBps: input.slippageBps,
  };
  return {
    stepId: input.stepId,
    accountId: ctx.account.accountId,
    jobId: ctx.job.jobId,
    from: wallet.toBase58(),
    swap,
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
async function assertFunds(gateway: SolanaGateway, wallet: PublicKey, tokenIn: SolanaSwapToken, tokenOut: SolanaSwapToken, amountInRaw: bigint): Promise<void> {
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
    const size = tokenOut.programId && outMintInfo ? getAccountLenForMint(unpackMint(new PublicKey(tokenOut.mint), outMintInfo, tokenOut.programId)) : ACCOUNT_SIZE;
    rent = await gateway.getRentExemption(size);
  }
  const held = tokenIn.native ? lamports : inInfo ? unpackAccount(ataIn!, inInfo, tokenIn.programId).amount : 0n;
  const needsSol = FEE_RESERVE + rent + (tokenIn.native ? amountInRaw : 0n);
  const fmt = (units: bigint, decimals: number) => formatBaseUnits(units, decimals);
  if (held < amountInRaw) {
    throw new PermanentError(
      'INSUFFICIENT_FUNDS',
      `Insufficient ${tokenIn.symbol} balance on Solana: you have ${fmt(held, tokenIn.decimals)} ${tokenIn.symbol}, the swap needs ${fmt(amountInRaw, tokenIn.decimals)}. Nothing was sent.`,
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

function requireSameSwap(step: SolanaStep, inputMint: string, outputMint: string, amountIn: string): void {
  const s = step.swap;
  if (!s || s.inputMint !== inputMint || s.outputMint !== outputMint || s.amountIn !== amountIn) {
    const held = s ? `a swap of ${s.amountIn} ${s.symbolIn} for ${s.symbolOut}` : `a transfer of ${step.transfer?.amount} ${step.transfer?.symbol}`;
    throw new PermanentError('STEP_MISMATCH', `Step ${step.stepId} already holds ${held}; it will not send a different one.`, { details: { stepId: step.stepId } });
  }
}

/** What the confirmed transaction moved into the wallet, read from its balances; the quote's figure when the node no longer has it. */
async function amountReceived(gateway: SolanaGateway, step: SolanaStep, wallet: PublicKey, tokenOut: SolanaSwapToken): Promise<{ received: bigint; feeLamports?: bigint }> {
  const quoted = { received: BigInt(step.swap!.quotedOutRaw) };
  const tx = await gateway
    .connection()
    .getTransaction(step.signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 })
    .catch(() => null);
  const meta = tx?.meta;
  if (!meta) return quoted;
  const feeLamports = BigInt(meta.fee);
  if (tokenOut.native) {
    // The wallet is the fee payer, account 0.
    return { received: BigInt(meta.postBalances[0]!) - BigInt(meta.preBalances[0]!) + feeLamports, feeLamports };
  }
  const owner = wallet.toBase58();
  const sum = (balances: typeof meta.postTokenBalances) =>
    (balances ?? []).filter((b) => b.owner === owner && b.mint === tokenOut.mint).reduce((total, b) => total + BigInt(b.uiTokenAmount.amount), 0n);
  return { received: sum(meta.postTokenBalances) - sum(meta.preTokenBalances), feeLamports };
}

async function outcomeOf(gateway: SolanaGateway, step: SolanaStep, wallet: PublicKey, tokenOut: SolanaSwapToken): Promise<JobOutcome> {
  const s = step.swap!;
  const { received, feeLamports } = await amountReceived(gateway, step, wallet, tokenOut);
  const fmtOut = formatBaseUnits(received, s.decimalsOut);
  const fee = feeLamports === undefined ? '' : ` (fee ${formatBaseUnits(feeLamports, 9)} SOL)`;
  return {
    response: `Swapped ${s.amountIn} ${s.symbolIn} for ${fmtOut} ${s.symbolOut} on Solana via ${s.routeLabel}${fee}.\nTransaction: ${step.signature}`,
    richData: [
      {
        type: 'swap',
        chain: 'solana',
        provider: s.provider,
        route: s.routeLabel,
        tokenIn: { symbol: s.symbolIn, mint: s.inputMint, decimals: s.decimalsIn, native: s.inputMint === WRAPPED_SOL_MINT },
        tokenOut: { symbol: s.symbolOut, mint: s.outputMint, decimals: s.decimalsOut, native: tokenOut.native },
        amountIn: formatBaseUnits(BigInt(s.amountInRaw), s.decimalsIn),
        amountInRaw: s.amountInRaw,
        amountOut: fmtOut,
        amountOutRaw: received.toString(),
        quotedAmountOutRaw: s.quotedOutRaw,
        minAmountOutRaw: s.minOutRaw,
        slippageBps: s.slippageBps,
        ...(feeLamports === undefined ? {} : { feeLamports: feeLamports.toString() }),
        transactionHash: step.signature,
        slot: step.slot,
      },
    ],
    metadata: { transactionHash: step.signature, chain: 'solana' },
  };
}
