import { getAddress, type Address } from 'viem';
import type { JobContext, JobOutcome } from '../../jobs/job-context.ts';
import { isPurserError, PermanentError, TransientError } from '../../errors.ts';
import { usableFeeRecipient } from './launch-fee-recipient.ts';
import type { LaunchIntent } from './intent.ts';
import { deploymentLimitMessage, launchesPerDay, launchWindowMs } from './launch-cooldown.ts';
import type { LaunchDeps } from './launch-deps.ts';
import type { LaunchInput, LaunchResult } from './launch-protocol.ts';
import { describeTerms } from './fee-amounts.ts';

/**
 * Launches a token on Base with the caller's Base wallet as its creator, as a
 * job; its creator fees go to the intent's `feeRecipient` (an address) or
 * `feeRecipientName` (an ENS name, resolved now) when it names another
 * wallet — checked first as one that can use them, recorded with the launch
 * and said in the response — else to the caller. The deployment cooldown is checked first, before anything is signed:
 * one launch per rolling 24 hours per account (members: more,
 * `config.memberLaunchesPerDay`), held as a slot taken with a conditional
 * write, so two parallel launch jobs cannot both pass. A launch that puts
 * nothing on chain (refused, cancelled, reverted) gives its slot back; a
 * retried job keeps its slot and resumes its transaction step.
 * @returns the token address, the transaction hash (`metadata`) and the fee terms.
 * A vesting schedule the protocol cannot give is refused first.
 * @throws PermanentError `VESTING_UNSUPPORTED`, `FEE_RECIPIENT_UNRESOLVED`, `LOSSY_RECIPIENT`, `DEPLOYMENT_LIMIT_REACHED` (with the time left), `TRANSACTION_REVERTED`,
 *   `LAUNCH_EVENT_MISSING`; JobCancelledError before the broadcast; TransientError for RPC trouble.
 */
export async function launchToken(deps: LaunchDeps, ctx: JobContext, intent: LaunchIntent): Promise<JobOutcome> {
  const { accountId, jobId } = ctx.job;
  if (intent.vestingDays && !deps.launchProtocol.vesting) {
    throw new PermanentError(
      'VESTING_UNSUPPORTED',
      `The launch protocol of this service (${deps.launchProtocol.name}) has no vesting of creator fees: launch without "vesting". Nothing was done.`,
    );
  }
  // Resolved and checked before a slot is taken: a recipient that cannot be used launches nothing.
  const named = await feeRecipientOf(deps, ctx, intent);
  const now = deps.clock.now();
  const limit = launchesPerDay(ctx.account, deps.config);
  // A simulation only looks: it takes no slot, so it never stands in the way of the real launch after it.
  const slot = intent.simulate
    ? await deps.launches.peekSlot({ accountId, limit, windowMs: launchWindowMs, now })
    : await deps.launches.reserveSlot({ accountId, jobId, limit, windowMs: launchWindowMs, now });
  if (!slot.granted) {
    // Measured from the refusal, after the slot's holder wrote it: a parallel launch started a moment later never reads as more than 24 h away.
    const left = slot.nextAt.getTime() - deps.clock.now().getTime();
    throw new PermanentError('DEPLOYMENT_LIMIT_REACHED', deploymentLimitMessage(limit, left), {
      details: { limit, windowHours: 24, nextLaunchAt: slot.nextAt.toISOString(), member: ctx.account.member === true },
    });
  }
  const vestingSeconds = BigInt(intent.vestingDays ?? 0) * 86_400n;
  const creator = ctx.account.wallets.evm.address;
  // Another wallet earns the fees only when named and different from the caller's own; the caller's own is the default.
  const feeRecipient = named && named !== getAddress(creator) ? named : undefined;
  const recipientName = feeRecipient && intent.feeRecipientName ? `${intent.feeRecipientName} (${feeRecipient})` : feeRecipient;
  const input = {
    creator,
    launchId: jobId,
    name: intent.name,
    symbol: intent.symbol,
    imageUrl: intent.imageUrl ?? '',
    description: intent.description ?? '',
    vestingSeconds,
    ...(feeRecipient ? { feeRecipient } : {}),
  };
  if (intent.simulate) return simulatedLaunch(deps, intent, input, recipientName);
  await ctx.progress(
    `Launching ${intent.name} (${intent.symbol}) on Base from your wallet ${creator}${feeRecipient ? `, its fees going to ${recipientName}` : ''}.`,
  );
  let launched: LaunchResult;
  try {
    launched = await deps.launchProtocol.launch(ctx, input);
  } catch (error) {
    // A transient error retries the job, which keeps its slot; anything else launched nothing (or nothing we can read back).
    if (!(error instanceof TransientError) && !(error instanceof PermanentError && error.code === 'LAUNCH_EVENT_MISSING')) {
      await deps.launches.releaseSlot(accountId, jobId);
    }
    throw error;
  }
  await deps.launches.record({
    accountId,
    chain: 'base',
    token: launched.token,
    name: intent.name,
    symbol: intent.symbol,
    creator,
    ...(feeRecipient ? { feeRecipient } : {}),
    ...(feeRecipient && intent.feeRecipientName ? { feeRecipientName: intent.feeRecipientName } : {}),
    txHash: launched.txHash,
    vestingSeconds: Number(vestingSeconds),
    jobId,
    launchedAt: now.toISOString(),
    ...(intent.imageUrl ? { imageUrl: intent.imageUrl } : {}),
    ...(intent.websiteUrl ? { websiteUrl: intent.websiteUrl } : {}),
    ...(intent.tweetUrl ? { tweetUrl: intent.tweetUrl } : {}),
    ...(intent.twitterUrl ? { twitterUrl: intent.twitterUrl } : {}),
    ...(intent.telegramUrl ? { telegramUrl: intent.telegramUrl } : {}),
    ...(intent.description ? { description: intent.description } : {}),
  });
  const terms = await deps.launchProtocol.terms();
  const vesting = intent.vestingDays ? ` ${feeRecipient ? 'The' : 'Your'} fees vest over ${intent.vestingDays} days: only the vested part is claimable.` : '';
  const whose = feeRecipient
    ? `You are the creator (${creator}). Fees go to ${recipientName}: that wallet claims them, not yours.`
    : `You are the creator (${creator}), and you receive its creator fees.`;
  const fee = describeTerms(terms, feeRecipient ? 'the fee recipient' : 'you');
  return {
    response:
      `Launched ${intent.name} (${intent.symbol}) on Base: ${launched.token}.\n` +
      `${whose} Liquidity is locked permanently; every swap of ${intent.symbol} pays ${fee}.${vesting}\n` +
      `It trades now: "buy $20 of $${intent.symbol} on base".\nTransaction: ${launched.txHash}`,
    richData: [
      {
        type: 'launch',
        chain: 'base',
        token: launched.token,
        name: intent.name,
        symbol: intent.symbol,
        creator,
        ...(feeRecipient ? { feeRecipient } : {}),
        ...(feeRecipient && intent.feeRecipientName ? { feeRecipientName: intent.feeRecipientName } : {}),
        ...(launched.pool ? { pool: launched.pool } : {}),
        vestingSeconds: Number(vestingSeconds),
        transactionHash: launched.txHash,
        // The published client's fee split: the creator's share of every swap fee, in basis points of the fee.
        feeDistribution: { creator: { address: feeRecipient ?? creator, bps: terms.creatorShareBps } },
      },
    ],
    metadata: { transactionHash: launched.txHash, chain: 'base' },
  };
}

/**
 * The launch as the chain would run it now, sent nowhere: the cooldown and the protocol's own checks pass, and the
 * token it would create. Nothing is signed, recorded or counted against the cooldown.
 */
async function simulatedLaunch(deps: LaunchDeps, intent: LaunchIntent, input: LaunchInput, recipientName: string | undefined): Promise<JobOutcome> {
  const predicted = await deps.launchProtocol.simulateLaunch(input);
  const terms = await deps.launchProtocol.terms();
  const earner = input.feeRecipient ?? input.creator;
  return {
    response:
      `Simulated the launch of ${intent.name} (${intent.symbol}) on Base from your wallet ${input.creator}: it would pass now, creating ${predicted.token}` +
      `${input.feeRecipient ? `, its fees going to ${recipientName}` : ''}. Nothing was sent; a launch made later gets its own address.`,
    richData: [
      {
        type: 'launch',
        simulated: true,
        chain: 'base',
        token: predicted.token,
        name: intent.name,
        symbol: intent.symbol,
        creator: input.creator,
        ...(input.feeRecipient ? { feeRecipient: input.feeRecipient } : {}),
        ...(predicted.pool ? { pool: predicted.pool } : {}),
        vestingSeconds: Number(input.vestingSeconds),
        feeDistribution: { creator: { address: earner, bps: terms.creatorShareBps } },
      },
    ],
  };
}

/**
 * The wallet the launch names for its creator fees (a 0x address or an ENS name), resolved and checked as usable;
 * undefined when it names none; resolved once per job. A name that cannot be resolved here fails the launch, saying to
 * give the address.
 * @throws PermanentError `FEE_RECIPIENT_UNRESOLVED`, `LOSSY_RECIPIENT`, `INVALID_ADDRESS`; TransientError for RPC trouble.
 */
async function feeRecipientOf(deps: LaunchDeps, ctx: JobContext, intent: LaunchIntent): Promise<Address | undefined> {
  const ref = intent.feeRecipient
    ? { type: 'wallet', value: intent.feeRecipient }
    : intent.feeRecipientName
      ? { type: 'ens', value: intent.feeRecipientName }
      : undefined;
  if (!ref) return undefined;
  try {
    // Kept on the job: a retried launch resumes its signed transaction, so it must not read a name that changed since.
    const resolve = () => usableFeeRecipient(deps, ref);
    return getAddress(ctx.remember ? await ctx.remember('launch-fee-recipient', resolve) : await resolve());
  } catch (error) {
    if (!isPurserError(error) || error.retryable) throw error;
    // The resolver's words name the client's flags; a prompt names the recipient in words.
    const message =
      error.code === 'FEE_RECIPIENT_UNRESOLVED'
        ? `The fee recipient ${ref.value} could not be resolved to an address here: name it by its 0x address instead. Nothing was launched.`
        : error.message;
    throw new PermanentError(error.code, message, { cause: error, details: { feeRecipient: ref.value } });
  }
}
