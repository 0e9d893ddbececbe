import { PermanentError } from '../../errors.ts';
import { capability, intentKind } from '../capability.ts';
import { namesUnlistedToken, swapLaunchedToken } from '../launches/swap-launched-token.ts';
import { resolvedOnce } from '../resolve-amount.ts';
import { amountText, onChains, slippageText } from '../structured-forms.ts';
import { SwapIntentSchema } from './intent.ts';
import { swapTokens } from './swap-tokens.ts';

/** Swaps on one chain: exact-in sells, exact-out buys; launched tokens through their launch pool. */
export const swaps = capability({
  name: 'swaps',
  summary: 'swaps ("swap 5 usdc for eth on base")',
  kinds: [
    intentKind({
      schema: SwapIntentSchema,
      movesFunds: true,
      scope: 'trade',
      examples: ['swap 5 usdc for eth on base', 'buy $20 of degen with usdc on base', 'sell 0.1 sol for usdc on solana'],
      run: async (deps, ctx, intent) => {
        // A token Base's registry does not list: a launched token, resolved by symbol or address (UNKNOWN_TOKEN when it is none).
        if (namesUnlistedToken(intent)) return swapLaunchedToken(deps, ctx, intent);
        if (intent.side === 'buy') {
          if (intent.amount.kind !== 'exact') {
            throw new PermanentError(
              'INVALID_AMOUNT',
              `A buy needs an exact amount of ${intent.tokenOut} to receive, for example "buy 100 ${intent.tokenOut} with ${intent.tokenIn} on ${intent.chain}". Nothing was done.`,
            );
          }
          return swapTokens(deps, ctx, {
            chain: intent.chain,
            tokenIn: intent.tokenIn,
            tokenOut: intent.tokenOut,
            side: 'buy',
            amountOut: intent.amount.value,
            slippageBps: intent.slippageBps,
          });
        }
        const amountIn = await resolvedOnce(deps, ctx, { chain: intent.chain, token: intent.tokenIn, amount: intent.amount });
        return swapTokens(deps, ctx, { chain: intent.chain, tokenIn: intent.tokenIn, tokenOut: intent.tokenOut, amountIn, slippageBps: intent.slippageBps });
      },
    }),
  ],
  forms: [
    {
      actions: ['buy'],
      sentence: (_action, fields) => {
        const target = fields.tokenOut ?? fields.to ?? fields.tokens[0] ?? '';
        const pay = fields.tokenIn ? ` with ${fields.tokenIn}` : '';
        const what = fields.usd !== undefined ? `$${fields.usd} of ${target}` : `${fields.amount ?? ''} ${target}`;
        return `buy ${what}${pay}${onChains(fields)}${slippageText(fields)}`;
      },
    },
    {
      actions: ['swap', 'sell'],
      sentence: (action, fields) => {
        const tokenIn = fields.tokenIn ?? (action === 'sell' ? fields.tokens[0] : undefined) ?? '';
        const out = fields.tokenOut ?? fields.to;
        if (fields.side?.toLowerCase() === 'buy') return `buy ${fields.amount ?? ''} ${out ?? ''} with ${tokenIn}${onChains(fields)}${slippageText(fields)}`;
        return `${action} ${amountText(fields, tokenIn)}${out ? ` for ${out}` : ''}${onChains(fields)}${slippageText(fields)}`;
      },
    },
  ],
});
