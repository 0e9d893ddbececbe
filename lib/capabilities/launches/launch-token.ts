import { getAddress } from 'viem';
import type { JobContext, JobOutcome } from '../../jobs/job-context.ts';
import { PermanentError, TransientError } from '../../errors.ts';
import type { LaunchIntent } from './intent.ts';
import { deploymentLimitMessage, launchesPerDay, launchWindowMs } from './launch-cooldown.ts';
import type { LaunchDeps } from './launch-deps.ts';
import type { LaunchInput, LaunchResult } from './launch-protocol.ts';
import { describeTerms } from './fee-amounts.ts';

/**
 * Launches a token on Base with the caller's Base wallet as its creator, as a
 * job; its creator fees go to the intent's `feeRecipient` when it names
 * another wallet (recorded with the launch and said in the response), else
 * to the caller. The deployment cooldown is checked first, before anything is signed:
 * one launch per rolling 24 hours per account (members: more,
 * `config.memberLaunchesPerDay`), held as a slot taken with a conditional
 * write, so two parallel launch jobs cannot both pass. A launch that puts
 * nothing on chain (refused, cancelled, reverted) gives its slot back; a
 * retried job keeps its slot and resumes its transaction step.
 * @returns the token address, the transaction hash (`metadata`) and the fee terms.
 * A vesting schedule the protocol cannot give is refused first.
 * @throws PermanentError `VESTING_UNSUPPORTED`, `DEPLOYMENT_LIMIT_REACHED` (with the time left), `TRANSACTION_REVERTED`,
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
  const named = intent.feeRecipient ? getAddress(intent.feeRecipient) : undefined;
  const feeRecipient = named && named !== getAddress(creator) ? named : undefined;
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
  if (intent.simulate) return simulatedLaunch(deps, intent, input);
  await ctx.progress(
    `Launching ${intent.name} (${intent.symbol}) on Base from your wallet ${creator}${feeRecipient ? `, its fees going to ${feeRecipient}` : ''}.`,
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
    txHash: launched.txHash,
    vestingSeconds: Number(vestingSeconds),
    jobId,
    launchedAt: now.toISOString(),
    ...(intent.imageUrl ? { imageUrl: intent.imageUrl } : {}),
    ...(intent.websiteUrl ? { websiteUrl: intent.websiteUrl } : {}),
    ...(intent.tweetUrl ? { tweetUrl: intent.tweetUrl } : {}),
    ...(intent.description ? { description: intent.description } : {}),
  });
  const terms = await deps.launchProtocol.terms();
  const vesting = intent.vestingDays ? ` ${feeRecipient ? 'The' : 'Your'} fees vest over ${intent.vestingDays} days: only the vested part is claimable.` : '';
  const whose = feeRecipient
    ? `You are the creator (${creator}). Fees go to ${feeRecipient}: that wallet claims them, not yours.`
    : `You are the creator (${creator}).`;
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
async function simulatedLaunch(deps: LaunchDeps, intent: LaunchIntent, input: LaunchInput): Promise<JobOutcome> {
  const predicted = await deps.launchProtocol.simulateLaunch(input);
  const terms = await deps.launchProtocol.terms();
  const earner = input.feeRecipient ?? input.creator;
  return {
    response:
      `Simulated the launch of ${intent.name} (${intent.symbol}) on Base from your wallet ${input.creator}: it would pass now, creating ${predicted.token}` +
      `${input.feeRecipient ? `, its fees going to ${input.feeRecipient}` : ''}. Nothing was sent; a launch made later gets its own address.`,
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
