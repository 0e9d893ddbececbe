import { capability, intentKind } from '../capability.ts';
import { resolvedOnce } from '../resolve-amount.ts';
import { amountText, onChains } from '../structured-forms.ts';
import { TokenTransferIntentSchema } from './intent.ts';
import { ownWalletQuestion } from './own-wallet.ts';
import { resolveRecipientName, withRecipientName } from './recipient-name.ts';
import { transferToken } from './transfer-token.ts';

/** Sends a token to one validated recipient. */
export const transfers = capability({
  name: 'transfers',
  summary: 'transfers ("send 5 usdc to 0x… on polygon")',
  kinds: [
    intentKind({
      schema: TokenTransferIntentSchema,
      movesFunds: true,
      scope: 'trade',
      examples: [
        'send 1 usdc to 0x8ba1f109551bD432803012645Ac136ddd64DBA72 on base',
        'transfer 0.01 eth to 0x8ba1f109551bD432803012645Ac136ddd64DBA72 on ethereum',
        'send 5 usdc to vitalik.eth on base',
      ],
      run: async (deps, ctx, intent) => {
        // A name (vitalik.eth, carol.base.eth) is read now, before anything else: a name that holds no address sends nothing.
        const recipient = await resolveRecipientName(deps, ctx, intent);
        // A transfer to the account's own wallet is asked about first; the thread's next turn answers.
        const question = ownWalletQuestion(ctx.account, { ...intent, to: recipient.to });
        if (question) return question;
        const amount = await resolvedOnce(deps, ctx, { chain: intent.chain, token: intent.token, amount: intent.amount });
        return withRecipientName(await transferToken(deps, ctx, { chain: intent.chain, token: intent.token, amount, to: recipient.to }), recipient);
      },
    }),
  ],
  forms: [
    {
      actions: ['transfer'],
      sentence: (_action, fields) => {
        const token = fields.tokens[0] ?? fields.tokenIn ?? '';
        const to = fields.recipient ?? fields.to;
        return `send ${amountText(fields, token)}${to ? ` to ${to}` : ''}${onChains(fields)}`;
      },
    },
  ],
});
