import { holdStillSaid } from '../../capabilities/automations/order-words.ts';
import { toldBy } from './hearsay-words.ts';
import { fail, type Intent, movesMadeNow, movingIntentOf, type Interpretation } from './intent.ts';
import { askingBeside } from './unread-words.ts';
import { askWhole } from './owed-yes.ts';
import { fieldsBlock, fieldsLine, isCommandLine } from './structured-prompt.ts';

/** A line of fields, a command line, a JSON body or a table: its own readers', no sentences. */
const structured = (text: string): boolean => fieldsLine(text) || isCommandLine(text) || /\w=|[{}|[\]]|(?:^|\s)--\w/.test(text) || fieldsBlock(text);

/**
 * An order set at once from prose of several sentences, beside a sentence that doubts it, times it or repeats it (issue
 * 16, the careful-prose guard of 2026-11-27): "Please place a limit order to buy ETH with 500 USDC on Base if ETH falls
 * to $2,600. I'd prefer this to happen on Friday." was set as a plain price order, the Friday dropped; "… Please repeat
 * this every week." as one order; "… I am not entirely sure this is a good idea, though." set at once. A sentence that
 * names nothing of the order (no figure, no token) but says when, how often or whether is no remark: refused, named.
 */
const doubted = /\b(?:not\s+(?:entirely\s+|quite\s+|really\s+)?(?:sure|certain|convinced)|unsure|uncertain|second\s+thoughts|a\s+good\s+idea)\b/i;
const timed =
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|next\s+(?:week|month)|this\s+(?:week|weekend|month)|every|each\s+(?:day|week|month)|weekly|daily|monthly|repeat|again|recurring|continues?|keeps?\s+(?:going|running|buying|selling))\b/i;
const sentenceSplit = /(?<=[.!?…])\s+(?=\S)|\n+/;
/**
 * A sentence that says the order is someone else's idea ("Someone from your team asked me to do this.", "A friend said
 * this is a guaranteed win.", "My manager told me to."), takes it back ("On second thought, forget the last thing.")
 * or resizes it ("Please double it."): beside a move made now these are refused (one-request.ts, held-move.ts,
 * unread-meaning.ts), and beside an order set at once they were dropped and the order set as first said (the
 * careful-prose guard of s42-careful: every plain order of the guard was set at once beside each).
 */
const passedOn = new RegExp(
  String.raw`\b(?:${[...toldBy].join('|')})\b|\b(?:told|asked|advised|instructed|urged|recommended|suggested)\s+(?:me|us)\b|\b(?:said|says|claims?)\b`,
  'i',
);
const takenBack = /\b(?:second\s+thoughts?|forget\s+(?:it|that|this|the\s+last|about)|never\s*mind|scratch\s+that|don'?t\s+(?:do|bother|set|place))\b/i;
const resized = /\b(?:double|triple|quadruple|halve|twice|thrice|half|more|less|bigger|smaller)\b/i;

export function orderBeside(given: string, reading: Interpretation): Interpretation | undefined {
  const order = reading.kind === 'intent' ? movingIntentOf(reading) : undefined;
  if (order?.kind !== 'automation-create' || !/[.!?]\s+\S/.test(given.trim())) return undefined;
  const said = given
    .split(sentenceSplit)
    .map((s) => s.trim())
    .filter((s) => /[a-z]/i.test(s));
  if (said.length < 2) return undefined;
  // A time said beside an order that itself runs at a time or on a schedule may restate it ("Not now, tomorrow.").
  const priced = (order as { trigger?: { type?: string } }).trigger?.type === 'price';
  const left = said.find((s) => !/\d/.test(s) && (doubted.test(s) || passedOn.test(s) || takenBack.test(s) || resized.test(s) || (priced && timed.test(s))));
  if (!left) {
    // "… Please leave everything exactly as it is.", "… A single figure is all I need.": a sentence that asks for
    // something the order does not say; asked back whole, naming it (a yes sets the order as read).
    // "… Until then, please leave them as they are.", "… Please do not buy at the current price.": the order waiting for
    // its trigger, as it does, said again: it agrees with the order, no request beside it.
    const asking = askingBeside(given.replace(holdStillSaid, ' '), (order as { action: Intent }).action, true);
    return asking === undefined ? undefined : askWhole(order as Intent, `You wrote "${asking}" with it, which I did not read as part of the order.`);
  }
  return fail(
    'ONE_REQUEST',
    `Your message says "${left.replace(/[.!?]+$/, '')}" beside the order, which I did not read as part of it, so nothing was set up. Send the order alone, with any time or repeat said in it.`,
  );
}

/**
 * A move made now from prose of several sentences, beside a whole sentence that plays no role the readers know
 * ("Those numbers are placeholders.", "The other way around, please.", "Knowing the price is enough for me."): asked
 * back whole for a yes, naming it (the sweep of s43 found such sentences dropped and the move made). The last net: a
 * reader that names its own reason (a lure, a chain, a ticker) answers first.
 */
export function sentenceBeside(own: string, reading: Interpretation): Interpretation | undefined {
  if (reading.kind !== 'intent' || !movesMadeNow.has(reading.intent.kind) || !/[.!?;]\s+\S/.test(own.trim()) || structured(own)) return undefined;
  const lines = own.trim().split(/\s*[\n\r]+\s*/);
  const text = (lines.length > 1 ? lines.join('. ') : own).replace(/"[^"]*"|“[^”]*”/g, ' ');
  const left = askingBeside(text, reading.intent, false);
  return left === undefined ? undefined : askWhole(reading.intent, `I did not read "${left}" in your message, so I am not sure this is what you want.`);
}
