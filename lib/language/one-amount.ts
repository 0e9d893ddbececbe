import type { Facts } from './scan-prompt.ts';

/** Words that make an answer's number something other than the amount itself ("all but 10", "10 or 20", "over 10"). */
const qualifying = new Set(
  `but except excluding minus less more over under than above below leave leaving keep keeping or between plus times twice double
   actually instead rest remainder all everything whole max half quarter third pct per cent cents c each total`.split(/\s+/),
);

/**
 * Whether an answer to "how much?" says one amount and nothing that changes it: its only number is the amount's
 * ("25 usdc worth, solana", "$20", "half"), with no word that turns it into a remainder, a range, a choice, a bound or
 * a sum. "all but 10" once sent exactly 10, "10 or 20" sent 10, "half of 20" half the balance.
 */
export function oneAmount(facts: Facts, index: number): boolean {
  // "please spend 35 USDC. Thirty-five USDC on BRETT" (held-out-36, careful): the same number said again is the amount.
  const number = (w: string) => w.replace(/^\$|,/g, '');
  const said = number(facts.words[index] ?? '');
  const others = facts.words.filter((w, i) => i !== index && !boundSaidAgain(facts.words, index, i) && !(/\d/.test(w) && number(w) === said));
  // "10/20", "10-20", "25*2": two numbers in one word ("1/2" alone is a half).
  const joined = facts.words.some((w) => /\d[-+*x]\d|\d{2,}\/\d|\d\/\d{2,}/.test(w));
  // ("@0" stands for an address said with the amount, "45 usdc to alice.eth": no number of its own.)
  return !joined && !others.some((w) => (/\d/.test(w) && !/^@\d+$/.test(w)) || qualifying.has(w));
}

/**
 * "75 usdc only, not more", "exactly 20, no less", "50 and nothing more than that": after the amount, a bound that
 * only says the amount again is no bound ("not more than 75", before it or with a number, still is).
 */
function boundSaidAgain(words: readonly string[], amountIndex: number, i: number): boolean {
  const word = words[i]!;
  if (i < amountIndex || !['more', 'less', 'than'].includes(word)) return false;
  const at = word === 'than' ? i - 1 : i;
  if (!['not', 'no', 'nothing', 'never'].includes(words[at - 1] ?? '')) return false;
  const after = words[at + 1];
  return after === undefined || (after === 'than' ? ['that', 'this', 'it'].includes(words[at + 2] ?? '') && words[at + 3] === undefined : !/\d/.test(after));
}
