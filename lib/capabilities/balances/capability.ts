import { capability, intentKind } from '../capability.ts';
import { onChains } from '../structured-forms.ts';
import { checkHoldings } from './check-holdings.ts';
import { BalanceReadIntentSchema } from './intent.ts';
import { readTokenBalances } from './read-token-balances.ts';

/** Wallet balances, read straight from the chains. */
export const balances = capability({
  name: 'balances',
  summary: 'balances ("my eth balance on base")',
  kinds: [
    intentKind({
      schema: BalanceReadIntentSchema,
      movesFunds: false,
      scope: 'read',
      examples: ['my eth balance on base', 'how much usdc do i have on polygon', 'show my balances', 'is my usdt on ethereum over 500'],
      run: (deps, ctx, intent) => {
        const params = { chains: intent.chains, tokens: intent.tokens === 'all' ? ('all' as const) : [...intent.tokens] };
        return intent.check ? checkHoldings(deps, ctx, { ...params, check: intent.check }) : readTokenBalances(deps, ctx, params);
      },
    }),
  ],
  forms: [
    {
      actions: ['balance'],
      sentence: (_action, fields) =>
        fields.tokens.length > 0 ? `my ${fields.tokens.join(' and ')} balance${onChains(fields)}` : `my balances${onChains(fields)}`,
    },
  ],
});
