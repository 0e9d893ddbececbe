import { scanPrompt } from '../../language/scan-prompt.ts';
import { ask, type Interpretation, type PartialIntent, type ThreadTurn } from './intent.ts';

/**
 * A reply to "Which address should I send USDC to?" that gives no address or name this service resolves ("mike is in
 * my contacts.json, just use that", a bare "mike"): the question is asked again, saying what a recipient can be, rather
 * than failing the transfer the thread was completing. Nothing is resolved from a contact list the service cannot see,
 * and nothing moves. Only where the reply was read as nothing at all: a request of its own stays its own.
 */
export function recipientAskedAgain(given: string, reading: Interpretation, thread: readonly ThreadTurn[]): Interpretation | undefined {
  const last = thread.at(-1)?.interpretation;
  if (last?.kind !== 'ask') return undefined;
  // "to my brother", "my sister" (held-out-31 voice 75): who the person is, read as every balance for its "my"; no
  // question about holdings was asked, so it is the recipient not given.
  const unasked = reading.kind === 'intent' && reading.intent.kind === 'balance' && !readWords.test(given) && scanPrompt(given).actions.length === 0;
  if (!unasked && (reading.kind !== 'fail' || reading.code !== 'UNRECOGNIZED')) return undefined;
  const pending = last.pending as PartialIntent & { awaiting?: string; token?: string };
  if (pending.awaiting !== 'to' || (pending.kind !== 'transfer' && pending.kind !== 'transfer-batch')) return undefined;
  const what = pending.token ? ` ${pending.token}` : '';
  return ask(
    `I could not read an address from that: I have no contacts or saved names, only addresses (0x…, or a Solana address) and ENS names or Basenames (like alice.eth). Which address should I send${what} to? Nothing was sent.`,
    pending,
  );
}

/** Words that ask about holdings: a reply holding one is a read of its own. */
const readWords = /\?|\b(?:how|what|whats|balances?|bal|have|hold|holding|holdings|got|left|worth|portfolio|show|list|check)\b/i;
