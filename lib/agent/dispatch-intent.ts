import { PermanentError } from '../errors.ts';
import { evmChains, findEvmToken, findSolanaToken, type ChainName } from '../chains/chains.ts';
import type { Deps } from '../deps.ts';
import { readTokenBalances } from '../capabilities/balances/read-token-balances.ts';
import { readPortfolio } from '../capabilities/portfolio/read-portfolio.ts';
import { lookupToken, readPrice } from '../capabilities/prices/read-price.ts';
import { readTrending } from '../capabilities/trending/read-trending.ts';
import { swapTokens } from '../capabilities/swaps/swap-tokens.ts';
import { transferToken } from '../capabilities/transfers/transfer-token.ts';
import { ownWalletQuestion } from '../capabilities/transfers/own-wallet.ts';
import { onChainPriceService } from '../market/on-chain-price-service.ts';
import type { AutomationCancelIntent, AutomationCreateIntent, AutomationListIntent } from '../capabilities/automations/intent.ts';
import { cancelAutomation } from '../automations/cancel-automation.ts';
import { createAutomation } from '../automations/create-automation.ts';
import { listAutomations } from '../automations/list-automations.ts';
import { cancelledOutcome, createdOutcome, listedOutcome } from '../automations/automation-responses.ts';
import type { Intent } from './interpreter/index.ts';
import type { JobContext, JobOutcome } from '../jobs/job-context.ts';
import { resolveAmount } from '../capabilities/resolve-amount.ts';
import type { Amount } from '../capabilities/transfers/intent.ts';
import { requireLaunchDeps } from '../capabilities/launches/launch-deps.ts';
import { launchToken } from '../capabilities/launches/launch-token.ts';
import { checkFees } from '../capabilities/launches/check-fees.ts';
import { claimFees } from '../capabilities/launches/claim-fees.ts';
import { namesUnlistedToken, swapLaunchedToken } from '../capabilities/launches/swap-launched-token.ts';

/** A chain where a token can be priced when the prompt named none (a read: any chain that lists it). */
function chainForToken(token: string): ChainName {
  if (['SOL', 'BONK', 'JUP', 'WIF'].includes(token.toUpperCase()) || (findSolanaToken(token) && !evmChains.some((c) => findEvmToken(c, token)))) return 'solana';
  const evm = evmChains.find((c) => c.nativeSymbol === token.toUpperCase() || findEvmToken(c, token));
  if (!evm) throw new PermanentError('UNKNOWN_TOKEN', `${token} is not a token I know on any supported chain.`);
  return evm.name;
}

/**
 * A dollar or share amount is worked out once per job: a resumed attempt (its first one died after sending) uses
 * the same number, not a share of what is left or a dollar value at today's price.
 */
const resolvedOnce = (ctx: JobContext, amount: Amount, resolve: () => Promise<string>): Promise<string> =>
  amount.kind === 'exact' ? Promise.resolve(amount.value) : ctx.remember ? ctx.remember('amount', resolve) : resolve();

/** Merges the answers of the same read on several chains into one. */
const merge = (outcomes: JobOutcome[]): JobOutcome => ({
  response: outcomes.map((o) => o.response).join('\n\n'),
  richData: outcomes.flatMap((o) => o.richData),
});

/**
 * Runs an interpreted intent with the capability that owns it. Amounts given
 * in dollars or as a share of the balance are resolved to exact token amounts
 * first, and the response states what was actually sent.
 */
export async function dispatchIntent(
  deps: Deps,
  ctx: JobContext,
  intent: Intent | AutomationCreateIntent | AutomationListIntent | AutomationCancelIntent,
): Promise<JobOutcome> {
  const solanaRpcUrl = deps.solana?.connection().rpcEndpoint;
  const holdings = { chains: deps.chains, ...(solanaRpcUrl ? { solanaRpcUrl } : {}) };
  const prices = onChainPriceService({ chains: deps.chains, ...(deps.solanaSwaps ? { solanaSwaps: deps.solanaSwaps } : {}) });
  switch (intent.kind) {
    case 'balance':
      return readTokenBalances(holdings, ctx, { chains: intent.chains, tokens: intent.tokens === 'all' ? 'all' : [...intent.tokens] });
    case 'portfolio':
      return readPortfolio({ ...holdings, prices }, ctx);
    case 'price':
      return merge(await Promise.all(intent.tokens.map((token) => readPrice({ prices }, ctx, { token, chain: intent.chain ?? chainForToken(token) }))));
    case 'lookup':
      return lookupToken({ ...holdings, prices, ...(deps.solanaSwaps ? { solanaSwaps: deps.solanaSwaps } : {}) }, ctx, { address: intent.address, ...(intent.chain ? { chain: intent.chain } : {}) });
    case 'trending': {
      const outcomes: JobOutcome[] = [];
      for (const chain of intent.chains) {
        try {
          const sources = { ...(deps.marketData ? { marketData: deps.marketData } : {}), ...(deps.solana ? { solana: deps.solana } : {}), ...(deps.solanaSwaps ? { solanaSwaps: deps.solanaSwaps } : {}) };
          outcomes.push(await readTrending({ chains: deps.chains, prices, ...sources }, ctx, { chain }));
        } catch (error) {
          // Reading every chain: one that has no trending data must not sink the others.
          if (intent.chains.length === 1) throw error;
        }
      }
      return merge(outcomes);
    }
    case 'transfer': {
      const question = ownWalletQuestion(ctx.account, intent);
      if (question) return question;
      const amount = await resolvedOnce(ctx, intent.amount, () => resolveAmount({ ...holdings, prices }, ctx, { chain: intent.chain, token: intent.token, amount: intent.amount }));
      return transferToken(deps, ctx, { chain: intent.chain, token: intent.token, amount, to: intent.to });
    }
    case 'swap': {
      // A token Base's registry does not list: a launched token, resolved by symbol or address (UNKNOWN_TOKEN when it is none).
      if (namesUnlistedToken(intent)) return swapLaunchedToken({ ...deps, prices }, ctx, intent);
      if (intent.side === 'buy') {
        if (intent.amount.kind !== 'exact') {
          throw new PermanentError(
            'INVALID_AMOUNT',
            `A buy needs an exact amount of ${intent.tokenOut} to receive, for example "buy 100 ${intent.tokenOut} with ${intent.tokenIn} on ${intent.chain}". Nothing was done.`,
          );
        }
        return swapTokens(deps, ctx, { chain: intent.chain, tokenIn: intent.tokenIn, tokenOut: intent.tokenOut, side: 'buy', amountOut: intent.amount.value, slippageBps: intent.slippageBps });
      }
      const amountIn = await resolvedOnce(ctx, intent.amount, () => resolveAmount({ ...holdings, prices }, ctx, { chain: intent.chain, token: intent.tokenIn, amount: intent.amount }));
      return swapTokens(deps, ctx, { chain: intent.chain, tokenIn: intent.tokenIn, tokenOut: intent.tokenOut, amountIn, slippageBps: intent.slippageBps });
    }
    case 'automation-create': {
      // An automation acts later with the key that creates it: a job without one (never from the API) cannot.
      const { keyId, keyScope } = ctx.job;
      if (keyId === undefined || keyScope === undefined) {
        throw new PermanentError('KEY_REQUIRED', 'Orders and automations act with the API key that creates them; submit this prompt with an API key. Nothing was created.');
      }
      const created = await createAutomation({ ...deps, prices }, { accountId: ctx.job.accountId, keyId, keyScope, intent });
      return createdOutcome(created.automation, created.currentPriceUsd);
    }
    case 'automation-list':
      return listedOutcome(await listAutomations(deps, ctx.job.accountId));
    case 'automation-cancel':
      return cancelledOutcome(await cancelAutomation(deps, { accountId: ctx.job.accountId, target: intent.target }), intent.target);
    case 'launch':
      return launchToken(requireLaunchDeps(deps), ctx, intent);
    case 'fees-check':
      return checkFees({ ...requireLaunchDeps(deps), prices }, ctx, intent.scope);
    case 'fees-claim':
      return claimFees({ ...requireLaunchDeps(deps), prices }, ctx, intent.target);
  }
}
