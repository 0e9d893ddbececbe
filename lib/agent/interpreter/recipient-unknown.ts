import { scanPrompt } from '../../language/scan-prompt.ts';
import { ask, type Interpretation, type ThreadTurn } from './intent.ts';

/** "idk his address", "no idea what her wallet is", "you figure it out", "can't you look him up": no recipient given. */
const unknown =
  /\b(?:idk|dunno|no\s+idea|(?:i\s+)?(?:don'?t|do\s+not|dont)\s+(?:know|have)|not\s+sure)\b[^.?!]*\b(?:address|addr|wallet|ens|his|hers?|theirs?)\b|\b(?:you\s+)?(?:figure\s+(?:it|that)\s+out|find\s+(?:it|him|her|them|his|hers|their)|look\s+(?:it|him|her|them)\s+up|work\s+it\s+out)\b/i;

/**
 * An answer to "which address should I send … to?" that gives none and leaves finding it to the service ("idk his
 * address, he's just jake from work. you figure it out"): the service never guesses a recipient, so it says so and
 * asks again, the move kept as it was (held-out-13, issue 16). `undefined` for any other answer.
 */
export function recipientUnknown(given: string, thread: readonly ThreadTurn[]): Interpretation | undefined {
  const previous = thread.at(-1)?.interpretation;
  if (previous?.kind !== 'ask' || previous.pending.awaiting !== 'to' || !unknown.test(given)) return undefined;
  if (scanPrompt(given).addresses.length > 0) return undefined;
  const lead = "I can't find someone's address for you: I send only to an address (0x…) or a name such as alice.eth that you give me.";
  return ask(`${lead} ${previous.question.replace(lead, '').trim()}`, previous.pending);
}

/** "idk like some", "some", "a bit", "whatever you think", "not sure": an amount left open, with no figure or share in it. */
const vagueAmount =
  /^\W*(?:(?:idk|dunno|not\s+sure|no\s+idea|hmm+|uh+|um+|eh+|like|just|maybe|i\s+guess|(?:i\s+)?(?:don'?t|dont)\s+know)[\s,.]*)*(?:some|a\s+bit|a\s+little(?:\s+bit)?|a\s+few|not\s+much|a\s+small\s+amount|whatever(?:\s+you\s+(?:think|want|like))?|up\s+to\s+you|you\s+(?:decide|pick|choose)|idk|dunno|not\s+sure|no\s+idea)?(?:\s+(?:i\s+guess|idk|lol|pls|please|tho))*\W*$/i;

/**
 * An answer to "how much … ?" that leaves the amount open ("idk like some", "whatever you think"): the service never picks
 * an amount, so it says so and asks again, the move kept as it was (held-out-13, issue 16). `undefined` for any answer
 * with a figure, a share, a token or a word of its own.
 */
export function amountUnsaid(given: string, thread: readonly ThreadTurn[]): Interpretation | undefined {
  const previous = thread.at(-1)?.interpretation;
  if (previous?.kind !== 'ask' || previous.pending.awaiting !== 'amount' || !/\w/.test(given) || !vagueAmount.test(given)) return undefined;
  const lead = 'I never pick an amount for you: say how much, like "20", "$50" or "half".';
  return ask(`${lead} ${previous.question.replace(lead, '').trim()}`, previous.pending);
}
