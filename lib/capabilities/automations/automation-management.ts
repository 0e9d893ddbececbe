import { fail, type Reading } from '../../language/reading.ts';
import type { AutomationCancelIntent, AutomationCreateIntent, AutomationListIntent } from './intent.ts';

type Interpretation = Reading<AutomationCreateIntent | AutomationListIntent | AutomationCancelIntent>;

const nouns =
  /\b(?:orders?|automations?|stop[\s-]?loss(?:es)?|take[\s-]?profits?|dcas?|schedules?|scheduled\s+(?:buys?|sells?|swaps?|sends?|transfers?|trades?|orders?)|recurring\s+(?:buys?|sells?|swaps?|orders?)|triggers?)\b/i;
const ids = /\bauto_[0-9a-z]+/gi;
const cancelVerb = /\b(?:cancel|stop(?![\s-]?loss)|delete|remove|kill|disable|turn\s+off|clear|end|abort|unschedule)\b/i;
const openingCancel =
  /^\W*(?:(?:ok(?:ay)?|please|pls)[\s,]+)?(?:cancel|stop(?![\s-]?loss|\s+(?:buy|sell)\b)|delete|remove|kill|disable|turn\s+off|end|abort|unschedule)\b/i;
const orderActs = /\b(?:buys?|purchases?|sells?|swaps?|sends?|transfers?|dcas?|recurring|weekly|daily|monthly|hourly)\b/i;
const listVerb = /\b(?:show|list|see|view|display|what|whats|which|any|check|get|pending|open|active|do\s+i\s+have|are\s+there)\b/i;
const createWords = /\b(?:set|place|put|add|create|make|new|buy|sell|swap|send|transfer|if|when|once|at|every)\b/i;

/**
 * "show my orders", "what limit orders do i have" → the list; "cancel order
 * auto_01…", "cancel all my orders" → a cancel. A cancel names one id or
 * says all; "stop my dca" (which one?) fails with how to say it, rather
 * than cancelling more than asked.
 */
export function automationManagement(text: string): Interpretation | undefined {
  const found = [...new Set((text.match(ids) ?? []).map((id) => `auto_${id.slice(5).toUpperCase()}`))];
  const cancel = cancelVerb.exec(text);
  // "stop my weekly SOL purchases", "cancel the ETH buy at $2,400": an order named by what it does, never a new one.
  const namedOrder = openingCancel.test(text) && orderActs.test(text);
  if (cancel && (found.length > 0 || nouns.test(text) || namedOrder)) {
    if (found.length > 1) return fail('ONE_ACTION', 'Cancel one automation per prompt, or say "cancel all my orders". Nothing was cancelled.');
    const id = found[0];
    if (id) {
      if (!/^auto_[0-9A-Z]{26}$/.test(id))
        return fail('INVALID_AUTOMATION_ID', `${id} is not an automation id (auto_ and 26 letters and digits): see "show my orders". Nothing was cancelled.`);
      return { kind: 'intent', intent: { kind: 'automation-cancel', target: id } };
    }
    if (/\b(?:all|every|everything|each)\b/i.test(text)) return { kind: 'intent', intent: { kind: 'automation-cancel', target: 'all' } };
    return fail(
      'AUTOMATION_TARGET_REQUIRED',
      'Say which one to cancel by its id (see "show my orders"), or say "cancel all my orders". Nothing was cancelled.',
    );
  }
  if (found.length === 0 && nouns.test(text) && listVerb.test(text) && !createWords.test(text.replace(/\blimit\s+orders?\b/gi, ' ')) && !/\d/.test(text)) {
    return { kind: 'intent', intent: { kind: 'automation-list' } };
  }
  if (found.length === 0 && /^\W*(?:my\s+)?(?:open\s+|active\s+|pending\s+)?(?:limit\s+)?(?:orders|automations)\W*$/i.test(text))
    return { kind: 'intent', intent: { kind: 'automation-list' } };
  return undefined;
}
