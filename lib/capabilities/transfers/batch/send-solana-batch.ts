import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import {
  ACCOUNT_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  getAccountLenForMint,
  getAssociatedTokenAddressSync,
  unpackAccount,
  unpackMint,
} from '@solana/spl-token';
import { PermanentError } from '../../../errors.ts';
import type { SolanaGateway } from '../../../chains/solana-gateway.ts';
import type { JobContext, JobOutcome } from '../../../jobs/job-context.ts';
import { checkSolanaRecipient } from '../solana/solana-recipient.ts';
import { sendSolana, type SendSolanaDeps } from '../solana/send-solana.ts';
import { formatBaseUnits, parseSolanaRecipient, resolveSolanaToken, toBaseUnits } from '../solana/solana-transfer-input.ts';
import { batchFailure, batchOutcome, type BatchLeg, type SentLeg } from './batch-report.ts';
import type { TransferBatchIntent } from './intent.ts';

interface SolanaLeg extends BatchLeg {
  readonly key: PublicKey;
}

/**
 * Sends a batch on Solana: one transaction per recipient, in order, each a Solana step of the job (`<jobId>#sol<n>`),
 * recorded before it is sent, so a retried job confirms the transfers it already sent instead of sending them again.
 * Before the first is sent the whole batch is checked: every recipient, a new account's rent, the token total, and
 * the SOL for every fee (and every recipient token account to open). A resumed batch is not checked again.
 * @throws PermanentError `UNKNOWN_TOKEN`, `INVALID_RECIPIENT`, `LOSSY_RECIPIENT`, `AMOUNT_BELOW_RENT`, `INSUFFICIENT_FUNDS`
 *   (all nothing sent), `BATCH_INCOMPLETE` (a transfer failed after others were sent: the message lists both);
 *   JobCancelledError before the first transfer is signed; TransientError when Solana is unreachable.
 */
export async function sendSolanaBatch(deps: SendSolanaDeps, ctx: JobContext, intent: TransferBatchIntent): Promise<JobOutcome> {
  const token = resolveSolanaToken(intent.token);
  if (token.kind === 'mint') {
    throw new PermanentError('UNKNOWN_TOKEN', `A batch on Solana sends SOL or a listed token, not the mint ${intent.token}. Nothing was sent.`, {
      details: { field: 'token' },
    });
  }
  const symbol = token.kind === 'native' ? 'SOL' : token.token.symbol;
  const decimals = token.kind === 'native' ? 9 : token.token.decimals;
  const from = new PublicKey(ctx.account.wallets.solana.address);
  const legs: SolanaLeg[] = intent.transfers.map((transfer, index) => {
    const key = parseSolanaRecipient(transfer.to);
    if (key.equals(from)) {
      throw new PermanentError(
        'INVALID_RECIPIENT',
        `Recipient ${index + 1} (${key.toBase58()}) is your own wallet: sending to it only costs the fee. Take it out of the list, or send it on its own. Nothing was sent.`,
        { details: { field: `transfers.${index}.to` } },
      );
    }
    const amountRaw = toBaseUnits(transfer.amount, decimals, symbol);
    return { index, key, to: key.toBase58(), amount: formatBaseUnits(amountRaw, decimals), amountRaw };
  });
  // Without the job's step counter (a bare context), each transfer still needs a step of its own.
  const stepIdOf = (index: number) => (ctx.beginSolanaStep ? undefined : `${ctx.job.jobId}:solana-batch-${index}`);
  const resuming = (await deps.solanaSteps.get(stepIdOf(0) ?? `${ctx.job.jobId}#sol0`)) !== undefined;
  if (!resuming) await checkBatch(deps.solana, { from, legs, symbol, mint: token.kind === 'registry' ? new PublicKey(token.token.mint) : undefined });

  const sent: SentLeg[] = [];
  for (const leg of legs) {
    try {
      const stepId = stepIdOf(leg.index);
      // A resumed batch says which transfers an earlier attempt already sent, rather than sending them again.
      const earlier = resuming ? await deps.solanaSteps.get(stepId ?? `${ctx.job.jobId}#sol${leg.index}`) : undefined;
      await ctx.progress(
        earlier?.status === 'confirmed'
          ? `Transfer ${leg.index + 1} of ${legs.length} was already sent: ${leg.amount} ${symbol} to ${leg.to} (transaction ${earlier.signature}).`
          : `Sending ${leg.amount} ${symbol} to ${leg.to} on Solana (transfer ${leg.index + 1} of ${legs.length}).`,
      );
      const outcome = await sendSolana(deps, ctx, { token: intent.token, amount: leg.amount, to: leg.to, ...(stepId ? { stepId } : {}) });
      sent.push({ ...leg, transactionHash: String(outcome.metadata!.transactionHash), richData: outcome.richData[0] as Record<string, unknown> });
    } catch (error) {
      throw batchFailure(error, { sent, legs, failed: leg.index, symbol });
    }
  }
  return batchOutcome(sent, { symbol, chain: 'solana', chainLabel: 'Solana', format: (raw) => formatBaseUnits(raw, decimals) });
}

/**
 * @throws PermanentError `LOSSY_RECIPIENT` or `INVALID_RECIPIENT` naming the recipient, `AMOUNT_BELOW_RENT`, `INSUFFICIENT_FUNDS`.
 */
async function checkBatch(gateway: SolanaGateway, input: { from: PublicKey; legs: readonly SolanaLeg[]; symbol: string; mint: PublicKey | undefined }) {
  const { from, legs, symbol, mint } = input;
  const [fromInfo, mintInfo, ...infos] = await gateway.getAccounts([from, mint ?? from, ...legs.map((leg) => leg.key)]);
  const where = (leg: SolanaLeg) => `Recipient ${leg.index + 1} of ${legs.length}`;
  for (const [i, leg] of legs.entries()) {
    const info = infos[i];
    try {
      checkSolanaRecipient(leg.key, info, mint ? 'tokens' : 'SOL');
    } catch (error) {
      throw new PermanentError(
        'LOSSY_RECIPIENT',
        `${where(leg)}: ${(error as Error).message.replace(/nothing was sent\.$/, 'nothing in this batch was sent.')}`,
        {
          details: { field: `transfers.${leg.index}.to` },
          cause: error,
        },
      );
    }
    if (info && (info.owner.equals(TOKEN_PROGRAM_ID) || info.owner.equals(TOKEN_2022_PROGRAM_ID))) {
      throw new PermanentError(
        'INVALID_RECIPIENT',
        `${where(leg)} (${leg.to}) is a token account or mint, not a wallet; send to the owner's wallet address instead. Nothing was sent.`,
        { details: { field: `transfers.${leg.index}.to` } },
      );
    }
  }
  const lamports = BigInt(fromInfo?.lamports ?? 0);
  const total = legs.reduce((sum, leg) => sum + leg.amountRaw, 0n);
  const fee = await feePerTransfer(gateway, from);
  const fees = fee * BigInt(legs.length);
  const sol = (raw: bigint) => formatBaseUnits(raw, 9);
  if (!mint) {
    const rent = await gateway.getRentExemption(0);
    const small = legs.find((leg, i) => BigInt(infos[i]?.lamports ?? 0) === 0n && leg.amountRaw < rent);
    if (small) {
      throw new PermanentError(
        'AMOUNT_BELOW_RENT',
        `${where(small)} (${small.to}) is a new Solana account: it needs at least ${sol(rent)} SOL to exist, and gets ${small.amount}. Nothing was sent.`,
        { details: { field: `transfers.${small.index}.amount`, minimumLamports: rent.toString() } },
      );
    }
    if (lamports < total + fees) throw insufficient(`you have ${sol(lamports)} SOL; the batch sends ${sol(total)} SOL in all, plus ${sol(fees)} SOL in fees.`);
    return;
  }
  if (!mintInfo || !(mintInfo.owner.equals(TOKEN_PROGRAM_ID) || mintInfo.owner.equals(TOKEN_2022_PROGRAM_ID))) {
    throw new PermanentError('UNKNOWN_TOKEN', `${mint.toBase58()} is not an SPL token mint on Solana. Nothing was sent.`, { details: { field: 'token' } });
  }
  const programId = mintInfo.owner;
  const decoded = unpackMint(mint, mintInfo, programId);
  const fromAta = getAssociatedTokenAddressSync(mint, from, false, programId);
  const atas = legs.map((leg) => getAssociatedTokenAddressSync(mint, leg.key, true, programId));
  const [fromAtaInfo, ...ataInfos] = await gateway.getAccounts([fromAta, ...atas]);
  const held = fromAtaInfo ? unpackAccount(fromAta, fromAtaInfo, programId).amount : 0n;
  const fmt = (raw: bigint) => formatBaseUnits(raw, decoded.decimals);
  if (held < total) throw insufficient(`you have ${fmt(held)} ${symbol}; the batch sends ${fmt(total)} ${symbol} in all to ${legs.length} recipients.`);
  const opened = ataInfos.filter((info) => info === null).length;
  const rent = opened > 0 ? await gateway.getRentExemption(programId.equals(TOKEN_PROGRAM_ID) ? ACCOUNT_SIZE : getAccountLenForMint(decoded)) : 0n;
  const needed = fees + rent * BigInt(opened);
  if (lamports < needed) {
    const opening = opened > 0 ? ` and ${sol(rent * BigInt(opened))} SOL to open ${opened} recipient ${symbol} account${opened > 1 ? 's' : ''}` : '';
    throw insufficient(`you have ${sol(lamports)} SOL; the batch needs ${sol(fees)} SOL in fees${opening}.`);
  }
}

/** The fee of one plain transfer from `from`, as the cluster prices it now. */
async function feePerTransfer(gateway: SolanaGateway, from: PublicKey): Promise<bigint> {
  const { blockhash, lastValidBlockHeight } = await gateway.getLatestBlockhash();
  const sample = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: from, lamports: 1 }),
  );
  return gateway.getFee(sample.compileMessage());
}

const insufficient = (what: string): PermanentError => new PermanentError('INSUFFICIENT_FUNDS', `Insufficient balance on Solana: ${what} Nothing was sent.`);
