import { formatUnits } from 'viem';
import type { JobContext, JobOutcome } from '../../jobs/job-context.ts';
import { formatUsd } from '../../market/format-usd.ts';
import type { PriceService } from '../../market/price-service.ts';
import { creatorFeesReader } from './creator-fees-reader.ts';
import { maxFeeDays } from './creator-fees-view.ts';
import { creatorTokens } from './creator-tokens.ts';
import { describeFee, describeTokenFee, describeWeth, feePrices, feeUsd } from './fee-amounts.ts';
import { shortAddress, type LaunchDeps } from './launch-deps.ts';

/**
 * "which of my tokens earned the most fees": the caller's fee-earning
 * launched tokens ranked by the creator fees each has earned — what is
 * unclaimed now (vested or not) plus what claims have paid since the first
 * launch — most first, by dollar value when every amount has a price, else
 * by WETH, then by the token side. WETH a protocol keeps in one balance for
 * all tokens (Clanker) cannot be split by token: it is shown once, and the
 * tokens are ranked by their own side. Tokens launched with their fees going
 * to another wallet are named, not counted. Reads only.
 * @throws TransientError for RPC trouble.
 */
export async function rankFees(deps: LaunchDeps & { prices: PriceService }, ctx: JobContext): Promise<JobOutcome> {
  const creator = ctx.account.wallets.evm.address;
  const mine = await creatorTokens(deps, ctx.job.accountId, creator);
  const others = mine.givenAway.length > 0 ? `Not counted: ${mine.givenAway.map((t) => `${t.symbol}'s fees go to ${t.feeRecipient}`).join(', ')}.` : '';
  if (mine.tokens.length === 0) {
    return {
      response:
        mine.givenAway.length > 0
          ? `None of the tokens you launched earns you creator fees: ${mine.givenAway.map((t) => `${t.symbol}'s go to ${t.feeRecipient}`).join(', ')}.`
          : 'You have not launched any token on Base, so none has earned creator fees. Launch one with "launch a token called Moon Cat with symbol MCAT on base".',
      richData: [{ type: 'creator-fees-ranking', chain: 'base', tokens: [] }],
    };
  }
  const tokens = mine.tokens;
  const protocol = deps.launchProtocol;
  const recorded = await deps.launches.listByAccount(ctx.job.accountId);
  const launchedAt = tokens.map((t) => recorded.find((r) => r.token.toLowerCase() === t.token.toLowerCase())?.launchedAt);
  // Claims since the first launch (a day earlier: block times are whole seconds, and a chain's clock may lag ours); a token
  // the store does not know (launched elsewhere for this wallet) counts the longest period the fee view reads.
  const since = launchedAt.every((at) => at !== undefined)
    ? new Date(Math.min(...launchedAt.map((at) => Date.parse(at!))) - 86_400_000)
    : new Date(deps.clock.now().getTime() - maxFeeDays * 86_400_000);
  const [unclaimed, events, prices] = await Promise.all([
    Promise.all(tokens.map((t) => protocol.unclaimed(creator, t.token))),
    creatorFeesReader({ chains: deps.chains, clock: deps.clock, launchProtocol: protocol }).feeEvents(
      tokens.map((t) => t.token),
      since,
    ),
    feePrices(
      deps.prices,
      tokens.map((t) => t.token),
    ),
  ]);
  const pooled = protocol.pooledWeth ? unclaimed.reduce((max, a) => (a.weth > max ? a.weth : max), 0n) : undefined;
  const rows = tokens.map((t, i) => {
    const claims = events.filter((e) => e.kind === 'claimed' && e.token.toLowerCase() === t.token.toLowerCase());
    const claimedWeth = claims.reduce((sum, e) => sum + e.weth, 0n);
    const claimedToken = claims.reduce((sum, e) => sum + e.tokenAmount, 0n);
    const weth = pooled === undefined ? unclaimed[i]!.weth + claimedWeth : 0n;
    const tokenAmount = unclaimed[i]!.tokenAmount + claimedToken;
    return { ...t, weth, tokenAmount, claimedWeth, claimedToken, usd: feeUsd(prices, t.token, weth, tokenAmount) };
  });
  const priced = rows.every((r) => r.usd !== undefined);
  const desc = (a: bigint, b: bigint): number => (a === b ? 0 : b > a ? 1 : -1);
  rows.sort((a, b) => (priced && a.usd !== b.usd ? b.usd! - a.usd! : desc(a.weth, b.weth) || desc(a.tokenAmount, b.tokenAmount)));
  const earned = (r: (typeof rows)[number]): string =>
    pooled === undefined ? describeFee(r.symbol, r.weth, r.tokenAmount, r.usd) : describeTokenFee(r.symbol, r.tokenAmount, r.usd);
  const claimedPart = (r: (typeof rows)[number]): string =>
    r.claimedWeth > 0n || r.claimedToken > 0n ? `; ${formatUnits(r.claimedWeth, 18)} WETH + ${formatUnits(r.claimedToken, 18)} ${r.symbol} of it claimed` : '';
  const lines = rows.map((r, i) => `${i + 1}. ${r.symbol} (${shortAddress(r.token)}): ${earned(r)}${claimedPart(r)}`);
  if (pooled !== undefined) {
    lines.push(
      `WETH of all your tokens (${protocol.name} keeps it in one balance, not split by token): ${describeWeth(pooled, feeUsd(prices, protocol.weth, pooled, 0n))}`,
    );
  }
  const top = rows[0]!;
  const nothing = rows.every((r) => r.weth === 0n && r.tokenAmount === 0n) && !pooled;
  const total = priced ? rows.reduce((sum, r) => sum + r.usd!, 0) : undefined;
  const verdict = nothing
    ? 'None of them has earned creator fees yet: fees come from trading.'
    : rows.length === 1
      ? `${top.symbol} is your only fee-earning launch.`
      : `${top.symbol} earned the most${total !== undefined ? `; ≈ ${formatUsd(total)} in all` : ''}.`;
  return {
    response: `Your launched tokens by creator fees earned (unclaimed plus claimed), most first:\n${lines.join('\n')}\n${verdict}${others ? `\n${others}` : ''}`,
    richData: [
      {
        type: 'creator-fees-ranking',
        chain: 'base',
        tokens: rows.map((r, i) => ({
          rank: i + 1,
          token: r.token,
          symbol: r.symbol,
          earnedWethRaw: r.weth.toString(),
          earnedTokenAmountRaw: r.tokenAmount.toString(),
          claimedWethRaw: r.claimedWeth.toString(),
          claimedTokenAmountRaw: r.claimedToken.toString(),
          ...(r.usd !== undefined ? { usd: r.usd } : {}),
        })),
        ...(pooled !== undefined ? { pooledWethRaw: pooled.toString() } : {}),
      },
    ],
  };
}
