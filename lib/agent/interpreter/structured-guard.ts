import { tokenWords } from '../../language/token-registry.ts';

/**
 * A bot's read-only guard before it acts (`RISK_GUARD: before rebalance confirm wallet holds >= 5000 USDC on base.
 * return true/false + actual amount. no execution.`): a holdings check, never a move. Read as `do I have at least 5000
 * USDC on base`, which answers yes or no with the balance. Every sentence must be one of the guard's: the check itself
 * (with what it comes before), how to answer (`return true/false`), or that nothing is executed; any other sentence, a
 * second amount or a chain this service does not know leaves the prompt as it was, for the other readers.
 */
export function guardLine(prompt: string): string | undefined {
  if (/[\n\r]/.test(prompt.trim())) return undefined;
  const label = /^\s*([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)\s*:\s*/.exec(prompt);
  if (label && !/(?:GUARD|CHECK|PRECHECK|ASSERT|VERIFY|RISK)/.test(label[1]!)) return undefined;
  const body = label ? prompt.slice(label[0].length) : prompt;
  const sentences = body
    .split(/(?<=\.)\s+|;\s*/)
    .map((s) => s.replace(/[.;]+$/, '').trim())
    .filter(Boolean);
  let check: string | undefined;
  for (const sentence of sentences) {
    if (answerForm.test(sentence) || noExecution.test(sentence)) continue;
    const m = checkForm.exec(sentence);
    if (!m || check !== undefined || !tokenWords.has(m[3]!.toLowerCase())) return undefined;
    const chain = m[4]?.toLowerCase();
    if (chain !== undefined && !chainNames.has(chain)) return undefined;
    const test = /^(?:>=|≥|at\s+least|min(?:imum)?|no\s+less\s+than)$/i.test(m[1]!) ? 'at least' : 'more than';
    check = `do I have ${test} ${m[2]!.replace(/,/g, '')} ${m[3]!.replace(/^\$/, '')}${chain ? ` on ${chain}` : ''}`;
  }
  return check;
}

const chainNames = new Set(['base', 'ethereum', 'solana', 'polygon', 'unichain']);
/** The check: what it comes before (a few words, no number), a verb that asks it, the caller's wallet holding a bound. */
const checkForm =
  /^(?:(?:before|prior\s+to|ahead\s+of|pre)\s+[a-z][a-z\s-]{0,30}?,?\s+)?(?:confirm|check|verify|ensure|assert|validate)\s+(?:that\s+)?(?:(?:my|the|our|this)\s+)?(?:wallet|account|balance)?\s*(?:holds|has|contains|is|balance)?\s*(>=|≥|>|at\s+least|more\s+than|over|min(?:imum)?|no\s+less\s+than)\s*\$?(\d[\d,]*(?:\.\d+)?)\s*\$?([a-z][a-z0-9]*)(?:\s+(?:on|in|@)\s+([a-z]+))?$/i;
/** How the bot wants the answer: `return true/false + actual amount`, `reply yes/no with the balance`. */
const answerForm =
  /^(?:return|reply|respond|answer|output|report)\s+(?:with\s+)?(?:a\s+)?(?:true\s*\/\s*false|yes\s*\/\s*no|y\s*\/\s*n|bool(?:ean)?)(?:\s*(?:\+|and|&|with|,)\s*(?:the\s+)?(?:actual|current|real)?\s*(?:amount|balance|figure|number))?$/i;
/** That nothing is to move: the check is a read in any case. */
const noExecution =
  /^(?:no\s+(?:execution|executions|trades?|trading|moves?|transactions?|txs?)|read[\s-]?only|(?:do\s+not|don't|dont)\s+(?:execute|trade|move|send)(?:\s+anything)?)$/i;
