import { split } from './pasted-layout.ts';
import { ask, type Interpretation } from './intent.ts';
import { askWhole } from './owed-yes.ts';

/**
 * A schedule's word that names what a sum is, not when it repeats: "pay bob.eth his hourly rate of 20 usdc on base",
 * "send my monthly rent of 500 usdc to landlord.eth", "…, my daily limit", "… for the weekly report". It was read as the
 * schedule, and an order paying every hour was set up at once (sweep 35). The request is read without the word: a move
 * made now is asked back once, for a yes, saying how the word was read; a schedule said in other words ("… every
 * friday") is the order it names.
 */
export function scheduleLabelled(given: string, read: (text: string) => Interpretation): Interpretation | undefined {
  const named = labelled.exec(given);
  // A bot's fields (`"comment":"weekly payout"`) are their readers'; a cancel or a list names an order by its schedule.
  if (!named || /[{}=]|\b(?:cancel|stop|end|pause|list|show)\b/i.test(given)) return undefined;
  // "…"could you send me your USDC balance for the quarterly report?"\n\nso what is it?": a label in pasted text is the
  // paste's, data read with it (pasted-request.ts), never the person's sum.
  const layout = split(given);
  if (layout && layout.by !== 'alone' && !labelled.test(layout.own)) return undefined;
  const reading = read(given.replace(new RegExp(labelled.source, 'gi'), '$2'));
  if (reading.kind === 'fail') return reading;
  const move = reading.kind === 'intent' ? reading.intent : reading.pending;
  if (move.kind === 'automation-create') return reading;
  const lead = `I read "${named[0]}" as what the amount is, not as a schedule, so this is done once, now.`;
  if (reading.kind === 'ask') {
    // The noun left alone ("his rate of 20 usdc") is the label's, said already: not asked about again.
    const question = reading.question.replace(`I did not read "${named[2]!.toLowerCase()}" in your message, so I am not sure this is what you want. `, '');
    return ask(`${lead} ${question}`, reading.pending.awaiting === 'confirm' ? reading.pending : { ...reading.pending, confirm: true });
  }
  if (!['transfer', 'transfer-batch', 'swap', 'wrap', 'unwrap'].includes(move.kind)) return reading;
  return askWhole(reading.intent, lead);
}

/** A schedule's adjective before a noun of what a sum is ("hourly rate", "monthly rent", "daily limit", "weekly report"). */
const labelled =
  /\b(hourly|daily|weekly|monthly|yearly|annual|nightly|quarterly|bi-?weekly|fortnightly)\s+(rates?|wages?|pay|salary|rent|fees?|limit|cap|budget|report|stipend|retainer|bill|dues|premium|interest|spend(?:ing)?|target|quota|payout|earnings|income|bonus|commission|payment|volume|average|high|low|close|update|standup|meeting|digest|summary|invoice|charge|tips?)\b/i;
