import { scanPrompt } from '../../language/scan-prompt.ts';
import { acknowledgedLead } from './answer-statement.ts';

/**
 * "Forty US dollars' worth of SOL, please. I do mean forty dollars, not forty SOL.", "40 dollars worth of SOL, not 40
 * SOL": an amount answered in dollars, its unit said again to rule out the same figure of the token (issue 16,
 * held-out-27's careful second turns). The second figure is no second amount: the answer is read without that sentence.
 * Only when what it keeps and what it rules out agree with the answer's one dollar amount (same figure, same token);
 * "…, not 50 SOL" beside $40, or a dollar figure that differs, leaves the answer as said (and asked again).
 */
const restated =
  /(?:[.;!]\s+|,\s*)(?:(?:and\s+)?(?:to\s+be\s+clear|just\s+to\s+be\s+clear)\s*,?\s*)?(?:(?:i\s+(?:do\s+|really\s+)?mean\s+|that\s+is\s+|that['’]s\s+)?((?:[\w.,$-]+\s+)?(?:us\s+)?(?:dollars?|usd|bucks)(?:['’]?\s*(?:worth))?)\s*,?\s+)?(?:and\s+)?not\s+((?:[\w.,-]+\s+)?\$?[a-z][a-z0-9]*)\s*[.!]?\s*$/i;

/** The answer without a sentence that only says its dollar amount's unit again; undefined when it has none. */
export function withoutUnitRestated(answer: string): string | undefined {
  const m = restated.exec(answer);
  if (!m) return undefined;
  const kept = answer.slice(0, m.index).trim();
  // ("My apologies for not saying so at first. Forty US dollars' worth of SOL": the amount after its apology.)
  const said = scanPrompt(kept.replace(acknowledgedLead, ''));
  const usd = said.amounts.length === 1 && said.amounts[0]!.amount.kind === 'usd' ? String(said.amounts[0]!.amount.value) : undefined;
  const token = said.tokens.length === 1 ? said.tokens[0]!.key : undefined;
  if (usd === undefined || token === undefined) return undefined;
  // What the sentence keeps: dollars, of the same figure when it names one.
  const dollars = scanPrompt(m[1] ?? '');
  if (dollars.amounts.some((a) => a.amount.kind !== 'usd' || String(a.amount.value) !== usd) || dollars.tokens.length > 0) return undefined;
  // What it rules out: the answer's own token, of the same figure when it names one.
  const ruled = scanPrompt(m[2]!);
  if (ruled.tokens.length !== 1 || ruled.tokens[0]!.key !== token) return undefined;
  if (ruled.amounts.some((a) => !('value' in a.amount) || String(a.amount.value) !== usd)) return undefined;
  return kept;
}
