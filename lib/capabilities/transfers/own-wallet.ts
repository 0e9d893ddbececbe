import type { Account } from '../../accounts/account.ts';
import type { JobOutcome } from '../../jobs/job-context.ts';
import type { TokenTransferIntent } from './intent.ts';

/**
 * A transfer to the account's own wallet only costs the fee, and is more
 * often a pasted address than a wish: it is asked about first. The question
 * is the job's answer and the thread's open question; "yes" on the same
 * thread runs the transfer with `toSelfConfirmed`, which only this question
 * sets.
 * @returns the question, or undefined when the recipient is another wallet or the person already said yes.
 */
export function ownWalletQuestion(account: Account, intent: TokenTransferIntent): JobOutcome | undefined {
  if (intent.toSelfConfirmed) return undefined;
  const own = intent.chain === 'solana' ? account.wallets.solana.address : account.wallets.evm.address;
  const same = intent.chain === 'solana' ? intent.to === own : intent.to.toLowerCase() === own.toLowerCase();
  if (!same) return undefined;
  const question = `${intent.to} is your own wallet: sending ${intent.token} to it only costs the fee. Send anyway? (yes / no)`;
  return {
    response: question,
    richData: [{ type: 'question', question, awaiting: 'confirm' }],
    interpretation: { kind: 'ask', question, pending: { ...intent, toSelfConfirmed: true, awaiting: 'confirm' } },
  };
}
