import { scanPrompt } from '../../language/scan-prompt.ts';
import { movingIntentOf, type Interpretation } from './intent.ts';
import { askWhole } from './owed-yes.ts';
import { reportAsked } from './remark-roles.ts';

/**
 * Careful prose that lists its payments one to a line under a lead and closes by asking for them (issue 16):
 *
 *     I'm settling two small invoices today, both on Base and both in USDC:
 *     1. 120 USDC to bob.eth
 *     2. 80 USDC to carol.base.eth
 *     Please send them as two separate payments and let me know the transaction details afterwards.
 *
 * The lead says what the payments share (one chain, one token) and why; each line is one amount to one recipient; the
 * closing line only says to send them (and to report back). Read as the batch it stands for, asked back whole for a
 * yes: the lead's reasons are left out, unchecked. A lead that names an amount or an address, or a time or condition
 * the payments wait on, and a line or closing that says anything more, leave the prompt to the other readers.
 */

/** One payment on a line of its own: "1. 120 USDC to bob.eth", "- 80 to carol.base.eth". */
const item = /^\s*(?:\d{1,2}[.):]|[-*•])\s+(\$?\d[\d,]*(?:\.\d+)?(?:\s+\$?[a-z][a-z0-9]*)?)\s+to\s+(\S+?)[.;,]?\s*$/i;

/** A closing line that only asks for the payments listed ("Please send them as two separate payments"). */
const sendThem =
  /^\s*(?:(?:please|kindly)\s+)?(?:send|pay|make|process)\s+(?:them|these|both|each(?:\s+of\s+them)?|all\s+of\s+them|the\s+payments)(?:\s+(?:as|in)\s+(?:two|three|four|\d+|separate|individual)\s+(?:separate\s+|individual\s+)?(?:payments|transfers|transactions))?(?:\s*,?\s*(?:please|thank\s+you|thanks))?\s*[.!]?\s*$/i;

const counts: Record<string, number> = { two: 2, three: 3, four: 4 };

/** Words of a lead that put the payments off or make them wait: such a list is no request for now. */
const waiting =
  /\b(?:if|unless|when|whenever|once|until|after|before|tomorrow|tonight|later|next|schedule[ds]?|every|each\s+(?:day|week|month)|weekly|monthly|daily|friday|monday|tuesday|wednesday|thursday|saturday|sunday|not|don['’]?t|never|draft|test|maybe)\b/i;

/**
 * The batch a listed prose prompt asks for, asked back whole for a yes; undefined when the prompt is no such list.
 * @param prompt the person's words.
 * @param read interprets a prompt on its own, as the interpreter does (no thread).
 */
export function listedPayments(prompt: string, read: (text: string) => Interpretation): Interpretation | undefined {
  const lines = prompt
    .trim()
    .split(/\s*\r?\n\s*/)
    .filter(Boolean);
  const first = lines.findIndex((line) => item.test(line));
  if (first !== 1) return undefined;
  let last = first;
  while (last + 1 < lines.length && item.test(lines[last + 1]!)) last++;
  const items = lines.slice(first, last + 1).map((line) => item.exec(line)!);
  const closing = lines.slice(last + 1);
  if (items.length < 2 || closing.length > 1) return undefined;
  const lead = lines[0]!;
  if (!/:\s*$/.test(lead) || waiting.test(lead)) return undefined;
  const said = scanPrompt(lead);
  // ("two small invoices": how many there are, said in the lead, is no amount.)
  const counted = (a: (typeof said.amounts)[number]) => a.tokenIndex === undefined && 'value' in a.amount && Number(a.amount.value) === items.length;
  if (!said.amounts.every(counted) || said.addresses.length > 0 || said.chains.length > 1 || said.tokens.length > 1 || said.unsupportedChain) return undefined;
  // The closing line with its report asked for taken out must say only "send them".
  const ask = closing[0]
    ?.replace(reportAsked, ' ')
    .replace(/\s*,?\s*(?:and\s+)?(?:please\s+)?let\s+me\s+know\s+the\s+(?:transaction|tx)\s+(?:details|hashes|ids?)(?:\s+afterwards)?/i, '');
  if (ask !== undefined && !sendThem.test(ask)) return undefined;
  // "as three separate payments" beside two lines: a count that does not agree is no closing of this list.
  const count = /\b(two|three|four|\d+)\s+(?:separate\s+|individual\s+)?(?:payments|transfers|transactions)\b/i.exec(ask ?? '')?.[1]?.toLowerCase();
  if (count !== undefined && (counts[count] ?? Number(count)) !== items.length) return undefined;
  const chain = said.chains[0] ? ` on ${said.chains[0]}` : '';
  const token = said.tokens[0] ? ` ${said.tokens[0].key}` : '';
  const payments = items.map(([, amount, to]) => `${/[a-z]/i.test(amount!) ? amount : `${amount}${token}`} to ${to}`);
  const reading = read(`send ${payments.join(' and ')}${chain}`);
  const moving = movingIntentOf(reading);
  if (reading.kind !== 'intent' || moving?.kind !== 'transfer-batch') return undefined;
  return askWhole(
    reading.intent,
    `I read your message as these ${items.length} payments, leaving out what only explains them ("${lead.replace(/:\s*$/, '')}"), which I do not check.`,
  );
}
