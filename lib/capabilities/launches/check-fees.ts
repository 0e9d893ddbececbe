import { formatUnits } from 'viem';
import type { JobContext, JobOutcome } from '../../jobs/job-context.ts';
import { formatUsd } from '../../market/format-usd.ts';
import type { PriceService } from '../../market/price-service.ts';
import type { FeesCheckIntent } from './intent.ts';
import { creatorTokens, pickCreatorToken, type CreatorToken } from './creator-tokens.ts';
import { describeFee, describeTerms, describeTokenFee, describeWeth, feePrices, feeUsd } from './fee-amounts.ts';
import { shortAddress, type LaunchDeps } from './launch-deps.ts';

const chainLabel: Record<string, string> = { ethereum: 'Ethereum', polygon: 'Polygon', unichain: 'Unichain', solana: 'Solana' };

/**
 * The creator fees the caller can claim now (the vested part), for one
 * launched token, every token on a chain, or every chain, in WETH and
 * tokens with their dollar values; WETH a protocol keeps in one balance for
 * all of a creator's tokens (Clanker) is shown once. Launches exist on Base only, so another
 * chain has none (Solana's fee terms are not specified). Reads only.
 * @throws PermanentError `NOT_YOUR_LAUNCH`, `AMBIGUOUS_TOKEN`; TransientError for RPC trouble.
 */
export async function checkFees(deps: LaunchDeps & { prices: PriceService }, ctx: JobContext, scope: FeesCheckIntent['scope']): Promise<JobOutcome> {
  if (typeof scope === 'object' && 'chain' in scope && scope.chain !== 'base') {
    const why =
      scope.chain === 'solana' ? 'Solana launch fee terms are not specified, so launches are Base-only' : 'token launches and their fees are on Base only';
    return {
      response: `You have no creator fees on ${chainLabel[scope.chain]}: ${why}.`,
      richData: [{ type: 'creator-fees', chain: scope.chain, tokens: [] }],
    };
  }
  const creator = ctx.account.wallets.evm.address;
  const mine = await creatorTokens(deps, ctx.job.accountId, creator);
  const tokens: CreatorToken[] = typeof scope === 'object' && 'token' in scope ? [pickCreatorToken(mine, scope.token)] : mine.tokens;
  if (tokens.length === 0) {
    const others = mine.givenAway.map((t) => `${t.symbol}'s go to ${t.feeRecipient}`).join(', ');
    return {
      response:
        mine.givenAway.length > 0
          ? `You earn no creator fees on Base: the tokens you launched pay them to other wallets (${others}).`
          : 'You have not launched any token on Base, so there are no creator fees. Launch one with "launch a token called Moon Cat with symbol MCAT on base".',
      richData: [{ type: 'creator-fees', chain: 'base', tokens: [] }],
    };
  }
  const [amounts, totals] = await Promise.all([
    Promise.all(tokens.map((t) => deps.launchProtocol.claimable(creator, t.token))),
    Promise.all(tokens.map((t) => deps.launchProtocol.unclaimed(creator, t.token))),
  ]);
  const prices = await feePrices(
    deps.prices,
    tokens.map((t) => t.token),
  );
  // A protocol that pools WETH (Clanker) reports the shared balance with every token, each read after collecting
  // that token's latest fees: shown once, the largest reading.
  const pooled = deps.launchProtocol.pooledWeth ? amounts.reduce((max, a) => (a.weth > max ? a.weth : max), 0n) : undefined;
  const rows = tokens.map((t, i) => {
    const weth = pooled === undefined ? amounts[i]!.weth : 0n;
    const lockedWeth = pooled === undefined ? totals[i]!.weth - amounts[i]!.weth : 0n;
    return {
      ...t,
      weth,
      tokenAmount: amounts[i]!.tokenAmount,
      usd: feeUsd(prices, t.token, weth, amounts[i]!.tokenAmount),
      lockedWeth,
      lockedToken: totals[i]!.tokenAmount - amounts[i]!.tokenAmount,
    };
  });
  const locked = (r: (typeof rows)[number]): string =>
    r.lockedWeth > 0n || r.lockedToken > 0n ? `; still vesting: ${formatUnits(r.lockedWeth, 18)} WETH + ${formatUnits(r.lockedToken, 18)} ${r.symbol}` : '';
  const lines = rows.map(
    (r) =>
      `- ${r.symbol} (${shortAddress(r.token)}): ${pooled === undefined ? describeFee(r.symbol, r.weth, r.tokenAmount, r.usd) : describeTokenFee(r.symbol, r.tokenAmount, r.usd)}${locked(r)}`,
  );
  const pooledUsd = pooled === undefined ? 0 : feeUsd(prices, deps.launchProtocol.weth, pooled, 0n);
  if (pooled !== undefined) lines.push(`- WETH of all your tokens (${deps.launchProtocol.name} keeps it in one balance): ${describeWeth(pooled, pooledUsd)}`);
  const where = scope === 'all' ? 'across all chains (launches are on Base only)' : 'on Base';
  const total = rows.every((r) => r.usd !== undefined) && pooledUsd !== undefined ? rows.reduce((sum, r) => sum + r.usd!, pooledUsd) : undefined;
  const has = (r: (typeof rows)[number]): boolean => r.weth > 0n || r.tokenAmount > 0n;
  const nothing = !rows.some(has) && !pooled;
  const terms = await deps.launchProtocol.terms();
  const first = rows.find(has) ?? rows[0]!;
  const footer = nothing
    ? `Nothing is claimable yet: fees come from trading (every swap pays ${describeTerms(terms)}).`
    : `${lines.length > 1 && total !== undefined ? `Total ≈ ${formatUsd(total)}. ` : ''}Say "claim my fees for ${first.symbol}" or "claim all my creator fees" to have them paid to your Base wallet.`;
  return {
    response: `Unclaimed creator fees ${where}, claimable now:\n${lines.join('\n')}\n${footer}`,
    richData: [
      {
        type: 'creator-fees',
        chain: 'base',
        tokens: rows.map((r) => ({
          token: r.token,
          symbol: r.symbol,
          weth: formatUnits(r.weth, 18),
          wethRaw: r.weth.toString(),
          tokenAmount: formatUnits(r.tokenAmount, 18),
          tokenAmountRaw: r.tokenAmount.toString(),
          ...(r.usd !== undefined ? { usd: r.usd } : {}),
          lockedWethRaw: r.lockedWeth.toString(),
          lockedTokenAmountRaw: r.lockedToken.toString(),
        })),
        ...(pooled !== undefined ? { pooledWeth: formatUnits(pooled, 18), pooledWethRaw: pooled.toString() } : {}),
      },
    ],
  };
}
