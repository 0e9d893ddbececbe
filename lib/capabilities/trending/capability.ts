import type { JobOutcome } from '../../jobs/job-context.ts';
import { capability, intentKind, mergeOutcomes } from '../capability.ts';
import { onChains } from '../structured-forms.ts';
import { TrendingIntentSchema } from './intent.ts';
import { readTrending } from './read-trending.ts';

/** Tokens with the most recent swap volume, per chain. */
export const trending = capability({
  name: 'trending',
  summary: 'trending tokens',
  kinds: [
    intentKind({
      schema: TrendingIntentSchema,
      movesFunds: false,
      scope: 'read',
      examples: ["what's trending on base", 'trending tokens on solana'],
      run: async (deps, ctx, intent) => {
        const outcomes: JobOutcome[] = [];
        for (const chain of intent.chains) {
          try {
            outcomes.push(await readTrending(deps, ctx, { chain, ...(intent.limit ? { limit: intent.limit } : {}) }));
          } catch (error) {
            // Reading every chain: one that has no trending data must not sink the others.
            if (intent.chains.length === 1) throw error;
          }
        }
        return mergeOutcomes(outcomes);
      },
    }),
  ],
  forms: [
    { actions: ['trending'], sentence: (_action, fields) => `${fields.limit ? `top ${fields.limit} ` : ''}trending${onChains(fields) || ' everywhere'}` },
  ],
});
