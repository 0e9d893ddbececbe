/**
 * Wraps SOL into wrapped SOL (the native mint's token account in the wallet) and unwraps it, as one exactly-once
 * Solana step: the signed transaction is recorded before it is sent, and a retry re-sends those bytes or finds their
 * signature on chain (the transfers' step path, `runSolanaStep`).
 */
import { PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js';
import {
  ACCOUNT_SIZE,
  NATIVE_MINT,
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createCloseAccountInstruction,
  createSyncNativeInstruction,
  getAssociatedTokenAddressSync,
  unpackAccount,
} from '@solana/spl-token';
import { PermanentError } from '../../errors.ts';
import type { JobContext, JobOutcome } from '../../jobs/job-context.ts';
import { signSolanaTransaction } from '../../wallets/solana-signer.ts';
import type { SendSolanaDeps } from '../transfers/solana/send-solana.ts';
import { firstSignature, runSolanaStep } from '../transfers/solana/finish-solana-step.ts';
import type { SolanaStep } from '../transfers/solana/solana-step-store.ts';
import { formatBaseUnits, toBaseUnits } from '../transfers/solana/solana-transfer-input.ts';

/** What a wrap step does; a retry must be asked the same `direction` and `amount`. Stored beside the step's fields. */
interface SolanaWrapRecord {
  readonly direction: 'wrap' | 'unwrap';
  /** Decimal, as asked ("all" for an unwrap of the whole balance). */
  readonly amount: string;
  readonly amountRaw: string;
  readonly feeLamports: string;
  /** Lamports spent opening the wrapped SOL account ("0" when it existed, or on an unwrap, which gives its rent back). */
  readonly rentLamports: string;
  /** The wallet's wrapped SOL account (its associated token account of the native mint). */
  readonly account: string;
}
type WrapStep = SolanaStep & { readonly wrap?: SolanaWrapRecord };

export interface WrapSolanaParams {
  readonly direction: 'wrap' | 'unwrap';
  /** Decimal SOL to wrap; for an unwrap, `all` (the only unwrap Solana has: the account is closed). */
  readonly amount: string;
}

/**
 * Wraps `amount` SOL (opening the wrapped SOL account when missing, moving the lamports in, syncing) or unwraps the
 * whole wrapped SOL balance (closing the account: all of it, and its rent, come back as SOL). The balance is checked
 * first, so nothing is sent when it is short.
 * @throws PermanentError `INSUFFICIENT_FUNDS` (nothing sent), `INVALID_AMOUNT`, `TOO_MANY_DECIMALS`, `STEP_MISMATCH`,
 *   `SOLANA_TRANSACTION_REJECTED`, `SOLANA_TRANSACTION_FAILED`; JobCancelledError before anything is signed;
 *   TransientError when Solana is unreachable or the transaction keeps expiring.
 */
export async function wrapSolana(deps: SendSolanaDeps, ctx: JobContext, params: WrapSolanaParams): Promise<JobOutcome> {
  const from = new PublicKey(ctx.account.wallets.solana.address);
  const handle = ctx.beginSolanaStep?.();
  const stepId = handle?.stepId ?? `${ctx.job.jobId}:solana-wrap`;
  const asked = { direction: params.direction, amount: params.amount.trim() };
  const recorded = (await deps.solanaSteps.get(stepId)) as WrapStep | undefined;
  if (recorded) requireSameWrap(recorded, asked);
  const commit = (description: string) => (handle ? handle.commit(description) : ctx.assertNotCancelled());
  const done = await runSolanaStep(deps, ctx, {
    recorded,
    sign: async (expiredSignatures) => {
      const built = await buildWrap(deps, from, asked);
      const fmt = formatBaseUnits(built.amountRaw, 9);
      await ctx.progress(asked.direction === 'wrap' ? `Wrapping ${fmt} SOL on Solana.` : `Unwrapping ${fmt} wrapped SOL on Solana.`);
      await commit(`Signing the ${asked.direction} on Solana.`);
      const signed = await signSolanaTransaction(deps.keyVault, ctx.account.wallets.solana, built.transaction);
      const now = deps.clock.now().toISOString();
      const step: WrapStep = {
        stepId,
        accountId: ctx.account.accountId,
        jobId: ctx.job.jobId,
        from: from.toBase58(),
        wrap: {
          ...asked,
          amountRaw: built.amountRaw.toString(),
          feeLamports: built.feeLamports.toString(),
          rentLamports: built.rentLamports.toString(),
          account: built.account.toBase58(),
        },
        status: 'signed',
        signature: firstSignature(signed.signatures.map((entry) => entry.signature)),
        transaction: signed.serialize().toString('base64'),
        blockhash: built.blockhash,
        lastValidBlockHeight: built.lastValidBlockHeight,
        expiredSignatures,
        createdAt: now,
        updatedAt: now,
      };
      // Recorded (by runSolanaStep) before it is sent: from then on a retry finishes this transaction instead of signing another.
      return step;
    },
    check: (step) => requireSameWrap(step as WrapStep, asked),
    what: `the ${asked.direction}`,
  });
  return outcomeOf(done as WrapStep);
}

async function buildWrap(deps: SendSolanaDeps, from: PublicKey, asked: { direction: 'wrap' | 'unwrap'; amount: string }) {
  const account = getAssociatedTokenAddressSync(NATIVE_MINT, from, false, TOKEN_PROGRAM_ID);
  const [fromInfo, accountInfo] = await deps.solana.getAccounts([from, account]);
  const lamports = BigInt(fromInfo?.lamports ?? 0);
  const held = accountInfo ? unpackAccount(account, accountInfo, TOKEN_PROGRAM_ID).amount : 0n;
  const instructions: TransactionInstruction[] = [];
  let amountRaw: bigint;
  let rentLamports = 0n;
  if (asked.direction === 'wrap') {
    amountRaw = toBaseUnits(asked.amount, 9, 'SOL');
    if (!accountInfo) rentLamports = await deps.solana.getRentExemption(ACCOUNT_SIZE);
    instructions.push(
      createAssociatedTokenAccountIdempotentInstruction(from, account, from, NATIVE_MINT, TOKEN_PROGRAM_ID),
      SystemProgram.transfer({ fromPubkey: from, toPubkey: account, lamports: amountRaw }),
      createSyncNativeInstruction(account, TOKEN_PROGRAM_ID),
    );
  } else {
    if (held === 0n) throw insufficient('You hold no wrapped SOL, so there is nothing to unwrap.');
    amountRaw = held;
    instructions.push(createCloseAccountInstruction(account, from, from, [], TOKEN_PROGRAM_ID));
  }
  const { blockhash, lastValidBlockHeight } = await deps.solana.getLatestBlockhash();
  const transaction = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(...instructions);
  const feeLamports = await deps.solana.getFee(transaction.compileMessage());
  const needed = (asked.direction === 'wrap' ? amountRaw : 0n) + feeLamports + rentLamports;
  if (lamports < needed) {
    const rent = rentLamports > 0n ? `, ${formatBaseUnits(rentLamports, 9)} SOL to open your wrapped SOL account` : '';
    throw insufficient(
      asked.direction === 'wrap'
        ? `Insufficient SOL balance: you have ${formatBaseUnits(lamports, 9)} SOL; wrapping ${formatBaseUnits(amountRaw, 9)} SOL needs that plus a ${formatBaseUnits(feeLamports, 9)} SOL fee${rent}.`
        : `Not enough SOL for the fee: you have ${formatBaseUnits(lamports, 9)} SOL; unwrapping needs ${formatBaseUnits(feeLamports, 9)} SOL.`,
    );
  }
  return { transaction, blockhash, lastValidBlockHeight, feeLamports, rentLamports, amountRaw, account };
}

function outcomeOf(step: WrapStep): JobOutcome {
  const w = step.wrap!;
  const amount = formatBaseUnits(BigInt(w.amountRaw), 9);
  const fee = formatBaseUnits(BigInt(w.feeLamports), 9);
  const rent = BigInt(w.rentLamports);
  const opened = rent > 0n ? `, and ${formatBaseUnits(rent, 9)} SOL opened your wrapped SOL account` : '';
  const [done, symbolIn, symbolOut] = w.direction === 'wrap' ? ['Wrapped', 'SOL', 'wrapped SOL'] : ['Unwrapped', 'wrapped SOL', 'SOL'];
  return {
    response: `${done} ${amount} ${symbolIn} into ${amount} ${symbolOut} on Solana (fee ${fee} SOL${opened}).\nTransaction: ${step.signature}`,
    richData: [
      {
        type: w.direction,
        chain: 'solana',
        from: step.from,
        tokenIn: w.direction === 'wrap' ? { symbol: 'SOL', native: true } : { symbol: 'WSOL', mint: NATIVE_MINT.toBase58(), native: false },
        tokenOut: w.direction === 'wrap' ? { symbol: 'WSOL', mint: NATIVE_MINT.toBase58(), native: false } : { symbol: 'SOL', native: true },
        amount,
        amountRaw: w.amountRaw,
        feeLamports: w.feeLamports,
        rentLamports: w.rentLamports,
        tokenAccount: w.account,
        transactionHash: step.signature,
        slot: step.slot,
      },
    ],
    metadata: { transactionHash: step.signature, chain: 'solana' },
  };
}

function requireSameWrap(step: WrapStep, asked: { direction: string; amount: string }): void {
  const w = step.wrap;
  if (!w || w.direction !== asked.direction || w.amount !== asked.amount) {
    throw new PermanentError('STEP_MISMATCH', `Step ${step.stepId} already holds another Solana transaction; it will not send a different one.`, {
      details: { stepId: step.stepId },
    });
  }
}

const insufficient = (message: string): PermanentError => new PermanentError('INSUFFICIENT_FUNDS', `${message} Nothing was sent.`);
