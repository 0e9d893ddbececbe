import { JobCancelledError, PermanentError, TransientError, isPurserError } from '../../../errors.ts';
import type { JobOutcome } from '../../../jobs/job-context.ts';

/** One transfer of a batch, as planned: base units inside, the decimal it was asked as for the words. */
export interface BatchLeg {
  readonly index: number;
  readonly to: string;
  readonly amount: string;
  readonly amountRaw: bigint;
  /** The name the recipient was written as (alice.eth), when it was one: shown beside the address it resolved to. */
  readonly name?: string;
}

/** The recipient as the answer shows it: the address, after the name it was written as ("alice.eth (0x…)"). */
export const recipientText = (leg: Pick<BatchLeg, 'to' | 'name'>): string => (leg.name ? `${leg.name} (${leg.to})` : leg.to);

/** A transfer of the batch that went through, with what its chain reported. */
export interface SentLeg extends BatchLeg {
  readonly transactionHash: string;
  /** The richData entry of this transfer (the same shape as a single transfer's). */
  readonly richData: Record<string, unknown>;
}

const total = (legs: readonly BatchLeg[], format: (raw: bigint) => string): string => format(legs.reduce((sum, leg) => sum + leg.amountRaw, 0n));

/** "1. 2 USDC to 0x… (transaction 0x…)" lines. */
const sentLines = (sent: readonly SentLeg[], symbol: string): string[] =>
  sent.map((leg) => `${leg.index + 1}. ${leg.amount} ${symbol} to ${recipientText(leg)} (transaction ${leg.transactionHash})`);
const unsentLines = (legs: readonly BatchLeg[], symbol: string): string[] =>
  legs.map((leg) => `${leg.index + 1}. ${leg.amount} ${symbol} to ${recipientText(leg)}`);

/**
 * The answer of a batch that went through: every transfer with its transaction, in the order sent.
 * @param format base units of the token as a decimal, for the total.
 */
export function batchOutcome(
  sent: readonly SentLeg[],
  input: { symbol: string; chain: string; chainLabel: string; format: (raw: bigint) => string },
): JobOutcome {
  const response = [
    `Sent ${total(sent, input.format)} ${input.symbol} in all on ${input.chainLabel}, one transaction per recipient:`,
    ...sentLines(sent, input.symbol),
  ].join('\n');
  const hashes = sent.map((leg) => leg.transactionHash);
  return {
    response,
    richData: sent.map((leg) => leg.richData),
    metadata: { transactionHash: hashes[0]!, transactionHashes: hashes, chain: input.chain },
  };
}

/**
 * What a batch says when transfer `failed` of it went wrong: which were sent (with their transactions) and which
 * were not, so a failed or retried job never hides where the money is. A cancellation, a superseded attempt, and a
 * failure before anything was sent pass through as they are (nothing moved); a transient failure keeps its code
 * (the job is retried, and the retry resumes the batch where it stopped).
 */
export function batchFailure(error: unknown, input: { sent: readonly SentLeg[]; legs: readonly BatchLeg[]; failed: number; symbol: string }): unknown {
  if (!isPurserError(error) || error instanceof JobCancelledError || error.code === 'ATTEMPT_SUPERSEDED' || input.sent.length === 0) return error;
  const { sent, legs, failed, symbol } = input;
  const leg = legs[failed]!;
  // The failed transfer is among those not sent: a reverted transaction moved nothing but its gas.
  const notSent = legs.slice(failed);
  const progress = `Sent before it: ${sentLines(sent, symbol).join('; ')}. Not sent: ${unsentLines(notSent, symbol).join('; ')}.`;
  const details = {
    ...(error.details ?? {}),
    failedTransfer: failed + 1,
    sent: sent.map((s) => ({ to: s.to, amount: s.amount, transactionHash: s.transactionHash })),
    notSent: notSent.map((l) => ({ to: l.to, amount: l.amount })),
  };
  if (error.retryable) {
    return new TransientError(
      error.code,
      `${error.message.replace(/\.$/, '')} (transfer ${failed + 1} of ${legs.length}; a retry resumes the batch there). ${progress}`,
      {
        details,
        cause: error,
      },
    );
  }
  // A revert names the transfer and its transaction itself; any other failure is told as that transfer's.
  const what =
    error.code === 'TRANSACTION_REVERTED'
      ? error.message
      : `Transfer ${failed + 1} of ${legs.length} (${leg.amount} ${symbol} to ${recipientText(leg)}) failed: ${error.message}`;
  return new PermanentError('BATCH_INCOMPLETE', `${what} ${progress}`, { details: { ...details, failedCode: error.code }, cause: error });
}
