import { capability, intentKind } from '../capability.ts';
import { PortfolioIntentSchema } from './intent.ts';
import { readPortfolio } from './read-portfolio.ts';

/** Every holding on every chain, valued in dollars. */
export const portfolio = capability({
  name: 'portfolio',
  summary: 'your portfolio ("what\'s my portfolio worth")',
  kinds: [
    intentKind({
      schema: PortfolioIntentSchema,
      movesFunds: false,
      scope: 'read',
      examples: ["what's my portfolio worth", 'show my portfolio', 'how much is my uni worth'],
      run: (deps, ctx, intent) => readPortfolio(deps, ctx, intent),
    }),
  ],
  forms: [{ actions: ['portfolio'], sentence: () => 'show my portfolio' }],
});
