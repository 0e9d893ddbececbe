/**
 * Sends SOL or an SPL token from the account's Solana wallet, exactly once
 * per job step: the signed transaction is recorded before it is sent, and a
 * retry re-sends those bytes or finds their signature on chain. Only when the
 * recorded blockhash has expired without the signature landing (so it never
 * can) is a new transaction built.
 */
import { PublicKey, type Transaction } from '@solana/web3.js';
import type { Clock } from '../../../core/clock.ts';
import { PermanentError } from '../../../errors.ts';
import type { JobContext, JobOutcome } from '../../../jobs/job-context.ts';
import type { KeyVault } from '../../../wallets/key-vault.ts';
import { signSolanaTransaction } from '../../../wallets/solana-signer.ts';
import type { SolanaGateway } from '../../../chains/solana-gateway.ts';
import { buildSolanaTransfer } from './build-solana-transfer.ts';
import { formatBaseUnits, parseSolanaRecipient, resolveSolanaToken, type SolanaTokenRef } from './solana-transfer-input.ts';
import type { SolanaStep, SolanaStepStore } from './solana-step-store.ts';
import { firstSignature, runSolanaStep } from './finish-solana-step.ts';

export interface SendSolanaDeps {
  readonly solana: SolanaGateway;
  readonly keyVault: KeyVault;
  readonly solanaSteps: SolanaStepStore;
  /** The step's timestamps. */
  readonly clock: Clock;
}

export interface SendSolanaParams {
  /** `SOL`, a registry symbol or a mint. */
  readonly token: string;
  /** Decimal amount of the token. */
  readonly amount: string;
  /** Recipient wallet, base58. */
  readonly to: string;
  /** The job step this transfer is; default the job's next Solana step (`<jobId>#sol<n>`), or `<jobId>:solana-transfer` in a context without steps. */
  readonly stepId?: string;
}

/** How many fresh transactions one attempt builds when each expires unlanded. */

/**
 * Transfers `amount` of `token` to `to` on Solana and waits for confirmation.
 *
 * @param deps the Solana gateway, the key vault holding the wallet's Ed25519 key, the step store.
 * @param ctx the job: its account's Solana wallet pays the fee; cancellation is checked right before signing.
 * @param params token, decimal amount and recipient.
 * @returns the response, `richData` with the transfer, `metadata.transactionHash` = the signature.
 * @throws PermanentError `INVALID_RECIPIENT`, `UNKNOWN_TOKEN`, `INVALID_AMOUNT`, `TOO_MANY_DECIMALS`, `AMOUNT_BELOW_RENT`,
 *   `INSUFFICIENT_FUNDS` (nothing sent), `STEP_MISMATCH` (the step was recorded for another transfer),
 *   `SOLANA_TRANSACTION_REJECTED` (preflight, with logs), `SOLANA_TRANSACTION_FAILED` (landed, failed);
 *   JobCancelledError before anything is signed; TransientError when Solana is unreachable or the transaction keeps expiring.
 */
export async function sendSolana(deps: SendSolanaDeps, ctx: JobContext, params: SendSolanaParams): Promise<JobOutcome> {
  const token = resolveSolanaToken(params.token);
  const to = parseSolanaRecipient(params.to);
  const from = new PublicKey(ctx.account.wallets.solana.address);
  const handle = params.stepId === undefined ? ctx.beginSolanaStep?.() : undefined;
  const stepId = params.stepId ?? handle?.stepId ?? `${ctx.job.jobId}:solana-transfer`;
  const asked = { asset: assetOf(token), amount: params.amount.trim(), to: to.toBase58() };

  const step = await deps.solanaSteps.get(stepId);
  if (step) requireSameTransfer(step, asked);
  const commit = (description: string) => (handle ? handle.commit(description) : ctx.assertNotCancelled());
  const done = await runSolanaStep(deps, ctx, {
    recorded: step,
    sign: (expiredSignatures) => signTransfer(deps, ctx, { stepId, from, to, token, asked, expiredSignatures, commit }),
    check: (recorded) => {
      if (!recorded.transfer) throw stepMismatch(recorded);
    },
    what: 'the transfer',
  });
  return outcomeOf(done);
}

interface SignInput {
  readonly stepId: string;
  readonly from: PublicKey;
  readonly to: PublicKey;
  readonly token: SolanaTokenRef;
  readonly asked: { asset: string; amount: string; to: string };
  readonly expiredSignatures: readonly string[];
  /** Commits the job (or checks it is not cancelled) right before signing. */
  readonly commit: (description: string) => Promise<void>;
}

/** Checks funds, builds, commits the job and signs with KMS; nothing is recorded or sent yet. */
async function signTransfer(deps: SendSolanaDeps, ctx: JobContext, input: SignInput): Promise<SolanaStep> {
  const built = await buildSolanaTransfer(deps.solana, { from: input.from, to: input.to, token: input.token, amount: input.asked.amount });
  await ctx.progress(`Sending ${formatBaseUnits(built.amountRaw, built.token.decimals)} ${built.token.symbol} to ${input.to.toBase58()} on Solana.`);
  await input.commit(`Signing the ${built.token.symbol} transfer on Solana.`);
  const signed: Transaction = await signSolanaTransaction(deps.keyVault, ctx.account.wallets.solana, built.transaction);
  const now = deps.clock.now().toISOString();
  const step: SolanaStep = {
    stepId: input.stepId,
    accountId: ctx.account.accountId,
    jobId: ctx.job.jobId,
    from: input.from.toBase58(),
    transfer: {
      ...input.asked,
      symbol: built.token.symbol,
      decimals: built.token.decimals,
      amountRaw: built.amountRaw.toString(),
      feeLamports: built.feeLamports.toString(),
      rentLamports: built.rentLamports.toString(),
    },
    status: 'signed',
    signature: firstSignature(signed.signatures.map((entry) => entry.signature)),
    transaction: signed.serialize().toString('base64'),
    blockhash: built.blockhash,
    lastValidBlockHeight: built.lastValidBlockHeight,
    expiredSignatures: input.expiredSignatures,
    createdAt: now,
    updatedAt: now,
  };
  // Recorded (by the caller) before it is sent: from then on a retry finishes this transaction instead of signing another.
  return step;
}

function outcomeOf(step: SolanaStep): JobOutcome {
  const t = step.transfer!;
  const amount = formatBaseUnits(BigInt(t.amountRaw), t.decimals);
  const fee = formatBaseUnits(BigInt(t.feeLamports), 9);
  const rent = BigInt(t.rentLamports);
  const opened = rent > 0n ? `, and ${formatBaseUnits(rent, 9)} SOL opened the recipient's ${t.symbol} account` : '';
  return {
    response: `Sent ${amount} ${t.symbol} to ${t.to} on Solana (fee ${fee} SOL${opened}).\nTransaction: ${step.signature}`,
    richData: [
      {
        type: 'transfer',
        chain: 'solana',
        from: step.from,
        to: t.to,
        token: t.asset === 'SOL' ? { symbol: 'SOL', native: true, decimals: 9 } : { symbol: t.symbol, mint: t.asset, native: false, decimals: t.decimals },
        amount,
        amountRaw: t.amountRaw,
        feeLamports: t.feeLamports,
        rentLamports: t.rentLamports,
        createdRecipientTokenAccount: rent > 0n,
        transactionHash: step.signature,
        slot: step.slot,
      },
    ],
    metadata: { transactionHash: step.signature, chain: 'solana' },
  };
}

function requireSameTransfer(step: SolanaStep, asked: { asset: string; amount: string; to: string }): void {
  const t = step.transfer;
  if (!t) throw stepMismatch(step);
  if (t.asset !== asked.asset || t.amount !== asked.amount || t.to !== asked.to) {
    throw new PermanentError(
      'STEP_MISMATCH',
      `Step ${step.stepId} already holds a transfer of ${t.amount} ${t.symbol} to ${t.to}; it will not send a different one.`,
      {
        details: { stepId: step.stepId },
      },
    );
  }
}

const assetOf = (token: SolanaTokenRef): string => (token.kind === 'native' ? 'SOL' : token.kind === 'registry' ? token.token.mint : token.mint.toBase58());

const stepMismatch = (step: SolanaStep): PermanentError =>
  new PermanentError('STEP_MISMATCH', `Step ${step.stepId} already holds a Solana swap; it will not send a transfer.`, { details: { stepId: step.stepId } });
