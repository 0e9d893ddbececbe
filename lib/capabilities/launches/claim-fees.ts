import { formatUnits } from 'viem';
import type { JobContext, JobOutcome } from '../../jobs/job-context.ts';
import type { PriceService } from '../../market/price-service.ts';
import type { FeesClaimIntent } from './intent.ts';
import { creatorTokens, pickCreatorToken } from './creator-tokens.ts';
import { describeFee, feePrices, feeUsd } from './fee-amounts.ts';
import type { ClaimResult } from './launch-protocol.ts';
import type { LaunchDeps } from './launch-deps.ts';

/**
 * Claims creator fees (one launched token, or all of them) to the caller's
 * Base wallet, the creator; only the vested part is claimable. With nothing
 * claimable the job completes saying so, and nothing is sent. A retried job
 * whose claim step was already recorded resumes it rather than re-reading
 * the (now empty) balance.
 * @returns the amounts paid (from the receipt) and `metadata.transactionHash`.
 * @throws PermanentError `NOT_YOUR_LAUNCH`, `AMBIGUOUS_TOKEN`, `TRANSACTION_REVERTED`;
 *   JobCancelledError before the broadcast; TransientError for RPC trouble.
 */
export async function claimFees(deps: LaunchDeps & { prices: PriceService }, ctx: JobContext, target: FeesClaimIntent['target']): Promise<JobOutcome> {
  const creator = ctx.account.wallets.evm.address;
  const resumed = (await deps.steps.get(`${ctx.job.jobId}#0`)) !== undefined;
  // Only tokens whose fees this wallet earns: one launched for another wallet is never claimed here.
  const mine = await creatorTokens(deps, ctx.job.accountId, creator);
  const all = mine.tokens;
  const tokens = target === 'all' ? all : [pickCreatorToken(mine, target.token)];
  const named = target === 'all' ? 'your launched tokens' : tokens[0]!.symbol;
  if (tokens.length === 0) {
    return {
      response:
        mine.givenAway.length > 0
          ? `You earn no creator fees on Base: the tokens you launched pay them to other wallets (${mine.givenAway.map((t) => `${t.symbol}'s go to ${t.feeRecipient}`).join(', ')}), which claim them. Nothing was sent.`
          : 'You have not launched any token on Base, so there are no creator fees to claim: nothing was sent.',
      richData: [{ type: 'fees-claim', claimed: false }],
    };
  }
  if (!resumed) {
    const amounts = await Promise.all(tokens.map((t) => deps.launchProtocol.claimable(creator, t.token)));
    if (amounts.every((a) => a.weth === 0n && a.tokenAmount === 0n)) {
      return {
        response: `No claimable fees for ${named}: nothing was sent. Fees come only from trading (with a vesting schedule, only the vested part is claimable).`,
        richData: [{ type: 'fees-claim', claimed: false, tokens: tokens.map((t) => t.token) }],
      };
    }
    await ctx.progress(`Claiming the creator fees of ${named} to your Base wallet ${creator}.`);
  }
  const result: ClaimResult =
    target === 'all'
      ? await deps.launchProtocol.claimAll(
          ctx,
          creator,
          tokens.map((t) => t.token),
        )
      : await deps.launchProtocol.claim(ctx, creator, tokens[0]!.token);
  const symbols = new Map(all.map((t) => [t.token.toLowerCase(), t.symbol]));
  const prices = await feePrices(
    deps.prices,
    result.tokens.map((t) => t.token),
  );
  const paid = result.tokens.length > 0 ? result.tokens : tokens.slice(0, 1).map((t) => ({ token: t.token, amount: 0n }));
  const lines = paid.map((p, i) => {
    const symbol = symbols.get(p.token.toLowerCase()) ?? p.token;
    // The claim pays one WETH total: shown with the first token.
    const weth = i === 0 ? result.weth : 0n;
    return `- ${symbol}: ${describeFee(symbol, weth, p.amount, feeUsd(prices, p.token, weth, p.amount))}`;
  });
  // A protocol that keeps one WETH balance for all of a creator's tokens pays all of it with any claim: say so.
  const pooled =
    deps.launchProtocol.pooledWeth && target !== 'all' && result.weth > 0n
      ? `\nThe WETH is the fees of all your launched tokens: ${deps.launchProtocol.name} keeps them in one balance and pays it with any claim.`
      : '';
  return {
    response: `Claimed the creator fees of ${named} to your Base wallet ${creator}:\n${lines.join('\n')}${pooled}\nTransaction: ${result.txHash}`,
    richData: [
      {
        type: 'fees-claim',
        claimed: true,
        chain: 'base',
        to: creator,
        weth: formatUnits(result.weth, 18),
        wethRaw: result.weth.toString(),
        tokens: result.tokens.map((t) => ({ token: t.token, amountRaw: t.amount.toString() })),
        transactionHash: result.txHash,
      },
    ],
    metadata: { transactionHash: result.txHash, chain: 'base' },
  };
}
