import { scanPrompt } from '../../language/scan-prompt.ts';
import type { Intent, Interpretation } from './intent.ts';
import { askWhole } from './owed-yes.ts';

/**
 * "carol.base.eth covered my coffee this morning ☕ send her 7 usdc on base" (held-out-35, chat): the one name or address
 * the person wrote (an ENS name), said before the payment, is whom "her", "him" or "them" after the payment's verb points at. The
 * payment was asked for its recipient; it is asked back whole with that name, for a yes — never sent on the pronoun
 * alone. Only with exactly one name (and no address) in the prompt, before the pronoun, and every other field of the payment
 * said; `undefined` otherwise.
 */
const pronounAfterVerb = /\b(?:send|pay|tip|give|transfer|shoot|venmo)\s+(him|her|them)\b/i;

export function pronounPayee(given: string, reading: Interpretation): Interpretation | undefined {
  if (reading.kind !== 'ask' || reading.pending.kind !== 'transfer' || reading.pending.awaiting !== 'to') return undefined;
  const said = pronounAfterVerb.exec(given);
  // (A name said as someone's address, an old one or another's — "His old address was bob.eth", "His address is
  // bob.eth. … send her" — is read by the payee-sentence rules, which check whose it is.)
  if (!said || /\b(?:address|addr|addy|wallet|old|previous|former|used\s+to|was|is)\b/i.test(given)) return undefined;
  const names = scanPrompt(given).addresses;
  // (A name only: an address said this way is read by the rules that check where money would be lost.)
  if (names.length !== 1 || names[0]!.type !== 'ens' || given.indexOf(names[0]!.raw) > said.index) return undefined;
  const { awaiting: _awaiting, confirm: _confirm, ...known } = reading.pending as Record<string, unknown>;
  if (known.amount === undefined || known.token === undefined || known.chain === undefined) return undefined;
  return askWhole({ ...known, to: names[0]!.raw } as Intent, `I read "${said[1]!.toLowerCase()}" as ${names[0]!.raw}, the one name in your message.`);
}
