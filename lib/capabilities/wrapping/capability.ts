import { capability, intentKind } from '../capability.ts';
import { resolvedOnce } from '../resolve-amount.ts';
import { UnwrapIntentSchema, WrapIntentSchema } from './intent.ts';
import { readWrap } from './read-wrap.ts';
import { solanaWrapUnsupported, wrapNative } from './wrap-native.ts';

/** Wrapping a chain's native token (ETH → WETH, POL → WPOL) and unwrapping it: one for one, through the wrapped token's contract. */
export const wrapping = capability({
  name: 'wrapping',
  summary: 'wrapping and unwrapping ("wrap 1 eth on base", "unwrap all my weth on ethereum")',
  kinds: [
    intentKind({
      schema: WrapIntentSchema,
      movesFunds: true,
      scope: 'trade',
      examples: ['wrap 1 eth on base', 'convert 2 pol to wpol', 'swap 0.5 eth to weth on unichain'],
      run: async (deps, ctx, intent) => {
        if (intent.chain === 'solana') throw solanaWrapUnsupported();
        const amount = await resolvedOnce(deps, ctx, { chain: intent.chain, token: intent.token, amount: intent.amount });
        return wrapNative(deps, ctx, { chain: intent.chain, direction: 'wrap', amount });
      },
    }),
    intentKind({
      schema: UnwrapIntentSchema,
      movesFunds: true,
      scope: 'trade',
      examples: ['unwrap all my weth on ethereum', 'sell 0.1 weth for eth on base', 'unwrap 2 wpol on polygon'],
      run: async (deps, ctx, intent) => {
        if (intent.chain === 'solana') throw solanaWrapUnsupported();
        const amount = await resolvedOnce(deps, ctx, { chain: intent.chain, token: intent.token, amount: intent.amount });
        return wrapNative(deps, ctx, { chain: intent.chain, direction: 'unwrap', amount });
      },
    }),
  ],
  read: (text, context) => readWrap(text, context),
});
