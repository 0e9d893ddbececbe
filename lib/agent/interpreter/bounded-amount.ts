import { stripQuoted } from '../../language/scan-prompt.ts';
import { ask, fail, movingIntentOf, type Interpretation } from './intent.ts';
import { askWhole } from './owed-yes.ts';

/**
 * "send over 10 usdc to bob.eth on base", "buy at least 100 usdc of eth", "pay bob.eth no more than 20 usdc", "send 10+
 * usdc", "swap >10 usdc", "send 10 usdc or more": a bound on a move's amount is not that amount. The number was read as
 * the amount and the move made with it (10 sent for "over 10"); the exact amount is asked instead, the move read
 * without the bound. A bound on an order's price ("when eth is over 3000") is no bound on the amount and is left to the
 * order readers, as are "up to" on a sale (up-to-sale.ts) and a rough amount ("about 10", rough-amount.ts).
 * @param read interprets a prompt as the interpreter does.
 */
export function boundedAmount(given: string, read: (text: string) => Interpretation): Interpretation | undefined {
  // "…docs say: "Wrap at least 0.05 ETH …" ok wrap 0.05 ETH" (held-out-35, pasted): a bound inside quoted text is the
  // text's, not the person's; their own words are read for one.
  const own = stripQuoted(given);
  if (own !== given && !boundBefore.test(own) && !boundAfter.test(own)) return undefined;
  const before = boundBefore.exec(given);
  const bound = before ?? boundAfter.exec(given);
  if (!bound) return undefined;
  const said = bound[0].trim();
  // The move read without the bound and its number (a token said after the number stays: "send over 10 usdc" → "send usdc").
  const kept = before ? '' : (bound[1] ?? '');
  const reading = read(`${given.slice(0, bound.index)} ${kept} ${given.slice(bound.index + bound[0].length)}`.replace(/\s+/g, ' ').trim());
  // "send over 10 usdc to bob.eth": "send over" may be the verb ("send it across") or a bound ("more than 10"); the
  // move as read, exactly 10, is asked back for a yes rather than made.
  if (before && sentOver.test(bound[0]) && sendVerb.test(given.slice(0, bound.index))) {
    const whole = read(
      `${given.slice(0, bound.index)} ${bound[0].replace(sentOver, '')} ${given.slice(bound.index + bound[0].length)}`.replace(/\s+/g, ' ').trim(),
    );
    if (whole.kind === 'intent' && movingIntentOf(whole))
      return askWhole(whole.intent, `You wrote "${said}": I read "over" as part of "send over", so exactly ${said.replace(sentOver, '')}, not more than that.`);
  }
  const lead = `You wrote "${said}": a bound, not an amount, so I did not read it as the amount.`;
  if (reading.kind === 'ask' && reading.pending.awaiting === 'amount') return ask(`${lead} ${reading.question}`, reading.pending);
  return fail('MOVE_UNCLEAR', `${lead} Send the request again with the exact amount. Nothing was done.`);
}

/** "send over", "pass over", "hand over": the verb said with "over", which may say the send and no bound. */
const sentOver = /^over\s+/i;
const sendVerb = /\b(?:send|pass|hand|wire|transfer|move|give)\s+(?:(?:me|him|her|them|us|[\w-]+(?:\.[\w-]+)*\.eth|0x[0-9a-fA-F]{40})\s+)?$/i;
const verbs = String.raw`send|pay|transfer|tip|give|wire|buy|sell|swap|spend|convert|trade|exchange|dump|grab|get|ape|put|move|bridge|wrap|unwrap`;
const bounds = String.raw`(?:(?:a\s+(?:bit|little|tad)|just|slightly|way|well)\s+)?(?:over|above|under|below|more\s+than|less\s+than|fewer\s+than|at\s+least|at\s+most|no\s+(?:more|less|fewer)\s+than|not\s+(?:more|less|over|under)\s+than|not\s+(?:over|under|above|below)|up\s*-?\s*to|upto|a\s+(?:max(?:imum)?|min(?:imum)?)\s+of|max(?:imum)?|min(?:imum)?|north\s+of|south\s+of|in\s+excess\s+of|upwards\s+of|>=?|<=?|≥|≤)`;
/** Whom a move pays, said between its verb and its amount ("pay bob.eth 20"). */
const payee = String.raw`(?:(?:me|him|her|them|us|[\w-]+(?:\.[\w-]+)*\.eth|0x[0-9a-fA-F]{40})\s+)?`;
/** The verb, whom it pays, then the bound before the amount ("send over 10", "pay bob.eth no more than 20", "send >10"). */
const boundBefore = new RegExp(String.raw`(?<=\b(?:${verbs})\s+${payee})(?:${bounds}\s*(?:\$?\d[\d,.]*k?|\.\d+)|\$?\d[\d,.]*k?\s*\+(?=\s|$))`, 'i');
/** The amount, its token, then the bound ("send 10 usdc or more to …", "buy 100 usdc at most of eth"). */
const boundAfter = new RegExp(
  String.raw`(?<=\b(?:${verbs})\s+${payee})\$?\d[\d,.]*k?(\s*(?:\$?[a-z]{2,8}\s+)?)(?:or\s+(?:more|less|fewer|above|below|over|under|higher|lower)|at\s+(?:most|least)|tops|minimum|maximum|max|min|and\s+up|and\s+(?:above|over|more)|plus)\b(?!\s+(?:slippage|fee|fees|gas|price|impact)|\s*\$?\d)`,
  'i',
);
