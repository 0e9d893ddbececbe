import { capability, intentKind } from '../capability.ts';
import { checkFees } from './check-fees.ts';
import { claimFees } from './claim-fees.ts';
import { FeesCheckIntentSchema, FeesClaimIntentSchema, LaunchIntentSchema } from './intent.ts';
import { requireLaunchDeps } from './launch-deps.ts';
import { launchToken } from './launch-token.ts';
import { launchRequest } from './launch-request.ts';
import { rankFees } from './rank-fees.ts';

/** Token launches on Base through the launch protocol, and the creator fees they earn. */
export const launches = capability({
  name: 'launches',
  summary: 'token launches on base and their creator fees ("launch a token called Moon Cat with symbol MCAT on base")',
  kinds: [
    intentKind({
      schema: LaunchIntentSchema,
      // It signs a deployment from the caller's wallet.
      movesFunds: true,
      scope: 'trade',
      examples: ['launch a token called Purr Cat with symbol PURR on base'],
      run: (deps, ctx, intent) => launchToken(requireLaunchDeps(deps), ctx, intent),
    }),
    intentKind({
      schema: FeesCheckIntentSchema,
      movesFunds: false,
      scope: 'read',
      examples: ['check my unclaimed fees', 'how much fees has MCAT earned', 'which of my tokens earned the most fees'],
      run: (deps, ctx, intent) =>
        intent.rank
          ? rankFees({ ...requireLaunchDeps(deps), prices: deps.prices }, ctx)
          : checkFees({ ...requireLaunchDeps(deps), prices: deps.prices }, ctx, intent.scope),
    }),
    intentKind({
      schema: FeesClaimIntentSchema,
      // It signs a payout.
      movesFunds: true,
      scope: 'trade',
      examples: ['claim all my creator fees on base', 'claim my fees for MCAT'],
      run: (deps, ctx, intent) => claimFees({ ...requireLaunchDeps(deps), prices: deps.prices }, ctx, intent.target),
    }),
  ],
  // First of all readers: a launch's quoted name or description is data, never a trade or a trigger.
  read: (text, { thread }) => launchRequest(text, thread),
});
