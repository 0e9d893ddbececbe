import { capability, intentKind } from '../capability.ts';
import { amountText, onChains } from '../structured-forms.ts';
import { resolvedOnce } from '../resolve-amount.ts';
import { UnwrapIntentSchema, WrapIntentSchema } from './intent.ts';
import { readWrap } from './read-wrap.ts';
import type { Deps } from '../../deps.ts';
import { PermanentError } from '../../errors.ts';
import { solanaUnavailable } from '../transfers/transfer-token.ts';
import type { SendSolanaDeps } from '../transfers/solana/send-solana.ts';
import { wrapNative } from './wrap-native.ts';
import { solanaPartialUnwrapMessage } from './wrap-pair.ts';
import { wrapSolana } from './wrap-solana.ts';

/** The Solana half's ports. @throws PermanentError when Solana is not configured. */
function solanaDeps(deps: Deps): SendSolanaDeps {
  if (!deps.solana) throw solanaUnavailable();
  return { solana: deps.solana, keyVault: deps.keyVault, solanaSteps: deps.solanaSteps, clock: deps.clock };
}

/** Wrapping a chain's native token (ETH → WETH, POL → WPOL, SOL → wrapped SOL) and unwrapping it: one for one. */
export const wrapping = capability({
  name: 'wrapping',
  summary: 'wrapping and unwrapping ("wrap 1 eth on base", "unwrap all my weth on ethereum")',
  kinds: [
    intentKind({
      schema: WrapIntentSchema,
      movesFunds: true,
      scope: 'trade',
      examples: ['wrap 1 eth on base', 'convert 2 pol to wpol', 'swap 0.5 eth to weth on unichain', 'wrap half my sol'],
      run: async (deps, ctx, intent) => {
        const amount = await resolvedOnce(deps, ctx, { chain: intent.chain, token: intent.token, amount: intent.amount });
        if (intent.chain === 'solana') return wrapSolana(solanaDeps(deps), ctx, { direction: 'wrap', amount });
        return wrapNative(deps, ctx, { chain: intent.chain, direction: 'wrap', amount });
      },
    }),
    intentKind({
      schema: UnwrapIntentSchema,
      movesFunds: true,
      scope: 'trade',
      examples: ['unwrap all my weth on ethereum', 'sell 0.1 weth for eth on base', 'unwrap 2 wpol on polygon', 'unwrap my wsol'],
      run: async (deps, ctx, intent) => {
        if (intent.chain === 'solana') {
          // Solana unwraps by closing the account: all of it (the reader refuses a part before a job runs).
          if (intent.amount.kind !== 'fraction' || intent.amount.value !== 1) throw new PermanentError('INVALID_AMOUNT', solanaPartialUnwrapMessage);
          return wrapSolana(solanaDeps(deps), ctx, { direction: 'unwrap', amount: 'all' });
        }
        const amount = await resolvedOnce(deps, ctx, { chain: intent.chain, token: intent.token, amount: intent.amount });
        return wrapNative(deps, ctx, { chain: intent.chain, direction: 'unwrap', amount });
      },
    }),
  ],
  read: (text, context) => readWrap(text, context),
  // `{"op":"wrap","chain":"base","amount":"0.25","asset":"ETH"}`, `action=unwrap token=weth amount=all chain=ethereum`.
  forms: [
    {
      actions: ['wrap', 'unwrap'],
      sentence: (action, fields) => `${action} ${amountText(fields, fields.tokens[0] ?? fields.tokenIn ?? '')}${onChains(fields)}`,
    },
  ],
});
